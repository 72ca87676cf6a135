#if !hasFeature(Embedded)
import Foundation
#endif

/// Prefix sums over a fixed number of values, all zero at first, with O(log n) update and query (a binary indexed
/// tree).
///
/// Self-sizing keeps how much each group instance grew or shrank here, so that one measured element moves everything
/// after it in O(log n) instead of O(n) (ARCHITECTURE.md, performance design). The tree is kept over blocks of
/// `blockSize` values, and within a block only the values that are not zero: a list of a million self-sizing rows costs
/// 1/512 of a tree over every row (16 KB rather than 8 MB, in each session that shows one), and each measured row a
/// few bytes more. A query adds O(log(n / blockSize)) block sums and at most `blockSize` values of its own block — only
/// the rows measured there, a screenful or two.
public struct FenwickTree: Sendable, Hashable {
    /// Values per block.
    static let blockSize = 512

    /// The binary indexed tree of the blocks' sums, from 1.
    private var blockSums: [CGFloat]
    /// The values that are not zero, by block, in the order of their place in the block.
    private var values: [Int: [Value]] = [:]
    /// How many values the tree holds.
    public let count: Int

    private struct Value: Sendable, Hashable {
        var offset: Int
        var value: CGFloat
    }

    /// `count` values, all zero. O(count / 512) time and memory, made once per section that self-sizes.
    public init(count: Int) {
        self.count = count
        blockSums = [CGFloat](repeating: 0, count: (count + Self.blockSize - 1) / Self.blockSize + 1)
    }

    /// Adds `delta` to the value at `index`. O(log n + 512).
    public mutating func add(_ delta: CGFloat, at index: Int) {
        precondition(index >= 0 && index < count, "FenwickTree index \(index) out of 0..<\(count)")
        let block = index / Self.blockSize
        var position = block + 1
        while position < blockSums.count {
            blockSums[position] += delta
            position += position & -position
        }
        let offset = index - block * Self.blockSize
        var blockValues = values[block] ?? []
        if let found = blockValues.firstIndex(where: { $0.offset >= offset }), blockValues[found].offset == offset {
            blockValues[found].value += delta
            if blockValues[found].value == 0 { blockValues.remove(at: found) }
        } else {
            let place = blockValues.firstIndex { $0.offset > offset } ?? blockValues.count
            blockValues.insert(Value(offset: offset, value: delta), at: place)
        }
        values[block] = blockValues.isEmpty ? nil : blockValues
    }

    /// The sum of the values before `index` (0 for 0; every value for `count`). O(log n + 512).
    public func prefixSum(upTo index: Int) -> CGFloat {
        let end = min(max(index, 0), count)
        let block = end / Self.blockSize
        var position = block
        var sum: CGFloat = 0
        while position > 0 {
            sum += blockSums[position]
            position -= position & -position
        }
        let offset = end - block * Self.blockSize
        for value in values[block] ?? [] {
            guard value.offset < offset else { break }
            sum += value.value
        }
        return sum
    }

    /// The value at `index`. O(512).
    public func value(at index: Int) -> CGFloat {
        let block = index / Self.blockSize
        return values[block]?.first { $0.offset == index - block * Self.blockSize }?.value ?? 0
    }
}
