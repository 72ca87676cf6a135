#if !hasFeature(Embedded)
import Foundation
#endif

/// Where a pinned boundary item sits for any visible bounds, so that a host can move it on every frame of a scroll
/// without asking the layout: its resting origin along the pinning axis and the stretch of content it stays within.
///
/// For bounds whose pinning edge (the visible start, or end, minus the content insets) is at `edge`:
/// an item pinned `.before` sits at `min(max(restingOrigin, edge), upperBound - length)`; one pinned `.after` at
/// `max(min(restingOrigin, edge - length), lowerBound)` — what `BoundaryItem.Pinning.pin` computes.
public struct PinningRange: Sendable, Hashable {
    /// The axis the item pins along: the layout's scroll axis.
    public var axis: LayoutAxis
    /// Whether the item sticks to the start or the end of the visible bounds.
    public var edge: BoundaryItem.Pinning.Edge
    /// The item's unpinned origin along `axis`, in content coordinates.
    public var restingOrigin: CGFloat
    /// The item's length along `axis`.
    public var length: CGFloat
    /// The stretch of content the item stays within along `axis`, in content coordinates.
    public var lowerBound: CGFloat
    /// Where that stretch ends along `axis`.
    public var upperBound: CGFloat

    /// The item's origin along `axis` when the visible bounds' pinning edge is at `start` (for `.before`) or `end`
    /// (for `.after`).
    public func origin(visibleStart start: CGFloat, visibleEnd end: CGFloat) -> CGFloat {
        switch edge {
        case .before: min(max(restingOrigin, start), upperBound - length)
        case .after: max(min(restingOrigin, end - length), lowerBound)
        }
    }
}

extension SectionGeometry {
    /// The pinning range of `item`, one of this section's boundary items, along the layout's axis; `nil` when the
    /// item does not pin, or pins across the layout's axis (to its row).
    public func pinningRange(of item: BoundaryItem) -> PinningRange? {
        guard let pinning = item.pinning, pinning.axis == layoutAxis, !item.scrollsWithRow else { return nil }
        let frame = item.frame.offset(by: origin)
        return PinningRange(
            axis: pinning.axis, edge: pinning.edge, restingOrigin: frame.minimum(along: pinning.axis),
            length: frame.size[pinning.axis], lowerBound: offset + pinning.contentStart, upperBound: offset + pinning.contentEnd)
    }
}

extension LayoutSolution {
    /// The pinning range of the boundary supplementary of `kind` at `indexPath` (`[section, item]`, or `[item]` for
    /// the layout's own), or `nil` when there is none or it does not pin along the layout's axis.
    public func pinningRange(ofSupplementaryKind kind: String, at indexPath: IndexPath) -> PinningRange? {
        if indexPath.count == 1 {
            guard let item = boundaryItems.first(where: { $0.elementKind == kind && $0.kindIndex == indexPath[0] }),
                let pinning = item.pinning
            else { return nil }
            return PinningRange(
                axis: pinning.axis, edge: pinning.edge, restingOrigin: item.frame.minimum(along: pinning.axis),
                length: item.frame.size[pinning.axis], lowerBound: pinning.contentStart, upperBound: pinning.contentEnd)
        }
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        guard let item = section.boundaryItems.first(where: { $0.elementKind == kind && $0.kindIndex == indexPath[1] })
        else { return nil }
        return section.pinningRange(of: item)
    }
}
