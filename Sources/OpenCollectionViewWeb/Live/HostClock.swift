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
