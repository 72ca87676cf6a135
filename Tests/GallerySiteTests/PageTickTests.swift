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
    /// What a `DispatchQueue` timer of one page's app does — code outside every scene, changing that page's screen —
    /// is noted in that page's scene alone, and reaches that page.
    @Test func aTimersChangesMoveOnlyTheirPagesMark() throws {
        let changed = try LiveSession.galleryPage("grid")
        let other = try LiveSession.galleryPage("grid")
        #expect(changed.tick() == nil)
        #expect(other.tick() == nil)
        // The scenes' own counts: tests running beside this one change objects of no scene, which count for every
        // scene (and make every page look once).
        let marks = (changed: changed.scene.hostChangeMark.inScene, other: other.scene.hostChangeMark.inScene)
        let screen = try #require(changed.window.rootViewController?.hostShownContentViewController)
        screen.navigationItem.title = "Renamed by a timer"
        let renamed = changed.scene.hostChangeMark.inScene
        #expect(renamed > marks.changed, "a view controller's bar: noted in the scene it was made in")
        try #require(changed.window.collectionViewsOnTopScreen.first).reloadData()
        #expect(changed.scene.hostChangeMark.inScene > renamed, "a view: noted in the scene it was made in")
        #expect(other.scene.hostChangeMark.inScene == marks.other)
        let patch = try #require(changed.tick())
        #expect(patch.text.contains("Renamed by a timer"))
        #expect(other.tick() == nil)
        changed.close()
        other.close()
    }
}
