import Foundation
import Synchronization

/// The encoded bytes of an image read from data or a file (a PNG, JPEG, GIF or WebP), as the image's header described
/// them. Headless addition: hosts send the bytes to whatever draws them (a browser), which decodes them; nothing here
/// decodes pixels.
///
/// One instance is shared by every image made from the same read (thumbnails, tinted or resized copies), so hosts can
/// remember what they derived from the bytes — a content hash — once per read (`contentHash(computedBy:)`).
public final class EncodedImage: Sendable, Hashable, CustomStringConvertible {
    /// The bytes, as read.
    public let data: Data
    /// The bytes' format.
    public let format: ImageFormat
    /// The size in pixels as the image shows, its orientation applied (a JPEG turned a quarter by EXIF shows its
    /// stored height as its width).
    public let pixelSize: CGSize
    /// The orientation the header gave (`.up` but for JPEGs with an EXIF orientation).
    public let orientation: UIImage.Orientation

    private let cachedHash = Mutex<String?>(nil)

    /// The bytes `data` when their header reads as an image; `nil` otherwise.
    public init?(data: Data) {
        guard let header = ImageHeader.read(data) else { return nil }
        self.data = data
        format = header.format
        pixelSize = CGSize(width: header.pixelWidth, height: header.pixelHeight)
        orientation = header.orientation
    }

    /// The hash of the bytes `compute` gives (a hex SHA-256 for the web host), computed on the first call only; later
    /// calls return it whatever they pass. Safe from any thread.
    public func contentHash(computedBy compute: (Data) -> String) -> String {
        if let known = cachedHash.withLock({ $0 }) { return known }
        let computed = compute(data)
        return cachedHash.withLock { stored in
            if let stored { return stored }
            stored = computed
            return computed
        }
    }

    /// The same instance, or bytes of the same format that are equal.
    public static func == (lhs: EncodedImage, rhs: EncodedImage) -> Bool {
        lhs === rhs || (lhs.format == rhs.format && lhs.data == rhs.data)
    }

    /// Hashes the format and the length (cheap; equal bytes have both equal).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(data.count)
    }

    /// The format and pixel size, e.g. `jpeg 600×600`.
    public var description: String {
        "\(format.rawValue) \(Int(pixelSize.width))×\(Int(pixelSize.height))"
    }
}
