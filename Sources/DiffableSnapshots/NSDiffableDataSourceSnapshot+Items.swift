/// Item edits. Each validates in UIKit's order (argument uniqueness and destination-in-list checks first, then
/// lookups) and, on misuse, reports UIKit's exception text and leaves the snapshot unchanged.
///
/// Inserting or appending an item that is already in the snapshot is not misuse: as in UIKit the existing item is
/// moved into place and a warning is reported ("…item identifier that already exists in the snapshot. The existing
/// item identifier will be moved into place instead…").
extension NSDiffableDataSourceSnapshot {
    /// Adds items, in argument order, at the end of a section — the last section when `sectionIdentifier` is nil.
    ///
    /// Rejected (snapshot unchanged): a snapshot without sections ("There are currently no sections in the data
    /// source. Please add a section first." — checked first, even for an empty array), an identifier repeated in
    /// `identifiers` ("Fatal: supplied item identifiers are not unique…"), an unknown section ("Invalid parameter
    /// not satisfying: section != NSNotFound").
    ///
    /// Items already in the snapshot are moved to the end of the section (warning). Example: `[a, b, c]` +
    /// `appendItems([a])` → `[b, c, a]`.
    ///
    /// Complexity: O(k) amortised for k new items appended to the last section (each identifier is hashed once);
    /// appending to an earlier section adds moving the items after it in the flat array (no hashing) and O(S).
    @inlinable
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let operation = "appendItems(_:toSection:)"
        guard !orderedSections.isEmpty else {
            rejectCall(operation, DiffableMessages.noSections)
            return
        }
        let sectionIndex: Int
        if let sectionIdentifier {
            guard let index = indexOfSection(sectionIdentifier) else {
                if let repeated = repeatedItemsIfAny(identifiers) {
                    rejectCall(operation, DiffableMessages.itemsNotUnique(repeated))
                } else {
                    rejectCall(operation, DiffableMessages.invalidParameter("section != NSNotFound"))
                }
                return
            }
            sectionIndex = index
        } else {
            sectionIndex = orderedSections.count - 1
        }
        guard !identifiers.isEmpty else { return }
        switch appendNewItemsOptimistically(identifiers, toSectionAt: sectionIndex) {
        case .appended:
            return
        case .repeatedInArgument:
            rejectCall(operation, DiffableMessages.itemsNotUnique(identifiers.repeatedElements()))
        case .someAlreadyPresent:
            // Taking the existing items out never removes a section, so `sectionIndex` stays valid.
            moveExistingIntoPlace(identifiers, operation: operation) { snapshot in
                (sectionIndex, snapshot.sectionStarts[sectionIndex + 1] - snapshot.sectionStarts[sectionIndex])
            }
        }
    }

    /// Inserts items, in argument order, into the section of `beforeIdentifier`, immediately before it.
    ///
    /// Rejected (snapshot unchanged): an identifier repeated in `identifiers`, a destination that is itself in
    /// `identifiers` ("Invalid update: destination for insertion operation […] is in the insertion identifier
    /// list…"), an unknown destination ("Invalid parameter not satisfying: section != NSNotFound").
    /// Items already in the snapshot are moved into place (warning).
    ///
    /// Complexity: O(k + t) hashing, t = items after the destination in its section, plus moving the flat
    /// array's tail and O(S).
    @inlinable
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, nextTo: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items, in argument order, into the section of `afterIdentifier`, immediately after it.
    ///
    /// Rejected exactly as `insertItems(_:beforeItem:)`; existing items are moved into place (warning).
    ///
    /// Complexity: as `insertItems(_:beforeItem:)`.
    @inlinable
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, nextTo: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    /// Deletes items; identifiers that are not in the snapshot are ignored, as in UIKit. Sections stay, even when
    /// they become empty. Reload/reconfigure marks are kept (spec §3.3).
    ///
    /// Rejected (snapshot unchanged): an identifier repeated in `identifiers`.
    ///
    /// Complexity: O(k log k + N − f + S) with f the first deleted global index, plus hashing the items that
    /// follow a deleted item in the same section (their offsets change).
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        if let repeated = repeatedItemsIfAny(identifiers) {
            rejectCall("deleteItems(_:)", DiffableMessages.itemsNotUnique(repeated))
            return
        }
        removePresentItems(identifiers)
    }

    /// Deletes every item **and every section**, as UIKit does; marks are kept. O(1) plus freeing the storage.
    @inlinable
    public mutating func deleteAllItems() {
        orderedSections = []
        sectionSlotByIdentifier = [:]
        slotBySectionIndex = []
        sectionIndexBySlot = []
        freeSectionSlots = []
        sectionStarts = [0]
        orderedItems = []
        itemLocations = [:]
    }

    /// Moves an item so that it sits immediately before `toIdentifier`, possibly in another section; nothing
    /// changes if it already does.
    ///
    /// Rejected (snapshot unchanged): `identifier == toIdentifier` ("Invalid update: destination for item move is
    /// the same as the source…"), an unknown source ("…fromIndex != NSNotFound") or destination
    /// ("…toIndex != NSNotFound").
    ///
    /// Complexity: within a section O(d), d = distance moved; across sections O(t + N) with t = items after the
    /// two positions in their sections.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item so that it sits immediately after `toIdentifier`, possibly in another section; nothing
    /// changes if it already does.
    ///
    /// Rejected exactly as `moveItem(_:beforeItem:)`.
    ///
    /// Complexity: as `moveItem(_:beforeItem:)`.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    // MARK: Shared paths

    @usableFromInline
    enum OptimisticAppendOutcome {
        case appended
        case repeatedInArgument
        case someAlreadyPresent
    }

    /// Appends assuming every identifier is new and distinct, hashing each identifier once; if that assumption
    /// fails, every entry written is restored and the snapshot is exactly as before.
    @inlinable
    mutating func appendNewItemsOptimistically(
        _ identifiers: [Item], toSectionAt sectionIndex: Int
    ) -> OptimisticAppendOutcome {
        let slot = slotBySectionIndex[sectionIndex]
        let baseOffset = sectionStarts[sectionIndex + 1] - sectionStarts[sectionIndex]
        itemLocations.reserveCapacity(orderedItems.count + identifiers.count)
        var displaced: [(position: Int, previous: ItemLocation)] = []
        var processed = 0
        var outcome = OptimisticAppendOutcome.appended
        for (position, identifier) in identifiers.enumerated() {
            let location = ItemLocation(sectionSlot: slot, offset: baseOffset + position)
            processed += 1
            if let previous = itemLocations.updateValue(location, forKey: identifier) {
                displaced.append((position, previous))
                if previous.sectionSlot == slot && previous.offset >= baseOffset {
                    outcome = .repeatedInArgument
                    break
                }
                outcome = .someAlreadyPresent
            }
        }
        guard outcome == .appended else {
            // Undo newest first so that an identifier written twice ends with its original entry.
            for position in (0..<processed).reversed() {
                if let last = displaced.last, last.position == position {
                    itemLocations[identifiers[position]] = last.previous
                    displaced.removeLast()
                } else {
                    itemLocations.removeValue(forKey: identifiers[position])
                }
            }
            return outcome
        }
        let insertionIndex = sectionStarts[sectionIndex + 1]
        if insertionIndex == orderedItems.count {
            orderedItems.append(contentsOf: identifiers)
        } else {
            orderedItems.insert(contentsOf: identifiers, at: insertionIndex)
        }
        for position in (sectionIndex + 1)..<sectionStarts.count {
            sectionStarts[position] += identifiers.count
        }
        return .appended
    }

    @inlinable
    mutating func insertItems(_ identifiers: [Item], nextTo destination: Item, after: Bool, operation: String) {
        if let repeated = repeatedItemsIfAny(identifiers) {
            rejectCall(operation, DiffableMessages.itemsNotUnique(repeated))
            return
        }
        guard !identifiers.contains(destination) else {
            rejectCall(operation, DiffableMessages.itemDestinationInInsertedList(destination, inserted: identifiers))
            return
        }
        guard itemLocations[destination] != nil else {
            rejectCall(operation, DiffableMessages.invalidParameter("section != NSNotFound"))
            return
        }
        moveExistingIntoPlace(identifiers, operation: operation) { snapshot in
            let (section, offset) = snapshot.indexPath(ofItem: destination)!
            return (section, after ? offset + 1 : offset)
        }
    }

    /// Inserts identifiers known to be distinct at a destination computed after any already present ones have
    /// been taken out (UIKit's "moved into place" rule); reports the warning when some were present.
    @inlinable
    mutating func moveExistingIntoPlace(
        _ identifiers: [Item], operation: String,
        destination: (Self) -> (sectionIndex: Int, offset: Int)
    ) {
        let existing = identifiers.filter { itemLocations[$0] != nil }
        if !existing.isEmpty {
            warnAboutCall(operation, DiffableMessages.itemsAlreadyExist(existing))
            removePresentItems(existing)
        }
        let (sectionIndex, offset) = destination(self)
        insertNewItems(identifiers, intoSectionAt: sectionIndex, at: offset)
    }

    @inlinable
    mutating func removePresentItems(_ identifiers: [Item]) {
        var globals: [Int] = []
        globals.reserveCapacity(identifiers.count)
        for identifier in identifiers {
            if let index = indexOfItem(identifier) { globals.append(index) }
        }
        globals.sort()
        removeItems(atSortedGlobalIndices: globals)
    }

    @inlinable
    mutating func moveItem(_ item: Item, nextTo destination: Item, after: Bool, operation: String) {
        guard item != destination else {
            rejectCall(operation, DiffableMessages.itemMovedOntoItself(item))
            return
        }
        guard let source = indexPath(ofItem: item) else {
            rejectCall(operation, DiffableMessages.invalidParameter("fromIndex != NSNotFound"))
            return
        }
        guard let target = indexPath(ofItem: destination) else {
            rejectCall(operation, DiffableMessages.invalidParameter("toIndex != NSNotFound"))
            return
        }
        if source.section == target.section {
            // Remove-then-insert: once the item is gone, the destination shifts down by one if it was after it.
            let targetAfterRemoval = target.item > source.item ? target.item - 1 : target.item
            moveItemWithinSection(source.section, from: source.item, to: after ? targetAfterRemoval + 1 : targetAfterRemoval)
        } else {
            removeItems(atSortedGlobalIndices: [sectionStarts[source.section] + source.item])
            let (section, offset) = indexPath(ofItem: destination)!
            insertNewItems([item], intoSectionAt: section, at: after ? offset + 1 : offset)
        }
    }

    @inlinable
    func repeatedItemsIfAny(_ identifiers: [Item]) -> [Item]? {
        guard identifiers.count > 1 else { return nil }
        let repeated = identifiers.repeatedElements()
        return repeated.isEmpty ? nil : repeated
    }
}
