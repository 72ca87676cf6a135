import Foundation

/// The safe area, derived as UIKit derives it: a window's own insets (none on the headless screen), narrowed down
/// the hierarchy by each view's frame, with what view controllers add to their root views.
extension UIView {
    /// The insets `safeAreaInsets` reports; see there.
    var computedSafeAreaInsets: UIEdgeInsets {
        var insets = superview?.safeAreaInsets(passedTo: self) ?? ownSafeAreaInsets
        if let controller = owningViewController { insets = insets + controller.safeAreaInsetsAddedToRootView }
        return insets
    }

    /// How far the layout margins lie inside the view's edges: the margins, beyond the safe area unless
    /// `insetsLayoutMarginsFromSafeArea` is off (the layout margins guide's insets).
    package var layoutMarginsFromEdges: UIEdgeInsets {
        insetsLayoutMarginsFromSafeArea ? safeAreaInsets + layoutMargins : layoutMargins
    }

    /// Tells this view and every view below it that their safe area may have changed: each re-solves the
    /// constraints that read it and hears `safeAreaInsetsDidChange()`.
    func safeAreaMayHaveChangedInSubtree() {
        safeAreaInsetsDidChange()
        autoLayoutInputsDidChange()
        setNeedsLayout()
        for subview in subviews { subview.safeAreaMayHaveChangedInSubtree() }
    }
}

extension UIEdgeInsets {
    /// The sum of two insets, edge by edge.
    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
