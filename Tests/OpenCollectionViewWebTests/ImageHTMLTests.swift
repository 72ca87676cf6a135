import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Bitmaps drawn as `<img>`: named by the SHA-256 of their bytes, `alt` from the image view's accessibility, fitted
/// by the content mode's CSS; and the registry a live host serves them from.
@MainActor
@Suite struct ImageHTMLTests {
    /// A GIF whose bytes are all ASCII (they read back as text from a raw HTTP answer).
    nonisolated static let gifBytes = Data(Array("GIF89a".utf8) + [33, 0, 44, 0, 0, 0, 0, 0x3B])
    nonisolated static let gif = UIImage(data: gifBytes)!

    static func window(showing imageView: UIImageView) -> UIWindow {
        let controller = UIViewController()
        controller.view.addSubview(imageView)
        return shownWindow(controller, inNavigationController: false)
    }

    @Test func filesAreNamedByTheSHA256OfTheirBytes() throws {
        let file = ImageFile(try #require(Self.gif.encodedImage))
        // printf 'GIF89a!\0,\0\0\0\0;' | sha256sum
        #expect(file.hash == "5f905663e19f122e6c938c1f6bd4904fa376dffda3bfaa3a53b3483c0e55c9b2")
        #expect(file.hash.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(file.fileName == file.hash + ".gif")
        #expect(file.contentType == "image/gif")
        #expect(file.livePath == "/ocv/images/\(file.hash).gif")
        #expect(ImageFile(UIImage(data: Self.gifBytes)!.encodedImage!).hash == file.hash)
        #expect(ImageFile(UIImage(data: ImageHTMLTests.png(2, 2))!.encodedImage!).hash != file.hash)
    }

    nonisolated static func png(_ width: UInt8, _ height: UInt8) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func bitmapsAreDrawnAsImgElements() throws {
        let imageView = UIImageView(image: Self.gif)
        imageView.frame = CGRect(x: 10, y: 20, width: 66, height: 50)
        let window = Self.window(showing: imageView)
        let html = WindowHTML.html(window.renderTree())
        let tag = try #require(html.openingTag(containing: "<img"))
        let file = ImageFile(Self.gif.encodedImage!)
        #expect(tag.contains(" src=\"/ocv/images/\(file.fileName)\""))
        #expect(tag.contains(" alt=\"\""))
        #expect(tag.contains(" width=\"66\" height=\"50\""))
        #expect(tag.contains(" decoding=\"async\""))
        #expect(tag.contains("object-fit:fill"))
        #expect(ImageRegistry.shared.file(named: file.fileName) != nil)
    }

    @Test func altComesFromTheAccessibilityLabelOfAnAccessibilityElement() throws {
        let imageView = UIImageView(image: Self.gif)
        imageView.accessibilityLabel = "A \"sunny\" <lake>"
        let hidden = WindowHTML.html(Self.window(showing: imageView).renderTree())
        #expect(try #require(hidden.openingTag(containing: "<img")).contains(" alt=\"\""))
        imageView.isAccessibilityElement = true
        let shown = WindowHTML.html(Self.window(showing: imageView).renderTree())
        #expect(try #require(shown.openingTag(containing: "<img")).contains(" alt=\"A &quot;sunny&quot; &lt;lake&gt;\""))
        imageView.accessibilityLabel = nil
        let unnamed = WindowHTML.html(Self.window(showing: imageView).renderTree())
        #expect(try #require(unnamed.openingTag(containing: "<img")).contains(" alt=\"\""))
    }

    @Test func theContextGivesTheAddress() throws {
        let imageView = UIImageView(image: Self.gif)
        var seen: [String] = []
        let context = DrawingContext(imageAddress: { file in
            seen.append(file.fileName)
            return "../images/\(file.fileName)"
        })
        let html = WindowHTML.html(Self.window(showing: imageView).renderTree(), in: context)
        let file = ImageFile(Self.gif.encodedImage!)
        #expect(seen == [file.fileName])
        #expect(try #require(html.openingTag(containing: "<img")).contains(" src=\"../images/\(file.fileName)\""))
    }

    @Test func symbolsStayGlyphs() {
        let html = WindowHTML.html(Self.window(showing: UIImageView(image: UIImage(systemName: "star"))).renderTree())
        #expect(!html.contains("<img"))
        #expect(html.contains("data-symbol=\"star\""))
    }

    @Test func contentModesAreDrawnWithCSS() {
        let size = CGSize(width: 30, height: 20)
        let style = { (mode: UIView.ContentMode) in ImageHTML.style(for: mode, imageSize: size) }
        #expect(style(.scaleToFill) == "inset:0;width:100%;height:100%;object-fit:fill")
        #expect(style(.redraw) == style(.scaleToFill))
        #expect(style(.scaleAspectFit) == "inset:0;width:100%;height:100%;object-fit:contain")
        #expect(style(.scaleAspectFill) == "inset:0;width:100%;height:100%;object-fit:cover")
        let box = "width:30px;height:20px;object-fit:fill;"
        #expect(style(.center) == box + "left:calc((100% - 30px) / 2);top:calc((100% - 20px) / 2)")
        #expect(style(.top) == box + "left:calc((100% - 30px) / 2);top:0")
        #expect(style(.bottom) == box + "left:calc((100% - 30px) / 2);top:calc(100% - 20px)")
        #expect(style(.left) == box + "left:0;top:calc((100% - 20px) / 2)")
        #expect(style(.right) == box + "left:calc(100% - 30px);top:calc((100% - 20px) / 2)")
        #expect(style(.topLeft) == box + "left:0;top:0")
        #expect(style(.topRight) == box + "left:calc(100% - 30px);top:0")
        #expect(style(.bottomLeft) == box + "left:0;top:calc(100% - 20px)")
        #expect(style(.bottomRight) == box + "left:calc(100% - 30px);top:calc(100% - 20px)")
    }

    /// A 2× image's box is its size in points; left stays left in a right-to-left window (UIKit does not mirror content
    /// modes); clipping is the view's.
    @Test func unscaledModesUsePointsAndDoNotMirror() throws {
        let retina = try #require(UIImage(data: Self.png(40, 20), scale: 2))
        let imageView = UIImageView(image: retina)
        imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        imageView.contentMode = .topLeft
        imageView.clipsToBounds = true
        let window = Self.window(showing: imageView)
        window.traitOverrides.layoutDirection = .rightToLeft
        let html = WindowHTML.html(window.renderTree())
        let tag = try #require(html.openingTag(containing: "<img"))
        #expect(tag.contains("width:20px;height:10px;object-fit:fill;left:0;top:0"))
        #expect(html.contains("overflow:hidden"))
    }
}

/// The registry's byte budget and least-recently-used forgetting.
@Suite struct ImageRegistryTests {
    static func file(_ count: Int, seed: UInt8) -> ImageFile {
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0] + [UInt8](repeating: seed, count: max(0, count - 14)) + [0x3B]
        return ImageFile(EncodedImage(data: Data(gif))!)
    }

    @Test func heldUpToTheBudgetForgettingTheLeastRecentlyUsed() {
        let registry = ImageRegistry(byteBudget: 300)
        let a = Self.file(100, seed: 1), b = Self.file(100, seed: 2), c = Self.file(100, seed: 3), d = Self.file(100, seed: 4)
        for file in [a, b, c] { registry.register(file) }
        #expect(registry.count == 3)
        #expect(registry.byteCount == 300)
        // Using a makes b the least recently used.
        #expect(registry.file(named: a.fileName) == a)
        registry.register(d)
        #expect(registry.byteCount == 300)
        #expect(registry.file(named: b.fileName) == nil)
        #expect(registry.file(named: a.fileName) != nil)
        #expect(registry.file(named: c.fileName) != nil)
        #expect(registry.file(named: d.fileName) != nil)
        // Registering a held file again costs nothing but marks it used.
        registry.register(a)
        #expect(registry.byteCount == 300)
        // A file larger than the whole budget is not held, and forgets nothing.
        registry.register(Self.file(301, seed: 5))
        #expect(registry.count == 3)
        #expect(registry.file(named: "nothing.png") == nil)
    }

    @Test func aBigFileForgetsAsManyAsItNeeds() {
        let registry = ImageRegistry(byteBudget: 300)
        let small = (1...3).map { Self.file(100, seed: UInt8($0)) }
        for file in small { registry.register(file) }
        let big = Self.file(250, seed: 9)
        registry.register(big)
        #expect(registry.count == 1)
        #expect(registry.byteCount == 250)
        #expect(registry.file(named: big.fileName) != nil)
    }

    @Test func theSharedRegistryHolds64MiB() {
        #expect(ImageRegistry.shared.byteBudget == 64 * 1024 * 1024)
    }
}
