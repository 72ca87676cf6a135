import CompositionalLayoutEngine
import Foundation

/// Where a boundary item sits on its section or layout (UIKit and AppKit: `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable, Hashable {
    /// No edge. Not a valid alignment for a boundary item: a section using it lays out nothing.
    case none = 0
    /// On the top edge, centred horizontally.
    case top = 1
    /// In the top-leading corner.
    case topLeading = 2
    /// On the leading edge, centred vertically.
    case leading = 3
    /// In the bottom-leading corner.
    case bottomLeading = 4
    /// On the bottom edge, centred horizontally.
    case bottom = 5
    /// In the bottom-trailing corner.
    case bottomTrailing = 6
    /// On the trailing edge, centred vertically.
    case trailing = 7
    /// In the top-trailing corner.
    case topTrailing = 8

    var edges: RectEdges {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}

/// Where a supplementary item attaches to its item or group (UIKit and AppKit: `NSCollectionLayoutAnchor`).
///
/// The anchor point is on the named edges (centred along an axis with both or neither edge named);
/// the offset then moves the item, in points or in fractions of the supplementary item's own size.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    /// The edges the anchor point sits on; an axis with both or neither of its edges named is centred.
    public let edges: NSDirectionalRectEdge
    /// How far the item is moved from the anchor point, in points or in fractions of its own size.
    public let offset: CGPoint
    /// Whether `offset` is in points rather than in fractions of the supplementary item's size.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the supplementary item's size rather than in points.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsoluteOffset: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = isAbsoluteOffset
    }

    /// An anchor on `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsoluteOffset: true)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsoluteOffset: true)
    }

    /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsoluteOffset: false)
    }

    var spec: LayoutAnchor {
        LayoutAnchor(edges: edges.spec, offset: offset, isFractionalOffset: !isAbsoluteOffset)
    }
}
