import Foundation

/// Names the two view controllers of a transition (UIKit: `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Sendable, Hashable {
    /// The key's name, the same string UIKit uses.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The view controller that was shown before the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller shown after it.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// What an alongside animation or completion learns about a transition (UIKit:
/// `UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated; always `true` for the coordinators handed out here.
    var isAnimated: Bool { get }
    /// Whether a person's gesture is driving the transition right now. Never, headless.
    var isInteractive: Bool { get }
    /// Whether the transition began under a person's gesture. Never, headless.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted and taken over while it runs. Never, headless.
    var isInterruptible: Bool { get }
    /// Whether a person cancelled the transition (an interactive pop let go early). Never, headless.
    var isCancelled: Bool { get }
    /// How long the transition's animation lasts, in seconds (0.35 here, which hosts take as their default).
    var transitionDuration: TimeInterval { get }
    /// How fast the transition finishes after an interactive part ends, as a multiple of its normal speed; 1 here.
    var completionVelocity: CGFloat { get }
    /// The view in which the transition's views change places.
    var containerView: UIView { get }
    /// The rotation or other transform the transition applies to the views; the identity here.
    var targetTransform: CGAffineTransform { get }
    /// The view controller leaving (`.from`) or arriving (`.to`) in the transition; `nil` when there is none.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// Runs work alongside a transition and after it (UIKit: `UIViewControllerTransitionCoordinator`): what a view
/// controller's `transitionCoordinator` hands out during an animated push, pop, presentation or resize.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition and `completion` after it. Returns whether the blocks will run.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// The same as `animate(alongsideTransition:completion:)`; the view only matters to UIKit's own animations.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Calls `handler` when an interactive transition turns non-interactive. Headless transitions never are
    /// interactive, so it is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition, with no completion. Returns whether it will run.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a headless transition: the views change at once, then the alongside animations run (a host
/// animates what they changed), then the completions.
@MainActor
final class HeadlessTransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// UIKit's navigation transition length, which hosts take as their default animation duration. [L]
    static let defaultDuration: TimeInterval = 0.35

    private weak var fromViewController: UIViewController?
    private weak var toViewController: UIViewController?
    let containerView: UIView
    let targetTransform: CGAffineTransform
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(
        from: UIViewController?, to: UIViewController?, containerView: UIView,
        targetTransform: CGAffineTransform = .identity
    ) {
        fromViewController = from
        toViewController = to
        self.containerView = containerView
        self.targetTransform = targetTransform
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { Self.defaultDuration }
    var completionVelocity: CGFloat { 1 }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs the alongside animations added so far (and any they add), once.
    func runAnimations() {
        while !animations.isEmpty {
            let pending = animations
            animations.removeAll()
            for animation in pending { animation(self) }
        }
    }

    /// Runs the completions added so far (and any they add), once.
    func runCompletions() {
        while !completions.isEmpty {
            let pending = completions
            completions.removeAll()
            for completion in pending { completion(self) }
        }
    }
}
