import CompositionalLayoutEngine
import Foundation

/// The flow layout as a host that solves it elsewhere sees it, as `UICollectionViewCompositionalLayout` offers it: a
/// browser page runs the flow engine too (compiled to WebAssembly) and places what scrolls into view before the server
/// answers. It gets the prepared layout's description in the flow form — every item's size included — and what
/// self-sizing measured since. Headless additions.
extension UICollectionViewFlowLayout {
    /// The most items a layout whose delegate sizes each item may have and still be described.
    ///
    /// Describing such a layout asks the delegate for every item's size, as UIKit's flow layout does in every prepare
    /// but this one otherwise does not (it asks as far as queries reach, so that a million items cost what the screen
    /// shows). Up to 20,000 items that is a few milliseconds of delegate calls per prepare and a description of about
    /// 40,000 numbers (a few hundred kilobytes for the page); beyond, the cost grows with the data rather than the
    /// screen, and such a layout stays the server's alone.
    public nonisolated static let hostDescribedItemLimit = 20_000

    /// The layout as last prepared (scroll direction, every section's insets, spacings, header and footer sizes, item
    /// count and item sizes, pinning, self-sizing, the collection view's size, scale and insets), for a host to solve
    /// elsewhere in the description's flow form; built when first asked after each prepare.
    ///
    /// With a delegate that sizes items (`collectionView(_:layout:sizeForItemAt:)`), describing asks it for every item's
    /// size, once per prepare, when the layout has at most `hostDescribedItemLimit` items, and is `nil` beyond. With
    /// one size for every item (`itemSize`, or `estimatedItemSize` for self-sizing cells), it costs O(sections) whatever
    /// the item count. `nil` before the first prepare, and for subclasses: they may move what the flow places (a tag
    /// cloud aligned to the leading edge), which a copy of the flow engine cannot know. Frames the description's
    /// solution gives are in the flow's left-to-right terms; in a right-to-left collection view, a host mirrors them
    /// across the content's width, as the collection view does.
    public var hostLayoutDescription: LayoutDescription? {
        hostLayout.description { describedForHost() }
    }

    /// What self-sizing measured, in the order it was measured, for a host to apply to `hostLayoutDescription`'s solution
    /// (`DescribedFlowLayout.apply(_:)`). It grows as cells are measured; `hostMeasurementGeneration` changes when it
    /// starts again (the content's width across the scroll axis changed, a batch update moved measured cells).
    public var hostMeasurements: [LayoutDescription.Measurement] {
        hostLayout.measurements
    }

    /// Changes whenever `hostMeasurements` starts again rather than grows: a host that sent part of it sends it whole.
    public var hostMeasurementGeneration: Int {
        hostLayout.generation
    }

    private func describedForHost() -> LayoutDescription? {
        guard type(of: self) == UICollectionViewFlowLayout.self, let (spec, environment) = hostInputs else { return nil }
        if spec.sections.contains(where: { $0.itemSizing == .perItem }) {
            guard spec.sections.reduce(0, { $0 + $1.itemCount }) <= Self.hostDescribedItemLimit else { return nil }
        }
        return LayoutDescription(flow: spec, environment: environment, sizeOfItem: askDelegateForSize)
    }
}
