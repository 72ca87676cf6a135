import Foundation

/// How far a spring-loaded interaction has gone (UIKit: `UISpringLoadedInteractionEffectState`).
public enum UISpringLoadedInteractionEffectState: Int, Sendable, Hashable {
    /// Nothing is happening.
    case inactive
    /// A drag is over the view and may activate it.
    case possible
    /// The view is about to activate.
    case activating
    /// The view activated.
    case activated
}

/// A spring-loaded interaction under way: a drag held over a view until it opens (UIKit:
/// `UISpringLoadedInteractionContext`). What the collection view delegate's
/// `collectionView(_:shouldSpringLoadItemAt:with:)` is given. Headless drags never spring-load, so none is made.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionContext: AnyObject {
    /// How far the interaction has gone.
    var state: UISpringLoadedInteractionEffectState { get }
    /// The view the interaction shows its effect on; `nil` for the view the interaction is on.
    var targetView: UIView? { get set }
    /// Anything the app wants to keep with the interaction.
    var targetItem: Any? { get set }
    /// Where the drag is, in `view`'s coordinates (the window's for `nil`).
    func location(in view: UIView?) -> CGPoint
}
