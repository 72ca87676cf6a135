#if !hasFeature(Embedded)
import Foundation
#endif

/// How an orthogonal section's row scrolls (UIKit: `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum OrthogonalScrollingBehavior: Sendable, Hashable, CaseIterable {
    /// The section is laid out along the layout's axis like any other.
    case none
    /// The row scrolls freely and decelerates normally.
    case continuous
    /// The row scrolls freely and comes to rest with a group's leading edge at the leading side.
    case continuousGroupLeadingBoundary
    /// The row moves one viewport-wide page per swipe.
    case paging
    /// The row moves one group per swipe, resting on a group's leading edge.
    case groupPaging
    /// The row moves one group per swipe, resting with the group centred.
    case groupPagingCentered
}

/// The scrolling range of an orthogonal section's row, in row offsets: 0 shows the row's start.
public struct OrthogonalRow: Sendable, Hashable {
    /// How the row scrolls and where it comes to rest.
    public let behavior: OrthogonalScrollingBehavior
    /// The visible length across the layout's axis (the collection view's width in a vertical layout).
    public let viewportLength: CGFloat
    /// The row's whole length: insets, groups and, for `.groupPagingCentered`, the centring insets.
    public let contentLength: CGFloat
    /// The extra inset on both ends that centres a group (`.groupPagingCentered` only).
    public let centeringInset: CGFloat

    /// The largest offset: the row's end meets the viewport's end. A row that fits does not scroll.
    public var maximumOffset: CGFloat { max(0, contentLength - viewportLength) }

    /// Where the row rests before anyone scrolls it.
    public var initialOffset: CGFloat { 0 }

    /// `offset` within `0 ... maximumOffset`.
    public func clamp(_ offset: CGFloat) -> CGFloat {
        guard offset.isFinite else { return initialOffset }
        return min(max(offset, 0), maximumOffset)
    }
}

/// Scroll-view physics used to decide where a dragged row comes to rest (spec §5.4). [L]: UIKit's
/// exact thresholds are not published; these are UIScrollView's documented rates and a flick threshold.
public enum OrthogonalScrollingPhysics {
    /// Fraction of velocity kept per millisecond at normal deceleration (`UIScrollView.DecelerationRate.normal`).
    public static let normalDecelerationRate: CGFloat = 0.998
    /// Fraction of velocity kept per millisecond at fast deceleration (`UIScrollView.DecelerationRate.fast`).
    public static let fastDecelerationRate: CGFloat = 0.99
    /// Lift-off speeds above this (points per second) turn the page or group in the drag's direction.
    public static let flickVelocity: CGFloat = 300

    /// How far a scroll view coasts from `velocity` (points per second) at `rate`.
    public static func coastingDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity / 1000 * rate / (1 - rate)
    }
}

extension SectionGeometry {
    /// Where this orthogonal section's row comes to rest after a drag that started at row offset
    /// `startOffset`, moved it by `distance` and ended with `velocity` (points per second; both positive
    /// towards the row's end), per its scrolling behavior (spec §5.4):
    ///
    /// - `.continuous`: wherever normal deceleration takes it.
    /// - `.continuousGroupLeadingBoundary`: the group leading edge nearest to where normal deceleration
    ///   would take it ([L]: nearest rather than next in the drag's direction).
    /// - `.paging`: the next page in the direction of a flick, else the nearest page; pages are
    ///   viewport-long and the last one ends at the row's end.
    /// - `.groupPaging`, `.groupPagingCentered`: at most one group from the group the drag started on —
    ///   the next one in the direction of a flick, else the nearest to where the drag ended.
    ///
    /// Returns the start offset for sections that do not scroll orthogonally.
    public func restingOffset(startOffset: CGFloat, distance: CGFloat, velocity: CGFloat) -> CGFloat {
        guard let row else { return startOffset }
        let start = row.clamp(startOffset)
        let released = start + distance
        let flick: Int = velocity > OrthogonalScrollingPhysics.flickVelocity ? 1
            : velocity < -OrthogonalScrollingPhysics.flickVelocity ? -1 : 0
        switch row.behavior {
        case .none:
            return start
        case .continuous:
            let coast = OrthogonalScrollingPhysics.coastingDistance(
                velocity: velocity, rate: OrthogonalScrollingPhysics.normalDecelerationRate)
            return row.clamp(released + coast)
        case .continuousGroupLeadingBoundary:
            let coast = OrthogonalScrollingPhysics.coastingDistance(
                velocity: velocity, rate: OrthogonalScrollingPhysics.normalDecelerationRate)
            return row.clamp(groupRestingOffset(nearest: released + coast))
        case .paging:
            let page = max(row.viewportLength, 1)
            let startPage = (start / page).rounded()
            let target = flick != 0 ? startPage + CGFloat(flick) : (released / page).rounded()
            return row.clamp(target * page)
        case .groupPaging, .groupPagingCentered:
            let count = run.instanceCount
            guard count > 0 else { return start }
            let startGroup = groupIndex(nearest: start)
            let target = flick != 0 ? startGroup + flick : groupIndex(nearest: released)
            let group = min(max(target, startGroup - 1, 0), startGroup + 1, count - 1)
            return row.clamp(run.start(ofInstance: group))
        }
    }

    /// The row offset that rests group `index` at the leading side (centred for `.groupPagingCentered`).
    public func restingOffset(forGroup index: Int) -> CGFloat {
        guard let row else { return 0 }
        return row.clamp(run.start(ofInstance: min(max(index, 0), max(run.instanceCount - 1, 0))))
    }

    private func groupIndex(nearest offset: CGFloat) -> Int {
        let instances = run.instances(meeting: offset - run.instanceExtent - run.spacing, offset + run.instanceExtent + run.spacing)
        var best = max(0, min(instances.lowerBound, run.instanceCount - 1))
        for candidate in instances where abs(run.start(ofInstance: candidate) - offset) < abs(run.start(ofInstance: best) - offset) {
            best = candidate
        }
        return best
    }

    private func groupRestingOffset(nearest offset: CGFloat) -> CGFloat {
        run.start(ofInstance: groupIndex(nearest: offset))
    }
}
