import CollectionDiagnostics
import Foundation

/// Selection, highlighting and editing. Programmatic changes call no delegate methods; taps the host reports
/// (`touchDownItem(at:)`, `touchUpItem(at:inside:)`, `tapItem(at:)`) go through the delegate as UIKit's touches do.
/// Selected items follow their items through batch updates; deleted and reloaded items lose their selection,
/// reconfigured ones keep it; `reloadData()` clears it. Each change of editing mode or of the selected items is
/// recorded for hosts as one `lastStateChange`.
extension UICollectionView {
    /// Whether the user can select items. Default `true`. Turning it off deselects every item.
    public var allowsSelection: Bool {
        get { selection.allowsSelection }
        set {
            selection.allowsSelection = newValue
            if !newValue && !selection.isEditing { changingSelection(animated: false) { deselectAll() } }
        }
    }

    /// Whether the user can select several items; a tap on a selected item then deselects it. Default `false`.
    public var allowsMultipleSelection: Bool {
        get { selection.allowsMultipleSelection }
        set {
            selection.allowsMultipleSelection = newValue
            if !newValue && !selection.isEditing { changingSelection(animated: false) { keepOnlyFirstSelection() } }
        }
    }

    /// Whether the user can select items while the collection view is editing. Default `false`.
    public var allowsSelectionDuringEditing: Bool {
        get { selection.allowsSelectionDuringEditing }
        set {
            selection.allowsSelectionDuringEditing = newValue
            if !newValue && selection.isEditing { changingSelection(animated: false) { deselectAll() } }
        }
    }

    /// Whether the user can select several items while the collection view is editing. Default `false`.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { selection.allowsMultipleSelectionDuringEditing }
        set {
            selection.allowsMultipleSelectionDuringEditing = newValue
            if !newValue && selection.isEditing { changingSelection(animated: false) { keepOnlyFirstSelection() } }
        }
    }

    /// Whether the collection view is in editing mode: cells show their editing accessories and selection follows
    /// the `…DuringEditing` settings. Setting it updates every visible cell's configuration state; it animates
    /// unless animations are off (`UIView.areAnimationsEnabled`), as UIKit's list cells move their accessories.
    public var isEditing: Bool {
        get { selection.isEditing }
        set { setEditing(newValue, animated: UIView.areAnimationsEnabled) }
    }

    /// Enters or leaves editing mode as setting `isEditing` does; `animated` tells hosts whether to animate the
    /// accessories appearing or disappearing and the content sliding (`lastStateChange`). Selected items the new
    /// mode does not allow are deselected as part of the change. Not in UIKit's collection view, whose view
    /// controller's `setEditing(_:animated:)` sets `isEditing`; UITableView has it under this name.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != selection.isEditing else { return }
        selection.isEditing = editing
        if !selection.selectionIsAllowed {
            deselectAll()
        } else if !selection.multipleSelectionIsAllowed {
            keepOnlyFirstSelection()
        }
        refreshVisibleCellStates()
        recordStateChange(.editing(isEditing: editing), animated: animated)
    }

    /// The selected items, in index-path order; empty when none is.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selection.selected.sorted()
    }

    /// Selects the item at `indexPath` (deselecting the others unless multiple selection is allowed) and scrolls
    /// to it as `scrollPosition` says; `nil` deselects every item. Calls no delegate method. Ignored while
    /// selection is not allowed; an index path out of bounds is reported and changes nothing.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            changingSelection(animated: animated) { deselectAll() }
            return
        }
        guard selection.selectionIsAllowed else { return }
        guard isValidItem(indexPath, operation: "selectItem(at:animated:scrollPosition:)") else { return }
        changingSelection(animated: animated) {
            if !selection.multipleSelectionIsAllowed {
                for other in selection.selected where other != indexPath { setSelected(false, at: other) }
            }
            setSelected(true, at: indexPath)
        }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`. Calls no delegate method. Animated, hosts fade the selection out — the
    /// flash of a row an app deselects in `collectionView(_:didSelectItemAt:)`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        changingSelection(animated: animated) { setSelected(false, at: indexPath) }
    }

    // MARK: Touches reported by the host

    /// A touch began on the item at `indexPath`: it highlights unless the delegate's
    /// `collectionView(_:shouldHighlightItemAt:)` says no or selection is not allowed — or the tap will present a
    /// pop-up menu or toggle an outline header rather than select. Returns whether it did.
    @discardableResult
    public func touchDownItem(at indexPath: IndexPath) -> Bool {
        touchDownItem(at: indexPath, modifiers: [])
    }

    /// A touch or click began on the item at `indexPath` with `modifiers` held: `touchDownItem(at:)`, telling a
    /// collection view another face draws through this one which keys were held.
    @discardableResult
    func touchDownItem(at indexPath: IndexPath, modifiers: UIKeyModifierFlags) -> Bool {
        // Users touch what is on screen: the cells are in place before the touch is interpreted.
        layoutIfNeeded()
        endTouch()
        // A touch while a menu is presented or a row shows its swipe actions only dismisses them, as in UIKit.
        if popUpMenu != nil {
            dismissPresentedMenu()
            return false
        }
        if swipe != nil {
            closeSwipe()
            return false
        }
        guard isValidItem(indexPath, operation: "touchDownItem(at:)") else { return false }
        if let touchRouter {
            selection.touched = indexPath
            return touchRouter.touchDown(onItemAt: indexPath, modifiers: modifiers)
        }
        if tapTogglesExpansion(ofItemAt: indexPath) || tapPresentsMenu(ofItemAt: indexPath) {
            selection.touched = indexPath
            return false
        }
        guard selection.selectionIsAllowed else { return false }
        selection.touched = indexPath
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return false }
        selection.touchHighlighted = true
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    /// The touch on the item at `indexPath` ended, `inside` the item or not. Inside, a highlighted item is
    /// selected — or, with multiple selection, a selected one deselected — as the delegate allows, and the
    /// delegate hears of it. In single selection, the item selected before is deselected first (with
    /// `didDeselectItemAt`), as UIKit does. A cell showing a pop-up menu accessory presents its menu instead, and
    /// a header-style outline toggles its expansion.
    ///
    /// In single selection, the tap then performs the item's primary action when the delegate can
    /// (`collectionView(_:canPerformPrimaryActionForItemAt:)`, by default while not editing): after `shouldSelectItemAt`
    /// and `didSelectItemAt`, whether or not the item was allowed to be selected, as UIKit does. A tap in multiple
    /// selection extends the selection and performs none [L].
    public func touchUpItem(at indexPath: IndexPath, inside: Bool = true) {
        guard selection.touched == indexPath else { return }
        let wasHighlighted = selection.touchHighlighted
        endTouch()
        if let touchRouter {
            touchRouter.touchUp(onItemAt: indexPath, inside: inside)
            return
        }
        if inside && tapTogglesExpansion(ofItemAt: indexPath) {
            toggleExpansion(ofItemAt: indexPath)
            return
        }
        if inside && presentPopUpMenu(ofItemAt: indexPath) { return }
        guard inside, wasHighlighted else { return }
        let delegate = collectionDelegate
        // Touches select without animation; the change is recorded before `didSelectItemAt`, so that a deselection
        // the app animates there is the last change a host sees.
        if selection.selected.contains(indexPath) && selection.multipleSelectionIsAllowed {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            changingSelection(animated: false) { setSelected(false, at: indexPath) }
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let performsPrimaryAction = !selection.multipleSelectionIsAllowed
        if delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true {
            changingSelection(animated: false) {
                if !selection.multipleSelectionIsAllowed {
                    for other in selection.selected.sorted() where other != indexPath {
                        setSelected(false, at: other)
                        delegate?.collectionView(self, didDeselectItemAt: other)
                    }
                }
                setSelected(true, at: indexPath)
            }
            delegate?.collectionView(self, didSelectItemAt: indexPath)
        }
        // The delegate may have changed the data in `didSelectItemAt`: the item must still be there.
        guard performsPrimaryAction, let delegate = collectionDelegate, isValidItem(indexPath),
            delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath)
        else { return }
        delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
    }

    /// A tap on the item at `indexPath`: `touchDownItem(at:)` then `touchUpItem(at:inside:)`.
    public func tapItem(at indexPath: IndexPath) {
        touchDownItem(at: indexPath)
        touchUpItem(at: indexPath)
    }

    /// A tap at `point` in the content: taps the item there, if any. Returns the item tapped. While a menu is
    /// presented, any tap only dismisses it.
    @discardableResult
    public func tap(at point: CGPoint) -> IndexPath? {
        if popUpMenu != nil {
            dismissPresentedMenu()
            return nil
        }
        guard let indexPath = indexPathForItem(at: point) else {
            touchRouter?.tapOutsideItems()
            return nil
        }
        tapItem(at: indexPath)
        return indexPath
    }

    // MARK: Bookkeeping

    /// Runs `change` and records the items it selected and deselected as one state change. Selection changes made
    /// inside it — by delegate methods it calls — join it.
    func changingSelection(animated: Bool, _ change: () -> Void) {
        let before = selection.selected
        stateChanges.selectionDepth += 1
        change()
        stateChanges.selectionDepth -= 1
        guard stateChanges.selectionDepth == 0 else { return }
        let selected = selection.selected.subtracting(before).sorted()
        let deselected = before.subtracting(selection.selected).sorted()
        guard !selected.isEmpty || !deselected.isEmpty else { return }
        let identities = { (indexPaths: [IndexPath]) in indexPaths.map(self.renderIdentity(ofItemAt:)) }
        recordStateChange(.selection(selected: identities(selected), deselected: identities(deselected)), animated: animated)
    }

    func endTouch() {
        guard let touched = selection.touched else { return }
        let wasHighlighted = selection.touchHighlighted
        selection.touched = nil
        selection.touchHighlighted = false
        guard wasHighlighted else { return }
        cellForItem(at: touched)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: touched)
    }

    private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            selection.selected.insert(indexPath)
        } else {
            selection.selected.remove(indexPath)
        }
        cellForItem(at: indexPath)?.isSelected = selected
    }

    private func deselectAll() {
        for indexPath in selection.selected { setSelected(false, at: indexPath) }
    }

    private func keepOnlyFirstSelection() {
        for indexPath in selection.selected.sorted().dropFirst() { setSelected(false, at: indexPath) }
    }

    /// Whether `indexPath` names an item the collection view has.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        let counts = itemCounts
        return indexPath.count == 2 && counts.indices.contains(indexPath.section)
            && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    private func isValidItem(_ indexPath: IndexPath, operation: String) -> Bool {
        guard isValidItem(indexPath) else {
            Diagnostics.report(.error(
                operation, "attempt to use an invalid index path \(indexPath) for a collection view with item counts \(itemCounts)"))
            return false
        }
        return true
    }

    /// What decides the states the collection view gives its cells (`applyState(to:at:from:)`), read once for all
    /// the cells of a layout pass rather than for each.
    struct CellStateSource {
        let selected: Set<IndexPath>
        /// The items drawn highlighted: the one a touch holds, a context menu's source, a drop's target.
        let highlighted: [IndexPath]
        let isEditing: Bool
        let outline: (any OutlineExpansionDataSource)?
        let swiped: IndexPath?
        let reordering: IndexPath?

        /// The states this gives the item at `indexPath`, at outline level `outlineLevel`.
        @MainActor func renderState(at indexPath: IndexPath, outlineLevel: Int) -> RenderCellState {
            RenderCellState(
                isSelected: selected.contains(indexPath), isHighlighted: highlighted.contains(indexPath),
                isEditing: isEditing, isExpanded: outline?.isItemExpanded(at: indexPath) ?? false,
                isSwiped: swiped == indexPath, isReordering: reordering == indexPath, outlineLevel: outlineLevel)
        }

        /// Whether this gives every item the states `other` gives it: the same selection, highlights, editing, swipe
        /// and lifted item, and the same outline data source (whose expansions change with its snapshots, which
        /// invalidate the layout).
        func givesCellsTheStatesOf(_ other: CellStateSource) -> Bool {
            isEditing == other.isEditing && swiped == other.swiped && reordering == other.reordering
                && highlighted == other.highlighted && selected == other.selected
                && (outline as AnyObject?) === (other.outline as AnyObject?)
        }
    }

    var cellStateSource: CellStateSource {
        var highlighted: [IndexPath] = []
        if selection.touchHighlighted, let touched = selection.touched { highlighted.append(touched) }
        if let contextMenuSource { highlighted.append(contextMenuSource) }
        if let dropTarget { highlighted.append(dropTarget) }
        return CellStateSource(
            selected: selection.selected, highlighted: highlighted, isEditing: selection.isEditing,
            outline: dataSource as? any OutlineExpansionDataSource, swiped: swipe?.indexPath, reordering: liftedItem)
    }

    /// Gives `cell`, shown for `indexPath`, its selection, highlighting, editing and expansion state, and runs its
    /// configuration update if the state changed.
    func applyState(to cell: UICollectionViewCell, at indexPath: IndexPath) {
        applyState(to: cell, at: indexPath, from: cellStateSource)
    }

    /// `applyState(to:at:)` with what decides the states read already.
    func applyState(to cell: UICollectionViewCell, at indexPath: IndexPath, from source: CellStateSource) {
        let given = source.renderState(at: indexPath, outlineLevel: 0)
        cell.isSelected = given.isSelected
        cell.isHighlighted = given.isHighlighted
        var state = cell.collectionState
        state.isEditing = given.isEditing
        state.isExpanded = given.isExpanded
        state.isSwiped = given.isSwiped
        state.isReordering = given.isReordering
        cell.collectionState = state
        cell.updateConfigurationIfNeeded()
    }

    /// Gives every visible cell its state again, what decides it read once, and lays out again.
    func refreshVisibleCellStates() {
        let source = cellStateSource
        for (indexPath, cell) in visibleCellsByIndexPath { applyState(to: cell, at: indexPath, from: source) }
        setNeedsLayout()
    }

    /// Moves the selection through a batch update: kept and moved items keep it at their new index paths.
    func moveSelection(through plan: BatchUpdatePlan) {
        var moved: Set<IndexPath> = []
        for indexPath in selection.selected {
            switch plan.fate(of: SnapshotIndexPath(item: indexPath.item, section: indexPath.section)) {
            case .deleted, .replaced: continue
            case .moved(let position), .kept(let position): moved.insert(IndexPath(position))
            }
        }
        selection.selected = moved
        selection.touched = nil
        selection.touchHighlighted = false
    }

    /// Forgets the selection and any touch, as `reloadData()` does.
    func clearSelectionForReload() {
        selection.selected.removeAll()
        selection.touched = nil
        selection.touchHighlighted = false
    }
}

/// Handles a host's touches on a collection view's items instead of UIKit's selection: another face's collection
/// view drawn through this one (AppKit's, whose clicks select by AppKit's rules).
@MainActor
package protocol CollectionTouchRouting: AnyObject {
    /// A touch began on the item at `indexPath` with `modifiers` held; answers whether it highlights anything.
    func touchDown(onItemAt indexPath: IndexPath, modifiers: UIKeyModifierFlags) -> Bool
    /// The touch on the item at `indexPath` ended, `inside` it or not.
    func touchUp(onItemAt indexPath: IndexPath, inside: Bool)
    /// A tap landed on no item: on the collection view's background.
    func tapOutsideItems()
    /// A key pressed on the collection view with `modifiers` held; answers whether it was handled (then UIKit's
    /// keyboard selection does nothing).
    func press(_ key: HostKey, modifiers: UIKeyModifierFlags) -> Bool
}
