import Foundation

extension XibDocument {
    /// The document named `name` (`"ShelfItem"` reads `ShelfItem.xib`) wherever it sits among `bundle`'s resources,
    /// in any folder, as AppKit finds a nib by its name alone (`NSNib(nibNamed:bundle:)`, `windowNibName`). `nil` when
    /// the bundle holds no such document; a `XibError` when it holds one that cannot be read.
    ///
    /// Complexity: O(files in the bundle's resources) to find it.
    public static func named(_ name: String, in bundle: Bundle) throws(XibError) -> XibDocument? {
        try named(name, inAnyOf: [bundle])
    }

    /// The document named `name` among the resources of `bundles`: the shallowest found, the bundles' folders taken
    /// level by level (so that a document at the top of one bundle is found before the deep folders of another are
    /// walked), in file name order within a level. The main bundle is looked in at its top only: on Linux it is the
    /// running program's folder, whose folders are the program's neighbours (a build folder of thousands of files,
    /// `/usr/local/bin`), not its resources; a resource bundle's folders are all resources, and are walked.
    public static func named(_ name: String, inAnyOf bundles: [Bundle]) throws(XibError) -> XibDocument? {
        guard let url = url(ofDocumentNamed: name, inAnyOf: bundles) else { return nil }
        return try XibDocument(contentsOf: url)
    }

    /// Where the first of `bundles` to hold `name.xib` at the shallowest depth holds it.
    static func url(ofDocumentNamed name: String, inAnyOf bundles: [Bundle]) -> URL? {
        let mainFolder = Bundle.main.resourceURL?.standardizedFileURL
        return url(ofDocumentNamed: name, inFolders: bundles.compactMap(\.resourceURL)) { folder in
            folder.standardizedFileURL != mainFolder
        }
    }

    /// Where the first of `folders` to hold `name.xib` at the shallowest depth holds it, looking into the folders
    /// of those for which `walksInto` is true.
    static func url(ofDocumentNamed name: String, inFolders folders: [URL], walksInto: (URL) -> Bool) -> URL? {
        let file = name.hasSuffix(".xib") ? name : name + ".xib"
        let manager = FileManager.default
        var level = folders
        var deeper = folders.filter(walksInto)
        while !level.isEmpty {
            for folder in level {
                let candidate = folder.appendingPathComponent(file)
                if manager.fileExists(atPath: candidate.path) { return candidate }
            }
            level = deeper.flatMap { folder in
                let entries = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
                return entries.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
                    .sorted { $0.lastPathComponent < $1.lastPathComponent }
            }
            deeper = level
        }
        return nil
    }
}
