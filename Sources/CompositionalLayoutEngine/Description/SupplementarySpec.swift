#if !hasFeature(Embedded)
import Foundation
#endif

/// A set of rectangle edges, named by reading direction (UIKit: `NSDirectionalRectEdge`).
public struct RectEdges: OptionSet, Sendable, Hashable {
    /// The edges as bits, one per edge.
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = RectEdges(rawValue: 1 << 0)
    /// The leading edge (left, as the engine lays out left to right).
    public static let leading = RectEdges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdges(rawValue: 1 << 2)
    /// The trailing edge (right, as the engine lays out left to right).
    public static let trailing = RectEdges(rawValue: 1 << 3)
    /// All four edges; as an anchor, the middle of the rectangle.
    public static let all: RectEdges = [.top, .leading, .bottom, .trailing]

    /// Where these edges pin a point in a unit square (spec §7.1): leading 0, trailing 1, top 0, bottom 1;
    /// both edges of an axis, or neither, mean its middle.
    @inlinable public var unitPoint: CGPoint {
        func position(_ low: RectEdges, _ high: RectEdges) -> CGFloat {
            switch (contains(low), contains(high)) {
            case (true, false): return 0
            case (false, true): return 1
            default: return 0.5
            }
        }
        return CGPoint(x: position(.leading, .trailing), y: position(.top, .bottom))
    }

    /// The edges before and after along `axis`.
    @inlinable public static func edges(along axis: LayoutAxis) -> (before: RectEdges, after: RectEdges) {
        axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    }
}

/// Where a supplementary item attaches to its container (UIKit: `NSCollectionLayoutAnchor`).
public struct LayoutAnchor: Sendable, Hashable {
    /// The edges of the container (or of the item) the anchor names.
    public var edges: RectEdges
    /// Moves the item after it is anchored: in points, or in fractions of the item's own size.
    public var offset: CGPoint
    /// Whether `offset` is a fraction of the supplementary item's size.
    public var isFractionalOffset: Bool

    /// An anchor at `edges`, moved by `offset` in points, or in fractions of the item's size when
    /// `isFractionalOffset` is true.
    public init(edges: RectEdges, offset: CGPoint = .zero, isFractionalOffset: Bool = false) {
        self.edges = edges
        self.offset = offset
        self.isFractionalOffset = isFractionalOffset
    }

    /// The offset in points for an item of `size`.
    @inlinable public func offset(for size: CGSize) -> CGPoint {
        isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    }

    /// The origin of an item of `size` anchored in `container` (spec §7.1): the container's anchor point
    /// meets the item's anchor point (the container anchor's, unless `itemAnchor` names another), then
    /// both anchors' offsets apply.
    public static func origin(
        of size: CGSize, in container: CGRect, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor?
    ) -> CGPoint {
        let containerPoint = containerAnchor.edges.unitPoint
        let itemPoint = (itemAnchor ?? containerAnchor).edges.unitPoint
        var origin = CGPoint(
            x: container.minX + containerPoint.x * container.width - itemPoint.x * size.width,
            y: container.minY + containerPoint.y * container.height - itemPoint.y * size.height
        )
        let containerOffset = containerAnchor.offset(for: size)
        origin.x += containerOffset.x
        origin.y += containerOffset.y
        if let itemAnchor {
            let itemOffset = itemAnchor.offset(for: size)
            origin.x += itemOffset.x
            origin.y += itemOffset.y
        }
        return origin
    }
}

/// A view anchored to an item or a group, such as a badge (UIKit: `NSCollectionLayoutSupplementaryItem`).
///
/// It takes no room in its group: its size resolves against its host's frame, and it may stick out.
public struct SupplementarySpec: Sendable, Hashable {
    /// The item's size, resolved against the frame of the item or group it is anchored to.
    public var size: LayoutSize
    /// The element kind its view is requested with.
    public var elementKind: String
    /// The point of the host's frame the item attaches to.
    public var containerAnchor: LayoutAnchor
    /// The point of the item that meets `containerAnchor`; `nil` uses the container anchor's edges.
    public var itemAnchor: LayoutAnchor?
    /// The item's draw order; by default 1, above cells.
    public var zIndex: Int
    /// Insets that shrink the item's frame once it is placed.
    public var contentInsets: LayoutInsets
    /// Whether the layout shows it with a decoration view (a list's separators) rather than a
    /// supplementary view the data source provides.
    public var isDecoration: Bool

    /// An item of `size` and `elementKind` anchored at `containerAnchor`; by default drawn at z-index 1, with no
    /// insets, as a supplementary view.
    public init(
        size: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil,
        zIndex: Int = 1, contentInsets: LayoutInsets = .zero, isDecoration: Bool = false
    ) {
        self.size = size
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.contentInsets = contentInsets
        self.isDecoration = isDecoration
    }
}

/// A header, footer or side view of a section or of the whole layout
/// (UIKit: `NSCollectionLayoutBoundarySupplementaryItem`).
public struct BoundarySupplementarySpec: Sendable, Hashable {
    /// The item's size: across the scroll axis it resolves against the extent of the section (or layout) it
    /// borders, along it against the whole container.
    public var size: LayoutSize
    /// The kind that names the element, such as a section header's.
    public var elementKind: String
    /// The edges of the section it sits on: one edge, or an edge and a corner's second edge. Must not be empty.
    public var alignment: RectEdges
    /// Moves the item after it is placed, in points.
    public var offset: CGPoint
    /// Whether the item adds its length to the section (top and bottom items in a vertical layout,
    /// leading and trailing ones in a horizontal layout) instead of overlapping its content.
    public var extendsBoundary: Bool
    /// Whether the item stays in view while any of its section is visible.
    public var pinToVisibleBounds: Bool
    /// The item's draw order; by default 1, above cells.
    public var zIndex: Int
    /// Insets that shrink the item's frame once it is placed.
    public var contentInsets: LayoutInsets

    /// A boundary item of `size` and `elementKind` on `alignment`; by default extending the boundary, not pinned,
    /// at z-index 1.
    public init(
        size: LayoutSize, elementKind: String, alignment: RectEdges, offset: CGPoint = .zero,
        extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 1,
        contentInsets: LayoutInsets = .zero
    ) {
        self.size = size
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// A view behind a section's content (UIKit: `NSCollectionLayoutDecorationItem.background(elementKind:)`).
public struct DecorationSpec: Sendable, Hashable {
    /// The kind that names the decoration view.
    public var elementKind: String
    /// The decoration's draw order; by default 0.
    public var zIndex: Int
    /// Insets from the section's frame.
    public var contentInsets: LayoutInsets

    /// A background decoration of `elementKind` covering the section's frame less `contentInsets`.
    public init(elementKind: String, zIndex: Int = 0, contentInsets: LayoutInsets = .zero) {
        self.elementKind = elementKind
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}
