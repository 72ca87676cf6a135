#if !hasFeature(Embedded)
import Foundation
#endif

/// Space between elements (UIKit: `NSCollectionLayoutSpacing`).
public enum LayoutSpacing: Sendable, Hashable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// At least this many points; leftover room in the group is shared among flexible spacings.
    case flexible(CGFloat)

    /// The fixed amount, or the minimum of a flexible one.
    @inlinable public var value: CGFloat {
        switch self {
        case .fixed(let value), .flexible(let value): return value
        }
    }

    /// True for `.flexible` spacing, which can grow to take a share of leftover room.
    @inlinable public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }

    /// The room the spacing claims for certain: its value if fixed, nothing if flexible.
    @inlinable public var fixedValue: CGFloat {
        if case .fixed(let value) = self { return value }
        return 0
    }
}

/// Space outside an element's four edges (UIKit: `NSCollectionLayoutEdgeSpacing`). A `nil` edge is no space.
public struct LayoutEdgeSpacing: Sendable, Hashable {
    /// Space before the leading edge; `nil` for none.
    public var leading: LayoutSpacing?
    /// Space above the top edge; `nil` for none.
    public var top: LayoutSpacing?
    /// Space after the trailing edge; `nil` for none.
    public var trailing: LayoutSpacing?
    /// Space below the bottom edge; `nil` for none.
    public var bottom: LayoutSpacing?

    /// Edge spacing with the given spacing on each edge.
    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No space on any edge.
    public static let none = LayoutEdgeSpacing(leading: nil, top: nil, trailing: nil, bottom: nil)

    /// The spacing before the element along `axis` (leading or top).
    @inlinable public func before(_ axis: LayoutAxis) -> LayoutSpacing? {
        axis == .horizontal ? leading : top
    }

    /// The spacing after the element along `axis` (trailing or bottom).
    @inlinable public func after(_ axis: LayoutAxis) -> LayoutSpacing? {
        axis == .horizontal ? trailing : bottom
    }

    /// The room both edges along `axis` claim for certain.
    @inlinable public func fixedTotal(along axis: LayoutAxis) -> CGFloat {
        (before(axis)?.fixedValue ?? 0) + (after(axis)?.fixedValue ?? 0)
    }
}

/// Insets on the four edges of a rectangle, named by reading direction (UIKit: `NSDirectionalEdgeInsets`).
///
/// The engine lays out left to right: leading is left, trailing is right.
public struct LayoutInsets: Sendable, Hashable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading (left) edge, in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing (right) edge, in points.
    public var trailing: CGFloat

    /// Insets with the given value on each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = LayoutInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The inset before the content along `axis` (leading or top).
    @inlinable public func before(_ axis: LayoutAxis) -> CGFloat {
        axis == .horizontal ? leading : top
    }

    /// The inset after the content along `axis` (trailing or bottom).
    @inlinable public func after(_ axis: LayoutAxis) -> CGFloat {
        axis == .horizontal ? trailing : bottom
    }

    /// Both insets along `axis`.
    @inlinable public func total(along axis: LayoutAxis) -> CGFloat {
        before(axis) + after(axis)
    }

    /// These insets with the two edges along `axis` set to zero.
    @inlinable public func zeroing(_ axis: LayoutAxis) -> LayoutInsets {
        var insets = self
        if axis == .horizontal {
            insets.leading = 0
            insets.trailing = 0
        } else {
            insets.top = 0
            insets.bottom = 0
        }
        return insets
    }

    /// `rect` shrunk by these insets.
    @inlinable public func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.origin.x + leading, y: rect.origin.y + top,
            width: rect.size.width - leading - trailing, height: rect.size.height - top - bottom
        )
    }
}
