import Foundation

/// An anchor for a horizontal position: leading, trailing, left, right or centre x (UIKit:
/// `NSLayoutXAxisAnchor`).
@preconcurrency @MainActor
public class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The horizontal distance from this anchor to `otherAnchor`, as a dimension that constraints can
    /// relate to other dimensions.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        offsetDimension(to: otherAnchor)
    }

    /// A constraint placing this anchor `multiplier` × the standard spacing after `anchor`.
    ///
    /// The standard spacing between siblings is 8 pt, the value UIKit uses at the default text size; it
    /// does not grow with Dynamic Type here. [L]
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpacingConstraint(
            .equal, after: anchor, multiplier: multiplier, operation: "constraint(equalToSystemSpacingAfter:multiplier:)")
    }

    /// A constraint placing this anchor at least `multiplier` × the standard spacing after `anchor`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpacingConstraint(
            .greaterThanOrEqual, after: anchor, multiplier: multiplier, operation: "constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)")
    }

    /// A constraint placing this anchor at most `multiplier` × the standard spacing after `anchor`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpacingConstraint(
            .lessThanOrEqual, after: anchor, multiplier: multiplier, operation: "constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)")
    }
}
