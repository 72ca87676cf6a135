import Foundation
import OpenCollectionView
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// A live session end to end, without a network: the first frame, patches for scrolling, the app's own changes and
/// navigation, and messages about things that no longer exist.
@MainActor
@Suite struct LiveSessionTests {
    let tiles = TilesViewController()
    let clock = ManualClock()
    let session: LiveSession

    init() throws {
        tiles.count = 600
        let tiles = self.tiles
        let hello = ClientMessage.Hello(
            path: "/?from=test", viewport: CGSize(width: 390, height: 844), scale: 2, fonts: nil, resumeToken: nil,
            reducedMotion: false)
        // Scrolls timed by a clock that stands still: no speed, so nothing is drawn ahead of them.
        session = try #require(LiveSession(token: "token", hello: hello, screens: SingleScreen {
            UINavigationController(rootViewController: tiles)
        }, clock: clock.hostClock))
    }

    var collectionViewIdentity: String { tiles.collectionView.hostIdentity }

    /// The message's text as JSON.
    func json(_ message: LiveMessage?) throws -> [String: Any] {
        let data = Data(try #require(message).text.utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The collection view's entry of a message, or `nil`.
    func collectionEntry(_ message: [String: Any]) -> [String: Any]? {
        (message["cvs"] as? [[String: Any]])?.first { $0["cv"] as? String == collectionViewIdentity }
    }

    /// The identities of the cells the collection view shows, from its render tree.
    func shownCellIdentities() -> Set<String> {
        Set(tiles.collectionView.renderTree().elements.filter { $0.category == .cell }.map(\.identity))
    }

    @Test func theFirstFrameCarriesTheSkeletonAndEveryShownElement() throws {
        let frame = try json(session.frameMessage())
        #expect(frame["t"] as? String == "frame")
        #expect(frame["v"] as? Int == 1)
        #expect(frame["session"] as? String == "token")
        #expect((frame["skeleton"] as? String)?.contains("data-collection-view=\"\(collectionViewIdentity)\"") == true)
        #expect(frame["depth"] as? Int == 1)
        let entry = try #require(collectionEntry(frame))
        let added = Set((entry["add"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        #expect(added == shownCellIdentities())
        // A quarter screen beyond each edge of the 844-pt window: rows of 50 pt from the top of the content.
        let rows = Int((844 + 211 - tiles.collectionView.adjustedContentInset.top).rounded(.up) / 50) + 1
        #expect(added.count == min(rows * 3, 600))
        #expect(entry["offset"] as? [Double] == [0, -Double(tiles.collectionView.adjustedContentInset.top)])
    }

    @Test func scrollingSendsWhatEnteredAndWhatLeft() throws {
        _ = session.frameMessage()
        let before = shownCellIdentities()
        let patch = try json(session.handle(.scroll(collectionView: collectionViewIdentity, offset: CGPoint(x: 0, y: 3000))))
        #expect(patch["t"] as? String == "patch")
        #expect(patch["skeleton"] == nil)
        let entry = try #require(collectionEntry(patch))
        let added = Set((entry["add"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        let removed = Set(entry["remove"] as? [String] ?? [])
        #expect(!added.isEmpty)
        #expect(before.subtracting(removed).union(added) == shownCellIdentities())
        // The page scrolled there itself: the offset is not sent back.
        #expect(entry["offset"] == nil)
        #expect(tiles.collectionView.contentOffset.y == 3000)
        // The same offset again changes nothing.
        #expect(session.handle(.scroll(collectionView: collectionViewIdentity, offset: CGPoint(x: 0, y: 3000))) == nil)
    }

    @Test func offsetsBeyondTheContentAreKeptInside() throws {
        _ = session.frameMessage()
        _ = session.handle(.scroll(collectionView: collectionViewIdentity, offset: CGPoint(x: -500, y: 1e9)))
        let collectionView = tiles.collectionView!
        let bottom = collectionView.contentSize.height + collectionView.adjustedContentInset.bottom - collectionView.bounds.height
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: bottom))
    }

    @Test func eventsAboutWhatIsGoneChangeNothing() throws {
        _ = session.frameMessage()
        #expect(session.handle(.scroll(collectionView: "collection-view-0", offset: CGPoint(x: 0, y: 100))) == nil)
        #expect(session.handle(.swipeBegan(collectionView: collectionViewIdentity, element: "item #999999", edge: .trailing)) == nil)
        #expect(session.handle(.dragBegan(collectionView: collectionViewIdentity, element: "no such cell")) == nil)
        #expect(session.handle(.barButton("bar-button-0")) == nil)
        #expect(session.handle(.toggleSwitch("switch-0")) == nil)
        #expect(tiles.collectionView.contentOffset.y == -tiles.collectionView.adjustedContentInset.top)
    }

    @Test func ticksSendTheAppsOwnChangesOnce() throws {
        _ = session.frameMessage()
        #expect(session.tick() == nil)
        tiles.text = { "Tile \($0.item)" }
        tiles.collectionView.reloadData()
        let patch = try json(session.tick())
        let entry = try #require(collectionEntry(patch))
        let changed = (entry["update"] as? [[String: Any]] ?? []) + (entry["add"] as? [[String: Any]] ?? [])
        #expect(changed.contains { ($0["html"] as? String)?.contains(">Tile 0<") == true })
        #expect(session.tick() == nil)
    }

    /// A page where nothing happens costs its ticks no walk of the window: the scene's change mark stands still. A change
    /// the app makes on its own moves it, once.
    @Test func ticksLookAtTheWindowOnlyWhenItsSceneChanged() throws {
        _ = session.frameMessage()
        let looked = session.ticksThatLookedAtTheWindow
        #expect(session.hasNothingToTick)
        for _ in 0..<5 { #expect(session.tick() == nil) }
        #expect(session.ticksThatLookedAtTheWindow == looked)
        tiles.collectionView.reloadData()
        #expect(!session.hasNothingToTick)
        _ = session.tick()
        #expect(session.ticksThatLookedAtTheWindow == looked + 1)
        #expect(session.hasNothingToTick)
        for _ in 0..<5 { #expect(session.tick() == nil) }
        #expect(session.ticksThatLookedAtTheWindow == looked + 1)
    }

    /// A person's short step, too slow for anything to be drawn ahead of it, leaves nothing for the ticks after its
    /// answer to wait for: the first looks (the scroll moved the mark), the others do not, though the step's speed has
    /// not faded yet.
    @Test func ticksAfterASlowScrollDoNotLook() throws {
        _ = session.frameMessage()
        _ = session.handle(.scroll(collectionView: collectionViewIdentity, offset: CGPoint(x: 0, y: 100)))
        clock.advance(by: .seconds(5))
        _ = session.handle(.scroll(collectionView: collectionViewIdentity, offset: CGPoint(x: 0, y: 256)))
        _ = session.tick()
        let looked = session.ticksThatLookedAtTheWindow
        for _ in 0..<2 {
            clock.advance(by: .milliseconds(50))
            #expect(session.tick() == nil)
        }
        #expect(session.ticksThatLookedAtTheWindow == looked)
    }

    /// A bar button a timer renames outside every scene (the item does not say whose bar shows it) still reaches the
    /// page.
    @Test func aBarButtonRenamedOutsideEverySceneReachesThePage() throws {
        let item = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })
        tiles.navigationItem.rightBarButtonItem = item
        _ = session.frameMessage()
        #expect(session.tick() == nil)
        item.title = "Done"
        let patch = try json(session.tick())
        #expect((patch["skeleton"] as? String)?.contains(">Done<") == true)
        #expect(session.tick() == nil)
    }

    @Test func aScrollTheAppMakesReachesThePage() throws {
        _ = session.frameMessage()
        tiles.collectionView.scrollToItem(at: IndexPath(item: 300, section: 0), at: .top, animated: false)
        let patch = try json(session.tick())
        let entry = try #require(collectionEntry(patch))
        #expect(entry["offset"] as? [Double] == [0, Double(tiles.collectionView.contentOffset.y)])
        #expect(entry["from"] as? [Double] == [0, -Double(tiles.collectionView.adjustedContentInset.top)])
        #expect(tiles.collectionView.contentOffset.y > 4_000)
        #expect(session.tick() == nil)
    }

    /// Ahead of a scroll, the session draws as far as the content travels before an answer can show: the page's round
    /// trip, the session's answer time and two frames (or the time to the page's next report and a frame, when its
    /// reports come further apart); a quarter screen around the rest; at most two screens ahead.
    @Test func aFastScrollIsDrawnAheadAsFarAsItTravelsBeforeTheAnswerShows() {
        let start = ContinuousClock.now
        var tracking = ScrollTracking()
        #expect(tracking.leadTime == .milliseconds(10 + 33))
        tracking.roundTrip = .milliseconds(50)
        tracking.answered(in: .milliseconds(8))
        tracking.answered(in: .milliseconds(4))  // a moving average: (3 × 8 + 4) / 4
        #expect(tracking.leadTime == .milliseconds(50 + 7 + 33))
        // A report a frame after the last: 16 points in 16 ms.
        tracking.report(CGPoint(x: 0, y: 0), at: start)
        tracking.report(CGPoint(x: 0, y: 16), at: start + .milliseconds(16))
        #expect(tracking.velocity(at: start + .milliseconds(16)) == 1_000)
        #expect(tracking.leadTime == .milliseconds(50 + 7 + 33))
        // A wheel's step 60 ms later: the page jumps a step at a time.
        tracking.report(CGPoint(x: 0, y: 616), at: start + .milliseconds(76))
        #expect(tracking.velocity(at: start + .milliseconds(76)) == 10_000)
        #expect(tracking.leadTime == .milliseconds(50 + 7 + 60 + 17))
        // Stopped: nothing ahead 150 ms after the last report.
        #expect(tracking.velocity(at: start + .milliseconds(227)) == 0)

        // 10,000 points a second for 134 ms: 1,340 points, rounded up to whole quarter screens (7 × 211), below the
        // 211 every edge gets.
        #expect(LiveSession.overscan(height: 844, velocity: 10_000, leadTime: tracking.leadTime)
            == UIEdgeInsets(top: 211, left: 0, bottom: 211 + 1_477, right: 0))
        #expect(LiveSession.overscan(height: 844, velocity: -10_000, leadTime: tracking.leadTime)
            == UIEdgeInsets(top: 211 + 1_477, left: 0, bottom: 211, right: 0))
        // A slow drift (1,000 points a second: 134 points before the next answer) stays within the quarter screen.
        #expect(LiveSession.overscan(height: 844, velocity: 1_000, leadTime: tracking.leadTime)
            == UIEdgeInsets(top: 211, left: 0, bottom: 211, right: 0))
        #expect(LiveSession.overscan(height: 844, velocity: 2_000, leadTime: tracking.leadTime)
            == UIEdgeInsets(top: 211, left: 0, bottom: 211 + 422, right: 0))
        #expect(LiveSession.overscan(height: 844, velocity: 0, leadTime: tracking.leadTime)
            == UIEdgeInsets(top: 211, left: 0, bottom: 211, right: 0))
        #expect(LiveSession.overscan(height: 844, velocity: 200_000, leadTime: .seconds(1))
            == UIEdgeInsets(top: 211, left: 0, bottom: 211 + 2 * 844, right: 0))
    }

    /// A steady fling that travels further than two screens before an answer shows is drawn where it will be: the lead
    /// goes on (up to eight screens), and what lies more than four screens behind it is left out.
    @Test func aSteadyFlingFasterThanItsAnswersIsDrawnWhereItWillBe() {
        // 90,000 points a second for 60 ms: 5,400 points, 26 quarter screens (5,486); 2,110 of them more than four
        // screens (3,376) behind the lead.
        #expect(LiveSession.overscan(height: 844, velocity: 90_000, leadTime: .milliseconds(60), steady: true)
            == UIEdgeInsets(top: 211 - 2_110, left: 0, bottom: 211 + 5_486, right: 0))
        #expect(LiveSession.overscan(height: 844, velocity: -90_000, leadTime: .milliseconds(60), steady: true)
            == UIEdgeInsets(top: 211 + 5_486, left: 0, bottom: 211 - 2_110, right: 0))
        // 30 ms: 13 quarter screens (2,743), past two screens but within four of the visible part: all of it drawn.
        #expect(LiveSession.overscan(height: 844, velocity: 90_000, leadTime: .milliseconds(30), steady: true)
            == UIEdgeInsets(top: 211, left: 0, bottom: 211 + 2_743, right: 0))
        // Not steady (a jump, or a change of pace): drawn where it is, two screens ahead at most.
        #expect(LiveSession.overscan(height: 844, velocity: 90_000, leadTime: .milliseconds(60))
            == UIEdgeInsets(top: 211, left: 0, bottom: 211 + 1_688, right: 0))
        // Within two screens, steady or not, the drawing reaches back to the visible part.
        #expect(LiveSession.overscan(height: 844, velocity: 20_000, leadTime: .milliseconds(60), steady: true)
            == LiveSession.overscan(height: 844, velocity: 20_000, leadTime: .milliseconds(60)))
        // Never further than eight screens ahead.
        #expect(LiveSession.overscan(height: 844, velocity: 1_000_000, leadTime: .seconds(1), steady: true)
            == UIEdgeInsets(top: 211 - 4 * 844, left: 0, bottom: 211 + 8 * 844, right: 0))
    }

    /// A fling is steady while each report's speed stays within a factor of three of the last, in one direction; a
    /// jump, a reversal or the first report are not.
    @Test func aFlingIsSteadyWhileItsSpeedHolds() {
        let start = ContinuousClock.now
        var tracking = ScrollTracking()
        tracking.report(CGPoint(x: 0, y: 0), at: start)
        #expect(!tracking.isSteady)
        tracking.report(CGPoint(x: 0, y: 1_500), at: start + .milliseconds(16))
        #expect(!tracking.isSteady, "one speed alone says nothing of the next")
        tracking.report(CGPoint(x: 0, y: 3_000), at: start + .milliseconds(32))
        #expect(tracking.isSteady)
        tracking.report(CGPoint(x: 0, y: 3_600), at: start + .milliseconds(48))
        #expect(tracking.isSteady, "a third of the speed is still the fling slowing")
        tracking.report(CGPoint(x: 0, y: 3_700), at: start + .milliseconds(64))
        #expect(!tracking.isSteady, "a sixth of it is not")
        tracking.report(CGPoint(x: 0, y: 3_800), at: start + .milliseconds(80))
        #expect(tracking.isSteady)
        tracking.report(CGPoint(x: 0, y: 3_000_000), at: start + .milliseconds(96))
        #expect(!tracking.isSteady, "a jump")
        tracking.report(CGPoint(x: 0, y: 3_000_100), at: start + .milliseconds(112))
        tracking.report(CGPoint(x: 0, y: 3_000_000), at: start + .milliseconds(128))
        #expect(!tracking.isSteady, "a reversal")
        // Jumps of the same speed a pause apart (a person jumping through the content, a wait after each) are no fling.
        tracking.report(CGPoint(x: 0, y: 4_000_000), at: start + .milliseconds(528))
        tracking.report(CGPoint(x: 0, y: 5_000_000), at: start + .milliseconds(928))
        #expect(!tracking.isSteady)
        tracking.report(CGPoint(x: 0, y: 5_001_000), at: start + .milliseconds(944))
        tracking.report(CGPoint(x: 0, y: 5_002_000), at: start + .milliseconds(960))
        #expect(tracking.isSteady, "until reports come a frame apart again")
    }

    /// Reports the page made a frame apart that reach the session together (bunched on the network, or waiting behind
    /// an answer) keep the fling steady and its speed the page's: the later one is measured with the next.
    @Test func reportsThatArriveTogetherKeepAFlingSteady() {
        let start = ContinuousClock.now
        var tracking = ScrollTracking()
        for frame in 0...2 {
            tracking.report(CGPoint(x: 0, y: CGFloat(frame) * 1_500), at: start + .milliseconds(16 * frame))
        }
        #expect(tracking.isSteady)
        // The next two frames' reports arrive 2 ms apart, 16 ms after the last.
        tracking.report(CGPoint(x: 0, y: 4_500), at: start + .milliseconds(48))
        tracking.report(CGPoint(x: 0, y: 6_000), at: start + .milliseconds(50))
        #expect(tracking.isSteady, "a frame's distance in two milliseconds is no change of pace")
        #expect(tracking.velocity(at: start + .milliseconds(50)) == 1_500 / 0.016)
        // The one after comes 30 ms later: measured from the report before the pair, two frames in 32 ms.
        tracking.report(CGPoint(x: 0, y: 7_500), at: start + .milliseconds(80))
        #expect(tracking.isSteady)
        #expect(tracking.velocity(at: start + .milliseconds(80)) == 3_000 / 0.032)
        // The next report comes 2 ms later, too soon to be measured; one of the same place 7 ms after it says the
        // fling stopped there: no speed, nothing drawn ahead.
        tracking.report(CGPoint(x: 0, y: 9_000), at: start + .milliseconds(82))
        tracking.report(CGPoint(x: 0, y: 9_000), at: start + .milliseconds(89))
        #expect(!tracking.isSteady)
        #expect(tracking.velocity(at: start + .milliseconds(89)) == 0)
    }

    /// Pages measuring the same fonts share one measurer; a page with other fonts gets its own.
    @Test func pagesWithTheSameFontsShareTheirMeasurer() throws {
        func session(fontSize: CGFloat) throws -> LiveSession {
            let weight = FontAdvanceTable.Weight(advances: ["a": 50, "b": 55], fullWidth: 100, hangul: 90, emoji: 120, other: 52)
            let hello = ClientMessage.Hello(
                path: "/", viewport: CGSize(width: 390, height: 844), scale: 2,
                fonts: FontAdvanceTable(referenceSize: fontSize, weights: [400: weight]), resumeToken: nil, reducedMotion: false)
            return try #require(LiveSession(token: "fonts-\(fontSize)", hello: hello, screens: SingleScreen { UIViewController() }))
        }
        let first = try session(fontSize: 100)
        let second = try session(fontSize: 100)
        let other = try session(fontSize: 99)
        let shared = try #require(first.measurer as? AdvanceTableTextMeasurer)
        #expect(second.measurer as? AdvanceTableTextMeasurer === shared)
        #expect(other.measurer as? AdvanceTableTextMeasurer !== shared)
        for opened in [first, second, other] { opened.close() }
    }

    /// A fling drawn ahead of: when it stops, the next tick takes away what was drawn ahead, drawing the collection
    /// view alone (the rest of the window did not change).
    @Test func whatWasDrawnAheadOfAFlingGoesWhenItStops() throws {
        _ = session.frameMessage()
        _ = session.handle(.scroll(collectionView: collectionViewIdentity, offset: CGPoint(x: 0, y: 2_000)))
        clock.advance(by: .milliseconds(16))
        let flung = try json(session.handle(.scroll(collectionView: collectionViewIdentity, offset: CGPoint(x: 0, y: 2_320))))
        #expect(try #require(collectionEntry(flung))["add"] != nil)
        let drawnAhead = shownCellIdentities().count
        #expect(session.tick() == nil, "still flinging: nothing new to draw")
        #expect(session.tick() == nil)
        let lookedWhileFlinging = session.ticksThatLookedAtTheWindow

        clock.advance(by: .milliseconds(200))
        let stopped = try json(session.tick())
        #expect(stopped["skeleton"] == nil)
        let removed = try #require(collectionEntry(stopped)?["remove"] as? [String])
        #expect(!removed.isEmpty)
        #expect(shownCellIdentities().count == drawnAhead - removed.count)
        #expect(session.tick() == nil)
        // While a fling's speed lasts, every tick looks (its overscan follows the time); once it is at rest, none.
        let lookedAtRest = session.ticksThatLookedAtTheWindow
        #expect(lookedAtRest > lookedWhileFlinging)
        for _ in 0..<3 { #expect(session.tick() == nil) }
        #expect(session.ticksThatLookedAtTheWindow == lookedAtRest)
    }

    /// A steady fling faster than its answers is drawn where the page will be when the answer shows, not where it was
    /// when it reported; once it stops, where it rests.
    @Test func aSteadyFastFlingIsDrawnWhereThePageWillBe() throws {
        _ = session.frameMessage()
        let collectionView = try #require(tiles.collectionView)
        // 1,500 points every 16 ms (93,750 points a second), steady from the third report on.
        for (step, offset) in [0, 1_500, 3_000].enumerated() {
            if step > 0 { clock.advance(by: .milliseconds(16)) }
            _ = session.handle(.scroll(collectionView: collectionViewIdentity, offset: CGPoint(x: 0, y: CGFloat(offset))))
        }
        let visible = collectionView.bounds
        let drawn = collectionView.visibleCells.map(\.frame)
        #expect(!drawn.isEmpty)
        // The content travels 4,031 points in the answer's 43 ms (a 10 ms round trip and two frames): drawn there.
        let lead: CGFloat = 4_031
        #expect(drawn.contains { $0.minY <= visible.minY + lead && $0.maxY >= visible.minY + lead })
        // Four screens of the way there are drawn (the answer may show a frame early), not what lies further back.
        #expect(drawn.allSatisfy { $0.maxY > visible.minY + lead - visible.height * 4 - visible.height / 4 },
                "the rows the fling passes long before its answer shows are not drawn")
        #expect(drawn.contains { $0.minY < visible.maxY }, "the way within four screens of the lead is drawn")
        // No more than five and a half screens: rows of 50 points, three to a row.
        #expect(drawn.count <= Int((visible.height * 5 + visible.height / 2) / 50 + 2) * 3)

        clock.advance(by: .milliseconds(200))
        _ = session.tick()
        #expect(collectionView.visibleCells.contains { $0.frame.intersects(visible) }, "at rest, what the page shows is drawn")
    }

    /// A fling the page reports: its answer says where to rest when the app's paging decides it, once.
    @Test func aPagedFlingToldItsRestingPlace() throws {
        _ = session.frameMessage()
        let collectionView = try #require(tiles.collectionView)
        collectionView.isPagingEnabled = true
        let top = -collectionView.adjustedContentInset.top
        #expect(session.handle(.panBegan(collectionView: collectionViewIdentity)) == nil)
        _ = session.handle(.scroll(collectionView: collectionViewIdentity, offset: CGPoint(x: 0, y: top + 120)))
        let answer = try json(session.handle(.panEnded(collectionView: collectionViewIdentity, velocity: CGPoint(x: 0, y: 2))))
        let entry = try #require(collectionEntry(answer))
        // Pages of the view's height from offset 0; the drag began at the top, so one page on.
        #expect(entry["rest"] as? [Double] == [0, Double(collectionView.bounds.height)])
        #expect(collectionView.isDecelerating)
        #expect(session.handle(.panSettled(collectionView: collectionViewIdentity)) == nil)
        #expect(!collectionView.isDecelerating)
    }

    /// A scroll that changes nothing else reuses the view trees the page has; what the page ends up with is what a
    /// page opened at that position gets.
    @Test func scrollPatchesLeaveThePageAsAFreshFrameWould() throws {
        _ = session.frameMessage()
        var shown: [String: String] = [:]
        func apply(_ message: [String: Any]) throws {
            let entry = try #require(collectionEntry(message))
            for id in entry["remove"] as? [String] ?? [] { shown[id] = nil }
            for element in (entry["add"] as? [[String: Any]] ?? []) + (entry["update"] as? [[String: Any]] ?? []) {
                shown[element["id"] as! String] = element["html"] as? String
            }
        }
        try apply(try json(session.frameMessage()))
        var patches = 0
        for offset in stride(from: 0, through: 6_000, by: 370) {
            if let patch = session.handle(.scroll(collectionView: collectionViewIdentity, offset: CGPoint(x: 0, y: CGFloat(offset)))) {
                try apply(try json(patch))
                patches += 1
            }
        }
        #expect(patches == 17)
        var fresh: [String: String] = [:]
        let freshEntry = try #require(collectionEntry(try json(session.frameMessage())))
        for element in try #require(freshEntry["add"] as? [[String: Any]]) {
            fresh[element["id"] as! String] = element["html"] as? String
        }
        // Far down the tiles: none of the first screen's, and a screen's worth of others.
        #expect(fresh.count > 20)
        #expect(fresh["item 0"] == nil)
        #expect(shown.keys.sorted() == fresh.keys.sorted())
        // Moves are sent as frames alone: compare what does not depend on where the element is.
        func withoutStyle(_ html: String?) -> String? { html?.replacingOccurrences(of: #"style="[^"]*""#, with: "", options: .regularExpression) }
        for (id, html) in fresh { #expect(withoutStyle(shown[id]) == withoutStyle(html), "\(id)") }
    }

    @Test func pushesAndPopsReachThePageWithTheirDepth() throws {
        _ = session.frameMessage()
        let detail = UIViewController()
        detail.title = "Detail"
        tiles.navigationController?.pushViewController(detail, animated: true)
        let pushed = try json(session.tick())
        #expect(pushed["depth"] as? Int == 2)
        #expect(pushed["title"] as? String == "Detail")
        #expect((pushed["transition"] as? [String: Any])?["kind"] as? String == "push")
        #expect((pushed["transition"] as? [String: Any])?["animated"] as? Bool == true)
        let popped = try json(session.handle(.back))
        #expect(popped["depth"] as? Int == 1)
        #expect((popped["transition"] as? [String: Any])?["kind"] as? String == "pop")
    }

    @Test func aResizeLaysTheWindowOutAgain() throws {
        _ = session.frameMessage()
        let patch = try json(session.handle(.resize(CGSize(width: 1280, height: 800), scale: 1)))
        #expect((patch["skeleton"] as? String)?.contains("width:1280px;height:800px") == true)
        #expect(tiles.collectionView.bounds.width == 1280)
    }
}
