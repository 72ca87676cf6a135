import Foundation

/// What an invalidation of a layout covers (UIKit: `UICollectionViewLayoutInvalidationContext`).
///
/// `invalidateLayout()` invalidates everything; bounds changes and self-sizing pass narrower contexts so
/// that a layout can update only what changed.
@MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether the whole layout must be prepared again. True for `invalidateLayout()`.
    public internal(set) var invalidateEverything = false
    /// Whether the data source's counts changed.
    public internal(set) var invalidateDataSourceCounts = false
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the content offset should move with this invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes with this invalidation.
    open var contentSizeAdjustment: CGSize = .zero

    public required init() {}

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths?[elementKind, default: []] += indexPaths
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths?[elementKind, default: []] += indexPaths
    }
}
