import Foundation

extension UICollectionView {
    /// What the layout passes changed among the cells shown since a render tree made for a host
    /// (`renderTree(continuing:keepingHostViews:)`), for the next tree to hold only those cells. Counted by passes that
    /// find the cells where the last left them (`updateVisibleViews(_:)`); a pass that places every cell again ends it.
    struct CellChangesSinceRender {
        /// The number of the tree (`RenderContinuity.number`).
        let treeNumber: UInt64
        /// What the cells were shown with when the tree was made: the layout's generation and invalidations in part,
        /// the changes made to the cells shown outside passes, the batch updates, the state changes and the cells'
        /// states. A tree continues it only while all are the same.
        let generation: Int
        let partialInvalidationCount: Int
        let cellsChangeCount: UInt32
        let updateNumber: Int
        let stateChangeNumber: Int
        let states: CellStateSource
        /// The index paths of the cells a pass gave a cell, or states again, since; one may be here more than once.
        var placedAnew: [IndexPath] = []
        /// The index paths whose cells left since; one may be here more than once, or have come back.
        var left: [IndexPath] = []
    }

    /// What a tree continuing the host's tree `number` holds of the cells — those placed anew since — and the index
    /// paths of the cells that tree held and are gone; `nil` when it cannot continue it: another tree was made since,
    /// or a pass placed every cell again, or the data, the layout or the cells' states changed otherwise than by the
    /// passes that counted, or a swipe or a drag's making room moves cells on their own. O(changes).
    func cellChanges(continuingTree number: UInt64) -> (placedAnew: Set<IndexPath>, gone: [IndexPath])? {
        guard let changes = cellChangesSinceRender, changes.treeNumber == number,
            changes.generation == layoutGeneration, changes.partialInvalidationCount == partialInvalidationCount,
            changes.cellsChangeCount == visibleCellsChangeCount, changes.updateNumber == batchUpdates.updateNumber,
            changes.stateChangeNumber == stateChangeNumber, swipe == nil, roomMaking == nil,
            cellStateSource.givesCellsTheStatesOf(changes.states)
        else { return nil }
        let gone = Set(changes.left).filter { visibleCellsByIndexPath.index(forKey: $0) == nil }
        return (Set(changes.placedAnew), Array(gone))
    }

    /// Counts the cells' changes from the render tree `number`, just made for a host.
    func countCellChanges(sinceTree number: UInt64) {
        cellChangesSinceRender = CellChangesSinceRender(
            treeNumber: number, generation: layoutGeneration, partialInvalidationCount: partialInvalidationCount,
            cellsChangeCount: visibleCellsChangeCount, updateNumber: batchUpdates.updateNumber,
            stateChangeNumber: stateChangeNumber, states: cellStateSource)
    }
}
