import CompositionalLayoutEngine
import Foundation

/// A set of rectangle edges named by reading direction (UIKit: `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    var spec: RectEdges { RectEdges(rawValue: rawValue) }
}

/// Where a boundary item sits on its section or layout (UIKit: `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable, Hashable {
    /// No edge. Not a valid alignment for a boundary item: a section using it lays out nothing.
    case none = 0
    case top = 1
    case topLeading = 2
    case leading = 3
    case bottomLeading = 4
    case bottom = 5
    case bottomTrailing = 6
    case trailing = 7
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

/// Where a supplementary item attaches to its item or group (UIKit: `NSCollectionLayoutAnchor`).
///
/// The anchor point is on the named edges (centred along an axis with both or neither edge named);
/// the offset then moves the item, in points or in fractions of the supplementary item's own size.
@MainActor
public final class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
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
