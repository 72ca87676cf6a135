import Foundation

extension UIView {
    /// Whether this view or a view below it is laid out by constraints: it holds constraints, or a subview does not
    /// translate its autoresizing mask. Cells measure such content with `systemLayoutSizeFitting`. O(subtree).
    package var usesConstraintBasedLayout: Bool {
        !constraints.isEmpty || subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints || $0.usesConstraintBasedLayout }
    }
}
