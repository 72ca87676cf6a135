import OpenCollectionView
import XCTest

// Code as most iOS codebases still have it: Swift 5 language mode, view models, factories and XCTest cases that are
// not isolated to the main actor, calling UIKit's types directly. Apple's UIKit reaches Swift with
// `@preconcurrency @MainActor` types, so this compiles (warnings at most, under complete checking) and runs on the
// main thread, where XCTest runs its tests. The target builds with warnings as errors in the default minimal checking:
// it fails to compile if a UIKit-named type loses `@preconcurrency`.

/// A factory of layouts, as apps write them: a plain class, no isolation.
final class LayoutFactory {
    func grid(columns: Int, rowHeight: CGFloat) -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    func list() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }
}

/// A data source kept by a view model, as apps write it: not isolated, conforming to a UIKit protocol.
final class NumbersDataSource: NSObject, UICollectionViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .systemBlue
        return cell
    }
}

/// A screen holding a collection view, written as in a Swift 5 app.
final class NumbersViewController: UIViewController {
    let layout: UICollectionViewLayout
    let dataSource: NumbersDataSource
    var collectionView: UICollectionView!

    init(layout: UICollectionViewLayout, count: Int) {
        self.layout = layout
        dataSource = NumbersDataSource(count: count)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        view.addSubview(collectionView)
    }
}

final class Swift5ModeTests: XCTestCase {
    private var windows: [UIWindow] = []

    private func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        windows.append(window)
        return window
    }

    func testAGridShownBarePlacesEveryVisibleCell() {
        let screen = NumbersViewController(layout: LayoutFactory().grid(columns: 4, rowHeight: 100), count: 100)
        _ = show(screen)
        let collectionView = screen.collectionView!
        XCTAssertEqual(collectionView.adjustedContentInset, collectionView.safeAreaInsets)
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 2500))
        let frames = collectionView.indexPathsForVisibleItems.sorted().map { collectionView.cellForItem(at: $0)!.frame }
        XCTAssertFalse(frames.isEmpty)
        // A quarter of 390 pt is 97.5 pt, 292.5 pixels at 3×: each cell takes the whole pixels below it (97⅓ pt).
        let width = (97.5 * 3).rounded(.down) / 3
        for (index, frame) in frames.enumerated() {
            XCTAssertEqual(frame, CGRect(x: CGFloat(index % 4) * width, y: CGFloat(index / 4) * 100, width: width, height: 100))
        }
    }

    func testAListInANavigationControllerStartsBelowTheBar() {
        let screen = NumbersViewController(layout: LayoutFactory().list(), count: 30)
        screen.title = "Numbers"
        let window = show(UINavigationController(rootViewController: screen))
        let collectionView = screen.collectionView!
        XCTAssertEqual(collectionView.adjustedContentInset, collectionView.safeAreaInsets)
        XCTAssertGreaterThan(collectionView.safeAreaInsets.top, 0)
        XCTAssertEqual(collectionView.contentOffset.y, -collectionView.adjustedContentInset.top)
        XCTAssertEqual(window.renderTree().screens.last?.navigationBar?.title, "Numbers")
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        XCTAssertEqual(first.frame.minY, 0)
        XCTAssertEqual(first.frame.width, 390)
    }

    func testTheScreenAndDeviceFollowTheWindowInCharge() {
        let window = show(NumbersViewController(layout: LayoutFactory().list(), count: 1))
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertTrue(UIScreen.main === window.screen)
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
    }

    func testSnapshotsApplyFromANonisolatedTestMethod() {
        let screen = NumbersViewController(layout: LayoutFactory().list(), count: 0)
        _ = show(screen)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: screen.collectionView) { view, indexPath, text in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Everest", "K2", "Lhotse"])
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.collectionView.layoutIfNeeded()
        XCTAssertEqual(screen.collectionView.numberOfItems(inSection: 0), 3)
        let texts = (0..<3).map { item in
            (screen.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
                .flatMap { $0.contentConfiguration as? UIListContentConfiguration }?.text
        }
        XCTAssertEqual(texts, ["Everest", "K2", "Lhotse"])
    }

    // A compositional-layout backport's own suite, as such a project writes it: a list and a grid shown bare, in a
    // navigation controller, in a tab bar controller and in both, each asserting UIKit's inset and offset rules and
    // every visible cell's frame. Headless windows have no status bar or home indicator, so the insets are the bars'
    // own: 44 points for the navigation bar, 49 for the tab bar.

    private enum Container: CaseIterable {
        case bare, navigation, tabs, tabsAroundNavigation
    }

    private func show(_ screen: UIViewController, in container: Container) {
        screen.title = "Numbers"
        screen.tabBarItem = UITabBarItem(title: "Numbers", image: nil, tag: 0)
        switch container {
        case .bare: _ = show(screen)
        case .navigation: _ = show(UINavigationController(rootViewController: screen))
        case .tabs:
            let tabs = UITabBarController()
            tabs.viewControllers = [screen, UIViewController()]
            _ = show(tabs)
        case .tabsAroundNavigation:
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: screen), UIViewController()]
            _ = show(tabs)
        }
    }

    private func expectedInsets(_ container: Container) -> UIEdgeInsets {
        switch container {
        case .bare: return .zero
        case .navigation: return UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        case .tabs: return UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0)
        case .tabsAroundNavigation: return UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        }
    }

    func testAGridInEveryContainerFollowsUIKitsInsetAndOffsetRules() {
        for container in Container.allCases {
            let screen = NumbersViewController(layout: LayoutFactory().grid(columns: 4, rowHeight: 100), count: 100)
            show(screen, in: container)
            let collectionView = screen.collectionView!
            XCTAssertEqual(collectionView.safeAreaInsets, expectedInsets(container), "\(container)")
            XCTAssertEqual(collectionView.adjustedContentInset, collectionView.safeAreaInsets, "\(container)")
            XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: -collectionView.adjustedContentInset.top), "\(container)")
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 2500), "\(container)")
            let width = (97.5 * 3).rounded(.down) / 3
            let visible = collectionView.indexPathsForVisibleItems.sorted()
            // The rows the 844-point view shows from its offset: 0–7 below a bar (−44 … 800), 0–8 without one.
            XCTAssertEqual(visible.count, container == .bare || container == .tabs ? 36 : 32, "\(container)")
            for indexPath in visible {
                let frame = collectionView.cellForItem(at: indexPath)!.frame
                let item = indexPath.item
                XCTAssertEqual(frame, CGRect(x: CGFloat(item % 4) * width, y: CGFloat(item / 4) * 100, width: width, height: 100))
            }
        }
    }

    func testAListInEveryContainerFollowsUIKitsInsetAndOffsetRules() {
        for container in Container.allCases {
            let screen = NumbersViewController(layout: LayoutFactory().list(), count: 40)
            show(screen, in: container)
            let collectionView = screen.collectionView!
            XCTAssertEqual(collectionView.safeAreaInsets, expectedInsets(container), "\(container)")
            XCTAssertEqual(collectionView.adjustedContentInset, collectionView.safeAreaInsets, "\(container)")
            XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: -collectionView.adjustedContentInset.top), "\(container)")
            let visible = collectionView.indexPathsForVisibleItems.sorted()
            XCTAssertFalse(visible.isEmpty)
            // Rows of the list's estimated 44 points fill the width, one under the other from the content's top.
            for indexPath in visible {
                let frame = collectionView.cellForItem(at: indexPath)!.frame
                XCTAssertEqual(frame, CGRect(x: 0, y: CGFloat(indexPath.item) * 44, width: 390, height: 44), "\(container) \(indexPath)")
            }
            XCTAssertEqual(collectionView.contentSize, CGSize(width: 390, height: 40 * 44), "\(container)")
        }
    }
}
