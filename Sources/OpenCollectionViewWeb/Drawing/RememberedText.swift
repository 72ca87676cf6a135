import Synchronization

/// Text written once for each key and remembered, for every thread drawing: what many elements of many pages draw the
/// same (a colour's or a font's declarations). Holds at most `capacity` texts; past that it forgets them all and
/// starts again, so an app that draws ever new values keeps it bounded. O(1) a lookup, one lock.
final class RememberedText<Key: Hashable & Sendable>: Sendable {
    private let texts = Mutex<[Key: String]>([:])
    private let capacity: Int

    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// The text remembered for `key`, or what `write` writes for it, then remembered.
    func remembered(_ key: Key, _ write: () -> String) -> String {
        if let text = texts.withLock({ $0[key] }) { return text }
        let text = write()
        texts.withLock { texts in
            if texts.count >= capacity { texts.removeAll(keepingCapacity: true) }
            texts[key] = text
        }
        return text
    }

    /// How many texts are remembered.
    var count: Int { texts.withLock(\.count) }
}
