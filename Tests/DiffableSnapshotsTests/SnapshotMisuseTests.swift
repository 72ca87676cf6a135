import CollectionDiagnostics
import DiffableSnapshots
import Testing

/// Every misuse UIKit raises for (spec §3.1) is rejected with its text, the call's name, and no state change.
@Suite struct SnapshotMisuseTests {
    let snapshot = makeSnapshot(["A": [1, 2], "B": [3]])

    @Test func appendingItemsWithoutSectionsIsRejectedFirst() {
        for items in [[1], [], [2, 2]] {
            expectRejection(
                of: Snapshot(), operation: "appendItems(_:toSection:)",
                message: "There are currently no sections in the data source. Please add a section first."
            ) { $0.appendItems(items) }
        }
    }

    @Test func appendingItemsToAnUnknownSectionIsRejected() {
        expectRejection(
            of: snapshot, operation: "appendItems(_:toSection:)",
            message: "Invalid parameter not satisfying: section != NSNotFound"
        ) { $0.appendItems([4], toSection: "Z") }
        // Argument uniqueness is checked before the section lookup.
        expectRejection(
            of: snapshot, operation: "appendItems(_:toSection:)",
            message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    4\n)}"
        ) { $0.appendItems([4, 4], toSection: "Z") }
    }

    @Test func insertingNextToAnUnknownItemIsRejected() {
        expectRejection(
            of: snapshot, operation: "insertItems(_:beforeItem:)",
            message: "Invalid parameter not satisfying: section != NSNotFound"
        ) { $0.insertItems([4], beforeItem: 99) }
        expectRejection(
            of: snapshot, operation: "insertItems(_:afterItem:)",
            message: "Invalid parameter not satisfying: section != NSNotFound"
        ) { $0.insertItems([1], afterItem: 99) }
    }

    @Test func invalidItemMovesAreRejected() {
        expectRejection(
            of: snapshot, operation: "moveItem(_:beforeItem:)",
            message: "Invalid update: destination for item move is the same as the source [1] for update: <_UIDiffableDataSourceUpdate - action: MOV; destinationIdentifier:1; destIsSection: 0; identifiers: [1]>."
        ) { $0.moveItem(1, beforeItem: 1) }
        expectRejection(
            of: snapshot, operation: "moveItem(_:afterItem:)",
            message: "Invalid parameter not satisfying: fromIndex != NSNotFound"
        ) { $0.moveItem(99, afterItem: 1) }
        expectRejection(
            of: snapshot, operation: "moveItem(_:beforeItem:)",
            message: "Invalid parameter not satisfying: toIndex != NSNotFound"
        ) { $0.moveItem(1, beforeItem: 99) }
    }

    @Test func invalidSectionMovesAreRejected() {
        expectRejection(
            of: snapshot, operation: "moveSection(_:afterSection:)",
            message: "Invalid update: destination for section move is the same as the source [A] for update: <_UIDiffableDataSourceUpdate - action: MOV; destinationIdentifier:A; destIsSection: 0; identifiers: [A]>."
        ) { $0.moveSection("A", afterSection: "A") }
        expectRejection(
            of: snapshot, operation: "moveSection(_:beforeSection:)",
            message: "Invalid parameter not satisfying: fromSection != NSNotFound"
        ) { $0.moveSection("Z", beforeSection: "A") }
        expectRejection(
            of: snapshot, operation: "moveSection(_:afterSection:)",
            message: "Invalid parameter not satisfying: toSection != NSNotFound"
        ) { $0.moveSection("A", afterSection: "Z") }
    }

    @Test func repeatedIdentifiersInDeletesAndReloadsAreFatal() {
        expectRejection(
            of: snapshot, operation: "deleteSections(_:)",
            message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    A\n)}"
        ) { $0.deleteSections(["A", "Z", "A"]) }
        expectRejection(
            of: snapshot, operation: "reloadSections(_:)",
            message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    B\n)}"
        ) { $0.reloadSections(["B", "B"]) }
        expectRejection(
            of: snapshot, operation: "reloadItems(_:)",
            message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1,\n    2\n)}"
        ) { $0.reloadItems([1, 2, 1, 2]) }
        expectRejection(
            of: snapshot, operation: "reconfigureItems(_:)",
            message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    3\n)}"
        ) { $0.reconfigureItems([3, 3]) }
    }

    @Test func reloadingOrReconfiguringAbsentItemsIsRejected() {
        var marked = snapshot
        withoutDiagnostics { marked.reloadItems([2]) }
        expectRejection(
            of: marked, operation: "reloadItems(_:)",
            message: "Attempted to reload item identifier that does not exist in the snapshot: 7"
        ) { $0.reloadItems([1, 7, 8]) }
        expectRejection(
            of: marked, operation: "reconfigureItems(_:)",
            message: "Attempted to reconfigure item identifier that does not exist in the snapshot: 8"
        ) { $0.reconfigureItems([8]) }
    }

    @Test func askingAboutAnUnknownSectionIsReported() {
        let message = "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
        let (count, countDiagnostics) = Diagnostics.recording { snapshot.numberOfItems(inSection: "Z") }
        #expect(count == 0)
        #expect(countDiagnostics == [.error("numberOfItems(inSection:)", message)])
        let (items, itemDiagnostics) = Diagnostics.recording { snapshot.itemIdentifiers(inSection: "Z") }
        #expect(items == [])
        #expect(itemDiagnostics == [.error("itemIdentifiers(inSection:)", message)])
    }

    @Test func rejectedCallsLeaveMarksAlone() {
        var marked = snapshot
        withoutDiagnostics {
            marked.reloadItems([1])
            marked.reconfigureItems([3])
            marked.reloadSections(["B"])
        }
        expectRejection(of: marked, operation: "appendSections(_:)",
                        message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    C\n)}") {
            $0.appendSections(["C", "C"])
        }
        expectRejection(of: marked, operation: "reloadSections(_:)",
                        message: "Attempted to reload section identifier that does not exist in the snapshot: C") {
            $0.reloadSections(["A", "C"])
        }
    }
}
