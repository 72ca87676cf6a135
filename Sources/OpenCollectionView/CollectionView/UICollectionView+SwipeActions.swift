import CollectionDiagnostics
import Foundation

/// One action button of a swiped row, where a host draws it.
public struct SwipeActionButton {
    /// The action.
    public let action: UIContextualAction
    /// The button's rectangle in the collection view's content.
    public let frame: CGRect
}

/// The swiped row as a host draws it.
public struct SwipeActionsPresentation {
    /// The swiped item.
    public let indexPath: IndexPath
    /// Which side's actions the swipe reveals.
    public let edge: SwipeActionEdge
    /// How far the row is moved aside.
    public let revealedWidth: CGFloat
    /// Whether the row rests open (the swipe ended with the buttons shown).
    public let isOpen: Bool
    /// The buttons, from the row's edge inwards, as far as they are revealed.
    public let buttons: [SwipeActionButton]
}

/// Swipe actions on list rows, driven by the host: a swipe begins on an item, moves, and ends; the row then rests
/// open or closed, or — swiped far enough — performs its first action. The actions come from the list section's
/// `leadingSwipeActionsConfigurationProvider` / `trailingSwipeActionsConfigurationProvider` when the swipe begins, so
/// handlers that capture item identifiers (not index paths) act on the right item whatever changes meanwhile;
/// the swiped row follows its item through batch updates and closes when the item is deleted.
extension UICollectionView {
    /// Starts a swipe on the item at `indexPath` revealing the actions of `edge`. Returns `false` (and does nothing)
    /// when the section is not a list section or its provider gives no actions for the item.
    @discardableResult
    public func beginSwipe(onItemAt indexPath: IndexPath, revealing edge: SwipeActionEdge) -> Bool {
        closeSwipe()
        guard let list = listConfiguration(forSection: indexPath.section) else { return false }
        let provider = edge == .leading
            ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return false }
        swipe = SwipeState(indexPath: indexPath, edge: edge, configuration: configuration, revealedWidth: 0)
        updateSwipedCell()
        return true
    }

    /// Moves the swiped row so that its actions are revealed `translation` points (negative values count as 0).
    public func updateSwipe(translation: CGFloat) {
        guard swipe != nil else { return }
        swipe?.revealedWidth = max(0, translation)
    }

    /// Ends the swipe: past the full-swipe threshold the first action is performed (if the configuration allows);
    /// past half the buttons' width the row rests open showing them; otherwise it closes.
    public func endSwipe() {
        guard let state = swipe else { return }
        let buttonsWidth = state.configuration.actions.map(SwipeActionMetrics.buttonWidth).reduce(0, +)
        let rowWidth = layoutAttributesForItem(at: state.indexPath)?.frame.width ?? bounds.width
        if state.configuration.performsFirstActionWithFullSwipe,
            state.revealedWidth >= rowWidth * SwipeActionMetrics.fullSwipeFraction
        {
            perform(state.configuration.actions[0])
        } else if state.revealedWidth >= buttonsWidth / 2 {
            swipe?.revealedWidth = buttonsWidth
            swipe?.isOpen = true
        } else {
            closeSwipe()
        }
    }

    /// Taps the action at `index` (from the row's edge inwards) of the open row: its handler runs, and the row closes
    /// when the handler calls its completion.
    public func tapSwipeAction(at index: Int) {
        guard let state = swipe else { return }
        guard state.configuration.actions.indices.contains(index) else {
            Diagnostics.report(.error(
                "tapSwipeAction(at:)", "no swipe action at index \(index): the row has \(state.configuration.actions.count)"))
            return
        }
        perform(state.configuration.actions[index])
    }

    /// Closes the swiped row, if any.
    public func closeSwipe() {
        guard let state = swipe else { return }
        swipe = nil
        cellForItem(at: state.indexPath)?.collectionState.isSwiped = false
    }

    /// The swiped row and its revealed buttons, for a host to draw; `nil` when no row is swiped.
    public var swipeActionsPresentation: SwipeActionsPresentation? {
        guard let state = swipe, let row = layoutAttributesForItem(at: state.indexPath)?.frame else { return nil }
        var buttons: [SwipeActionButton] = []
        var offset: CGFloat = 0
        // Leading actions sit on the row's leading edge: the left one, or the right one in a right-to-left layout.
        let onLeftEdge = (state.edge == .leading) != isRightToLeft
        for action in state.configuration.actions {
            let width = SwipeActionMetrics.buttonWidth(of: action)
            let x = onLeftEdge ? row.minX + offset : row.maxX - offset - width
            buttons.append(SwipeActionButton(action: action, frame: CGRect(x: x, y: row.minY, width: width, height: row.height)))
            offset += width
        }
        return SwipeActionsPresentation(
            indexPath: state.indexPath, edge: state.edge, revealedWidth: state.revealedWidth, isOpen: state.isOpen,
            buttons: buttons)
    }

    /// Runs `action`'s handler with the swiped cell; its completion closes the row.
    private func perform(_ action: UIContextualAction) {
        guard let state = swipe else { return }
        let view: UIView = cellForItem(at: state.indexPath) ?? self
        action.handler(action, view) { [weak self] _ in
            self?.closeSwipe()
        }
    }

    private func updateSwipedCell() {
        guard let state = swipe else { return }
        cellForItem(at: state.indexPath)?.collectionState.isSwiped = true
    }
}
