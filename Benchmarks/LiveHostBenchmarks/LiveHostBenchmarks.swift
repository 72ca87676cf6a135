// Live host benchmarks (live-host.md §9): what the server spends on a page's messages, through the same path a
// WebSocket message takes (decode, apply to the window, draw the patch). Run with `scripts/bench LiveHostBenchmarks`.
import Benchmark
import Foundation
import GallerySite
import OpenCollectionView
@_spi(Benchmarks) import OpenCollectionViewWeb

func measureOnMainActor(_ benchmark: Benchmark, _ body: @escaping @MainActor @Sendable (Benchmark) -> Void) async {
    nonisolated(unsafe) let handedOver = benchmark
    await MainActor.run { body(handedOver) }
}

/// A gallery page's session at a phone's size, its first frame sent, its scrolls timed by `clock`.
@MainActor
func openedPage(_ slug: String, clock: SkippingClock? = nil) -> LiveSession {
    guard let session = LiveSession.opened(
        atPath: "/examples/\(slug)", size: CGSize(width: 390, height: 844), screens: GalleryLiveScreens(), clock: clock)
    else { fatalError("no gallery page at /examples/\(slug)") }
    _ = session.frameMessage()
    return session
}

/// The identity the page's search field goes by, read from the page's first frame.
@MainActor
func searchBarIdentity(in session: LiveSession) -> String {
    let frame = session.frameMessage().text
    guard let start = frame.range(of: "search-bar-") else { fatalError("the page has no search field") }
    return String(frame[start.lowerBound...].prefix { $0 != "\\" && $0 != "\"" })
}

let bytesPerMessage = BenchmarkMetric.custom("bytes per message", polarity: .prefersSmaller, useScalingFactor: false)

/// A page a person keeps using across samples, so that each sample measures one message of what they do: its session,
/// and the messages it sends, in turn — `apart` from each other by the session's clock when given, else as fast as
/// they come (a fling's reports, to a session).
@MainActor
final class PageInUse {
    let session: LiveSession
    let messages: [String]
    private let clock = SkippingClock()
    private let apart: Duration?
    private var next = 0
    private(set) var bytesSent = 0
    private(set) var answered = 0

    init(_ slug: String, apart: Duration? = nil, messages: (LiveSession) -> [String]) {
        self.apart = apart
        session = openedPage(slug, clock: clock)
        self.messages = messages(session)
        // The first pass (a deep jump, the list's first filtering) is what a page pays once; samples measure after it.
        for _ in self.messages { _ = session.receive(nextMessage()) }
    }

    func nextMessage() -> String {
        if let apart { clock.skip(apart) }
        defer { next = (next + 1) % messages.count }
        return messages[next]
    }

    func sendNext() {
        // Drawn here as the connection's writer draws it: an answer costs its drawing too, if off the main actor.
        let answer = session.receive(nextMessage())?.text
        bytesSent += answer?.utf8.count ?? 0
        answered += 1
    }
}

/// The 1,000,000-item grid scrolled steadily deep in its content, 100 pt per frame.
@MainActor let scrolledGrid = PageInUse("million-item-grid") { session in
    guard let identity = session.window.collectionViewsOnTopScreen.first?.hostIdentity else { fatalError("no grid") }
    return (0..<4_096).map { step in "{\"t\":\"scroll\",\"cv\":\"\(identity)\",\"x\":0,\"y\":\(5_000_000 + step * 100)}" }
}

/// The 1,000,000-item grid as the capacity load uses it (`scripts/load --capacity`): two rows (156 pt) further every 5 s,
/// within its first 9,984 pt, so that every answer draws two rows of tiles that were not there among eleven that stay.
@MainActor let pacedGrid = PageInUse("million-item-grid", apart: .seconds(5)) { session in
    guard let identity = session.window.collectionViewsOnTopScreen.first?.hostIdentity else { fatalError("no grid") }
    // The steps come back to the same places after 64 of them: two rounds are enough.
    return (0..<128).map { step in "{\"t\":\"scroll\",\"cv\":\"\(identity)\",\"x\":0,\"y\":\((step + 1) * 156 % 9_984)}" }
}

/// The Million-Row List flung deep in its content at 1,452 pt a report: the page's even fling (330 px of its scaled
/// scroll space a frame), where every answer draws a screen and a half of list cells that were not there.
@MainActor let flungList = PageInUse("million-row-list") { session in
    guard let identity = session.window.collectionViewsOnTopScreen.first?.hostIdentity else { fatalError("no list") }
    return (0..<4_096).map { step in "{\"t\":\"scroll\",\"cv\":\"\(identity)\",\"x\":0,\"y\":\(5_000_000 + step * 1_452)}" }
}

/// Mountains Search with "kang" typed and erased again, one keystroke per message.
@MainActor let typedMountains = PageInUse("mountains-search") { session in
    let searchBar = searchBarIdentity(in: session)
    return ["k", "ka", "kan", "kang", "kan", "ka", "k", ""].map { "{\"t\":\"search\",\"bar\":\"\(searchBar)\",\"text\":\"\($0)\"}" }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, bytesPerMessage], timeUnits: .microseconds, warmupIterations: 20,
        maxDuration: .seconds(5), maxIterations: 4_000)

    let pages: [(name: String, page: @MainActor @Sendable () -> PageInUse)] = [
        ("Scroll message on the 1,000,000-item grid (steady scroll, 100 pt per frame, deep)", { scrolledGrid }),
        ("Scroll message on the 1,000,000-item grid as the capacity load sends them (two rows every 5 s)", { pacedGrid }),
        ("Scroll message on the Million-Row List (a fling, 1,452 pt per frame, deep)", { flungList }),
        ("Mountains Search keystroke (filter, snapshot, apply, patch)", { typedMountains }),
    ]
    for (name, pageInUse) in pages {
        Benchmark(name) { benchmark in
            await measureOnMainActor(benchmark) { benchmark in
                let page = pageInUse()
                let (bytesBefore, answersBefore) = (page.bytesSent, page.answered)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { page.sendNext() }
                benchmark.stopMeasurement()
                benchmark.measurement(bytesPerMessage, (page.bytesSent - bytesBefore) / max(page.answered - answersBefore, 1))
            }
        }
    }

    // What the server spends every quarter second on each open page where nothing happens: looking for the app's
    // own changes (timers) and for drawing ahead of a scroll that has stopped.
    Benchmark("A quiet page's tick: Mountains Search, nothing changed since its last message") { benchmark in
        await measureOnMainActor(benchmark) { benchmark in
            let session = typedMountains.session
            _ = session.tick()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                guard session.tick() == nil else { fatalError("a quiet page's tick sent something") }
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("A page's first frame: the Grid example (open the session, lay out, draw)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal, bytesPerMessage], maxIterations: 300)) { benchmark in
        await measureOnMainActor(benchmark) { benchmark in
            benchmark.startMeasurement()
            let session = LiveSession.opened(atPath: "/examples/grid", size: CGSize(width: 390, height: 844), screens: GalleryLiveScreens())
            let bytes = session?.frameMessage().text.utf8.count ?? 0
            benchmark.stopMeasurement()
            benchmark.measurement(bytesPerMessage, bytes)
            session?.close()
        }
    }
}
