import Foundation

/// A change of focus from one view to another (UIKit: `UIFocusUpdateContext`). The focus engine makes them; headless
/// there is none, so none is ever made for an app (see `UICollectionView.allowsFocus`).
@preconcurrency @MainActor
open class UIFocusUpdateContext {
    /// The view that had focus before the change.
    public weak var previouslyFocusedView: UIView?
    /// The view that has focus after the change.
    public weak var nextFocusedView: UIView?

    init(previouslyFocusedView: UIView?, nextFocusedView: UIView?) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
    }
}

/// A change of focus between the items of a collection view (UIKit: `UICollectionViewFocusUpdateContext`): what the
/// delegate's `collectionView(_:shouldUpdateFocusIn:)` and `collectionView(_:didUpdateFocusIn:with:)` are given. Never
/// made headless (no focus engine).
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The item that had focus before the change; `nil` when no item of the collection view had it.
    public let previouslyFocusedIndexPath: IndexPath?
    /// The item that has focus after the change; `nil` when focus leaves the collection view's items.
    public let nextFocusedIndexPath: IndexPath?

    init(
        previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?, previouslyFocusedView: UIView? = nil,
        nextFocusedView: UIView? = nil
    ) {
        self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
        self.nextFocusedIndexPath = nextFocusedIndexPath
        super.init(previouslyFocusedView: previouslyFocusedView, nextFocusedView: nextFocusedView)
    }
}

/// Runs animations alongside a focus change (UIKit: `UIFocusAnimationCoordinator`). Headless, what is added runs at
/// once, as no focus change animates.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator {
    init() {}

    /// Runs `animations`, then `completion`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
