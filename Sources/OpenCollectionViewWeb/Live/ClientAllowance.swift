import Synchronization

/// What one client (a person, as far as the network tells: `ClientAddress`) may take of the host, shared by every
/// connection it holds: the main actor's time, messages a second and bytes it has not read. A client that opens eight
/// pages gets what one page of another client gets, together.
///
/// - **The main actor's time.** A client's work (its pages' messages and ticks) reaches the main actor one piece at a
///   time, in the order it was asked for, so that one client never has more than one piece queued there: another
///   client's message waits behind at most one piece of each other client's. Each piece is charged to the client's
///   time budget (`serverTimePerSecond`, twice as much in a burst); while the budget is in debt the client's next
///   piece waits for the refill to pay it off.
/// - **Messages.** `maximumMessagesPerSecond` for all the client's pages together (twice as many in a burst).
/// - **Unread bytes.** `maximumUnreadBytes` for all the client's pages together: past it, the page holding the most
///   unread is dropped (`OutgoingQueue.Overflow.unread`).
final class ClientAllowance: Sendable {
    private struct State {
        var messages: TokenBucket
        var time: TokenBucket
        /// Whether a piece of the client's work holds the main actor's turn.
        var working = false
        /// The pieces waiting for the turn, first come first.
        var waiting: [CheckedContinuation<Void, Never>] = []
        /// What each of the client's pages has been sent and not read, by its queue.
        var unread: [ObjectIdentifier: (queue: OutgoingQueue, bytes: Int)] = [:]
        var unreadTotal = 0
        /// How many of the client's WebSockets use the allowance.
        var users = 0
        var lastUsed: ContinuousClock.Instant
    }

    private let state: Mutex<State>
    private let maximumUnreadBytes: Int
    private let clock: HostClock

    init(configuration: LiveHost.Configuration, clock: HostClock) {
        let share = configuration.serverTimePerSecond / .seconds(1)
        let rate = Double(configuration.maximumMessagesPerSecond)
        let start = clock.now()
        state = Mutex(State(
            messages: TokenBucket(capacity: rate * 2, refillPerSecond: rate, now: start),
            time: TokenBucket(capacity: share * 2, refillPerSecond: share, now: start), lastUsed: start))
        maximumUnreadBytes = configuration.maximumUnreadBytes
        self.clock = clock
    }

    // MARK: Messages

    /// Counts one message; false when the client is past its rate (and the message must not be handled).
    func takeMessage() -> Bool {
        let instant = clock.now()
        return state.withLock { $0.messages.take(1, at: instant) }
    }

    // MARK: The main actor's time

    /// Runs `body` on the main actor when it is the client's turn and its time budget is not in debt, charges the time
    /// it took to the client (by the host's clock, `charge(_:)`), and returns what it returned with the time it took as
    /// it passed (for the host's metrics). Throws `CancellationError` (without running `body`) when the task is
    /// cancelled while it waits for the budget.
    func onMainActor<Result: Sendable>(_ body: @MainActor @Sendable () -> Result) async throws -> (Result, Duration) {
        await takeTurn()
        defer { passTurn() }
        let debt = state.withLock { $0.time.debt(at: clock.now()) }
        if debt > .zero { try await clock.sleep(debt) }
        try Task.checkCancellation()
        let hostClock = clock
        let (result, spent, charged) = await MainActor.run {
            let start = ContinuousClock.now
            let chargedFrom = hostClock.now()
            let result = body()
            return (result, ContinuousClock.now - start, hostClock.now() - chargedFrom)
        }
        charge(charged)
        return (result, spent)
    }

    /// Whether the client has spent more of the main actor's time than its share: its next piece of work waits.
    func isInDebt() -> Bool {
        let instant = clock.now()
        return state.withLock { $0.time.debt(at: instant) } > .zero
    }

    /// Now, by the host's clock: the clock the budgets refill by, which times what is charged too.
    var now: ContinuousClock.Instant { clock.now() }

    /// Charges `spent` of the main actor's time, timed by the host's clock (`now`), to the client; work that runs
    /// without waiting for its turn (a tick, which runs with every page's on the main actor) is charged so too.
    ///
    /// Timed by the clock the budget refills by: a test that holds that clock still is charged only what it lets pass,
    /// so a slow or busy machine cannot put its client in a debt the held clock never pays off.
    func charge(_ spent: Duration) {
        let instant = clock.now()
        state.withLock { _ = $0.time.charge(spent / .seconds(1), at: instant) }
    }

    private func takeTurn() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let free = state.withLock { state -> Bool in
                guard state.working else {
                    state.working = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if free { continuation.resume() }
        }
    }

    private func passTurn() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.working = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }

    // MARK: Unread bytes

    /// What becomes of bytes a page's queue wants to send.
    enum Reservation {
        /// They fit.
        case accepted
        /// They can never fit: larger than the whole allowance.
        case tooLarge
        /// They do not fit: the sending queue holds the most unread, and must give up.
        case overflowed
    }

    /// Counts `bytes` more sent to `queue` and not read, if they fit in the client's allowance; when they do not,
    /// the client's queue holding the most unread gives up (`OutgoingQueue.giveUp()`) — another page's, and then these
    /// bytes fit, or this one's.
    func reserve(_ bytes: Int, for queue: OutgoingQueue) -> Reservation {
        guard bytes <= maximumUnreadBytes else { return .tooLarge }
        while true {
            let outcome = state.withLock { state -> Result<Reservation, EvictionError> in
                if state.unreadTotal + bytes <= maximumUnreadBytes {
                    state.unread[ObjectIdentifier(queue), default: (queue, 0)].bytes += bytes
                    state.unreadTotal += bytes
                    return .success(.accepted)
                }
                let largest = state.unread.max { $0.value.bytes < $1.value.bytes }
                guard let largest, largest.key != ObjectIdentifier(queue),
                    largest.value.bytes > state.unread[ObjectIdentifier(queue)]?.bytes ?? 0
                else { return .success(.overflowed) }
                state.unread[largest.key] = nil
                state.unreadTotal -= largest.value.bytes
                return .failure(EvictionError(queue: largest.value.queue))
            }
            switch outcome {
            case .success(let reservation): return reservation
            case .failure(let eviction): eviction.queue.giveUp()
            }
        }
    }

    private struct EvictionError: Error {
        let queue: OutgoingQueue
    }

    /// `bytes` sent to `queue` were read (written to the network).
    func release(_ bytes: Int, for queue: OutgoingQueue) {
        state.withLock { state in
            guard let entry = state.unread[ObjectIdentifier(queue)] else { return }
            let released = min(bytes, entry.bytes)
            state.unread[ObjectIdentifier(queue)]?.bytes -= released
            state.unreadTotal -= released
        }
    }

    /// `queue` is done: what it holds no longer counts.
    func forget(_ queue: OutgoingQueue) {
        state.withLock { state in
            guard let entry = state.unread.removeValue(forKey: ObjectIdentifier(queue)) else { return }
            state.unreadTotal -= entry.bytes
        }
    }

    // MARK: Users

    /// A WebSocket of the client starts using the allowance.
    func retain() {
        let instant = clock.now()
        state.withLock {
            $0.users += 1
            $0.lastUsed = instant
        }
    }

    /// A WebSocket of the client is done with it.
    func release() {
        let instant = clock.now()
        state.withLock {
            $0.users -= 1
            $0.lastUsed = instant
        }
    }

    /// Whether the allowance can be forgotten: nobody uses it, and both budgets have refilled since (so a client that
    /// closes everything and comes back gets nothing it would not have had anyway).
    func isSpent(at now: ContinuousClock.Instant) -> Bool {
        state.withLock { state in
            guard state.users == 0 else { return false }
            let refillTime = max(
                state.messages.capacity / state.messages.refillPerSecond, state.time.capacity / state.time.refillPerSecond)
            return now - state.lastUsed > .seconds(refillTime)
        }
    }
}

/// Every client's allowance, by client (`ClientAddress`): made for a client's first WebSocket and forgotten once no
/// WebSocket uses it and its budgets have refilled.
final class ClientAllowances: Sendable {
    private struct State {
        var allowances: [String: ClientAllowance] = [:]
        /// How many allowances there may be before the next sweep of those no longer used.
        var sweepCount = 64
    }

    private let state = Mutex(State())
    private let configuration: LiveHost.Configuration
    private let clock: HostClock

    init(configuration: LiveHost.Configuration, clock: HostClock) {
        self.configuration = configuration
        self.clock = clock
    }

    /// The allowance of `client`, retained for one more WebSocket (release it when the WebSocket ends). Forgotten
    /// allowances are swept whenever their number has doubled: amortised O(1) per WebSocket.
    func retain(_ client: String) -> ClientAllowance {
        let instant = clock.now()
        let allowance = state.withLock { state in
            if state.allowances.count >= state.sweepCount {
                state.allowances = state.allowances.filter { !$0.value.isSpent(at: instant) }
                state.sweepCount = max(64, 2 * state.allowances.count)
            }
            if let existing = state.allowances[client] { return existing }
            let made = ClientAllowance(configuration: configuration, clock: clock)
            state.allowances[client] = made
            return made
        }
        allowance.retain()
        return allowance
    }

    /// How many clients have an allowance.
    var count: Int { state.withLock { $0.allowances.count } }
}
