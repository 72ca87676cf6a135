import CollectionDiagnostics
import Foundation

/// One attribute of a view or layout guide, from which constraints are made (UIKit: `NSLayoutAnchor`).
///
/// The generic parameter keeps anchors of different kinds apart at compile time, as in UIKit: an
/// `NSLayoutXAxisAnchor` only relates to x-axis anchors, an `NSLayoutYAxisAnchor` to y-axis ones and an
/// `NSLayoutDimension` to dimensions. Mixing leading/trailing with left/right compiles, as in UIKit, and
/// is reported when the constraint is made.
///
/// Anchors hold their item weakly. Views make a new anchor object each time one is asked for; compare
/// constraints, not anchors, by identity.
@preconcurrency @MainActor
public class NSLayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    let source: AnchorSource

    init(source: AnchorSource) {
        self.source = source
    }

    convenience init(view: UIView, attribute: NSLayoutConstraint.Attribute) {
        self.init(source: .attribute(AnchorReference(view: view, attribute: attribute)))
    }

    convenience init(guide: UILayoutGuide, attribute: NSLayoutConstraint.Attribute) {
        self.init(source: .attribute(AnchorReference(guide: guide, attribute: attribute)))
    }

    /// The view or layout guide the anchor belongs to.
    public var item: AnyObject? { source.leadingReference.item }

    nonisolated public var description: String {
        MainActor.assumeIsolated { source.description }
    }

    /// A constraint `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: 0, operation: "constraint(equalTo:)")
    }

    /// A constraint `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: 0, operation: "constraint(greaterThanOrEqualTo:)")
    }

    /// A constraint `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: 0, operation: "constraint(lessThanOrEqualTo:)")
    }

    /// A constraint `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: c, operation: "constraint(equalTo:constant:)")
    }

    /// A constraint `self >= anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: c, operation: "constraint(greaterThanOrEqualTo:constant:)")
    }

    /// A constraint `self <= anchor + c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: c, operation: "constraint(lessThanOrEqualTo:constant:)")
    }

    /// The distance from this anchor to `other` along their axis, as a dimension (`anchorWithOffset(to:)`).
    func offsetDimension(to other: NSLayoutAnchor<AnchorType>) -> NSLayoutDimension {
        NSLayoutDimension(source: .offset(from: source.leadingReference, to: other.source.leadingReference))
    }

    /// `self relation anchor + multiplier × the standard spacing`: the position anchors' system-spacing
    /// constraints, named `operation` in reports.
    func systemSpacingConstraint(
        _ relation: NSLayoutConstraint.Relation, after anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat,
        operation: String
    ) -> NSLayoutConstraint {
        makeConstraint(relation, anchor, constant: AutoLayoutMetrics.systemSpacing * multiplier, operation: operation)
    }

    /// `self relation multiplier × anchor + constant` (a constant alone when `anchor` is `nil`); an
    /// invalid pairing is reported and gives a constraint that never activates.
    func makeConstraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat, operation: String
    ) -> NSLayoutConstraint {
        var problem: String?
        if case .attribute(let mine) = source, case .attribute(let theirs)? = anchor?.source {
            problem = AnchorReference.pairingProblem(mine.attribute, theirs.attribute)
        }
        if let problem { Diagnostics.report(.error(operation, problem)) }
        return NSLayoutConstraint(
            first: source, relation: relation, second: anchor?.source, multiplier: multiplier, constant: constant,
            isInvalid: problem != nil)
    }
}
