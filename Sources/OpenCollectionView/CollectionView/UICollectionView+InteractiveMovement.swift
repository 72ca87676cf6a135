import Foundation

/// Moving an item by dragging it (the reorder accessory's grab handle), as UIKit's interactive movement API does:
/// begin on an item the data source lets move, update with the finger's position, end or cancel. Ending moves the
/// item in the data source (`collectionView(_:moveItemAt:to:)`, which for a diffable data source runs its
/// reordering handlers with the transaction) and then in the collection view — unless the data source answered with
/// an update that moved it. Headless, the other items don't
/// shift while the item is dragged; `interactiveMovementTarget` says where it would land.
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
        guard let state = interactiveMovement, let proposed = indexPathForItem(at: targetPosition) else { return }
        interactiveMovement?.target = collectionDelegate?.collectionView(
            self, targetIndexPathForMoveOfItemFromOriginalIndexPath: state.source, atCurrentIndexPath: state.target,
            toProposedIndexPath: proposed) ?? proposed
    }

    /// Drops the item where it would land now.
    public func endInteractiveMovement() {
        guard let state = interactiveMovement else { return }
        finishInteractiveMovement()
        guard state.target != state.source, let dataSource else { return }
        let updatesBefore = batchUpdates.updateNumber
        dataSource.collectionView(self, moveItemAt: state.source, to: state.target)
        // A data source that answered the move with an update of its own (a table view data source applying a
        // snapshot with the row moved) has moved the item already.
        guard batchUpdates.updateNumber == updatesBefore else { return }
        moveItem(at: state.source, to: state.target)
    }

    /// Puts the item back where it was.
    public func cancelInteractiveMovement() {
        finishInteractiveMovement()
    }

    /// Where the item being moved would land now; `nil` when no item is being moved.
    public var interactiveMovementTarget: IndexPath? {
        interactiveMovement?.target
    }

    private func finishInteractiveMovement() {
        guard let state = interactiveMovement else { return }
        interactiveMovement = nil
        cellForItem(at: state.source)?.collectionState.isReordering = false
    }
}
