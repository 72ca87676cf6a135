import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// `UITabBarController` as a peer's test suite and an app use it: tabs loaded lazily, appearance callbacks on
/// switches, safe areas ending at the bar, a navigation controller in a tab, the delegate, and what hosts draw.
@MainActor
@Suite struct TabBarControllerTests {
    /// A grid screen: four 100-point rows' worth of cells per row.
    final class GridScreen: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    final class Delegate: UITabBarControllerDelegate {
        var refused: Set<ObjectIdentifier> = []
        var selected: [String] = []

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            !refused.contains(ObjectIdentifier(viewController))
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController.title ?? "?")
        }
    }

    @Test func onlyTheSelectedTabLoadsAndSwitchingRunsTheAppearanceCallbacks() {
        let log = CallLog()
        let first = RecordingViewController("First", log: log)
        let second = RecordingViewController("Second", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === first)
        _ = shownWindow(tabs)
        #expect(first.isViewLoaded)
        #expect(!second.isViewLoaded)
        #expect(log.entries.filter { $0.hasPrefix("Second") } == ["Second.willMove(parent)", "Second.didMove(parent)"])
        log.clear()
        tabs.selectedIndex = 1
        #expect(second.isViewLoaded)
        #expect(log.entries == [
            "Second.viewDidLoad", "First.viewWillDisappear(false)", "Second.viewWillAppear(false)", "Second.viewIsAppearing",
            "First.viewDidDisappear(false)", "Second.viewDidAppear(false)",
        ])
        #expect(first.viewIfLoaded?.superview == nil)
        #expect(second.view.superview === tabs.view)
        #expect(first.parent === tabs && second.parent === tabs)
        #expect(first.tabBarController === tabs)
    }

    @Test func theSelectedViewLiesUnderTheBarAndItsSafeAreaEndsAtTheBar() throws {
        let grid = GridScreen()
        let tabs = UITabBarController()
        tabs.viewControllers = [grid]
        let window = shownWindow(tabs)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        #expect(grid.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let collectionView = try #require(grid.collectionView)
        #expect(collectionView.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        #expect(collectionView.adjustedContentInset == collectionView.safeAreaInsets)
        // 20 rows of 100 points: the last row stops at the bar's top when scrolled to the end.
        #expect(collectionView.contentSize == CGSize(width: 390, height: 2000))
        #expect(collectionView.contentOffset == .zero)

        grid.edgesForExtendedLayout = [.top]
        tabs.view.layoutIfNeeded()
        #expect(grid.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 49))
        #expect(collectionView.safeAreaInsets == .zero)
    }

    @Test func aNavigationControllerInATabGetsBothBarsInsetsAndHidesTheTabBarWhenAScreenAsks() throws {
        let root = GridScreen()
        root.title = "Photos"
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let window = shownWindow(tabs)
        window.layoutIfNeeded()
        let collectionView = try #require(root.collectionView)
        #expect(collectionView.safeAreaInsets.bottom == 49)
        #expect(collectionView.safeAreaInsets.top == navigation.navigationBar.frame.height)
        #expect(collectionView.safeAreaInsets.top > 0)
        let tree = window.renderTree()
        #expect(tree.screens.count == 1)
        #expect(tree.screens[0].navigationBar?.title == "Photos")
        #expect(tree.screens[0].tabBar?.items.map(\.title) == ["Photos", nil])

        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame.height == 0)
        #expect(window.renderTree().screens[0].tabBar == nil)
        #expect(detail.view.safeAreaInsets.bottom == 0)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.frame.height == 49)
        #expect(window.renderTree().screens[0].tabBar != nil)
    }

    @Test func aPersonsTapAsksTheDelegateAndATapOnTheSelectedNavigationTabPopsToItsRoot() throws {
        let root = UIViewController()
        root.title = "Library"
        let navigation = UINavigationController(rootViewController: root)
        navigation.title = "Library"
        let search = UIViewController()
        search.title = "Search"
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
        let locked = UIViewController()
        locked.title = "Locked"
        let tabs = UITabBarController()
        let delegate = Delegate()
        delegate.refused = [ObjectIdentifier(locked)]
        tabs.delegate = delegate
        tabs.viewControllers = [navigation, search, locked]
        let window = shownWindow(tabs)
        navigation.pushViewController(UIViewController(), animated: false)

        var bar = try #require(window.renderTree().screens[0].tabBar)
        #expect(bar.items.map(\.title) == ["Library", "Search", "Locked"])
        #expect(bar.items.map(\.isSelected) == [true, false, false])
        #expect(bar.items[1].symbolName == "magnifyingglass")
        window.handle(.tapBarButton(bar.items[2].identity))
        #expect(tabs.selectedViewController === navigation)
        window.handle(.tapBarButton(bar.items[1].identity))
        #expect(tabs.selectedViewController === search)
        bar = try #require(window.renderTree().screens[0].tabBar)
        #expect(bar.items.map(\.isSelected) == [false, true, false])
        window.handle(.tapBarButton(bar.items[0].identity))
        #expect(navigation.viewControllers.count == 2)
        window.handle(.tapBarButton(bar.items[0].identity))
        #expect(navigation.viewControllers.count == 1)
        #expect(delegate.selected == ["Search", "Library", "Library"])
        // Selecting in code does not ask the delegate.
        tabs.selectedViewController = locked
        #expect(tabs.selectedIndex == 2)
        #expect(delegate.selected.count == 3)
    }

    @Test func itemsFollowTitlesAndCarryBadgesAndTheBarFollowsTheTabs() throws {
        let first = UIViewController()
        first.title = "Inbox"
        first.tabBarItem.badgeValue = "3"
        first.tabBarItem.image = UIImage(systemName: "tray")
        first.tabBarItem.selectedImage = UIImage(systemName: "tray.fill")
        let second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = shownWindow(tabs)
        second.title = "Sent"
        var bar = try #require(window.renderTree().screens[0].tabBar)
        #expect(bar.items.map(\.title) == ["Inbox", "Sent"])
        #expect(bar.items[0].badgeValue == "3")
        #expect(bar.items[0].symbolName == "tray.fill")
        tabs.selectedIndex = 1
        bar = try #require(window.renderTree().screens[0].tabBar)
        #expect(bar.items[0].symbolName == "tray")
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)

        // Replacing the tabs keeps the selection when it is still a tab, else selects the first.
        let third = UIViewController()
        tabs.setViewControllers([third, second], animated: false)
        #expect(tabs.selectedViewController === second)
        #expect(first.parent == nil)
        tabs.setViewControllers([third], animated: false)
        #expect(tabs.selectedViewController === third)
        #expect(second.parent == nil)
        #expect(second.viewIfLoaded?.superview == nil)
        #expect(third.view.superview === tabs.view)
        tabs.selectedIndex = 5
        #expect(tabs.selectedIndex == 0)
        tabs.viewControllers = nil
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.tabBar.items == nil)
    }

    @Test func aViewControllerTwiceIsRefusedWithTheStateUnchanged() {
        let only = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [only]
        let (_, diagnostics) = Diagnostics.recording { tabs.viewControllers = [only, only] }
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(tabs.viewControllers?.count == 1)
    }
}
