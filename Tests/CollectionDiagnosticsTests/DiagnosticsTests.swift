import CollectionDiagnostics
import Synchronization
import Testing

@Suite struct DiagnosticsTests {
    @Test func recordingCollectsOnlyTheCurrentTasksReports() async {
        let (value, diagnostics) = Diagnostics.recording {
            Diagnostics.report(.error("appendItems(_:toSection:)", "duplicate identifiers: [1]"))
            Diagnostics.report(.warning("contentInsets", "ignored along an estimated axis"))
            return 42
        }
        #expect(value == 42)
        #expect(diagnostics == [
            .error("appendItems(_:toSection:)", "duplicate identifiers: [1]"),
            .warning("contentInsets", "ignored along an estimated axis"),
        ])
        #expect(diagnostics[0].description == "appendItems(_:toSection:): duplicate identifiers: [1]")
    }

    @Test func recordingReachesChildTasks() async {
        let (_, diagnostics) = await Diagnostics.recording {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<3 {
                    group.addTask { Diagnostics.report(.error("op", "\(index)")) }
                }
            }
        }
        #expect(diagnostics.map(\.message).sorted() == ["0", "1", "2"])
    }

    /// A handler hears each report as it is made — also from a task started inside its scope that reports after the
    /// scope has ended, as a server's page hears about misuse in a task its app code started.
    @Test func handlersHearReportsAsTheyHappenAndTasksStartedInTheirScope() async {
        let heard = Heard()
        let task = Diagnostics.handling({ heard.append($0) }) {
            Diagnostics.report(.warning("contentInsets", "now"))
            #expect(heard.messages == ["now"])
            return Task {
                try? await Task.sleep(for: .milliseconds(20))
                Diagnostics.report(.error("apply(_:)", "later"))
            }
        }
        await task.value
        #expect(heard.messages == ["now", "later"])
        // The innermost scope takes a report.
        let (_, recorded) = Diagnostics.recording {
            Diagnostics.handling({ heard.append($0) }) { Diagnostics.report(.warning("inner", "inner")) }
        }
        #expect(recorded.isEmpty)
        #expect(heard.messages.last == "inner")
    }

    @Test func debugBuildsTrapOnErrorsByDefault() async {
        #if DEBUG
        #expect(Diagnostics.policy == .trap)
        await #expect(processExitsWith: .failure) {
            Diagnostics.report(.error("insertItems(_:beforeItem:)", "Invalid item identifier specified for insert"))
        }
        #endif
    }

    @Test func warningsDoNotTrapUnderTheTrapPolicy() async {
        await #expect(processExitsWith: .success) {
            Diagnostics.policy = .trap
            Diagnostics.report(.warning("contentInsets", "ignored"))
        }
    }

    @Test func theRecordPolicyKeepsReportsProcessWide() async {
        await #expect(processExitsWith: .success) {
            Diagnostics.policy = .record
            Diagnostics.report(.error("op", "first"))
            guard Diagnostics.recorded == [.error("op", "first")] else { fatalError("not recorded") }
            Diagnostics.clearRecorded()
            guard Diagnostics.recorded.isEmpty else { fatalError("not cleared") }
        }
    }

    @Test func theLogPolicyGoesOn() async {
        await #expect(processExitsWith: .success) {
            Diagnostics.policy = .log
            Diagnostics.report(.error("op", "logged, not fatal"))
        }
    }
}

/// Messages a handler heard, from any task.
private final class Heard: Sendable {
    private let storage = Mutex<[String]>([])
    var messages: [String] { storage.withLock { $0 } }
    func append(_ diagnostic: Diagnostic) { storage.withLock { $0.append(diagnostic.message) } }
}
