import Foundation

/// Converting points and rectangles between views' coordinate spaces, as UIKit's `convert` methods do. Transforms are
/// not applied (headless views place by frames and bounds); views in different windows convert through their own
/// windows' spaces as if the windows shared one.
extension UIView {
    /// `point`, given in this view's coordinates, in `view`'s (the window's when `view` is `nil`).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = pointInWindow(point)
        return view?.pointFromWindow(inWindow) ?? inWindow
    }

    /// `point`, given in `view`'s coordinates (the window's when `view` is `nil`), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        pointFromWindow(view?.pointInWindow(point) ?? point)
    }

    /// `rect`, given in this view's coordinates, in `view`'s (the window's when `view` is `nil`).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s coordinates (the window's when `view` is `nil`), in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Up through the superviews: each view's bounds origin is where its frame origin sits in its superview.
    private func pointInWindow(_ point: CGPoint) -> CGPoint {
        var point = point
        var current: UIView? = self
        while let view = current, view.superview != nil {
            point.x += view.frame.minX - view.bounds.minX
            point.y += view.frame.minY - view.bounds.minY
            current = view.superview
        }
        return point
    }

    private func pointFromWindow(_ point: CGPoint) -> CGPoint {
        let origin = pointInWindow(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
