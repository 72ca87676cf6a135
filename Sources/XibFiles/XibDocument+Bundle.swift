import Foundation

extension XibDocument {
    /// The document named `name` (`"ShelfItem"` reads `ShelfItem.xib`) wherever it sits among `bundle`'s resources,
    /// in any folder, as AppKit finds a nib by its name alone (`NSNib(nibNamed:bundle:)`, `windowNibName`). `nil` when
    /// the bundle holds no such document; a `XibError` when it holds one that cannot be read.
    ///
    /// Complexity: O(files in the bundle's resources) to find it.
    public static func named(_ name: String, in bundle: Bundle) throws(XibError) -> XibDocument? {
        guard let url = url(ofDocumentNamed: name, in: bundle) else { return nil }
        return try XibDocument(contentsOf: url)
    }

    /// Where `bundle` holds `name.xib`: its resources' top level first, then the first found depth first in file
    /// name order, so that the same document is found on every machine.
    static func url(ofDocumentNamed name: String, in bundle: Bundle) -> URL? {
        let file = name.hasSuffix(".xib") ? name : name + ".xib"
        guard let root = bundle.resourceURL else { return nil }
        let manager = FileManager.default
        var folders = [root]
        while !folders.isEmpty {
            let folder = folders.removeFirst()
            let candidate = folder.appendingPathComponent(file)
            if manager.fileExists(atPath: candidate.path) { return candidate }
            let entries = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
            let subfolders = entries.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            folders += subfolders.sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        return nil
    }
}
