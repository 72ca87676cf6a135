import Foundation
import OpenCollectionView
import Testing

@_spi(Benchmarks) @testable import OpenCollectionViewWeb

/// The registry's room: a full host, or a client at its own limit, ends the session whose page has been away longest
/// (that client's own), never one with its page; a session away past the grace period ends when the next page opens;
/// the counts follow every page that comes, goes and comes back.
@MainActor
@Suite struct LiveSessionRegistryTests {
    let clock = ManualClock()
    let output = OutgoingQueue(limit: 1 << 20) { _ in }
    let screens = SingleScreen { UINavigationController(rootViewController: TilesViewController()) }

    func registry(maximumSessions: Int = 10, perClient: Int = .max) -> LiveSessionRegistry {
        LiveSessionRegistry(
            gracePeriod: .seconds(30), maximumSessions: maximumSessions, maximumSessionsPerClient: perClient,
            clock: clock.hostClock)
    }

    func hello(resuming token: String? = nil) -> ClientMessage.Hello {
        ClientMessage.Hello(
            path: "/", viewport: CGSize(width: 390, height: 844), scale: 2, fonts: nil, resumeToken: token,
            reducedMotion: false)
    }

    func open(_ registry: LiveSessionRegistry, client: String = "", resuming token: String? = nil) -> LiveSessionRegistry.Opening {
        registry.open(hello(resuming: token), client: client, screens: screens, increasesContrast: false, output: output)
    }

    /// Whether `session` ended: its app's screens are gone (`LiveSession.close()`).
    func ended(_ session: LiveSession) -> Bool {
        session.window.rootViewController == nil
    }

    @Test func aFullRegistryEndsTheSessionAwayLongest() throws {
        let registry = registry(maximumSessions: 3)
        let first = try #require(open(registry).session)
        let second = try #require(open(registry).session)
        let third = try #require(open(registry).session)
        #expect(registry.counts == (connected: 3, waiting: 0))
        // Every session has its page: a fourth page is refused, and nothing ends.
        guard case .full = open(registry) else { Issue.record("a full registry with every page present opened one"); return }
        #expect(registry.counts == (connected: 3, waiting: 0))

        registry.disconnected(second)
        clock.advance(by: .seconds(1))
        registry.disconnected(first)
        #expect(registry.counts == (connected: 1, waiting: 2))
        let fourth = try #require(open(registry).session)
        // The second page went first: its session made room; the first's still waits.
        #expect(registry.counts == (connected: 2, waiting: 1))
        #expect(ended(second))
        #expect(!ended(first))
        for session in [first, third, fourth] { registry.close(session) }
        #expect(registry.counts == (connected: 0, waiting: 0))
    }

    @Test func aClientAtItsLimitEndsOnlyItsOwnSessionAwayLongest() throws {
        let registry = registry(perClient: 2)
        let others = try #require(open(registry, client: "10.0.0.2").session)
        registry.disconnected(others)
        clock.advance(by: .seconds(1))
        let mine = try #require(open(registry, client: "10.0.0.1").session)
        let mineToo = try #require(open(registry, client: "10.0.0.1").session)
        guard case .clientFull = open(registry, client: "10.0.0.1") else {
            Issue.record("a client at its limit with every page present opened another")
            return
        }
        registry.disconnected(mine)
        let third = try #require(open(registry, client: "10.0.0.1").session)
        // The other client's session had been away longer, and stays: the client's own made room.
        #expect(!ended(others))
        #expect(ended(mine))
        #expect(registry.counts == (connected: 2, waiting: 1))
        for session in [others, mineToo, third] { registry.close(session) }
        #expect(registry.counts == (connected: 0, waiting: 0))
    }

    @Test func aSessionAwayPastTheGracePeriodEndsWhenTheNextPageOpens() throws {
        let registry = registry()
        let leaving = try #require(open(registry).session)
        let staying = try #require(open(registry).session)
        registry.disconnected(leaving)
        clock.advance(by: .seconds(29))
        let next = try #require(open(registry).session)
        #expect(registry.counts == (connected: 2, waiting: 1))
        clock.advance(by: .seconds(2))
        #expect(!ended(leaving))
        let last = try #require(open(registry).session)
        #expect(ended(leaving))
        #expect(registry.counts == (connected: 3, waiting: 0))
        guard case .opened(let resumed, let restarted) = open(registry, resuming: leaving.token) else {
            Issue.record("a page asking for an ended session was not served")
            return
        }
        #expect(resumed !== leaving && restarted)
        for session in [staying, next, last, resumed] { registry.close(session) }
    }
}
