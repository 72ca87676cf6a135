import CompositionalLayoutEngine
import Foundation

/// Self-sizing (`estimatedItemSize`): cells report preferred sizes (`UICollectionViewFlowLayout`'s
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` carries them), and the layout takes them —
/// both axes, as UIKit's flow layout does — laying out again from each changed item's line on, without preparing again.
extension UICollectionViewFlowLayout {
    /// Takes `size` as the measured size of the cell at `indexPath`, for hosts that measure views elsewhere, such as a
    /// browser (an OpenCollectionView extension; UIKit measures through `preferredLayoutAttributesFitting(_:)`), keeping
    /// the first visible item where it is on screen. Ignored unless the layout self-sizes. Returns whether the layout
    /// changed. O(log entries + the lines laid out again).
    @discardableResult
    public func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, estimatedItemSize != .zero else { return false }
        let anchor = collectionView?.scrollAnchor()
        let changed = setMeasuredSizes([indexPath: size])
        if changed { collectionView?.keepInPlace(anchor) }
        return changed
    }

    /// Records measurements, applies them to the solution and updates the collection view's content size.
    @discardableResult
    func setMeasuredSizes(_ sizes: [IndexPath: CGSize]) -> Bool {
        if recordMeasuredSizes(sizes), solution != nil {
            // Older measurements were forgotten: solved again with those kept (these among them).
            solveAgain()
            if let collectionView, let solved = solution {
                collectionView.contentSize = solved.contentSize
                collectionView.setNeedsLayout()
            }
            return true
        }
        guard var current = solution else { return false }
        solution = nil
        var bySection: [Int: [(item: Int, size: CGSize)]] = [:]
        for (indexPath, size) in sizes where indexPath.count == 2 { bySection[indexPath.section, default: []].append((indexPath.item, size)) }
        var changed = false
        for (section, cells) in bySection.sorted(by: { $0.key < $1.key }) {
            if current.setMeasuredSizes(cells, inSection: section, sizeOfItem: askDelegateForSize) { changed = true }
        }
        solution = current
        if changed, let collectionView {
            collectionView.contentSize = current.contentSize
            collectionView.setNeedsLayout()
        }
        return changed
    }

    /// Moves kept measurements with their items through a batch update: deleted and reloaded items lose theirs.
    func moveMeasurements(through plan: BatchUpdatePlan) {
        guard !measuredSizes.isEmpty else { return }
        var moved: [IndexPath: CGSize] = [:]
        for (indexPath, size) in measuredSizes where indexPath.count == 2 {
            switch plan.fate(of: SnapshotIndexPath(item: indexPath.item, section: indexPath.section)) {
            case .moved(let position), .kept(let position): moved[IndexPath(position)] = size
            case .deleted, .replaced: break
            }
        }
        replaceMeasuredSizes(moved)
    }
}
