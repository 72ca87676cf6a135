import Foundation

/// A drag of a collection view's items and how it ends, as UIKit's drag and drop delegates see it: the drag delegate
/// gives the items when a person lifts one; while they move, the drop delegate proposes what a drop there would do
/// (the items make room for an insertion, or the item under the pointer is highlighted for a drop into it); a drop
/// calls `collectionView(_:performDropWith:)` with a coordinator. Drags stay inside the collection view they began in:
/// content from other views or apps is not dragged in here.
@MainActor
struct DragSessionState {
    let session: CollectionViewDragSession
    /// Where the lifted item was.
    let source: IndexPath
    /// The item under the pointer; `nil` over empty space.
    var destination: IndexPath?
    /// The drop delegate's last proposal; `.cancel` when it has none (or cannot handle the drag).
    var proposal: UICollectionViewDropProposal
    /// Whether the pointer is over the collection view's visible bounds (the drop delegate heard it enter).
    var isOverCollectionView = false
    /// Whether the drop delegate takes this drag at all (`collectionView(_:canHandle:)`).
    var isHandled = false
    /// The cell that was lifted, told of its part in the drag (`dragStateDidChange(_:)`) until the drag ends.
    @LifetimeReference var liftedCell: UICollectionViewCell?
    /// The drag's preview parameters from the drag delegate (`collectionView(_:dragPreviewParametersForItemAt:)`);
    /// kept, not drawn.
    var previewParameters: UIDragPreviewParameters?

    /// Whether a drop now would perform the proposal: a copy or a move (a move only when the drag allows it), and a
    /// destination when the proposal names a place.
    var dropsOnRelease: Bool {
        guard isHandled, isOverCollectionView else { return false }
        switch proposal.operation {
        case .copy: break
        case .move: guard session.allowsMoveOperation else { return false }
        case .cancel, .forbidden: return false
        }
        return proposal.intent == .unspecified || destination != nil
    }
}

extension UICollectionView {
    /// Begins a drag of the item at `indexPath`, the pointer at `point` (content coordinates), as a long press (or a
    /// press that moves, with a mouse) on its cell does: the drag delegate gives the items; none, and nothing begins.
    /// Returns whether a drag began. Requires a `dragDelegate` and `dragInteractionEnabled`.
    @discardableResult
    func beginDrag(ofItemAt indexPath: IndexPath, at point: CGPoint) -> Bool {
        guard dragSession == nil, interactiveMovement == nil, dragInteractionEnabled, let dragDelegate,
            cellForItem(at: indexPath) != nil
        else { return false }
        let session = CollectionViewDragSession(collectionView: self, location: point)
        let items = dragDelegate.collectionView(self, itemsForBeginning: session, at: indexPath)
        guard !items.isEmpty else { return false }
        session.items = items
        session.allowsMoveOperation = dragDelegate.collectionView(self, dragSessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = dragDelegate.collectionView(
            self, dragSessionIsRestrictedToDraggingApplication: session)
        closeSwipe()
        if popUpMenu != nil { dismissPresentedMenu() }
        endTouch()
        let cell = cellForItem(at: indexPath)
        dragSession = DragSessionState(
            session: session, source: indexPath, proposal: UICollectionViewDropProposal(operation: .cancel))
        dragSession?.liftedCell = cell
        dragSession?.previewParameters = dragDelegate.collectionView(self, dragPreviewParametersForItemAt: indexPath)
        cell?.setDragState(.lifting)
        dragDelegate.collectionView(self, dragSessionWillBegin: session)
        cell?.setDragState(.dragging)
        // The drop side hears of the drag once it has begun, over the view it began in.
        dragSession?.isHandled = dropDelegate?.collectionView(self, canHandle: session) ?? false
        refreshVisibleCellStates()
        moveDrag(to: point)
        return true
    }

    /// The dragged content is at `point` (content coordinates): the drop delegate hears it enter or leave the visible
    /// bounds and, over them, proposes what a drop would do at the item there.
    func moveDrag(to point: CGPoint) {
        guard var state = dragSession else { return }
        state.session.location = point
        let isOver = bounds.contains(point)
        let dropDelegate = state.isHandled ? dropDelegate : nil
        if isOver != state.isOverCollectionView {
            state.isOverCollectionView = isOver
            if isOver {
                dropDelegate?.collectionView(self, dropSessionDidEnter: state.session)
            } else {
                dropDelegate?.collectionView(self, dropSessionDidExit: state.session)
                state.destination = nil
                state.proposal = UICollectionViewDropProposal(operation: .cancel)
            }
        }
        if isOver, let dropDelegate {
            state.destination = indexPathForItem(at: point)
            state.proposal = dropDelegate.collectionView(
                self, dropSessionDidUpdate: state.session, withDestinationIndexPath: state.destination)
        }
        let targetBefore = dropTarget
        let roomBefore = roomMaking.map { [$0.source, $0.target] }
        dragSession = state
        // Most moves change neither the item a drop would go into nor where items make room: only a change redraws.
        if dropTarget != targetBefore {
            for indexPath in [targetBefore, dropTarget].compactMap({ $0 }) {
                if let cell = cellForItem(at: indexPath) { applyState(to: cell, at: indexPath) }
            }
        }
        if dropTarget != targetBefore || roomMaking.map({ [$0.source, $0.target] }) != roomBefore { setNeedsLayout() }
    }

    /// The person let go: a drop if the last proposal copies or moves (the drop delegate's
    /// `collectionView(_:performDropWith:)`), else the drag ends with nothing dropped. Both delegates hear it end.
    func endDrag(dropping: Bool) {
        guard let state = dragSession else { return }
        dragSession = nil
        refreshVisibleCellStates()
        if dropping, state.dropsOnRelease, let dropDelegate {
            let coordinator = CollectionViewDropCoordinator(
                state: state, previewSize: layoutAttributesForItem(at: state.source)?.size ?? .zero, collectionView: self)
            let updatesBefore = batchUpdates.updateNumber
            isPerformingDrop = true
            dropDelegate.collectionView(self, performDropWith: coordinator)
            isPerformingDrop = false
            // A move between items the delegate left undone goes through the data source, when it lets the item move.
            if batchUpdates.updateNumber == updatesBefore, state.proposal.operation == .move,
                state.proposal.intent == .insertAtDestinationIndexPath, let destination = state.destination,
                dataSource?.collectionView(self, canMoveItemAt: state.source) == true {
                moveThroughDataSource(from: state.source, to: destination)
            }
            coordinator.finish()
        }
        // A lifted cell recycled during the drag shows another item now and was reset then.
        if let cell = state.liftedCell, cell.dragState != .none { cell.setDragState(.none) }
        if state.isHandled { dropDelegate?.collectionView(self, dropSessionDidEnd: state.session) }
        dragDelegate?.collectionView(self, dragSessionDidEnd: state.session)
    }

    /// How soon the items make room for a dragged item to show where it would drop (UIKit:
    /// `UICollectionView.ReorderingCadence`).
    public enum ReorderingCadence: Int, Sendable, Hashable {
        /// At once.
        case immediate
        /// Quickly, after a short delay.
        case fast
        /// After a delay.
        case slow
    }

    /// How soon the items make room for a drop while content is dragged over them. Default `.immediate`. Kept, not
    /// applied: headless there is no clock, so items make room as soon as the drop delegate proposes an insertion,
    /// whatever the cadence.
    public var reorderingCadence: ReorderingCadence {
        get { storedReorderingCadence }
        set { storedReorderingCadence = newValue }
    }

    /// Whether what the collection view shows differs from its data source because of a drop: items making room for
    /// dragged content while the drop delegate proposes an insertion, a drop being performed (inside the drop
    /// delegate's `collectionView(_:performDropWith:)`), or drop placeholders not yet committed or deleted. Don't
    /// reload the data meanwhile: a reload takes the placeholders away.
    public var hasUncommittedUpdates: Bool {
        isPerformingDrop || (dragSession != nil && roomMaking != nil) || !dropPlaceholders.isEmpty
    }

    /// Whether a drag of the collection view's items is under way (UIKit: `hasActiveDrag`).
    public var hasActiveDrag: Bool { dragSession != nil }

    /// Whether dragged content is over the collection view, for its drop delegate (UIKit: `hasActiveDrop`).
    public var hasActiveDrop: Bool { dragSession.map { $0.isHandled && $0.isOverCollectionView } ?? false }

    /// The item a drop would go into (its cell is highlighted): the destination of a copy or move proposed
    /// `.insertIntoDestinationIndexPath`.
    var dropTarget: IndexPath? {
        guard let state = dragSession, state.dropsOnRelease, state.proposal.intent == .insertIntoDestinationIndexPath
        else { return nil }
        return state.destination
    }

    /// The lifted item, drawn lifted while the drag lasts.
    var liftedItem: IndexPath? { interactiveMovement?.source ?? dragSession?.source }
}

/// The coordinator a drop delegate is given: the drag's items, each from the lifted item's place, and the animations
/// it asks for, finished when `performDropWith` returns.
final class CollectionViewDropCoordinator: UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession
    private var animations: [DropAnimation] = []
    @LifetimeReference private var collectionView: UICollectionView?

    init(state: DragSessionState, previewSize: CGSize, collectionView: UICollectionView) {
        items = state.session.items.map { DropItem(dragItem: $0, sourceIndexPath: state.source, previewSize: previewSize) }
        destinationIndexPath = state.destination
        proposal = state.proposal
        session = state.session
        self.collectionView = collectionView
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext {
        let animation = DropAnimation()
        animations.append(animation)
        return CollectionViewDropPlaceholderContext(
            dragItem: dragItem, collectionView: collectionView, active: collectionView?.insert(placeholder), animation: animation)
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        let animation = DropAnimation()
        animations.append(animation)
        return animation
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        drop(dragItem, toItemAt: indexPath)
    }

    /// The drop is over: hosts glide the dropped cell to its place; the animations' blocks and completions run.
    func finish() {
        for animation in animations { animation.finish() }
    }
}

/// One dropped item.
final class DropItem: UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// A drop's animation: headless, what is added to it runs when the drop ends.
final class DropAnimation: UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    func finish() {
        for animation in animations { animation() }
        for completion in completions { completion(.end) }
        animations = []
        completions = []
    }
}
