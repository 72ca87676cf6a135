import Foundation

extension UICollectionView {
    /// What the layout passes changed among the elements shown since a render tree made for a host
    /// (`renderTree(continuing:keepingHostViews:)`), for the next tree to hold only those elements. Counted by the
    /// layout passes (`updateVisibleViews(_:)`), which compare each view's attributes with those it has — or, finding
    /// the cells in place, read only the cells that come; ended by cells that make room for a drag, by app code that
    /// changes the cells shown during a pass, and by passes no host draws once they outgrow a whole tree.
    struct ElementChangesSinceRender {
        /// The number of the tree (`RenderContinuity.number`).
        let treeNumber: UInt64
        /// What the elements were shown with when the tree was made: the layout's generation (a new one may change
        /// what cells draw without moving them: new traits), the changes made to the cells shown outside passes, the
        /// batch updates, the state changes and the cells' states — as the last layout pass gave them, which the tree
        /// gave the cells it did not read. A tree continues it only while all are the same.
        let generation: Int
        let cellsChangeCount: UInt32
        let updateNumber: Int
        let stateChangeNumber: Int
        let states: CellStateSource
        /// The elements a pass gave a view, other attributes or (cells) states again since; one may be here more than
        /// once.
        var placedAnew: [ElementKey] = []
        /// The elements whose views left since; one may be here more than once, or have come back.
        var left: [ElementKey] = []

        /// How many changes were counted.
        var count: Int { placedAnew.count + left.count }
    }

    /// What a tree continuing the host's tree `number` holds — the elements placed anew since — and the elements that
    /// left since and are not shown; `nil` when it cannot continue it: another tree was made since, or the counting
    /// ended, or the data, the layout's generation or the cells' states changed, or a swipe or a drag's making room
    /// moves cells on their own. O(changes).
    func elementChanges(continuingTree number: UInt64) -> (placedAnew: Set<ElementKey>, gone: [ElementKey])? {
        guard let changes = elementChangesSinceRender, changes.treeNumber == number,
            changes.generation == layoutGeneration, changes.cellsChangeCount == visibleCellsChangeCount,
            changes.updateNumber == batchUpdates.updateNumber, changes.stateChangeNumber == stateChangeNumber,
            swipe == nil, roomMaking == nil,
            cellStateSource.givesCellsTheStatesOf(changes.states)
        else { return nil }
        let gone = Set(changes.left).filter { key in
            switch key.category {
            case .cell: visibleCellsByIndexPath.index(forKey: key.indexPath) == nil
            case .supplementaryView: visibleSupplementaryViews.index(forKey: key) == nil
            case .decorationView: visibleDecorationViews.index(forKey: key) == nil
            }
        }
        return (Set(changes.placedAnew), Array(gone))
    }

    /// Counts the elements' changes from the render tree `number`, just made for a host — unless cells make room for
    /// a drag, and are not where their attributes say.
    func countElementChanges(sinceTree number: UInt64) {
        guard roomMaking == nil else {
            elementChangesSinceRender = nil
            return
        }
        elementChangesSinceRender = ElementChangesSinceRender(
            treeNumber: number, generation: layoutGeneration, cellsChangeCount: visibleCellsChangeCount,
            updateNumber: batchUpdates.updateNumber, stateChangeNumber: stateChangeNumber,
            states: lastCellPlacement?.states ?? cellStateSource)
    }
}
