import CollectionDiagnostics
import DiffableSnapshots
import Testing

/// Exact batches computed by `SnapshotDifference(from:to:)`, and applying them to a model.
@Suite struct SnapshotDifferenceTests {
    typealias Path = SnapshotIndexPath
    typealias ItemMove = SnapshotDifference.ItemMove
    typealias SectionMove = SnapshotDifference.SectionMove

    func path(_ section: Int, _ item: Int) -> Path { Path(item: item, section: section) }
    func move(_ from: Path, _ to: Path) -> ItemMove { ItemMove(source: from, destination: to) }

    @Test func identicalSnapshotsNeedNoBatch() {
        let snapshot = makeSnapshot(["A": [1, 2], "B": []])
        let batch = SnapshotDifference(from: snapshot, to: snapshot)
        #expect(batch == SnapshotDifference())
        #expect(batch.isEmpty)
        #expect(SnapshotDifference(from: Snapshot(), to: Snapshot()).isEmpty)
    }

    @Test func rotatingOneItemIsOneMove() {
        let batch = SnapshotDifference(from: makeSnapshot(["A": [1, 2, 3, 4, 5]]), to: makeSnapshot(["A": [5, 1, 2, 3, 4]]))
        #expect(batch == SnapshotDifference(movedItems: [move(path(0, 4), path(0, 0))]))
    }

    @Test func reversingFourItemsIsThreeMoves() {
        let batch = SnapshotDifference(from: makeSnapshot(["A": [1, 2, 3, 4]]), to: makeSnapshot(["A": [4, 3, 2, 1]]))
        #expect(batch.movedItems.count == 3)
        #expect(batch.deletedItems.isEmpty && batch.insertedItems.isEmpty)
    }

    @Test func deletesUseOldPathsAndInsertsNewPaths() {
        let batch = SnapshotDifference(
            from: makeSnapshot(["A": [1, 2, 3], "B": [7, 8]]),
            to: makeSnapshot(["A": [0, 1, 3, 4], "B": [8]])
        )
        #expect(batch == SnapshotDifference(
            deletedItems: [path(0, 1), path(1, 0)],
            insertedItems: [path(0, 0), path(0, 3)]
        ))
    }

    @Test func itemsCrossingASectionBoundaryMove() {
        // [A: a | B: b] → [A: a b | B: ] — same flattened order, different section.
        let batch = SnapshotDifference(from: makeSnapshot(["A": [1], "B": [2]]), to: makeSnapshot(["A": [1, 2], "B": []]))
        #expect(batch == SnapshotDifference(movedItems: [move(path(1, 0), path(0, 1))]))
    }

    @Test func sectionsAreDeletedInsertedAndMovedMinimally() {
        let batch = SnapshotDifference(
            from: makeSnapshot(["A": [1], "B": [2], "C": [3]]),
            to: makeSnapshot(["C": [3], "A": [1], "D": [4]])
        )
        #expect(batch == SnapshotDifference(
            deletedSections: [1], insertedSections: [2], movedSections: [SectionMove(source: 2, destination: 0)]
        ))
    }

    @Test func itemsOfDeletedOrInsertedSectionsTravelWithTheSection() {
        let outOfDeleted = SnapshotDifference(from: makeSnapshot(["A": [1], "B": [2]]), to: makeSnapshot(["A": [1, 2]]))
        #expect(outOfDeleted == SnapshotDifference(deletedSections: [1], insertedItems: [path(0, 1)]))

        let intoInserted = SnapshotDifference(from: makeSnapshot(["A": [1, 2]]), to: makeSnapshot(["A": [1], "B": [2]]))
        #expect(intoInserted == SnapshotDifference(insertedSections: [1], deletedItems: [path(0, 1)]))
    }

    @Test func itemsChangeInsideAMovedSection() {
        let batch = SnapshotDifference(
            from: makeSnapshot(["A": [1, 2], "B": [3, 4]]),
            to: makeSnapshot(["B": [4, 3, 5], "A": [1, 2]])
        )
        #expect(batch == SnapshotDifference(
            movedSections: [SectionMove(source: 1, destination: 0)],
            insertedItems: [path(0, 2)],
            movedItems: [move(path(1, 1), path(0, 0))]
        ))
    }

    @Test func marksBecomeReloadsAtNewPaths() {
        let old = makeSnapshot(["A": [1, 2], "B": [3]])
        var new = makeSnapshot(["B": [3, 1], "A": [2]])
        withoutDiagnostics {
            new.reloadItems([1])
            new.reconfigureItems([2, 3])
            new.reloadSections(["A"])
        }
        let batch = SnapshotDifference(from: old, to: new)
        #expect(batch.reloadedItems == [path(0, 1)])
        #expect(batch.reconfiguredItems == [path(0, 0), path(1, 0)])
        #expect(batch.reloadedSections == [1])
        // The old snapshot's marks play no part.
        #expect(SnapshotDifference(from: new, to: old).reloadedItems.isEmpty)
    }

    @Test func applyingTheBatchToAModelGivesTheNewLayout() {
        let old = makeSnapshot(["A": [1, 2, 3], "B": [4, 5], "C": [6], "D": [7, 8]])
        let new = makeSnapshot(["D": [8, 3, 7], "E": [9, 5], "A": [2, 1, 10], "C": [6, 4]])
        let batch = SnapshotDifference(from: old, to: new)
        let target = layout(of: new)
        var model = layout(of: old)
        batch.apply(
            to: &model, items: \.items,
            sectionValue: { target[$0] },
            itemValue: { target[$0.section].items[$0.item] }
        )
        #expect(model == layout(of: new))
        #expect(batch.deletedSections == [1])
        #expect(batch.insertedSections == [1])
    }

    @Test func applyingToAnArrayOfArrays() {
        let batch = SnapshotDifference(
            deletedSections: [0], insertedSections: [1], deletedItems: [Path(item: 0, section: 1)],
            insertedItems: [Path(item: 2, section: 0)], movedItems: [move(path(1, 1), path(0, 0))],
            reloadedItems: [path(0, 1)]
        )
        var model = [["x"], ["a", "b", "c"]]
        batch.apply(to: &model, sectionValue: { _ in ["new section"] }, itemValue: { "v\($0.section)\($0.item)" })
        #expect(model == [["b", "v01", "v02"], ["new section"]])
    }
}
