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
/// `maximumActiveTickInterval` within `activeSpell` of the page's last message or the app's last change of its own, and
/// up to `maximumQuietTickInterval` after; a tick that finds a change, or a message from the page, brings it back to
/// `tickInterval`. So what an app does on its own right after a person acts (a search answered late, a row that loads)
/// shows within a quarter second, a change after a long quiet spell within a second, and the pages nobody is using —
/// most of a busy server's — cost a quarter of the ticks. An animation the app drives on a timer is followed tick by
/// tick. A page nobody has used for `restingSpell` rests: its app's collection views let go of the views they keep
/// for reuse (`LiveSession.rest()`). A tick's time is its client's, like its messages': while the client is past its
/// share, its pages' ticks wait. A pass over many pages lets other work onto the main actor between slices of `slice`,
/// so that answers do not wait behind every page's tick.
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
        /// When the page last sent a message or the app last changed it on its own.
        var lastActivity: ContinuousClock.Instant
        /// Whether the session was told it rests (`LiveSession.rest()`) since its last activity.
        var isResting = false
        /// Which page this is, of all the ticker was given (`schedule`).
        var number: UInt64 = 0

        init(session: LiveSession, control: LiveConnection.Control, allowance: ClientAllowance, interval: Duration) {
            self.session = session
            self.control = control
            self.allowance = allowance
            self.interval = interval
            due = .now + interval
            lastMessage = control.lastMessage
            lastActivity = .now
        }
    }

    private let configuration: LiveHost.Configuration
    private let metrics: LiveHostMetrics
    private let logger: Logger
    private var pages: [ObjectIdentifier: Page] = [:]
    /// The pages by when their next tick is due, by the session's identity and the page's number (a page that resumes
    /// the session is another): a page removed since is skipped when taken, and was not kept alive meanwhile.
    private var schedule: TickSchedule<(session: ObjectIdentifier, page: UInt64)>
    /// The number the next page added gets.
    private var nextPageNumber: UInt64 = 0
    private var loop: Task<Void, Never>?

    /// The longest wait between ticks of a page in use where nothing happens: how late a change the app makes on its own
    /// soon after a person acts can reach the page.
    nonisolated static let maximumActiveTickInterval: Duration = .milliseconds(250)
    /// The longest wait between ticks of a page that has been quiet (`activeSpell` without a message or a change).
    nonisolated static let maximumQuietTickInterval: Duration = .seconds(1)
    /// How long after a message or a change of the app's own a page counts as in use.
    nonisolated static let activeSpell: Duration = .seconds(2)
    /// How long a page goes without a message or a change of the app's own before it rests (`LiveSession.rest()`): a
    /// page in use, even at a slow reader's pace, keeps its spare views — making them again after every pause would
    /// cost more time than they cost memory.
    nonisolated static let restingSpell: Duration = .seconds(30)
    /// The wait before a page's next tick, after a tick that waited `interval`: `tickInterval` when the tick found a
    /// change or the page sent a message (`active`), else twice `interval`, up to `maximumActiveTickInterval` within
    /// `activeSpell` of the last activity and `maximumQuietTickInterval` after it (never below `tickInterval`).
    nonisolated static func interval(
        after interval: Duration, active: Bool, sinceActivity: Duration, tickInterval: Duration
    ) -> Duration {
        guard !active else { return tickInterval }
        let ceiling = sinceActivity < activeSpell ? maximumActiveTickInterval : maximumQuietTickInterval
        return min(interval * 2, max(tickInterval, ceiling))
    }

    /// The longest the main actor spends on ticks before other work gets a turn.
    static let slice: Duration = .milliseconds(4)

    nonisolated init(configuration: LiveHost.Configuration, metrics: LiveHostMetrics, logger: Logger) {
        self.configuration = configuration
        self.metrics = metrics
        self.logger = logger
        schedule = TickSchedule(start: .now, interval: configuration.tickInterval)
    }

    /// Ticks `session`, whose page is connected through `control`, charging its time to `allowance`, until that
    /// connection ends or is removed (`remove(_:connectedThrough:)`).
    func add(_ session: LiveSession, control: LiveConnection.Control, allowance: ClientAllowance) {
        let page = Page(session: session, control: control, allowance: allowance, interval: configuration.tickInterval)
        pages[ObjectIdentifier(session)] = page
        nextPageNumber += 1
        page.number = nextPageNumber
        schedule.insert((ObjectIdentifier(session), page.number), dueAt: page.due)
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
            for entry in schedule.takeDue(at: now) {
                // A page removed since it was scheduled (or during an earlier slice) is not ticked.
                guard let page = pages[entry.session], page.number == entry.page else { continue }
                tick(page, at: now)
                if pages[entry.session] === page { schedule.insert(entry, dueAt: page.due) }
                if ContinuousClock.now - sliceStart > Self.slice {
                    await Task.yield()
                    sliceStart = .now
                }
            }
        }
        schedule = TickSchedule(start: .now, interval: configuration.tickInterval)
        loop = nil
    }

    private func tick(_ page: Page, at now: ContinuousClock.Instant) {
        let (ending, lastMessage) = page.control.endingAndLastMessage
        guard ending == nil else {
            remove(page.session, connectedThrough: page.control)
            return
        }
        page.due = now + page.interval
        // A page whose session has nothing to look at — most pages, most of the time — is ticked without its client's
        // allowance or a clock: that check costs less than timing it would.
        let sent: Bool
        if page.session.hasNothingToTick {
            sent = false
        } else {
            guard !page.allowance.isInDebt() else { return }
            sent = charging(page) { page.session.tickAndSend() }
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
        page.interval = Self.interval(
            after: page.interval, active: sent || messageArrived, sinceActivity: now - page.lastActivity,
            tickInterval: configuration.tickInterval)
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
