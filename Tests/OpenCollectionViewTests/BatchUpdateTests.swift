import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// `performBatchUpdates` and the single update calls on the headless collection view: counts, visible cells and
/// data-source calls, exactly as UIKit's batch rules give them.
@MainActor
@Suite struct BatchUpdateTests {
    @Test func insertingAnItemShiftsTheCellsAfterItAndAsksForOneCellAtTheNextLayoutPass() {
        let host = BatchHost([[10, 11, 12]])
        let before = host.cellsByItem
        host.model.sections = [[10, 99, 11, 12]]
        host.collectionView.insertItems(at: [path(1)])

        #expect(host.counts == [4])
        #expect(host.cell(0) === before[10])
        #expect(host.cell(1) == nil)
        #expect(host.cell(2) === before[11])
        #expect(host.cell(3) === before[12])
        #expect(host.model.cellRequests.isEmpty)
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [insert(path(1))])
        #expect(host.collectionView.lastBatchUpdate?.numberOfItemsBeforeUpdate == [3])
        #expect(host.collectionView.lastBatchUpdate?.numberOfItemsAfterUpdate == [4])

        host.collectionView.layoutIfNeeded()
        #expect(host.model.cellRequests == [path(1)])
        #expect(host.shownItems == [[10, 99, 11, 12]])
    }

    @Test func deletingAnItemRecyclesItsCell() {
        let host = BatchHost([[10, 11, 12]])
        let deleted = host.cell(1)!
        let last = host.cell(2)
        host.model.sections = [[10, 12]]
        host.collectionView.deleteItems(at: [path(1)])

        #expect(host.counts == [2])
        #expect(deleted.superview == nil)
        #expect(host.cell(1) === last)
        #expect(host.collectionView.visibleCells.count == 2)
        host.collectionView.layoutIfNeeded()
        #expect(host.model.cellRequests.isEmpty)
        #expect(host.shownItems == [[10, 12]])
        #expect(host.collectionView.subviews.count == 2)
    }

    @Test func aMovedItemKeepsItsCellAndNeedsNoNewOne() {
        let host = BatchHost([[10, 11, 12, 13]])
        let before = host.cellsByItem
        host.model.sections = [[13, 10, 11, 12]]
        host.collectionView.moveItem(at: path(3), to: path(0))

        #expect(host.cellsByItem.mapValues(ObjectIdentifier.init) == before.mapValues(ObjectIdentifier.init))
        #expect(host.cell(0) === before[13])
        #expect(host.cell(1) === before[10])
        #expect(host.cell(3) === before[12])
        host.collectionView.layoutIfNeeded()
        #expect(host.model.cellRequests.isEmpty)
        #expect(host.shownItems == [[13, 10, 11, 12]])
        #expect(host.cell(0)?.frame == CGRect(x: 0, y: 0, width: 390, height: 10))
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [move(path(3), path(0))])
    }

    @Test func itemsMoveAcrossSections() {
        let host = BatchHost([[10, 11], [20, 21, 22]])
        let before = host.cellsByItem
        host.model.sections = [[10, 21, 11], [20, 22]]
        host.collectionView.moveItem(at: path(1, 1), to: path(1, 0))

        #expect(host.counts == [3, 2])
        #expect(host.cell(1, 0) === before[21])
        #expect(host.cell(2, 0) === before[11])
        #expect(host.cell(1, 1) === before[22])
        host.collectionView.layoutIfNeeded()
        #expect(host.model.cellRequests.isEmpty)
        #expect(host.shownItems == [[10, 21, 11], [20, 22]])
    }

    /// The classic example: [1, 2, 3, 4, 5] → [1, 3, 6, 4, 5] is a delete at an old index, an insert at a new one
    /// and a move, all in one batch.
    @Test func deletesUseOldIndexPathsAndInsertsNewOnes() {
        let host = BatchHost([[1, 2, 3, 4, 5]])
        let before = host.cellsByItem
        host.model.sections = [[1, 3, 6, 4, 5]]
        var completions: [Bool] = []
        host.collectionView.performBatchUpdates({
            host.collectionView.insertItems(at: [path(2)])
            host.collectionView.deleteItems(at: [path(1)])
        }, completion: { completions.append($0) })

        #expect(completions == [true])
        #expect(before[2]?.superview == nil)
        #expect(host.cell(0) === before[1])
        #expect(host.cell(1) === before[3])
        #expect(host.cell(2) == nil)
        #expect(host.cell(3) === before[4])
        #expect(host.cell(4) === before[5])
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [delete(path(1)), insert(path(2))])
        host.collectionView.layoutIfNeeded()
        #expect(host.model.cellRequests == [path(2)])
        #expect(host.shownItems == [[1, 3, 6, 4, 5]])
    }

    @Test func deletingAndInsertingAtTheSamePositionReplacesTheItem() {
        let host = BatchHost([[1, 2, 3]])
        let old = host.cell(1)
        host.model.sections = [[1, 7, 3]]
        host.collectionView.performBatchUpdates {
            host.collectionView.deleteItems(at: [path(1)])
            host.collectionView.insertItems(at: [path(1)])
        }
        #expect(old?.superview == nil)
        host.collectionView.layoutIfNeeded()
        #expect(host.shownItems == [[1, 7, 3]])
        #expect(host.model.cellRequests == [path(1)])
    }

    @Test func sectionsAreInsertedDeletedAndMovedWithTheirCells() {
        let host = BatchHost([[10, 11], [20], [30, 31]])
        let before = host.cellsByItem
        host.model.sections = [[30, 31], [40], [10, 11]]
        host.collectionView.performBatchUpdates {
            host.collectionView.deleteSections(IndexSet(integer: 1))
            host.collectionView.insertSections(IndexSet(integer: 1))
            host.collectionView.moveSection(2, toSection: 0)
        }
        #expect(host.counts == [2, 1, 2])
        #expect(before[20]?.superview == nil)
        #expect(host.cell(0, 0) === before[30])
        #expect(host.cell(1, 0) === before[31])
        #expect(host.cell(0, 2) === before[10])
        #expect(host.cell(1, 2) === before[11])
        #expect(host.collectionView.lastBatchUpdate?.sectionUpdates == [
            SectionUpdate(action: .delete, sectionBeforeUpdate: 1, sectionAfterUpdate: nil),
            SectionUpdate(action: .insert, sectionBeforeUpdate: nil, sectionAfterUpdate: 1),
            SectionUpdate(action: .move, sectionBeforeUpdate: 2, sectionAfterUpdate: 0),
        ])
        host.collectionView.layoutIfNeeded()
        #expect(host.model.cellRequests == [path(0, 1)])
        #expect(host.shownItems == [[30, 31], [40], [10, 11]])
    }

    @Test func itemUpdatesInsideAMovedSectionUseTheSectionsOldAndNewIndices() {
        let host = BatchHost([[10], [20, 21, 22]])
        let before = host.cellsByItem
        host.model.sections = [[20, 22, 23], [10]]
        host.collectionView.performBatchUpdates {
            host.collectionView.moveSection(1, toSection: 0)
            host.collectionView.deleteItems(at: [path(1, 1)])  // 21, before the batch: section 1
            host.collectionView.insertItems(at: [path(2, 0)])  // 23, after the batch: section 0
        }
        #expect(before[21]?.superview == nil)
        #expect(host.cell(0, 0) === before[20])
        #expect(host.cell(1, 0) === before[22])
        #expect(host.cell(0, 1) === before[10])
        host.collectionView.layoutIfNeeded()
        #expect(host.shownItems == [[20, 22, 23], [10]])
    }

    @Test func aReloadedItemGetsAFreshCellAndItsOldCellIsReusedAfterwards() throws {
        let host = BatchHost([[10, 11, 12]])
        let old = try #require(host.cell(1) as? TrackingCell)
        host.model.sections = [[10, 111, 12]]
        host.collectionView.reloadItems(at: [path(1)])

        #expect(host.cell(1) == nil)
        #expect(old.superview == nil)
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [reload(path(1), path(1))])
        host.collectionView.layoutIfNeeded()
        #expect(host.model.cellRequests == [path(1)])
        let fresh = try #require(host.cell(1))
        #expect(fresh !== old)
        #expect(fresh.tag == 111)

        // The old cell went back to the reuse queue: the next item to appear is given it, prepared for reuse.
        host.model.sections = [[10, 111, 12, 13]]
        host.collectionView.insertItems(at: [path(3)])
        host.collectionView.layoutIfNeeded()
        #expect(host.cell(3) === old)
        #expect(old.reuseCount == 1)
        #expect(old.tag == 13)
    }

    @Test func aReloadedSectionReplacesItsCellsAndMayChangeItsCount() {
        let host = BatchHost([[10, 11], [20, 21]])
        let before = host.cellsByItem
        host.model.sections = [[10, 11], [25, 26, 27]]
        host.collectionView.reloadSections(IndexSet(integer: 1))

        #expect(host.counts == [2, 3])
        #expect(before[20]?.superview == nil)
        #expect(host.cell(0, 1) == nil)
        #expect(host.cell(0, 0) === before[10])
        host.collectionView.layoutIfNeeded()
        #expect(host.model.cellRequests == [path(0, 1), path(1, 1), path(2, 1)])
        #expect(host.shownItems == [[10, 11], [25, 26, 27]])
        #expect(Set(host.collectionView.visibleCells.map(ObjectIdentifier.init)).isDisjoint(
            with: [before[20]!, before[21]!].map(ObjectIdentifier.init)))
    }

    @Test func aReconfiguredItemIsConfiguredAgainInItsExistingCell() throws {
        let host = BatchHost([[10, 11, 12]])
        let existing = try #require(host.cell(1) as? TrackingCell)
        host.model.sections = [[10, 111, 12]]
        host.collectionView.reconfigureItems(at: [path(1)])

        #expect(host.model.cellRequests == [path(1)])
        #expect(host.cell(1) === existing)
        #expect(existing.tag == 111)
        #expect(existing.reuseCount == 0)
        #expect(existing.superview === host.collectionView)
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [reconfigure(path(1), path(1))])
        host.collectionView.layoutIfNeeded()
        #expect(host.model.cellRequests == [path(1)])
    }

    @Test func reconfiguringAnItemWithoutACellDoesNothing() {
        let host = BatchHost([Array(0..<200)])
        host.model.sections[0][150] = 1_150
        host.collectionView.reconfigureItems(at: [path(150)])
        #expect(host.model.cellRequests.isEmpty)
        #expect(host.counts == [200])
    }

    @Test func aReconfigureInABatchNamesThePositionBeforeTheBatchAndFollowsTheItem() throws {
        let host = BatchHost([[10, 11, 12]])
        let cellOf12 = try #require(host.cell(2))
        host.model.sections = [[9, 10, 11, 112]]
        host.collectionView.performBatchUpdates {
            host.collectionView.insertItems(at: [path(0)])
            host.collectionView.reconfigureItems(at: [path(2)])
        }
        #expect(host.model.cellRequests == [path(3)])
        #expect(host.cell(3) === cellOf12)
        #expect(cellOf12.tag == 112)
    }

    @Test func aDataSourceThatDequeuesAnotherKindOfCellWhileReconfiguringIsReported() throws {
        let host = BatchHost([[10, 11]])
        let existing = try #require(host.cell(1))
        host.model.reuseIdentifier = "other"
        host.model.sections = [[10, 111]]
        let (_, diagnostics) = Diagnostics.recording {
            host.collectionView.reconfigureItems(at: [path(1)])
        }
        #expect(diagnostics.map(\.operation) == ["reconfigureItems(at:)"])
        #expect(diagnostics.first?.message.hasPrefix(
            "the cell returned for the reconfigured item at index path {length = 2, path = 0 - 1} is not its existing cell") == true)
        // The returned cell shows the item from the next layout pass on; the old one is recycled.
        #expect(host.cell(1) !== existing)
        #expect(existing.superview == nil)
        host.collectionView.layoutIfNeeded()
        #expect(host.shownItems == [[10, 111]])
    }

    @Test func singleCallsAreBatchesOfTheirOwnAndNestedBatchesJoinTheOutermost() {
        let host = BatchHost([[1, 2]])
        host.model.sections = [[1, 2, 3, 4]]
        var completions: [String] = []
        host.collectionView.performBatchUpdates({
            host.collectionView.insertItems(at: [path(2)])
            host.collectionView.performBatchUpdates({
                host.collectionView.insertItems(at: [path(3)])
            }, completion: { completions.append("inner \($0)") })
            // Inside the batch the collection view still answers with the counts before it.
            #expect(host.collectionView.numberOfItems(inSection: 0) == 2)
        }, completion: { completions.append("outer \($0)") })
        #expect(completions == ["inner true", "outer true"])
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [insert(path(2)), insert(path(3))])
    }

    @Test func anEmptyBatchChecksTheCountsAndRecordsNothing() {
        let host = BatchHost([[1, 2]])
        var finished: Bool?
        host.collectionView.performBatchUpdates(nil) { finished = $0 }
        #expect(finished == true)
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [])
        #expect(host.collectionView.lastBatchUpdate?.sectionUpdates == [])
    }

    @Test func theBatchRecordsWhetherItWouldAnimate() {
        let host = BatchHost([[1, 2]])
        host.model.sections = [[2, 1]]
        UIView.performWithoutAnimation {
            host.collectionView.moveItem(at: path(0), to: path(1))
        }
        #expect(host.collectionView.lastBatchUpdate?.animated == false)
        #expect(UIView.areAnimationsEnabled)
        host.model.sections = [[1, 2]]
        host.collectionView.moveItem(at: path(0), to: path(1))
        #expect(host.collectionView.lastBatchUpdate?.animated == true)
    }

    @Test func reloadDataInsideABatchSupersedesIt() {
        let host = BatchHost([[1, 2]])
        host.model.sections = [[5, 6, 7, 8]]
        let (_, diagnostics) = Diagnostics.recording {
            host.collectionView.performBatchUpdates {
                host.collectionView.insertItems(at: [path(0)])
                host.collectionView.reloadData()
            }
        }
        #expect(diagnostics.isEmpty)
        #expect(host.counts == [4])
        #expect(host.collectionView.lastBatchUpdate == nil)
        host.collectionView.layoutIfNeeded()
        #expect(host.shownItems == [[5, 6, 7, 8]])
    }

    @Test func reloadDataForgetsTheLastBatch() {
        let host = BatchHost([[1]])
        host.model.sections = [[1, 2]]
        host.collectionView.insertItems(at: [path(1)])
        #expect(host.collectionView.lastBatchUpdate != nil)
        host.collectionView.reloadData()
        #expect(host.collectionView.lastBatchUpdate == nil)
    }

    @Test func aBatchBeforeTheFirstLayoutReadsTheOldCountsFromTheDataSource() {
        let collectionView = makeRowsCollectionView()
        let model = ModelDataSource([[1, 2]])
        collectionView.dataSource = model
        // No layout pass yet: the collection view has no counts; the batch reads them first, as UIKit does.
        collectionView.performBatchUpdates {
            model.sections = [[1, 2, 3]]
            collectionView.insertItems(at: [path(2)])
        }
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.tag) == [1, 2, 3])
    }

    @Test func cellsScrolledIntoViewAfterABatchShowTheNewData() {
        let host = BatchHost([Array(0..<300)])
        host.model.sections = [Array(0..<300).filter { $0 % 2 == 0 }]
        host.collectionView.deleteItems(at: stride(from: 1, to: 300, by: 2).map { path($0) })
        host.collectionView.layoutIfNeeded()
        #expect(host.shownItems == [Array(stride(from: 0, through: 168, by: 2))])
        host.collectionView.contentOffset = CGPoint(x: 0, y: 600)
        host.collectionView.layoutIfNeeded()
        let visible = host.collectionView.indexPathsForVisibleItems
        #expect(!visible.isEmpty)
        for indexPath in visible {
            #expect(host.collectionView.cellForItem(at: indexPath)?.tag == host.model.sections[0][indexPath.item])
        }
    }
}
