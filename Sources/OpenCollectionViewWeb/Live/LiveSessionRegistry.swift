import Foundation
import OpenCollectionView

#if canImport(Glibc)
import Glibc
#endif

/// The live sessions of a host, by token: open ones, and those whose page went away, kept for a grace period so that
/// a page that comes back (a network blip, a laptop lid) resumes where it was. Holds at most a configured number of
/// sessions, and at most another number per client: when full, the session whose page has been away longest (the
/// client's own, when the client is at its limit) makes room, and with none away a new page is refused. Room is made
/// only for a page that will be served: a path without a screen evicts nobody.
@MainActor
final class LiveSessionRegistry: Sendable {
    /// What a page's `hello` gets.
    enum Opening {
        /// The session it resumed, or a new one; `restarted` when it asked to resume a session that had ended.
        case opened(LiveSession, restarted: Bool)
        /// There is no screen at its path.
        case noScreen
        /// The host holds as many sessions as it may, all of them with their page.
        case full
        /// The page's client holds as many sessions as one client may, all of them with their page.
        case clientFull

        /// The session opened, if one did.
        var session: LiveSession? {
            guard case .opened(let session, _) = self else { return nil }
            return session
        }
    }

    private struct Entry {
        let session: LiveSession
        let client: String
        var output: OutgoingQueue?
        var disconnectedAt: ContinuousClock.Instant?
    }

    private let gracePeriod: Duration
    /// The time grace periods are kept by: the host's.
    private let clock: HostClock
    private let maximumSessions: Int
    private let maximumSessionsPerClient: Int
    private var entries: [String: Entry] = [:]
    /// Whether memory is to be handed back to the system shortly (see `releaseFreedMemorySoon()`).
    private var memoryReleaseScheduled = false

    /// Whether the memory of sessions that ended is still to be handed back to the system.
    var isReleasingMemory: Bool { memoryReleaseScheduled }

    nonisolated init(
        gracePeriod: Duration, maximumSessions: Int, maximumSessionsPerClient: Int = .max, clock: HostClock = .continuous
    ) {
        self.gracePeriod = gracePeriod
        self.clock = clock
        self.maximumSessions = maximumSessions
        self.maximumSessionsPerClient = maximumSessionsPerClient
    }

    /// The session `hello` resumes, if it names one still kept that shows the page's address, else a new one at its
    /// path for `client` (with
    /// increased contrast when `increasesContrast` says so, whatever the page prefers, held to `limits`); its first
    /// frame is sent to `output`.
    func open(
        _ hello: ClientMessage.Hello, client: String = "", screens: any LiveScreens, increasesContrast: Bool,
        limits: LiveSession.Limits = LiveSession.Limits(LiveHost.Configuration()), output: OutgoingQueue
    ) -> Opening {
        removeExpired()
        if let token = hello.resumeToken, var entry = entries[token], entry.output == nil, entry.session.shows(hello.path) {
            entry.output = output
            entry.disconnectedAt = nil
            entries[token] = entry
            entry.session.resume(output: output)
            // The page may come back at another size; the frame it gets is drawn for that size.
            _ = entry.session.handle(.resize(hello.viewport, scale: hello.scale))
            // The browser's preferences may have changed while the page was away, and a page that had only probed its
            // fonts may have measured them meanwhile.
            entry.session.adoptAppearance(of: hello)
            if let fonts = hello.fonts { _ = entry.session.adoptFonts(fonts) }
            output.send(entry.session.frameMessage())
            return .opened(entry.session, restarted: false)
        }
        guard screens.hasScreen(atPath: LiveSession.screenPath(of: hello.path)) else { return .noScreen }
        guard makeRoom(forClient: client) else { return .clientFull }
        guard makeRoom() else { return .full }
        guard
            let session = LiveSession(
                token: Self.newToken(), hello: hello, screens: screens, increasesContrast: increasesContrast, limits: limits,
                clock: clock)
        else { return .noScreen }
        session.output = output
        entries[session.token] = Entry(session: session, client: client, output: output, disconnectedAt: nil)
        // A page asking for a session that ended starts again, and says so; one asking for a session that shows
        // another address (the page's entry went elsewhere) simply opens what its address names.
        let restarted = hello.resumeToken.map { entries[$0] == nil } ?? false
        output.send(session.frameMessage(restarted: restarted))
        return .opened(session, restarted: restarted)
    }

    /// The page of `session` went away: the session waits for it for the grace period, then ends.
    func disconnected(_ session: LiveSession) {
        guard var entry = entries[session.token], entry.session === session else { return }
        entry.output = nil
        entry.disconnectedAt = clock.now()
        session.pause()
        entries[session.token] = entry
        let (gracePeriod, clock) = (gracePeriod, clock)
        Task { [weak self] in
            try? await clock.sleep(gracePeriod + .milliseconds(10))
            self?.removeExpired()
        }
    }

    /// Ends `session` now: its page was told why (idle, too large, the server stopping) and will not resume it.
    func close(_ session: LiveSession) {
        guard entries[session.token]?.session === session else { return }
        entries[session.token] = nil
        session.close()
        releaseFreedMemorySoon()
    }

    /// Ends every session: the server is stopping.
    func closeAll() {
        let sessions = entries.values.map(\.session)
        entries.removeAll()
        for session in sessions { session.close() }
    }

    /// How many sessions are kept: with their page (`connected`) and waiting for it to come back (`waiting`).
    var counts: (connected: Int, waiting: Int) {
        let waiting = entries.values.count { $0.disconnectedAt != nil }
        return (entries.count - waiting, waiting)
    }

    /// Whether a new session fits: when the registry is full, the session whose page has been away longest ends.
    private func makeRoom() -> Bool {
        guard entries.count >= maximumSessions else { return true }
        return endLongestAway(among: entries)
    }

    /// Whether a new session of `client` fits: when the client holds as many as one may, its session away longest ends.
    private func makeRoom(forClient client: String) -> Bool {
        let clients = entries.filter { $0.value.client == client }
        guard clients.count >= maximumSessionsPerClient else { return true }
        return endLongestAway(among: clients)
    }

    /// Ends the session of `candidates` whose page has been away longest; false when all have their page.
    private func endLongestAway(among candidates: [String: Entry]) -> Bool {
        let away = candidates.compactMap { token, entry in entry.disconnectedAt.map { (token, entry, $0) } }
        guard let (token, entry, _) = away.min(by: { $0.2 < $1.2 }) else { return false }
        entries[token] = nil
        entry.session.close()
        releaseFreedMemorySoon()
        return true
    }

    private func removeExpired() {
        let now = clock.now()
        var removed = false
        for (token, entry) in entries {
            if let disconnectedAt = entry.disconnectedAt, now - disconnectedAt > gracePeriod {
                entries[token] = nil
                entry.session.close()
                removed = true
            }
        }
        if removed { releaseFreedMemorySoon() }
    }

    /// Hands the memory of ended sessions back to the system, at most once a second. A session's window is many small
    /// allocations; glibc keeps the freed ones in its heap, and without a trim a server that once held many sessions
    /// keeps their memory resident for good (a soak of 258 sessions: 136 MB resident after all ended, 50 MB after a
    /// trim).
    private func releaseFreedMemorySoon() {
        #if canImport(Glibc)
        guard !memoryReleaseScheduled else { return }
        memoryReleaseScheduled = true
        Task { [weak self] in
            try? await Task.sleep(for: .seconds(1))
            // Trimming walks the heap: done off the main actor, where sessions run.
            await Task.detached(priority: .background) { _ = Self.mallocTrim?(0) }.value
            self?.memoryReleaseScheduled = false
        }
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `malloc_trim`, which Swift's Glibc module does not import (it lives in `malloc.h`).
    private nonisolated static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif

    /// A token nobody can guess: 128 random bits in hexadecimal.
    private static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.map {
            String(repeating: "0", count: 16 - $0.count) + $0
        }.joined()
    }
}
