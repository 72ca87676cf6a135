#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Linux's batch scheduling for a server's threads (`SCHED_BATCH`): a thread that another wakes waits for the running
/// one to block or use up its time slice, instead of taking the core from it at once.
///
/// Every answer crosses threads twice — the event loop hands the message to the main actor, which hands the answer
/// back — and under the normal policy each hand-over preempted the thread that made it: 4.4 context switches an
/// answer at 3,000 pages on one core, against 2.0 batched. Batched, a thread finishes what it has queued before the
/// other runs, and the hand-overs of many answers share a switch. Threads the process starts later take the policy of
/// the thread that starts them.
enum BatchScheduling {
    /// `SCHED_BATCH` in `<linux/sched.h>`: Glibc's module leaves it out (the C header defines it only for
    /// `_GNU_SOURCE`).
    static let policy: Int32 = 3

    /// Puts every thread of the process under batch scheduling; returns how many it could not (none, unless the
    /// process may not change its own threads' policy; 1 when its threads cannot be listed). Does nothing without glibc
    /// (on macOS, for one). O(threads).
    @discardableResult
    static func applyToEveryThread() -> Int {
        #if canImport(Glibc)
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return 1 }
        var refused = 0
        for case let thread? in threads.map({ pid_t($0) }) {
            var parameters = sched_param()
            parameters.sched_priority = 0
            // A thread that ended since the listing (ESRCH) needs nothing.
            if sched_setscheduler(thread, policy, &parameters) != 0, errno != ESRCH { refused += 1 }
        }
        return refused
        #else
        return 0
        #endif
    }

    /// The calling thread's policy is batch scheduling (always false without glibc).
    static var isCurrentThreadBatched: Bool {
        #if canImport(Glibc)
        sched_getscheduler(0) == policy
        #else
        false
        #endif
    }
}
