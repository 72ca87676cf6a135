import Foundation

/// An anchor for a vertical position: top, bottom, centre y or a baseline (UIKit: `NSLayoutYAxisAnchor`).
@preconcurrency @MainActor
public class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The vertical distance from this anchor to `otherAnchor`, as a dimension that constraints can
    /// relate to other dimensions.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        offsetDimension(to: otherAnchor)
    }

    /// A constraint placing this anchor `multiplier` × the standard spacing below `anchor`.
    ///
    /// The standard spacing is 8 pt whatever the anchors (UIKit derives the spacing between baselines
    /// from their fonts). [L]
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpacingConstraint(
            .equal, after: anchor, multiplier: multiplier, operation: "constraint(equalToSystemSpacingBelow:multiplier:)")
    }

    /// A constraint placing this anchor at least `multiplier` × the standard spacing below `anchor`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpacingConstraint(
            .greaterThanOrEqual, after: anchor, multiplier: multiplier, operation: "constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)")
    }

    /// A constraint placing this anchor at most `multiplier` × the standard spacing below `anchor`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        systemSpacingConstraint(
            .lessThanOrEqual, after: anchor, multiplier: multiplier, operation: "constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)")
    }
}
