import Foundation

/// What an invalidation of a layout covers (UIKit: `UICollectionViewLayoutInvalidationContext`).
///
/// `invalidateLayout()` invalidates everything; bounds changes and self-sizing pass narrower contexts so
/// that a layout can update only what changed.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether the whole layout must be prepared again. True for `invalidateLayout()`.
    public internal(set) var invalidateEverything = false
    /// Whether the data source's counts changed.
    public internal(set) var invalidateDataSourceCounts = false
    /// The items added with `invalidateItems(at:)`, in the order added; `nil` until one is.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary elements added with `invalidateSupplementaryElements(ofKind:at:)`, by kind; `nil` until
    /// one is.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration elements added with `invalidateDecorationElements(ofKind:at:)`, by kind; `nil` until one is.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the content offset should move with this invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes with this invalidation.
    open var contentSizeAdjustment: CGSize = .zero
    /// The index paths of the items being moved interactively, before this movement; `nil` outside one.
    public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The index paths the items being moved interactively would land at now; `nil` outside a movement.
    public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the moving items are (content coordinates); `.zero` outside a movement.
    public internal(set) var interactiveMovementTarget: CGPoint = .zero

    /// A context that invalidates nothing yet.
    public required init() {}

    /// Adds the items at `indexPaths` to those this invalidation covers.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds the supplementary elements of `elementKind` at `indexPaths` to those this invalidation covers.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths?[elementKind, default: []] += indexPaths
    }

    /// Adds the decoration elements of `elementKind` at `indexPaths` to those this invalidation covers.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths?[elementKind, default: []] += indexPaths
    }
}
