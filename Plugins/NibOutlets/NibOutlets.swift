import Foundation
import PackagePlugin

/// Generates, for a target's `.xib` documents (anywhere in its folder, usually a folder of resources), the Swift that
/// connects their outlets and actions to the target's classes (`NibOutletConnecting`): what `@IBOutlet` does on a
/// Mac, which Swift on Linux refuses.
@main
struct NibOutlets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let documents = Self.xibFiles(in: target.directoryURL)
        guard !documents.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "NibOutlets.swift")
        return [
            .buildCommand(
                displayName: "Connecting the outlets of \(documents.count) xib document(s) of \(target.name)",
                executable: try context.tool(named: "NibOutletsGenerator").url,
                arguments: [module.moduleName, output.path] + documents.map(\.path),
                inputFiles: documents,
                outputFiles: [output]),
        ]
    }

    /// Every `.xib` under `folder`, in path order.
    static func xibFiles(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "xib" }.sorted { $0.path < $1.path }
    }
}
