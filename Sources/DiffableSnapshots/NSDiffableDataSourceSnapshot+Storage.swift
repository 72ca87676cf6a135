/// Unchecked structural edits. Callers have validated their arguments (identifiers new and distinct, indices in
/// range); these keep every map consistent and never report anything.
extension NSDiffableDataSourceSnapshot {
    // MARK: Sections

    /// Inserts new, distinct section identifiers (empty sections) before the section at `index`.
    /// O(S + k): no item entry changes, because items refer to their section by slot.
    @inlinable
    mutating func insertNewSections(_ identifiers: [Section], at index: Int) {
        guard !identifiers.isEmpty else { return }
        var slots: [Int] = []
        slots.reserveCapacity(identifiers.count)
        sectionSlotByIdentifier.reserveCapacity(orderedSections.count + identifiers.count)
        for identifier in identifiers {
            let slot = freeSectionSlots.popLast() ?? appendNewSlot()
            sectionSlotByIdentifier[identifier] = slot
            slots.append(slot)
        }
        orderedSections.insert(contentsOf: identifiers, at: index)
        slotBySectionIndex.insert(contentsOf: slots, at: index)
        sectionStarts.insert(contentsOf: repeatElement(sectionStarts[index], count: identifiers.count), at: index)
        renumberSections(from: index)
    }

    @inlinable
    mutating func appendNewSlot() -> Int {
        sectionIndexBySlot.append(-1)
        return sectionIndexBySlot.count - 1
    }

    /// Keeps `sectionIndexBySlot` in step with `slotBySectionIndex` from `index` on. O(S − index).
    @inlinable
    mutating func renumberSections(from index: Int, through last: Int? = nil) {
        let last = last ?? (slotBySectionIndex.count - 1)
        guard index <= last else { return }
        for position in index...last {
            sectionIndexBySlot[slotBySectionIndex[position]] = position
        }
    }

    /// Removes the sections at the given ascending, distinct indices together with their items.
    /// O(S + N): the flat item array is compacted; entries of the surviving items stay valid.
    @inlinable
    mutating func removeSections(atSortedIndices indices: [Int]) {
        guard let first = indices.first else { return }
        var removedRanges = RangeSet<Int>()
        for index in indices {
            let range = itemRange(ofSectionAt: index)
            for global in range {
                itemLocations.removeValue(forKey: orderedItems[global])
            }
            removedRanges.insert(contentsOf: range)
            let slot = slotBySectionIndex[index]
            sectionSlotByIdentifier.removeValue(forKey: orderedSections[index])
            sectionIndexBySlot[slot] = -1
            freeSectionSlots.append(slot)
        }
        var counts = (0..<orderedSections.count).map { sectionStarts[$0 + 1] - sectionStarts[$0] }
        let removedIndices = RangeSet(indices.map { $0..<($0 + 1) })
        counts.removeSubranges(removedIndices)
        orderedSections.removeSubranges(removedIndices)
        slotBySectionIndex.removeSubranges(removedIndices)
        orderedItems.removeSubranges(removedRanges)
        sectionStarts.removeSubrange((first + 1)...)
        for count in counts[first...] {
            sectionStarts.append(sectionStarts[sectionStarts.count - 1] + count)
        }
        renumberSections(from: first)
    }

    /// Moves the section at `source` so that it ends up at index `destination`.
    /// O(S + m) where m is the number of items between the two positions; item entries are untouched.
    @inlinable
    mutating func moveSection(at source: Int, to destination: Int) {
        guard source != destination else { return }
        let low = Swift.min(source, destination)
        let high = Swift.max(source, destination)
        let moved = itemRange(ofSectionAt: source)
        if source < destination {
            rotateItems(in: moved.lowerBound..<sectionStarts[destination + 1], bringingToFront: moved.upperBound)
        } else {
            rotateItems(in: sectionStarts[destination]..<moved.upperBound, bringingToFront: moved.lowerBound)
        }
        var counts = (low...high).map { sectionStarts[$0 + 1] - sectionStarts[$0] }
        counts.insert(counts.remove(at: source - low), at: destination - low)
        orderedSections.insert(orderedSections.remove(at: source), at: destination)
        slotBySectionIndex.insert(slotBySectionIndex.remove(at: source), at: destination)
        for (position, count) in zip(low...high, counts) {
            sectionStarts[position + 1] = sectionStarts[position] + count
        }
        renumberSections(from: low, through: high)
    }

    // MARK: Items

    /// Inserts new, distinct item identifiers into the section at `sectionIndex`, before the item at `offset`
    /// (or at the end when `offset` is the section's count).
    /// O(k + t + S) hashing k new and t following items of the section, plus moving the flat array's tail.
    @inlinable
    mutating func insertNewItems(_ identifiers: [Item], intoSectionAt sectionIndex: Int, at offset: Int) {
        let count = identifiers.count
        guard count > 0 else { return }
        let slot = slotBySectionIndex[sectionIndex]
        let insertionIndex = sectionStarts[sectionIndex] + offset
        itemLocations.reserveCapacity(orderedItems.count + count)
        for global in insertionIndex..<sectionStarts[sectionIndex + 1] {
            itemLocations[orderedItems[global]]!.offset += count
        }
        for (position, identifier) in identifiers.enumerated() {
            itemLocations[identifier] = ItemLocation(sectionSlot: slot, offset: offset + position)
        }
        orderedItems.insert(contentsOf: identifiers, at: insertionIndex)
        for position in (sectionIndex + 1)..<sectionStarts.count {
            sectionStarts[position] += count
        }
    }

    /// Removes the items at the given ascending, distinct global indices.
    /// O(N − first + S) array work, plus hashing the items that follow a removed one in the same section.
    @inlinable
    mutating func removeItems(atSortedGlobalIndices removed: [Int]) {
        guard let first = removed.first else { return }
        for global in removed {
            itemLocations.removeValue(forKey: orderedItems[global])
        }
        var newStarts = sectionStarts
        var removedBefore = 0
        for position in sectionStarts.indices {
            while removedBefore < removed.count && removed[removedBefore] < sectionStarts[position] {
                removedBefore += 1
            }
            newStarts[position] = sectionStarts[position] - removedBefore
        }
        let oldCount = orderedItems.count
        var section = sectionIndex(containingGlobalIndex: first)
        var sectionLostItems = false
        var nextRemoved = 0
        var write = first
        for read in first..<oldCount {
            while read >= sectionStarts[section + 1] {
                section += 1
                sectionLostItems = false
            }
            if nextRemoved < removed.count && removed[nextRemoved] == read {
                nextRemoved += 1
                sectionLostItems = true
                continue
            }
            if write != read {
                orderedItems[write] = orderedItems[read]
            }
            if sectionLostItems {
                itemLocations[orderedItems[write]]!.offset = write - newStarts[section]
            }
            write += 1
        }
        orderedItems.removeLast(oldCount - write)
        sectionStarts = newStarts
    }

    /// Moves an item inside its own section so that it ends up at `destinationOffset`.
    /// O(d): only the items between the two positions are shifted and re-hashed.
    @inlinable
    mutating func moveItemWithinSection(_ sectionIndex: Int, from sourceOffset: Int, to destinationOffset: Int) {
        guard sourceOffset != destinationOffset else { return }
        let start = sectionStarts[sectionIndex]
        let low = Swift.min(sourceOffset, destinationOffset)
        let high = Swift.max(sourceOffset, destinationOffset)
        if sourceOffset < destinationOffset {
            rotateItems(in: (start + low)..<(start + high + 1), bringingToFront: start + low + 1)
        } else {
            rotateItems(in: (start + low)..<(start + high + 1), bringingToFront: start + high)
        }
        for offset in low...high {
            itemLocations[orderedItems[start + offset]]!.offset = offset
        }
    }

    /// The section whose item range contains `global` (which must be a valid item index). O(log S).
    @inlinable
    func sectionIndex(containingGlobalIndex global: Int) -> Int {
        // Empty sections share their start with the next section, so take the last start that is <= global.
        var low = 0
        var high = orderedSections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= global { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Rotates `orderedItems[range]` so that the element at `newFirst` comes first. O(range.count).
    @inlinable
    mutating func rotateItems(in range: Range<Int>, bringingToFront newFirst: Int) {
        reverseItems(range.lowerBound..<newFirst)
        reverseItems(newFirst..<range.upperBound)
        reverseItems(range)
    }

    @inlinable
    mutating func reverseItems(_ range: Range<Int>) {
        var low = range.lowerBound
        var high = range.upperBound - 1
        while low < high {
            orderedItems.swapAt(low, high)
            low += 1
            high -= 1
        }
    }
}
