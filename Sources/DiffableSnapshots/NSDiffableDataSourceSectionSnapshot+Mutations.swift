/// Section snapshot edits. On misuse each reports UIKit's exception text and leaves the snapshot unchanged.
extension NSDiffableDataSourceSectionSnapshot {
    /// Adds items as new root items after the last root's subtree, or, with a `parent`, as the parent's new last
    /// children (after the subtree of its current last child).
    ///
    /// Rejected (snapshot unchanged): an unknown parent ("Parent item identifier does not exist in section
    /// snapshot: …"), an identifier repeated in `items` or already present ("Identifiers in a section snapshot
    /// must be unique. Duplicate item identifiers: …").
    ///
    /// Complexity: O(k) for root items; O(N) with a parent.
    @inlinable
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let operation = "append(_:to:)"
        var position = orderedItems.count
        var level = 0
        if let parent {
            guard let parentIndex = positions[parent] else {
                rejectCall(operation, DiffableMessages.missingParent(parent))
                return
            }
            position = subtreeEnd(of: parentIndex)
            level = levels[parentIndex] + 1
        }
        guard validateNew(items, operation: operation) else { return }
        insertBlock(items, levels: Array(repeating: level, count: items.count), expanded: [], at: position)
    }

    /// Adds items as siblings immediately before `item`.
    ///
    /// Rejected (snapshot unchanged): an unknown `item` ("Item identifier to insert before does not exist in
    /// section snapshot: …"), repeated or already present identifiers. Complexity: O(N).
    @inlinable
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, levels: Array(repeating: 0, count: items.count), expanded: [], nextTo: item, after: false)
    }

    /// Adds items as siblings after `item`'s whole subtree.
    ///
    /// Rejected (snapshot unchanged): an unknown `item` ("Item identifier to insert after does not exist in
    /// section snapshot: …"), repeated or already present identifiers. Complexity: O(N).
    @inlinable
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, levels: Array(repeating: 0, count: items.count), expanded: [], nextTo: item, after: true)
    }

    /// Inserts another section snapshot's forest, with its expansion state, as siblings immediately before
    /// `item`. Rejected as `insert(_:before:)`. Complexity: O(N + M).
    @inlinable
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
    ) {
        insert(snapshot.orderedItems, levels: snapshot.levels, expanded: snapshot.expandedSet, nextTo: item, after: false)
    }

    /// Inserts another section snapshot's forest, with its expansion state, as siblings after `item`'s whole
    /// subtree. Rejected as `insert(_:after:)`. Complexity: O(N + M).
    @inlinable
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
    ) {
        insert(snapshot.orderedItems, levels: snapshot.levels, expanded: snapshot.expandedSet, nextTo: item, after: true)
    }

    /// Deletes the items together with all of their descendants; naming an item twice, or an item and its
    /// ancestor, is fine.
    ///
    /// Rejected before anything is deleted: an unknown item ("Failed to find index of item …").
    /// Complexity: O(N + k log k).
    @inlinable
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var removed = RangeSet<Int>()
        for item in items {
            guard let index = positions[item] else {
                rejectCall("delete(_:)", DiffableMessages.failedToFindItem(item))
                return
            }
            removed.insert(contentsOf: index..<subtreeEnd(of: index))
        }
        removeRanges(removed)
    }

    /// Removes every item and all expansion state. O(1) plus freeing the storage.
    @inlinable
    public mutating func deleteAll() {
        self = Self()
    }

    /// Marks the items as expanded; items that are not in the snapshot are ignored, as in UIKit. An item need not
    /// have children to be expanded. O(k).
    @inlinable
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where positions[item] != nil {
            expandedSet.insert(item)
        }
    }

    /// Marks the items as collapsed; items that are not in the snapshot are ignored, as in UIKit. O(k).
    @inlinable
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            expandedSet.remove(item)
        }
    }

    /// Replaces all descendants of `parent` with another section snapshot's forest (and its expansion state).
    ///
    /// Rejected (snapshot unchanged): an unknown parent ("Parent item identifier does not exist in section
    /// snapshot: …"), or identifiers of `snapshot` that would then appear twice (UIKit does not check this and
    /// can corrupt its tree). Complexity: O(N + M).
    @inlinable
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        let operation = "replace(childrenOf:using:)"
        guard let parentIndex = positions[parent] else {
            rejectCall(operation, DiffableMessages.missingParent(parent))
            return
        }
        let descendants = (parentIndex + 1)..<subtreeEnd(of: parentIndex)
        let clashing = snapshot.orderedItems.filter { item in
            positions[item].map { !descendants.contains($0) } ?? false
        }
        guard clashing.isEmpty else {
            rejectCall(operation, DiffableMessages.sectionSnapshotItemsNotUnique(clashing))
            return
        }
        removeRanges(RangeSet(descendants))
        let childLevel = levels[parentIndex] + 1
        insertBlock(
            snapshot.orderedItems, levels: snapshot.levels.map { $0 + childLevel }, expanded: snapshot.expandedSet,
            at: parentIndex + 1
        )
    }

    // MARK: Shared paths

    @inlinable
    mutating func insert(
        _ items: [Item], levels relativeLevels: [Int], expanded: Set<Item>, nextTo anchor: Item, after: Bool
    ) {
        let operation = after ? "insert(_:after:)" : "insert(_:before:)"
        guard let anchorIndex = positions[anchor] else {
            let message = after ? DiffableMessages.missingInsertAfterItem(anchor) : DiffableMessages.missingInsertBeforeItem(anchor)
            rejectCall(operation, message)
            return
        }
        guard validateNew(items, operation: operation) else { return }
        let level = levels[anchorIndex]
        insertBlock(
            items, levels: relativeLevels.map { $0 + level }, expanded: expanded,
            at: after ? subtreeEnd(of: anchorIndex) : anchorIndex
        )
    }

    /// Reports identifiers repeated in `items` or already present; true when they may be inserted.
    @inlinable
    func validateNew(_ items: [Item], operation: String) -> Bool {
        var seen = Set<Item>()
        var duplicates: [Item] = []
        var reported = Set<Item>()
        for item in items where !seen.insert(item).inserted || positions[item] != nil {
            if reported.insert(item).inserted { duplicates.append(item) }
        }
        guard duplicates.isEmpty else {
            rejectCall(operation, DiffableMessages.sectionSnapshotItemsNotUnique(duplicates))
            return false
        }
        return true
    }

    /// Appends a validated forest block at the end (used to build snapshots of subtrees).
    @inlinable
    mutating func appendBlock(_ items: [Item], levels blockLevels: [Int], expanded: [Item]) {
        insertBlock(items, levels: blockLevels, expanded: Set(expanded), at: orderedItems.count)
    }

    /// Inserts validated, new identifiers with absolute levels at `position`, re-hashing the positions after it.
    @inlinable
    mutating func insertBlock(_ items: [Item], levels blockLevels: [Int], expanded: Set<Item>, at position: Int) {
        guard !items.isEmpty else { return }
        orderedItems.insert(contentsOf: items, at: position)
        levels.insert(contentsOf: blockLevels, at: position)
        positions.reserveCapacity(orderedItems.count)
        for index in position..<orderedItems.count {
            positions[orderedItems[index]] = index
        }
        expandedSet.formUnion(expanded)
    }

    /// Removes the items in `removed` (whole subtrees), with their expansion state.
    @inlinable
    mutating func removeRanges(_ removed: RangeSet<Int>) {
        guard let first = removed.ranges.first?.lowerBound else { return }
        for index in removed.ranges.joined() {
            positions.removeValue(forKey: orderedItems[index])
            expandedSet.remove(orderedItems[index])
        }
        orderedItems.removeSubranges(removed)
        levels.removeSubranges(removed)
        for index in first..<orderedItems.count {
            positions[orderedItems[index]] = index
        }
    }

    /// Verifies the forest and its maps agree, stopping the process if they do not. Debug builds only; O(N).
    public func _checkInvariants() {
        #if DEBUG
        precondition(orderedItems.count == levels.count, "one level per item")
        precondition(positions.count == orderedItems.count, "items are unique")
        for (index, item) in orderedItems.enumerated() {
            precondition(positions[item] == index, "item \(index) knows its position")
            let maximumLevel = index == 0 ? 0 : levels[index - 1] + 1
            precondition(levels[index] >= 0 && levels[index] <= maximumLevel, "levels describe a forest")
        }
        precondition(expandedSet.allSatisfy { positions[$0] != nil }, "only present items are expanded")
        #endif
    }
}
