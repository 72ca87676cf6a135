#if !hasFeature(Embedded)
import Foundation
#endif

/// An item or group laid out in a container: the size of its slot, the cells it holds, and the
/// supplementary items anchored to them.
///
/// A section's group is solved once into a `SolvedElement` and then repeated for every run of items
/// (spec §5.3), so its cost does not depend on how many items the section has.
public struct SolvedElement: Sendable, Hashable {
    /// The size of the element's slot (its layout frame, before item content insets).
    public var size: CGSize
    /// The cells in layout order, with frames relative to the slot's origin.
    public var items: [SolvedItem]
    /// Supplementary items anchored to the cells and groups, in layout order (a group's own before its
    /// children's), with frames relative to the slot's origin.
    public var supplementaries: [SolvedSupplementary]
    /// Which subitems a group placed, so that a group instance whose items were measured can be solved
    /// again with the same membership. `nil` for items and custom groups.
    public var plan: PlacementPlan?

    /// A solved element of `size` holding `items`, by default with no supplementaries and no placement plan.
    public init(size: CGSize, items: [SolvedItem], supplementaries: [SolvedSupplementary] = [], plan: PlacementPlan? = nil) {
        self.size = size
        self.items = items
        self.supplementaries = supplementaries
        self.plan = plan
    }
}

/// One cell of a solved element.
public struct SolvedItem: Sendable, Hashable {
    /// The cell frame (the slot inset by the item's content insets), relative to the enclosing slot.
    public var frame: CGRect
    /// The cell's draw order; higher draws above.
    public var zIndex: Int
    /// The axes along which the item's size is estimated, and so measured by self-sizing.
    public var estimatedAxes: EstimatedAxes

    /// A cell at `frame`, by default at z-index 0 with nothing estimated.
    public init(frame: CGRect, zIndex: Int = 0, estimatedAxes: EstimatedAxes = []) {
        self.frame = frame
        self.zIndex = zIndex
        self.estimatedAxes = estimatedAxes
    }
}

/// The axes of a size that are estimated.
public struct EstimatedAxes: OptionSet, Sendable, Hashable {
    /// The axes as bits: 1 for the width, 2 for the height.
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The width is estimated.
    public static let width = EstimatedAxes(rawValue: 1)
    /// The height is estimated.
    public static let height = EstimatedAxes(rawValue: 2)

    /// The estimated axes of `size`.
    public init(_ size: LayoutSize) {
        self = []
        if size.width.isEstimated { insert(.width) }
        if size.height.isEstimated { insert(.height) }
    }

    /// `measured` on the estimated axes, `size` on the others: self-sizing takes a preferred size only
    /// along estimated axes (spec §8).
    @inlinable public func merging(_ measured: CGSize, into size: CGSize) -> CGSize {
        CGSize(width: contains(.width) ? measured.width : size.width,
               height: contains(.height) ? measured.height : size.height)
    }
}

/// A supplementary item of a solved element.
public struct SolvedSupplementary: Sendable, Hashable {
    /// The element kind the supplementary's view is requested with.
    public var elementKind: String
    /// The frame relative to the enclosing slot.
    public var frame: CGRect
    /// The supplementary's draw order; higher draws above.
    public var zIndex: Int
    /// The first cell (index within the solved element) of the item or group it is anchored to: in a
    /// group instance holding fewer cells, the supplementary exists only when that cell does.
    public var hostFirstItem: Int
    /// Whether it is shown as a decoration view.
    public var isDecoration: Bool

    /// A supplementary of `elementKind` at `frame`, anchored to the item or group whose first cell is `hostFirstItem`.
    public init(elementKind: String, frame: CGRect, zIndex: Int, hostFirstItem: Int, isDecoration: Bool = false) {
        self.elementKind = elementKind
        self.frame = frame
        self.zIndex = zIndex
        self.hostFirstItem = hostFirstItem
        self.isDecoration = isDecoration
    }
}

/// The subitems a group placed, in order, each with its own plan when it is a group itself.
public indirect enum PlacementPlan: Sendable, Hashable {
    /// An item, which places nothing inside it.
    case item
    /// A group, with the subitems it placed in order.
    case group(placed: [PlacedSubitem])

    /// One placed subitem: which of the group's subitems it is.
    public struct PlacedSubitem: Sendable, Hashable {
        /// The index of the subitem in the group's `subitems`.
        public var subitemIndex: Int
        /// What that subitem placed in turn.
        public var plan: PlacementPlan

        /// A placed subitem: the group's subitem at `subitemIndex`, with its own `plan`.
        public init(subitemIndex: Int, plan: PlacementPlan) {
            self.subitemIndex = subitemIndex
            self.plan = plan
        }
    }
}
