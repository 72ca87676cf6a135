import CollectionDiagnostics
import Foundation

/// What a collection view keeps about batch updates: the batch being collected, the last one performed, and the
/// cells in transition.
struct BatchUpdateState {
    /// How many `performBatchUpdates` calls are open; updates are collected until the outermost one closes.
    var depth = 0
    var pending = PendingBatchUpdate()
    /// The item counts before the open batch.
    var oldCounts: [Int] = []
    var animated = true
    var completions: [(Bool) -> Void] = []
    /// Set when `reloadData()` is called inside an open batch: the batch is then dropped, as the reload supersedes it.
    var reloadedDuringBatch = false
    var lastUpdate: CollectionViewBatchUpdate? {
        didSet { updateNumber += 1 }
    }
    /// How many updates (batches and reloads) there have been, so that hosts tell a new `lastUpdate` from an old one.
    var updateNumber = 0
    /// The cell a reconfigure is asking the data source to configure again, handed back by the next dequeue for its
    /// index path.
    var reconfiguration: (indexPath: IndexPath, cell: UICollectionViewCell)?
    /// Cells of reloaded items, off screen but kept out of the reuse queues until the next layout pass has given
    /// their items new cells — as UIKit keeps them for the cross-fade.
    var cellsAwaitingReuse: [UICollectionViewCell] = []
}

/// Batch updates (UIKit: `performBatchUpdates(_:completion:)` and the insert/delete/move/reload/reconfigure calls).
///
/// The rules are UIKit's. Deletes, reloads, reconfigures and move sources name positions **before** the batch;
/// inserts and move destinations name positions **after** it; all deletes happen before any insert whatever the
/// order of the calls. When the outermost batch closes, the collection view asks the data source for its new counts
/// and checks them: the section count must be the old one minus deletes plus inserts, and every section that
/// existed before must hold its old count minus deletes and moves out plus inserts and moves in. A batch that breaks
/// the rules is reported with UIKit's exception text ("Invalid update: invalid number of items in section …") and
/// the collection view recovers with `reloadData()`, so nothing the data source holds is lost.
///
/// Visible cells follow their items: an item that stays or moves keeps its cell (the cell's index path changes);
/// a deleted item's cell goes back to the reuse queue; inserted and reloaded items get cells from the data source
/// at the next layout pass (a reloaded item gets a different cell; its old one is reused only after that pass);
/// a reconfigured item with a cell is handed to the data source again at once, and `dequeueReusableCell` returns
/// the existing cell for that index path (iOS 15 semantics). The layout is invalidated.
///
/// ## Differences from UIKit
/// - There is no animation: the batch takes effect at once, and `completion` runs before `performBatchUpdates`
///   returns, with `true` (`false` when the batch was refused and reloaded). `lastBatchUpdate` tells a host what
///   UIKit would have animated.
/// - These methods are `public`, not `open`: Swift cannot override methods declared in extensions.
/// - Inside a batch, a reconfigure names the item's position before the batch, like a reload.
extension UICollectionView {
    /// The last batch update the collection view performed — every section and item update with its positions
    /// before and after, and whether it would animate — for hosts that animate changes. `nil` before the first batch
    /// and after `reloadData()`. Not in UIKit.
    public var lastBatchUpdate: CollectionViewBatchUpdate? { batchUpdates.lastUpdate }

    /// Performs the insert, delete, move, reload and reconfigure calls made in `updates` as one batch, then checks
    /// the data source's new counts against them (see the type's discussion) and calls `completion`.
    ///
    /// Batches nest: calls made in an inner batch join the outermost one, which is checked when it closes.
    /// Complexity: O(S + u log u) for u updates over S sections, plus O(c log u) for the c visible cells.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batchUpdates.depth == 0 {
            // UIKit reads the counts before the batch from the data source if it has none yet: a data source must
            // not change before the batch opens.
            batchUpdates.oldCounts = itemCounts
            batchUpdates.animated = UIView.areAnimationsEnabled
        }
        batchUpdates.depth += 1
        updates?()
        batchUpdates.depth -= 1
        if let completion { batchUpdates.completions.append(completion) }
        if batchUpdates.depth == 0 { commitBatchUpdates() }
    }

    /// Inserts new sections at the given indices (after the batch).
    public func insertSections(_ sections: IndexSet) {
        record { pending in pending.insertedSections += sections }
    }

    /// Deletes the sections at the given indices (before the batch), with their items.
    public func deleteSections(_ sections: IndexSet) {
        record { pending in pending.deletedSections += sections }
    }

    /// Moves the section at `section` (before the batch) to `newSection` (after the batch), with its items and cells.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        let operation = "moveSection(_:toSection:)"
        record { pending in
            guard let source = pending.sectionIndex(section, in: operation),
                let destination = pending.sectionIndex(newSection, in: operation)
            else { return }
            pending.movedSections.append(SnapshotDifference.SectionMove(source: source, destination: destination))
        }
    }

    /// Reloads the sections at the given indices (before the batch): their items get new cells, and their item
    /// counts may change.
    public func reloadSections(_ sections: IndexSet) {
        record { pending in pending.reloadedSections += sections }
    }

    /// Inserts items at the given index paths (after the batch).
    public func insertItems(at indexPaths: [IndexPath]) {
        let operation = "insertItems(at:)"
        record { pending in
            pending.insertedItems += indexPaths.compactMap { pending.itemPosition($0, in: operation) }
        }
    }

    /// Deletes the items at the given index paths (before the batch).
    public func deleteItems(at indexPaths: [IndexPath]) {
        let operation = "deleteItems(at:)"
        record { pending in
            pending.deletedItems += indexPaths.compactMap { pending.itemPosition($0, in: operation) }
        }
    }

    /// Moves the item at `indexPath` (before the batch) to `newIndexPath` (after the batch), possibly into another
    /// section; the item keeps its cell.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        let operation = "moveItem(at:to:)"
        record { pending in
            guard let source = pending.itemPosition(indexPath, in: operation),
                let destination = pending.itemPosition(newIndexPath, in: operation)
            else { return }
            pending.movedItems.append(SnapshotDifference.ItemMove(source: source, destination: destination))
        }
    }

    /// Reloads the items at the given index paths (before the batch): each gets a new cell from the data source at
    /// the next layout pass.
    public func reloadItems(at indexPaths: [IndexPath]) {
        let operation = "reloadItems(at:)"
        record { pending in
            pending.reloadedItems += indexPaths.compactMap { pending.itemPosition($0, in: operation) }
        }
    }

    /// Configures the cells of the given items again without replacing them (iOS 15): the data source is asked for
    /// each item that has a cell, and `dequeueReusableCell(withReuseIdentifier:for:)` hands back the existing cell.
    /// Items without a cell are left alone.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        let operation = "reconfigureItems(at:)"
        record { pending in
            pending.reconfiguredItems += indexPaths.compactMap { pending.itemPosition($0, in: operation) }
        }
    }

    // MARK: Hooks for the rest of the collection view

    /// The existing cell when a reconfigure asks for the cell at `indexPath` with its reuse identifier; handed out
    /// once.
    func takeCellBeingReconfigured(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell? {
        guard let reconfiguration = batchUpdates.reconfiguration, reconfiguration.indexPath == indexPath,
            reconfiguration.cell.reuseIdentifier == identifier
        else { return nil }
        batchUpdates.reconfiguration = nil
        return reconfiguration.cell
    }

    /// Puts the cells of reloaded items into the reuse queues once their items have new cells.
    func recycleCellsAwaitingReuse() {
        guard !batchUpdates.cellsAwaitingReuse.isEmpty else { return }
        let cells = batchUpdates.cellsAwaitingReuse
        batchUpdates.cellsAwaitingReuse = []
        for cell in cells { recycle(cell) }
    }

    /// Forgets the last batch when the data is reloaded; a reload inside an open batch supersedes the batch.
    func batchUpdatesDidReloadData() {
        batchUpdates.lastUpdate = nil
        if batchUpdates.depth > 0 { batchUpdates.reloadedDuringBatch = true }
        recycleCellsAwaitingReuse()
    }

    // MARK: Performing

    /// Runs `edit` on the open batch, or as a batch of its own when none is open (as UIKit does for a single call).
    private func record(_ edit: @escaping (inout PendingBatchUpdate) -> Void) {
        guard batchUpdates.depth > 0 else {
            performBatchUpdates({ edit(&self.batchUpdates.pending) })
            return
        }
        edit(&batchUpdates.pending)
    }

    private func commitBatchUpdates() {
        let pending = batchUpdates.pending
        let oldCounts = batchUpdates.oldCounts
        let completions = batchUpdates.completions
        let reloadedDuringBatch = batchUpdates.reloadedDuringBatch
        batchUpdates.pending = PendingBatchUpdate()
        batchUpdates.completions = []
        batchUpdates.reloadedDuringBatch = false
        guard !reloadedDuringBatch else {
            for completion in completions { completion(true) }
            return
        }

        forgetDataSourceAnswers()
        let newCounts = itemCounts
        let finished: Bool
        do {
            let plan = try BatchUpdatePlan(pending, oldCounts: oldCounts, newCounts: newCounts)
            perform(plan)
            finished = true
        } catch {
            Diagnostics.report(.error("performBatchUpdates(_:completion:)", error.message))
            reloadData()
            finished = false
        }
        for completion in completions { completion(finished) }
    }

    private func perform(_ plan: BatchUpdatePlan) {
        // In a stable order, so that the layout is asked, and hosts told, the same way each time.
        let shownBefore = Self.inStableOrder(
            Array(visibleCellsByIndexPath.keys.map { ElementKey(category: .cell, kind: nil, indexPath: $0) })
                + Array(visibleSupplementaryViews.keys) + Array(visibleDecorationViews.keys))
        var cells: [IndexPath: UICollectionViewCell] = [:]
        cells.reserveCapacity(visibleCellsByIndexPath.count)
        for (indexPath, cell) in visibleCellsByIndexPath {
            switch plan.fate(of: SnapshotIndexPath(item: indexPath.item, section: indexPath.section)) {
            case .deleted:
                recycle(cell)
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            case .replaced:
                cell.removeFromSuperview()
                batchUpdates.cellsAwaitingReuse.append(cell)
            case .moved(let position), .kept(let position):
                cells[IndexPath(position)] = cell
            }
        }
        changeVisibleCells { $0 = cells }
        moveSelection(through: plan)
        // A swiped row and a presented menu follow their item, and end when it is deleted or gets a new cell.
        swipe = plan.following(swipe)
        popUpMenu = plan.following(popUpMenu)
        // Supplementary views are asked for again: their sections may have moved or changed.
        for (_, view) in visibleSupplementaryViews { recycle(view) }
        visibleSupplementaryViews.removeAll()
        let update = record(of: plan)
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.moveMeasurements(through: plan)
        (collectionViewLayout as? UICollectionViewFlowLayout)?.moveMeasurements(through: plan)
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.clearSeparatorLeadingOffsets()
        collectionViewLayout.invalidateLayout()
        batchUpdates.lastUpdate = tellLayout(of: update, shownBefore: shownBefore)
        adoptTargetContentOffset()
        for position in plan.reconfiguredItems {
            if let newPosition = plan.positionAfterUpdate(of: position) {
                reconfigureCell(at: IndexPath(newPosition))
            }
        }
    }

    /// UIKit's conversation with the layout around a batch update: the layout is prepared for the new data, told of
    /// every change (`prepare(forCollectionViewUpdates:)`), asked where the elements shown after the batch appear from
    /// and where those shown before go — with the supplementary and decoration views it says the batch inserts and
    /// deletes — and told the batch is over (`finalizeCollectionViewUpdates()`). Returns `update` with what the layout
    /// said, for hosts to animate.
    private func tellLayout(of update: CollectionViewBatchUpdate, shownBefore: [ElementKey]) -> CollectionViewBatchUpdate {
        let layout = collectionViewLayout
        prepareLayoutIfNeeded()
        layout.prepare(forCollectionViewUpdates: update.updateItems)
        let shownAfter = (layout.displayedAttributesForElements(in: displayedRect) ?? []).map(ElementKey.init)
        let kinds = Set((shownBefore + shownAfter).filter { $0.category != .cell }.map { ($0.category, $0.kind ?? "") }.map(KindKey.init))
        var appearing = shownAfter
        var disappearing = shownBefore
        for kind in kinds.sorted(by: { ($0.category.rawValue, $0.kind) < ($1.category.rawValue, $1.kind) }) {
            let (inserted, deleted) = kind.category == .supplementaryView
                ? (layout.indexPathsToInsertForSupplementaryView(ofKind: kind.kind), layout.indexPathsToDeleteForSupplementaryView(ofKind: kind.kind))
                : (layout.indexPathsToInsertForDecorationView(ofKind: kind.kind), layout.indexPathsToDeleteForDecorationView(ofKind: kind.kind))
            appearing += inserted.map { ElementKey(category: kind.category, kind: kind.kind, indexPath: $0) }
            disappearing += deleted.map { ElementKey(category: kind.category, kind: kind.kind, indexPath: $0) }
        }
        var told = update
        told.appearingAttributes = unique(appearing).compactMap { element in
            animationEnd(of: element, layout: layout, appearing: true)
        }
        told.disappearingAttributes = unique(disappearing).compactMap { element in
            animationEnd(of: element, layout: layout, appearing: false)
        }
        layout.finalizeCollectionViewUpdates()
        return told
    }

    /// A supplementary or decoration kind.
    private struct KindKey: Hashable {
        let category: UICollectionView.ElementCategory
        let kind: String
    }

    /// `keys` by category, then kind (none first), then index path. Nonisolated: a comparison the main actor's code
    /// makes checks at run time that it runs there, once for every comparison of the sort — a search's keystroke sorts
    /// every element shown.
    private nonisolated static func inStableOrder(_ keys: [ElementKey]) -> [ElementKey] {
        keys.sorted { lhs, rhs in
            if lhs.category.rawValue != rhs.category.rawValue { return lhs.category.rawValue < rhs.category.rawValue }
            let (lhsKind, rhsKind) = (lhs.kind ?? "", rhs.kind ?? "")
            if lhsKind != rhsKind { return lhsKind < rhsKind }
            return lhs.indexPath.isOrdered(before: rhs.indexPath)
        }
    }

    private func unique(_ elements: [ElementKey]) -> [ElementKey] {
        var seen = Set<ElementKey>()
        return elements.filter { seen.insert($0).inserted }
    }

    /// What the layout says of `element` at one end of an update's animation, in the collection view's coordinates
    /// (mirrored when the layout is); `nil` when it says nothing.
    private func animationEnd(
        of element: ElementKey, layout: UICollectionViewLayout, appearing: Bool
    ) -> CollectionViewBatchUpdate.ElementAnimationAttributes? {
        let kind = element.kind ?? ""
        let attributes: UICollectionViewLayoutAttributes?
        switch (element.category, appearing) {
        case (.cell, true): attributes = layout.initialLayoutAttributesForAppearingItem(at: element.indexPath)
        case (.cell, false): attributes = layout.finalLayoutAttributesForDisappearingItem(at: element.indexPath)
        case (.supplementaryView, true):
            attributes = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: element.indexPath)
        case (.supplementaryView, false):
            attributes = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: element.indexPath)
        case (.decorationView, true):
            attributes = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: element.indexPath)
        case (.decorationView, false):
            attributes = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: element.indexPath)
        }
        guard let attributes else { return nil }
        let shown = layout.displayMirror.map { $0.attributes(attributes) } ?? attributes
        return CollectionViewBatchUpdate.ElementAnimationAttributes(shown)
    }

    /// Asks the layout, then the delegate, where the content should rest after a change of data or layout, and moves
    /// it there (within the content) when they ask for somewhere else.
    func adoptTargetContentOffset() {
        let proposed = contentOffset
        var target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed)
        if let delegate = collectionDelegate {
            target = delegate.collectionView(self, targetContentOffsetForProposedContentOffset: target)
        }
        guard target != proposed, target.x.isFinite, target.y.isFinite else { return }
        contentOffset = target
    }

    /// Asks the data source to configure the cell at `indexPath` again, handing it the existing cell.
    private func reconfigureCell(at indexPath: IndexPath) {
        guard let existing = visibleCellsByIndexPath[indexPath], let dataSource else { return }
        elementsNeedingMeasurement.insert(ElementKey(category: .cell, kind: nil, indexPath: indexPath))
        batchUpdates.reconfiguration = (indexPath, existing)
        let returned = ViewRequestTracking.duringViewRequest { dataSource.collectionView(self, cellForItemAt: indexPath) }
        batchUpdates.reconfiguration = nil
        guard returned !== existing else { return }
        Diagnostics.report(.error("reconfigureItems(at:)", BatchUpdateMessages.reconfiguredCellReplaced(indexPath)))
        // The returned cell shows the item's current data; it takes the old cell's place at the next layout pass.
        recycle(existing)
        changeVisibleCells { $0[indexPath] = returned }
    }

    private func record(of plan: BatchUpdatePlan) -> CollectionViewBatchUpdate {
        typealias SectionUpdate = CollectionViewBatchUpdate.SectionUpdate
        typealias ItemUpdate = CollectionViewBatchUpdate.ItemUpdate
        var sections: [SectionUpdate] = []
        sections += plan.deletedSections.map { SectionUpdate(action: .delete, sectionBeforeUpdate: $0, sectionAfterUpdate: nil) }
        sections += plan.insertedSections.map { SectionUpdate(action: .insert, sectionBeforeUpdate: nil, sectionAfterUpdate: $0) }
        sections += plan.movedSections.map {
            SectionUpdate(action: .move, sectionBeforeUpdate: $0.source, sectionAfterUpdate: $0.destination)
        }
        sections += plan.reloadedSections.map {
            SectionUpdate(action: .reload, sectionBeforeUpdate: $0, sectionAfterUpdate: plan.newSectionOfOld[$0])
        }

        var items: [ItemUpdate] = []
        items.reserveCapacity(
            plan.deletedItems.count + plan.insertedItems.count + plan.movedItems.count + plan.reloadedItems.count
                + plan.reconfiguredItems.count)
        for position in plan.deletedItems {
            items.append(ItemUpdate(action: .delete, indexPathBeforeUpdate: IndexPath(position), indexPathAfterUpdate: nil))
        }
        for position in plan.insertedItems {
            items.append(ItemUpdate(action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(position)))
        }
        for move in plan.movedItems {
            items.append(ItemUpdate(
                action: .move, indexPathBeforeUpdate: IndexPath(move.source), indexPathAfterUpdate: IndexPath(move.destination)))
        }
        for (action, positions) in [(CollectionViewBatchUpdate.Action.reload, plan.reloadedItems), (.reconfigure, plan.reconfiguredItems)] {
            for position in positions {
                items.append(ItemUpdate(
                    action: action, indexPathBeforeUpdate: IndexPath(position),
                    indexPathAfterUpdate: plan.positionAfterUpdate(of: position).map { IndexPath($0) }))
            }
        }
        return CollectionViewBatchUpdate(
            sectionUpdates: sections, itemUpdates: items, animated: batchUpdates.animated,
            numberOfItemsBeforeUpdate: plan.oldCounts, numberOfItemsAfterUpdate: plan.newCounts)
    }
}

extension IndexPath {
    /// The index path of an item position.
    init(_ position: SnapshotIndexPath) {
        self.init(item: position.item, section: position.section)
    }
}
