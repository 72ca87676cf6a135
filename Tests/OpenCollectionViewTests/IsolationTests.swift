import Foundation
import Testing

/// UIKit-named types reach Swift as Apple's UIKit does, `@preconcurrency @MainActor`: a Swift 5 mode module calling
/// them from nonisolated code compiles with no diagnostics under minimal checking (Swift 5's default) and with warnings,
/// never errors, under complete checking. Checked by type-checking a client file against the built modules, as an app
/// module would import them. (The `Swift5ModeTests` target runs such code.)
@Suite struct IsolationTests {
    static let client = """
        import OpenCollectionView

        final class GridFactory {
            func makeView() -> UICollectionView {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                let view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
                view.backgroundColor = .systemBackground
                _ = UIDevice.current.userInterfaceIdiom
                return view
            }
        }
        """

    /// The built modules (OpenCollectionView and what it imports), beside the test bundle.
    static var modules: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("Modules")
    }

    /// What `swiftc -typecheck` says of the client with `flags`: its exit status, and its diagnostics of the client
    /// (warnings, errors). A compiler that fails without naming the client (a module it cannot load) fails too.
    static func diagnostics(_ flags: [String]) throws -> (status: Int32, warnings: [String], errors: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Client.swift")
        try client.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-module-name", "Client", "-I", modules.path] + flags + [file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(file.path) }
        let errors = lines.filter { $0.contains(": error: ") }
        // An error elsewhere (a module that does not load) names no line of the client: keep the compiler's words.
        let unexplained = process.terminationStatus != 0 && errors.isEmpty ? [text] : []
        return (process.terminationStatus, lines.filter { $0.contains(": warning: ") }, errors + unexplained)
    }

    @Test func swift5ModeCodeCompilesWithoutDiagnosticsUnderMinimalChecking() throws {
        try #require(FileManager.default.fileExists(atPath: Self.modules.appendingPathComponent("OpenCollectionView.swiftmodule").path))
        let result = try Self.diagnostics(["-swift-version", "5"])
        #expect(result.status == 0)
        #expect(result.errors == [])
        #expect(result.warnings == [])
    }

    @Test func swift5ModeCodeGetsWarningsNotErrorsUnderCompleteChecking() throws {
        try #require(FileManager.default.fileExists(atPath: Self.modules.appendingPathComponent("OpenCollectionView.swiftmodule").path))
        let result = try Self.diagnostics(["-swift-version", "5", "-strict-concurrency=complete"])
        #expect(result.status == 0)
        #expect(result.errors == [])
        // Every call into UIKit from the nonisolated factory is named, as Apple's UIKit's are.
        #expect(result.warnings.count >= 8)
        #expect(result.warnings.allSatisfy { $0.contains("main actor-isolated") })
    }
}
