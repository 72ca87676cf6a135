import Foundation

extension UIImage {
    /// How an image's stored pixels are turned and flipped to show it (UIKit: `UIImage.Orientation`, same raw values).
    public enum Orientation: Int, Sendable, Hashable {
        /// As stored.
        case up = 0
        /// Turned half a turn.
        case down = 1
        /// Turned a quarter anticlockwise.
        case left = 2
        /// Turned a quarter clockwise.
        case right = 3
        /// Flipped horizontally.
        case upMirrored = 4
        /// Flipped vertically.
        case downMirrored = 5
        /// Flipped horizontally, then turned a quarter anticlockwise.
        case leftMirrored = 6
        /// Flipped horizontally, then turned a quarter clockwise.
        case rightMirrored = 7
    }

    /// The image whose encoded bytes are `data` (PNG, JPEG, GIF or WebP), at scale 1; `nil` when the bytes are not
    /// one of those or end before the header gives the size. Only the header is read (the size, and a JPEG's EXIF
    /// orientation); the bytes are kept for hosts.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image whose encoded bytes are `data`, `scale` pixels per point (its `size` is the pixel size divided by
    /// it); `nil` when the bytes are not an image (see `init(data:)`). A scale that is not positive is taken as 1.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let encoded = EncodedImage(data: data) else { return nil }
        self.init(encodedImage: encoded, scale: scale, name: nil)
    }

    /// The image in the file at `path`, its scale read from an `@2x` or `@3x` suffix of the file's name (1
    /// without), as UIKit does; `nil` when the file cannot be read or is not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let encoded = EncodedImage(data: data) else { return nil }
        self.init(encodedImage: encoded, scale: Self.scale(ofFileNamed: (path as NSString).lastPathComponent), name: nil)
    }

    /// A bitmap image of `encodedImage`'s bytes.
    convenience init(encodedImage: EncodedImage, scale: CGFloat, name: String?) {
        self.init(
            systemName: nil, name: name, symbolConfiguration: nil, renderingMode: .automatic, tintColor: nil,
            encodedImage: encodedImage, scale: scale > 0 && scale.isFinite ? scale : 1)
    }

    /// The scale a file name's `@2x`/`@3x` suffix (before the extension) gives; 1 without one.
    static func scale(ofFileNamed fileName: String) -> CGFloat {
        let stem = (fileName as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The image's bytes when they are a PNG; `nil` for other formats and for symbols. UIKit encodes any image as a
    /// PNG; nothing here encodes (there is no pixel data), so only PNG bytes come back, as read.
    public func pngData() -> Data? {
        encodedImage?.format == .png ? encodedImage?.data : nil
    }

    /// The image's bytes when they are a JPEG, whatever `compressionQuality` asks; `nil` for other formats and for
    /// symbols. UIKit re-encodes at the quality asked; nothing here encodes, so the bytes come back as read.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        encodedImage?.format == .jpeg ? encodedImage?.data : nil
    }

    // MARK: Thumbnails

    /// A thumbnail of the image no larger than `size` (points), keeping the image's aspect ratio: scaled to fit
    /// inside `size`, in whole pixels at the image's scale, at least one pixel a side. There is no pixel decoder
    /// here, so the thumbnail shares the image's bytes and only its size is smaller: whatever draws it (a browser)
    /// scales the full image down. `nil` for symbols (UIKit: images not backed by a bitmap) and for a `size` with no
    /// area. Synchronous, as UIKit's.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard let encodedImage, let pixels = Self.thumbnailPixelSize(of: encodedImage.pixelSize, fitting: size, scale: scale)
        else { return nil }
        return UIImage(
            systemName: nil, name: name, symbolConfiguration: nil, renderingMode: renderingMode, tintColor: tintColor,
            encodedImage: encodedImage, scale: scale, pixelSize: pixels)
    }

    /// `preparingThumbnail(of:)` off the caller's thread: `completionHandler` is called on a background thread, as
    /// UIKit's is.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            completionHandler(self.preparingThumbnail(of: size))
        }
    }

    /// `preparingThumbnail(of:)`, awaited (UIKit's `byPreparingThumbnail(ofSize:)`).
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// The whole-pixel size of a thumbnail of an image of `pixelSize` scaled to fit inside `size` points at `scale`;
    /// `nil` when either has no area.
    static func thumbnailPixelSize(of pixelSize: CGSize, fitting size: CGSize, scale: CGFloat) -> CGSize? {
        let bound = CGSize(width: size.width * scale, height: size.height * scale)
        guard pixelSize.width > 0, pixelSize.height > 0, bound.width.isFinite, bound.height.isFinite,
            bound.width > 0, bound.height > 0
        else { return nil }
        let factor = min(bound.width / pixelSize.width, bound.height / pixelSize.height)
        return CGSize(
            width: max(1, (pixelSize.width * factor).rounded()), height: max(1, (pixelSize.height * factor).rounded()))
    }
}
