import Foundation
import GallerySite
import OpenCollectionView
@_spi(Benchmarks) @testable import OpenCollectionViewWeb
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

    @Test func aPagesTimerMakesOnlyThatPageLook() async throws {
        // Wi-Fi Settings scans for networks on a `DispatchQueue` timer, outside every scene, and shows what it found.
        let wifi = try opened("settings-wi-fi")
        let grid = try opened("grid")
        #expect(wifi.tick() == nil)
        #expect(grid.tick() == nil)
        let looked = (wifi: wifi.ticksThatLookedAtTheWindow, grid: grid.ticksThatLookedAtTheWindow)
        let wifiMark = wifi.scene.hostChangeMark
        let deadline = ContinuousClock.now + .seconds(30)
        while wifi.scene.hostChangeMark == wifiMark, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        try #require(wifi.scene.hostChangeMark != wifiMark, "the scan never came")
        let scanned = try #require(wifi.tick(), "the scan's networks reach the page")
        #expect(scanned.text.contains("\"cvs\""))
        #expect(grid.tick() == nil)
        #expect(wifi.ticksThatLookedAtTheWindow > looked.wifi)
        #expect(grid.ticksThatLookedAtTheWindow == looked.grid)
        wifi.close()
        grid.close()
    }
}
