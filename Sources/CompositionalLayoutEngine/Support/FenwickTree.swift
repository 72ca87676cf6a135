#if !hasFeature(Embedded)
import Foundation
#endif

/// Prefix sums over a fixed number of values with O(log n) update and query (a binary indexed tree).
///
/// Self-sizing keeps how much each group instance grew or shrank here, so that one measured element
/// moves everything after it in O(log n) instead of O(n) (ARCHITECTURE.md, performance design).
public struct FenwickTree: Sendable, Hashable {
    private var tree: [CGFloat]

    /// `count` values, all zero. O(count) time and memory, made once per section that self-sizes.
    public init(count: Int) {
        tree = [CGFloat](repeating: 0, count: count + 1)
    }

    /// How many values the tree holds.
    public var count: Int { tree.count - 1 }

    /// Adds `delta` to the value at `index`. O(log n).
    public mutating func add(_ delta: CGFloat, at index: Int) {
        precondition(index >= 0 && index < count, "FenwickTree index \(index) out of 0..<\(count)")
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The sum of the values before `index` (0 for 0; every value for `count`). O(log n).
    public func prefixSum(upTo index: Int) -> CGFloat {
        var position = min(max(index, 0), count)
        var sum: CGFloat = 0
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// The value at `index`. O(log n).
    public func value(at index: Int) -> CGFloat {
        prefixSum(upTo: index + 1) - prefixSum(upTo: index)
    }
}
