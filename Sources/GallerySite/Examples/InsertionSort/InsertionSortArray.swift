import Foundation
import OpenCollectionView

/// The sample's `InsertionSortArray`: one row of hue swatches, shuffled, that insertion sort puts in order one
/// outer step at a time. A class identified by a UUID, so that each row is a section of its own; isolated to the main
/// actor, so `Sendable`, as diffable identifiers must be in Swift 6.
@MainActor
final class InsertionSortArray: Hashable {
    /// One swatch: its value, which gives its hue and its place once sorted.
    struct SortNode: Hashable {
        let value: Int
        let color: UIColor

        init(value: Int, maxValue: Int) {
            self.value = value
            let hue = CGFloat(value) / CGFloat(maxValue)
            color = UIColor(hue: hue, saturation: 1.0, brightness: 1.0, alpha: 1.0)
        }

        private let identifier = UUID()

        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }

        static func == (lhs: SortNode, rhs: SortNode) -> Bool {
            lhs.identifier == rhs.identifier
        }
    }

    var values: [SortNode] { nodes }
    var isSorted: Bool { isSortedFlag }

    /// Inserts the next element into the sorted part before it.
    func sortNext() {
        performNextSortStep()
    }

    /// A row of `count` swatches in an order `generator` shuffles.
    init<Generator: RandomNumberGenerator>(count: Int, using generator: inout Generator) {
        nodes = (0..<count).map { SortNode(value: $0, maxValue: count) }.shuffled(using: &generator)
    }

    nonisolated static func == (lhs: InsertionSortArray, rhs: InsertionSortArray) -> Bool {
        lhs.identifier == rhs.identifier
    }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    private nonisolated let identifier = UUID()
    private var nodes: [SortNode]
    private var isSortedFlag = false
    private var currentIndex = 1

    private func performNextSortStep() {
        if isSortedFlag { return }
        if nodes.count == 1 {
            isSortedFlag = true
            return
        }
        var index = currentIndex
        let currentNode = nodes[index]
        index -= 1
        while index >= 0 && currentNode.value < nodes[index].value {
            let tmp = nodes[index]
            nodes[index] = currentNode
            nodes[index + 1] = tmp
            index -= 1
        }
        currentIndex += 1
        if currentIndex >= nodes.count {
            isSortedFlag = true
        }
    }
}
