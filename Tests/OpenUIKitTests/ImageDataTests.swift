import Foundation
import OpenUIKit
import PropertyBased
import Testing

/// Images read from bytes: the size from the header of a PNG, JPEG, GIF or WebP, the scale dividing it, the bytes
/// kept (and given back only in their own format), thumbnails sharing them.
@Suite struct ImageDataTests {
    typealias Fixtures = ImageFixtures

    @Test func pngSizeComesFromTheHeader() throws {
        let image = try #require(UIImage(data: Fixtures.png(width: 640, height: 480)))
        #expect(image.size == CGSize(width: 640, height: 480))
        #expect(image.encodedImage?.format == .png)
        #expect(image.scale == 1)
        #expect(image.imageOrientation == .up)
        #expect(image.isSymbolImage == false)
        #expect(UIImage(data: Fixtures.png(width: 1, height: 70_000))?.size == CGSize(width: 1, height: 70_000))
    }

    @Test func jpegSizeComesFromTheFrameHeaderAfterOtherSegments() throws {
        let baseline = try #require(UIImage(data: Fixtures.jpeg(width: 300, height: 200)))
        #expect(baseline.size == CGSize(width: 300, height: 200))
        #expect(baseline.encodedImage?.format == .jpeg)
        // Progressive (SOF2), with an EXIF block that says "up" before it.
        let progressive = try #require(UIImage(data: Fixtures.jpeg(width: 123, height: 45, sofMarker: 0xC2, exifOrientation: 1)))
        #expect(progressive.size == CGSize(width: 123, height: 45))
        #expect(progressive.imageOrientation == .up)
    }

    @Test(arguments: [
        (1, UIImage.Orientation.up, false), (2, .upMirrored, false), (3, .down, false), (4, .downMirrored, false),
        (5, .leftMirrored, true), (6, .right, true), (7, .rightMirrored, true), (8, .left, true),
    ])
    func exifOrientationTurnsTheImage(value: Int, orientation: UIImage.Orientation, swaps: Bool) throws {
        for littleEndian in [false, true] {
            let data = Fixtures.jpeg(width: 400, height: 300, exifOrientation: value, littleEndianExif: littleEndian)
            let image = try #require(UIImage(data: data))
            #expect(image.imageOrientation == orientation)
            #expect(image.size == (swaps ? CGSize(width: 300, height: 400) : CGSize(width: 400, height: 300)))
        }
    }

    @Test func gifAndWebPSizes() {
        #expect(UIImage(data: Fixtures.gif(width: 17, height: 300))?.size == CGSize(width: 17, height: 300))
        #expect(UIImage(data: Fixtures.gif(width: 17, height: 300))?.encodedImage?.format == .gif)
        #expect(UIImage(data: Fixtures.webpLossy(width: 320, height: 240))?.size == CGSize(width: 320, height: 240))
        #expect(UIImage(data: Fixtures.webpLossless(width: 1000, height: 16_384))?.size == CGSize(width: 1000, height: 16_384))
        #expect(UIImage(data: Fixtures.webpExtended(width: 5000, height: 3))?.size == CGSize(width: 5000, height: 3))
        #expect(UIImage(data: Fixtures.webpExtended(width: 5000, height: 3))?.encodedImage?.format == .webp)
    }

    @Test func bytesThatAreNotAnImageOrEndTooSoonAreNil() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("hello, world".utf8)) == nil)
        #expect(UIImage(data: Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)) == nil)
        #expect(UIImage(data: Fixtures.png(width: 0, height: 10)) == nil)
        #expect(UIImage(data: Fixtures.gif(width: 10, height: 0)) == nil)
        let files = [
            Fixtures.png(width: 40, height: 30), Fixtures.jpeg(width: 40, height: 30, exifOrientation: 6),
            Fixtures.gif(width: 40, height: 30), Fixtures.webpLossy(width: 40, height: 30),
            Fixtures.webpLossless(width: 40, height: 30), Fixtures.webpExtended(width: 40, height: 30),
        ]
        // Cut before the end of the header: every prefix up to the size's last byte (and the PNG's IHDR CRC).
        let headerEnds = [33, 2 + 18 + 48 + 69 + 19, 13, 30, 25, 30]
        for (file, end) in zip(files, headerEnds) {
            #expect(UIImage(data: file) != nil)
            for length in 0..<min(end, file.count) {
                #expect(UIImage(data: file.prefix(length)) == nil, "\(length) bytes of \(file.count)")
            }
        }
        // A JPEG whose scan starts before any frame header has no size.
        var noFrame = Array(Fixtures.jpeg(width: 10, height: 10))
        let sof = noFrame.indices.first { noFrame[$0] == 0xFF && noFrame[$0 + 1] == 0xC0 }!
        noFrame[sof + 1] = 0xFE  // a comment segment now
        #expect(UIImage(data: Data(noFrame)) == nil)
    }

    /// Random bytes, and real headers with bytes changed, cut or added, never trap: they read or they are nil.
    @Test func anyBytesReadOrAreNilWithoutTrapping() async {
        let files = [
            Fixtures.png(width: 40, height: 30), Fixtures.jpeg(width: 40, height: 30, exifOrientation: 6),
            Fixtures.jpeg(width: 9, height: 9, sofMarker: 0xC2, exifOrientation: 8, littleEndianExif: true),
            Fixtures.gif(width: 40, height: 30), Fixtures.webpLossy(width: 40, height: 30),
            Fixtures.webpLossless(width: 40, height: 30), Fixtures.webpExtended(width: 40, height: 30),
        ]
        let cases = Generator(run: { rng -> [UInt8] in
            if Bool.random(using: &rng) {
                return (0..<Int.random(in: 0...64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            }
            var bytes = Array(files[Int.random(in: 0..<files.count, using: &rng)])
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                switch Int.random(in: 0...2, using: &rng) {
                case 0: bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
                case 1: bytes.removeLast(min(bytes.count - 1, Int.random(in: 0...20, using: &rng)))
                default: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: Int.random(in: 0...bytes.count, using: &rng))
                }
            }
            return bytes
        })
        await propertyCheck(count: 2_000, input: cases) { bytes in
            if let image = UIImage(data: Data(bytes)) {
                #expect(image.size.width > 0 && image.size.height > 0)
                #expect(image.encodedImage?.data == Data(bytes))
            }
        }
    }

    @Test func scaleDividesThePixelSize() throws {
        let data = Fixtures.png(width: 300, height: 150)
        let double = try #require(UIImage(data: data, scale: 2))
        #expect(double.scale == 2)
        #expect(double.size == CGSize(width: 150, height: 75))
        #expect(double.pixelSize == CGSize(width: 300, height: 150))
        #expect(UIImage(data: data, scale: 3)?.size == CGSize(width: 100, height: 50))
        #expect(UIImage(data: data, scale: 0)?.scale == 1)
        #expect(UIImage(data: data, scale: -2)?.size == CGSize(width: 300, height: 150))
        #expect(double != UIImage(data: data))
        #expect(double == UIImage(data: data, scale: 2))
    }

    @Test func contentsOfFileReadsTheScaleFromTheName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("icon.png"), double = folder.appendingPathComponent("icon@2x.png")
        let triple = folder.appendingPathComponent("icon@3x.jpg"), text = folder.appendingPathComponent("notes.png")
        try Fixtures.png(width: 30, height: 30).write(to: plain)
        try Fixtures.png(width: 60, height: 60).write(to: double)
        try Fixtures.jpeg(width: 90, height: 90).write(to: triple)
        try Data("not an image".utf8).write(to: text)
        #expect(UIImage(contentsOfFile: plain.path)?.size == CGSize(width: 30, height: 30))
        #expect(UIImage(contentsOfFile: double.path)?.scale == 2)
        #expect(UIImage(contentsOfFile: double.path)?.size == CGSize(width: 30, height: 30))
        #expect(UIImage(contentsOfFile: triple.path)?.size == CGSize(width: 30, height: 30))
        #expect(UIImage(contentsOfFile: text.path) == nil)
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func encodedBytesComeBackOnlyInTheirOwnFormat() throws {
        let pngBytes = Fixtures.png(width: 4, height: 4), jpegBytes = Fixtures.jpeg(width: 4, height: 4)
        let png = try #require(UIImage(data: pngBytes)), jpeg = try #require(UIImage(data: jpegBytes))
        #expect(png.pngData() == pngBytes)
        #expect(png.jpegData(compressionQuality: 0.8) == nil)
        #expect(jpeg.jpegData(compressionQuality: 0.1) == jpegBytes)
        #expect(jpeg.pngData() == nil)
        #expect(UIImage(systemName: "star")?.pngData() == nil)
        #expect(UIImage(data: Fixtures.gif(width: 4, height: 4))?.pngData() == nil)
    }

    @Test func encodedImagesRememberTheirHashOnce() throws {
        let image = try #require(UIImage(data: Fixtures.png(width: 4, height: 4)))
        let encoded = try #require(image.encodedImage)
        #expect(encoded.contentHash { "first \($0.count)" } == "first \(encoded.data.count)")
        #expect(encoded.contentHash { _ in "second" } == "first \(encoded.data.count)")
        // Copies share the bytes, and with them the hash.
        #expect(image.withRenderingMode(.alwaysTemplate).encodedImage === encoded)
        #expect(image.preparingThumbnail(of: CGSize(width: 2, height: 2))?.encodedImage === encoded)
    }

    @Test func thumbnailsFitInsideTheSizeKeepingTheAspectRatio() async throws {
        let wide = try #require(UIImage(data: Fixtures.png(width: 600, height: 400)))
        #expect(wide.preparingThumbnail(of: CGSize(width: 100, height: 100))?.size == CGSize(width: 100, height: 67))
        #expect(wide.preparingThumbnail(of: CGSize(width: 300, height: 50))?.size == CGSize(width: 75, height: 50))
        #expect(wide.preparingThumbnail(of: CGSize(width: 1200, height: 800))?.size == CGSize(width: 1200, height: 800))
        #expect(wide.preparingThumbnail(of: CGSize(width: 0, height: 50)) == nil)
        #expect(wide.preparingThumbnail(of: CGSize(width: 1, height: 0.001))?.pixelSize == CGSize(width: 1, height: 1))
        let thumbnail = try #require(wide.preparingThumbnail(of: CGSize(width: 60, height: 60)))
        #expect(thumbnail.pixelSize == CGSize(width: 60, height: 40))
        #expect(thumbnail.encodedImage == wide.encodedImage)
        #expect(thumbnail != wide)
        // At scale 2, the size asked is in points: twice the pixels.
        let retina = try #require(UIImage(data: Fixtures.png(width: 600, height: 400), scale: 2))
        let small = try #require(retina.preparingThumbnail(of: CGSize(width: 60, height: 60)))
        #expect(small.size == CGSize(width: 60, height: 40))
        #expect(small.pixelSize == CGSize(width: 120, height: 80))
        #expect(UIImage(systemName: "star")?.preparingThumbnail(of: CGSize(width: 10, height: 10)) == nil)

        #expect(await wide.byPreparingThumbnail(ofSize: CGSize(width: 30, height: 30))?.size == CGSize(width: 30, height: 20))
        let handed: UIImage? = await withCheckedContinuation { continuation in
            wide.prepareThumbnail(of: CGSize(width: 150, height: 150)) { continuation.resume(returning: $0) }
        }
        #expect(handed?.size == CGSize(width: 150, height: 100))
    }
}
