import CompositionalLayoutEngine
import Foundation

/// Insets on the four edges of a rectangle, named by reading direction (UIKit and AppKit: `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the edge where reading starts: the left edge, or the right one in a right-to-left layout.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the edge where reading ends: the right edge, or the left one in a right-to-left layout.
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets with the given amount on each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    package var layoutInsets: LayoutInsets {
        LayoutInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    package init(_ insets: LayoutInsets) {
        self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
}
