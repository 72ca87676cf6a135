import Synchronization

/// The messages a page's connection has yet to write, in order, bounded in bytes: a page that does not read what it is
/// sent (a stalled tab, a hostile client) would otherwise make the server hold every patch for it. Past the bound the
/// queue gives up on the connection (`onOverflow`); the session stays, and a page that comes back gets a whole frame.
final class OutgoingQueue: Sendable {
    private struct State {
        var pendingBytes = 0
        var overflowed = false
    }

    let messages: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    private let state = Mutex(State())
    private let limit: Int
    private let onOverflow: @Sendable () -> Void

    /// A queue that holds at most `limit` bytes not yet written, and calls `onOverflow` once when a message would
    /// take it past that.
    init(limit: Int, onOverflow: @escaping @Sendable () -> Void) {
        (messages, continuation) = AsyncStream.makeStream(of: String.self)
        self.limit = limit
        self.onOverflow = onOverflow
    }

    /// Queues `text` for writing; false (and nothing queued) once the queue is over its bound.
    @discardableResult
    func send(_ text: String) -> Bool {
        let size = text.utf8.count
        let accepted = state.withLock { state -> Bool? in
            if state.overflowed { return false }
            guard state.pendingBytes + size <= limit || state.pendingBytes == 0 else {
                state.overflowed = true
                return nil
            }
            state.pendingBytes += size
            return true
        }
        guard let accepted else {
            continuation.finish()
            onOverflow()
            return false
        }
        if accepted { continuation.yield(text) }
        return accepted
    }

    /// The writer wrote `text`: its bytes no longer count against the bound.
    func wrote(_ text: String) {
        let size = text.utf8.count
        state.withLock { $0.pendingBytes -= size }
    }

    /// Bytes queued and not yet written.
    var pendingBytes: Int { state.withLock { $0.pendingBytes } }

    /// No more messages: the writer ends after writing those queued.
    func finish() {
        continuation.finish()
    }
}
