import Foundation
@testable import GallerySite
import OpenCollectionView
import OpenCollectionViewWeb
import Testing

/// The gallery's photos, and images on static pages: written once beside the pages, referenced relatively.
@MainActor
@Suite struct GalleryImagesTests {
    @Test func eighteenDistinctSquareJPEGPhotos() throws {
        #expect(GalleryPhotos.all.count == 18)
        #expect(GalleryPhotos.names.first == "photo-01")
        #expect(GalleryPhotos.names.last == "photo-18")
        var hashes: Set<String> = []
        for photo in GalleryPhotos.all {
            let encoded = try #require(photo.encodedImage)
            #expect(encoded.format == .jpeg)
            #expect(photo.size == CGSize(width: 600, height: 600))
            #expect(encoded.data.count <= 45 * 1024)
            #expect(encoded.data.count > 4 * 1024)
            hashes.insert(ImageFile(encoded).hash)
        }
        #expect(hashes.count == 18)
        #expect(GalleryPhotos.photo(named: "photo-19") == nil)
    }

    /// A page drawing a photo twice references it relatively, once; the exporter writes it once under `images/`.
    @Test func exportedPagesReferenceImagesWrittenBesideThem() throws {
        let photo = try #require(GalleryPhotos.all.first)
        let controller = UIViewController()
        for index in 0..<2 {
            let imageView = UIImageView(image: photo)
            imageView.frame = CGRect(x: 0, y: CGFloat(index) * 100, width: 100, height: 100)
            controller.view.addSubview(imageView)
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let images = StaticGallery.ImageCollector(prefix: "../")
        let html = WindowHTML.html(window.renderTree(), in: DrawingContext(imageAddress: images.address(of:)))
        let file = ImageFile(try #require(photo.encodedImage))
        #expect(images.files == [file])
        #expect(html.components(separatedBy: "src=\"../images/\(file.fileName)\"").count == 3)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-images-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = [
            GalleryPage(relativePath: "examples/photos.html", html: html, imageFiles: images.files),
            GalleryPage(relativePath: "index.html", html: "", imageFiles: images.files),
        ]
        try GalleryExporter.export(pages, to: folder)
        let written = folder.appendingPathComponent("images/\(file.fileName)")
        #expect(FileManager.default.contents(atPath: written.path) == photo.encodedImage?.data)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("images").path) == [file.fileName])
        // From the page's folder, its reference reaches the file.
        let reference = folder.appendingPathComponent("examples").appendingPathComponent("../images/\(file.fileName)")
        #expect(FileManager.default.fileExists(atPath: reference.standardizedFileURL.path))
    }

    /// Pages that show no image carry none, and the exporter then writes no `images/` folder.
    @Test func pagesWithoutImagesWriteNoImageFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-no-images-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = StaticGalleryTests.pages.prefix(2)
        #expect(pages.count == 2)
        #expect(pages.allSatisfy { $0.imageFiles.isEmpty })
        try GalleryExporter.export(Array(pages), to: folder)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("images").path))
    }
}
