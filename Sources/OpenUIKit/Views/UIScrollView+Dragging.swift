import Foundation

extension UIScrollView {
    /// How quickly a flung scroll view slows down (UIKit: `UIScrollView.DecelerationRate`): the share of its speed
    /// the content keeps from one millisecond to the next.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The rate scroll views use by default: a fling glides a long way.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop, as UIKit's paging and picker views use.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// Where a person's scroll of a scroll view is, between a host's reports.
package struct ScrollDrag {
    enum Phase {
        /// No finger on the content and no fling under way.
        case idle
        /// A finger moves the content.
        case dragging
        /// The finger lifted and the content glides to its resting place.
        case decelerating
    }

    var phase = Phase.idle
    /// The offset when the finger went down: paging moves at most one page from it.
    var startOffset = CGPoint.zero
    /// The resting place decided for the last fling, when it is not where the host's own fling would stop (a layout
    /// that snaps, paging, a delegate's choice, another deceleration rate), and how many were decided: a host moves
    /// there once per number.
    package var restingOffset: CGPoint?
    package var restingNumber = 0

    var isTracking: Bool { phase == .dragging }
    var isDragging: Bool { phase == .dragging }
    var isDecelerating: Bool { phase == .decelerating }
}

extension UIScrollView {
    // A host reports a person's scroll in three steps; the offsets themselves arrive as `contentOffset` changes.

    /// A host reports that a person put a finger (or began a wheel or trackpad scroll) on the content: tells the
    /// delegate `scrollViewWillBeginDragging(_:)`. A fling still gliding stops where it is.
    public func hostBeginDragging() {
        drag.phase = .dragging
        drag.startOffset = contentOffset
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// A host reports that the finger lifted while the content moved at `velocity`, in points per millisecond along
    /// each axis (positive as the offset grows). Decides where the content comes to rest — where `decelerationRate`
    /// would glide it, on a page boundary with `isPagingEnabled`, then what a collection view's layout
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`) and the delegate
    /// (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`) make of it — and tells the delegate the drag
    /// ended and whether the content decelerates. Returns the resting place when the host must move the content there
    /// itself, because it is not where a browser's own fling at the normal rate would stop; `nil` otherwise.
    /// A report without a drag under way changes nothing.
    @discardableResult
    public func hostEndDragging(velocity: CGPoint) -> CGPoint? {
        guard drag.isDragging, velocity.x.isFinite, velocity.y.isFinite else { return nil }
        let glide = clampedContentOffset(restingOffset(gliding: velocity, at: decelerationRate))
        var target = isPagingEnabled ? pageOffset(nearest: glide) : glide
        target = proposedRestingOffset(target, velocity: velocity)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        if !target.x.isFinite || !target.y.isFinite { target = glide }
        target = clampedContentOffset(target)

        let decelerates = target != contentOffset
        drag.phase = decelerates ? .decelerating : .idle
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return nil }
        delegate?.scrollViewWillBeginDecelerating(self)
        guard target != clampedContentOffset(restingOffset(gliding: velocity, at: .normal)) else { return nil }
        drag.restingOffset = target
        drag.restingNumber += 1
        return target
    }

    /// A host reports that the content came to rest after a fling: tells the delegate
    /// `scrollViewDidEndDecelerating(_:)`. A report without a fling under way changes nothing.
    public func hostEndDecelerating() {
        guard drag.isDecelerating else { return }
        drag.phase = .idle
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// Where content moving at `velocity` (points per millisecond) stops when each millisecond keeps `rate` of its
    /// speed: the sum of the geometric series, `velocity · rate / (1 − rate)`.
    private func restingOffset(gliding velocity: CGPoint, at rate: DecelerationRate) -> CGPoint {
        let keep = min(max(rate.rawValue, 0), 0.9999)
        // To a millionth of a millisecond: 0.998 / 0.002 is 499, not the 498.999… binary fractions make of it.
        let distance = (keep / (1 - keep) * 1e6).rounded() / 1e6
        return CGPoint(x: contentOffset.x + velocity.x * distance, y: contentOffset.y + velocity.y * distance)
    }

    /// The page boundary nearest `offset`, at most one page from where the drag began, along each axis.
    private func pageOffset(nearest offset: CGPoint) -> CGPoint {
        func page(_ value: CGFloat, start: CGFloat, size: CGFloat) -> CGFloat {
            guard size > 0 else { return value }
            let startPage = (start / size).rounded()
            return min(max((value / size).rounded(), startPage - 1), startPage + 1) * size
        }
        return CGPoint(
            x: page(offset.x, start: drag.startOffset.x, size: bounds.width),
            y: page(offset.y, start: drag.startOffset.y, size: bounds.height))
    }

    /// `offset` limited to the range the content and its adjusted insets can scroll through.
    package func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let insets = adjustedContentInset
        let maxX = max(-insets.left, contentSize.width + insets.right - bounds.width)
        let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -insets.left), maxX), y: min(max(offset.y, -insets.top), maxY))
    }
}
