extension NSDiffableDataSourceSnapshot {
    /// Verifies that every internal map agrees with the ordered storage, stopping the process if one does not.
    ///
    /// Debug builds only (a no-op in release); O(S + N). Tests call it after every operation; it is public so
    /// that modules built on snapshots can do the same.
    public func _checkInvariants() {
        #if DEBUG
        let sectionCount = orderedSections.count
        precondition(slotBySectionIndex.count == sectionCount, "one slot per section")
        precondition(sectionSlotByIdentifier.count == sectionCount, "section identifiers are unique")
        precondition(sectionStarts.count == sectionCount + 1 && sectionStarts.first == 0, "section starts shape")
        precondition(sectionStarts.last == orderedItems.count, "section starts cover every item")
        for (index, section) in orderedSections.enumerated() {
            let slot = slotBySectionIndex[index]
            precondition(sectionSlotByIdentifier[section] == slot, "section \(section) maps to its slot")
            precondition(sectionIndexBySlot[slot] == index, "slot \(slot) maps back to section \(index)")
            precondition(sectionStarts[index] <= sectionStarts[index + 1], "section starts never decrease")
        }
        let freeSlots = Set(freeSectionSlots)
        precondition(freeSlots.count == freeSectionSlots.count, "free slots are listed once")
        precondition(
            freeSlots == Set(sectionIndexBySlot.indices.filter { sectionIndexBySlot[$0] == -1 }),
            "exactly the unused slots are free"
        )
        precondition(itemLocations.count == orderedItems.count, "item identifiers are unique")
        for section in 0..<sectionCount {
            for global in itemRange(ofSectionAt: section) {
                let location = itemLocations[orderedItems[global]]
                precondition(location?.sectionSlot == slotBySectionIndex[section], "item \(global) knows its section")
                precondition(location?.offset == global - sectionStarts[section], "item \(global) knows its offset")
            }
        }
        #endif
    }
}
