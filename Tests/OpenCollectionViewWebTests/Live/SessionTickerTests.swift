import Foundation
import Logging
import OpenCollectionView
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// Which pages the ticker looks at: a page whose scene noted a change, at the next wake — so what the app changes on
/// its own reaches the page within a tick interval — and every page once each housekeeping interval; a page where
/// nothing changes is not looked at in between, however long it stays open. Counted in the ticker's wakes and ticks,
/// never timed.
@MainActor
@Suite struct SessionTickerTests {
    let tiles = TilesViewController()
    let control = LiveConnection.Control()
    let allowance: ClientAllowance
    let configuration: LiveHost.Configuration

    init() {
        tiles.count = 60
        var configuration = LiveHost.Configuration()
        configuration.tickInterval = .milliseconds(5)
        self.configuration = configuration
        allowance = ClientAllowance(configuration: configuration, clock: .continuous)
    }

    /// A ticker woken by the test, every 5 ms of its own time (`wakeAgain`), that looks at a quiet page for its
    /// housekeeping every `housekeepingInterval`.
    func ticker(housekeepingInterval: Duration = .seconds(3600)) -> SessionTicker {
        SessionTicker(
            configuration: configuration, metrics: LiveHostMetrics(), logger: Logger(label: "SessionTickerTests"),
            housekeepingInterval: housekeepingInterval, wakesOnItsOwn: false)
    }

    /// A session showing `screen`, its first frame sent, its messages into `output` (a queue nobody reads, unless
    /// given).
    func session(
        showing screen: UIViewController, output: OutgoingQueue = OutgoingQueue(limit: 1 << 20) { _ in }
    ) throws -> LiveSession {
        let hello = ClientMessage.Hello(
            path: "/", viewport: CGSize(width: 390, height: 844), scale: 2, fonts: nil, resumeToken: nil, reducedMotion: false)
        let session = try #require(LiveSession(token: "token", hello: hello, screens: SingleScreen { screen }))
        _ = session.frameMessage()
        session.output = output
        return session
    }

    /// The time of the test's wakes: each a tick interval after the one before.
    final class Time {
        var now = ContinuousClock.now
    }

    /// Wakes `ticker` `times` times, a tick interval apart.
    func wake(_ ticker: SessionTicker, _ times: Int = 1, time: Time) async {
        for _ in 0..<times {
            time.now += configuration.tickInterval
            await ticker.wake(at: time.now)
        }
    }

    @Test func aPageWhereNothingChangesIsLookedAtOnceThenOnlyForItsHousekeeping() async throws {
        let ticker = ticker()
        let time = Time()
        let session = try session(showing: UINavigationController(rootViewController: tiles))
        ticker.add(session, control: control, allowance: allowance)
        // Added, the page is looked at once; then not in a hundred wakes.
        await wake(ticker, time: time)
        #expect(ticker.ticks == 1)
        await wake(ticker, 100, time: time)
        #expect(ticker.ticks == 1)
        ticker.remove(session, connectedThrough: control)
        session.close()
    }

    @Test func aChangeTheAppMakesOnItsOwnReachesThePageAtTheNextWake() async throws {
        let ticker = ticker()
        let time = Time()
        let output = OutgoingQueue(limit: 1 << 20) { _ in }
        let session = try session(showing: UINavigationController(rootViewController: tiles), output: output)
        var messages = output.messages.makeAsyncIterator()
        ticker.add(session, control: control, allowance: allowance)
        await wake(ticker, 3, time: time)
        #expect(ticker.ticks == 1)
        tiles.count = 3
        tiles.collectionView.reloadData()
        await wake(ticker, time: time)
        #expect(ticker.ticks == 2)
        let patch = try #require(await messages.next())
        #expect(patch.text.contains("\"count\":3"))
        // Drawn, the change brings the page back once more, as its drawing settles; then nothing more.
        await wake(ticker, 100, time: time)
        #expect(ticker.ticks == 3)
        ticker.remove(session, connectedThrough: control)
        session.close()
    }

    @Test func aChangeOutsideEverySceneLooksAtEveryPage() async throws {
        let ticker = ticker()
        let time = Time()
        let item = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })
        tiles.navigationItem.rightBarButtonItem = item
        let output = OutgoingQueue(limit: 1 << 20) { _ in }
        let renamed = try session(showing: UINavigationController(rootViewController: tiles), output: output)
        let other = try session(showing: TilesViewController())
        let otherControl = LiveConnection.Control()
        var messages = output.messages.makeAsyncIterator()
        ticker.add(renamed, control: control, allowance: allowance)
        ticker.add(other, control: otherControl, allowance: allowance)
        await wake(ticker, time: time)
        let ticks = ticker.ticks
        // The item belongs to no scene: renaming it notes a change outside every scene, which any page may show.
        item.title = "Done"
        await wake(ticker, time: time)
        #expect(ticker.ticks == ticks + 2)
        let patch = try #require(await messages.next())
        #expect(patch.text.contains("Done"))
        ticker.remove(renamed, connectedThrough: control)
        ticker.remove(other, connectedThrough: otherControl)
        renamed.close()
        other.close()
    }

    @Test func everyPageIsLookedAtForItsHousekeepingAndAnEndedOneIsLetGo() async throws {
        let ticker = ticker(housekeepingInterval: .milliseconds(20))
        let time = Time()
        let session = try session(showing: UINavigationController(rootViewController: tiles))
        ticker.add(session, control: control, allowance: allowance)
        await wake(ticker, time: time)
        #expect(ticker.ticks == 1)
        // Every 20 ms: every fourth wake, or third when the schedule's slots take it a wake early.
        await wake(ticker, 12, time: time)
        #expect((4...5).contains(ticker.ticks))
        let ticks = ticker.ticks
        control.end(.bye("the test is over", keepsSession: false))
        await wake(ticker, 4, time: time)
        // The tick that found the connection ended let the page go, and counted nothing.
        #expect(ticker.pageCount == 0)
        #expect(ticker.ticks == ticks)
        session.close()
    }

    /// A page its ticker pings after 100 ms of quiet (woken by the test, with its housekeeping as the ticker sets it),
    /// its messages into `output`, what the connection last read in `lastRead`, and the test's `time`, which starts
    /// when the page was last heard from.
    func pingedPage() throws -> (
        ticker: SessionTicker, output: OutgoingQueue, time: Time, lastRead: LastRead, control: LiveConnection.Control
    ) {
        var configuration = configuration
        configuration.pingInterval = .milliseconds(100)
        let ticker = SessionTicker(
            configuration: configuration, metrics: LiveHostMetrics(), logger: Logger(label: "SessionTickerTests"),
            wakesOnItsOwn: false)
        let output = OutgoingQueue(limit: 1 << 20) { _ in }
        let time = Time()
        let lastRead = LastRead(time.now)
        let control = LiveConnection.Control(lastRead: lastRead)
        ticker.add(try session(showing: tiles, output: output), control: control, allowance: allowance)
        return (ticker, output, time, lastRead, control)
    }

    /// A page the server hears from (its messages, a pong) is not pinged; one quiet for a ping interval is pinged,
    /// once an interval while it stays quiet; one heard nothing from for two intervals is dropped (`.silent`).
    @Test func quietPagesArePingedAndOneHeardNothingFromIsDropped() async throws {
        let (ticker, output, time, lastRead, control) = try pingedPage()
        // 300 ms of a page heard from at every wake: no ping.
        for _ in 0..<60 {
            await wake(ticker, time: time)
            lastRead.stamp(time.now)
        }
        #expect(ticker.pings == 0)
        // 300 ms quiet but for the pong to each ping, heard once the page has been quiet 110 ms (as if 5 ms before):
        // pinged about once an interval, and kept.
        var answered = 0
        for _ in 0..<60 {
            await wake(ticker, time: time)
            if ticker.pings > answered, time.now - lastRead.time >= .milliseconds(110) {
                answered = ticker.pings
                lastRead.stamp(time.now - .milliseconds(5))
            }
        }
        #expect(control.ending == nil)
        #expect(ticker.pings >= 2 && ticker.pings <= 3)
        output.finish()
        var pings = 0
        for await message in output.messages where message.isPing { pings += 1 }
        #expect(pings == ticker.pings)
        // Then nothing at all: two intervals on, the page is taken for gone.
        await wake(ticker, 60, time: time)
        #expect(control.ending == .silent)
        #expect(ticker.pageCount == 0)
    }

    /// A ticker that wakes late — its main actor busy for longer than two ping intervals — does not take its own
    /// lateness for a page's silence: a page that answered its ping is pinged again, and kept.
    @Test func aTickerLateToWakeKeepsAPageThatAnsweredItsPing() async throws {
        let (ticker, _, time, lastRead, control) = try pingedPage()
        await wake(ticker, 22, time: time)
        #expect(ticker.pings == 1)
        // The pong comes at once; the ticker next wakes 300 ms on.
        lastRead.stamp(time.now + .milliseconds(1))
        time.now += .milliseconds(300)
        await ticker.wake(at: time.now)
        #expect(control.ending == nil)
        #expect(ticker.pings == 2)
        // That ping stays unanswered: an interval on, the page is taken for gone.
        await wake(ticker, 22, time: time)
        #expect(control.ending == .silent)
        #expect(ticker.pings == 2)
    }
}
