import Foundation
import GallerySite
import OpenCollectionView
@_spi(Benchmarks) @testable import OpenCollectionViewWeb
import OpenUIKit
import Testing

/// A page's tick looks at its window only when something there may have changed (`UIWindowScene.hostChangeMark`): an
/// app's timer on one page must not make every other page's ticks walk their windows (issue 35: what runs per page per
/// tick runs only for pages that changed).
@MainActor
@Suite struct PageTickTests {
    private func opened(_ slug: String) throws -> LiveSession {
        let session = try #require(LiveSession.opened(
            atPath: "/examples/\(slug)", size: CGSize(width: 390, height: 844), screens: GalleryLiveScreens()))
        _ = session.frameMessage()
        return session
    }

    @Test func aPagesTimerMovesOnlyThatPagesMark() async throws {
        // Wi-Fi Settings scans for networks on a `DispatchQueue` timer, outside every scene, and shows what it found.
        let wifi = try opened("settings-wi-fi")
        let grid = try opened("grid")
        #expect(wifi.tick() == nil)
        #expect(grid.tick() == nil)
        // The scenes' own counts: tests running beside this one change objects of no scene, which count for every
        // scene and make every page look once.
        let marks = (wifi: wifi.scene.hostChangeMark.inScene, grid: grid.scene.hostChangeMark.inScene)
        let deadline = ContinuousClock.now + .seconds(60)
        var scanned: LiveMessage?
        while scanned == nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
            scanned = wifi.tick()
        }
        let patch = try #require(scanned, "the scan's networks reach the page")
        #expect(patch.text.contains("\"cvs\""))
        #expect(wifi.scene.hostChangeMark.inScene != marks.wifi, "noted in the Wi-Fi page's scene")
        #expect(grid.scene.hostChangeMark.inScene == marks.grid)
        #expect(grid.tick() == nil)
        wifi.close()
        grid.close()
    }
}
