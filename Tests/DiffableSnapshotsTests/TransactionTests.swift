import DiffableSnapshots
import Testing

/// `NSDiffableDataSourceTransaction` / `NSDiffableDataSourceSectionTransaction` as reordering handlers see them.
@Suite struct TransactionTests {
    @Test func aReorderTransactionUpdatesABackingStoreBothDocumentedWays() {
        let initial = makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
        var final = initial
        withoutDiagnostics { final.moveItem(1, afterItem: 4) }
        var initialSection = NSDiffableDataSourceSectionSnapshot<Int>()
        initialSection.append([4, 5])
        var finalSection = NSDiffableDataSourceSectionSnapshot<Int>()
        finalSection.append([4, 1, 5])

        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            sectionTransactions: [
                NSDiffableDataSourceSectionTransaction(
                    sectionIdentifier: "B", initialSnapshot: initialSection, finalSnapshot: finalSection
                )
            ]
        )
        #expect(transaction.initialSnapshot == initial)
        #expect(transaction.finalSnapshot == final)
        let backingStore = [1, 2, 3, 4, 5]
        #expect(backingStore.applying(transaction.difference) == final.itemIdentifiers)
        #expect(transaction.finalSnapshot.itemIdentifiers == [2, 3, 4, 1, 5])
        // One item moved: one removal/insertion pair.
        #expect(transaction.difference.count == 2)
        #expect(transaction.difference.inferringMoves() == transaction.difference)

        let section = transaction.sectionTransactions[0]
        #expect(section.sectionIdentifier == "B")
        #expect(section.initialSnapshot.items == [4, 5])
        #expect(section.finalSnapshot.items == [4, 1, 5])
        #expect([4, 5].applying(section.difference) == [4, 1, 5])
        #expect(section.difference.insertions.count == 1 && section.difference.removals.isEmpty)
    }

    @Test func theDifferenceHasTheFewestMoves() {
        let initial = makeSnapshot(["A": [1, 2, 3, 4, 5, 6]])
        let final = makeSnapshot(["A": [6, 1, 2, 3, 4, 5]])
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final, sectionTransactions: [])
        #expect(transaction.difference.count == 2)
        #expect(initial.itemIdentifiers.applying(transaction.difference) == final.itemIdentifiers)
        #expect(transaction.sectionTransactions.isEmpty)
    }
}
