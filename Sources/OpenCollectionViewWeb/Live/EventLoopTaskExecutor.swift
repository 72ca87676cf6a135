import NIOCore
import Synchronization

/// Runs a task's jobs on one NIO event loop: the loop a page's connection reads and writes on.
///
/// A page's tasks (reading its messages, handling them, drawing and writing its answers) prefer this executor, so
/// that everything of a connection but the app's own work (on the main actor) stays on the thread that does its
/// input and output. On the default executor each answer crossed threads four times — the loop to a pool thread to
/// the main actor, then a pool thread to the loop — and waking the pool's threads took 6 % of the server's samples
/// at 2,000 pages (1.5 % on the loops).
final class EventLoopTaskExecutor: TaskExecutor {
    let eventLoop: any EventLoop

    private init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// One executor per event loop: a task moving between two executors of the same loop would still be handed
    /// over, where with one it continues in place.
    private static let executors = Mutex<[ObjectIdentifier: EventLoopTaskExecutor]>([:])

    /// The executor of `eventLoop`, made on first use and kept for the life of the process (it keeps its loop, so
    /// the loop's identity is never another's): a server's loops are its group's few, made once.
    static func of(_ eventLoop: any EventLoop) -> EventLoopTaskExecutor {
        executors.withLock { executors in
            if let executor = executors[ObjectIdentifier(eventLoop)] { return executor }
            let executor = EventLoopTaskExecutor(eventLoop)
            executors[ObjectIdentifier(eventLoop)] = executor
            return executor
        }
    }
}
