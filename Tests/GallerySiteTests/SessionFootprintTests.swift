import Foundation
import Synchronization
import GallerySite
import OpenCollectionView
@_spi(Benchmarks) @testable import OpenCollectionViewWeb
import Testing

/// What a live session keeps for its page stays within stated counts however far the page scrolls or types, and
/// nothing of a closed session stays alive: the bounds that keep a page's memory a fraction of a megabyte (issue 35),
/// in counts rather than timings.
@MainActor
@Suite struct SessionFootprintTests {
    /// The pages' time, a frame later at each report: how fast a page scrolls — how far ahead it is drawn, how many
    /// views that takes — is the same however fast the machine runs the test.
    final class FrameClock: Sendable {
        private let time = Mutex(ContinuousClock.now)
        var now: ContinuousClock.Instant { time.withLock { $0 } }
        func advance() { time.withLock { $0 += .seconds(1) / 60 } }
        var hostClock: HostClock { HostClock(now: { self.now }, sleep: { try await Task.sleep(for: $0) }) }
    }

    let clock = FrameClock()

    /// The session of the gallery's example at `slug` as a phone's page opens it (390 × 844), its first frame sent, its
    /// scrolls timed by the suite's clock.
    private func page(_ slug: String) throws -> LiveSession {
        let hello = ClientMessage.Hello(
            path: "/examples/\(slug)", viewport: CGSize(width: 390, height: 844), scale: 1, fonts: nil, resumeToken: nil,
            reducedMotion: false)
        let session = try #require(LiveSession(token: "footprint", hello: hello, screens: GalleryLiveScreens(), clock: clock.hostClock))
        _ = session.frameMessage()
        return session
    }

    /// The identity of the page's first collection view, as its first frame names it.
    private func collectionView(of session: LiveSession) throws -> String {
        let frame = session.frameMessage().text
        let start = try #require(frame.range(of: "data-collection-view=\\\""))
        return String(frame[start.upperBound...].prefix { $0 != "\\" && $0 != "\"" })
    }

    /// Reports the page's collection view scrolled to each of `offsets` in turn, a frame apart: a fling, drawn ahead
    /// of where it is.
    private func report(_ session: LiveSession, scrolledThrough offsets: some Sequence<Int>) throws {
        let identity = try collectionView(of: session)
        for y in offsets {
            clock.advance()
            _ = session.receive(#"{"t":"scroll","cv":"\#(identity)","x":0,"y":\#(y)}"#)
        }
    }

    /// Scrolls the page's collection view to each of `offsets` in turn, as a page reports its scrolls, and stops at the
    /// last: its report again says the content stands still, so nothing is drawn ahead of it any more.
    private func scroll(_ session: LiveSession, through offsets: [Int]) throws {
        try report(session, scrolledThrough: offsets + offsets.suffix(1))
        _ = session.tick()
    }

    @Test("the Million-Item Grid keeps a screenful of cells and what it sent of them, wherever it is scrolled")
    func millionItemGrid() throws {
        let session = try page("million-item-grid")
        let atTop = session.footprint
        // Jumps of 50 screens down to the middle of the million items and back, then a slow scroll a row at a time.
        try scroll(session, through: Array(stride(from: 0, through: 2_000_000, by: 40_000)) + Array(stride(from: 2_000_000, through: 2_003_000, by: 78)))
        let scrolled = session.footprint
        // 85 tiles of 78 points shown and drawn around the screen (a cell, its content view and label each), a
        // quarter of them waiting for reuse.
        #expect(atTop.views <= 340, "\(atTop)")
        #expect(scrolled.views <= 340, "\(scrolled)")
        #expect(scrolled.sentElements <= 90, "\(scrolled)")
        // Records for the 85 tiles, in a table with room for 96: not for the old and the new screens of a jump at once.
        #expect(scrolled.sentElementRoom <= 96, "\(scrolled)")
    }

    @Test("the records of what a page was sent give back the room a fling's drawing ahead took once it ends")
    func sentRecordsShrinkAfterAFling() throws {
        let session = try page("million-item-grid")
        // Reports a frame apart at 60,000 points a second: the page is drawn screens ahead of where it is.
        try report(session, scrolledThrough: stride(from: 0, through: 30_000, by: 1_000))
        let flinging = session.footprint
        #expect(flinging.sentElements > 150, "\(flinging)")
        try scroll(session, through: [30_000])
        let stopped = session.footprint
        #expect(stopped.sentElements <= 90, "\(stopped)")
        #expect(stopped.sentElementRoom <= 96, "\(stopped)")
    }

    @Test("no view of a page in use, nor its layer, is weakly referenced: their reference counts stay in line",
          arguments: ["million-item-grid", "million-row-list", "mountains-search"])
    func noSideTables(slug: String) throws {
        let session = try page(slug)
        try scroll(session, through: [0, 40_000, 400])
        var views: [UIView] = [session.window, try #require(session.window.rootViewController?.viewIfLoaded)]
        var checked = 0
        while let view = views.popLast() {
            checked += 1
            #expect(!LifetimeToken.hasSideTable(view), "\(type(of: view))")
            if let layer = view.loadedLayer { #expect(!LifetimeToken.hasSideTable(layer), "\(type(of: layer))") }
            views += view.subviews
        }
        #expect(checked > 20)
    }

    @Test("the Million-Row List keeps a screenful of rows and what it sent of them, at its end as at its start")
    func millionRowList() throws {
        let session = try page("million-row-list")
        try scroll(session, through: Array(stride(from: 0, through: 44_000_000, by: 2_000_000)) + [44_000_000, 0])
        let scrolled = session.footprint
        // 19 rows of 44 points shown and drawn around the screen, each a cell, its list content view, label and
        // separator; a few waiting for reuse.
        #expect(scrolled.views <= 150, "\(scrolled)")
        #expect(scrolled.sentElements <= 24, "\(scrolled)")
    }

    @Test("Mountains Search keeps what shows of the list whatever is typed")
    func mountainsSearch() throws {
        let session = try page("mountains-search")
        let frame = session.frameMessage().text
        let start = try #require(frame.range(of: "search-bar-"))
        let bar = String(frame[start.lowerBound...].prefix { $0 != "\\" && $0 != "\"" })
        for text in ["a", "al", "alp", "alpi", "alp", "al", "a", "", "k", "ka", ""] {
            _ = session.receive(#"{"t":"search","bar":"\#(bar)","text":"\#(text)"}"#)
        }
        let typed = session.footprint
        // The field and the 44 mountains shown and drawn around the screen, in two columns.
        #expect(typed.views <= 160, "\(typed)")
        #expect(typed.sentElements <= 50, "\(typed)")
    }

    @Test("a page at rest keeps the views it shows and none waiting for reuse, on the screen under the top one too")
    func aRestingPageLetsGoOfSpareViews() throws {
        let session = try page("million-item-grid")
        // A fast scroll's drawing ahead leaves views for reuse when it stops.
        try report(session, scrolledThrough: stride(from: 0, through: 30_000, by: 3_000))
        try scroll(session, through: [30_000])
        // The gallery's menu under the grid in the navigation stack has not loaded its view: nobody has seen it yet.
        #expect(session.window.collectionViewsOfLoadedScreens.count == 1)
        // Loaded, as when a person came from the menu, its collection view rests with the grid's.
        let navigation = try #require(session.window.rootViewController as? UINavigationController)
        navigation.viewControllers.first?.loadViewIfNeeded()
        let collectionViews = session.window.collectionViewsOfLoadedScreens
        #expect(collectionViews.count == 2)
        #expect(collectionViews.contains { $0.hostReusableViewCount > 0 })
        let before = session.footprint
        session.rest()
        #expect(collectionViews.allSatisfy { $0.hostReusableViewCount == 0 })
        let rested = session.footprint
        #expect(rested.views < before.views, "\(before) → \(rested)")
        #expect(rested.sentElements == before.sentElements)
        // The next scroll recycles what leaves and draws what enters as before.
        let identity = try collectionView(of: session)
        let answer = try #require(session.receive(#"{"t":"scroll","cv":"\#(identity)","x":0,"y":31000}"#))
        #expect(answer.text.contains("\"add\":["))
        #expect(answer.text.contains("\"remove\":["))
    }

    @Test("what a page was sent of an element is kept in a record of fixed size, not as the element's view tree")
    func sentElementsKeepDigests() {
        // Row, frame, drawing number, two digests and the element's category and index path: a tree of three views
        // kept instead (a cell, its content view, a label) was some 1,100 bytes.
        #expect(MemoryLayout<CollectionPatch.SentElement>.stride <= 104)
    }

    @Test("a closed session leaves no window, view or screen alive")
    func closedSessionsLeaveNothing() throws {
        weak var window: UIWindow?
        weak var screen: UIViewController?
        weak var cell: UIView?
        do {
            var sessions: [LiveSession] = []
            for slug in ["million-item-grid", "million-row-list", "mountains-search"] {
                let session = try page(slug)
                try scroll(session, through: [0, 5_000, 10_000])
                sessions.append(session)
            }
            window = sessions[0].window
            screen = sessions[0].window.rootViewController
            cell = sessions[0].window.rootViewController.flatMap { firstCell(in: $0.view) }
            #expect(window != nil && screen != nil && cell != nil)
            for session in sessions { session.close() }
        }
        #expect(window == nil)
        #expect(screen == nil)
        #expect(cell == nil)
    }

    private func firstCell(in view: UIView) -> UIView? {
        if view is UICollectionViewCell { return view }
        for subview in view.subviews {
            if let cell = firstCell(in: subview) { return cell }
        }
        return nil
    }
}
