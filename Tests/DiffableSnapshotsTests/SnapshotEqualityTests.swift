import DiffableSnapshots
import Testing

/// Equality and description of `NSDiffableDataSourceSnapshot`.
@Suite struct SnapshotEqualityTests {
    @Test func equalWhenSectionsBoundariesAndOrderMatch() {
        #expect(Snapshot() == Snapshot())
        #expect(makeSnapshot(["A": [1, 2], "B": [3]]) == makeSnapshot(["A": [1, 2], "B": [3]]))
        #expect(makeSnapshot(["A": [1, 2], "B": [3]]) != makeSnapshot(["A": [1], "B": [2, 3]]))
        #expect(makeSnapshot(["A": [1, 2]]) != makeSnapshot(["A": [2, 1]]))
        #expect(makeSnapshot(["A": [1]]) != makeSnapshot(["B": [1]]))
        #expect(makeSnapshot(["A": [], "B": []]) != makeSnapshot(["B": [], "A": []]))
    }

    @Test func equalityDoesNotDependOnHowTheSnapshotWasBuilt() {
        var edited = makeSnapshot(["B": [5, 3], "A": [1, 2, 4]])
        withoutDiagnostics {
            edited.moveSection("A", beforeSection: "B")
            edited.deleteItems([4])
            edited.moveItem(3, beforeItem: 5)
        }
        #expect(edited == makeSnapshot(["A": [1, 2], "B": [3, 5]]))
    }

    @Test func descriptionListsSectionsAndItems() {
        let snapshot = makeSnapshot(["A": [1, 2], "B": []])
        #expect(snapshot.description == """
            <NSDiffableDataSourceSnapshot: numberOfSections:2 numberOfItems:2; sectionCounts=[2, 0]>
            [A: {1 2}]
            [B: {}]
            """)
    }

    @Test func snapshotsAreSendableValues() async {
        let snapshot = makeSnapshot(["A": [1, 2, 3]])
        let count = await Task.detached { snapshot.numberOfItems }.value
        #expect(count == 3)
    }
}
