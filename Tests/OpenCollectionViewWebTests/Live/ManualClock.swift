import Foundation
import Synchronization

@testable import OpenCollectionViewWeb

/// A clock for a host's budgets that stands still until a test moves it: waits for a budget's refill end only when the
/// test advances the time past them, so that what a budget allows does not depend on the machine's speed.
final class ManualClock: Sendable {
    private struct Sleeper {
        let deadline: ContinuousClock.Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = ContinuousClock.now
        var sleepers: [Int: Sleeper] = [:]
        var nextSleeper = 0
    }

    private let state = Mutex(State())

    /// The clock as a host keeps its budgets by it.
    var hostClock: HostClock {
        HostClock(now: { self.now }, sleep: { try await self.sleep(for: $0) })
    }

    var now: ContinuousClock.Instant { state.withLock { $0.now } }

    /// How many waits are under way.
    var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Moves the time on by `duration`, ending the waits it reaches.
    func advance(by duration: Duration) {
        let woken = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            state.now += duration
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for key in due.keys { state.sleepers[key] = nil }
            return due.values.map(\.continuation)
        }
        woken.forEach { $0.resume() }
    }

    private func sleep(for duration: Duration) async throws {
        let key = state.withLock { state -> Int in
            state.nextSleeper += 1
            return state.nextSleeper
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = state.withLock { state -> Bool in
                    if Task.isCancelled { return true }
                    state.sleepers[key] = Sleeper(deadline: state.now + duration, continuation: continuation)
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: key) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }
}
