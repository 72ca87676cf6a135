import Foundation

/// A change of focus from one view to another (UIKit: `UIFocusUpdateContext`). The focus engine makes them; headless
/// there is none, so none is ever made for an app (see `allowsFocus` on collection and table views).
@preconcurrency @MainActor
open class UIFocusUpdateContext {
    /// The view that had focus before the change.
    public weak var previouslyFocusedView: UIView?
    /// The view that has focus after the change.
    public weak var nextFocusedView: UIView?

    package init(previouslyFocusedView: UIView?, nextFocusedView: UIView?) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
    }
}
