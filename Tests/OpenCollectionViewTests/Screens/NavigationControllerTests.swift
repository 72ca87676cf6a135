import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// The navigation stack, its bar (titles, back button, items) and what the bar does to the safe area.
@MainActor
@Suite struct NavigationControllerTests {
    private func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    @Test func pushAndPopChangeTheStackAndTheTopViewController() {
        let root = titled("Root")
        let navigation = UINavigationController(rootViewController: root)
        _ = shownWindow(navigation)
        let second = titled("Second")
        let third = titled("Third")
        navigation.pushViewController(second, animated: true)
        navigation.pushViewController(third, animated: false)
        #expect(navigation.viewControllers.map(\.title) == ["Root", "Second", "Third"])
        #expect(navigation.topViewController === third)
        #expect(third.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === third)
        #expect(navigation.popToRootViewController(animated: false)?.map(\.title) == ["Second"])
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.view.subviews.count == 1 && navigation.view.subviews[0] === root.view)
    }

    @Test func theBarShowsTheTopTitleAndABackButtonTitledAfterTheScreenBelow() throws {
        let navigation = UINavigationController(rootViewController: titled("Modern Collection Views"))
        let window = shownWindow(navigation)
        var bar = try #require(window.renderTree().screens.first?.navigationBar)
        #expect(bar.title == "Modern Collection Views")
        #expect(bar.backButton == nil)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))

        navigation.pushViewController(titled("Grid"), animated: true)
        bar = try #require(window.renderTree().screens.first?.navigationBar)
        #expect(bar.title == "Grid")
        // Beside a centred "Grid" (about 40 pt), a button has (390 − 40) / 2 − 16 − 26 = 133 pt for its title: the
        // menu's title does not fit, "Back" does, as UIKit shortens it.
        #expect(bar.backButton?.title == "Back")
        #expect(bar.backButton?.identity == "back")
        #expect(bar.backButton?.symbolName == "chevron.backward")

        // A title that fits is shown; on a wide window, the long one too.
        navigation.viewControllers.first?.title = "Library"
        #expect(window.renderTree().screens.first?.navigationBar?.backButton?.title == "Library")
        navigation.viewControllers.first?.title = "Modern Collection Views"
        window.handle(.resize(CGSize(width: 1024, height: 768)))
        #expect(window.renderTree().screens.first?.navigationBar?.backButton?.title == "Modern Collection Views")
        // Where not even "Back" fits beside a long title, the chevron shows alone.
        navigation.topViewController?.title = "Section Background Decoration View, and more words"
        window.handle(.resize(CGSize(width: 390, height: 844)))
        bar = try #require(window.renderTree().screens.first?.navigationBar)
        #expect(bar.backButton != nil && bar.backButton?.title == nil)
        #expect(bar.backButton?.accessibilityLabel == "Back")
    }

    @Test func theScreenBelowNamesTheWayBack() throws {
        let below = titled("Settings")
        let navigation = UINavigationController(rootViewController: below)
        let window = shownWindow(navigation)
        navigation.pushViewController(titled("Wi-Fi"), animated: false)
        func backTitle() throws -> String? {
            try #require(window.renderTree().screens.first?.navigationBar?.backButton).title
        }
        below.navigationItem.backButtonTitle = "Back to settings"
        #expect(try backTitle() == "Back to settings")
        below.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Done here")
        #expect(try backTitle() == "Done here")
        below.navigationItem.backButtonDisplayMode = .generic
        #expect(try backTitle() == "Back")
        below.navigationItem.backButtonDisplayMode = .minimal
        #expect(try backTitle() == nil)
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() throws {
        let navigation = UINavigationController(rootViewController: titled("A"))
        let window = shownWindow(navigation)
        let top = titled("B")
        navigation.pushViewController(top, animated: false)
        top.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
        var bar = try #require(window.renderTree().screens.first?.navigationBar)
        #expect(bar.backButton == nil)
        #expect(bar.leftItems.map(\.title) == ["Close"])
        top.navigationItem.leftItemsSupplementBackButton = true
        bar = try #require(window.renderTree().screens.first?.navigationBar)
        #expect(bar.backButton?.title == "A")
        top.navigationItem.hidesBackButton = true
        bar = try #require(window.renderTree().screens.first?.navigationBar)
        #expect(bar.backButton == nil)
    }

    @Test func rightItemsAreDrawnInReverseOrderAsUIKitLaysThemOut() throws {
        let top = titled("List")
        top.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(title: "Sort")]
        let window = shownWindow(UINavigationController(rootViewController: top))
        let bar = try #require(window.renderTree().screens.first?.navigationBar)
        #expect(bar.rightItems.map(\.title) == ["Sort", nil])
        #expect(bar.rightItems.map(\.symbolName) == [nil, "plus"])
    }

    @Test func theTopViewLiesUnderTheBarWithTheBarAsItsSafeArea() {
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        _ = shownWindow(navigation)
        #expect(top.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(top.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(top.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 390, height: 800))
        // Layout margins lie inside the safe area.
        #expect(top.view.layoutMarginsGuide.layoutFrame.minY == 44 + top.view.layoutMargins.top)
    }

    @Test func aViewThatDoesNotExtendUnderTheTopBarStartsBelowIt() {
        let top = UIViewController()
        top.edgesForExtendedLayout = []
        _ = shownWindow(UINavigationController(rootViewController: top))
        #expect(top.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
        #expect(top.view.safeAreaInsets == .zero)
    }

    @Test func aHiddenBarLeavesNoInsetAndNoBar() {
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        let window = shownWindow(navigation)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(top.view.safeAreaInsets == .zero)
        #expect(window.renderTree().screens.first?.navigationBar == nil)
    }

    @Test func aSearchControllerAndALargeTitleMakeTheBarTaller() throws {
        let top = titled("Mountains")
        let navigation = UINavigationController(rootViewController: top)
        let window = shownWindow(navigation)
        top.navigationItem.searchController = UISearchController(searchResultsController: nil)
        window.layoutIfNeeded()
        // The 44-pt button row and the 52-pt search bar.
        #expect(top.view.safeAreaInsets.top == 96)
        var bar = try #require(window.renderTree().screens.first?.navigationBar)
        #expect(bar.frame.height == 96)
        #expect(bar.searchBar?.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
        navigation.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        // The large title adds 52 pt between them.
        #expect(top.view.safeAreaInsets.top == 148)
        bar = try #require(window.renderTree().screens.first?.navigationBar)
        #expect(bar.showsLargeTitle)
        top.navigationItem.largeTitleDisplayMode = .never
        window.layoutIfNeeded()
        #expect(top.view.safeAreaInsets.top == 96)
    }

    @Test func aCollectionViewUnderTheBarStartsItsContentBelowIt() throws {
        final class ListScreen: UIViewController, UICollectionViewDataSource {
            var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
                collectionView.dataSource = self
                view.addSubview(collectionView)
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let screen = ListScreen()
        let window = shownWindow(UINavigationController(rootViewController: screen))
        let collectionView = try #require(screen.collectionView)
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: -44))
        // Cells take none of the bar's inset: the collection view took it into its content inset.
        #expect(collectionView.visibleCells.first?.safeAreaInsets == .zero)
        let tree = window.renderTree()
        guard case .collectionView(let list) = tree.screens[0].content.children[0].children[0].content else {
            Issue.record("the screen's view does not hold the collection view's tree")
            return
        }
        #expect(list.visibleRect == CGRect(x: 0, y: -44, width: 390, height: 844))
        #expect(list.elements.first { $0.category == .cell }?.frame.minY == 0)
    }

    @Test func pushingMisuseIsReportedInUIKitsWordsAndChangesNothing() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let (_, diagnostics) = Diagnostics.recording {
            navigation.pushViewController(root, animated: true)
            navigation.pushViewController(UINavigationController(), animated: true)
            navigation.setViewControllers([root, root], animated: false)
            _ = navigation.popToViewController(UIViewController(), animated: true)
        }
        #expect(diagnostics.map(\.message) == [
            "Pushing the same view controller instance more than once is not supported (\(root))",
            "Pushing a navigation controller is not supported",
            "All view controllers in a navigation controller must be distinct ([\(root), \(root)])",
            "Tried to pop to a view controller that doesn't exist.",
        ])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(navigation.viewControllers.count == 1 && navigation.viewControllers[0] === root)
    }

    @Test func theDelegateHearsEachNewTopScreen() {
        final class Delegate: UINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                shown.append("will \(viewController.title ?? "") \(animated)")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                shown.append("did \(viewController.title ?? "")")
            }
        }
        let delegate = Delegate()
        let navigation = UINavigationController(rootViewController: titled("A"))
        navigation.delegate = delegate
        _ = shownWindow(navigation)
        navigation.pushViewController(titled("B"), animated: true)
        navigation.setViewControllers([titled("C")], animated: false)
        #expect(delegate.shown == ["will B true", "did B", "will C false", "did C"])
    }

    @Test func theBackButtonPopsAndTheWindowRecordsEachTransition() throws {
        let navigation = UINavigationController(rootViewController: titled("A"))
        let window = shownWindow(navigation)
        navigation.pushViewController(titled("B"), animated: true)
        var tree = window.renderTree()
        #expect(tree.lastTransition == RenderScreenTransition(kind: .push, animated: true))
        let pushNumber = tree.transitionNumber
        tree = window.handle(.tapBarButton("back"))
        #expect(tree.screens.first?.navigationBar?.title == "A")
        #expect(tree.lastTransition == RenderScreenTransition(kind: .pop, animated: true))
        #expect(tree.transitionNumber == pushNumber + 1)
        // The root screen has no way back: a late tap on the back button changes nothing.
        tree = window.handle(.tapBarButton("back"))
        #expect(tree.transitionNumber == pushNumber + 1)
        #expect(navigation.viewControllers.count == 1)
    }
}
