import Foundation
internal import OpenCollectionView

// AppKit's selection: off until `isSelectable`; a click selects the item clicked alone, a command-click toggles one
// item and a shift-click extends the selection from the last item clicked to this one (with
// `allowsMultipleSelection`); a click on no item clears it (with `allowsEmptySelection`). While a click is in
// progress the items it would change show it through their `highlightState`; when it ends, the selection changes
// (as the delegate allows) and the delegate hears of it. Setting the selection in code tells the delegate nothing.
extension NSCollectionView {
    /// Whether a person may select items; `false` by default, as in AppKit.
    public var isSelectable: Bool {
        get { selectionRules.selectable }
        set { selectionRules.selectable = newValue }
    }

    /// Whether more than one item may be selected; `false` by default.
    public var allowsMultipleSelection: Bool {
        get { selectionRules.multiple }
        set {
            selectionRules.multiple = newValue
            if !newValue, selection.count > 1, let first = selection.min() { selectionIndexPaths = [first] }
        }
    }

    /// Whether a click may leave no item selected; `true` by default.
    public var allowsEmptySelection: Bool {
        get { selectionRules.empty }
        set { selectionRules.empty = newValue }
    }

    /// The index paths of the selected items. Setting it selects exactly those items, without telling the delegate.
    public var selectionIndexPaths: Set<IndexPath> {
        get { selection }
        set {
            let changed = selection.symmetricDifference(newValue)
            selection = newValue
            showSelection(of: changed)
        }
    }

    /// Adds the items at `indexPaths` to the selection, and scrolls them to `scrollPosition` (none for `[]`),
    /// without telling the delegate.
    public func selectItems(at indexPaths: Set<IndexPath>, scrollPosition: ScrollPosition) {
        selectionIndexPaths = allowsMultipleSelection ? selection.union(indexPaths) : Set(indexPaths.min().map { [$0] } ?? [])
        if !scrollPosition.isEmpty { scrollToItems(at: indexPaths, scrollPosition: scrollPosition) }
    }

    /// Takes the items at `indexPaths` out of the selection, without telling the delegate.
    public func deselectItems(at indexPaths: Set<IndexPath>) {
        selectionIndexPaths = selection.subtracting(indexPaths)
    }

    /// Selects every item, when `allowsMultipleSelection`, telling the delegate what changed.
    public func selectAll(_ sender: Any?) {
        guard isSelectable, allowsMultipleSelection else { return }
        let all = (0..<numberOfSections).flatMap { section in
            (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }
        commit(SelectionChange(select: Set(all).subtracting(selection), deselect: []))
    }

    /// Clears the selection, when `allowsEmptySelection`, telling the delegate what changed.
    public func deselectAll(_ sender: Any?) {
        guard isSelectable, allowsEmptySelection else { return }
        commit(SelectionChange(select: [], deselect: selection))
    }

    // MARK: Arrow keys

    /// An arrow key: the selection moves to the item beside the last one clicked or reached, in that direction — the
    /// item before or after it across, the nearest one in the row above or below — and scrolls to it; with shift the
    /// selection extends to it (with `allowsMultipleSelection`). With nothing selected, the first item is selected.
    /// The delegate allows and hears of the change as of a click.
    package func moveSelection(_ direction: SelectionMove, extending: Bool = false) {
        guard isSelectable, numberOfSections > 0 else { return }
        let current = selectionCursor ?? selectionAnchor ?? selection.max()
        let target: IndexPath?
        if let current {
            target = item(from: current, moving: direction)
        } else {
            target = collection.firstItem(from: 0)
        }
        guard let target else { return }
        // A run of shift-arrows extends from where it began.
        let start = selectionAnchor ?? current
        click(onItemAt: target, modifiers: extending ? .shift : [])
        if extending { selectionAnchor = start }
        selectionCursor = target
        scrollToItems(at: [target], scrollPosition: [.nearestVerticalEdge, .nearestHorizontalEdge])
    }

    /// The item beside `indexPath` in `direction`: across, the one before or after it in order; up or down, of the
    /// items whose frames lie wholly above or below it, those of the nearest row, the one whose centre is nearest
    /// across. `nil` at an edge.
    private func item(from indexPath: IndexPath, moving direction: SelectionMove) -> IndexPath? {
        switch direction {
        case .left, .right:
            guard collection.isItem(indexPath) else { return nil }
            return direction == .right ? collection.item(after: indexPath) : collection.item(before: indexPath)
        case .up, .down:
            guard let layout = collectionViewLayout, let frame = layoutAttributesForItem(at: indexPath)?.frame else {
                return nil
            }
            let content = layout.collectionViewContentSize
            let band = direction == .down
                ? NSRect(x: 0, y: frame.maxY, width: max(content.width, frame.maxX), height: max(content.height - frame.maxY, 0))
                : NSRect(x: 0, y: 0, width: max(content.width, frame.maxX), height: frame.minY)
            let candidates = layout.layoutAttributesForElements(in: band).filter { attributes in
                attributes.representedElementCategory == .item && attributes.indexPath != nil
                    && (direction == .down ? attributes.frame.minY >= frame.maxY - 0.5 : attributes.frame.maxY <= frame.minY + 0.5)
            }
            let rowEdge = direction == .down
                ? candidates.map(\.frame.minY).min() : candidates.map(\.frame.maxY).max()
            guard let rowEdge else { return nil }
            let row = candidates.filter { abs((direction == .down ? $0.frame.minY : $0.frame.maxY) - rowEdge) < 0.5 }
            return row.min { abs($0.frame.midX - frame.midX) < abs($1.frame.midX - frame.midX) }?.indexPath
        }
    }

    // MARK: Clicks

    /// A person presses the mouse button on the item at `indexPath` (on no item, for `nil`) with `modifiers` held:
    /// the items the click would select take `.forSelection`, those it would deselect `.forDeselection`, as the
    /// delegate allows. `endClick()` makes the change.
    package func beginClick(onItemAt indexPath: IndexPath?, modifiers: ClickModifiers = []) {
        if pendingClick != nil { endClick() }
        guard isSelectable else { return }
        let change = selectionChange(forClickOn: indexPath, modifiers: modifiers)
        let selecting = highlight(change.select, as: .forSelection)
        let deselecting = highlight(change.deselect, as: .forDeselection)
        pendingClick = PendingClick(
            change: SelectionChange(select: selecting, deselect: deselecting), anchor: indexPath ?? selectionAnchor)
    }

    /// The mouse button comes up: the items' highlights go, and the selection changes as the click said, as the
    /// delegate allows, telling it what changed.
    package func endClick() {
        guard let click = pendingClick else { return }
        pendingClick = nil
        highlight(click.change.select.union(click.change.deselect), as: .none)
        selectionAnchor = click.anchor
        selectionCursor = click.anchor
        commit(click.change)
    }

    /// The click in progress ends away from where it began: the items' highlights go and nothing changes.
    package func cancelClick() {
        guard let click = pendingClick else { return }
        pendingClick = nil
        highlight(click.change.select.union(click.change.deselect), as: .none)
    }

    /// A click from start to end.
    package func click(onItemAt indexPath: IndexPath?, modifiers: ClickModifiers = []) {
        beginClick(onItemAt: indexPath, modifiers: modifiers)
        endClick()
    }

    /// What a click on `indexPath` with `modifiers` would select and deselect, by AppKit's rules.
    private func selectionChange(forClickOn indexPath: IndexPath?, modifiers: ClickModifiers) -> SelectionChange {
        guard let indexPath else {
            return SelectionChange(select: [], deselect: allowsEmptySelection ? selection : [])
        }
        if modifiers.contains(.command) {
            if selection.contains(indexPath) {
                let mayEmpty = allowsEmptySelection || selection.count > 1
                return SelectionChange(select: [], deselect: mayEmpty ? [indexPath] : [])
            }
            let others = allowsMultipleSelection ? [] : selection
            return SelectionChange(select: [indexPath], deselect: others)
        }
        if modifiers.contains(.shift), allowsMultipleSelection, let anchor = selectionAnchor {
            return SelectionChange(select: indexPaths(from: anchor, to: indexPath).subtracting(selection), deselect: [])
        }
        return SelectionChange(
            select: selection.contains(indexPath) ? [] : [indexPath], deselect: selection.subtracting([indexPath]))
    }

    /// Every item from `start` to `end` inclusive, in index path order, across sections.
    private func indexPaths(from start: IndexPath, to end: IndexPath) -> Set<IndexPath> {
        let (low, high) = start <= end ? (start, end) : (end, start)
        var result = Set<IndexPath>()
        for section in low.section...high.section where section < numberOfSections {
            let count = numberOfItems(inSection: section)
            let first = section == low.section ? low.item : 0
            let last = section == high.section ? min(high.item, count - 1) : count - 1
            guard first <= last else { continue }
            for item in first...last { result.insert(IndexPath(item: item, section: section)) }
        }
        return result
    }

    /// Gives the items at `indexPaths` the delegate allows `state`, telling it; answers those that took it.
    @discardableResult
    private func highlight(_ indexPaths: Set<IndexPath>, as state: NSCollectionViewItem.HighlightState) -> Set<IndexPath> {
        guard !indexPaths.isEmpty else { return [] }
        let allowed = delegate?.collectionView(self, shouldChangeItemsAt: indexPaths, to: state) ?? indexPaths
        guard !allowed.isEmpty else { return [] }
        for indexPath in allowed { item(at: indexPath)?.highlightState = state }
        delegate?.collectionView(self, didChangeItemsAt: allowed, to: state)
        return allowed
    }

    /// Makes `change` as the delegate allows, telling it what changed: deselections first.
    private func commit(_ change: SelectionChange) {
        let deselect = change.deselect.isEmpty
            ? [] : (delegate?.collectionView(self, shouldDeselectItemsAt: change.deselect) ?? change.deselect)
        let select = change.select.isEmpty
            ? [] : (delegate?.collectionView(self, shouldSelectItemsAt: change.select) ?? change.select)
        let deselected = deselect.intersection(selection)
        let selected = select.subtracting(selection)
        selection.subtract(deselected)
        selection.formUnion(selected)
        showSelection(of: deselected.union(selected))
        if !deselected.isEmpty { delegate?.collectionView(self, didDeselectItemsAt: deselected) }
        if !selected.isEmpty { delegate?.collectionView(self, didSelectItemsAt: selected) }
    }

    /// Tells the items in view at `indexPaths` whether they are selected now.
    private func showSelection(of indexPaths: Set<IndexPath>) {
        for indexPath in indexPaths { item(at: indexPath)?.isSelected = selection.contains(indexPath) }
    }
}

/// A direction an arrow key moves the selection in.
package enum SelectionMove: Sendable, Hashable {
    case up, down, left, right
}

/// The modifier keys held during a click, as far as selection reads them.
package struct ClickModifiers: OptionSet, Sendable, Hashable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Shift: extends the selection from the last item clicked.
    package static let shift = ClickModifiers(rawValue: 1 << 0)
    /// Command: toggles the item clicked.
    package static let command = ClickModifiers(rawValue: 1 << 1)
}

/// The items a selection change selects and deselects.
struct SelectionChange {
    var select: Set<IndexPath>
    var deselect: Set<IndexPath>
}

/// A click in progress: what it changes when it ends, and the item a later shift-click extends from.
struct PendingClick {
    var change: SelectionChange
    var anchor: IndexPath?
}

/// Whether a collection view lets a person select, and how much.
struct SelectionRules {
    var selectable = false
    var multiple = false
    var empty = true
}
