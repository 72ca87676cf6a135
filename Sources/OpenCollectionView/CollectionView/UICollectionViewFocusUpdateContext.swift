import Foundation

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
