import Foundation
import Testing

@testable import OpenCollectionView

/// A person's scroll as a host reports it: the delegate hears each step in UIKit's order, and the fling's resting
/// place comes from the deceleration rate, paging, the layout and the delegate, in that order.
@MainActor
@Suite struct ScrollDraggingTests {
    /// Notes every scrolling call, and may move the resting place it is proposed.
    final class Recorder: UIScrollViewDelegate {
        var calls: [String] = []
        var proposed: CGPoint?
        var restAt: CGPoint?

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            calls.append("willBeginDragging dragging=\(scrollView.isDragging)")
        }

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            calls.append("willEndDragging \(velocity.y)")
            proposed = targetContentOffset.pointee
            if let restAt { targetContentOffset.pointee = restAt }
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging \(decelerate)")
        }

        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            calls.append("willBeginDecelerating")
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            calls.append("didEndDecelerating decelerating=\(scrollView.isDecelerating)")
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            calls.append("didEndScrollingAnimation")
        }

        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            calls.append("didChangeAdjustedContentInset")
        }
    }

    /// A 300 × 500 view over 300 × 5,000 points of content.
    static func scrollView(_ delegate: Recorder) -> UIScrollView {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        view.contentSize = CGSize(width: 300, height: 5_000)
        view.delegate = delegate
        return view
    }

    /// A fling at 2 points per millisecond at the normal rate (0.998: 499 ms of speed) glides 998 points: the
    /// browser's own fling goes there, so the host is given no resting place of its own.
    @Test func aFlingIsToldInUIKitsOrder() {
        let delegate = Recorder()
        let view = Self.scrollView(delegate)
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.hostBeginDragging()
        #expect(view.isDragging && view.isTracking && !view.isDecelerating)
        #expect(view.hostEndDragging(velocity: CGPoint(x: 0, y: 2)) == nil)
        #expect(delegate.proposed == CGPoint(x: 0, y: 1_098))
        #expect(view.isDecelerating && !view.isDragging)
        view.hostEndDecelerating()
        #expect(delegate.calls == [
            "willBeginDragging dragging=true", "willEndDragging 2.0", "didEndDragging true", "willBeginDecelerating",
            "didEndDecelerating decelerating=false",
        ])
        #expect(!view.isDecelerating)
    }

    /// A finger that lifts without moving the content ends the drag without a deceleration.
    @Test func aDragThatStopsDoesNotDecelerate() {
        let delegate = Recorder()
        let view = Self.scrollView(delegate)
        view.hostBeginDragging()
        #expect(view.hostEndDragging(velocity: .zero) == nil)
        view.hostEndDecelerating()
        #expect(delegate.calls == ["willBeginDragging dragging=true", "willEndDragging 0.0", "didEndDragging false"])
        #expect(!view.isDragging && !view.isDecelerating)
    }

    /// The fast rate (0.99) stops a fling at 2 points per millisecond 198 points on: not where a browser's fling
    /// would, so the host is told where.
    @Test func aFastDecelerationRateRestsSooner() {
        let view = Self.scrollView(Recorder())
        view.decelerationRate = .fast
        view.hostBeginDragging()
        let rest = view.hostEndDragging(velocity: CGPoint(x: 0, y: 2))
        #expect(rest.map { Int($0.y.rounded()) } == 198)
    }

    /// Paging rests on a multiple of the view's height, at most one page from where the drag began, however hard the
    /// fling: 3 points per millisecond from the top would glide 1,497 points, three pages.
    @Test func pagingRestsOnTheNextPage() {
        let view = Self.scrollView(Recorder())
        view.isPagingEnabled = true
        view.contentOffset = CGPoint(x: 0, y: 20)
        view.hostBeginDragging()
        view.contentOffset = CGPoint(x: 0, y: 120)
        #expect(view.hostEndDragging(velocity: CGPoint(x: 0, y: 3)) == CGPoint(x: 0, y: 500))
        // A slow drag back rests on the nearest page.
        view.contentOffset = CGPoint(x: 0, y: 700)
        view.hostBeginDragging()
        view.contentOffset = CGPoint(x: 0, y: 640)
        #expect(view.hostEndDragging(velocity: CGPoint(x: 0, y: -0.1)) == CGPoint(x: 0, y: 500))
    }

    /// The delegate has the last word; a resting place past the content is brought within it, and a non-finite one
    /// gives way to the glide.
    @Test func theDelegateMovesTheRestingPlace() {
        let delegate = Recorder()
        let view = Self.scrollView(delegate)
        delegate.restAt = CGPoint(x: 0, y: 9_999)
        view.hostBeginDragging()
        #expect(view.hostEndDragging(velocity: CGPoint(x: 0, y: 1)) == CGPoint(x: 0, y: 4_500))
        delegate.restAt = CGPoint(x: 0, y: CGFloat.nan)
        view.hostBeginDragging()
        #expect(view.hostEndDragging(velocity: CGPoint(x: 0, y: 1)) == nil)
        #expect(delegate.calls.last == "willBeginDecelerating")
    }

    /// Reports out of order (an end without a begin, a settle without a fling, a non-finite speed) change nothing.
    @Test func reportsOutOfOrderChangeNothing() {
        let delegate = Recorder()
        let view = Self.scrollView(delegate)
        #expect(view.hostEndDragging(velocity: CGPoint(x: 0, y: 5)) == nil)
        view.hostEndDecelerating()
        view.hostBeginDragging()
        #expect(view.hostEndDragging(velocity: CGPoint(x: CGFloat.infinity, y: 0)) == nil)
        #expect(delegate.calls == ["willBeginDragging dragging=true"])
        #expect(view.isDragging)
    }

    /// A layout that snaps: items every 100 points, the fling's resting place rounded to one, past the proposal in the
    /// direction of the fling.
    final class SnappingLayout: UICollectionViewLayout {
        var asked: [(proposed: CGPoint, velocity: CGPoint)] = []

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * 100)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            return (0..<count).map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: collectionView?.bounds.width ?? 0, height: 100)
            return attributes
        }

        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            asked.append((proposedContentOffset, velocity))
            let items = proposedContentOffset.y / 100
            return CGPoint(x: 0, y: (velocity.y > 0 ? items.rounded(.up) : items.rounded(.down)) * 100)
        }
    }

    /// The layout decides where a collection view's fling rests, from the glide's resting place and the finger's
    /// speed, and the render tree carries it once for a host: 0.5 points per millisecond from 130 glides 249.5 points
    /// to 379.5, which the layout takes on to 400.
    @Test func aCollectionViewsLayoutSnapsTheFling() {
        let layout = SnappingLayout()
        let host = HostedLayout(layout, counts: [50], width: 300, height: 500)
        let delegate = Recorder()
        host.collectionView.delegate = delegate
        host.collectionView.contentOffset = CGPoint(x: 0, y: 130)
        #expect(host.collectionView.renderTree().restingOffset == nil)
        host.collectionView.handle(.beginDragging)
        let tree = host.collectionView.handle(.endDragging(velocity: CGPoint(x: 0, y: 0.5)))
        #expect(layout.asked.map(\.proposed) == [CGPoint(x: 0, y: 379.5)])
        #expect(layout.asked.map(\.velocity) == [CGPoint(x: 0, y: 0.5)])
        #expect(delegate.proposed == CGPoint(x: 0, y: 400))
        #expect(tree.restingOffset == CGPoint(x: 0, y: 400))
        #expect(tree.restingNumber == 1)
        host.collectionView.handle(.endDecelerating)
        #expect(delegate.calls.last == "didEndDecelerating decelerating=false")
    }

    /// An animated scroll the app asks for ends at once headless, and says so when it moved the content.
    @Test func anAnimatedScrollTellsItEnded() {
        let delegate = Recorder()
        let view = Self.scrollView(delegate)
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        #expect(delegate.calls == ["didEndScrollingAnimation"])
        let host = HostedLayout(SnappingLayout(), counts: [50], width: 300, height: 500)
        let collectionDelegate = Recorder()
        host.collectionView.delegate = collectionDelegate
        host.collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: true)
        #expect(host.collectionView.contentOffset.y == 2_000)
        host.collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: true)
        #expect(collectionDelegate.calls == ["didEndScrollingAnimation"])
    }

    /// A new content inset is a new adjusted content inset.
    @Test func aNewContentInsetIsTold() {
        let delegate = Recorder()
        let view = Self.scrollView(delegate)
        view.layoutIfNeeded()
        view.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        view.layoutIfNeeded()
        #expect(delegate.calls == ["didChangeAdjustedContentInset"])
    }
}
