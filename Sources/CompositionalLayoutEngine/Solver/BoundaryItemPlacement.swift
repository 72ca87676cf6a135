#if !hasFeature(Embedded)
import Foundation
#endif

/// Places boundary supplementary items around a host rectangle (spec §7.2, §7.3): a section's items
/// around its content and insets, the layout's own items around all sections.
struct BoundaryItemPlacement {
    /// The axis along which items on its edges extend the host (the layout's scroll axis).
    let axis: LayoutAxis

    private var edges: (before: RectEdges, after: RectEdges) { RectEdges.edges(along: axis) }

    /// Whether `spec` lies outside its host and adds its length to it: an item on an edge along the axis
    /// that extends the boundary.
    func extends(_ spec: BoundarySupplementarySpec) -> Bool {
        spec.extendsBoundary && (spec.alignment.contains(edges.before) || spec.alignment.contains(edges.after))
    }

    /// How far extending items reach before and after the host (several on one edge do not stack).
    func extensions(of specs: [BoundarySupplementarySpec], sizes: [CGSize]) -> (before: CGFloat, after: CGFloat) {
        var before: CGFloat = 0
        var after: CGFloat = 0
        for (spec, size) in zip(specs, sizes) where extends(spec) {
            if spec.alignment.contains(edges.before) { before = max(before, size[axis]) }
            if spec.alignment.contains(edges.after) { after = max(after, size[axis]) }
        }
        return (before, after)
    }

    /// The frame of `spec` placed against `host`: an extending item meets the host with its opposite edge,
    /// so it lies outside; any other item is anchored inside. Then its offset moves it and its content insets
    /// shrink it.
    func frame(of spec: BoundarySupplementarySpec, size: CGSize, in host: CGRect) -> CGRect {
        var itemAnchor: LayoutAnchor?
        if extends(spec) {
            var itemEdges = spec.alignment
            if itemEdges.contains(edges.before) {
                itemEdges.remove(edges.before)
                itemEdges.insert(edges.after)
            } else {
                itemEdges.remove(edges.after)
                itemEdges.insert(edges.before)
            }
            itemAnchor = LayoutAnchor(edges: itemEdges)
        }
        var origin = LayoutAnchor.origin(of: size, in: host, containerAnchor: LayoutAnchor(edges: spec.alignment),
                                         itemAnchor: itemAnchor)
        origin.x += spec.offset.x
        origin.y += spec.offset.y
        return spec.contentInsets.inset(CGRect(origin: origin, size: size))
    }

    /// Places every item of `specs` against `host`; pinned ones stay within `contentStart ... contentEnd`
    /// along the axis. `lifted` raises zIndexes to at least 1 (a section with a background, spec §7.5).
    func place(
        _ specs: [BoundarySupplementarySpec], sizes: [CGSize], in host: CGRect, contentStart: CGFloat, contentEnd: CGFloat,
        lifted: Bool
    ) -> [BoundaryItem] {
        var kindCounts: [String: Int] = [:]
        return zip(specs, sizes).map { spec, size in
            let kindIndex = kindCounts[spec.elementKind, default: 0]
            kindCounts[spec.elementKind] = kindIndex + 1
            let pinsAfter = spec.alignment.contains(edges.after) && !spec.alignment.contains(edges.before)
            return BoundaryItem(
                elementKind: spec.elementKind, kindIndex: kindIndex, frame: frame(of: spec, size: size, in: host),
                zIndex: lifted ? max(spec.zIndex, 1) : spec.zIndex,
                pinning: spec.pinToVisibleBounds
                    ? BoundaryItem.Pinning(axis: axis, edge: pinsAfter ? .after : .before,
                                           contentStart: contentStart, contentEnd: contentEnd)
                    : nil,
                estimatedAxes: EstimatedAxes(spec.size))
        }
    }
}

extension BoundaryItem.Pinning {
    /// `frame` kept in view: a before-edge item follows the visible start while its host shows, pushed back by
    /// the host's content end; an after-edge item follows the visible end, held by the content start.
    /// `hostOffset` is where the host's origin lies along the axis in the frame's coordinates.
    func pin(_ frame: CGRect, within visible: CGRect, hostOffset: CGFloat) -> CGRect {
        var pinned = frame
        let length = frame.size[axis]
        let low = hostOffset + contentStart
        let high = hostOffset + contentEnd
        switch edge {
        case .before:
            pinned.origin[axis] = min(max(frame.minimum(along: axis), visible.minimum(along: axis)), high - length)
        case .after:
            pinned.origin[axis] = max(min(frame.minimum(along: axis), visible.maximum(along: axis) - length), low)
        }
        return pinned
    }
}
