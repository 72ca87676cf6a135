import Foundation
import OpenCollectionView
import Testing

/// Drop placeholders: a drop whose content is still coming shows a placeholder item where it lands, until the content
/// is committed into the data source or the placeholder is deleted. Rows 50 pt tall, section 0 holding 1–4 and
/// section 1 holding 5–6; a copy dropped over row 2 (at (100, 125)) lands at 0-2.
@MainActor
@Suite struct DropPlaceholderTests {
    let host = BatchHost([[1, 2, 3, 4], [5, 6]], rowHeight: 50)
    let delegates = DragAndDropTests.Delegates()

    init() {
        host.collectionView.dragDelegate = delegates
        host.collectionView.dropDelegate = delegates
        host.collectionView.dragInteractionEnabled = true
        host.collectionView.register(TrackingCell.self, forCellWithReuseIdentifier: "placeholder")
        delegates.proposal = { _ in UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
    }

    /// What the rows of section 0 show: each cell's value, the placeholder's -1.
    var firstSection: [Int?] {
        (0..<host.collectionView.numberOfItems(inSection: 0)).map { host.cell($0)?.tag }
    }

    /// Drops a copy of row 0 over row 2 with a placeholder whose cell shows -1 and counts its updates.
    func dropWithPlaceholder(updates: @escaping () -> Void = {}) -> (any UICollectionViewDropPlaceholderContext)? {
        var context: (any UICollectionViewDropPlaceholderContext)?
        delegates.performDrop = { _, coordinator in
            guard let item = coordinator.items.first, let destination = coordinator.destinationIndexPath else { return }
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "placeholder")
            placeholder.cellUpdateHandler = { cell in
                cell.tag = -1
                updates()
            }
            context = coordinator.drop(item.dragItem, to: placeholder)
        }
        host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        host.collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 125)))
        host.collectionView.handle(.dragEnded)
        host.collectionView.layoutIfNeeded()
        return context
    }

    @Test func aPlaceholderStandsWhereTheContentWillGoUntilItIsCommitted() throws {
        var updates = 0
        let context = try #require(dropWithPlaceholder { updates += 1 })
        // An item of its own at 0-2: the rows after it move down a place; the data source is as it was, and is asked
        // for row 3 by its own index path (0-2).
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [insert(path(2))])
        #expect(host.counts == [5, 2])
        #expect(host.model.sections == [[1, 2, 3, 4], [5, 6]])
        #expect(firstSection == [1, 2, -1, 3, 4])
        #expect(host.collectionView.hasUncommittedUpdates)
        #expect(updates == 1)
        context.setNeedsCellUpdate()
        #expect(updates == 2)

        #expect(context.commitInsertion { indexPath in host.model.sections[indexPath.section].insert(7, at: indexPath.item) })
        #expect(host.model.sections == [[1, 2, 7, 3, 4], [5, 6]])
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [reload(path(2), path(2))])
        host.collectionView.layoutIfNeeded()
        #expect(firstSection == [1, 2, 7, 3, 4])
        #expect(!host.collectionView.hasUncommittedUpdates)
        // A context whose placeholder is gone does nothing more.
        #expect(!context.commitInsertion { _ in Issue.record("asked to update the data source twice") })
        #expect(!context.deletePlaceholder())
        context.setNeedsCellUpdate()
        #expect(updates == 2)
    }

    @Test func aDeletedPlaceholderLeavesTheItemsAsTheyWere() throws {
        let context = try #require(dropWithPlaceholder())
        #expect(context.deletePlaceholder())
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [delete(path(2))])
        host.collectionView.layoutIfNeeded()
        #expect(host.counts == [4, 2])
        #expect(firstSection == [1, 2, 3, 4])
        #expect(!host.collectionView.hasUncommittedUpdates)
    }

    /// Reloading the data takes placeholders away, as UIKit's reload does: the data source is all there is.
    @Test func reloadingTheDataTakesPlaceholdersAway() throws {
        let context = try #require(dropWithPlaceholder())
        host.collectionView.reloadData()
        host.collectionView.layoutIfNeeded()
        #expect(host.counts == [4, 2])
        #expect(firstSection == [1, 2, 3, 4])
        #expect(!context.deletePlaceholder())
    }
}
