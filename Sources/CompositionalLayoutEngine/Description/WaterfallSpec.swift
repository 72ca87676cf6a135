#if !hasFeature(Embedded)
import Foundation
#endif

/// A waterfall (masonry) section: equal-width columns, each item placed in the column that is shortest
/// when its turn comes (OpenCollectionView extension; compositional layout cannot express it).
///
/// Items are as wide as a column and as tall as their estimated height until self-sizing measures them.
public struct WaterfallSpec: Sendable {
    /// How many columns; at least 1.
    public var columnCount: Int
    /// Space between columns.
    public var columnSpacing: CGFloat
    /// Space between an item and the next one in its column.
    public var itemSpacing: CGFloat
    /// The estimated height of the item at an index. Called once per item when the section is solved.
    public var estimatedHeight: @Sendable (Int) -> CGFloat

    /// A waterfall of `columnCount` columns with the given spacings, sizing items by `estimatedHeight` until measured.
    public init(columnCount: Int, columnSpacing: CGFloat, itemSpacing: CGFloat, estimatedHeight: @escaping @Sendable (Int) -> CGFloat) {
        self.columnCount = columnCount
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        self.estimatedHeight = estimatedHeight
    }
}
