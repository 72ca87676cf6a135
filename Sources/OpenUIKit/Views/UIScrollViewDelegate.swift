import Foundation

/// Receives a scroll view's scrolling (UIKit: `UIScrollViewDelegate`). Every method is optional.
///
/// The dragging and deceleration methods are called as a host reports a person's scroll: a drag begins
/// (`hostBeginDragging()`), the finger lifts (`hostEndDragging(velocity:)`), the content comes to rest
/// (`hostEndDecelerating()`). The live page reports them for the collection view a person scrolls. Zooming is not
/// supported: its methods are not part of this protocol.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A person is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The person lifted their finger while moving the content at `velocity` (points per millisecond). The content
    /// will come to rest at `targetContentOffset.pointee`; set it to rest somewhere else.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The person lifted their finger; the content keeps moving when `decelerate` is true.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts slowing to its resting place.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a fling.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated scroll the app asked for (`setContentOffset(_:animated:)`, `scrollToItem(at:at:animated:)`)
    /// ended. Headless, such scrolls end at once: this is called right after the offset changed.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The scroll view's `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing, so that delegates need not implement it.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing, so that delegates need not implement it.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the resting place as proposed, so that delegates need not implement it.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing, so that delegates need not implement it.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing, so that delegates need not implement it.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing, so that delegates need not implement it.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing, so that delegates need not implement it.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing, so that delegates need not implement it.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
