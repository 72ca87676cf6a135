/// The reuse queues of a collection view: recycled views by reuse identifier (or element kind).
typealias ReuseQueues = [String: [UICollectionReusableView]]

extension ReuseQueues {
    /// Takes the view recycled last out of the queue for `key`, in place (a copy of the queue would retain every view
    /// waiting in it), or `nil` when none waits. The queue is reached by its index: `self[key]?.popLast()` goes through
    /// the dictionary's modify coroutine, whose frame the compiler puts on the heap — an allocation for every view
    /// dequeued, on a path a server runs for every cell that enters any page. O(1) on average.
    mutating func takeLast(forKey key: String) -> UICollectionReusableView? {
        guard let index = index(forKey: key) else { return nil }
        return values[index].popLast()
    }
}
