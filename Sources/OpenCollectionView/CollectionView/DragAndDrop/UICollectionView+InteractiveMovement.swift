import Foundation

/// Moving an item by dragging it (the reorder accessory's grab handle), as UIKit's interactive movement API does:
/// begin on an item the data source lets move, update with the finger's position, end or cancel. Ending moves the
/// item in the data source (`collectionView(_:moveItemAt:to:)`, which for a diffable data source runs its
/// reordering handlers with the transaction) and then in the collection view — unless the data source answered with
/// an update that moved it. While the item is dragged, the items between its place and its target make room for it,
/// each showing where it would be after the drop; the dragged cell stays at its own place for the host to move with
/// the finger. `interactiveMovementTarget` says where it would land.
extension UICollectionView {
    /// Picks up the item at `indexPath`. Returns `false` when the data source doesn't let it move.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath) else {
            return false
        }
        closeSwipe()
        interactiveMovement = InteractiveMovementState(source: indexPath, target: indexPath)
        cellForItem(at: indexPath)?.collectionState.isReordering = true
        return true
    }

    /// The dragged item is at `targetPosition` (content coordinates): the item there becomes the proposed
    /// destination, which the delegate may redirect (`collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:…)`).
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let state = interactiveMovement else { return }
        let layout = collectionViewLayout
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: state.target, withPosition: targetPosition)
        let target = collectionDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: state.source, atCurrentIndexPath: state.target,
            toProposedIndexPath: proposed) ?? proposed
        interactiveMovement?.position = targetPosition
        guard target != state.target else { return }
        interactiveMovement?.target = target
        layout.invalidateLayout(with: layout.invalidationContext(
            forInteractivelyMovingItems: [target], withTargetPosition: targetPosition, previousIndexPaths: [state.target],
            previousPosition: state.position ?? targetPosition))
        setNeedsLayout()
    }

    /// Drops the item where it would land now.
    public func endInteractiveMovement() {
        guard let state = interactiveMovement else { return }
        finishInteractiveMovement()
        moveThroughDataSource(from: state.source, to: state.target)
    }

    /// Moves an item the person dropped at `destination`: in the data source (`collectionView(_:moveItemAt:to:)`,
    /// which for a diffable data source runs its reordering handlers with the transaction), then in the collection
    /// view — unless the data source answered with an update that moved it.
    func moveThroughDataSource(from source: IndexPath, to destination: IndexPath) {
        guard destination != source, let dataSource else { return }
        let updatesBefore = batchUpdates.updateNumber
        dataSource.collectionView(self, moveItemAt: source, to: destination)
        // A data source that answered the move with an update of its own (a table view data source applying a
        // snapshot with the row moved) has moved the item already.
        guard batchUpdates.updateNumber == updatesBefore else { return }
        moveItem(at: source, to: destination)
    }

    /// Puts the item back where it was.
    public func cancelInteractiveMovement() {
        finishInteractiveMovement(cancelled: true)
    }

    /// Where the item being moved would land now; `nil` when no item is being moved.
    public var interactiveMovementTarget: IndexPath? {
        interactiveMovement?.target
    }

    private func finishInteractiveMovement(cancelled: Bool = false) {
        guard let state = interactiveMovement else { return }
        interactiveMovement = nil
        let layout = collectionViewLayout
        layout.invalidateLayout(with: layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [cancelled ? state.source : state.target], previousIndexPaths: [state.source],
            movementCancelled: cancelled))
        cellForItem(at: state.source)?.collectionState.isReordering = false
        setNeedsLayout()
    }

    /// Where items make room for a dragged one: the interactive movement's source and target, or a drag's source (when
    /// it moves the item) and the destination its drop proposal inserts at. `nil` when nothing makes room.
    var roomMaking: (source: IndexPath?, target: IndexPath)? {
        if let interactiveMovement { return (interactiveMovement.source, interactiveMovement.target) }
        guard let drag = dragSession, drag.dropsOnRelease, drag.proposal.intent == .insertAtDestinationIndexPath,
            let destination = drag.destination
        else { return nil }
        return (drag.proposal.operation == .move ? drag.source : nil, destination)
    }

    /// The frame the cell of the item at `indexPath` shows at while an item is dragged: the frame of the place the
    /// item would have if the dragged item were dropped now (the dragged item keeps its own). `frame` is the item's
    /// frame in the layout.
    func frameMakingRoom(ofItemAt indexPath: IndexPath, layoutFrame frame: CGRect) -> CGRect {
        guard let room = roomMaking, room.target != room.source, indexPath != room.source else { return frame }
        var item = indexPath.item
        if let source = room.source, indexPath.section == source.section && item > source.item { item -= 1 }
        if indexPath.section == room.target.section && item >= room.target.item { item += 1 }
        guard item != indexPath.item else { return frame }
        if let place = layoutAttributesForItem(at: IndexPath(item: item, section: indexPath.section))?.frame { return place }
        // One past the section's last item (the dragged item came from another section): the next place on, as far
        // from the last item as the last is from the one before it.
        guard item > 0, let last = layoutAttributesForItem(at: IndexPath(item: item - 1, section: indexPath.section))?.frame
        else { return frame }
        let before = item > 1 ? layoutAttributesForItem(at: IndexPath(item: item - 2, section: indexPath.section))?.frame : nil
        let step = before.map { CGPoint(x: last.minX - $0.minX, y: last.minY - $0.minY) } ?? CGPoint(x: 0, y: last.height)
        return last.offsetBy(dx: step.x, dy: step.y)
    }
}
