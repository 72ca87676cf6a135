import Foundation

extension UIView {
    /// Where a person's touch lands on a view, for hit testing.
    package enum Touch {
        /// At a point, in the view's coordinates.
        case at(CGPoint)
        /// Anywhere on the view (a control named by a host, a key while the view has focus).
        case anywhere
    }

    /// Whether a person could touch the view there, as UIKit's hit testing decides: the view and every ancestor up to
    /// a window are shown (not hidden, alpha at least 0.01) and take touches (`isUserInteractionEnabled`), and the point
    /// — or some part of the view — lies inside the bounds of each of them (a touch outside a view's bounds never
    /// reaches its subviews, clipped or not). Host events that name a view act only on a view that passes: a page
    /// cannot press a button nobody can see. Transforms are not applied. O(depth).
    package func hostCanBeTouched(_ touch: Touch = .anywhere) -> Bool {
        // Where the touch may land, in the coordinates of the view looked at: a point, or what is left of the view.
        var area: CGRect
        switch touch {
        case .at(let point): area = CGRect(origin: point, size: .zero)
        case .anywhere: area = bounds
        }
        var view = self
        while true {
            guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return false }
            switch touch {
            case .at: guard view.bounds.contains(area.origin) else { return false }
            case .anywhere:
                area = area.intersection(view.bounds)
                guard !area.isEmpty else { return false }
            }
            guard let superview = view.superview else { return view is UIWindow }
            area = view.convert(area, to: superview)
            view = superview
        }
    }
}
