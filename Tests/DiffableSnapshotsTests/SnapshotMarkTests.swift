import CollectionDiagnostics
import DiffableSnapshots
import Testing

/// Reload and reconfigure marks (spec §3.3).
@Suite struct SnapshotMarkTests {
    @Test func marksAreListedOnceInFirstMarkedOrder() {
        var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4]])
        withoutDiagnostics {
            snapshot.reloadItems([3, 1])
            snapshot.reloadItems([1, 4])
            snapshot.reconfigureItems([2])
            snapshot.reconfigureItems([2, 3])
            snapshot.reloadSections(["B"])
        }
        #expect(snapshot.reloadedItemIdentifiers == [3, 1, 4])
        #expect(snapshot.reconfiguredItemIdentifiers == [2, 3])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
    }

    @Test func marksFollowTheIdentifierThroughMoves() {
        var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4]])
        withoutDiagnostics {
            snapshot.reloadItems([1])
            snapshot.reconfigureItems([2])
            snapshot.moveItem(1, afterItem: 4)
            snapshot.moveSection("B", beforeSection: "A")
        }
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        let batch = SnapshotDifference(from: snapshot.withoutMarks, to: snapshot)
        #expect(batch.reloadedItems == [SnapshotIndexPath(item: 1, section: 0)])
        #expect(batch.reconfiguredItems == [SnapshotIndexPath(item: 0, section: 1)])
    }

    @Test func marksSurviveDeletesButAreNotApplied() {
        var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
        withoutDiagnostics {
            snapshot.reloadItems([1, 3])
            snapshot.reloadSections(["B"])
            snapshot.deleteItems([1])
            snapshot.deleteSections(["B"])
        }
        #expect(snapshot.reloadedItemIdentifiers == [1, 3])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
        let batch = SnapshotDifference(from: snapshot, to: snapshot)
        #expect(batch.isEmpty)

        withoutDiagnostics { snapshot.deleteAllItems() }
        #expect(snapshot.reloadedItemIdentifiers == [1, 3])
    }

    @Test func reappendingADeletedItemDoesNotMarkIt() {
        var snapshot = makeSnapshot(["A": [1, 2]])
        withoutDiagnostics {
            snapshot.deleteItems([1])
            snapshot.appendItems([1])
        }
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func equalityIgnoresMarks() {
        let plain = makeSnapshot(["A": [1, 2]])
        var marked = plain
        withoutDiagnostics {
            marked.reloadItems([1])
            marked.reconfigureItems([2])
            marked.reloadSections(["A"])
        }
        #expect(marked == plain)
        let copy = marked
        #expect(copy.reloadedItemIdentifiers == [1], "a copy carries the marks")
        let applied = marked.withoutMarks
        #expect(applied == marked)
        #expect(applied.reloadedItemIdentifiers.isEmpty)
        #expect(applied.reconfiguredItemIdentifiers.isEmpty)
        #expect(applied.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func reloadWinsOverReconfigure() {
        var snapshot = makeSnapshot(["A": [1, 2]])
        withoutDiagnostics {
            snapshot.reconfigureItems([1, 2])
            snapshot.reloadItems([2])
        }
        #expect(snapshot.reconfiguredItemIdentifiers == [1, 2])
        let batch = SnapshotDifference(from: snapshot.withoutMarks, to: snapshot)
        #expect(batch.reloadedItems == [SnapshotIndexPath(item: 1, section: 0)])
        #expect(batch.reconfiguredItems == [SnapshotIndexPath(item: 0, section: 0)])
        #expect(!batch.hasStructuralChanges)
        #expect(!batch.isEmpty)
    }
}
