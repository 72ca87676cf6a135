#if !hasFeature(Embedded)
import Foundation
#endif

/// How one side of an element's size is determined (UIKit: `NSCollectionLayoutDimension`).
public enum LayoutDimension: Sendable, Hashable {
    /// A fixed number of points.
    case absolute(CGFloat)
    /// A starting size that the element's own measurement replaces (self-sizing).
    case estimated(CGFloat)
    /// A fraction of the containing element's width (after its content insets), floored to the pixel grid.
    case fractionalWidth(CGFloat)
    /// A fraction of the containing element's height (after its content insets), floored to the pixel grid.
    case fractionalHeight(CGFloat)
    /// An estimate that grows to the largest sibling in the parent group (iOS 17).
    case uniformAcrossSiblings(estimate: CGFloat)

    /// The number the dimension carries: points, or a fraction.
    @inlinable public var value: CGFloat {
        switch self {
        case .absolute(let value), .estimated(let value), .fractionalWidth(let value),
            .fractionalHeight(let value), .uniformAcrossSiblings(let value):
            return value
        }
    }

    /// True for `.estimated` and `.uniformAcrossSiblings`, the dimensions measured by self-sizing.
    @inlinable public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        case .absolute, .fractionalWidth, .fractionalHeight: return false
        }
    }

    /// True when the value can produce a frame: finite and greater than zero.
    @inlinable public var isValid: Bool { value.isFinite && value > 0 }

    /// UIKit's spelling of the kind, used in messages ("absolute", "fractional width", …).
    public var kindName: String {
        switch self {
        case .absolute: return "absolute"
        case .estimated: return "estimated"
        case .fractionalWidth: return "fractional width"
        case .fractionalHeight: return "fractional height"
        case .uniformAcrossSiblings: return "uniform across siblings"
        }
    }
}

/// The size of an element, one dimension per side (UIKit: `NSCollectionLayoutSize`).
public struct LayoutSize: Sendable, Hashable {
    /// How the element's width is determined.
    public var width: LayoutDimension
    /// How the element's height is determined.
    public var height: LayoutDimension

    /// A size from a width dimension and a height dimension.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    /// The dimension that sizes the element along `axis`.
    @inlinable public func dimension(along axis: LayoutAxis) -> LayoutDimension {
        axis == .horizontal ? width : height
    }

    /// Whether the size changes when its container changes size along `axis`.
    ///
    /// Mirrors UIKit's rule: the horizontal axis counts as a dependency when *either* side is a
    /// fractional width (so a height of `.fractionalWidth(0.2)` depends on the container's width),
    /// the vertical axis when either side is a fractional height. (spec §2.1)
    @inlinable public func dependsOnContainer(along axis: LayoutAxis) -> Bool {
        switch axis {
        case .horizontal:
            if case .fractionalWidth = width { return true }
            if case .fractionalWidth = height { return true }
            return false
        case .vertical:
            if case .fractionalHeight = width { return true }
            if case .fractionalHeight = height { return true }
            return false
        }
    }

    /// Whether either side has a dimension that cannot produce a frame.
    public var invalidDimension: LayoutDimension? {
        if !width.isValid { return width }
        if !height.isValid { return height }
        return nil
    }
}
