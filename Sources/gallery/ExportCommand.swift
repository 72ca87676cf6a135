import ArgumentParser
import Foundation
import GallerySite

/// `gallery export DIR`: writes the pages the server would send as static files.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the gallery's pages as static files (index.html, examples/<slug>.html and mac/<slug>.html)."
    )

    @Argument(help: "The folder to write into; it is created if needed, and files of the same names are replaced.")
    var directory: String

    func run() async throws {
        let pages = await StaticGallery.pages(others: GalleryScreens.staticScreens)
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        let files = try GalleryExporter.export(pages, to: root)
        print("Wrote \(files.count) pages to \(root.standardizedFileURL.path).")
    }
}
