import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// A view controller's view and life cycle: lazy loading, the appearance callbacks in UIKit's order for each
/// transition, layout callbacks, traits and size transitions.
@MainActor
@Suite struct ViewControllerLifecycleTests {
    @Test func theViewLoadsLazilyOnceAndViewDidLoadRunsRightAfter() {
        let log = CallLog()
        let controller = RecordingViewController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.entries.isEmpty)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(log.entries == ["A.viewDidLoad"])
        // The first view has the headless screen's size.
        #expect(view?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func loadViewMakesTheViewAppsAssign() {
        final class CustomViewController: UIViewController {
            override func loadView() {
                view = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        #expect(CustomViewController().view is UILabel)
    }

    @Test func aLoadViewThatAssignsNothingIsReportedAndGetsAPlainView() {
        final class ForgetfulViewController: UIViewController {
            override func loadView() {}
        }
        let (view, diagnostics) = Diagnostics.recording { ForgetfulViewController().view }
        #expect(view != nil)
        #expect(diagnostics.map(\.message) == ["ForgetfulViewController did not assign a view in loadView(); a plain view is used"])
    }

    @Test func showingAWindowShowsItsRootInUIKitsOrder() {
        let log = CallLog()
        let root = RecordingViewController("A", log: log)
        let window = shownWindow(root)
        #expect(log.entries == ["A.viewDidLoad", "A.viewWillAppear(false)", "A.viewIsAppearing", "A.viewDidAppear(false)"])
        #expect(root.view.superview === window)
        #expect(root.view.frame == window.bounds)
        #expect(window.isKeyWindow)
        #expect(!window.isHidden)
    }

    @Test func aWindowIsHiddenUntilMadeVisibleAndItsRootWaits() {
        let log = CallLog()
        let window = UIWindow()
        #expect(window.isHidden)
        window.rootViewController = RecordingViewController("A", log: log)
        #expect(log.entries.isEmpty)
        window.makeKeyAndVisible()
        #expect(log.entries.last == "A.viewDidAppear(false)")
    }

    @Test func replacingTheRootOfAVisibleWindowSwapsTheScreens() {
        let log = CallLog()
        let window = shownWindow(RecordingViewController("A", log: log))
        log.clear()
        window.rootViewController = RecordingViewController("B", log: log)
        #expect(log.entries == [
            "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
            "B.viewDidLoad", "B.viewWillAppear(false)", "B.viewIsAppearing", "B.viewDidAppear(false)",
        ])
        #expect(window.subviews.count == 1)
    }

    /// A host hides the window of a page that went away: its screens disappear, and the same screens appear again
    /// when it is shown, without loading again.
    @Test func hidingAWindowMakesItsScreenDisappearAndShowingItMakesItAppear() {
        let log = CallLog()
        let root = RecordingViewController("A", log: log)
        let window = shownWindow(root)
        log.clear()
        window.isHidden = true
        #expect(log.entries == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
        log.clear()
        window.isHidden = false
        #expect(log.entries == ["A.viewWillAppear(false)", "A.viewIsAppearing", "A.viewDidAppear(false)"])
        #expect(root.view.superview === window)
        log.clear()
        window.makeKeyAndVisible()
        #expect(log.entries.isEmpty)
    }

    /// A screen presented over another: only what was on screen disappears with the window, and comes back.
    @Test func hidingAWindowHidesThePresentedScreenToo() {
        let log = CallLog()
        let root = RecordingViewController("A", log: log)
        let window = shownWindow(root)
        root.present(RecordingViewController("B", log: log), animated: false)
        let shownBefore = ["A", "B"].filter { name in
            log.entries.last { $0.hasPrefix("\(name).view") && $0.contains("Appear") }?.contains("DidAppear") == true
        }
        log.clear()
        window.isHidden = true
        #expect(log.entries == shownBefore.reversed().map { "\($0).viewWillDisappear(false)" }
            + shownBefore.reversed().map { "\($0).viewDidDisappear(false)" })
        log.clear()
        window.isHidden = false
        #expect(log.entries.filter { $0.contains("DidAppear") } == shownBefore.map { "\($0).viewDidAppear(false)" })
    }

    @Test func aWindowWithoutARootIsReportedAsUIKitLogsIt() {
        let window = UIWindow()
        let (_, diagnostics) = Diagnostics.recording { window.makeKeyAndVisible() }
        #expect(diagnostics == [.warning(
            "makeKeyAndVisible()", "Application windows are expected to have a root view controller at the end of application launch")])
    }

    @Test func pushAndPopRunTheCallbacksInUIKitsOrder() {
        let log = CallLog()
        let first = RecordingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: first)
        _ = shownWindow(navigation)
        log.clear()

        let second = RecordingViewController("B", log: log)
        navigation.pushViewController(second, animated: true)
        #expect(log.entries == [
            "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
            "B.viewIsAppearing", "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(parent)",
        ])
        #expect(second.movingFlags == ["willAppear toParent=true"])
        #expect(!second.isMovingToParent)

        log.clear()
        navigation.popViewController(animated: false)
        #expect(log.entries == [
            "B.willMove(nil)", "B.viewWillDisappear(false)", "A.viewWillAppear(false)", "A.viewIsAppearing",
            "B.viewDidDisappear(false)", "A.viewDidAppear(false)", "B.didMove(nil)",
        ])
        #expect(second.movingFlags.last == "willDisappear fromParent=true")
        #expect(second.parent == nil)
        #expect(second.view.superview == nil)
    }

    @Test func aStackSetBeforeTheWindowShowsLoadsOnlyItsTop() {
        let log = CallLog()
        let navigation = UINavigationController(rootViewController: RecordingViewController("A", log: log))
        navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
        log.clear()
        _ = shownWindow(navigation)
        #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear(false)", "B.viewIsAppearing", "B.viewDidAppear(false)"])
    }

    @Test func viewsLayOutWithTheirControllersCallbacksAround() {
        final class LayoutViewController: UIViewController {
            var calls: [String] = []
            var subviewWidthDuringDidLayout: CGFloat = 0
            let child = UIView(frame: .zero)
            override func viewDidLoad() {
                super.viewDidLoad()
                child.autoresizingMask = [.flexibleWidth]
                child.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 10)
                view.addSubview(child)
            }
            override func viewWillLayoutSubviews() { calls.append("will") }
            override func viewDidLayoutSubviews() {
                calls.append("did")
                subviewWidthDuringDidLayout = child.frame.width
            }
        }
        let controller = LayoutViewController()
        let window = shownWindow(controller)
        #expect(controller.calls == ["will", "did"])
        window.handle(.resize(CGSize(width: 600, height: 400)))
        #expect(controller.calls == ["will", "did", "will", "did"])
        #expect(controller.subviewWidthDuringDidLayout == 600)
    }

    @Test func resizingTheWindowTellsEveryControllerWithACoordinatorFirst() {
        final class SizeViewController: UIViewController {
            var transitions: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                transitions.append("will \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
                coordinator.animate(alongsideTransition: { _ in
                    self.transitions.append("alongside at \(Int(self.view.bounds.width))")
                }, completion: { context in
                    self.transitions.append("completed cancelled=\(context.isCancelled)")
                })
            }
        }
        let child = SizeViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = shownWindow(navigation)
        window.handle(.resize(CGSize(width: 844, height: 390)))
        #expect(child.transitions == ["will 844x390 from 390", "alongside at 844", "completed cancelled=false"])
        #expect(child.transitionCoordinator == nil)
    }

    @Test func traitChangesReachTheControllerOnceEach() {
        final class TraitViewController: UIViewController {
            var previousScales: [CGFloat] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previousScales.append(previousTraitCollection?.displayScale ?? -1)
            }
        }
        let controller = TraitViewController()
        let window = shownWindow(controller)
        #expect(controller.traitCollection.displayScale == 3)
        #expect(controller.previousScales.isEmpty)
        window.handle(.displayScale(2))
        #expect(controller.traitCollection.displayScale == 2)
        #expect(controller.previousScales == [3])
        // A resize that keeps every trait changes none.
        window.handle(.resize(CGSize(width: 400, height: 844)))
        #expect(controller.previousScales == [3])
        window.handle(.resize(CGSize(width: 800, height: 844)))
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.previousScales == [3, 2])
    }

    @Test func anAnimatedPushHandsOutACoordinatorWhoseBlocksRunWithTheTransition() {
        final class CoordinatedViewController: UIViewController {
            var events: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                guard let coordinator = transitionCoordinator else {
                    events.append("no coordinator")
                    return
                }
                let to = coordinator.viewController(forKey: .to)
                events.append("coordinator animated=\(coordinator.isAnimated) to=\(to === self)")
                coordinator.animate(alongsideTransition: { _ in self.events.append("alongside") }) { _ in
                    self.events.append("completion")
                }
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                events.append("didAppear")
            }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        _ = shownWindow(navigation)
        let animated = CoordinatedViewController()
        navigation.pushViewController(animated, animated: true)
        #expect(animated.events == ["coordinator animated=true to=true", "alongside", "didAppear", "completion"])
        let plain = CoordinatedViewController()
        navigation.pushViewController(plain, animated: false)
        #expect(plain.events == ["no coordinator", "didAppear"])
    }

    @Test func anyViewControllerIsMadeThroughItsMetatype() {
        final class PlainScreen: UIViewController {
            var marker = 7
        }
        final class StoryboardStyleScreen: UIViewController {
            var loaded = false
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                loaded = true
            }
        }
        let types: [UIViewController.Type] = [PlainScreen.self, StoryboardStyleScreen.self, UICollectionViewController.self]
        let made = types.map { type in type.init() }
        #expect((made[0] as? PlainScreen)?.marker == 7)
        #expect(made[1] is StoryboardStyleScreen)
        made[1].loadViewIfNeeded()
        #expect((made[1] as? StoryboardStyleScreen)?.loaded == true)
        #expect(made[2] is UICollectionViewController)
    }

    @Test func subclassesWithTheirOwnInitializerCompileAsUIKitCodeWritesThem() {
        final class DetailScreen: UIViewController {
            let text: String
            init(text: String) {
                self.text = text
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        final class NoArgumentScreen: UIViewController {
            let value: Int
            init() {
                value = 3
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        #expect(DetailScreen(text: "🦊").text == "🦊")
        #expect(NoArgumentScreen().value == 3)
        #expect(UIViewController(coder: NSKeyedArchiver(requiringSecureCoding: false)) == nil)
    }

    @Test func settingTheTitleSetsTheNavigationItemsTitle() {
        let controller = UIViewController()
        controller.title = "Grid"
        #expect(controller.navigationItem.title == "Grid")
        controller.navigationItem.title = "Other"
        #expect(controller.title == "Grid")
        #expect(controller.navigationItem === controller.navigationItem)
    }

    @Test func childrenAreAddedAndRemovedWithTheContainmentCallbacks() {
        let log = CallLog()
        let parent = UIViewController()
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        #expect(child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(log.entries == ["C.willMove(parent)", "C.viewDidLoad", "C.didMove(parent)", "C.willMove(nil)", "C.didMove(nil)"])
    }

    @Test func childrenInTheParentsViewHearItsAppearance() {
        let log = CallLog()
        let parent = RecordingViewController("P", log: log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.clear()
        _ = shownWindow(parent)
        #expect(log.entries == [
            "P.viewWillAppear(false)", "C.viewWillAppear(false)", "P.viewIsAppearing", "C.viewIsAppearing",
            "P.viewDidAppear(false)", "C.viewDidAppear(false)",
        ])
    }

    @Test func aControllerCannotBeItsOwnChildOrItsAncestorsChild() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        let (_, diagnostics) = Diagnostics.recording {
            parent.addChild(parent)
            child.addChild(parent)
        }
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.operation == "addChild(_:)" && $0.severity == .error })
        #expect(parent.children.count == 1)
        #expect(parent.parent == nil)
    }
}
