import Foundation
import OpenCollectionView

/// The gallery's photos: 18 landscapes, 600 × 600 pixel JPEGs of about 10–30 KB drawn by `scripts/make-gallery-photos`
/// (ours, made by code), shipped in the gallery's resource bundle (`Resources/Photos`).
///
/// Each is a `UIImage` read from its file by `UIImage(named:in:compatibleWith:)`: its size comes from the JPEG's header
/// (600 × 600 points at scale 1) and its bytes go to the browser as they are, which decodes and scales them.
public enum GalleryPhotos {
    /// How many photos there are.
    public static let count = 18

    /// The names of the photos, in order: `photo-01` … `photo-18`.
    public static let names: [String] = (1...count).map { String(format: "photo-%02d", $0) }

    /// Every photo, in order; none when the resource bundle is missing.
    public static let all: [UIImage] = names.compactMap(photo(named:))

    /// The photo named `name` (one of `names`), or `nil` (also when the resource bundle is missing).
    public static func photo(named name: String) -> UIImage? {
        bundle.flatMap { UIImage(named: name, in: $0, compatibleWith: nil) }
    }

    /// The gallery's resource bundle (`OpenCollectionView_GallerySite.resources`), beside the executable where SwiftPM
    /// builds it, or `nil` when it was not copied with the executable. Looked up without `Bundle.module`, which stops
    /// the process when the bundle is missing.
    static let bundle: Bundle? = {
        let beside = Bundle.main.bundleURL
        return ["resources", "bundle"].lazy
            .compactMap { Bundle(url: beside.appendingPathComponent("OpenCollectionView_GallerySite.\($0)")) }.first
    }()
}
