/// A `CollectionDifference` between two sequences of distinct elements, with the fewest moves.
enum UniqueElementDifference {
    /// The difference that turns `old` into `new`, both free of repeated elements.
    ///
    /// Elements only in `old` are removals, elements only in `new` insertions; of the common elements, a longest
    /// increasing subsequence of old offsets (taken in new order) stays and every other one becomes a
    /// removal/insertion pair linked with `associatedWith` — the fewest moves possible, unlike
    /// `difference(from:).inferringMoves()`, whose Myers script can move more. O(n log n).
    static func difference<Element: Hashable>(from old: [Element], to new: [Element]) -> CollectionDifference<Element> {
        var oldOffsets: [Element: Int] = [:]
        oldOffsets.reserveCapacity(old.count)
        for (offset, element) in old.enumerated() {
            oldOffsets[element] = offset
        }
        var isInNew = [Bool](repeating: false, count: old.count)
        var commonNewOffsets: [Int] = []
        var commonOldOffsets: [Int] = []
        var changes: [CollectionDifference<Element>.Change] = []
        for (newOffset, element) in new.enumerated() {
            if let oldOffset = oldOffsets[element] {
                isInNew[oldOffset] = true
                commonNewOffsets.append(newOffset)
                commonOldOffsets.append(oldOffset)
            } else {
                changes.append(.insert(offset: newOffset, element: element, associatedWith: nil))
            }
        }
        for (oldOffset, element) in old.enumerated() where !isInNew[oldOffset] {
            changes.append(.remove(offset: oldOffset, element: element, associatedWith: nil))
        }
        let stays = LongestIncreasingSubsequence.membership(of: commonOldOffsets)
        for position in stays.indices where !stays[position] {
            let oldOffset = commonOldOffsets[position]
            let newOffset = commonNewOffsets[position]
            changes.append(.remove(offset: oldOffset, element: old[oldOffset], associatedWith: newOffset))
            changes.append(.insert(offset: newOffset, element: new[newOffset], associatedWith: oldOffset))
        }
        guard let difference = CollectionDifference(changes) else {
            preconditionFailure("a removal/insertion set built from distinct elements is always a valid difference")
        }
        return difference
    }
}
