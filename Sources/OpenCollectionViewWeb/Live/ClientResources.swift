import Crypto
import Foundation

/// The client's files (the library's `Resources` folder: the stylesheet and `client/`), read once and served from
/// memory by name: a request names a file only by matching one of these, so no path reaches the file system.
enum ClientResources {
    struct File: Sendable {
        let bytes: [UInt8]
        let contentType: String
    }

    /// The name SwiftPM gives the library's resource bundle, which it puts beside the executable.
    static let bundleName = "OpenCollectionView_OpenCollectionViewWeb"

    /// The library's `Resources` folder, or `nil` when its bundle is not beside the executable. Looked up without
    /// `Bundle.module`, which stops the process when the bundle is missing.
    static let folder: URL? = {
        let beside = Bundle.main.bundleURL
        for candidate in [beside.appendingPathComponent("\(bundleName).resources"), beside.appendingPathComponent("\(bundleName).bundle")] {
            if let folder = Bundle(url: candidate)?.url(forResource: "Resources", withExtension: nil) { return folder }
        }
        return nil
    }()

    private static let loaded: Result<[String: File], LiveHost.ConfigurationError> = {
        guard let root = folder else {
            return .failure(LiveHost.ConfigurationError(
                "the page's client is missing: \(bundleName).resources must be beside the executable, in "
                    + "\(Bundle.main.bundleURL.path) (copy it there with the executable)"))
        }
        var files: [String: File] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let relative = url.path.dropFirst(root.path.count)
            guard let type = contentTypes[url.pathExtension], let data = try? Data(contentsOf: url) else { continue }
            files[LiveHost.resourcePrefix + relative] = File(bytes: Array(data), contentType: type)
        }
        guard files["\(LiveHost.resourcePrefix)/client/main.js"] != nil else {
            return .failure(LiveHost.ConfigurationError("the page's client is incomplete: \(root.path) holds no client/main.js"))
        }
        return .success(files)
    }()

    /// Every file, by its request path (`/ocv/ocv.css`, `/ocv/client/main.js`); throws when the bundle is missing.
    static func load() throws(LiveHost.ConfigurationError) -> [String: File] {
        try loaded.get()
    }

    /// A name for this set of `files` as a whole: the first 16 hex digits of the SHA-256 of every path and its bytes,
    /// in path order. A change to any file, or a file added or gone, names another version.
    static func version(of files: [String: File]) -> String {
        var hash = SHA256()
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            hash.update(data: Array(path.utf8) + [0])
            hash.update(data: withUnsafeBytes(of: UInt64(file.bytes.count).littleEndian, Array.init))
            hash.update(data: file.bytes)
        }
        return hash.finalize().prefix(8).lowercaseHex
    }

    private static let contentTypes = [
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "md": "text/markdown; charset=utf-8",
        "wasm": "application/wasm",
    ]
}
