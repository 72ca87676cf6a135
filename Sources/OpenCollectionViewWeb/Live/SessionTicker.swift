import Foundation
import Logging
import OpenCollectionView

/// Looks for the app's own changes in every connected page's session (`LiveSession.tickAndSend()`) from one task on the
/// main actor, and ends the connection of a page that has been idle too long or whose app holds too many views (counted
/// as they are made and freed, `UIWindowScene.liveViewCount`, so that checking every tick costs nothing).
///
/// One task wakes each `tickInterval` for every page, rather than a task of each page waking for itself: a thousand
/// open pages cost a thousand sleeping tasks, their timers and as many hops onto the main actor a tick otherwise — most
/// of an idle server's time. A page's tick that finds nothing doubles the wait before its next, up to
/// `maximumTickInterval`; a tick that finds a change, or a message from the page, brings it back to `tickInterval`. An
/// animation the app drives on a timer is followed tick by tick. A tick's time is its client's, like its messages':
/// while the client is past its share, its pages' ticks wait. A pass over many pages lets other work onto the main
/// actor between slices of `slice`, so that answers do not wait behind every page's tick.
@MainActor
final class SessionTicker {
    /// A page whose session is ticked.
    private final class Page {
        let session: LiveSession
        let control: LiveConnection.Control
        let allowance: ClientAllowance
        var interval: Duration
        var due: ContinuousClock.Instant
        var lastMessage: ContinuousClock.Instant

        init(session: LiveSession, control: LiveConnection.Control, allowance: ClientAllowance, interval: Duration) {
            self.session = session
            self.control = control
            self.allowance = allowance
            self.interval = interval
            due = .now + interval
            lastMessage = control.lastMessage
        }
    }

    private let configuration: LiveHost.Configuration
    private let metrics: LiveHostMetrics
    private let logger: Logger
    private var pages: [ObjectIdentifier: Page] = [:]
    private var loop: Task<Void, Never>?

    /// The longest wait between ticks of a page where nothing happens: how late a change the app makes on its own
    /// after a quiet spell can reach the page.
    static let maximumTickInterval: Duration = .milliseconds(250)
    /// The longest the main actor spends on ticks before other work gets a turn.
    static let slice: Duration = .milliseconds(4)

    nonisolated init(configuration: LiveHost.Configuration, metrics: LiveHostMetrics, logger: Logger) {
        self.configuration = configuration
        self.metrics = metrics
        self.logger = logger
    }

    /// Ticks `session`, whose page is connected through `control`, charging its time to `allowance`, until that
    /// connection ends or is removed (`remove(_:connectedThrough:)`).
    func add(_ session: LiveSession, control: LiveConnection.Control, allowance: ClientAllowance) {
        pages[ObjectIdentifier(session)] = Page(
            session: session, control: control, allowance: allowance, interval: configuration.tickInterval)
        if loop == nil { loop = Task { await run() } }
    }

    /// Stops ticking `session` for the connection `control`, unless a page that resumed it has taken it since.
    func remove(_ session: LiveSession, connectedThrough control: LiveConnection.Control) {
        guard pages[ObjectIdentifier(session)]?.control === control else { return }
        pages[ObjectIdentifier(session)] = nil
    }

    private func run() async {
        while !pages.isEmpty {
            try? await Task.sleep(for: configuration.tickInterval)
            let now = ContinuousClock.now
            var sliceStart = now
            for page in pages.values where page.due <= now {
                // A page removed during an earlier slice is not ticked.
                guard pages[ObjectIdentifier(page.session)] === page else { continue }
                tick(page, at: now)
                if ContinuousClock.now - sliceStart > Self.slice {
                    await Task.yield()
                    sliceStart = .now
                }
            }
        }
        loop = nil
    }

    private func tick(_ page: Page, at now: ContinuousClock.Instant) {
        guard page.control.ending == nil else {
            remove(page.session, connectedThrough: page.control)
            return
        }
        page.due = now + page.interval
        guard !page.allowance.isInDebt() else { return }
        let start = ContinuousClock.now
        let sent = page.session.tickAndSend()
        let spent = ContinuousClock.now - start
        page.allowance.charge(spent)
        metrics.mainActorSeconds.increment(by: spent / .seconds(1))
        let lastMessage = page.control.lastMessage
        let messageArrived = lastMessage != page.lastMessage
        page.lastMessage = lastMessage
        page.interval = sent || messageArrived
            ? configuration.tickInterval : min(page.interval * 2, max(configuration.tickInterval, Self.maximumTickInterval))
        page.due = now + page.interval
        let views = page.session.liveViewCount
        if views > configuration.maximumViewsPerSession {
            logger.warning("live session closed: its app holds \(views) views")
            end(page, .bye("the page grew past what the server keeps for one page", keepsSession: false))
            return
        }
        if now - lastMessage > configuration.idleTimeout {
            end(page, .bye("the page was idle too long", keepsSession: false))
        }
    }

    private func end(_ page: Page, _ ending: LiveConnection.Ending) {
        page.control.end(ending)
        remove(page.session, connectedThrough: page.control)
    }
}
