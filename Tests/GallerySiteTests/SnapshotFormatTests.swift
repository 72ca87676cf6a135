import Foundation
import GallerySite
import OpenCollectionView
import Testing

@testable import OpenCollectionViewSnapshotTesting

/// What keeps snapshot references the same on every machine and in every test order.
@Suite struct SnapshotFormatTests {
    @Test func numbersHaveAtMostThreeDecimalsAndNoTrailingZeros() {
        #expect(LayoutDescription.number(78.333_333_3) == "78.333")
        #expect(LayoutDescription.number(156.666_666_6) == "156.667")
        #expect(LayoutDescription.number(0.5) == "0.5")
        #expect(LayoutDescription.number(44) == "44")
        #expect(LayoutDescription.number(-44.000_000_1) == "-44")
    }

    @Test func hostIdentitiesAreNumberedInTheOrderTheyAppearPerKind() {
        let text = "collection-view-42 bar-button-7 collection-view-9 collection-view-42 switch-3 bar-button-12 notswitch-4"
        #expect(StableIdentities.renumbered(text)
            == "collection-view-1 bar-button-1 collection-view-2 collection-view-1 switch-1 bar-button-2 notswitch-4")
    }
}

/// Layout descriptions name a bitmap by its name (or format), its size in points and its content mode.
@MainActor
@Suite struct BitmapDescriptionTests {
    @Test func bitmapsAreDescribedBySizeAndContentMode() throws {
        let photo = try #require(GallerySite.GalleryPhotos.photo(named: "photo-02"))
        let imageView = OpenCollectionView.UIImageView(image: photo.preparingThumbnail(of: CGSize(width: 60, height: 60)))
        imageView.contentMode = .scaleAspectFit
        var lines: [String] = []
        LayoutDescription.view(imageView.renderNode(), indent: "", traits: UITraitCollection(), into: &lines)
        #expect(lines == ["UIImageView (0, 0, 60, 60) image photo-02 60×60 scaleAspectFit"])
        let bytes = try #require(photo.jpegData(compressionQuality: 1))
        let unnamed = try #require(UIImage(data: bytes, scale: 2))
        lines = []
        LayoutDescription.view(OpenCollectionView.UIImageView(image: unnamed).renderNode(), indent: "", traits: UITraitCollection(), into: &lines)
        #expect(lines == ["UIImageView (0, 0, 300, 300) image jpeg 300×300 scaleToFill"])
    }
}
