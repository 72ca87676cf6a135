import Foundation

extension UIImage {
    /// The image resource `name` in the app's main bundle (`Bundle.main`), at the screen's scale; `nil` when the bundle
    /// holds none, as in UIKit. See `init(named:in:compatibleWith:)` for where it looks.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image resource `name` in `bundle` (`Bundle.main` when `nil`), in the scale that best matches
    /// `traitCollection`'s display scale (the screen's when it has none); `nil` when the bundle holds none, as in UIKit.
    ///
    /// Looks in the bundle's resource folder and the folders directly inside it for `name.png`, `name@2x.png`,
    /// `name@3x.png` (and the same with `.jpg`, `.jpeg`, `.gif`, `.webp`; a `name` with one of these extensions looks
    /// for that file only), and in asset catalogues (`*.xcassets`, uncompiled, as SwiftPM copies them) for a
    /// `name.imageset` folder, whose `Contents.json` lists the files with their scales; an image set wins over loose
    /// files of the same scale. The scale chosen is the display scale if there is one of it, else the nearest above,
    /// else the largest below. The image's `name` is `name`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let displayScale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? NamedImageLookup.screenScale
        guard let found = NamedImageLookup.find(name, in: bundle ?? .main, displayScale: displayScale),
            let data = FileManager.default.contents(atPath: found.url.path), let encoded = EncodedImage(data: data)
        else { return nil }
        self.init(encodedImage: encoded, scale: found.scale, name: name)
    }

    /// The image resource `name` in `bundle`, in the scale that best matches `configuration`'s traits (see
    /// `init(named:in:compatibleWith:)`); a symbol configuration is not applied to a bitmap, as in UIKit.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }
}

/// Where `UIImage(named:in:compatibleWith:)` finds a resource's files and which one it takes.
enum NamedImageLookup {
    /// One file that could be the image, at a scale.
    struct Candidate: Equatable {
        var url: URL
        var scale: CGFloat
        /// Whether it comes from an asset catalogue's image set (which wins at equal scale).
        var isInImageSet: Bool
    }

    static let extensions = ["png", "jpg", "jpeg", "gif", "webp"]

    /// The scale images are picked for without traits: the main screen's when read on the main thread, else the
    /// headless phone's.
    static var screenScale: CGFloat {
        guard Thread.isMainThread else { return HeadlessScreen.displayScale }
        return MainActor.assumeIsolated { UIScreen.main.scale }
    }

    /// The file for `name` in `bundle` best matching `displayScale`, or `nil`.
    static func find(_ name: String, in bundle: Bundle, displayScale: CGFloat) -> Candidate? {
        best(of: candidates(named: name, in: bundle), for: displayScale)
    }

    /// Every file in `bundle` that could be the image `name`.
    static func candidates(named name: String, in bundle: Bundle) -> [Candidate] {
        let root = bundle.resourceURL ?? bundle.bundleURL
        let fileManager = FileManager.default
        var folders = [root]
        let top = (try? fileManager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        folders += top.filter { isDirectory($0) && $0.pathExtension != "xcassets" }
        var found: [Candidate] = []
        for folder in folders {
            found += looseFiles(named: name, in: folder)
            let entries = folder == root ? top : (try? fileManager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for catalogue in entries where catalogue.pathExtension == "xcassets" {
                found += imageSetFiles(named: name, inCatalogue: catalogue)
            }
        }
        return found
    }

    /// `name.ext`, `name@2x.ext` and `name@3x.ext` in `folder`.
    private static func looseFiles(named name: String, in folder: URL) -> [Candidate] {
        let given = (name as NSString).pathExtension.lowercased()
        let stem = extensions.contains(given) ? (name as NSString).deletingPathExtension : name
        let kinds = extensions.contains(given) ? [(name as NSString).pathExtension] : extensions
        var found: [Candidate] = []
        for kind in kinds {
            for (suffix, scale) in [("", CGFloat(1)), ("@2x", 2), ("@3x", 3)] {
                let url = folder.appendingPathComponent("\(stem)\(suffix).\(kind)")
                if FileManager.default.isReadableFile(atPath: url.path) && !isDirectory(url) {
                    found.append(Candidate(url: url, scale: scale, isInImageSet: false))
                }
            }
        }
        return found
    }

    /// The files `name.imageset/Contents.json` lists, with their scales, anywhere in `catalogue` (image sets may sit in
    /// groups, plain folders inside the catalogue).
    private static func imageSetFiles(named name: String, inCatalogue catalogue: URL) -> [Candidate] {
        guard let enumerator = FileManager.default.enumerator(at: catalogue, includingPropertiesForKeys: nil) else { return [] }
        var found: [Candidate] = []
        while let url = enumerator.nextObject() as? URL {
            guard url.lastPathComponent == "\(name).imageset" else { continue }
            enumerator.skipDescendants()
            found += imageSet(at: url)
        }
        return found
    }

    private struct Contents: Decodable {
        struct Entry: Decodable {
            var filename: String?
            var scale: String?
        }
        var images: [Entry]
    }

    /// The files an image set's `Contents.json` lists that are there; entries without a file are placeholders.
    private static func imageSet(at folder: URL) -> [Candidate] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
            let contents = try? JSONDecoder().decode(Contents.self, from: data)
        else { return [] }
        return contents.images.compactMap { entry in
            guard let filename = entry.filename, !filename.contains("/") else { return nil }
            let url = folder.appendingPathComponent(filename)
            guard FileManager.default.isReadableFile(atPath: url.path) else { return nil }
            let scale = entry.scale.flatMap { Double($0.dropLast()) }.map { CGFloat($0) } ?? 1
            return Candidate(url: url, scale: scale > 0 ? scale : 1, isInImageSet: true)
        }
    }

    /// The candidate of `displayScale` if any, else of the nearest scale above, else of the largest below; at equal
    /// scale an image set's file, then the first found.
    static func best(of candidates: [Candidate], for displayScale: CGFloat) -> Candidate? {
        let scales = Set(candidates.map(\.scale))
        let chosen = scales.contains(displayScale)
            ? displayScale : scales.filter { $0 > displayScale }.min() ?? scales.filter { $0 < displayScale }.max()
        guard let chosen else { return nil }
        let atScale = candidates.filter { $0.scale == chosen }
        return atScale.first(where: \.isInImageSet) ?? atScale.first
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
