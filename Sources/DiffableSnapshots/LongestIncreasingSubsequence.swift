/// Longest strictly increasing subsequence, used to keep the largest set of elements in place so that the rest
/// are the fewest possible moves.
@usableFromInline
enum LongestIncreasingSubsequence {
    /// Which elements of `values` belong to one longest strictly increasing subsequence.
    ///
    /// Patience sorting with predecessor links: O(n log n) time, O(n) space. An element larger than every pile
    /// top is appended without a search, so already ordered stretches — the common case when diffing lists —
    /// cost O(1) each.
    ///
    /// - Returns: An array as long as `values`; `true` marks a member of the subsequence.
    @usableFromInline
    static func membership(of values: [Int]) -> [Bool] {
        let count = values.count
        var isMember = [Bool](repeating: false, count: count)
        guard count > 0 else { return isMember }
        // pileTops[k]: the smallest value that ends an increasing subsequence of length k + 1 seen so far;
        // pileTopIndices[k] its position, predecessor[i] the element before values[i] in its subsequence.
        var pileTops: [Int] = []
        var pileTopIndices: [Int] = []
        pileTops.reserveCapacity(count)
        pileTopIndices.reserveCapacity(count)
        var predecessor = [Int](repeating: -1, count: count)
        for (index, value) in values.enumerated() {
            if let top = pileTops.last, top >= value {
                var low = 0
                var high = pileTops.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if pileTops[middle] < value { low = middle + 1 } else { high = middle }
                }
                pileTops[low] = value
                pileTopIndices[low] = index
                predecessor[index] = low > 0 ? pileTopIndices[low - 1] : -1
            } else {
                predecessor[index] = pileTopIndices.last ?? -1
                pileTops.append(value)
                pileTopIndices.append(index)
            }
        }
        var member = pileTopIndices[pileTopIndices.count - 1]
        while member >= 0 {
            isMember[member] = true
            member = predecessor[member]
        }
        return isMember
    }
}
