#if !hasFeature(Embedded)
import Foundation
#endif

/// One of the two axes of the layout plane.
///
/// The solver is written once, axis-agnostic: a horizontal group is a vertical group with the axes
/// swapped, and a horizontally scrolling layout is a vertical one with the axes swapped.
public enum LayoutAxis: Sendable, Hashable {
    /// Left to right: x and widths.
    case horizontal
    /// Top to bottom: y and heights.
    case vertical

    /// The other axis.
    @inlinable public var cross: LayoutAxis {
        self == .horizontal ? .vertical : .horizontal
    }
}

extension CGSize {
    /// The width for the horizontal axis, the height for the vertical one.
    @inlinable public subscript(axis: LayoutAxis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A size given along `axis` and across it.
    @inlinable public init(along axis: LayoutAxis, _ main: CGFloat, across cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    /// The x coordinate for the horizontal axis, the y coordinate for the vertical one.
    @inlinable public subscript(axis: LayoutAxis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }

    /// A point given along `axis` and across it.
    @inlinable public init(along axis: LayoutAxis, _ main: CGFloat, across cross: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension CGRect {
    /// The lowest coordinate of the rectangle along `axis` (assumes a standardized rectangle).
    @inlinable public func minimum(along axis: LayoutAxis) -> CGFloat {
        axis == .horizontal ? origin.x : origin.y
    }

    /// The highest coordinate of the rectangle along `axis` (assumes a standardized rectangle).
    @inlinable public func maximum(along axis: LayoutAxis) -> CGFloat {
        axis == .horizontal ? origin.x + size.width : origin.y + size.height
    }

    /// The rectangle moved by `distance` along `axis`.
    @inlinable public func offset(by distance: CGFloat, along axis: LayoutAxis) -> CGRect {
        axis == .horizontal
            ? CGRect(x: origin.x + distance, y: origin.y, width: size.width, height: size.height)
            : CGRect(x: origin.x, y: origin.y + distance, width: size.width, height: size.height)
    }

    /// The rectangle moved by a vector.
    @inlinable public func offset(by vector: CGPoint) -> CGRect {
        CGRect(x: origin.x + vector.x, y: origin.y + vector.y, width: size.width, height: size.height)
    }
}

extension CGRect {
    /// Whether the two rectangles share some area. Rectangles that only touch do not overlap, and a
    /// rectangle without area overlaps nothing.
    @inlinable public func overlaps(_ other: CGRect) -> Bool {
        size.width > 0 && size.height > 0 && other.size.width > 0 && other.size.height > 0
            && origin.x < other.origin.x + other.size.width && other.origin.x < origin.x + size.width
            && origin.y < other.origin.y + other.size.height && other.origin.y < origin.y + size.height
    }
}
