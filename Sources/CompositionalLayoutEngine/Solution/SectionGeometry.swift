import Foundation

/// A solved section: where it lies, and how to find any of its items without storing them.
///
/// The section's group is solved once as a template; item `i` sits in group instance `i / N` at the
/// template's slot `i % N`, and group instance `g` lies `g × stride` further along the section's axis
/// (spec §5.3). Preparing a section is O(1) in its item count; locating an item is O(1); finding the
/// items in a rectangle is O(elements returned).
public struct SectionGeometry: Sendable {
    /// The section's index in the layout.
    public let index: Int
    /// The section's frame in content coordinates: insets included, at least as wide as the container
    /// across the scroll axis.
    public let frame: CGRect
    /// How many items the data source gave the section.
    public let itemCount: Int
    /// How many of those items the layout places (fewer only when the group cannot hold any).
    public let placedItemCount: Int
    /// The axis group instances repeat along.
    public let axis: LayoutAxis
    /// The solved group.
    public let template: SolvedElement
    /// The origin of group instance 0's slot, in content coordinates.
    public let firstGroupOrigin: CGPoint
    /// The distance between the origins of consecutive group instances.
    public let groupStride: CGFloat
    /// Whether the section came from a `nil` section definition with no items (it takes no room and
    /// no inter-section spacing).
    public let isPlaceholder: Bool

    /// How many items one group instance holds.
    @inlinable public var itemsPerGroup: Int { template.items.count }

    /// How many group instances the section has.
    @inlinable public var groupCount: Int {
        itemsPerGroup == 0 ? 0 : (placedItemCount + itemsPerGroup - 1) / itemsPerGroup
    }

    /// The frame of group instance `group`'s slot, in content coordinates.
    @inlinable public func groupFrame(at group: Int) -> CGRect {
        CGRect(origin: firstGroupOrigin, size: template.size).offset(by: CGFloat(group) * groupStride, along: axis)
    }

    /// The unrounded frame of the cell for `item`, or `nil` when the section does not place it.
    @inlinable public func itemFrame(at item: Int) -> CGRect? {
        guard item >= 0, item < placedItemCount else { return nil }
        let perGroup = itemsPerGroup
        let group = item / perGroup
        return template.items[item - group * perGroup].frame
            .offset(by: firstGroupOrigin)
            .offset(by: CGFloat(group) * groupStride, along: axis)
    }

    /// The zIndex of the cell for `item`.
    @inlinable public func itemZIndex(at item: Int) -> Int {
        template.items[item % itemsPerGroup].zIndex
    }

    /// Calls `body` with each item whose frame, and whose group instance's frame, meets `rect` (spec §10:
    /// an item lying outside its group is only found when its group is).
    public func forEachItem(in rect: CGRect, _ body: (_ item: Int, _ frame: CGRect, _ zIndex: Int) -> Void) {
        guard placedItemCount > 0, frame.overlaps(rect) else { return }
        let perGroup = itemsPerGroup
        let groups = visibleGroupRange(in: rect)
        for group in groups {
            let groupSlot = groupFrame(at: group)
            guard groupSlot.overlaps(rect) else { continue }
            let first = group * perGroup
            let origin = groupSlot.origin
            for slot in 0..<min(perGroup, placedItemCount - first) {
                let solved = template.items[slot]
                let itemFrame = solved.frame.offset(by: origin)
                if itemFrame.overlaps(rect) { body(first + slot, itemFrame, solved.zIndex) }
            }
        }
    }

    /// The group instances that can meet `rect` along the section's axis.
    func visibleGroupRange(in rect: CGRect) -> Range<Int> {
        let count = groupCount
        guard groupStride > 0 else { return 0..<count }  // overlapping instances: no order to search
        let start = firstGroupOrigin[axis]
        let extent = template.size[axis]
        let lower = ((rect.minimum(along: axis) - start - extent) / groupStride).rounded(.down)
        let upper = ((rect.maximum(along: axis) - start) / groupStride).rounded(.down)
        guard upper >= 0, lower < CGFloat(count) else { return 0..<0 }
        let first = max(0, Int(lower))
        let last = min(count - 1, Int(upper))
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
