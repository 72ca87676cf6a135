import Synchronization

/// The messages a page's connection has yet to write, in order, bounded in bytes: a page that does not read what it is
/// sent (a stalled tab, a hostile client) would otherwise make the server hold every patch for it. Past the bound the
/// queue gives up on the connection (`onOverflow(.unread)`); the session stays, and a page that comes back gets a whole
/// frame. A single message larger than the bound is never queued (`onOverflow(.tooLarge)`): it could never be sent, and
/// the queue still takes smaller ones (the connection says why it closes).
final class OutgoingQueue: Sendable {
    /// Why the queue gave up.
    enum Overflow: Sendable {
        /// What the page left unread passed the bound.
        case unread
        /// One message was larger than the bound.
        case tooLarge
    }

    private struct State {
        var pendingBytes = 0
        var overflowed = false
    }

    let messages: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    private let state = Mutex(State())
    private let limit: Int
    private let onOverflow: @Sendable (Overflow) -> Void

    /// A queue that holds at most `limit` bytes not yet written, and calls `onOverflow` once when a message would
    /// take it past that.
    init(limit: Int, onOverflow: @escaping @Sendable (Overflow) -> Void) {
        (messages, continuation) = AsyncStream.makeStream(of: String.self)
        self.limit = limit
        self.onOverflow = onOverflow
    }

    /// Queues `text` for writing; false (and nothing queued) once the queue is over its bound.
    @discardableResult
    func send(_ text: String) -> Bool {
        let size = text.utf8.count
        let outcome = state.withLock { state -> Result<Bool, OverflowError> in
            if state.overflowed { return .success(false) }
            // Refused alone: the queue still takes what the connection says on closing (a `bye`).
            guard size <= limit else { return .failure(OverflowError(overflow: .tooLarge)) }
            guard state.pendingBytes + size <= limit else {
                state.overflowed = true
                return .failure(OverflowError(overflow: .unread))
            }
            state.pendingBytes += size
            return .success(true)
        }
        switch outcome {
        case .success(let accepted):
            if accepted { continuation.yield(text) }
            return accepted
        case .failure(let error):
            if error.overflow == .unread { continuation.finish() }
            onOverflow(error.overflow)
            return false
        }
    }

    private struct OverflowError: Error {
        let overflow: Overflow
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
