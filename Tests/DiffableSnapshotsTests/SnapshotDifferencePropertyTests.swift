import CollectionDiagnostics
import DiffableSnapshots
import PropertyBased
import Testing

/// For random snapshot pairs, the batch turns the old layout into the new one and moves as little as possible
/// (property (b)).
///
/// Minimal moves, as documented on `SnapshotDifference.init(from:to:)`: sections and items are matched by
/// identifier; every item that changes between two surviving sections must move; within a section, the items that
/// stay unmoved must keep their relative order, so at least (items staying in the section − longest common
/// subsequence of their old and new orders) of them move. The oracle below computes that bound with an
/// exhaustive search over subsets (small sections) and with the classic quadratic LCS table (all sections).
@Suite struct SnapshotDifferencePropertyTests {
    typealias IntSnapshot = NSDiffableDataSourceSnapshot<Int, Int>

    struct Pair: Sendable, CustomStringConvertible {
        var old: [Layout]
        var new: [Layout]
        var description: String { "\(old) → \(new)" }
    }

    struct Layout: Equatable, Sendable, CustomStringConvertible {
        var section: Int
        var items: [Int]
        var description: String { "\(section): \(items)" }
    }

    /// Up to 5 of 6 section identifiers and up to 10 of 12 items; the new layout is either unrelated to the old
    /// one or an edit of it, so both heavy and light changes occur.
    static let pairs = Generator(run: { rng in
        func randomLayout() -> [Layout] {
            let sections = Array((0..<6).shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng)))
            var layout = sections.map { Layout(section: $0, items: []) }
            guard !layout.isEmpty else { return layout }
            for item in (0..<12).shuffled(using: &rng).prefix(Int.random(in: 0...10, using: &rng)) {
                layout[Int.random(in: 0..<layout.count, using: &rng)].items.append(item)
            }
            return layout
        }
        let old = randomLayout()
        guard Bool.random(using: &rng), !old.isEmpty else { return Pair(old: old, new: randomLayout()) }
        var new = old
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                let s = Int.random(in: 0..<new.count, using: &rng)
                new[s].items.shuffle(using: &rng)
            case 1:
                let from = Int.random(in: 0..<new.count, using: &rng)
                if let item = new[from].items.popLast() {
                    let to = Int.random(in: 0..<new.count, using: &rng)
                    new[to].items.insert(item, at: Int.random(in: 0...new[to].items.count, using: &rng))
                }
            case 2:
                new.shuffle(using: &rng)
            default:
                let s = Int.random(in: 0..<new.count, using: &rng)
                if !new[s].items.isEmpty { new[s].items.remove(at: Int.random(in: 0..<new[s].items.count, using: &rng)) }
            }
        }
        return Pair(old: old, new: new)
    })

    static func snapshot(_ layout: [Layout]) -> IntSnapshot {
        var snapshot = IntSnapshot()
        for section in layout {
            snapshot.appendSections([section.section])
            snapshot.appendItems(section.items, toSection: section.section)
        }
        return snapshot
    }

    @Test func theBatchTurnsOldIntoNewWithMinimalMoves() async {
        await propertyCheck(count: 10_000, input: Self.pairs) { pair in
            // Each case lets other tests' work run: the machine's few threads are shared, and a long run of cases
            // must not hold one for seconds.
            await Task.yield()
            let old = Self.snapshot(pair.old)
            let new = Self.snapshot(pair.new)
            let batch = SnapshotDifference(from: old, to: new)

            var model = pair.old
            batch.apply(
                to: &model, items: \.items,
                sectionValue: { pair.new[$0] }, itemValue: { pair.new[$0.section].items[$0.item] }
            )
            #expect(model == pair.new)
            #expect(batch.hasStructuralChanges == (pair.old != pair.new))
            #expect(Self.isWellFormed(batch, old: pair.old, new: pair.new))

            let minimum = Self.minimalMoves(from: pair.old, to: pair.new)
            #expect(batch.movedSections.count == minimum.sections)
            #expect(batch.movedItems.count == minimum.items)
        }
    }

    /// In one section, no peer moves fewer items: the standard library's Myers difference with inferred moves
    /// moves every common element outside its LCS, and more when it pairs removals and insertions differently.
    @Test func neverMoreMovesThanTheStandardLibrary() async {
        let permutations = Generator(run: { rng in
            let old = Array((0..<12).shuffled(using: &rng).prefix(Int.random(in: 0...10, using: &rng)))
            let new = Array((0..<12).shuffled(using: &rng).prefix(Int.random(in: 0...10, using: &rng)))
            return [old, new]
        })
        await propertyCheck(count: 10_000, input: permutations) { lists in
            // Each case lets other tests' work run: the machine's few threads are shared, and a long run of cases
            // must not hold one for seconds.
            await Task.yield()
            let batch = SnapshotDifference(
                from: Self.snapshot([Layout(section: 0, items: lists[0])]),
                to: Self.snapshot([Layout(section: 0, items: lists[1])])
            )
            let standard = lists[1].difference(from: lists[0]).inferringMoves()
            let standardMoves = standard.insertions.filter {
                if case .insert(_, _, associatedWith: .some) = $0 { true } else { false }
            }.count
            #expect(batch.movedItems.count <= standardMoves)
            #expect(batch.deletedItems.count + batch.movedItems.count <= standard.removals.count)
        }
    }

    /// UIKit's batch rules: sorted, unique, in range, and no moves touching deleted or inserted sections.
    static func isWellFormed(_ batch: SnapshotDifference, old: [Layout], new: [Layout]) -> Bool {
        let deletedSections = Set(batch.deletedSections)
        let insertedSections = Set(batch.insertedSections)
        func isSortedUnique<T: Comparable>(_ values: [T]) -> Bool { zip(values, values.dropFirst()).allSatisfy { $0 < $1 } }
        func isOld(_ path: SnapshotIndexPath) -> Bool {
            old.indices.contains(path.section) && old[path.section].items.indices.contains(path.item)
                && !deletedSections.contains(path.section)
        }
        func isNew(_ path: SnapshotIndexPath) -> Bool {
            new.indices.contains(path.section) && new[path.section].items.indices.contains(path.item)
                && !insertedSections.contains(path.section)
        }
        let sources = batch.deletedItems + batch.movedItems.map(\.source)
        let destinations = batch.insertedItems + batch.movedItems.map(\.destination)
        return isSortedUnique(batch.deletedSections) && isSortedUnique(batch.insertedSections)
            && isSortedUnique(batch.deletedItems) && isSortedUnique(batch.insertedItems)
            && Set(sources).count == sources.count && Set(destinations).count == destinations.count
            && sources.allSatisfy(isOld) && destinations.allSatisfy(isNew)
            && batch.movedSections.allSatisfy { !deletedSections.contains($0.source) && !insertedSections.contains($0.destination) }
    }

    /// The fewest section and item moves any valid batch needs (see the suite's documentation).
    static func minimalMoves(from old: [Layout], to new: [Layout]) -> (sections: Int, items: Int) {
        let newSections = new.map(\.section)
        let commonSectionsInOldOrder = old.map(\.section).filter(newSections.contains)
        let commonSectionsInNewOrder = newSections.filter { commonSectionsInOldOrder.contains($0) }
        let sectionMoves = commonSectionsInOldOrder.count
            - longestCommonSubsequence(commonSectionsInOldOrder, commonSectionsInNewOrder)

        var sectionOfItemInNew: [Int: Int] = [:]
        for section in new { for item in section.items { sectionOfItemInNew[item] = section.section } }
        var itemMoves = 0
        for section in old where newSections.contains(section.section) {
            let newItems = new.first { $0.section == section.section }!.items
            let staying = section.items.filter { newItems.contains($0) }
            let stayingInNewOrder = newItems.filter { staying.contains($0) }
            let kept = longestCommonSubsequence(staying, stayingInNewOrder)
            if staying.count <= 7 {
                #expect(kept == largestOrderPreservingSubset(staying, stayingInNewOrder))
            }
            itemMoves += staying.count - kept
            // Items leaving for another surviving section must move.
            itemMoves += section.items.filter { item in
                guard let destination = sectionOfItemInNew[item], destination != section.section else { return false }
                return old.contains { $0.section == destination }
            }.count
        }
        return (sectionMoves, itemMoves)
    }

    static func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 1...a.count {
            for j in 1...b.count {
                table[i][j] = a[i - 1] == b[j - 1] ? table[i - 1][j - 1] + 1 : max(table[i - 1][j], table[i][j - 1])
            }
        }
        return table[a.count][b.count]
    }

    /// Exhaustive: the largest subset of `a`'s elements that appears in the same relative order in `b`.
    static func largestOrderPreservingSubset(_ a: [Int], _ b: [Int]) -> Int {
        var best = 0
        for mask in 0..<(1 << a.count) {
            let subset = a.indices.filter { mask & (1 << $0) != 0 }.map { a[$0] }
            if subset.count > best && b.filter(subset.contains) == subset { best = subset.count }
        }
        return best
    }
}
