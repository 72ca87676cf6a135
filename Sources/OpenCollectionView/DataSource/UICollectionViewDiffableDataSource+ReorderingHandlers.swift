import CollectionDiagnostics
import Foundation

extension UICollectionViewDiffableDataSource {
    /// Which items the user may reorder, and what to do around a reorder (UIKit:
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`, iOS 14).
    ///
    /// When a reorder ends, the data source builds an `NSDiffableDataSourceTransaction`, calls `willReorder`,
    /// updates its own snapshot (and the trees of section snapshots), then calls `didReorder` — where an app updates
    /// its backing store, e.g. `items = transaction.finalSnapshot.itemIdentifiers` or
    /// `items = items.applying(transaction.difference)!`.
    public struct ReorderingHandlers {
        /// Whether the user may pick the item up; without this handler nothing can be reordered.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called with the transaction before the data source changes its snapshot.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the transaction after the data source changed its snapshot.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }

    // MARK: Interactive reorder (driven by the collection view's interactive movement)

    /// Picks up the item at `indexPath` for an interactive reorder; false (and nothing picked up) when there is no
    /// item there or `canReorderItem` does not allow it.
    package func beginInteractiveReorder(at indexPath: IndexPath) -> Bool {
        let operation = "beginInteractiveReorder(at:)"
        guard let item = itemIdentifier(for: indexPath) else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.noItemToReorder(at: indexPath)))
            return false
        }
        guard reorderingHandlers.canReorderItem?(item) ?? false else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.reorderNotAllowed(item)))
            return false
        }
        reorderSource = indexPath
        return true
    }

    /// Drops the picked-up item at `destination` (its index path once the move is done): the data source commits the
    /// reorder (handlers and transaction as `ReorderingHandlers` describes) and the collection view moves the item's
    /// cell. Returns the transaction, or `nil` when nothing was picked up or the destination is invalid (reported;
    /// the pick-up is dropped and nothing changes).
    @discardableResult
    package func commitInteractiveReorder(
        to destination: IndexPath
    ) -> NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>? {
        let operation = "commitInteractiveReorder(to:)"
        guard let source = reorderSource else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.noReorderInProgress))
            return nil
        }
        reorderSource = nil
        guard let transaction = reorderItem(at: source, to: destination, operation: operation) else { return nil }
        // The data source already answers with the new counts, so the move passes the batch checks.
        feedingCollectionView?.moveItem(at: source, to: destination)
        return transaction
    }

    /// Puts the picked-up item back; nothing changes.
    package func cancelInteractiveReorder() {
        reorderSource = nil
    }

    /// Moves the item at `source` to `destination` in the applied snapshot, with the reordering handlers and the
    /// transaction, without touching the collection view. O(N).
    @discardableResult
    func reorderItem(
        at source: IndexPath, to destination: IndexPath, operation: String
    ) -> NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>? {
        guard !isApplying else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.reentrantApply))
            return nil
        }
        guard let item = itemIdentifier(for: source) else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.noItemToReorder(at: source)))
            return nil
        }
        guard destination.count == 2, let destinationSection = sectionIdentifier(for: destination[0]) else {
            Diagnostics.report(.error(operation, DiffableDataSourceMessages.reorderDestinationOutOfBounds(destination, itemCount: nil)))
            return nil
        }
        let sourceSection = appliedSnapshot.sectionIdentifiers[source[0]]
        var final = appliedSnapshot
        final.deleteItems([item])
        let remaining = final.itemIdentifiers(inSection: destinationSection)
        guard (0...remaining.count).contains(destination[1]) else {
            Diagnostics.report(.error(
                operation, DiffableDataSourceMessages.reorderDestinationOutOfBounds(destination, itemCount: remaining.count)))
            return nil
        }
        if destination[1] < remaining.count {
            final.insertItems([item], beforeItem: remaining[destination[1]])
        } else {
            final.appendItems([item], toSection: destinationSection)
        }

        var finalTrees = sectionTrees
        for (section, tree) in sectionTrees where section == sourceSection || section == destinationSection {
            let index = final.indexOfSection(section)!
            finalTrees[section] = SectionSnapshotRebase.rebase(
                tree, onto: final.itemIdentifiers(inSection: final.sectionIdentifiers[index]),
                isInSnapshot: { final.indexOfItem($0) != nil })
        }
        let touched = sourceSection == destinationSection ? [sourceSection] : [sourceSection, destinationSection]
        let sectionTransactions = touched.map { section in
            NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: sectionSnapshot(for: section),
                finalSnapshot: finalTrees[section] ?? Self.rootsSnapshot(final.itemIdentifiers(inSection: section)))
        }
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: appliedSnapshot, finalSnapshot: final, sectionTransactions: sectionTransactions)

        reorderingHandlers.willReorder?(transaction)
        commit(final, trees: finalTrees)
        reorderingHandlers.didReorder?(transaction)
        return transaction
    }

    private static func rootsSnapshot(_ items: [ItemIdentifierType]) -> SectionSnapshot {
        var snapshot = SectionSnapshot()
        snapshot.append(items)
        return snapshot
    }
}
