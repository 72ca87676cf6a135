import Synchronization

/// The messages a page's connection has yet to write, in order, bounded in bytes together with the other pages of the
/// same client (`ClientAllowance`): a page that does not read what it is sent (a stalled tab, a hostile client) would
/// otherwise make the server hold every patch for it. Past the bound the client's queue holding the most unread gives
/// up on its connection (`onOverflow(.unread)`); the session stays, and a page that comes back gets a whole frame. A
/// single message larger than the bound is never queued (`onOverflow(.tooLarge)`): it could never be sent, and the
/// queue still takes smaller ones (the connection says why it closes). A message is counted by its estimated size
/// (`LiveMessage.estimatedByteCount`): its elements are drawn as it is written, after it leaves the queue.
final class OutgoingQueue: Sendable {
    /// Why the queue gave up.
    enum Overflow: Sendable {
        /// What the page (or its client's pages together) left unread passed the bound.
        case unread
        /// One message was larger than the bound.
        case tooLarge
    }

    private struct State {
        var pendingBytes = 0
        var overflowed = false
    }

    let messages: AsyncStream<LiveMessage>
    private let continuation: AsyncStream<LiveMessage>.Continuation
    private let state = Mutex(State())
    private let allowance: ClientAllowance
    private let onOverflow: @Sendable (Overflow) -> Void

    /// A queue whose unread bytes count against `allowance` (its client's), which calls `onOverflow` once when it gives
    /// up on its connection, or for each message too large to send.
    init(allowance: ClientAllowance, onOverflow: @escaping @Sendable (Overflow) -> Void) {
        (messages, continuation) = AsyncStream.makeStream(of: LiveMessage.self)
        self.allowance = allowance
        self.onOverflow = onOverflow
    }

    /// A queue of a client of its own that holds at most `limit` bytes not yet written.
    convenience init(limit: Int, onOverflow: @escaping @Sendable (Overflow) -> Void) {
        var configuration = LiveHost.Configuration()
        configuration.maximumUnreadBytes = limit
        self.init(allowance: ClientAllowance(configuration: configuration, clock: .continuous), onOverflow: onOverflow)
    }

    /// Queues `message` for writing; false (and nothing queued) once the queue has given up, or when `message` alone
    /// is larger than the bound.
    @discardableResult
    func send(_ message: LiveMessage) -> Bool {
        guard !state.withLock({ $0.overflowed }) else { return false }
        let size = message.estimatedByteCount
        // Reserved without holding the queue's lock: reserving may make another queue of the client give up.
        switch allowance.reserve(size, for: self) {
        case .accepted:
            let isOpen = state.withLock { state -> Bool in
                guard !state.overflowed else { return false }
                state.pendingBytes += size
                return true
            }
            guard isOpen else { return false }
            continuation.yield(message)
            return true
        case .tooLarge:
            // Refused alone: the queue still takes what the connection says on closing (a `bye`).
            onOverflow(.tooLarge)
            return false
        case .overflowed:
            giveUp()
            return false
        }
    }

    /// Queues a WebSocket ping (`LiveMessage.ping`); false once the queue has given up.
    @discardableResult
    func ping() -> Bool {
        send(.ping)
    }

    /// Gives up on the connection: nothing more is queued, the writer ends, and `onOverflow(.unread)` says why. Called
    /// once the client's unread bytes passed the bound and this queue held the most of them.
    func giveUp() {
        let first = state.withLock { state -> Bool in
            guard !state.overflowed else { return false }
            state.overflowed = true
            return true
        }
        guard first else { return }
        continuation.finish()
        onOverflow(.unread)
    }

    /// The writer wrote `message`: its bytes no longer count against the bound.
    func wrote(_ message: LiveMessage) {
        let size = message.estimatedByteCount
        state.withLock { $0.pendingBytes -= size }
        allowance.release(size, for: self)
    }

    /// Bytes queued and not yet written.
    var pendingBytes: Int { state.withLock { $0.pendingBytes } }

    /// No more messages: the writer ends after writing those queued.
    func finish() {
        continuation.finish()
    }

    /// The connection is over: what the queue still holds no longer counts against its client.
    func close() {
        allowance.forget(self)
    }
}
