import CompositionalLayoutEngine
import Foundation
import Testing

/// The tree of block sums answers every prefix sum and value as a plain array of the values does, whatever the
/// count (blocks partly filled at the end), the places changed (several in a block, changes that cancel out) and the
/// order of the changes.
@Suite struct FenwickTreeTests {
    @Test(arguments: [1, 63, 64, 65, 1_000, 4_097])
    func answersAsTheValuesThemselves(count: Int) {
        var random = SplitMix64(seed: UInt64(count))
        var tree = FenwickTree(count: count)
        var values = [CGFloat](repeating: 0, count: count)
        for step in 0..<2_000 {
            let index = Int(random.next() % UInt64(count))
            // Whole numbers (exact sums), and now and then the change that cancels what is there.
            let delta = step % 7 == 0 ? -values[index] : CGFloat(Int(random.next() % 41) - 20)
            tree.add(delta, at: index)
            values[index] += delta
            let query = Int(random.next() % UInt64(count + 1))
            #expect(tree.prefixSum(upTo: query) == values[..<query].reduce(0, +), "step \(step), query \(query)")
            #expect(tree.value(at: index) == values[index])
        }
        #expect(tree.count == count)
        #expect(tree.prefixSum(upTo: count) == values.reduce(0, +))
        #expect(tree.prefixSum(upTo: count + 10) == values.reduce(0, +))
        #expect(tree.prefixSum(upTo: -3) == 0)
    }

    /// Two trees with the same values are equal, whatever order their changes came in.
    @Test func equalValuesMakeEqualTrees() {
        var first = FenwickTree(count: 200)
        var second = FenwickTree(count: 200)
        for (index, delta) in [(5, 2.0), (70, -1.0), (5, 3.0), (130, 4.0)] { first.add(CGFloat(delta), at: index) }
        for (index, delta) in [(130, 4.0), (5, 5.0), (70, -1.0), (199, 1.0), (199, -1.0)] { second.add(CGFloat(delta), at: index) }
        #expect(first == second)
    }
}
