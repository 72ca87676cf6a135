import CompositionalLayoutEngine
import Foundation

/// The context a compositional layout invalidates with: it can carry the preferred sizes of self-sizing views.
final class CompositionalLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Preferred sizes of self-sizing elements, by element.
    var preferredSizes: [ElementKey: CGSize] = [:]
}

/// Self-sizing (spec §8): views report preferred sizes, the layout takes them along estimated axes only,
/// re-solves the group instance or section concerned and moves what follows — without preparing again.
extension UICollectionViewCompositionalLayout {
    /// Takes `size` as the measured size of the cell at `indexPath` along its estimated axes — for hosts that
    /// measure views elsewhere, such as a browser (an OpenCollectionView extension; UIKit measures through
    /// `preferredLayoutAttributesFitting(_:)`). Returns whether the layout changed. O(cells per group + log n).
    @discardableResult
    public func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        return setMeasuredSizesKeepingWhatIsOnScreen([ElementKey(category: .cell, kind: nil, indexPath: indexPath): size])
    }

    /// Takes `size` as the measured size of the supplementary view of `kind` at `indexPath` along its
    /// estimated axes (boundary items; item supplementaries keep their estimates, as in UIKit).
    @discardableResult
    public func setMeasuredSize(_ size: CGSize, forSupplementaryViewOfKind kind: String, at indexPath: IndexPath) -> Bool {
        setMeasuredSizesKeepingWhatIsOnScreen([ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath): size])
    }

    /// Takes measurements a host reports between layout passes, keeping the first visible item where it is
    /// on screen (a layout pass does the same for the views it measures).
    private func setMeasuredSizesKeepingWhatIsOnScreen(_ sizes: [ElementKey: CGSize]) -> Bool {
        let anchor = collectionView?.scrollAnchor()
        let changed = setMeasuredSizes(sizes)
        if changed { collectionView?.keepInPlace(anchor) }
        return changed
    }

    /// Records measurements, applies them to the solved layout and updates the collection view's content size.
    @discardableResult
    func setMeasuredSizes(_ sizes: [ElementKey: CGSize]) -> Bool {
        guard var current = solution else {
            recordMeasuredSizes(sizes)
            return false
        }
        solution = nil  // keep the solution uniquely referenced while it changes in place
        var changed = apply(sizes, to: &current)
        solution = current
        measuredCrossLength = current.environment.containerSize[current.configuration.scrollDirection.cross]
        if recordMeasuredSizes(sizes) {
            // Older measurements were forgotten: solved again with those kept, the rows they sized estimated again.
            solveAgain()
            if let solved = solution { current = solved }
            changed = true
        }
        if changed, let collectionView {
            collectionView.contentSize = current.contentSize
            collectionView.setNeedsLayout()
        }
        return changed
    }

    /// Applies the kept measurements to a freshly solved layout, or forgets them when the container's width
    /// across the scroll axis changed (UIKit measures again then).
    func reapplyMeasurements(to solution: inout LayoutSolution) {
        let crossLength = solution.environment.containerSize[solution.configuration.scrollDirection.cross]
        if let measuredCrossLength, measuredCrossLength != crossLength { replaceMeasuredSizes([:]) }
        measuredCrossLength = crossLength
        guard !measuredSizes.isEmpty else { return }
        _ = apply(measuredSizes, to: &solution)
    }

    private func apply(_ sizes: [ElementKey: CGSize], to solution: inout LayoutSolution) -> Bool {
        var changed = false
        var cellsBySection: [Int: [(item: Int, size: CGSize)]] = [:]
        for (key, size) in sizes where key.indexPath.count == 2 || key.category == .supplementaryView {
            switch key.category {
            case .cell:
                cellsBySection[key.indexPath[0], default: []].append((key.indexPath[1], size))
            case .supplementaryView:
                if solution.setMeasuredSize(size, forSupplementaryOfKind: key.kind ?? "", at: key.indexPath) { changed = true }
            case .decorationView:
                break
            }
        }
        for (section, cells) in cellsBySection where solution.setMeasuredSizes(cells, inSection: section) { changed = true }
        return changed
    }

    /// The axes along which the element `attributes` describes is estimated.
    func estimatedAxes(of attributes: UICollectionViewLayoutAttributes) -> EstimatedAxes {
        // Read through `solution` in place: bound to a constant, the solution and the section were copied for every
        // element measured.
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            guard indexPath.count == 2, let count = solution?.sections.count, (0..<count).contains(indexPath[0]) else { return [] }
            return solution?.sections[indexPath[0]].estimatedAxes(ofItem: indexPath[1]) ?? []
        case .supplementaryView:
            return solution?.elementForSupplementary(ofKind: attributes.representedElementKind ?? "", at: indexPath)?
                .estimatedAxes ?? []
        case .decorationView:
            return []
        }
    }

    /// Moves kept measurements with their elements through a batch update: deleted and reloaded items lose
    /// theirs, moved and kept items take theirs along, and section boundary items follow their section.
    func moveMeasurements(through plan: BatchUpdatePlan) {
        guard !measuredSizes.isEmpty else { return }
        var moved: [ElementKey: CGSize] = [:]
        for (key, size) in measuredSizes where key.indexPath.count == 2 {
            let section = key.indexPath[0]
            switch key.category {
            case .cell:
                switch plan.fate(of: SnapshotIndexPath(item: key.indexPath[1], section: section)) {
                case .moved(let position), .kept(let position):
                    moved[ElementKey(category: .cell, kind: nil, indexPath: IndexPath(position))] = size
                case .deleted, .replaced:
                    break
                }
            case .supplementaryView:
                guard plan.newSectionOfOld.indices.contains(section), plan.newSectionOfOld[section] >= 0,
                    !plan.reloadedSections.contains(section)
                else { continue }
                moved[ElementKey(category: .supplementaryView, kind: key.kind,
                                 indexPath: IndexPath(item: key.indexPath[1], section: plan.newSectionOfOld[section]))] = size
            case .decorationView:
                break
            }
        }
        for (key, size) in measuredSizes where key.indexPath.count == 1 { moved[key] = size }
        replaceMeasuredSizes(moved)
    }
}
