#if !hasFeature(Embedded)
import Foundation
#endif

/// A container that arranges items and nested groups along a path (UIKit: `NSCollectionLayoutGroup`).
public struct GroupSpec: Sendable {
    /// How a group places what it holds.
    public enum Arrangement: Sendable {
        /// Subitems side by side, leading to trailing.
        case horizontal
        /// Subitems stacked top to bottom.
        case vertical
        /// Frames computed by a closure; the group holds as many items as the closure returns.
        case custom(CustomGroupItemProvider)

        /// The axis subitems are placed along; a custom group counts as vertical (spec §4.1).
        @inlinable public var axis: LayoutAxis {
            if case .horizontal = self { return .horizontal }
            return .vertical
        }
    }

    /// The group's width and height, resolved against the container it is placed in.
    public var size: LayoutSize
    /// Space inside the group's frame around its subitems; ignored on estimated axes, and values in (0, 0.5) are
    /// fractions of the group's size.
    public var contentInsets: LayoutInsets
    /// Space outside the group's frame, taking part in how it is arranged in its parent.
    public var edgeSpacing: LayoutEdgeSpacing
    /// Whether subitems go side by side, stacked, or where a custom provider says.
    public var arrangement: Arrangement
    /// What the group holds, cycled in order while room remains. Empty for custom groups.
    public var subitems: [LayoutElementSpec]
    /// How many subitems the group holds.
    public var capacity: Capacity
    /// Space between consecutive subitems along the group's axis; `nil` means `.fixed(0)`.
    public var interItemSpacing: LayoutSpacing?
    /// Views anchored to the group's frame.
    public var supplementaries: [SupplementarySpec] = []

    /// How many subitems a group holds.
    public enum Capacity: Sendable, Hashable {
        /// Subitems repeat while they fit (UIKit's `subitems:` initializers).
        case asManyAsFit
        /// Exactly this many subitems, even if they overflow the group (UIKit's `count:` initializers).
        /// Must be at least 1.
        case exactly(Int)
    }

    /// A group arranging `subitems` within `size`; by default as many as fit, with no spacing or insets.
    public init(
        arrangement: Arrangement,
        size: LayoutSize,
        subitems: [LayoutElementSpec],
        capacity: Capacity = .asManyAsFit,
        interItemSpacing: LayoutSpacing? = nil,
        contentInsets: LayoutInsets = .zero,
        edgeSpacing: LayoutEdgeSpacing = .none
    ) {
        self.arrangement = arrangement
        self.size = size
        self.subitems = subitems
        self.capacity = capacity
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }

    /// A group of exactly `count` copies of `subitem` that share the group's length evenly.
    ///
    /// This is UIKit's `horizontal(layoutSize:subitem:count:)` / `vertical(layoutSize:subitem:count:)`:
    /// the subitem is copied with its dimension along the group's axis replaced by `1/count` of the
    /// group, so its own dimension on that axis is ignored and inter-item spacing is taken out of the
    /// shared length (spec §4.1, §4.3). A `count` below 1 gives a group the solver rejects.
    public static func dividingEvenly(
        _ arrangement: Arrangement,
        size: LayoutSize,
        subitem: LayoutElementSpec,
        count: Int
    ) -> GroupSpec {
        guard count >= 1 else {
            return GroupSpec(arrangement: arrangement, size: size, subitems: [subitem], capacity: .exactly(count))
        }
        let fraction = 1 / CGFloat(count)
        var resized = subitem
        switch (arrangement.axis, resized) {
        case (.horizontal, .item(var item)):
            item.size.width = .fractionalWidth(fraction)
            resized = .item(item)
        case (.horizontal, .group(var group)):
            group.size.width = .fractionalWidth(fraction)
            resized = .group(group)
        case (.vertical, .item(var item)):
            item.size.height = .fractionalHeight(fraction)
            resized = .item(item)
        case (.vertical, .group(var group)):
            group.size.height = .fractionalHeight(fraction)
            resized = .group(group)
        }
        return GroupSpec(arrangement: arrangement, size: size, subitems: [resized], capacity: .exactly(count))
    }
}
