import Foundation

/// Where a view controller is in its appearance cycle.
enum AppearanceState {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

/// Which way a container is moving a view controller, for `isMovingToParent` and its kin.
struct Movement {
    var toParent = false
    var fromParent = false
    var beingPresented = false
    var beingDismissed = false
}

/// The appearance cycle, in UIKit's order.
///
/// A view controller hears `viewWillAppear` → `viewIsAppearing` → `viewDidAppear` when it comes on screen and
/// `viewWillDisappear` → `viewDidDisappear` when it leaves, each once per change, whatever calls arrive in between
/// (a second "will appear" while appearing is ignored). Containers drive it: a window shows its root, a navigation
/// controller moves its top view controller in and out (the leaving one hears "will disappear" before the arriving
/// one hears "will appear", then "did disappear" before "did appear"), a presentation covers or uncovers the
/// presenter. Children whose views are in the parent's view hear their parent's transitions.
extension UIViewController {
    /// Whether the view controller is being added to a container (during a push, its appearance callbacks).
    public var isMovingToParent: Bool { movement.toParent }
    /// Whether the view controller is being removed from its container (during a pop).
    public var isMovingFromParent: Bool { movement.fromParent }
    /// Whether the view controller is being presented.
    public var isBeingPresented: Bool { movement.beingPresented }
    /// Whether the view controller is being dismissed.
    public var isBeingDismissed: Bool { movement.beingDismissed }

    /// Starts an appearance transition: "will appear" (loading the view first) or "will disappear", for a custom
    /// container that forwards appearance itself. Calls that do not change the state are ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            loadViewIfNeeded()
            appearance = .appearing
            appearanceIsAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            appearanceIsAnimated = animated
            viewWillDisappear(animated)
        }
        for child in childrenReceivingAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance transition `beginAppearanceTransition(_:animated:)` started: "did appear" or "did
    /// disappear".
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in childrenReceivingAppearance { child.endAppearanceTransition() }
    }

    /// Tells an appearing view controller, and its appearing children, that its view is in the window and sized
    /// (`viewIsAppearing`).
    func viewIsInWindowWhileAppearing() {
        guard appearance == .appearing else { return }
        viewIsAppearing(appearanceIsAnimated)
        for child in childrenReceivingAppearance { child.viewIsInWindowWhileAppearing() }
    }

    /// Whether the view controller is on screen or coming on screen.
    var isAppearingOrAppeared: Bool {
        appearance == .appearing || appearance == .appeared
    }

    /// Runs a whole appearance change of `disappearing` and `appearing` (either may be `nil`) in UIKit's order, with
    /// `placeViews` between the "will" and the "did" callbacks, and — for animated changes — a transition coordinator
    /// both view controllers see, whose alongside animations and completions run after the views are placed.
    static func transition(
        from disappearing: UIViewController?, to appearing: UIViewController?, animated: Bool, in container: UIView,
        placeViews: () -> Void
    ) {
        let coordinator = animated
            ? HeadlessTransitionCoordinator(from: disappearing, to: appearing, containerView: container) : nil
        disappearing?.activeTransitionCoordinator = coordinator
        appearing?.activeTransitionCoordinator = coordinator
        disappearing?.beginAppearanceTransition(false, animated: animated)
        appearing?.beginAppearanceTransition(true, animated: animated)
        placeViews()
        container.layoutIfNeeded()
        appearing?.viewIsInWindowWhileAppearing()
        coordinator?.runAnimations()
        disappearing?.endAppearanceTransition()
        appearing?.endAppearanceTransition()
        coordinator?.runCompletions()
        disappearing?.activeTransitionCoordinator = nil
        appearing?.activeTransitionCoordinator = nil
    }
}
