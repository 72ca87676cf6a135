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
    }

    private let gracePeriod: Duration
    /// The time grace periods are kept by: the host's.
    private let clock: HostClock
    private let maximumSessions: Int
    private let maximumSessionsPerClient: Int
    private var entries: [String: Entry] = [:]
    /// When the page of each session waiting for it went away, by token: what expires and what makes room is looked
    /// for here, among the few sessions away, rather than among every session — which made each page that opened cost
    /// time in proportion to the pages open.
    private var away: [String: ContinuousClock.Instant] = [:]
    /// How many sessions each client holds, with their page or waiting for it.
    private var sessionsPerClient: [String: Int] = [:]
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
    /// path for `client` (with increased contrast when `increasesContrast` says so, whatever the page prefers, held to
    /// `limits`); its first frame is sent to `output`. O(sessions away) besides the session's own work.
    func open(
        _ hello: ClientMessage.Hello, client: String = "", screens: any LiveScreens, increasesContrast: Bool,
        limits: LiveSession.Limits = LiveSession.Limits(LiveHost.Configuration()), output: OutgoingQueue
    ) -> Opening {
        removeExpired()
        if let token = hello.resumeToken, var entry = entries[token], entry.output == nil, entry.session.shows(hello.path) {
            entry.output = output
            entries[token] = entry
            away[token] = nil
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
        entries[session.token] = Entry(session: session, client: client, output: output)
        sessionsPerClient[client, default: 0] += 1
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
        entries[session.token] = entry
        away[session.token] = clock.now()
        session.pause()
        let (gracePeriod, clock) = (gracePeriod, clock)
        Task { [weak self] in
            try? await clock.sleep(gracePeriod + .milliseconds(10))
            self?.removeExpired()
        }
    }

    /// Ends `session` now: its page was told why (idle, too large, the server stopping) and will not resume it.
    func close(_ session: LiveSession) {
        guard entries[session.token]?.session === session else { return }
        end(session.token)
    }

    /// Ends every session: the server is stopping.
    func closeAll() {
        let sessions = entries.values.map(\.session)
        entries.removeAll()
        away.removeAll()
        sessionsPerClient.removeAll()
        for session in sessions { session.close() }
    }

    /// How many sessions are kept: with their page (`connected`) and waiting for it to come back (`waiting`). O(1).
    var counts: (connected: Int, waiting: Int) {
        (entries.count - away.count, away.count)
    }

    /// Whether a new session fits: when the registry is full, the session whose page has been away longest ends.
    private func makeRoom() -> Bool {
        guard entries.count >= maximumSessions else { return true }
        return endLongestAway { _ in true }
    }

    /// Whether a new session of `client` fits: when the client holds as many as one may, its session away longest ends.
    private func makeRoom(forClient client: String) -> Bool {
        guard sessionsPerClient[client, default: 0] >= maximumSessionsPerClient else { return true }
        return endLongestAway { entries[$0]?.client == client }
    }

    /// Ends the session away longest of those whose token `isCandidate`; false when none is away.
    private func endLongestAway(where isCandidate: (String) -> Bool) -> Bool {
        guard let (token, _) = away.filter({ isCandidate($0.key) }).min(by: { $0.value < $1.value }) else { return false }
        end(token)
        return true
    }

    /// Ends the sessions whose page has been away longer than the grace period.
    private func removeExpired() {
        let now = clock.now()
        let expired = away.compactMap { token, awaySince in now - awaySince > gracePeriod ? token : nil }
        for token in expired { end(token) }
    }

    /// Ends the session `token` names and forgets it, its memory handed back to the system soon.
    private func end(_ token: String) {
        guard let entry = entries.removeValue(forKey: token) else { return }
        away[token] = nil
        if sessionsPerClient[entry.client, default: 0] > 1 {
            sessionsPerClient[entry.client, default: 0] -= 1
        } else {
            sessionsPerClient[entry.client] = nil
        }
        entry.session.close()
        releaseFreedMemorySoon()
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
