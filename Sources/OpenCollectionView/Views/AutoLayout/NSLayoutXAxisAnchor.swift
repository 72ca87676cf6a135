import Foundation

/// An anchor for a horizontal position: leading, trailing, left, right or centre x (UIKit:
/// `NSLayoutXAxisAnchor`).
@MainActor
public class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The horizontal distance from this anchor to `otherAnchor`, as a dimension that constraints can
    /// relate to other dimensions.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(source: .offset(from: source.leadingReference, to: otherAnchor.source.leadingReference))
    }

    /// A constraint placing this anchor `multiplier` × the standard spacing after `anchor`.
    ///
    /// The standard spacing between siblings is 8 pt, the value UIKit uses at the default text size; it
    /// does not grow with Dynamic Type here. [L]
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(
            .equal, anchor, constant: AutoLayoutMetrics.systemSpacing * multiplier,
            operation: "constraint(equalToSystemSpacingAfter:multiplier:)")
    }

    /// A constraint placing this anchor at least `multiplier` × the standard spacing after `anchor`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(
            .greaterThanOrEqual, anchor, constant: AutoLayoutMetrics.systemSpacing * multiplier,
            operation: "constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)")
    }

    /// A constraint placing this anchor at most `multiplier` × the standard spacing after `anchor`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(
            .lessThanOrEqual, anchor, constant: AutoLayoutMetrics.systemSpacing * multiplier,
            operation: "constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)")
    }
}
