import Foundation
import OpenCollectionViewWeb

/// Writes the static gallery's pages as files: `index.html` at the root and `examples/<slug>.html`, and the images they
/// show, once each, at `images/<sha256>.<ext>`.
public enum GalleryExporter {
    /// Why an export stopped.
    public struct ExportError: Error, CustomStringConvertible {
        /// What went wrong, naming the file concerned.
        public let description: String
    }

    /// Writes every page of `pages` under `directory`, creating folders as needed and replacing files
    /// of the same name, and returns the pages' files written in page order; then writes the images the pages show
    /// into `images/` (each once, named by its content hash, so an existing file of that name already holds it and is
    /// left alone).
    ///
    /// - Throws: `ExportError` when a page's path would leave `directory` or a file cannot be written.
    @discardableResult
    public static func export(_ pages: [GalleryPage], to directory: URL) throws -> [URL] {
        let fileManager = FileManager.default
        var written: [URL] = []
        for page in pages {
            let components = page.relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard components.allSatisfy(isSafePathComponent) else {
                throw ExportError(description: "refusing to write the page at \"\(page.relativePath)\": not a plain relative path")
            }
            let file = components.reduce(directory) { $0.appendingPathComponent($1) }
            do {
                try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(page.html.utf8).write(to: file, options: .atomic)
            } catch {
                throw ExportError(description: "could not write \(file.path): \(error.localizedDescription)")
            }
            written.append(file)
        }
        try writeImages(of: pages, to: directory.appendingPathComponent(GalleryPage.imageFolder))
        return written
    }

    private static func writeImages(of pages: [GalleryPage], to folder: URL) throws {
        var done: Set<String> = []
        for image in pages.flatMap(\.imageFiles) where done.insert(image.fileName).inserted {
            let file = folder.appendingPathComponent(image.fileName)
            guard !FileManager.default.fileExists(atPath: file.path) else { continue }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try image.encodedImage.data.write(to: file, options: .atomic)
            } catch {
                throw ExportError(description: "could not write \(file.path): \(error.localizedDescription)")
            }
        }
    }

    /// A file or folder name made of letters, digits, `-`, `_` and `.`, other than `.` and `..`.
    private static func isSafePathComponent(_ component: String) -> Bool {
        guard !component.isEmpty, component != ".", component != ".." else { return false }
        return component.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
        }
    }
}
