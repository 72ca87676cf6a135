import Foundation

/// The client's files (the library's `Resources` folder: the stylesheet and `client/`), read once and served from
/// memory by name: a request names a file only by matching one of these, so no path reaches the file system.
enum ClientResources {
    struct File: Sendable {
        let bytes: [UInt8]
        let contentType: String
    }

    /// Every file, by its request path (`/ocv/ocv.css`, `/ocv/client/main.js`).
    static let files: [String: File] = {
        guard let root = Bundle.module.url(forResource: "Resources", withExtension: nil) else { return [:] }
        var files: [String: File] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let relative = url.path.dropFirst(root.path.count)
            guard let type = contentTypes[url.pathExtension], let data = try? Data(contentsOf: url) else { continue }
            files[LiveHost.resourcePrefix + relative] = File(bytes: Array(data), contentType: type)
        }
        return files
    }()

    private static let contentTypes = [
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "md": "text/markdown; charset=utf-8",
    ]

    static func file(atRequestPath path: String) -> File? {
        files[path]
    }
}
