import Foundation

/// The file formats whose headers `UIImage(data:)` reads.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    /// PNG: the size from the `IHDR` chunk.
    case png
    /// JPEG (baseline or progressive): the size from the first `SOFn` segment, the orientation from EXIF.
    case jpeg
    /// GIF (87a or 89a): the size from the logical screen descriptor.
    case gif
    /// WebP (lossy `VP8 `, lossless `VP8L` or extended `VP8X`).
    case webp

    /// The media type a browser is told the bytes are.
    public var contentType: String {
        switch self {
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .webp: "image/webp"
        }
    }

    /// The file name extension files of the format take (`jpg` for JPEG).
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .gif: "gif"
        case .webp: "webp"
        }
    }
}

/// What the header of an encoded image says: its format, its size in pixels as shown (a JPEG's EXIF orientation 5–8
/// turns the stored width into the shown height) and its orientation. Only the header is read: pixels are never
/// decoded, so a file whose header is whole but whose pixels are cut short still reads.
struct ImageHeader: Equatable {
    var format: ImageFormat
    var pixelWidth: Int
    var pixelHeight: Int
    var orientation: UIImage.Orientation

    /// The header of `bytes`, or `nil` when they are not a PNG, JPEG, GIF or WebP or end before the size.
    static func read(_ bytes: some Collection<UInt8>) -> ImageHeader? {
        let reader = ByteReader(Array(bytes))
        let header: ImageHeader?
        if reader.matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], at: 0) {
            header = png(reader)
        } else if reader.matches([0xFF, 0xD8], at: 0) {
            header = jpeg(reader)
        } else if reader.matches(Array("GIF87a".utf8), at: 0) || reader.matches(Array("GIF89a".utf8), at: 0) {
            header = gif(reader)
        } else if reader.matches(Array("RIFF".utf8), at: 0) && reader.matches(Array("WEBP".utf8), at: 8) {
            header = webp(reader)
        } else {
            header = nil
        }
        guard let header, header.pixelWidth > 0, header.pixelHeight > 0 else { return nil }
        return header
    }

    /// The first chunk is `IHDR`: width and height, big-endian, then its CRC.
    private static func png(_ reader: ByteReader) -> ImageHeader? {
        guard reader.matches(Array("IHDR".utf8), at: 12), reader.count >= 33,
            let width = reader.uint32BE(at: 16), let height = reader.uint32BE(at: 20),
            width <= Int(Int32.max), height <= Int(Int32.max)
        else { return nil }
        return ImageHeader(format: .png, pixelWidth: Int(width), pixelHeight: Int(height), orientation: .up)
    }

    /// Segments after the start of image, each a marker and a length, up to the first frame header (`SOF0`–`SOF15`
    /// but `DHT`, `JPG` and `DAC`, which share the range); an `APP1` EXIF segment before it gives the orientation.
    private static func jpeg(_ reader: ByteReader) -> ImageHeader? {
        var offset = 2
        var orientation = UIImage.Orientation.up
        while offset < reader.count {
            guard reader[offset] == 0xFF else { return nil }
            // Fill bytes (0xFF) may pad before a marker.
            while offset < reader.count, reader[offset] == 0xFF { offset += 1 }
            guard offset < reader.count else { return nil }
            let marker = reader[offset]
            offset += 1
            // Markers without a length: TEM and the restart markers.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            // Start of scan or end of image before any frame header: no size.
            if marker == 0xDA || marker == 0xD9 { return nil }
            guard let length = reader.uint16BE(at: offset), length >= 2, offset + length <= reader.count else { return nil }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7, let height = reader.uint16BE(at: offset + 3), let width = reader.uint16BE(at: offset + 5)
                else { return nil }
                let turned = orientation.swapsWidthAndHeight
                return ImageHeader(
                    format: .jpeg, pixelWidth: turned ? height : width, pixelHeight: turned ? width : height,
                    orientation: orientation)
            }
            if marker == 0xE1, let exif = exifOrientation(reader, start: offset + 2, end: offset + length) {
                orientation = exif
            }
            offset += length
        }
        return nil
    }

    /// The orientation tag (0x0112) of the first image file directory of an `APP1` segment's `Exif` block, as
    /// `UIImage.Orientation`; `nil` when there is none or it is malformed.
    private static func exifOrientation(_ reader: ByteReader, start: Int, end: Int) -> UIImage.Orientation? {
        guard reader.matches(Array("Exif".utf8) + [0, 0], at: start) else { return nil }
        let tiff = start + 6
        let littleEndian: Bool
        if reader.matches([0x49, 0x49, 0x2A, 0x00], at: tiff) {
            littleEndian = true
        } else if reader.matches([0x4D, 0x4D, 0x00, 0x2A], at: tiff) {
            littleEndian = false
        } else {
            return nil
        }
        func u16(_ at: Int) -> Int? { at + 2 <= end ? (littleEndian ? reader.uint16LE(at: at) : reader.uint16BE(at: at)) : nil }
        func u32(_ at: Int) -> Int? { at + 4 <= end ? (littleEndian ? reader.uint32LE(at: at) : reader.uint32BE(at: at)) : nil }
        guard let directoryOffset = u32(tiff + 4), directoryOffset < end - tiff, let entries = u16(tiff + directoryOffset)
        else { return nil }
        for index in 0..<entries {
            let entry = tiff + directoryOffset + 2 + index * 12
            guard let tag = u16(entry) else { return nil }
            guard tag == 0x0112 else { continue }
            guard let value = u16(entry + 8) else { return nil }
            return UIImage.Orientation(exifValue: value)
        }
        return nil
    }

    /// The logical screen's width and height, little-endian, after the signature.
    private static func gif(_ reader: ByteReader) -> ImageHeader? {
        guard reader.count >= 13, let width = reader.uint16LE(at: 6), let height = reader.uint16LE(at: 8) else { return nil }
        return ImageHeader(format: .gif, pixelWidth: width, pixelHeight: height, orientation: .up)
    }

    /// The first chunk says the kind: a lossy frame's 14-bit sizes after its start code, a lossless stream's 14-bit
    /// sizes less one after its signature, or an extended file's 24-bit canvas sizes less one.
    private static func webp(_ reader: ByteReader) -> ImageHeader? {
        let data = 20
        if reader.matches(Array("VP8 ".utf8), at: 12) {
            guard reader.matches([0x9D, 0x01, 0x2A], at: data + 3), let width = reader.uint16LE(at: data + 6),
                let height = reader.uint16LE(at: data + 8)
            else { return nil }
            return ImageHeader(format: .webp, pixelWidth: width & 0x3FFF, pixelHeight: height & 0x3FFF, orientation: .up)
        }
        if reader.matches(Array("VP8L".utf8), at: 12) {
            guard reader.count >= data + 5, reader[data] == 0x2F else { return nil }
            let b0 = Int(reader[data + 1]), b1 = Int(reader[data + 2]), b2 = Int(reader[data + 3]), b3 = Int(reader[data + 4])
            let width = 1 + (((b1 & 0x3F) << 8) | b0)
            let height = 1 + (((b3 & 0x0F) << 10) | (b2 << 2) | ((b1 & 0xC0) >> 6))
            return ImageHeader(format: .webp, pixelWidth: width, pixelHeight: height, orientation: .up)
        }
        if reader.matches(Array("VP8X".utf8), at: 12) {
            guard let width = reader.uint24LE(at: data + 4), let height = reader.uint24LE(at: data + 7) else { return nil }
            return ImageHeader(format: .webp, pixelWidth: width + 1, pixelHeight: height + 1, orientation: .up)
        }
        return nil
    }
}

/// Bounds-checked reads of integers from bytes: every read past the end is `nil`, never a trap.
private struct ByteReader {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    subscript(offset: Int) -> UInt8 { bytes[offset] }

    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        offset >= 0 && offset + expected.count <= bytes.count && bytes[offset..<offset + expected.count].elementsEqual(expected)
    }

    private func value(at offset: Int, length: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset + length <= bytes.count else { return nil }
        let slice = bytes[offset..<offset + length]
        let ordered = bigEndian ? Array(slice) : slice.reversed()
        return ordered.reduce(0) { $0 << 8 | Int($1) }
    }

    func uint16BE(at offset: Int) -> Int? { value(at: offset, length: 2, bigEndian: true) }
    func uint16LE(at offset: Int) -> Int? { value(at: offset, length: 2, bigEndian: false) }
    func uint24LE(at offset: Int) -> Int? { value(at: offset, length: 3, bigEndian: false) }
    func uint32BE(at offset: Int) -> Int? { value(at: offset, length: 4, bigEndian: true) }
    func uint32LE(at offset: Int) -> Int? { value(at: offset, length: 4, bigEndian: false) }
}

extension UIImage.Orientation {
    /// The orientation an EXIF orientation value (1–8) stands for; `nil` for other values.
    init?(exifValue: Int) {
        switch exifValue {
        case 1: self = .up
        case 2: self = .upMirrored
        case 3: self = .down
        case 4: self = .downMirrored
        case 5: self = .leftMirrored
        case 6: self = .right
        case 7: self = .rightMirrored
        case 8: self = .left
        default: return nil
        }
    }

    /// Whether the stored pixels are turned a quarter: the image shows their height as its width.
    var swapsWidthAndHeight: Bool {
        switch self {
        case .left, .right, .leftMirrored, .rightMirrored: true
        case .up, .down, .upMirrored, .downMirrored: false
        }
    }
}
