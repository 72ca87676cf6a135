import Logging
import Synchronization

/// What happens after a ``Diagnostic`` is reported.
public enum DiagnosticPolicy: String, Sendable, Hashable {
    /// Errors stop the process with their message, as UIKit's exceptions do; warnings are logged.
    /// The default in debug builds.
    case trap
    /// Errors and warnings are logged through swift-log and the program goes on with the rejected call
    /// undone. The default in release builds: a server must not die for one bad snapshot.
    case log
    /// Errors and warnings are kept in ``Diagnostics/recorded`` and nothing else happens. For tests.
    case record
}

/// The process-wide switchboard for misuse reports.
///
/// Tests that expect misuse should not change the process-wide policy (tests run in parallel); they
/// wrap the code in ``Diagnostics/recording(_:)``, which records the reports of the current task only.
public enum Diagnostics {
    private struct State {
        var policy: DiagnosticPolicy
        var recorded: [Diagnostic] = []
    }

    private static let state: Mutex<State> = {
        #if DEBUG
        return Mutex(State(policy: .trap))
        #else
        return Mutex(State(policy: .log))
        #endif
    }()

    private static let logger = Logger(label: "OpenCollectionView")

    /// The process-wide policy: ``DiagnosticPolicy/trap`` in debug builds, ``DiagnosticPolicy/log`` in release.
    public static var policy: DiagnosticPolicy {
        get { state.withLock { $0.policy } }
        set { state.withLock { $0.policy = newValue } }
    }

    /// What was reported while the process-wide policy was ``DiagnosticPolicy/record``.
    public static var recorded: [Diagnostic] {
        state.withLock { $0.recorded }
    }

    /// Empties ``recorded``.
    public static func clearRecorded() {
        state.withLock { $0.recorded.removeAll() }
    }

    /// Reports misuse. Callers have already rejected the call (errors) or decided how to go on (warnings).
    /// Inside ``handling(_:_:)`` (or ``recording(_:)``) the innermost handler takes the report; otherwise the
    /// process-wide ``policy`` decides.
    public static func report(_ diagnostic: Diagnostic) {
        if let handler = TaskHandler.current {
            handler.handle(diagnostic)
            return
        }
        switch policy {
        case .trap where diagnostic.severity == .error:
            fatalError(diagnostic.description)
        case .trap, .log:
            switch diagnostic.severity {
            case .error: logger.error("\(diagnostic.description)")
            case .warning: logger.warning("\(diagnostic.description)")
            }
        case .record:
            state.withLock { $0.recorded.append(diagnostic) }
        }
    }

    /// Runs `body` with every diagnostic it reports handed to `handler` as it is reported, whatever the process-wide
    /// policy — and so are those of tasks `body` starts, which inherit the handler (a server logs a page's misuse with
    /// the page's name, even from a task the page's code started). Reports from other tasks are not included.
    public static func handling<Result>(
        _ handler: @escaping @Sendable (Diagnostic) -> Void, _ body: () throws -> Result
    ) rethrows -> Result {
        try TaskHandler.$current.withValue(TaskHandler(handler)) { try body() }
    }

    /// Runs `body` and returns its result with every diagnostic it reported, whatever the process-wide
    /// policy; reports from other tasks are not included.
    public static func recording<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, diagnostics: [Diagnostic]) {
        let recorder = Recorder()
        let result = try handling(recorder.append) { try body() }
        return (result, recorder.diagnostics)
    }

    /// The `async` form of ``recording(_:)``.
    public static func recording<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> (result: Result, diagnostics: [Diagnostic]) {
        let recorder = Recorder()
        let result = try await TaskHandler.$current.withValue(TaskHandler(recorder.append)) { try await body() }
        return (result, recorder.diagnostics)
    }
}

/// The handler of one task tree's reports (see ``Diagnostics/handling(_:_:)``).
private struct TaskHandler: Sendable {
    @TaskLocal static var current: TaskHandler?

    let handle: @Sendable (Diagnostic) -> Void

    init(_ handle: @escaping @Sendable (Diagnostic) -> Void) {
        self.handle = handle
    }
}

/// Collects the diagnostics of one task tree (see ``Diagnostics/recording(_:)``).
private final class Recorder: Sendable {
    private let storage = Mutex<[Diagnostic]>([])

    @Sendable func append(_ diagnostic: Diagnostic) {
        storage.withLock { $0.append(diagnostic) }
    }

    var diagnostics: [Diagnostic] {
        storage.withLock { $0 }
    }
}
