import Crypto
import Foundation
import OpenCollectionView

/// An image's bytes as a file a browser fetches: named by the SHA-256 of the bytes, so that one address always holds
/// the same bytes (and may be cached for ever) and the same bytes drawn twice are sent once.
public struct ImageFile: Sendable, Hashable {
    /// The bytes.
    public let encodedImage: EncodedImage
    /// The SHA-256 of the bytes, 64 lowercase hex digits; computed once per `EncodedImage`.
    public let hash: String

    /// The file of `encodedImage`'s bytes.
    public init(_ encodedImage: EncodedImage) {
        self.encodedImage = encodedImage
        hash = encodedImage.contentHash { data in SHA256.hash(data: data).lowercaseHex }
    }

    /// The file's name: its hash and its format's extension, e.g. `3a7b….jpg`.
    public var fileName: String { "\(hash).\(encodedImage.format.fileExtension)" }
    /// The media type a server sends with it.
    public var contentType: String { encodedImage.format.contentType }
    /// The file's size in bytes.
    public var byteCount: Int { encodedImage.data.count }

    /// The address a live host serves it at: `/ocv/images/<hash>.<ext>` (`LiveHost.imagePathPrefix`).
    public var livePath: String { LiveHost.imagePathPrefix + fileName }
}
