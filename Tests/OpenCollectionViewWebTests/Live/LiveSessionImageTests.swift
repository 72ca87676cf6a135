import Foundation
import OpenCollectionView
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// A live session's frames draw bitmaps from the host's image address, registering their bytes as they draw them.
@MainActor
@Suite struct LiveSessionImageTests {
    @Test func framesRegisterTheImagesTheyDraw() throws {
        // Bytes no other test draws: a GIF with a trailer of this run's own.
        let unique = Array(UUID().uuidString.utf8)
        let bytes = Data(Array("GIF89a".utf8) + [12, 0, 8, 0, 0, 0, 0] + unique + [0x3B])
        let image = try #require(UIImage(data: bytes))
        let file = ImageFile(try #require(image.encodedImage))
        #expect(ImageRegistry.shared.file(named: file.fileName) == nil)

        let hello = ClientMessage.Hello(
            path: "/", viewport: CGSize(width: 390, height: 844), scale: 2, fonts: nil, resumeToken: nil, reducedMotion: false)
        let session = try #require(LiveSession(token: "images", hello: hello, screens: SingleScreen {
            let controller = UIViewController()
            let imageView = UIImageView(image: image)
            imageView.frame.origin = CGPoint(x: 20, y: 100)
            controller.view.addSubview(imageView)
            return controller
        }))
        let frame = session.frameMessage().text
        let message = try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
        let skeleton = try #require(message["skeleton"] as? String)
        #expect(skeleton.contains("<img class=\"ocv-bitmap\" src=\"\(file.livePath)\" alt=\"\" width=\"12\" height=\"8\""))
        #expect(ImageRegistry.shared.file(named: file.fileName)?.encodedImage.data == bytes)
    }
}
