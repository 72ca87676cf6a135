@testable import DiffableSnapshots
import PropertyBased
import Testing

/// The longest-increasing-subsequence helper behind minimal moves.
@Suite struct LongestIncreasingSubsequenceTests {
    func members(_ values: [Int]) -> [Int] {
        let isMember = LongestIncreasingSubsequence.membership(of: values)
        return values.indices.filter { isMember[$0] }.map { values[$0] }
    }

    @Test func knownSequences() {
        #expect(members([]) == [])
        #expect(members([4]) == [4])
        #expect(members([1, 2, 3]) == [1, 2, 3])
        #expect(members([3, 2, 1]).count == 1)
        #expect(members([10, 9, 2, 5, 3, 7, 101, 18]).count == 4)
        #expect(members([0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]).count == 6)
    }

    /// Against the O(n²) dynamic programme, on random permutations.
    @Test func matchesTheQuadraticDefinition() async {
        await propertyCheck(count: 10_000, input: Gen.int(in: 0...9).array(of: 0...9)) { seeds in
            // Each case lets other tests' work run: the machine's few threads are shared, and a long run of cases
            // must not hold one for seconds.
            await Task.yield()
            // Distinct values in a random order, as the differ produces them.
            let values = seeds.enumerated().map { $0.element * 16 + $0.offset }
            let chosen = members(values)
            #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "the members increase")
            var longestEndingAt = [Int](repeating: 1, count: values.count)
            for i in values.indices {
                for j in 0..<i where values[j] < values[i] {
                    longestEndingAt[i] = max(longestEndingAt[i], longestEndingAt[j] + 1)
                }
            }
            #expect(chosen.count == (longestEndingAt.max() ?? 0))
        }
    }
}
