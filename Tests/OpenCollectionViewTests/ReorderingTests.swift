import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// Interactive reordering through the data source (spec diffable.md §5.8): transactions and handler order.
@MainActor
@Suite struct ReorderingTests {
    typealias Transaction = NSDiffableDataSourceTransaction<String, Int>

    @MainActor
    final class ReorderLog {
        var entries: [String] = []
        var transactions: [Transaction] = []
    }

    let host = DiffableHost(showing: makeSnapshot(["A": [1, 2, 3, 4], "B": [5, 6]]))
    let log = ReorderLog()

    func installHandlers() {
        let log = log
        let dataSource = host.dataSource
        dataSource.reorderingHandlers.canReorderItem = { $0 != 6 }
        dataSource.reorderingHandlers.willReorder = { transaction in
            log.entries.append("will, applied \(dataSource.snapshot().itemIdentifiers)")
            log.transactions.append(transaction)
        }
        dataSource.reorderingHandlers.didReorder = { transaction in
            log.entries.append("did, applied \(dataSource.snapshot().itemIdentifiers)")
        }
    }

    @Test func aMoveWithinASectionCommitsATransaction() throws {
        installHandlers()
        let cellOf1 = try #require(host.collectionView.cellForItem(at: path(0)))
        #expect(host.dataSource.beginInteractiveReorder(at: path(0)))
        let transaction = try #require(host.dataSource.commitInteractiveReorder(to: path(2)))

        #expect(log.entries == ["will, applied [1, 2, 3, 4, 5, 6]", "did, applied [2, 3, 1, 4, 5, 6]"])
        #expect(transaction.initialSnapshot == makeSnapshot(["A": [1, 2, 3, 4], "B": [5, 6]]))
        #expect(transaction.finalSnapshot == makeSnapshot(["A": [2, 3, 1, 4], "B": [5, 6]]))
        #expect(transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference) == transaction.finalSnapshot.itemIdentifiers)
        #expect(transaction.difference.insertions.count == 1)
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A"])
        let section = try #require(transaction.sectionTransactions.first)
        #expect(section.initialSnapshot.items == [1, 2, 3, 4])
        #expect(section.finalSnapshot.items == [2, 3, 1, 4])
        #expect(section.initialSnapshot.items.applying(section.difference) == section.finalSnapshot.items)

        // The collection view moved the item's cell.
        #expect(host.collectionView.cellForItem(at: path(2)) === cellOf1)
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [move(path(0), path(2))])
        #expect(host.dataSource.snapshot() == transaction.finalSnapshot)
    }

    @Test func aMoveAcrossSectionsTouchesBoth() throws {
        installHandlers()
        #expect(host.dataSource.beginInteractiveReorder(at: path(3, 0)))
        let transaction = try #require(host.dataSource.commitInteractiveReorder(to: path(2, 1)))
        #expect(transaction.finalSnapshot == makeSnapshot(["A": [1, 2, 3], "B": [5, 6, 4]]))
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
        #expect(transaction.sectionTransactions.map(\.finalSnapshot.items) == [[1, 2, 3], [5, 6, 4]])
        #expect(transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference) == transaction.finalSnapshot.itemIdentifiers)
        #expect(host.counts == [3, 3])
        // The app's backing store follows the transaction.
        var backingStore = [1, 2, 3, 4, 5, 6]
        backingStore = try #require(backingStore.applying(transaction.difference))
        #expect(backingStore == transaction.finalSnapshot.itemIdentifiers)
    }

    @Test func theCollectionViewsMoveCallbackCommitsWithoutMovingCellsAgain() throws {
        installHandlers()
        host.dataSource.collectionView(host.collectionView, moveItemAt: path(0, 1), to: path(0, 0))
        #expect(log.transactions.count == 1)
        #expect(host.dataSource.snapshot() == makeSnapshot(["A": [5, 1, 2, 3, 4], "B": [6]]))
        #expect(host.collectionView.lastBatchUpdate == nil)
    }

    @Test func onlyItemsTheHandlerAllowsCanBePickedUp() {
        let (began, diagnostics) = Diagnostics.recording { host.dataSource.beginInteractiveReorder(at: path(0)) }
        #expect(!began)
        #expect(diagnostics.map(\.message) == ["Invalid reorder: reorderingHandlers.canReorderItem does not allow item 1 to move"])
        installHandlers()
        let (refused, _) = Diagnostics.recording { host.dataSource.beginInteractiveReorder(at: path(1, 1)) }
        #expect(!refused)
        let (nothing, missing) = Diagnostics.recording { host.dataSource.beginInteractiveReorder(at: path(7, 0)) }
        #expect(!nothing)
        #expect(missing.map(\.message) == ["Invalid reorder: there is no item at index path [0, 7] to move"])
    }

    @Test func commitsWithoutAPickUpOrPastTheEndChangeNothing() {
        installHandlers()
        let (none, noPickUp) = Diagnostics.recording { host.dataSource.commitInteractiveReorder(to: path(0)) }
        #expect(none == nil)
        #expect(noPickUp.map(\.message) == ["Invalid reorder: no interactive reorder was begun"])

        #expect(host.dataSource.beginInteractiveReorder(at: path(0)))
        let (tooFar, pastTheEnd) = Diagnostics.recording { host.dataSource.commitInteractiveReorder(to: path(4)) }
        #expect(tooFar == nil)
        #expect(pastTheEnd.map(\.message) == [
            "Invalid reorder: destination index path [0, 4] is past the end of its section, which holds 3 items once the "
                + "moved item is taken out"
        ])
        let (_, noSection) = Diagnostics.recording {
            _ = host.dataSource.beginInteractiveReorder(at: path(0))
            _ = host.dataSource.commitInteractiveReorder(to: path(0, 5))
        }
        #expect(noSection.map(\.message) == ["Invalid reorder: destination index path [5, 0] names a section that does not exist"])
        #expect(log.entries.isEmpty)
        #expect(host.dataSource.snapshot() == makeSnapshot(["A": [1, 2, 3, 4], "B": [5, 6]]))
    }

    @Test func cancellingPutsTheItemBack() {
        installHandlers()
        #expect(host.dataSource.beginInteractiveReorder(at: path(0)))
        host.dataSource.cancelInteractiveReorder()
        let (result, _) = Diagnostics.recording { host.dataSource.commitInteractiveReorder(to: path(1)) }
        #expect(result == nil)
        #expect(log.entries.isEmpty)
    }

    @Test func aReorderInsideAnOutlineSectionKeepsItsTree() throws {
        let host = DiffableHost()
        var tree = IntSectionSnapshot()
        tree.append([1, 2, 3])
        tree.append([21], to: 2)
        host.dataSource.apply(tree, to: "outline")
        host.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        #expect(host.dataSource.beginInteractiveReorder(at: path(2)))
        let transaction = try #require(host.dataSource.commitInteractiveReorder(to: path(0)))
        let section = try #require(transaction.sectionTransactions.first)
        #expect(section.initialSnapshot.items == [1, 2, 21, 3])
        #expect(section.finalSnapshot.items == [3, 1, 2, 21])
        #expect(host.dataSource.snapshot(for: "outline").parent(of: 21) == 2)
    }
}
