import Foundation
import OpenCollectionView
import Testing

/// Drag and drop inside a collection view as UIKit's delegates see it, driven through `CollectionViewEvent` as a host
/// drives it: rows 50 pt tall, section 0 holding 1–4 (y 0–200) and section 1 holding 5–6 (y 200–300), in a 390 × 844
/// view.
@MainActor
@Suite struct DragAndDropTests {
    /// Both delegates, logging every call, with the proposal and the drop's work set per test.
    final class Delegates: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
        var log: [String] = []
        var proposal: (IndexPath?) -> UICollectionViewDropProposal = { _ in
            UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        var allowsMove = true
        var handles = true
        var givesItems = true
        var performDrop: (UICollectionView, any UICollectionViewDropCoordinator) -> Void = { _, _ in }

        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            log.append("items for \(indexPath.section)-\(indexPath.item)")
            guard givesItems else { return [] }
            let item = UIDragItem(itemProvider: NSItemProvider(object: "row \(indexPath.item)" as NSString))
            item.localObject = indexPath.item
            return [item]
        }

        func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
            log.append("drag will begin")
        }

        func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
            log.append("drag did end")
        }

        func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
            allowsMove
        }

        func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
            log.append("can handle")
            return handles
        }

        func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {
            log.append("enter")
        }

        func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {
            log.append("exit")
        }

        func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            log.append("update \(destinationIndexPath.map { "\($0.section)-\($0.item)" } ?? "nil")")
            return proposal(destinationIndexPath)
        }

        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
            let destination = coordinator.destinationIndexPath.map { "\($0.section)-\($0.item)" } ?? "nil"
            log.append("perform drop at \(destination)")
            performDrop(collectionView, coordinator)
        }

        func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {
            log.append("drop did end")
        }
    }

    let host = BatchHost([[1, 2, 3, 4], [5, 6]], rowHeight: 50)
    let delegates = Delegates()

    init() {
        host.collectionView.dragDelegate = delegates
        host.collectionView.dropDelegate = delegates
        host.collectionView.dragInteractionEnabled = true
    }

    private func frame(of tree: RenderTree, _ item: Int, _ section: Int = 0) -> CGRect? {
        tree.elements.first { $0.category == .cell && $0.indexPath == path(item, section) }?.frame
    }

    private func state(of tree: RenderTree, _ item: Int, _ section: Int = 0) -> RenderCellState? {
        tree.elements.first { $0.category == .cell && $0.indexPath == path(item, section) }?.state
    }

    /// Lifting row 0 at (100, 25) and moving to (100, 125), over row 2: the proposal inserts at 0-2, so rows 1 and 2
    /// move up a place each (to y 0 and 50), row 3 stays at 150, and the lifted row keeps its own frame for the host
    /// to move with the pointer.
    @Test func movingOverItemsMakesRoomWhereTheProposalInserts() throws {
        var tree = host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        #expect(delegates.log == ["items for 0-0", "drag will begin", "can handle", "enter", "update 0-0"])
        #expect(host.collectionView.hasActiveDrag)
        #expect(host.collectionView.hasActiveDrop)
        #expect(state(of: tree, 0)?.isReordering == true)

        tree = host.collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 125)))
        #expect(delegates.log.last == "update 0-2")
        #expect(frame(of: tree, 0) == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(frame(of: tree, 1) == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(frame(of: tree, 2) == CGRect(x: 0, y: 50, width: 390, height: 50))
        #expect(frame(of: tree, 3) == CGRect(x: 0, y: 150, width: 390, height: 50))
        #expect(frame(of: tree, 0, 1) == CGRect(x: 0, y: 200, width: 390, height: 50))
    }

    /// Dropped there, the delegate gets the coordinator: one item from 0-0 carrying its local object, the destination
    /// 0-2 and the move proposal. It moves the row (delete and insert in a batch update) and animates the item to its
    /// place; the animation's completion runs with `.end`, then both sessions end.
    @Test func aDropGivesTheCoordinatorAndTheDelegateMovesTheItem() throws {
        var completions: [UIViewAnimatingPosition] = []
        var dropped: [(source: IndexPath?, object: Int?, size: CGSize)] = []
        let model = host.model
        delegates.performDrop = { collectionView, coordinator in
            guard let item = coordinator.items.first, let source = item.sourceIndexPath,
                let destination = coordinator.destinationIndexPath else { return }
            dropped = coordinator.items.map { ($0.sourceIndexPath, $0.dragItem.localObject as? Int, $0.previewSize) }
            #expect(coordinator.proposal.operation == .move)
            #expect(coordinator.proposal.intent == .insertAtDestinationIndexPath)
            #expect(coordinator.session.canLoadObjects(ofClass: NSString.self))
            collectionView.performBatchUpdates {
                let moved = model.sections[source.section].remove(at: source.item)
                model.sections[destination.section].insert(moved, at: destination.item)
                collectionView.deleteItems(at: [source])
                collectionView.insertItems(at: [destination])
            }
            coordinator.drop(item.dragItem, toItemAt: destination).addCompletion { completions.append($0) }
        }
        host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        host.collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 125)))
        delegates.log = []
        let tree = host.collectionView.handle(.dragEnded)

        #expect(delegates.log == ["perform drop at 0-2", "drop did end", "drag did end"])
        #expect(dropped.map(\.source) == [path(0)])
        #expect(dropped.map(\.object) == [0])
        #expect(dropped.map(\.size) == [CGSize(width: 390, height: 50)])
        #expect(completions == [.end])
        #expect(model.sections == [[2, 3, 1, 4], [5, 6]])
        #expect(host.collectionView.lastBatchUpdate?.itemUpdates == [delete(path(0)), insert(path(2))])
        #expect(!host.collectionView.hasActiveDrag)
        #expect(state(of: tree, 2)?.isReordering == false)
        #expect(frame(of: tree, 2) == CGRect(x: 0, y: 100, width: 390, height: 50))
    }

    /// A diffable data source with reordering handlers, and a drop delegate that leaves the move to it: the drop moves
    /// the item through the data source, which commits a transaction, across sections here (4 before 6).
    @Test func aMoveTheDelegateLeavesUndoneGoesThroughADiffableDataSource() throws {
        let diffable = DiffableHost(showing: makeSnapshot(["A": [1, 2, 3, 4], "B": [5, 6]]), rowHeight: 50)
        var transactions = 0
        diffable.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        diffable.dataSource.reorderingHandlers.didReorder = { _ in transactions += 1 }
        diffable.collectionView.dragDelegate = delegates
        diffable.collectionView.dropDelegate = delegates
        diffable.collectionView.dragInteractionEnabled = true

        diffable.collectionView.handle(.liftItem(path(3), at: CGPoint(x: 10, y: 175)))
        diffable.collectionView.handle(.dragMoved(to: CGPoint(x: 10, y: 260)))
        diffable.collectionView.handle(.dragEnded)

        #expect(delegates.log.suffix(3) == ["perform drop at 1-1", "drop did end", "drag did end"])
        #expect(transactions == 1)
        #expect(diffable.dataSource.snapshot() == makeSnapshot(["A": [1, 2, 3], "B": [5, 4, 6]]))
    }

    /// Proposed `.insertIntoDestinationIndexPath`, the item under the pointer is highlighted and nothing makes room;
    /// the drop names that item.
    @Test func dropIntoAnItemHighlightsItWithoutMakingRoom() {
        delegates.proposal = { _ in UICollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath) }
        host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        let tree = host.collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 260)))
        #expect(state(of: tree, 1, 1)?.isHighlighted == true)
        #expect(state(of: tree, 0, 1)?.isHighlighted == false)
        #expect(frame(of: tree, 1) == CGRect(x: 0, y: 50, width: 390, height: 50))
        host.collectionView.handle(.dragEnded)
        #expect(delegates.log.suffix(3) == ["perform drop at 1-1", "drop did end", "drag did end"])
        #expect(host.model.sections == [[1, 2, 3, 4], [5, 6]])
    }

    /// Copying between items: nothing leaves its place, the items from the destination on make room (row 2 and 3 move
    /// down a place, rows 0 and 1 stay).
    @Test func aCopyMakesRoomWithoutTheSourceLeaving() {
        delegates.proposal = { _ in UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        let tree = host.collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 125)))
        #expect(frame(of: tree, 1) == CGRect(x: 0, y: 50, width: 390, height: 50))
        #expect(frame(of: tree, 2) == CGRect(x: 0, y: 150, width: 390, height: 50))
        #expect(frame(of: tree, 3) == CGRect(x: 0, y: 200, width: 390, height: 50))
    }

    /// Cancelled, forbidden, a move the drag does not allow, a cancelled drag: nothing is dropped, both sessions end.
    @Test(arguments: ["cancel", "forbidden", "move not allowed", "drag cancelled", "escape"])
    func dragsThatDropNothing(_ ending: String) {
        switch ending {
        case "cancel": delegates.proposal = { _ in UICollectionViewDropProposal(operation: .cancel) }
        case "forbidden": delegates.proposal = { _ in UICollectionViewDropProposal(operation: .forbidden) }
        case "move not allowed": delegates.allowsMove = false
        default: break
        }
        host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        let moved = host.collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 125)))
        delegates.log = []
        switch ending {
        case "drag cancelled": host.collectionView.handle(.dragCancelled)
        case "escape": host.collectionView.handle(.key(.escape))
        default: host.collectionView.handle(.dragEnded)
        }
        #expect(delegates.log == ["drop did end", "drag did end"])
        #expect(host.model.sections == [[1, 2, 3, 4], [5, 6]])
        let tree = host.collectionView.renderTree()
        #expect(frame(of: tree, 1) == CGRect(x: 0, y: 50, width: 390, height: 50))
        #expect(state(of: tree, 0)?.isReordering == false)
        // Only proposals that insert a move or copy between items make room.
        let makesRoom = ending == "drag cancelled" || ending == "escape"
        #expect((frame(of: moved, 1) == CGRect(x: 0, y: 0, width: 390, height: 50)) == makesRoom)
    }

    /// Without `dragInteractionEnabled`, or when the delegate gives no items, nothing lifts; a drop delegate that
    /// cannot handle the drag hears nothing more.
    @Test func dragsBeginOnlyWhenEnabledAndGivenItems() {
        host.collectionView.dragInteractionEnabled = false
        host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        #expect(delegates.log.isEmpty)
        #expect(!host.collectionView.hasActiveDrag)

        host.collectionView.dragInteractionEnabled = true
        delegates.givesItems = false
        host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        #expect(delegates.log == ["items for 0-0"])
        #expect(!host.collectionView.hasActiveDrag)

        delegates.givesItems = true
        delegates.handles = false
        delegates.log = []
        host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        host.collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 125)))
        host.collectionView.handle(.dragEnded)
        #expect(delegates.log == ["items for 0-0", "drag will begin", "can handle", "drag did end"])
        #expect(host.collectionView.renderTree().dragsItems)
    }

    /// Leaving the visible bounds: the drop delegate hears the exit, room closes; coming back it hears the entry.
    @Test func leavingAndReenteringTheBounds() {
        host.collectionView.handle(.liftItem(path(0), at: CGPoint(x: 100, y: 25)))
        host.collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 125)))
        let outside = host.collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: -30)))
        #expect(delegates.log.suffix(2) == ["update 0-2", "exit"])
        #expect(!host.collectionView.hasActiveDrop)
        #expect(frame(of: outside, 1) == CGRect(x: 0, y: 50, width: 390, height: 50))
        host.collectionView.handle(.dragMoved(to: CGPoint(x: 100, y: 75)))
        #expect(delegates.log.suffix(2) == ["enter", "update 0-1"])
    }

    /// The session reports the pointer in any view's coordinates: the collection view's content, and a container the
    /// view sits in at (20, 100) scrolled by 30.
    @Test func theSessionsLocationIsInTheAskedViewsCoordinates() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 430, height: 1000))
        host.collectionView.frame.origin = CGPoint(x: 20, y: 100)
        container.addSubview(host.collectionView)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 30)
        var location: (inCollectionView: CGPoint, inContainer: CGPoint)?
        delegates.performDrop = { collectionView, coordinator in
            location = (coordinator.session.location(in: collectionView), coordinator.session.location(in: container))
        }
        host.collectionView.layoutIfNeeded()
        host.collectionView.handle(.liftItem(path(1), at: CGPoint(x: 100, y: 75)))
        host.collectionView.handle(.dragMoved(to: CGPoint(x: 60, y: 140)))
        host.collectionView.handle(.dragEnded)
        let found = try #require(location)
        #expect(found.inCollectionView == CGPoint(x: 60, y: 140))
        #expect(found.inContainer == CGPoint(x: 80, y: 210))
    }
}
