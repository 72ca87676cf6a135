import Synchronization

/// The time a host keeps its budgets by (messages a second, the main actor's time a second) and waits for their refill
/// with: the continuous clock, or one a test holds still and moves by hand, so that what a budget allows does not
/// depend on how fast the machine runs.
struct HostClock: Sendable {
    /// Now.
    let now: @Sendable () -> ContinuousClock.Instant
    /// Waits `duration`; throws when the task is cancelled.
    let sleep: @Sendable (Duration) async throws -> Void

    /// The continuous clock.
    static let continuous = HostClock(now: { .now }, sleep: { try await Task.sleep(for: $0) })
}

/// The continuous clock, moved on by hand as well: for benchmarks that send a page's messages as far apart as a person
/// would (scrolls seconds apart are a person's pace to a session, not a fling) without waiting between them.
@_spi(Benchmarks) public final class SkippingClock: Sendable {
    private let skipped = Mutex<Duration>(.zero)

    /// The continuous clock, not yet moved on.
    public init() {}

    /// Moves the clock on by `duration` at once.
    public func skip(_ duration: Duration) {
        skipped.withLock { $0 += duration }
    }

    var hostClock: HostClock {
        HostClock(now: { .now + self.skipped.withLock { $0 } }, sleep: { try await Task.sleep(for: $0) })
    }
}
