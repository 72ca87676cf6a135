import Foundation
import OpenUIKit
import Testing

/// What a host reads of a scene at every tick without walking its windows: the views its app made that are alive
/// (`UIWindowScene.liveViewCount`), and a mark that moves whenever what the host draws may have changed
/// (`UIWindowScene.hostChangeMark`).
@MainActor
@Suite struct SceneLedgerTests {
    /// A view that makes a subview the first time it lays out, as a collection view makes cells.
    final class GrowingView: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            if subviews.isEmpty { addSubview(UIView()) }
        }
    }

    /// A host told of a scene's changes (`HostChangeList`) finds the scene listed once however many changes it noted,
    /// and again after each take at its next change, until it stops watching; a scene nobody watches is never listed,
    /// and a change outside every scene is said once.
    @Test func aHostChangeListNamesEachChangedSceneOnceATake() {
        let list = HostChangeList()
        let watched = UIWindowScene()
        let unwatched = UIWindowScene()
        let view = watched.run { UIView() }
        let other = unwatched.run { UIView() }
        watched.noteHostChanges(in: list)
        // Watched, the scene is listed at once, for the host to look at it a first time.
        #expect(list.take().scenes == [ObjectIdentifier(watched)])
        #expect(list.take().scenes.isEmpty)
        for _ in 0..<3 {
            view.addSubview(UIView())
            other.addSubview(UIView())
        }
        #expect(list.take() == ([ObjectIdentifier(watched)], false))
        #expect(list.take().scenes.isEmpty)
        view.subviews.first?.removeFromSuperview()
        #expect(list.take().scenes == [ObjectIdentifier(watched)])
        watched.noteHostChanges(in: nil)
        view.addSubview(UIView())
        #expect(list.take().scenes.isEmpty)
        // A view of no scene may show in any: the list says so, once.
        UIView().addSubview(UIView())
        #expect(list.take() == ([], true))
        #expect(list.take() == ([], false))
    }

    @Test func aSceneCountsTheViewsMadeWhileItIsInChargeUntilTheyGo() {
        let scene = UIWindowScene()
        let other = UIWindowScene()
        var kept: [UIView] = []
        scene.run {
            kept = [UIView(), UILabel(), UIView()]
            _ = UIView()  // gone at once
        }
        #expect(scene.liveViewCount == 3)
        other.run { kept.append(UIView()) }
        #expect(other.liveViewCount == 1)
        _ = UIView()  // outside every scene: nobody's
        #expect(scene.liveViewCount == 3)
        kept.removeFirst(2)
        #expect(scene.liveViewCount == 1)
        kept.removeAll()
        #expect(scene.liveViewCount == 0)
        #expect(other.liveViewCount == 0)
    }

    @Test func viewsMadeWhileAScenesWindowLaysOutAreTheScenes() throws {
        let scene = UIWindowScene()
        let window = scene.run { UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        let growing = GrowingView(frame: window.bounds)
        window.addSubview(growing)
        #expect(scene.liveViewCount == 1)
        // Laid out outside `run` (a timer's layout pass): the cell-like subview it makes is still the scene's.
        window.layoutIfNeeded()
        #expect(growing.subviews.count == 1)
        #expect(scene.liveViewCount == 2)
        withExtendedLifetime(window) {}
    }

    /// A scene whose window shows a navigation controller over a tab bar controller's first tab, made in the scene.
    private func shownScene() -> (UIWindowScene, UIWindow, UITabBarController, UINavigationController) {
        let scene = UIWindowScene()
        return scene.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let first = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController()
            tabs.viewControllers = [first, UIViewController()]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return (scene, window, tabs, first)
        }
    }

    @Test func theMarkMovesWithEveryChangeTheWindowsSignatureCovers() {
        let (scene, window, tabs, navigation) = shownScene()
        let top = navigation.topViewController!
        let item = UIBarButtonItem(title: "Edit", primaryAction: nil)
        scene.run { top.navigationItem.rightBarButtonItem = item }
        let changes: [(String, () -> Void)] = [
            ("the window's size", { window.frame = CGRect(x: 0, y: 0, width: 800, height: 600) }),
            ("the window's traits", { window.traitOverrides.userInterfaceStyle = .dark }),
            ("a title", { top.navigationItem.title = "Mountains" }),
            ("a bar button's title", { item.title = "Done" }),
            ("a bar button's state", { item.isEnabled = false }),
            ("the bar buttons", { top.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Sort", primaryAction: nil)] }),
            ("a push", { navigation.pushViewController(UIViewController(), animated: false) }),
            ("a tab's badge", { tabs.tabBar.items?[1].badgeValue = "3" }),
            ("the selected tab", { tabs.selectedIndex = 1 }),
            ("a presentation", { tabs.present(UIViewController(), animated: false) }),
            ("a view that comes", { window.rootViewController?.view.addSubview(UIScrollView()) }),
            ("a scroll position", {
                let scrollView = window.rootViewController!.view.subviews.last as! UIScrollView
                scrollView.contentOffset = CGPoint(x: 0, y: 40)
            }),
            ("a view that goes", { window.rootViewController?.view.subviews.last?.removeFromSuperview() }),
        ]
        for (change, make) in changes {
            let before = scene.hostChangeMark
            let signature = window.hostChangeSignature
            scene.run(make)
            #expect(scene.hostChangeMark != before, "\(change)")
            // The signature walks only the views hosts drive (a collection view), and leaves scroll positions to hosts.
            if !["a scroll position", "a view that comes", "a view that goes"].contains(change) {
                #expect(window.hostChangeSignature != signature, "\(change)")
            }
        }
        let settled = scene.hostChangeMark
        _ = window.hostChangeSignature
        #expect(scene.hostChangeMark == settled, "asking changes nothing")
    }

    @Test func aScenesMarkStandsStillWhileAnotherScenesWindowChanges() {
        let (scene, _, _, _) = shownScene()
        let (other, _, _, otherNavigation) = shownScene()
        let mark = scene.hostChangeMark
        let otherMark = other.hostChangeMark
        // Made in the other scene and changed outside every scene (a timer): each view and view controller notes its
        // change in the scene it belongs to.
        otherNavigation.topViewController?.navigationItem.title = "Elsewhere"
        otherNavigation.pushViewController(other.run { UIViewController() }, animated: false)
        #expect(scene.hostChangeMark == mark)
        #expect(other.hostChangeMark != otherMark)
    }

    @Test func aChangeOfNoScenesObjectOutsideEverySceneMovesEveryMark() {
        let (scene, _, _, _) = shownScene()
        let (other, _, _, _) = shownScene()
        let item = UIBarButtonItem(title: "Edit", primaryAction: nil)
        let marks = (scene.hostChangeMark, other.hostChangeMark)
        item.title = "Done"  // whose bar shows it is not known: every scene's might
        #expect(scene.hostChangeMark != marks.0)
        #expect(other.hostChangeMark != marks.1)
    }
}
