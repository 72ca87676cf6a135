import CompositionalLayoutEngine
import Foundation

/// Told which items are about to come into view, to load their data ahead of the person scrolling (UIKit:
/// `UICollectionViewDataSourcePrefetching`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// The items at `indexPaths` will soon be shown: start loading what their cells need (images, records). The
    /// nearest come first.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths`, prefetched earlier, are no longer about to be shown (the person turned back):
    /// cancel their loading.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Cancels nothing, so prefetching sources implement only `prefetchItemsAt` when loads need no cancelling.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// What the collection view last prefetched, and where it was then.
struct PrefetchState {
    /// The items prefetched that have been neither shown nor cancelled since.
    var prefetched: Set<IndexPath> = []
    /// The offset along the scroll axis at the last layout pass, to tell the direction of travel.
    var lastOffset: CGFloat?
    /// The direction of the last move: +1 towards the end of the content, -1 towards its start.
    var direction: CGFloat = 1
}

extension UICollectionView {
    /// After a layout pass: asks the prefetch data source for the cells of the next screen in the direction of travel
    /// (the one the content last moved in; forwards at first), and cancels those prefetched earlier that have left it
    /// without being shown (the person turned back). Items that come into view simply leave the prefetched set. Cost:
    /// one rectangle query of a screen's size.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let source = prefetchDataSource else { return }
        let vertical = scrollAxis == .vertical
        let offset = vertical ? contentOffset.y : contentOffset.x
        if let last = prefetchState.lastOffset, offset != last { prefetchState.direction = offset > last ? 1 : -1 }
        prefetchState.lastOffset = offset
        let shown = displayedRect
        let forward = prefetchState.direction > 0
        let ahead: CGRect = switch (vertical, forward) {
        case (true, true): CGRect(x: shown.minX, y: shown.maxY, width: shown.width, height: bounds.height)
        case (true, false): CGRect(x: shown.minX, y: shown.minY - bounds.height, width: shown.width, height: bounds.height)
        case (false, true): CGRect(x: shown.maxX, y: shown.minY, width: bounds.width, height: shown.height)
        case (false, false): CGRect(x: shown.minX - bounds.width, y: shown.minY, width: bounds.width, height: shown.height)
        }
        let visible = Set(visibleCellsByIndexPath.keys)
        let upcoming = Set((collectionViewLayout.displayedAttributesForElements(in: ahead) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath))
            .subtracting(visible)
        prefetchState.prefetched.subtract(visible)
        let abandoned = prefetchState.prefetched.subtracting(upcoming)
        let new = upcoming.subtracting(prefetchState.prefetched)
        prefetchState.prefetched = prefetchState.prefetched.subtracting(abandoned).union(new)
        // Nearest first: in index order forwards, reversed backwards.
        if !abandoned.isEmpty { source.collectionView(self, cancelPrefetchingForItemsAt: abandoned.sorted()) }
        if !new.isEmpty { source.collectionView(self, prefetchItemsAt: forward ? new.sorted() : new.sorted(by: >)) }
    }
}
