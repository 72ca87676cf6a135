import Foundation

/// Why a batch update was refused: UIKit's exception text.
struct BatchUpdateFailure: Error {
    let message: String
}

/// The kind of a batch update call. The order breaks ties between calls naming the same position, so that a
/// conflict is always described the same way ("delete and reload", never "reload and delete").
enum UpdateKind: Int, Comparable {
    case delete, reload, insert, move, reconfigure

    static func < (lhs: UpdateKind, rhs: UpdateKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The verb UIKit's messages use.
    var verb: String {
        switch self {
        case .delete: return "delete"
        case .reload: return "reload"
        case .move: return "move"
        case .insert: return "insert"
        case .reconfigure: return "reconfigure"
        }
    }
}

/// A batch update checked against the item counts before and after it, and resolved into where every old item
/// goes — UIKit's `performBatchUpdates` rules, without the views.
///
/// The rules: deletes, reloads, reconfigures and move sources name positions before the batch; inserts and move
/// destinations name positions after it. Every delete happens before any insert, so an item that is neither
/// deleted nor moved keeps its order among the other such items of its section, and those items fill, in order,
/// the positions of the section after the batch that no insert or move destination takes. Sections follow the same
/// rule one level up. After the batch, the section count must be the count before, minus deletes, plus inserts, and
/// every section that existed before must hold its old count, minus deletes and moves out, plus inserts and moves
/// in; reloaded and inserted sections may hold anything.
///
/// Complexity: O(S + u log u) to check u updates over S sections; `fate(of:)` is O(log u).
struct BatchUpdatePlan {
    /// Where an item of the layout before the batch ends up.
    enum ItemFate: Equatable {
        /// It was deleted, or its section was.
        case deleted
        /// A new cell shows it: the item was reloaded (at its position after the batch), or its section was (no
        /// position).
        case replaced(SnapshotIndexPath?)
        /// It was moved explicitly, to this position.
        case moved(SnapshotIndexPath)
        /// It stayed, shifted to this position by the updates around it.
        case kept(SnapshotIndexPath)
    }

    let oldCounts: [Int]
    let newCounts: [Int]
    /// Old section index → new index, or -1 for a deleted section.
    private(set) var newSectionOfOld: [Int] = []
    /// New section index → old index, or -1 for an inserted section.
    private(set) var oldSectionOfNew: [Int] = []
    private var isReloadedOldSection: [Bool] = []

    /// By old section: the sorted item indices that leave their place (deletes and move sources).
    private var leavingItems: [[Int]] = []
    /// By old section: the sorted deleted item indices.
    private var deletedItemIndices: [[Int]] = []
    /// By old section: the sorted reloaded item indices.
    private var reloadedItemIndices: [[Int]] = []
    /// By new section: the sorted item indices taken by inserts and move destinations.
    private var arrivingItems: [[Int]] = []
    private var moveDestinations: [SnapshotIndexPath: SnapshotIndexPath] = [:]

    // The batch as recorded, without the updates that a section update makes redundant.
    private(set) var deletedSections: [Int] = []
    private(set) var insertedSections: [Int] = []
    private(set) var movedSections: [SnapshotDifference.SectionMove] = []
    private(set) var reloadedSections: [Int] = []
    private(set) var deletedItems: [SnapshotIndexPath] = []
    private(set) var insertedItems: [SnapshotIndexPath] = []
    private(set) var movedItems: [SnapshotDifference.ItemMove] = []
    private(set) var reloadedItems: [SnapshotIndexPath] = []
    /// Reconfigured items (positions before the batch) that survive it unreloaded.
    private(set) var reconfiguredItems: [SnapshotIndexPath] = []

    /// Checks `pending` against the counts before and after the batch, in UIKit's order: malformed arguments, the
    /// sections' positions, the section count, the items' positions, then each surviving section's item count.
    init(_ pending: PendingBatchUpdate, oldCounts: [Int], newCounts: [Int]) throws(BatchUpdateFailure) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        if let malformed = pending.malformedArgument {
            throw BatchUpdateFailure(message: malformed)
        }
        try resolveSections(pending)
        try resolveItems(pending)
    }

    // MARK: Sections

    private mutating func resolveSections(_ pending: PendingBatchUpdate) throws(BatchUpdateFailure) {
        let oldSectionCount = oldCounts.count
        let newSectionCount = newCounts.count

        var oldUse = [UpdateKind?](repeating: nil, count: oldSectionCount)
        let oldSide: [(kind: UpdateKind, sections: [Int])] = [
            (.delete, pending.deletedSections), (.reload, pending.reloadedSections),
            (.move, pending.movedSections.map(\.source)),
        ]
        for (kind, sections) in oldSide {
            for section in sections {
                guard section < oldSectionCount else {
                    throw BatchUpdateFailure(message: BatchUpdateMessages.sectionBeforeUpdateOutOfBounds(
                        kind.verb, section: section, count: oldSectionCount))
                }
                if let earlier = oldUse[section] {
                    if earlier == kind && kind != .move { continue }
                    throw BatchUpdateFailure(message: BatchUpdateMessages.sectionUsedTwiceBeforeUpdate(
                        earlier.verb, kind.verb, section: section))
                }
                oldUse[section] = kind
            }
        }
        deletedSections = oldUse.indices.filter { oldUse[$0] == .delete }
        reloadedSections = oldUse.indices.filter { oldUse[$0] == .reload }
        isReloadedOldSection = oldUse.map { $0 == .reload }

        let uniqueInserted = Set(pending.insertedSections)
        let expectedCount = oldSectionCount - deletedSections.count + uniqueInserted.count
        guard newSectionCount == expectedCount else {
            throw BatchUpdateFailure(message: BatchUpdateMessages.invalidSectionCount(
                after: newSectionCount, before: oldSectionCount, inserted: uniqueInserted.count, deleted: deletedSections.count))
        }

        var newUse = [UpdateKind?](repeating: nil, count: newSectionCount)
        let newSide: [(kind: UpdateKind, sections: [Int])] = [
            (.insert, pending.insertedSections), (.move, pending.movedSections.map(\.destination)),
        ]
        for (kind, sections) in newSide {
            for section in sections {
                guard section < newSectionCount else {
                    throw BatchUpdateFailure(message: BatchUpdateMessages.sectionAfterUpdateOutOfBounds(
                        kind.verb, section: section, count: newSectionCount))
                }
                if let earlier = newUse[section] {
                    if earlier == kind && kind != .move { continue }
                    throw BatchUpdateFailure(message: BatchUpdateMessages.sectionUsedTwiceAfterUpdate(
                        earlier.verb, kind.verb, section: section))
                }
                newUse[section] = kind
            }
        }
        insertedSections = newUse.indices.filter { newUse[$0] == .insert }
        movedSections = pending.movedSections.sorted { $0.destination < $1.destination }

        // Sections that neither leave nor arrive fill the free positions in order; the count check guarantees
        // there are exactly enough.
        newSectionOfOld = [Int](repeating: -1, count: oldSectionCount)
        oldSectionOfNew = [Int](repeating: -1, count: newSectionCount)
        for move in movedSections {
            newSectionOfOld[move.source] = move.destination
            oldSectionOfNew[move.destination] = move.source
        }
        var nextFree = 0
        for oldSection in 0..<oldSectionCount where oldUse[oldSection] != .delete && oldUse[oldSection] != .move {
            while newUse[nextFree] != nil { nextFree += 1 }
            newSectionOfOld[oldSection] = nextFree
            oldSectionOfNew[nextFree] = oldSection
            nextFree += 1
        }
    }

    /// Why items of the old section cannot be moved out of it, or `nil` when they can.
    private func replacementOfOldSection(_ section: Int) -> String? {
        if newSectionOfOld[section] < 0 { return "deleted" }
        return isReloadedOldSection[section] ? "reloaded" : nil
    }

    /// Why items cannot be moved into the new section, or `nil` when they can.
    private func replacementOfNewSection(_ section: Int) -> String? {
        let oldSection = oldSectionOfNew[section]
        if oldSection < 0 { return "inserted" }
        return isReloadedOldSection[oldSection] ? "reloaded" : nil
    }

    // MARK: Items

    private mutating func resolveItems(_ pending: PendingBatchUpdate) throws(BatchUpdateFailure) {
        let oldSectionCount = oldCounts.count
        let newSectionCount = newCounts.count

        // Positions before the batch.
        var leaving: [(position: SnapshotIndexPath, kind: UpdateKind)] = []
        leaving.reserveCapacity(pending.deletedItems.count + pending.movedItems.count + pending.reloadedItems.count)
        let oldSide: [(kind: UpdateKind, positions: [SnapshotIndexPath])] = [
            (.delete, pending.deletedItems), (.move, pending.movedItems.map(\.source)), (.reload, pending.reloadedItems),
            (.reconfigure, pending.reconfiguredItems),
        ]
        for (kind, positions) in oldSide {
            for position in positions {
                guard position.section < oldSectionCount else {
                    throw BatchUpdateFailure(message: BatchUpdateMessages.itemSectionBeforeUpdateOutOfBounds(
                        kind.verb, position, sectionCount: oldSectionCount))
                }
                guard position.item < oldCounts[position.section] else {
                    throw BatchUpdateFailure(message: BatchUpdateMessages.itemBeforeUpdateOutOfBounds(
                        kind.verb, position, count: oldCounts[position.section]))
                }
                if let reason = replacementOfOldSection(position.section) {
                    if kind == .move, let move = pending.movedItems.first(where: { $0.source == position }) {
                        throw BatchUpdateFailure(message: BatchUpdateMessages.moveOutOfReplacedSection(
                            move, section: position.section, reason: reason))
                    }
                    continue  // the section update already covers it
                }
                if kind == .reconfigure {
                    reconfiguredItems.append(position)
                } else {
                    leaving.append((position, kind))
                }
            }
        }
        // Ties are broken by kind, so that a conflict is always named the same way.
        leaving.sort { ($0.position, $0.kind) < ($1.position, $1.kind) }
        var uniqueLeaving: [(position: SnapshotIndexPath, kind: UpdateKind)] = []
        uniqueLeaving.reserveCapacity(leaving.count)
        for entry in leaving {
            if let last = uniqueLeaving.last, last.position == entry.position {
                if last.kind == entry.kind && entry.kind != .move { continue }
                throw BatchUpdateFailure(message: BatchUpdateMessages.itemUsedTwiceBeforeUpdate(
                    last.kind.verb, entry.kind.verb, entry.position))
            }
            uniqueLeaving.append(entry)
        }

        // Positions after the batch.
        var arriving: [(position: SnapshotIndexPath, kind: UpdateKind)] = []
        arriving.reserveCapacity(pending.insertedItems.count + pending.movedItems.count)
        let newSide: [(kind: UpdateKind, positions: [SnapshotIndexPath])] = [
            (.insert, pending.insertedItems), (.move, pending.movedItems.map(\.destination)),
        ]
        for (kind, positions) in newSide {
            for position in positions {
                guard position.section < newSectionCount else {
                    throw BatchUpdateFailure(message: BatchUpdateMessages.itemSectionAfterUpdateOutOfBounds(
                        kind.verb, position, sectionCount: newSectionCount))
                }
                if let reason = replacementOfNewSection(position.section) {
                    if kind == .move, let move = pending.movedItems.first(where: { $0.destination == position }) {
                        throw BatchUpdateFailure(message: BatchUpdateMessages.moveIntoReplacedSection(
                            move, section: position.section, reason: reason))
                    }
                    continue
                }
                guard position.item < newCounts[position.section] else {
                    throw BatchUpdateFailure(message: BatchUpdateMessages.itemAfterUpdateOutOfBounds(
                        kind.verb, position, count: newCounts[position.section]))
                }
                arriving.append((position, kind))
            }
        }
        arriving.sort { ($0.position, $0.kind) < ($1.position, $1.kind) }
        var uniqueArriving: [(position: SnapshotIndexPath, kind: UpdateKind)] = []
        uniqueArriving.reserveCapacity(arriving.count)
        for entry in arriving {
            if let last = uniqueArriving.last, last.position == entry.position {
                if last.kind == entry.kind && entry.kind != .move { continue }
                throw BatchUpdateFailure(message: BatchUpdateMessages.itemUsedTwiceAfterUpdate(
                    last.kind.verb, entry.kind.verb, entry.position))
            }
            uniqueArriving.append(entry)
        }

        leavingItems = Array(repeating: [], count: oldSectionCount)
        deletedItemIndices = Array(repeating: [], count: oldSectionCount)
        reloadedItemIndices = Array(repeating: [], count: oldSectionCount)
        arrivingItems = Array(repeating: [], count: newSectionCount)
        var movedOut = [Int](repeating: 0, count: oldSectionCount)
        var movedIn = [Int](repeating: 0, count: newSectionCount)
        var inserted = [Int](repeating: 0, count: newSectionCount)
        for (position, kind) in uniqueLeaving {
            switch kind {
            case .delete:
                deletedItems.append(position)
                deletedItemIndices[position.section].append(position.item)
                leavingItems[position.section].append(position.item)
            case .move:
                movedOut[position.section] += 1
                leavingItems[position.section].append(position.item)
            default:
                reloadedItems.append(position)
                reloadedItemIndices[position.section].append(position.item)
            }
        }
        for (position, kind) in uniqueArriving {
            arrivingItems[position.section].append(position.item)
            if kind == .insert {
                insertedItems.append(position)
                inserted[position.section] += 1
            } else {
                movedIn[position.section] += 1
            }
        }
        movedItems = pending.movedItems.sorted { $0.destination < $1.destination }
        moveDestinations.reserveCapacity(movedItems.count)
        for move in movedItems {
            moveDestinations[move.source] = move.destination
        }

        for newSection in 0..<newSectionCount where replacementOfNewSection(newSection) == nil {
            let oldSection = oldSectionOfNew[newSection]
            let deleted = deletedItemIndices[oldSection].count
            let expected = oldCounts[oldSection] - deleted - movedOut[oldSection] + inserted[newSection] + movedIn[newSection]
            guard newCounts[newSection] == expected else {
                throw BatchUpdateFailure(message: BatchUpdateMessages.invalidItemCount(
                    section: newSection, after: newCounts[newSection], before: oldCounts[oldSection],
                    inserted: inserted[newSection], deleted: deleted,
                    movedIn: movedIn[newSection], movedOut: movedOut[oldSection]))
            }
        }

        // A reconfigure of an item that is deleted or reloaded in the same batch has nothing to configure.
        reconfiguredItems = Array(Set(reconfiguredItems)).sorted().filter { position in
            switch fate(of: position) {
            case .moved, .kept: return true
            case .deleted, .replaced: return false
            }
        }
    }

    // MARK: Queries

    /// Where the item at `old` (a position before the batch, in bounds) ends up. O(log u).
    func fate(of old: SnapshotIndexPath) -> ItemFate {
        guard old.section < newSectionOfOld.count, newSectionOfOld[old.section] >= 0 else { return .deleted }
        if isReloadedOldSection[old.section] { return .replaced(nil) }
        if let destination = moveDestinations[old] { return .moved(destination) }
        if Self.sortedContains(deletedItemIndices[old.section], old.item) { return .deleted }
        let newSection = newSectionOfOld[old.section]
        let rank = old.item - Self.countBelow(old.item, in: leavingItems[old.section])
        let position = SnapshotIndexPath(item: Self.freePosition(ofRank: rank, between: arrivingItems[newSection]), section: newSection)
        if Self.sortedContains(reloadedItemIndices[old.section], old.item) { return .replaced(position) }
        return .kept(position)
    }

    /// The position after the batch of an item that was not deleted, or `nil` when it has none of its own.
    func positionAfterUpdate(of old: SnapshotIndexPath) -> SnapshotIndexPath? {
        switch fate(of: old) {
        case .deleted: return nil
        case .replaced(let position): return position
        case .moved(let position), .kept(let position): return position
        }
    }

    /// `interaction` moved to its item's index path after the batch when the item keeps its cell (it stayed or
    /// moved); `nil` — the interaction ends — when the item was deleted or a new cell shows it.
    func following<Interaction: RowInteraction>(_ interaction: Interaction?) -> Interaction? {
        guard var interaction else { return nil }
        let old = interaction.indexPath
        switch fate(of: SnapshotIndexPath(item: old.item, section: old.section)) {
        case .deleted, .replaced:
            return nil
        case .moved(let position), .kept(let position):
            interaction.indexPath = IndexPath(position)
            return interaction
        }
    }

    /// The number of elements of `sorted` below `value`.
    private static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func sortedContains(_ sorted: [Int], _ value: Int) -> Bool {
        let index = countBelow(value, in: sorted)
        return index < sorted.count && sorted[index] == value
    }

    /// The `rank`-th (from 0) index that `taken` (sorted, distinct) does not contain.
    ///
    /// With k taken indices before the answer p, p = rank + k; `taken[k] - k` never decreases, so k is the first
    /// index where it exceeds `rank`, found by binary search.
    private static func freePosition(ofRank rank: Int, between taken: [Int]) -> Int {
        var low = 0
        var high = taken.count
        while low < high {
            let middle = (low + high) / 2
            if taken[middle] - middle > rank { high = middle } else { low = middle + 1 }
        }
        return rank + low
    }
}

/// A person's interaction with one row — a swipe, a presented menu — which lasts while the row keeps its cell.
protocol RowInteraction {
    var indexPath: IndexPath { get set }
}
