import Foundation

/// An anchor for a length: a width, a height, or the distance between two positions (UIKit:
/// `NSLayoutDimension`). Dimensions relate to constants and, with a multiplier, to other dimensions
/// of either axis.
@preconcurrency @MainActor
public class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, nil, constant: c, operation: "constraint(equalToConstant:)")
    }

    /// A constraint `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil, constant: c, operation: "constraint(greaterThanOrEqualToConstant:)")
    }

    /// A constraint `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil, constant: c, operation: "constraint(lessThanOrEqualToConstant:)")
    }

    /// A constraint `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: m, constant: 0, operation: "constraint(equalTo:multiplier:)")
    }

    /// A constraint `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(
            .greaterThanOrEqual, anchor, multiplier: m, constant: 0,
            operation: "constraint(greaterThanOrEqualTo:multiplier:)")
    }

    /// A constraint `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(
            .lessThanOrEqual, anchor, multiplier: m, constant: 0, operation: "constraint(lessThanOrEqualTo:multiplier:)")
    }

    /// A constraint `self == m × anchor + c`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: m, constant: c, operation: "constraint(equalTo:multiplier:constant:)")
    }

    /// A constraint `self >= m × anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(
            .greaterThanOrEqual, anchor, multiplier: m, constant: c,
            operation: "constraint(greaterThanOrEqualTo:multiplier:constant:)")
    }

    /// A constraint `self <= m × anchor + c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(
            .lessThanOrEqual, anchor, multiplier: m, constant: c,
            operation: "constraint(lessThanOrEqualTo:multiplier:constant:)")
    }
}
