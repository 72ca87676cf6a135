import Foundation
import OpenUIKit

/// Image files built byte by byte: just the parts a header reader looks at, with the rest of a real file's structure
/// around them (PNG chunks, JPEG segments, a GIF's screen descriptor, WebP chunks).
enum ImageFixtures {
    /// A 40 × 30 PNG image.
    static let photo = UIImage(data: png(width: 40, height: 30))!

    static func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func littleEndian16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    static func littleEndian24(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)] }
    static func littleEndian32(_ value: Int) -> [UInt8] { littleEndian16(value & 0xFFFF) + littleEndian16(value >> 16) }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        bigEndian32(body.count) + Array(type.utf8) + body + [0, 0, 0, 0]
    }

    /// A PNG: signature, `IHDR`, an empty `IDAT`, `IEND` (CRCs zero: nothing here checks them).
    static func png(width: Int, height: Int) -> Data {
        let header = bigEndian32(width) + bigEndian32(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", [])
            + chunk("IEND", []))
    }

    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian16(body.count + 2) + body
    }

    /// A JPEG: start of image, a JFIF `APP0`, an EXIF `APP1` when `exifOrientation` is given (big- or little-endian
    /// TIFF), a quantisation table, the frame header `sofMarker` (`0xC0` baseline, `0xC2` progressive), a Huffman
    /// table after it, then a scan and the end.
    static func jpeg(
        width: Int, height: Int, sofMarker: UInt8 = 0xC0, exifOrientation: Int? = nil, littleEndianExif: Bool = false
    ) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        if let exifOrientation {
            let u16 = littleEndianExif ? littleEndian16 : bigEndian16
            let u32 = littleEndianExif ? littleEndian32 : bigEndian32
            var tiff: [UInt8] = littleEndianExif ? [0x49, 0x49, 0x2A, 0x00] : [0x4D, 0x4D, 0x00, 0x2A]
            tiff += u32(8)
            // Two entries: an image description offset first (tag 0x010E), then the orientation (0x0112, SHORT).
            tiff += u16(2)
            tiff += u16(0x010E) + u16(2) + u32(4) + u32(0)
            tiff += u16(0x0112) + u16(3) + u32(1) + u16(exifOrientation) + [0, 0]
            tiff += u32(0)
            bytes += segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
        }
        bytes += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        bytes += segment(sofMarker, [8] + bigEndian16(height) + bigEndian16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
        bytes += segment(0xC4, [0] + [UInt8](repeating: 0, count: 16))
        bytes += segment(0xDA, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]) + [0x12, 0x34, 0xFF, 0xD9]
        return Data(bytes)
    }

    /// A GIF89a: signature, logical screen descriptor, trailer.
    static func gif(width: Int, height: Int) -> Data {
        Data(Array("GIF89a".utf8) + littleEndian16(width) + littleEndian16(height) + [0, 0, 0, 0x3B])
    }

    /// A lossy WebP: `RIFF`, `WEBP`, a `VP8 ` chunk with a key frame's start code and sizes.
    static func webpLossy(width: Int, height: Int) -> Data {
        let frame: [UInt8] = [0x30, 0x01, 0x00, 0x9D, 0x01, 0x2A] + littleEndian16(width) + littleEndian16(height) + [0, 0]
        return riff("VP8 ", frame)
    }

    /// A lossless WebP: a `VP8L` chunk with the signature and 14-bit sizes less one.
    static func webpLossless(width: Int, height: Int) -> Data {
        let w = width - 1, h = height - 1
        let bits = w | (h << 14)
        return riff("VP8L", [0x2F, UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24 & 0xFF)])
    }

    /// An extended WebP: a `VP8X` chunk with 24-bit canvas sizes less one.
    static func webpExtended(width: Int, height: Int) -> Data {
        riff("VP8X", [0, 0, 0, 0] + littleEndian24(width - 1) + littleEndian24(height - 1))
    }

    private static func riff(_ kind: String, _ body: [UInt8]) -> Data {
        let chunk = Array(kind.utf8) + littleEndian32(body.count) + body
        return Data(Array("RIFF".utf8) + littleEndian32(chunk.count + 4) + Array("WEBP".utf8) + chunk)
    }
}
