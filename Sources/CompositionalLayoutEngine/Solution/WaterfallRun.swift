#if !hasFeature(Embedded)
import Foundation
#endif

/// The items of a waterfall section placed in columns (spec: issue 3 §6, an OpenCollectionView extension).
///
/// Placement is sequential — each item goes to the column that is shortest when its turn comes, the
/// leftmost on ties — so it is computed once for all items (O(n · columns), about 22 bytes per item) and,
/// when self-sizing changes lengths, again from the first changed item only. Each column keeps its items in
/// order, so a rect query costs O(columns · log n + elements returned). Positions are relative to the
/// section's content origin.
public struct WaterfallRun: Sendable {
    /// The axis items follow each other along in a column (the layout's scroll axis).
    public let axis: LayoutAxis
    /// How many columns the items are spread over.
    public let columnCount: Int
    /// Each column's width (its length across the axis), floored to the pixel grid.
    public let columnWidth: CGFloat
    /// The space between neighbouring columns.
    public let columnSpacing: CGFloat
    /// The space between an item and the next one in its column.
    public let itemSpacing: CGFloat
    /// How many items the section places.
    public let itemCount: Int

    /// Each item's length along the axis: its estimate, or its measured length.
    private var lengths: [CGFloat]
    /// Each item's start along the axis.
    private var starts: [CGFloat]
    /// Each item's column.
    private var columns: [UInt16]
    /// Each column's items, in order (their starts increase).
    private var columnItems: [[Int32]]
    /// How far the content reaches along the axis.
    public private(set) var contentExtent: CGFloat = 0

    /// Places `itemCount` items of `spec` in columns sharing `crossLength`.
    init(spec: WaterfallSpec, itemCount: Int, crossLength: CGFloat, axis: LayoutAxis, grid: PixelGrid) throws(LayoutError) {
        guard spec.columnCount >= 1, spec.columnCount <= Int(UInt16.max) else { throw .invalidCount(spec.columnCount) }
        guard spec.columnSpacing.isFinite, spec.itemSpacing.isFinite else {
            throw .invalidFrame(CGRect(x: 0, y: 0, width: spec.columnSpacing, height: spec.itemSpacing))
        }
        let width = grid.floor((crossLength - spec.columnSpacing * CGFloat(spec.columnCount - 1)) / CGFloat(spec.columnCount))
        guard width > 0 else {
            throw .cannotFitSingleItem(effectiveSize: CGSize(along: axis, 0, across: crossLength))
        }
        self.axis = axis
        columnCount = spec.columnCount
        columnWidth = width
        columnSpacing = spec.columnSpacing
        itemSpacing = spec.itemSpacing
        self.itemCount = itemCount
        var lengths = [CGFloat](repeating: 0, count: itemCount)
        for item in 0..<itemCount {
            let estimate = spec.estimatedHeight(item)
            guard estimate.isFinite, estimate > 0 else { throw .invalidDimension(.estimated(estimate)) }
            lengths[item] = estimate
        }
        self.lengths = lengths
        starts = [CGFloat](repeating: 0, count: itemCount)
        columns = [UInt16](repeating: 0, count: itemCount)
        columnItems = Array(repeating: [], count: spec.columnCount)
        for column in 0..<spec.columnCount { columnItems[column].reserveCapacity(itemCount / spec.columnCount + 1) }
        place(from: 0)
    }

    /// Where column `column` starts across the axis.
    func columnStart(_ column: Int) -> CGFloat {
        CGFloat(column) * (columnWidth + columnSpacing)
    }

    /// How wide all columns are together.
    public var crossExtent: CGFloat {
        columnWidth * CGFloat(columnCount) + columnSpacing * CGFloat(columnCount - 1)
    }

    /// Places the items from `first` on, keeping those before it where they are.
    private mutating func place(from first: Int) {
        var bottoms = [CGFloat](repeating: 0, count: columnCount)
        for column in 0..<columnCount {
            // The items before `first` stay: keep them, and start the column after its last one.
            let kept = Self.countBelow(first, in: columnItems[column])
            columnItems[column].removeLast(columnItems[column].count - kept)
            if let last = columnItems[column].last.map(Int.init) {
                bottoms[column] = starts[last] + lengths[last] + itemSpacing
            }
        }
        for item in first..<itemCount {
            var shortest = 0
            for column in 1..<columnCount where bottoms[column] < bottoms[shortest] { shortest = column }
            starts[item] = bottoms[shortest]
            columns[item] = UInt16(shortest)
            columnItems[shortest].append(Int32(item))
            bottoms[shortest] += lengths[item] + itemSpacing
        }
        var extent: CGFloat = 0
        for column in 0..<columnCount where !columnItems[column].isEmpty {
            extent = max(extent, bottoms[column] - itemSpacing)
        }
        contentExtent = extent
    }

    /// How many of a column's (increasing) item indices are below `index`.
    private static func countBelow(_ index: Int, in items: [Int32]) -> Int {
        var lower = 0
        var upper = items.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if Int(items[middle]) < index { lower = middle + 1 } else { upper = middle }
        }
        return lower
    }

    /// The frame of `item` relative to the content origin, or `nil` when there is no such item.
    public func itemFrame(at item: Int) -> CGRect? {
        guard item >= 0, item < itemCount else { return nil }
        return CGRect(origin: CGPoint(along: axis, starts[item], across: columnStart(Int(columns[item]))),
                      size: CGSize(along: axis, lengths[item], across: columnWidth))
    }

    /// Calls `body` with each item whose frame meets `rect` (relative to the content origin).
    func forEachItem(in rect: CGRect, _ body: (_ item: Int, _ frame: CGRect) -> Void) {
        let low = rect.minimum(along: axis)
        let high = rect.maximum(along: axis)
        for column in 0..<columnCount {
            let start = columnStart(column)
            guard start < rect.maximum(along: axis.cross), start + columnWidth > rect.minimum(along: axis.cross) else { continue }
            let items = columnItems[column]
            // Item ends increase down a column: find the first that ends after `low`.
            var lower = 0
            var upper = items.count
            while lower < upper {
                let middle = (lower + upper) / 2
                let item = Int(items[middle])
                if starts[item] + lengths[item] <= low { lower = middle + 1 } else { upper = middle }
            }
            while lower < items.count, starts[Int(items[lower])] < high {
                let item = Int(items[lower])
                if let frame = itemFrame(at: item), frame.overlaps(rect) { body(item, frame) }
                lower += 1
            }
        }
    }

    /// Takes measured lengths along the axis, `(item, length)`, and places again from the first changed
    /// item on. Returns whether anything changed. O(changes + (n − first changed) · columns).
    mutating func measure(_ measurements: [(item: Int, length: CGFloat)]) -> Bool {
        var first = itemCount
        for (item, length) in measurements where item >= 0 && item < itemCount && length.isFinite && length >= 0 {
            guard lengths[item] != length else { continue }
            lengths[item] = length
            first = min(first, item)
        }
        guard first < itemCount else { return false }
        place(from: first)
        return true
    }

    /// The length of `item` along the axis (its estimate until measured).
    public func length(ofItem item: Int) -> CGFloat? {
        item >= 0 && item < itemCount ? lengths[item] : nil
    }
}
