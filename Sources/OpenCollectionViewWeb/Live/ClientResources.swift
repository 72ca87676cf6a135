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

    /// The client as the host serves it: its files, and the script every page's HTML carries.
    private struct Client {
        let files: [String: File]
        let bootScript: String
    }

    private static let loaded: Result<Client, LiveHost.ConfigurationError> = {
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
        do {
            return .success(try joined(files))
        } catch {
            return .failure(LiveHost.ConfigurationError("the page's client cannot be joined into one script: \(error)"))
        }
    }()

    /// Where the page's client is as one script (`ClientBundle`), with its source map beside it.
    static let scriptPath = "\(LiveHost.resourcePrefix)/client/bundle.js"
    /// Where the page's two stylesheets (the drawing's `ocv.css` and the live page's `client/live.css`) are as one.
    static let stylesheetPath = "\(LiveHost.resourcePrefix)/client/bundle.css"

    /// `files` and, made from them, the client as a page loads it: one script (`scriptPath`, entered at `main.js`),
    /// its source map and one stylesheet (`stylesheetPath`); and the page's first step (`boot.js` and its imports) as
    /// the script its HTML carries.
    private static func joined(_ files: [String: File]) throws(ClientBundle.Failure) -> Client {
        let modulePrefix = "\(LiveHost.resourcePrefix)/client/"
        var modules: [String: String] = [:]
        for (path, file) in files where path.hasPrefix(modulePrefix) && path.hasSuffix(".js") {
            modules[String(path.dropFirst(modulePrefix.count))] = String(decoding: file.bytes, as: UTF8.self)
        }
        let mapPath = scriptPath + ".map"
        let script = try ClientBundle.script(
            modules: modules, entry: "main.js", mapName: String(mapPath.split(separator: "/").last ?? ""))
        let stylesheet = ClientBundle.stylesheet(["ocv.css", "client/live.css"].map { name in
            (name, files["\(LiveHost.resourcePrefix)/\(name)"].map { String(decoding: $0.bytes, as: UTF8.self) } ?? "")
        })
        var joined = files
        joined[scriptPath] = File(bytes: Array(script.text.utf8), contentType: contentTypes["js"] ?? "")
        joined[mapPath] = File(bytes: Array(script.sourceMap.utf8), contentType: "application/json")
        joined[stylesheetPath] = File(bytes: Array(stylesheet.utf8), contentType: contentTypes["css"] ?? "")
        return Client(files: joined, bootScript: try ClientBundle.inlineScript(modules: modules, entry: "boot.js"))
    }

    /// Every file, by its request path (`/ocv/ocv.css`, `/ocv/client/main.js`); throws when the bundle is missing.
    static func load() throws(LiveHost.ConfigurationError) -> [String: File] {
        try loaded.get().files
    }

    /// The script the page's HTML carries ahead of its stylesheet (`LivePage`): `client/boot.js` and its imports as one
    /// classic script (`ClientBundle.inlineScript`), which opens the page's connection before the client's script
    /// arrives. Throws when the bundle is missing.
    static func bootScript() throws(LiveHost.ConfigurationError) -> String {
        try loaded.get().bootScript
    }

    /// The Content-Security-Policy source that lets a page run `bootScript()` and no other inline script: the SHA-256 of
    /// its UTF-8 bytes in base 64 (`'sha256-…'`); `nil` without the client.
    static let bootScriptSource: String? = {
        guard let script = try? bootScript() else { return nil }
        return "'sha256-\(Data(SHA256.hash(data: Array(script.utf8))).base64EncodedString())'"
    }()

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
