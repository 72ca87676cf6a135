// PLACEHOLDER — replaced at merge by the Auto Layout branch's full `NSLayoutConstraint`, which declares the
// same nested `Axis` with the same raw values. It exists only so that `UIStackView.axis` can have UIKit's
// type (`NSLayoutConstraint.Axis`) before that branch lands. Add nothing here.

/// A relation between two views' layout attributes (UIKit: `NSLayoutConstraint`). Placeholder: only the
/// nested `Axis` exists until the Auto Layout engine lands.
public final class NSLayoutConstraint {
    /// A layout direction (UIKit: `NSLayoutConstraint.Axis`, same raw values).
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
