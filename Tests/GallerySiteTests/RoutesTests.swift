import GallerySite
import Testing

@MainActor
@Suite struct RoutesTests {
    @Test func everyExampleHasAnAddress() {
        #expect(GalleryRoutes.sampleExamples.count == 25)
    }
}
