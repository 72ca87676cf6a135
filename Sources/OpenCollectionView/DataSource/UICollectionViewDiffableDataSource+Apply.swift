import CollectionDiagnostics
import Foundation

/// Applying snapshots: how a snapshot becomes batch updates on the collection view (spec diffable.md §5.2–§5.4).
///
/// 1. The first apply reloads the collection view: there is nothing to diff against yet.
/// 2. Later applies compute `SnapshotDifference(from: applied, to: new)`. An empty difference (same structure, no
///    reload/reconfigure marks on present identifiers) performs no batch at all.
/// 3. Structural changes are one `performBatchUpdates`: inside it the data source switches to the new snapshot (so
///    the collection view reads the new counts when the batch closes), then deletes sections, inserts sections,
///    moves sections, deletes items, inserts items and moves items — deletes and move sources at old positions,
///    inserts and move destinations at new ones, exactly as the difference lists them.
/// 4. Reloaded sections, reloaded items and reconfigured items are a second batch at their final positions, as
///    UIKit's data source issues them.
/// 5. `animatingDifferences: false` runs both batches inside `UIView.performWithoutAnimation(_:)`.
///
/// Kept section trees follow each apply (`SectionSnapshotRebase`).
extension UICollectionViewDiffableDataSource {
    /// Applies `snapshot` (diffing unless it is the first apply); false when the call was refused. `difference`,
    /// when given, is `SnapshotDifference(from: appliedSnapshot, to: snapshot)` computed by an inlined caller.
    @usableFromInline @discardableResult
    func applySnapshot(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        difference precomputed: SnapshotDifference? = nil, animatingDifferences: Bool,
        replacingTree newTree: (SectionIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)? = nil,
        operation: String
    ) -> Bool {
        guard beginApply(operation) else { return false }
        defer { isApplying = false }
        var trees = rebasedTrees(onto: snapshot, except: newTree?.0)
        if let (section, tree) = newTree { trees[section] = tree }

        guard let collectionView = feedingCollectionView, hasAppliedSnapshot else {
            hasAppliedSnapshot = true
            commit(snapshot, trees: trees)
            feedingCollectionView?.reloadData()
            return true
        }
        let difference = precomputed ?? SnapshotDifference(from: appliedSnapshot, to: snapshot)
        guard !difference.isEmpty else {
            commit(snapshot, trees: trees)
            return true
        }
        let performBatches = {
            self.performBatches(of: difference, committing: snapshot, trees: trees, on: collectionView)
        }
        if animatingDifferences {
            performBatches()
        } else {
            UIView.performWithoutAnimation(performBatches)
        }
        return true
    }

    /// Makes `snapshot` current and reloads the collection view; false when the call was refused.
    @discardableResult
    func reloadSnapshot(_ snapshot: Snapshot, operation: String) -> Bool {
        guard beginApply(operation) else { return false }
        defer { isApplying = false }
        hasAppliedSnapshot = true
        commit(snapshot, trees: rebasedTrees(onto: snapshot))
        feedingCollectionView?.reloadData()
        return true
    }

    /// The collection view, while this data source is still its data source: a collection view given another data
    /// source keeps asking that one, so applies only change this data source's state.
    var feedingCollectionView: UICollectionView? {
        guard let collectionView,
            collectionView.dataSource === self || (feedingProxy != nil && collectionView.dataSource === feedingProxy)
        else { return nil }
        return collectionView
    }

    /// Refuses an apply that starts while another one runs (UIKit asserts); otherwise marks the apply as running.
    private func beginApply(_ operation: String) -> Bool {
        guard !isApplying else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.reentrantApply))
            return false
        }
        isApplying = true
        return true
    }

    private func performBatches(
        of difference: SnapshotDifference, committing snapshot: Snapshot, trees: [SectionIdentifierType: SectionSnapshot],
        on collectionView: UICollectionView
    ) {
        if difference.hasStructuralChanges {
            collectionView.performBatchUpdates {
                self.commit(snapshot, trees: trees)
                if !difference.deletedSections.isEmpty {
                    collectionView.deleteSections(IndexSet(difference.deletedSections))
                }
                if !difference.insertedSections.isEmpty {
                    collectionView.insertSections(IndexSet(difference.insertedSections))
                }
                for move in difference.movedSections {
                    collectionView.moveSection(move.source, toSection: move.destination)
                }
                if !difference.deletedItems.isEmpty {
                    collectionView.deleteItems(at: difference.deletedItems.map { IndexPath($0) })
                }
                if !difference.insertedItems.isEmpty {
                    collectionView.insertItems(at: difference.insertedItems.map { IndexPath($0) })
                }
                for move in difference.movedItems {
                    collectionView.moveItem(at: IndexPath(move.source), to: IndexPath(move.destination))
                }
            }
        } else {
            commit(snapshot, trees: trees)
        }
        guard !difference.reloadedSections.isEmpty || !difference.reloadedItems.isEmpty
            || !difference.reconfiguredItems.isEmpty
        else { return }
        collectionView.performBatchUpdates {
            if !difference.reloadedSections.isEmpty {
                collectionView.reloadSections(IndexSet(difference.reloadedSections))
            }
            if !difference.reloadedItems.isEmpty {
                collectionView.reloadItems(at: difference.reloadedItems.map { IndexPath($0) })
            }
            if !difference.reconfiguredItems.isEmpty {
                collectionView.reconfigureItems(at: difference.reconfiguredItems.map { IndexPath($0) })
            }
        }
    }
}
