import Foundation

/// Receives a scroll view's scrolling (UIKit: `UIScrollViewDelegate`). Every method is optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing, so that delegates need not implement it.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
