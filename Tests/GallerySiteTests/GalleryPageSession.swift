import Foundation
import GallerySite
import OpenCollectionView
@_spi(Benchmarks) import OpenCollectionViewWeb
import Testing

extension LiveSession {
    /// The session of the gallery's example at `slug` as a phone's page opens it (390 × 844), its first frame sent.
    @MainActor
    static func galleryPage(_ slug: String) throws -> LiveSession {
        let session = try #require(LiveSession.opened(
            atPath: "/examples/\(slug)", size: CGSize(width: 390, height: 844), screens: GalleryLiveScreens()))
        _ = session.frameMessage()
        return session
    }
}
