import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// What a window's render tree holds and how events addressed by identity reach their targets; presentations.
@MainActor
@Suite struct WindowRenderTreeTests {
    /// A screen with a grid collection view of 30 plain cells and a switch, as a settings screen might have.
    final class GridScreen: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!
        let toggle = UISwitch()
        var toggles = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Grid"
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
            collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            view.addSubview(collectionView)
            toggle.addAction(UIAction { [unowned self] _ in self.toggles += 1 }, for: .valueChanged)
            view.addSubview(toggle)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// The tree of the collection view in `node`'s subtree, with the node's identity.
    private func collectionViewTree(in node: RenderNode) -> (identity: String?, tree: RenderTree)? {
        if case .collectionView(let tree) = node.content { return (node.identity, tree) }
        for child in node.children {
            if let found = collectionViewTree(in: child) { return found }
        }
        return nil
    }

    @Test func theTreeHoldsTheBarAndTheViewTreeWithEachCollectionViewsOwnTree() throws {
        let screen = GridScreen()
        let window = shownWindow(UINavigationController(rootViewController: screen))
        let tree = window.renderTree()
        #expect(tree.size == CGSize(width: 390, height: 844))
        #expect(tree.displayScale == 3)
        #expect(tree.screens.count == 1)
        #expect(tree.screens[0].frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(tree.screens[0].presentationStyle == nil)
        #expect(tree.screens[0].navigationBar?.title == "Grid")
        let screenView = tree.screens[0].content.children[0]
        #expect(screenView.viewClass == "UIView")
        #expect(screenView.children.map(\.viewClass) == ["UICollectionView", "UISwitch"])
        let (identity, grid) = try #require(collectionViewTree(in: tree.screens[0].content))
        #expect(identity?.hasPrefix("collection-view-") == true)
        // 78-pt rows from y = 0 under a 44-pt bar: rows 0 to 10 reach into the 844-pt view scrolled to y = -44.
        #expect(grid.visibleRect == CGRect(x: 0, y: -44, width: 390, height: 844))
        #expect(grid.elements.count == 30)
        #expect(screenView.children[0].children.isEmpty)
        #expect(screenView.children[1].identity?.hasPrefix("switch-") == true)
    }

    @Test func eventsForACollectionViewReachItByItsIdentity() throws {
        let screen = GridScreen()
        let window = shownWindow(UINavigationController(rootViewController: screen))
        let identity = try #require(collectionViewTree(in: window.renderTree().screens[0].content)?.identity)
        let tree = window.handle(.collectionView(identity, .scroll(to: CGPoint(x: 0, y: 100))))
        #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(collectionViewTree(in: tree.screens[0].content)?.tree.visibleRect.minY == 100)
        window.handle(.collectionView(identity, .tap(at: CGPoint(x: 10, y: 110))))
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        // An identity that names nothing changes nothing.
        window.handle(.collectionView("collection-view-0", .scroll(to: .zero)))
        #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func aSwitchFlipsByItsIdentityAndSendsItsActions() throws {
        let screen = GridScreen()
        let window = shownWindow(UINavigationController(rootViewController: screen))
        let identity = try #require(window.renderTree().screens[0].content.children[0].children[1].identity)
        window.handle(.toggleSwitch(identity))
        #expect(screen.toggle.isOn)
        #expect(screen.toggles == 1)
        screen.toggle.isEnabled = false
        window.handle(.toggleSwitch(identity))
        #expect(screen.toggles == 1)
        window.handle(.toggleSwitch("switch-0"))
        #expect(screen.toggles == 1)
    }

    @Test func unusableSizesAndScalesAreIgnored() {
        let window = shownWindow(UIViewController())
        for size in [CGSize(width: -1, height: 10), CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity),
                     CGSize(width: 0, height: 0), CGSize(width: 1e9, height: 10)] {
            window.handle(.resize(size))
        }
        window.handle(.displayScale(0))
        window.handle(.displayScale(CGFloat.nan))
        #expect(window.bounds.size == CGSize(width: 390, height: 844))
        #expect(window.traitCollection.displayScale == 3)
    }

    @Test func aPresentedScreenIsDrawnAboveItsPresenterAndDismissalRemovesIt() {
        let log = CallLog()
        let presenter = RecordingViewController("A", log: log)
        let window = shownWindow(UINavigationController(rootViewController: presenter))
        let sheet = RecordingViewController("S", log: log)
        log.clear()
        presenter.present(sheet, animated: true)
        // A sheet leaves the presenter on screen: it hears nothing.
        #expect(log.entries == ["S.viewDidLoad", "S.viewWillAppear(true)", "S.viewIsAppearing", "S.viewDidAppear(true)"])
        #expect(sheet.presentingViewController === presenter.navigationController)
        #expect(presenter.presentedViewController === sheet)
        var tree = window.renderTree()
        #expect(tree.screens.count == 2)
        #expect(tree.screens[1].presentationStyle == .automatic)
        #expect(tree.lastTransition == RenderScreenTransition(kind: .present, animated: true))

        log.clear()
        sheet.dismiss(animated: false)
        #expect(log.entries == ["S.viewWillDisappear(false)", "S.viewDidDisappear(false)"])
        tree = window.renderTree()
        #expect(tree.screens.count == 1)
        #expect(tree.lastTransition == RenderScreenTransition(kind: .dismiss, animated: false))
        #expect(presenter.presentedViewController == nil)
    }

    @Test func aFullScreenPresentationMakesThePresenterDisappear() {
        let log = CallLog()
        let presenter = RecordingViewController("A", log: log)
        _ = shownWindow(presenter)
        let cover = RecordingViewController("F", log: log)
        cover.modalPresentationStyle = .fullScreen
        log.clear()
        var completed = false
        presenter.present(cover, animated: false) { completed = true }
        #expect(completed)
        #expect(log.entries == [
            "F.viewDidLoad", "A.viewWillDisappear(false)", "F.viewWillAppear(false)", "F.viewIsAppearing",
            "A.viewDidDisappear(false)", "F.viewDidAppear(false)",
        ])
        log.clear()
        presenter.dismiss(animated: true)
        #expect(log.entries == [
            "F.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing", "F.viewDidDisappear(true)",
            "A.viewDidAppear(true)",
        ])
    }

    @Test func presentationMisuseIsReportedInUIKitsWords() {
        let presenter = UIViewController()
        let window = shownWindow(presenter)
        let first = UIViewController()
        presenter.present(first, animated: false)
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        let second = UIViewController()
        let offscreen = UIViewController()
        let third = UIViewController()
        let (_, diagnostics) = Diagnostics.recording {
            presenter.present(presenter, animated: true)
            presenter.present(first, animated: true)
            presenter.present(child, animated: true)
            presenter.present(second, animated: true)
            offscreen.present(third, animated: false)
        }
        #expect(diagnostics.map(\.message) == [
            "Application tried to present modally an active controller \(presenter).",
            "Application tried to present modally a view controller \(first) that is already being presented by \(presenter).",
            "Application tried to present modally a view controller \(child) that has a parent view controller \(parent).",
            "Attempt to present \(second) on \(presenter) (from \(presenter)) which is already presenting \(first).",
            "Attempt to present \(third) on \(offscreen) (from \(offscreen)) whose view is not in the window hierarchy.",
        ])
        #expect(diagnostics.map(\.severity) == [.error, .error, .error, .warning, .warning])
        #expect(window.renderTree().screens.count == 2)
    }

    @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
        let inStack = UIViewController()
        let navigation = UINavigationController(rootViewController: inStack)
        _ = shownWindow(navigation)
        inStack.show(UIViewController(), sender: nil)
        #expect(navigation.viewControllers.count == 2)
        let alone = UIViewController()
        _ = shownWindow(alone)
        let detail = UIViewController()
        alone.show(detail, sender: nil)
        #expect(alone.presentedViewController === detail)
    }
}
