import CollectionDiagnostics
import Foundation

/// Section snapshots on the data source (spec diffable.md §5.6, iOS 14).
///
/// Applying a section snapshot makes its section show the snapshot's `visibleItems` — collapsed subtrees are not
/// in the collection view — and keeps the whole tree with its expansion state, for `snapshot(for:)` and for
/// expanding and collapsing later. A section the data source does not have is appended after the others. The
/// change itself is an ordinary apply of the resulting whole snapshot, so it is diffed and animated the same way.
/// Later whole-snapshot applies rebase the kept trees (`SectionSnapshotRebase`); a section that disappears loses
/// its tree.
extension UICollectionViewDiffableDataSource {
    /// Applies `sectionSnapshot` to `section`; false when the call was refused.
    @discardableResult
    func applySectionSnapshot(
        _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool
    ) -> Bool {
        let operation = "apply(_:to:animatingDifferences:completion:)"
        let clashing = itemsInOtherSections(of: sectionSnapshot, section: section)
        guard clashing.isEmpty else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.sectionSnapshotItemsInOtherSections(section, clashing)))
            return false
        }
        var snapshot = appliedSnapshot
        if let index = snapshot.indexOfSection(section) {
            snapshot.deleteItems(Array(appliedItems(inSectionAt: index)))
        } else {
            snapshot.appendSections([section])
        }
        snapshot.appendItems(sectionSnapshot.visibleItems, toSection: section)
        return applySnapshot(
            snapshot, animatingDifferences: animatingDifferences, replacingTree: (section, sectionSnapshot), operation: operation)
    }

    /// The kept tree of `section`, its items as roots, or an empty section snapshot for an unknown section.
    func sectionSnapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let tree = sectionTrees[section] { return tree }
        var sectionSnapshot = SectionSnapshot()
        if let index = appliedSnapshot.indexOfSection(section) {
            sectionSnapshot.append(Array(appliedItems(inSectionAt: index)))
        }
        return sectionSnapshot
    }

    /// The kept trees brought in line with `snapshot`: trees of sections it no longer has are dropped, and the tree
    /// of `replacedSection` (about to be replaced) is left out.
    func rebasedTrees(
        onto snapshot: Snapshot, except replacedSection: SectionIdentifierType? = nil
    ) -> [SectionIdentifierType: SectionSnapshot] {
        guard !sectionTrees.isEmpty else { return [:] }
        var trees: [SectionIdentifierType: SectionSnapshot] = [:]
        var starts: [Int]?
        for (section, tree) in sectionTrees where section != replacedSection {
            guard let index = snapshot.indexOfSection(section) else { continue }
            if starts == nil {
                var computed = [0]
                for identifier in snapshot.sectionIdentifiers {
                    computed.append(computed[computed.count - 1] + snapshot.numberOfItems(inSection: identifier))
                }
                starts = computed
            }
            let range = starts![index]..<starts![index + 1]
            trees[section] = SectionSnapshotRebase.rebase(
                tree, onto: snapshot.itemIdentifiers[range], isInSnapshot: { snapshot.indexOfItem($0) != nil })
        }
        return trees
    }

    /// The items of `sectionSnapshot` (shown or hidden) that another section shows or keeps in its tree.
    private func itemsInOtherSections(of sectionSnapshot: SectionSnapshot, section: SectionIdentifierType) -> [ItemIdentifierType] {
        let otherTrees = sectionTrees.filter { $0.key != section }.map(\.value)
        return sectionSnapshot.items.filter { item in
            if let owner = appliedSnapshot.sectionIdentifier(containingItem: item), owner != section { return true }
            return otherTrees.contains { $0.contains(item) }
        }
    }
}
