import Foundation
import OpenCollectionView
import Testing

/// The lifted cell's part in a drag (`dragStateDidChange(_:)`), what the drag delegate is asked about previews, and
/// `hasUncommittedUpdates` while a drop is under way.
@MainActor
@Suite struct DragStateTests {
    /// A cell that logs its drag states, with the configuration state's drag state at each.
    final class DragLoggingCell: UICollectionViewCell {
        var states: [DragState] = []
        var configurationDragStates: [UICellConfigurationState.DragState] = []

        override func dragStateDidChange(_ dragState: DragState) {
            super.dragStateDidChange(dragState)
            states.append(dragState)
            configurationDragStates.append(configurationState.cellDragState)
        }
    }

    /// The drag and drop delegates, also answering the preview question.
    final class PreviewingDelegates: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
        var log: [String] = []
        var proposal = UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        var duringDrop: (UICollectionView) -> Void = { _ in }

        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "row" as NSString))]
        }

        func collectionView(
            _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
        ) -> UIDragPreviewParameters? {
            log.append("preview parameters \(indexPath.item)")
            return UIDragPreviewParameters()
        }

        func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
            let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? DragLoggingCell
            log.append("will begin, cell \(cell?.states.last.map { "\($0)" } ?? "none")")
        }

        func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            proposal
        }

        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
            log.append("perform drop, uncommitted \(collectionView.hasUncommittedUpdates)")
            duringDrop(collectionView)
        }
    }

    let host = BatchHost([[1, 2, 3, 4]], rowHeight: 50)
    let delegates = PreviewingDelegates()

    init() {
        let collectionView = host.collectionView
        collectionView.register(DragLoggingCell.self, forCellWithReuseIdentifier: "drag")
        host.model.reuseIdentifier = "drag"
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        collectionView.dragDelegate = delegates
        collectionView.dropDelegate = delegates
        collectionView.dragInteractionEnabled = true
    }

    private var liftedCell: DragLoggingCell? {
        host.collectionView.cellForItem(at: path(0)) as? DragLoggingCell
    }

    @Test func theLiftedCellIsLiftedThenDraggedThenLetGo() throws {
        let cell = try #require(liftedCell)
        host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        #expect(cell.states == [.lifting, .dragging])
        #expect(cell.configurationDragStates == [.lifting, .dragging])
        #expect(delegates.log == ["preview parameters 0", "will begin, cell lifting"])
        // Another cell takes no part.
        #expect((host.collectionView.cellForItem(at: path(1)) as? DragLoggingCell)?.states == [])

        host.collectionView.handle(.dragCancelled)
        #expect(cell.states == [.lifting, .dragging, .none])
        #expect(cell.configurationState.cellDragState == .none)
    }

    @Test func aDropEndsTheLiftedCellsDragToo() throws {
        let cell = try #require(liftedCell)
        host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        host.collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 125)))
        host.collectionView.handle(.dragEnded)
        #expect(cell.states == [.lifting, .dragging, .none])
    }

    /// Items making room for a proposed insertion show what the data source does not hold yet, and so does a drop
    /// being performed; a proposal that inserts nowhere, or no drag at all, leaves nothing uncommitted.
    @Test func uncommittedUpdatesLastFromTheProposedInsertionThroughTheDrop() {
        let collectionView = host.collectionView
        #expect(!collectionView.hasUncommittedUpdates)
        collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 125)))
        #expect(collectionView.hasUncommittedUpdates)

        delegates.proposal = UICollectionViewDropProposal(operation: .move, intent: .unspecified)
        collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 130)))
        #expect(!collectionView.hasUncommittedUpdates)

        var duringDrop: Bool?
        delegates.duringDrop = { duringDrop = $0.hasUncommittedUpdates }
        collectionView.handle(.dragEnded)
        #expect(duringDrop == true)
        #expect(delegates.log.last == "perform drop, uncommitted true")
        #expect(!collectionView.hasUncommittedUpdates)
    }
}
