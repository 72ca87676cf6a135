import Foundation
import Logging
import OpenCollectionView

/// Looks for the app's own changes in the connected pages' sessions (`LiveSession.tickAndSend()`) from one task on the
/// main actor, and ends the connection of a page that has been idle too long or whose app holds too many views (counted
/// as they are made and freed, `UIWindowScene.liveViewCount`, so that checking costs nothing).
///
/// One task wakes each `tickInterval` and ticks the pages whose scene noted a change since it last looked
/// (`HostChangeList`: the first change a scene notes puts it there) — a change the app makes on its own (a search
/// answered late, a row that loads, an animation on a timer) reaches its page within a tick interval — and the pages
/// due: those still settling a scroll (the lead drawn for a fling is dropped as it fades) every tick, and every page
/// once each `housekeepingInterval` (five seconds), for its idle time, its views, its rest and its ping
/// (`LiveHost.Configuration.pingInterval`: a page quiet for an interval is pinged, one that leaves a ping unanswered
/// for an interval is dropped). Looking at every page on a timer instead cost the most when most pages change nothing:
/// pages in use at a person's pace were looked at some fourteen times a message, 4 % of the server's time. A page
/// nobody has used for `restingSpell` rests: its app's collection views let go of the views they keep for reuse
/// (`LiveSession.rest()`). A tick's time is its client's, like its messages': while the client is past its share, its
/// pages' ticks wait. A pass over many pages lets other work onto the main actor between slices of `slice`, so that
/// answers do not wait behind every page's tick.
@MainActor
final class SessionTicker {
    /// A page whose session is ticked.
    private final class Page {
        let session: LiveSession
        let control: LiveConnection.Control
        let allowance: ClientAllowance
        /// When the page's next tick is due; the schedule's entries for other times are stale (a change ticked the
        /// page sooner).
        var due: ContinuousClock.Instant
        var lastMessage: ContinuousClock.Instant
        /// When the page last sent a message or the app last changed it on its own.
        var lastActivity: ContinuousClock.Instant
        /// Whether the session was told it rests (`LiveSession.rest()`) since its last activity.
        var isResting = false
        /// Which page this is, of all the ticker was given (`schedule`).
        var number: UInt64 = 0
        /// The wake that last ticked the page: a page both due and changed is ticked once.
        var lastWake: UInt64 = 0
        /// When the page was sent the ping it has not answered yet, if it has one.
        var unansweredPing: ContinuousClock.Instant?

        init(session: LiveSession, control: LiveConnection.Control, allowance: ClientAllowance) {
            self.session = session
            self.control = control
            self.allowance = allowance
            due = .now
            lastMessage = control.lastMessage
            lastActivity = .now
        }
    }

    private let configuration: LiveHost.Configuration
    private let metrics: LiveHostMetrics
    private let logger: Logger
    /// How long a page goes between ticks when nothing changes in it.
    private let housekeepingInterval: Duration
    private let wakesOnItsOwn: Bool
    /// The pages by their session's scene.
    private var pages: [ObjectIdentifier: Page] = [:]
    /// The scenes that changed since the last wake.
    private let changes = HostChangeList()
    /// The pages by when their next tick is due, by scene, the page's number (a page that resumes the session is
    /// another) and the due time: a page removed since, or ticked sooner, is skipped when taken, and was not kept alive
    /// meanwhile.
    private var schedule: TickSchedule<(scene: ObjectIdentifier, page: UInt64, due: ContinuousClock.Instant)>
    /// The number the next page added gets.
    private var nextPageNumber: UInt64 = 0
    private var loop: Task<Void, Never>?
    /// How many times the ticker woke, and how many pages it ticked: what tests count.
    private(set) var wakes: UInt64 = 0
    private(set) var ticks = 0
    /// How many pings the ticker queued: what tests wait on.
    private(set) var pings = 0
    /// How many pages are ticked.
    var pageCount: Int { pages.count }

    /// How long a page goes without a message or a change of the app's own before it rests (`LiveSession.rest()`): a
    /// page in use, even at a slow reader's pace, keeps its spare views — making them again after every pause would
    /// cost more time than they cost memory.
    nonisolated static let restingSpell: Duration = .seconds(30)

    /// The longest the main actor spends on ticks before other work gets a turn.
    static let slice: Duration = .milliseconds(4)

    /// A ticker waking every `configuration.tickInterval` while it has pages — or, unless it `wakesOnItsOwn`, when
    /// told (`wake(at:)`, as tests drive it) — looking at a page where nothing changes every `housekeepingInterval`,
    /// or as often as the idle timeout or the ping interval is long if that is shorter.
    nonisolated init(
        configuration: LiveHost.Configuration, metrics: LiveHostMetrics, logger: Logger,
        housekeepingInterval: Duration = .seconds(5), wakesOnItsOwn: Bool = true
    ) {
        self.configuration = configuration
        self.wakesOnItsOwn = wakesOnItsOwn
        self.metrics = metrics
        self.logger = logger
        let longest = min(housekeepingInterval, configuration.idleTimeout, configuration.pingInterval)
        self.housekeepingInterval = max(longest, configuration.tickInterval)
        schedule = TickSchedule(start: .now, interval: configuration.tickInterval)
    }

    /// Ticks `session`, whose page is connected through `control`, charging its time to `allowance`, until that
    /// connection ends or is removed (`remove(_:connectedThrough:)`). Its first tick comes at the next wake.
    func add(_ session: LiveSession, control: LiveConnection.Control, allowance: ClientAllowance) {
        let page = Page(session: session, control: control, allowance: allowance)
        pages[ObjectIdentifier(session.scene)] = page
        nextPageNumber += 1
        page.number = nextPageNumber
        session.scene.noteHostChanges(in: changes)
        if wakesOnItsOwn, loop == nil { loop = Task { await run() } }
    }

    /// Stops ticking `session` for the connection `control`, unless a page that resumed it has taken it since.
    func remove(_ session: LiveSession, connectedThrough control: LiveConnection.Control) {
        let key = ObjectIdentifier(session.scene)
        guard pages[key]?.control === control else { return }
        pages[key] = nil
        session.scene.noteHostChanges(in: nil)
    }

    private func run() async {
        while !pages.isEmpty {
            try? await Task.sleep(for: configuration.tickInterval)
            await wake(at: .now)
        }
        schedule = TickSchedule(start: .now, interval: configuration.tickInterval)
        loop = nil
    }

    /// Ticks the pages whose scene changed since the last wake and those due by `now`, each once, letting other work
    /// onto the main actor between pages every `slice`.
    func wake(at now: ContinuousClock.Instant) async {
        wakes += 1
        let (changed, outsideEveryScene) = changes.take()
        // A change outside every scene may show in any page.
        var due = outsideEveryScene ? Array(pages.values) : changed.compactMap { pages[$0] }
        for entry in schedule.takeDue(at: now) {
            guard let page = pages[entry.scene], page.number == entry.page, page.due == entry.due else { continue }
            due.append(page)
        }
        var sliceStart = ContinuousClock.now
        for page in due where page.lastWake != wakes {
            if ContinuousClock.now - sliceStart > Self.slice {
                await Task.yield()
                sliceStart = .now
            }
            page.lastWake = wakes
            // A page removed during an earlier slice is not ticked.
            guard pages[ObjectIdentifier(page.session.scene)] === page else { continue }
            tick(page, at: now)
        }
    }

    private func tick(_ page: Page, at now: ContinuousClock.Instant) {
        let (ending, lastMessage) = page.control.endingAndLastMessage
        guard ending == nil else {
            remove(page.session, connectedThrough: page.control)
            return
        }
        ticks += 1
        // A page whose session has nothing to look at — most pages ticked for their housekeeping — is ticked without
        // its client's allowance or a clock: that check costs less than timing it would.
        var sent = false
        var waitsForItsShare = false
        if !page.session.hasNothingToTick {
            if page.allowance.isInDebt() {
                waitsForItsShare = true
            } else {
                sent = charging(page) { page.session.tickAndSend() }
            }
        }
        let messageArrived = lastMessage != page.lastMessage
        page.lastMessage = lastMessage
        if sent || messageArrived {
            page.lastActivity = now
            page.isResting = false
        } else if !page.isResting, now - page.lastActivity >= Self.restingSpell {
            page.isResting = true
            charging(page) { page.session.rest() }
        }
        if let lastRead = page.control.lastRead {
            let heard = lastRead.time
            if let sent = page.unansweredPing {
                if heard >= sent {
                    page.unansweredPing = nil
                } else if now - sent >= configuration.pingInterval {
                    // A ping unanswered for an interval: the page went away without a word. Counted from the ping,
                    // not from what was last heard, so that a ticker late to wake (its main actor busy) does not take
                    // its own lateness for the page's silence.
                    end(page, .silent)
                    return
                }
            }
            // Only a quiet page is pinged: what a page in use sends keeps proxies open and says it is there, and a
            // ping costs the server a write and a read.
            if page.unansweredPing == nil, now - heard >= configuration.pingInterval,
                page.session.output?.ping() == true
            {
                pings += 1
                page.unansweredPing = now
            }
        }
        // A scroll still settling, and a tick that waits for its client's share, are looked at again next wake.
        let soon = waitsForItsShare || !page.session.hasNothingToTick
        page.due = now + (soon ? configuration.tickInterval : housekeepingInterval)
        schedule.insert((ObjectIdentifier(page.session.scene), page.number, page.due), dueAt: page.due)
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

    /// Runs `work` for `page`, its time charged to the page's client and counted as the main actor's.
    private func charging<Result>(_ page: Page, _ work: () -> Result) -> Result {
        let start = ContinuousClock.now
        let chargedFrom = page.allowance.now
        let result = work()
        page.allowance.charge(page.allowance.now - chargedFrom)
        metrics.mainActorSeconds.increment(by: (ContinuousClock.now - start) / .seconds(1))
        return result
    }

    private func end(_ page: Page, _ ending: LiveConnection.Ending) {
        page.control.end(ending)
        remove(page.session, connectedThrough: page.control)
    }
}
