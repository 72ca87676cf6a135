import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// Batches that break UIKit's rules: reported with UIKit's exception text, then recovered with a reload so the
/// collection view shows exactly what the data source holds.
@MainActor
@Suite struct InvalidBatchUpdateTests {
    /// Runs `updates` as a batch against `model` changed to `newSections` and returns what was reported and what
    /// the completion received.
    func refusedBatch(
        from sections: [[Int]], to newSections: [[Int]], _ updates: @escaping (UICollectionView) -> Void
    ) -> (host: BatchHost, diagnostics: [Diagnostic], finished: Bool?) {
        let host = BatchHost(sections)
        host.model.sections = newSections
        var finished: Bool?
        let (_, diagnostics) = Diagnostics.recording {
            host.collectionView.performBatchUpdates({ updates(host.collectionView) }, completion: { finished = $0 })
        }
        return (host, diagnostics, finished)
    }

    @Test func aWrongItemCountIsReportedWithUIKitsTextAndTheViewReloads() {
        let (host, diagnostics, finished) = refusedBatch(from: [[1, 2, 3]], to: [[1, 2, 3, 4, 5]]) { collectionView in
            collectionView.insertItems(at: [path(3)])
        }
        #expect(diagnostics == [.error(
            "performBatchUpdates(_:completion:)",
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing section "
                + "after the update (5) must be equal to the number of items contained in that section before the update "
                + "(3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) "
                + "and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")])
        #expect(finished == false)
        // Nothing is lost: the reload shows the data source's items.
        #expect(host.counts == [5])
        #expect(host.collectionView.visibleCells.isEmpty)
        #expect(host.collectionView.lastBatchUpdate == nil)
        host.collectionView.layoutIfNeeded()
        #expect(host.shownItems == [[1, 2, 3, 4, 5]])
    }

    @Test func movesCountInTheItemCountMessage() {
        let (_, diagnostics, _) = refusedBatch(from: [[1, 2], [3]], to: [[1], [2, 3, 9]]) { collectionView in
            collectionView.moveItem(at: path(1, 0), to: path(0, 1))
        }
        #expect(diagnostics.map(\.message) == [
            "Invalid update: invalid number of items in section 1. The number of items contained in an existing section "
                + "after the update (3) must be equal to the number of items contained in that section before the update "
                + "(1), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) "
                + "and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).",
        ])
    }

    @Test func aWrongSectionCountIsReported() {
        let (host, diagnostics, _) = refusedBatch(from: [[1], [2]], to: [[1], [2], [3]]) { _ in }
        #expect(diagnostics.map(\.message) == [
            "Invalid update: invalid number of sections. The number of sections contained in the collection view after the "
                + "update (3) must be equal to the number of sections contained in the collection view before the update "
                + "(2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
        ])
        #expect(host.counts == [1, 1, 1])
    }

    @Test(arguments: [
        ("delete", "attempt to delete item 3 from section 0 which only contains 3 items before the update"),
        ("reload", "attempt to reload item 3 from section 0 which only contains 3 items before the update"),
        ("move", "attempt to move item 3 from section 0 which only contains 3 items before the update"),
        ("deleteSection", "attempt to delete item 0 from section 4, but there are only 1 sections before the update"),
    ])
    func positionsBeforeTheBatchMustExistBeforeIt(call: String, message: String) {
        let (_, diagnostics, _) = refusedBatch(from: [[1, 2, 3]], to: [[1, 2, 3]]) { collectionView in
            switch call {
            case "delete": collectionView.deleteItems(at: [path(3)])
            case "reload": collectionView.reloadItems(at: [path(3)])
            case "move": collectionView.moveItem(at: path(3), to: path(0))
            default: collectionView.deleteItems(at: [path(0, 4)])
            }
        }
        #expect(diagnostics.map(\.message) == [message])
    }

    @Test func insertsMustFitTheCountsAfterTheBatch() {
        let (_, diagnostics, _) = refusedBatch(from: [[1, 2]], to: [[1, 2, 3]]) { collectionView in
            collectionView.insertItems(at: [path(5)])
        }
        #expect(diagnostics.map(\.message) == [
            "attempt to insert item 5 into section 0, but there are only 3 items in section 0 after the update"
        ])
    }

    @Test func sectionPositionsAreChecked() {
        let deleted = refusedBatch(from: [[1]], to: [[1]]) { $0.deleteSections(IndexSet(integer: 2)) }
        #expect(deleted.diagnostics.map(\.message) == ["attempt to delete section 2, but there are only 1 sections before the update"])
        let inserted = refusedBatch(from: [[1]], to: [[1], [2]]) { $0.insertSections(IndexSet(integer: 3)) }
        #expect(inserted.diagnostics.map(\.message) == ["attempt to insert section 3 but there are only 2 sections after the update"])
        let twice = refusedBatch(from: [[1], [2]], to: [[2]]) { collectionView in
            collectionView.deleteSections(IndexSet(integer: 0))
            collectionView.moveSection(0, toSection: 0)
        }
        #expect(twice.diagnostics.map(\.message) == ["attempt to delete and move the same section (0)"])
    }

    @Test func oneItemCannotBeDeletedAndMovedOrReloaded() {
        let moved = refusedBatch(from: [[1, 2, 3]], to: [[1, 3]]) { collectionView in
            collectionView.deleteItems(at: [path(1)])
            collectionView.moveItem(at: path(1), to: path(0))
        }
        #expect(moved.diagnostics.map(\.message) == [
            "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})"
        ])
        let reloaded = refusedBatch(from: [[1, 2, 3]], to: [[1, 3]]) { collectionView in
            collectionView.deleteItems(at: [path(1)])
            collectionView.reloadItems(at: [path(1)])
        }
        #expect(reloaded.diagnostics.map(\.message) == [
            "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})"
        ])
        let collided = refusedBatch(from: [[1, 2]], to: [[1, 2, 3]]) { collectionView in
            collectionView.insertItems(at: [path(0)])
            collectionView.moveItem(at: path(1), to: path(0))
        }
        #expect(collided.diagnostics.map(\.message) == [
            "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"
        ])
    }

    @Test func itemsCannotMoveOutOfDeletedOrIntoInsertedSections() {
        let out = refusedBatch(from: [[1], [2]], to: [[2, 1]]) { collectionView in
            collectionView.deleteSections(IndexSet(integer: 0))
            collectionView.moveItem(at: path(0, 0), to: path(1, 0))
        }
        #expect(out.diagnostics.map(\.message) == [
            "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 1}) out of "
                + "section 0, which is being deleted"
        ])
        let into = refusedBatch(from: [[1, 2]], to: [[1], [2]]) { collectionView in
            collectionView.insertSections(IndexSet(integer: 1))
            collectionView.moveItem(at: path(1, 0), to: path(0, 1))
        }
        #expect(into.diagnostics.map(\.message) == [
            "attempt to move index path ({length = 2, path = 0 - 1}) to index path ({length = 2, path = 1 - 0}) into "
                + "section 1, which is being inserted"
        ])
    }

    @Test func malformedIndexPathsFailTheBatch() {
        let (host, diagnostics, finished) = refusedBatch(from: [[1, 2]], to: [[1, 2]]) { collectionView in
            collectionView.deleteItems(at: [IndexPath(index: 1)])
        }
        #expect(diagnostics.map(\.message) == [
            "deleteItems(at:): {length = 1, path = 1} is not the index path of an item (an item index path has two "
                + "non-negative indexes: section and item)"
        ])
        #expect(finished == false)
        #expect(host.counts == [2])
    }

    @Test func redundantUpdatesInsideReplacedSectionsAreIgnored() {
        let host = BatchHost([[1, 2], [3]])
        host.model.sections = [[7], [3]]
        let (_, diagnostics) = Diagnostics.recording {
            host.collectionView.performBatchUpdates {
                host.collectionView.reloadSections(IndexSet(integer: 0))
                host.collectionView.deleteItems(at: [path(1, 0)])
                host.collectionView.reloadItems(at: [path(0, 0)])
            }
        }
        #expect(diagnostics.isEmpty)
        #expect(host.counts == [1, 1])
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [])
    }
}
