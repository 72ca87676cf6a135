import CompositionalLayoutEngine
import Foundation

/// A set of rectangle edges named by reading direction (UIKit and AppKit: `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    /// The edges as bits: top, leading, bottom and trailing from the lowest bit up.
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The edge where reading starts (the left edge in a left-to-right layout).
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The edge where reading ends (the right edge in a left-to-right layout).
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    package var spec: RectEdges { RectEdges(rawValue: rawValue) }
}
