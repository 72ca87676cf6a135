#if !hasFeature(Embedded)
import Foundation
#endif

/// A leaf of the layout: one cell (UIKit: `NSCollectionLayoutItem`).
public struct ItemSpec: Sendable, Hashable {
    /// The item's width and height, resolved against the group it is placed in.
    public var size: LayoutSize
    /// Insets applied inside the item's slot after layout; ignored on estimated axes (spec §3.1).
    public var contentInsets: LayoutInsets
    /// Space outside the slot, taking part in fitting and arrangement (spec §3.2, §4.4).
    public var edgeSpacing: LayoutEdgeSpacing
    /// Views anchored to the item's cell, such as badges.
    public var supplementaries: [SupplementarySpec]
    /// The cell's draw order (list cells draw at 10).
    public var zIndex: Int

    /// An item of `size`, by default with no insets, edge spacing or supplementaries, drawn at z-index 0.
    public init(
        size: LayoutSize, contentInsets: LayoutInsets = .zero, edgeSpacing: LayoutEdgeSpacing = .none,
        supplementaries: [SupplementarySpec] = [], zIndex: Int = 0
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaries = supplementaries
        self.zIndex = zIndex
    }
}

/// A frame returned by a custom group's item provider (UIKit: `NSCollectionLayoutGroupCustomItem`).
public struct CustomGroupItem: Sendable, Hashable {
    /// The cell frame, relative to the group's origin.
    public var frame: CGRect
    /// The cell's draw order; higher draws above.
    public var zIndex: Int

    /// A custom item at `frame` (relative to the group) drawn at `zIndex`.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Produces a custom group's item frames for the container the group is laid out in.
///
/// Called once per section on every solve. The container's `contentSize` is the group's size resolved
/// against its parent's full (un-inset) size; its `contentInsets` are the group's content insets (spec §4.6).
public typealias CustomGroupItemProvider = @Sendable (LayoutContainer) -> [CustomGroupItem]

/// Something a group can hold: an item, or another group.
public enum LayoutElementSpec: Sendable {
    /// A single cell.
    case item(ItemSpec)
    /// A nested group with its own subitems.
    case group(GroupSpec)

    /// The size of the item or group.
    @inlinable public var size: LayoutSize {
        switch self {
        case .item(let item): return item.size
        case .group(let group): return group.size
        }
    }

    /// The edge spacing of the item or group.
    @inlinable public var edgeSpacing: LayoutEdgeSpacing {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }
}
