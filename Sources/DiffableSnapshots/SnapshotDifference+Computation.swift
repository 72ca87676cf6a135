extension SnapshotDifference {
    /// Computes the batch that turns `old` into `new`.
    ///
    /// Algorithm (identifiers are unique, so matching is by identity and needs no edit-distance search):
    /// 1. Sections are matched by identifier through the snapshots' section maps. Unmatched old sections are
    ///    deleted, unmatched new ones inserted. Among the matched ones, a longest increasing subsequence of old
    ///    indices taken in new order stays; the others move.
    /// 2. For each matched section whose items are not identical, items are matched with a two-pointer walk that
    ///    hashes only where the two orders disagree: a common prefix and suffix are matched by comparison, then
    ///    each new item is first compared with the old item after the previous match and only looked up in the
    ///    old snapshot's item map when that guess fails.
    /// 3. An item found in another surviving section is a cross-section move; one coming from a deleted section
    ///    is an insert. Items staying in their section keep a longest increasing subsequence of old offsets in
    ///    place; the others move. Old items never matched are deletes.
    /// 4. The new snapshot's reload/reconfigure marks of identifiers it contains become reloads and reconfigures
    ///    at their new positions (a reconfigure is dropped when the item is also reloaded).
    ///
    /// **Minimality.** With sections and items matched by identifier, every batch that turns `old` into `new`
    /// must move each item that changes between two surviving sections, and within a section the items it does
    /// not move must keep their relative order — that is, form a common subsequence of the section's old and new
    /// orders. Keeping a *longest* one is therefore the minimum: moved items = cross-section items
    /// + Σ over sections (items staying in the section − LCS of their old and new orders); likewise moved
    /// sections = matched sections − LCS. The LIS of old positions in new order is that LCS, because every
    /// element occurs once.
    ///
    /// Complexity: O(S + N) comparisons, plus one hash lookup per item whose position the walk could not guess
    /// (O(changes) in typical edits, O(N) at worst), plus O(m log m) for the longest increasing subsequence of
    /// the m items in the changed region of each section. Sections whose items are identical cost one comparison
    /// per item.
    @inlinable
    public init<SectionIdentifierType, ItemIdentifierType>(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.init()
        let sectionMatch = SectionMatch(old: old, new: new)
        deletedSections = sectionMatch.deleted
        insertedSections = sectionMatch.inserted
        movedSections = sectionMatch.moved
        diffItems(from: old, to: new, sections: sectionMatch)
        collectMarks(of: new)
    }

    /// How the sections of two snapshots correspond.
    @usableFromInline
    struct SectionMatch {
        /// Old section index → new index, or -1 when deleted.
        @usableFromInline var newIndexOfOld: [Int]
        /// New section index → old index, or -1 when inserted.
        @usableFromInline var oldIndexOfNew: [Int]
        @usableFromInline var deleted: [Int] = []
        @usableFromInline var inserted: [Int] = []
        @usableFromInline var moved: [SectionMove] = []

        @inlinable
        init<S, I>(old: NSDiffableDataSourceSnapshot<S, I>, new: NSDiffableDataSourceSnapshot<S, I>) {
            let oldCount = old.numberOfSections
            let newCount = new.numberOfSections
            if old.orderedSections == new.orderedSections {
                newIndexOfOld = Array(0..<oldCount)
                oldIndexOfNew = newIndexOfOld
                return
            }
            newIndexOfOld = [Int](repeating: -1, count: oldCount)
            oldIndexOfNew = [Int](repeating: -1, count: newCount)
            for (oldIndex, section) in old.orderedSections.enumerated() {
                if let newIndex = new.indexOfSection(section) {
                    newIndexOfOld[oldIndex] = newIndex
                    oldIndexOfNew[newIndex] = oldIndex
                } else {
                    deleted.append(oldIndex)
                }
            }
            var survivingNewIndices: [Int] = []
            var survivingOldIndices: [Int] = []
            for (newIndex, oldIndex) in oldIndexOfNew.enumerated() {
                if oldIndex < 0 {
                    inserted.append(newIndex)
                } else {
                    survivingNewIndices.append(newIndex)
                    survivingOldIndices.append(oldIndex)
                }
            }
            let stays = LongestIncreasingSubsequence.membership(of: survivingOldIndices)
            for position in stays.indices where !stays[position] {
                moved.append(SectionMove(source: survivingOldIndices[position], destination: survivingNewIndices[position]))
            }
        }
    }

    /// The part of a matched section pair that differs, once the common prefix and suffix are set aside.
    @usableFromInline
    struct ChangedSection {
        @usableFromInline var oldSection: Int
        @usableFromInline var newSection: Int
        /// Global indices of the old section's differing middle.
        @usableFromInline var oldMiddle: Range<Int>
        /// Global indices of the new section's differing middle.
        @usableFromInline var newMiddle: Range<Int>

        @inlinable
        init(oldSection: Int, newSection: Int, oldMiddle: Range<Int>, newMiddle: Range<Int>) {
            self.oldSection = oldSection
            self.newSection = newSection
            self.oldMiddle = oldMiddle
            self.newMiddle = newMiddle
        }
    }

    @inlinable
    mutating func diffItems<S, I>(
        from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>,
        sections: SectionMatch
    ) {
        old.orderedItems.withUnsafeBufferPointer { oldItems in
            new.orderedItems.withUnsafeBufferPointer { newItems in
                diffItems(from: old, oldItems, to: new, newItems, sections: sections)
            }
        }
    }

    @inlinable
    mutating func diffItems<S, I>(
        from old: NSDiffableDataSourceSnapshot<S, I>, _ oldItems: UnsafeBufferPointer<I>,
        to new: NSDiffableDataSourceSnapshot<S, I>, _ newItems: UnsafeBufferPointer<I>,
        sections: SectionMatch
    ) {
        // Phase 1: set aside each matched pair's common prefix and suffix. They stay in place (some longest
        // increasing subsequence always contains them), and they cannot hold items that change section, so only
        // the middles need matching. Identical sections drop out here.
        var changed: [ChangedSection] = []
        // Old section → index into `changed`, or -1 when the section is unchanged or gone.
        var changeOfOldSection = [Int](repeating: -1, count: sections.newIndexOfOld.count)
        for (newSection, oldSection) in sections.oldIndexOfNew.enumerated() where oldSection >= 0 {
            let oldRange = old.itemRange(ofSectionAt: oldSection)
            let newRange = new.itemRange(ofSectionAt: newSection)
            let shorter = Swift.min(oldRange.count, newRange.count)
            var prefix = 0
            while prefix < shorter && oldItems[oldRange.lowerBound + prefix] == newItems[newRange.lowerBound + prefix] {
                prefix += 1
            }
            if prefix == oldRange.count && prefix == newRange.count { continue }
            var suffix = 0
            while suffix < shorter - prefix
                && oldItems[oldRange.upperBound - 1 - suffix] == newItems[newRange.upperBound - 1 - suffix]
            {
                suffix += 1
            }
            changeOfOldSection[oldSection] = changed.count
            changed.append(ChangedSection(
                oldSection: oldSection, newSection: newSection,
                oldMiddle: (oldRange.lowerBound + prefix)..<(oldRange.upperBound - suffix),
                newMiddle: (newRange.lowerBound + prefix)..<(newRange.upperBound - suffix)
            ))
        }
        guard !changed.isEmpty else { return }

        // Phase 2: one "claimed by a new position" flag per old middle item, laid out middle after middle.
        var flagBase = [Int](repeating: 0, count: changed.count)
        var flagCount = 0
        for (index, change) in changed.enumerated() {
            flagBase[index] = flagCount
            flagCount += change.oldMiddle.count
        }
        var claimed = [Bool](repeating: false, count: flagCount)

        // Phase 3: walk each new middle, guessing that the next item follows the previous match in the old order
        // and hashing only when the guess fails.
        var stayingNewOffsets: [Int] = []
        var stayingOldOffsets: [Int] = []
        claimed.withUnsafeMutableBufferPointer { claimed in
            for (index, change) in changed.enumerated() {
                let oldStart = old.sectionStarts[change.oldSection]
                let newStart = new.sectionStarts[change.newSection]
                let base = flagBase[index] - change.oldMiddle.lowerBound
                stayingNewOffsets.removeAll(keepingCapacity: true)
                stayingOldOffsets.removeAll(keepingCapacity: true)
                stayingNewOffsets.reserveCapacity(change.newMiddle.count)
                stayingOldOffsets.reserveCapacity(change.newMiddle.count)
                var guess = change.oldMiddle.lowerBound
                for global in change.newMiddle {
                    let item = newItems[global]
                    if guess < change.oldMiddle.upperBound && oldItems[guess] == item {
                        claimed[base + guess] = true
                        stayingNewOffsets.append(global - newStart)
                        stayingOldOffsets.append(guess - oldStart)
                        guess += 1
                        continue
                    }
                    guard let location = old.itemLocations[item] else {
                        insertedItems.append(SnapshotIndexPath(item: global - newStart, section: change.newSection))
                        continue
                    }
                    let sourceSection = old.sectionIndexBySlot[location.sectionSlot]
                    let sourceGlobal = old.sectionStarts[sourceSection] + location.offset
                    if sourceSection == change.oldSection {
                        claimed[base + sourceGlobal] = true
                        stayingNewOffsets.append(global - newStart)
                        stayingOldOffsets.append(location.offset)
                        guess = sourceGlobal + 1
                    } else if sections.newIndexOfOld[sourceSection] < 0 {
                        // Out of a deleted section: the section delete takes the old copy away.
                        insertedItems.append(SnapshotIndexPath(item: global - newStart, section: change.newSection))
                    } else {
                        // A surviving section that lost an item has changed, and the item sits in its middle.
                        let source = changeOfOldSection[sourceSection]
                        claimed[flagBase[source] + sourceGlobal - changed[source].oldMiddle.lowerBound] = true
                        movedItems.append(ItemMove(
                            source: SnapshotIndexPath(item: location.offset, section: sourceSection),
                            destination: SnapshotIndexPath(item: global - newStart, section: change.newSection)
                        ))
                    }
                }
                let stays = LongestIncreasingSubsequence.membership(of: stayingOldOffsets)
                for position in stays.indices where !stays[position] {
                    movedItems.append(ItemMove(
                        source: SnapshotIndexPath(item: stayingOldOffsets[position], section: change.oldSection),
                        destination: SnapshotIndexPath(item: stayingNewOffsets[position], section: change.newSection)
                    ))
                }
            }
        }

        // Phase 4: unclaimed old middle items are deletes, in old order. That includes items that went into an
        // inserted section (the section insert brings them).
        for oldSection in changeOfOldSection.indices where changeOfOldSection[oldSection] >= 0 {
            let index = changeOfOldSection[oldSection]
            let oldStart = old.sectionStarts[oldSection]
            let base = flagBase[index] - changed[index].oldMiddle.lowerBound
            for global in changed[index].oldMiddle where !claimed[base + global] {
                deletedItems.append(SnapshotIndexPath(item: global - oldStart, section: oldSection))
            }
        }
        if movedItems.count > 1 {
            movedItems.sort { $0.destination < $1.destination }
        }
    }

    @inlinable
    mutating func collectMarks<S, I>(of new: NSDiffableDataSourceSnapshot<S, I>) {
        reloadedSections = new.reloadedSectionMarks.identifiers.compactMap { new.indexOfSection($0) }.sorted()
        reloadedItems = new.reloadedItemMarks.identifiers.compactMap(new.indexPathIfPresent).sorted()
        reconfiguredItems = new.reconfiguredItemMarks.identifiers
            .filter { !new.reloadedItemMarks.contains($0) }
            .compactMap(new.indexPathIfPresent)
            .sorted()
    }
}

extension NSDiffableDataSourceSnapshot {
    @inlinable
    func indexPathIfPresent(_ item: Item) -> SnapshotIndexPath? {
        indexPath(ofItem: item).map { SnapshotIndexPath(item: $0.item, section: $0.section) }
    }
}
