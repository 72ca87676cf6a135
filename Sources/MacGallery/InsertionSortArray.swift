import Cocoa

/// One row of the Insertion Sort window: a shuffled run of colour nodes that insertion sort puts in hue order one
/// outer-loop pass at a time, so that each pass can be shown as its own animated snapshot.
///
/// A class, identified by a UUID, because it is a section identifier whose nodes change while the section stays the
/// same one; isolated to the main actor (where the window controller sorts it), which makes it `Sendable`, as a
/// diffable identifier must be in Swift 6.
@MainActor
final class InsertionSortArray: Hashable {
    /// One colour node: its value decides both its hue and its place in the sorted row.
    struct SortNode: Hashable, Sendable {
        let value: Int
        let color: NSColor
        /// Identity apart from the value: two rows both have a node of value 3, and a shuffle makes new nodes, so
        /// the diff must see them as different items.
        private let identifier = UUID()

        /// The node of `value` in a row of `count` nodes: hues spread evenly over the colour wheel, short of a full
        /// turn so that the last node is not red again.
        init(value: Int, count: Int) {
            self.value = value
            color = NSColor(hue: CGFloat(value) / CGFloat(count), saturation: 1, brightness: 1, alpha: 1)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }

        static func == (lhs: SortNode, rhs: SortNode) -> Bool {
            lhs.identifier == rhs.identifier
        }
    }

    /// The row's nodes in their current order.
    private(set) var values: [SortNode]
    /// Whether every pass has run: the row is in hue order.
    private(set) var isSorted = false
    /// The node the next pass inserts into the sorted part before it.
    private var nextIndex = 1
    private nonisolated let identifier = UUID()

    /// A row of `count` nodes, shuffled with `generator`.
    init(count: Int, using generator: inout some RandomNumberGenerator) {
        values = (0..<count).map { SortNode(value: $0, count: count) }.shuffled(using: &generator)
        // A row of one node (or none) has no pass to run.
        isSorted = count < 2
    }

    /// Runs one outer-loop pass of insertion sort: the next node moves left past every larger node before it.
    func sortNext() {
        guard !isSorted else { return }
        let node = values[nextIndex]
        var index = nextIndex
        while index > 0, values[index - 1].value > node.value {
            values[index] = values[index - 1]
            index -= 1
        }
        values[index] = node
        nextIndex += 1
        isSorted = nextIndex >= values.count
    }

    nonisolated static func == (lhs: InsertionSortArray, rhs: InsertionSortArray) -> Bool {
        lhs.identifier == rhs.identifier
    }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
}

/// A seeded random number generator (xorshift64*): the window shuffles its rows with it so that they come out the
/// same every time it opens — in tests, and on the live page — where the sample shuffles with the system generator.
struct SeededRandomGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        // xorshift never leaves an all-zero state, so zero is replaced by a fixed odd constant.
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
