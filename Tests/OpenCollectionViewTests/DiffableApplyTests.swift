import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// `apply(_:animatingDifferences:completion:)` and `applySnapshotUsingReloadData`: what reaches the collection view.
@MainActor
@Suite struct DiffableApplyTests {
    @Test func theDataSourceInstallsItselfAndIsHeldWeakly() {
        let collectionView = makeRowsCollectionView()
        var dataSource: IntDataSource? = IntDataSource(collectionView: collectionView) { _, _, _ in nil }
        #expect(collectionView.dataSource === dataSource)
        weak let weakDataSource = dataSource
        dataSource = nil
        #expect(weakDataSource == nil)
        #expect(collectionView.dataSource == nil)
    }

    @Test func theFirstApplyReloadsTheCollectionView() {
        let host = DiffableHost()
        var completed = false
        host.dataSource.apply(makeSnapshot(["A": [1, 2, 3], "B": [4]])) { completed = true }
        #expect(completed)
        #expect(host.collectionView.lastBatchUpdate == nil)
        #expect(host.counts == [3, 1])
        host.collectionView.layoutIfNeeded()
        #expect(host.log.requestedItems == [1, 2, 3, 4])
        #expect(host.shownItems == [[1, 2, 3], [4]])
    }

    @Test func laterAppliesPerformTheDifferenceAsOneBatch() throws {
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2, 3, 4], "B": [5, 6]]))
        let before = host.cellsByItem
        host.dataSource.apply(makeSnapshot(["A": [4, 1, 3], "B": [6, 7, 2]]))

        let batch = try #require(host.collectionView.lastBatchUpdate)
        #expect(batch.animated)
        #expect(batch.numberOfItemsBeforeUpdate == [4, 2])
        #expect(batch.numberOfItemsAfterUpdate == [3, 3])
        #expect(batch.itemUpdates(.delete) == [delete(path(0, 1))])
        #expect(batch.itemUpdates(.insert) == [insert(path(1, 1))])
        #expect(Set(batch.itemUpdates(.move)) == [move(path(3, 0), path(0, 0)), move(path(1, 0), path(2, 1))])
        // Items that stay or move keep their cells; only the new item asks the provider.
        for item in [1, 2, 3, 4, 6] {
            #expect(host.cellsByItem[item] == before[item], "item \(item)")
        }
        host.collectionView.layoutIfNeeded()
        #expect(host.log.requestedItems == [7])
        #expect(host.shownItems == [[4, 1, 3], [6, 7, 2]])
    }

    @Test func sectionChangesArePerformed() throws {
        let host = DiffableHost(showing: makeSnapshot(["A": [1], "B": [2], "C": [3]]))
        host.dataSource.apply(makeSnapshot(["C": [3], "D": [4], "A": [1]]))
        let batch = try #require(host.collectionView.lastBatchUpdate)
        #expect(batch.sectionUpdates(.delete) == [SectionUpdate(action: .delete, sectionBeforeUpdate: 1, sectionAfterUpdate: nil)])
        #expect(batch.sectionUpdates(.insert) == [SectionUpdate(action: .insert, sectionBeforeUpdate: nil, sectionAfterUpdate: 1)])
        #expect(batch.sectionUpdates(.move).count == 1)
        host.collectionView.layoutIfNeeded()
        #expect(host.shownItems == [[3], [4], [1]])
        #expect(host.log.requestedItems == [4])
    }

    @Test func anIdenticalSnapshotPerformsNoBatchButCompletes() {
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2]]))
        var completions = 0
        host.dataSource.apply(makeSnapshot(["A": [1, 2]])) { completions += 1 }
        #expect(completions == 1)
        #expect(host.collectionView.lastBatchUpdate == nil)
        host.collectionView.layoutIfNeeded()
        #expect(host.log.requests.isEmpty)
    }

    @Test func withoutAnimationTheSameDifferenceIsPerformed() throws {
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2, 3]]))
        let before = host.cellsByItem
        host.dataSource.apply(makeSnapshot(["A": [3, 1, 2, 4]]), animatingDifferences: false)
        let batch = try #require(host.collectionView.lastBatchUpdate)
        #expect(!batch.animated)
        #expect(batch.itemUpdates == [insert(path(3)), move(path(2), path(0))])
        #expect(host.cellsByItem[3] == before[3])
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func applyingUsingReloadDataReloadsAndTheNextApplyDiffsAgainstIt() {
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2, 3]]))
        host.dataSource.applySnapshotUsingReloadData(makeSnapshot(["A": [3, 2, 1]]))
        #expect(host.collectionView.visibleCells.isEmpty)
        #expect(host.collectionView.lastBatchUpdate == nil)
        host.collectionView.layoutIfNeeded()
        #expect(host.log.requestedItems == [3, 2, 1])
        host.dataSource.apply(makeSnapshot(["A": [3, 2, 1, 0]]))
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [insert(path(3))])
    }

    @Test func reloadedItemsGetNewCellsAtTheirFinalPositionsInASecondBatch() throws {
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2, 3]]))
        let before = host.cellsByItem
        var next = makeSnapshot(["A": [3, 1, 2]])
        next.reloadItems([2])
        host.log.content[2] = 200
        host.dataSource.apply(next)
        // The structural batch moved 3; the reload batch that followed names 2 at its final position.
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [reload(path(2), path(2))])
        #expect(host.cellsByItem[3] == before[3])
        host.collectionView.layoutIfNeeded()
        #expect(host.log.requestedItems == [2])
        #expect(host.shownItems == [[3, 1, 200]])
        #expect(host.cellsByItem[2] != before[2])
        #expect(host.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func reconfiguredItemsAreConfiguredAgainInTheirCells() throws {
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2, 3]]))
        let before = host.cellsByItem
        var next = host.dataSource.snapshot()
        next.reconfigureItems([2])
        host.log.content[2] = 222
        host.dataSource.apply(next)
        #expect(host.log.requests.map(\.indexPath) == [path(1)])
        #expect(host.cellsByItem == before)
        #expect(host.shownItems == [[1, 222, 3]])
        let cell = try #require(host.collectionView.cellForItem(at: path(1)) as? TrackingCell)
        #expect(cell.reuseCount == 0)
        #expect(host.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func reloadedSectionsAreReloaded() {
        let host = DiffableHost(showing: makeSnapshot(["A": [1], "B": [2, 3]]))
        var next = host.dataSource.snapshot()
        next.reloadSections(["B"])
        host.dataSource.apply(next)
        #expect(host.collectionView.lastBatchUpdate?.sectionUpdates == [
            SectionUpdate(action: .reload, sectionBeforeUpdate: 1, sectionAfterUpdate: 1)
        ])
        host.collectionView.layoutIfNeeded()
        #expect(host.log.requestedItems == [2, 3])
    }

    @Test func marksOfItemsNotInTheSnapshotAreIgnored() {
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2]]))
        var next = host.dataSource.snapshot()
        next.reloadItems([2])
        next.deleteItems([2])
        #expect(next.reloadedItemIdentifiers == [2])
        host.dataSource.apply(next)
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [delete(path(1))])
    }

    @Test func theAsyncFormsApplyToo() async {
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2]]))
        await host.dataSource.apply(makeSnapshot(["A": [2, 1]]))
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [move(path(1), path(0))])
        await host.dataSource.apply(makeSnapshot(["A": [1, 2]]), animatingDifferences: false)
        #expect(host.collectionView.lastBatchUpdate?.animated == false)
        await host.dataSource.applySnapshotUsingReloadData(makeSnapshot(["A": [9]]))
        #expect(host.counts == [1])
        #expect(host.collectionView.lastBatchUpdate == nil)
    }

    @Test func snapshotIsADetachedCopyWithoutMarks() {
        let host = DiffableHost()
        var applied = makeSnapshot(["A": [1, 2]])
        applied.reconfigureItems([1])
        host.dataSource.apply(applied)
        var copy = host.dataSource.snapshot()
        #expect(copy == makeSnapshot(["A": [1, 2]]))
        #expect(copy.reconfiguredItemIdentifiers.isEmpty)
        copy.appendItems([3])
        #expect(host.dataSource.snapshot().numberOfItems == 2)
    }

    @Test func countsAreAnsweredFromTheAppliedStateInsideTheBatch() {
        // The collection view reads the new counts when the batch closes; the data source must already answer with
        // them, and never with a half-applied state.
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2]]))
        let (_, diagnostics) = Diagnostics.recording {
            host.dataSource.apply(makeSnapshot(["A": [1, 2, 3], "B": [4]]))
        }
        #expect(diagnostics.isEmpty)
        #expect(host.counts == [3, 1])
    }

    @Test func aCollectionViewGivenAnotherDataSourceIsLeftAlone() {
        let host = DiffableHost(showing: makeSnapshot(["A": [1, 2]]))
        let other = ModelDataSource([[7, 8, 9]])
        host.collectionView.dataSource = other
        host.collectionView.layoutIfNeeded()
        let (_, diagnostics) = Diagnostics.recording { host.dataSource.apply(makeSnapshot(["A": [2, 1, 3]])) }
        #expect(diagnostics.isEmpty)
        #expect(host.dataSource.snapshot() == makeSnapshot(["A": [2, 1, 3]]))
        #expect(host.counts == [3])
        #expect(host.collectionView.visibleCells.map(\.tag) == [7, 8, 9])
        // Given back, the collection view reloads from the data source's state.
        host.collectionView.dataSource = host.dataSource
        host.collectionView.layoutIfNeeded()
        #expect(host.shownItems == [[2, 1, 3]])
    }

    @Test func anApplyFromInsideACellProviderIsRefused() {
        let collectionView = makeRowsCollectionView()
        var dataSource: IntDataSource!
        var reentrantDiagnostics: [Diagnostic] = []
        var applyFromProvider = false
        dataSource = IntDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            if applyFromProvider {
                // A reconfigure asks the provider during the apply.
                reentrantDiagnostics = Diagnostics.recording { dataSource.apply(makeSnapshot(["Z": [9]])) }.diagnostics
            }
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(makeSnapshot(["A": [1, 2]]))
        collectionView.layoutIfNeeded()
        var next = dataSource.snapshot()
        next.reconfigureItems([2])
        applyFromProvider = true
        dataSource.apply(next)
        #expect(reentrantDiagnostics.map(\.operation) == ["apply(_:animatingDifferences:completion:)"])
        #expect(reentrantDiagnostics.first?.message.hasPrefix(
            "Diffable data source detected an attempt to apply a snapshot while a previous apply is still in progress") == true)
        #expect(dataSource.snapshot() == makeSnapshot(["A": [1, 2]]))
    }
}
