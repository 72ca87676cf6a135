import Foundation
import Logging
import OpenCollectionView

/// One live page: a `UIWindow` showing the page's screens, driven by what the page reports (`ClientMessage`) and
/// answering with what changed (PROTOCOL.md). Runs on the main actor, as UIKit code does; sessions share nothing.
///
/// Text is measured with the fonts the page measured (`AdvanceTableTextMeasurer`), so self-sizing cells fit what the
/// browser draws. The window's appearance follows the browser's colour scheme, and its contrast is increased when the
/// browser asks for more or the host draws with increased contrast anyway (`LiveHost.Configuration.increasesContrast`);
/// everything is drawn with the window's traits. Between messages, `tick()` notices what the app changed on its own
/// (a timer applied a snapshot): when the scene's change mark moved (`UIWindowScene.hostChangeMark`), by the window's
/// `hostChangeSignature`, and only then draws again.
///
/// Each session is its own app: its window lives in a `UIWindowScene` of its own, and every message and tick runs as
/// that scene's code, so `UIApplication.shared`, `UIScreen.main` and `UITraitCollection.current` answer for this page
/// alone — in the tasks the app starts here too.
@MainActor
@_spi(Benchmarks) public final class LiveSession {
    /// The name a reconnecting page gives to resume this session.
    let token: String
    /// The page's app: the scene its window belongs to, in charge whenever the session runs the app's code.
    let scene: UIWindowScene
    /// The window showing the page's screen, which the page's messages drive.
    @_spi(Benchmarks) public let window: UIWindow
    private let screens: any LiveScreens
    /// How the session measures text: as the page's browser does (a measurer shared by every page with the same
    /// fonts) — until a page that had not measured its fonts yet sends them, as another page with the same probe
    /// measured them — or headless for a page that sent neither.
    private(set) var measurer: (any TextMeasurer)?
    /// Whether the window has increased contrast whatever the browser prefers.
    private let increasesContrast: Bool
    private var sent = SentWindow()
    /// What the page showed of each collection view when it last reported, and how fast it scrolled.
    private var scrolling: [String: ScrollTracking] = [:]
    /// The frame messages sent; the page draws the first one whole.
    private(set) var framesSent = 0
    /// Where the session's messages go while its page is connected.
    var output: OutgoingQueue?

    /// How much a page may ask of its session: the largest window, and the most elements of a collection view.
    struct Limits: Sendable {
        var maximumViewportSide: CGFloat
        var maximumViewportArea: CGFloat
        var maximumElementsPerCollectionView: Int

        init(_ configuration: LiveHost.Configuration) {
            maximumViewportSide = configuration.maximumViewportSide
            maximumViewportArea = configuration.maximumViewportArea
            maximumElementsPerCollectionView = configuration.maximumElementsPerCollectionView
        }

        /// The window size a page reporting a viewport of `size` gets: `size` when it is within the limits, else
        /// scaled down, keeping its shape, until both sides and the area are.
        func windowSize(for size: CGSize) -> CGSize {
            var scale = min(1, maximumViewportSide / max(size.width, size.height, 1))
            let area = size.width * size.height * scale * scale
            if area > maximumViewportArea { scale *= (maximumViewportArea / area).squareRoot() }
            guard scale < 1 else { return size }
            return CGSize(width: max(1, (size.width * scale).rounded(.down)), height: max(1, (size.height * scale).rounded(.down)))
        }
    }

    private let limits: Limits
    /// The time scrolls are measured by (their speed, the session's answer time).
    private let clock: HostClock

    /// A session for a page that said `hello`, showing the screens `screens` has at its path; `nil` when there are
    /// none there. The window has increased contrast when the page asks for it or `increasesContrast` says so, and is
    /// held to `limits` whatever the page asks. Scrolls are timed by `clock`.
    init?(
        token: String, hello: ClientMessage.Hello, screens: any LiveScreens, increasesContrast: Bool = true,
        limits: Limits = Limits(LiveHost.Configuration()), clock: HostClock = .continuous
    ) {
        let path = Self.screenPath(of: hello.path)
        self.token = token
        self.clock = clock
        self.screens = screens
        self.increasesContrast = increasesContrast
        self.limits = limits
        measurer = hello.fonts.map(BrowserFontMetrics.measurer(for:))
            ?? hello.fontProbe.flatMap(BrowserFontMetrics.measurer(matchingProbe:))
        scene = UIWindowScene(title: path)
        window = UIWindow(windowScene: scene)
        window.frame = CGRect(origin: .zero, size: limits.windowSize(for: hello.viewport))
        window.hostMaximumElementsPerCollectionView = limits.maximumElementsPerCollectionView
        window.traitOverrides.displayScale = min(max(hello.scale.rounded(), 1), 3)
        // The screens are made in the page's appearance, as an app's are in the device's.
        let (style, contrast) = Self.traits(
            dark: hello.dark ?? false, contrast: hello.contrast ?? false, increasesContrast: increasesContrast)
        window.traitOverrides.userInterfaceStyle = style
        window.traitOverrides.accessibilityContrast = contrast
        if hello.rightToLeft == true { window.traitOverrides.layoutDirection = .rightToLeft }
        let made: UIViewController? = Self.serving(token: token, scene: scene, measurer: measurer) {
            screens.rootViewController(forPath: path)
        }
        guard let root = made else {
            scene.disconnect()
            return nil
        }
        Self.serving(token: token, scene: scene, measurer: measurer) {
            window.rootViewController = root
            window.makeKeyAndVisible()
        }
    }

    /// The path of the screen a page at `address` shows: the address without its query or fragment.
    static func screenPath(of address: String) -> String {
        String(address.prefix { $0 != "?" && $0 != "#" })
    }

    /// Whether the session shows what a page at `address` shows: the screens' address for the window is the
    /// address's path (or the screens say no address, as a single screen does). A page resumes only its own session.
    func shows(_ address: String) -> Bool {
        guard let shown = screens.path(of: window) else { return true }
        return shown == Self.screenPath(of: address)
    }

    /// The window's appearance and contrast for a browser that prefers `dark` and asks for more `contrast`.
    private static func traits(
        dark: Bool, contrast: Bool, increasesContrast: Bool
    ) -> (UIUserInterfaceStyle, UIAccessibilityContrast) {
        (dark ? .dark : .light, contrast || increasesContrast ? .high : .normal)
    }

    /// Takes the fonts the page measured, when they are not the ones the session measures text with (it started with
    /// another page's, or none): everything that measured text measures again, and the answer is the patch of what
    /// moved; `nil` when nothing changed.
    func adoptFonts(_ table: FontAdvanceTable) -> LiveMessage? {
        let measured = BrowserFontMetrics.measurer(for: table)
        guard (measurer as? AdvanceTableTextMeasurer) !== measured else { return nil }
        // Set before serving: the app's code runs with the measurer the session has when it starts.
        measurer = measured
        return serving {
            window.hostTextMeasurementDidChange()
            return patchMessage()
        }
    }

    /// Takes the appearance and contrast a resuming page reports, if it reports them (a page that says nothing keeps
    /// what the session has).
    func adoptAppearance(of hello: ClientMessage.Hello) {
        guard hello.dark != nil || hello.contrast != nil else { return }
        _ = handle(.appearance(dark: hello.dark ?? false, contrast: hello.contrast ?? false))
    }

    /// Runs the app's code for the page, as the page's own app (its scene in charge), with text measured as the page
    /// measures it, and with the app's misuse (UIKit's exceptions: a layout with no room, a snapshot with duplicates)
    /// logged with the session's token rather than stopping the server, whatever `Diagnostics.policy` says — all three
    /// also in tasks the app's code starts here. The misusing call is undone and the page goes on.
    private static func serving<Result>(
        token: String, scene: UIWindowScene, measurer: (any TextMeasurer)?, _ body: () -> Result
    ) -> Result {
        let name = String(token.prefix(8))
        return scene.run {
            Diagnostics.handling({ diagnostic in
                let level: Logger.Level = diagnostic.severity == .error ? .error : .warning
                logger.log(level: level, "live session \(name): \(diagnostic.description)")
            }) {
                guard let measurer else { return body() }
                return TextMeasurement.withMeasurer(measurer, body)
            }
        }
    }

    private func serving<Result>(_ body: () -> Result) -> Result {
        Self.serving(token: token, scene: scene, measurer: measurer, body)
    }

    private nonisolated static let logger = Logger(label: "OpenCollectionViewWeb")

    // MARK: Messages in

    /// A session as a page of `size` at `path` opens it, measuring text with the headless rule and timing scrolls by
    /// `clock` (the continuous clock when `nil`): for benchmarks and tools that drive a session without a network.
    @_spi(Benchmarks) public static func opened(
        atPath path: String, size: CGSize, screens: any LiveScreens, clock: SkippingClock? = nil
    ) -> LiveSession? {
        let hello = ClientMessage.Hello(path: path, viewport: size, scale: 1, fonts: nil, resumeToken: nil, reducedMotion: false)
        return LiveSession(token: "measured", hello: hello, screens: screens, clock: clock?.hostClock ?? .continuous)
    }

    /// Handles a message's text as the page's connection does: decoded, applied, and answered with a patch, an
    /// `error` message, or nothing.
    @_spi(Benchmarks) public func receive(_ text: String) -> LiveMessage? {
        do {
            return handle(try ClientMessage.decode(text))
        } catch {
            return LiveConnection.error(error.description)
        }
    }

    /// Applies `message` and answers with what changed, or with an error for a message the page should not have
    /// sent; `nil` when nothing changed.
    func handle(_ message: ClientMessage) -> LiveMessage? {
        if case .fonts(let table) = message { return adoptFonts(table) }
        return serving {
            if case .scroll(let identity, let offset, let roundTrip) = message,
                let collectionView = window.collectionView(withHostIdentity: identity) {
                let started = clock.now()
                defer {
                    scrolling.changeTracking(of: identity) { $0.answered(in: clock.now() - started) }
                    // The answer's time decides how far ahead the next tick draws: it looks again.
                    overscansAreAtRest = false
                }
                if let roundTrip { scrolling[identity, default: ScrollTracking()].roundTrip = roundTrip }
                scroll(collectionView, identity: identity, to: offset)
                if window.hostChangeSignature == sent.signature { return scrollPatchMessage(collectionView, identity: identity) }
                return patchMessage()
            }
            return patchMessage(drawn: apply(message))
        }
    }

    private func scroll(_ collectionView: UICollectionView, identity: String, to reported: CGPoint) {
        let offset = scrolling[identity, default: ScrollTracking()].report(reported, at: clock.now())
        collectionView.contentOffset = clamped(offset, in: collectionView)
        scrolling.changeTracking(of: identity) { $0.shownOffset = collectionView.contentOffset }
        updateOverscans()
        collectionView.layoutIfNeeded()
    }

    /// The patch of a scroll that changed nothing but the scroll position (the window's change signature is what it
    /// was when last drawn): only the scrolled collection view is drawn again, and the elements it still shows reuse
    /// the view trees the page has, so that a scroll costs what comes into view rather than the whole screen.
    private func scrollPatchMessage(_ collectionView: UICollectionView, identity: String) -> LiveMessage? {
        collectionPatchMessage([(collectionView, identity)])
    }

    /// A patch of `collectionViews` alone, drawn again while nothing else in the window changed; `nil` when none of
    /// them changed on the page. The elements the page shows with the same items are not drawn from their views again,
    /// and the elements the page shows as they are not read at all (a tree continuing the one the page was drawn
    /// from).
    private func collectionPatchMessage(_ collectionViews: [(UICollectionView, String)]) -> LiveMessage? {
        // No room reserved: a quiet page's tick asks with nothing changed, and must make nothing. The message opens
        // with its first entry, so that the entries are written once, into it.
        var message = JSONWriter(capacity: 0)
        for (collectionView, identity) in collectionViews {
            let tree: RenderTree
            do {
                // A copy of what was sent, gone before the entry records the new drawing: alive then, it would make
                // that recording copy every element record the page keeps.
                let state = sent.collections[identity]
                tree = collectionView.renderTree(
                    continuing: state?.treeNumber, keepingHostViews: { state?.showsView(of: $0, at: $1) ?? false })
            }
            // Drawn with the window's traits, as WindowHTML draws the rest of the window.
            var entry = collectionEntry(identity, tree: tree, traitCollection: window.traitCollection)
            if case .needsWholeTree = entry {
                let whole = collectionView.renderTree(continuing: nil, keepingHostViews: { _, _ in false })
                entry = collectionEntry(identity, tree: whole, traitCollection: window.traitCollection)
            }
            if case .changed(let json) = entry {
                message.raw(message.isEmpty ? "{\"t\":\"patch\",\"cvs\":[" : ",")
                message.raw(json)
            }
            overscanChanged.remove(identity)
        }
        guard !message.isEmpty else { return nil }
        message.raw("]}")
        return LiveMessage(message)
    }

    /// The entry of collection view `identity` drawn as `tree`, against what the page was sent of it (nothing when
    /// `startingOver`: everything is sent). Keeps what was sent, and where the content was drawn, unless the tree left
    /// out what the entry needs (`CollectionPatch.Entry.needsWholeTree`).
    private func collectionEntry(
        _ identity: String, tree: RenderTree, startingOver: Bool = false, traitCollection: UITraitCollection
    ) -> CollectionPatch.Entry {
        // Taken out of `sent` while the entry is written, so that recording the entry copies none of it.
        var state = startingOver ? nil : sent.collections.removeValue(forKey: identity)
        let entry = CollectionPatch.write(
            identity: identity, tree: tree, sent: &state, pageOffset: scrolling[identity]?.shownOffset,
            traitCollection: traitCollection)
        if case .needsWholeTree = entry {
            // Nothing was recorded: what the page was sent goes back as it was.
            if !startingOver { sent.collections[identity] = state }
            return entry
        }
        sent.collections[identity] = state
        scrolling[identity, default: ScrollTracking()].drew(at: tree.visibleRect.origin)
        return entry
    }

    /// Applies `message` to the window and answers the render tree the window drew after it; `nil` when the message
    /// changed nothing (its target is gone) or is handled elsewhere (a scroll).
    private func apply(_ message: ClientMessage) -> WindowRenderTree? {
        switch message {
        case .hello, .fonts:
            return nil  // a hello opens or resumes the session; fonts are handled by handle(_:), before serving
        case .resize(let size, let scale):
            window.traitOverrides.displayScale = min(max(scale.rounded(), 1), 3)
            return window.handle(.resize(limits.windowSize(for: size)))
        case .scroll:
            return nil  // handled by handle(_:), which draws a scroll on its own
        case .panBegan(let identity):
            return window.handle(.collectionView(identity, .beginDragging))
        case .panEnded(let identity, let velocity):
            return window.handle(.collectionView(identity, .endDragging(velocity: velocity)))
        case .panSettled(let identity):
            return window.handle(.collectionView(identity, .endDecelerating))
        case .scrollRow(let identity, let section, let offset):
            return window.handle(.collectionView(identity, .scrollOrthogonalSection(section, to: offset)))
        case .touchDown(let identity, let point, let modifiers):
            return window.handle(.collectionView(identity, .touchDown(at: point, modifiers: modifiers)))
        case .touchUp(let identity, let inside):
            return window.handle(.collectionView(identity, .touchUp(inside: inside)))
        case .tap(let identity, let point):
            return window.handle(.collectionView(identity, .tap(at: point)))
        case .contextMenu(let identity, let element, let point):
            guard let indexPath = sent.indexPath(of: element, in: identity) else { return nil }
            return window.handle(.collectionView(identity, .showContextMenu(item: indexPath, at: point)))
        case .accessory(let identity, let element, let kind):
            guard let indexPath = sent.indexPath(of: element, in: identity) else { return nil }
            return window.handle(.collectionView(identity, .tapAccessory(kind, item: indexPath)))
        case .swipeBegan(let identity, let element, let edge):
            guard let indexPath = sent.indexPath(of: element, in: identity) else { return nil }
            return window.handle(.collectionView(identity, .swipeBegan(item: indexPath, edge: edge)))
        case .swipeMoved(let identity, let translation):
            return window.handle(.collectionView(identity, .swipeMoved(translation: translation)))
        case .swipeEnded(let identity):
            return window.handle(.collectionView(identity, .swipeEnded))
        case .swipeAction(let identity, let index):
            return window.handle(.collectionView(identity, .tapSwipeAction(index: index)))
        case .dragBegan(let identity, let element):
            guard let indexPath = sent.indexPath(of: element, in: identity) else { return nil }
            return window.handle(.collectionView(identity, .dragBegan(item: indexPath)))
        case .lift(let identity, let element, let point):
            guard let indexPath = sent.indexPath(of: element, in: identity) else { return nil }
            return window.handle(.collectionView(identity, .liftItem(indexPath, at: point)))
        case .dragMoved(let identity, let point):
            return window.handle(.collectionView(identity, .dragMoved(to: point)))
        case .dragEnded(let identity):
            return window.handle(.collectionView(identity, .dragEnded))
        case .dragCancelled(let identity):
            return window.handle(.collectionView(identity, .dragCancelled))
        case .key(let identity, let key, let modifiers):
            return window.handle(.collectionView(identity, .key(key, modifiers: modifiers)))
        case .indexTitle(let identity, let index):
            return window.handle(.collectionView(identity, .tapIndexTitle(index: index)))
        case .pullToRefresh(let identity):
            return window.handle(.collectionView(identity, .pullToRefresh))
        case .cellMenu(let identity, let index):
            return window.handle(.collectionView(identity, .chooseMenuElement(index: index)))
        case .barButton(let identity):
            return window.handle(.tapBarButton(identity))
        case .barMenu(let index):
            return window.handle(.chooseMenuElement(index: index))
        case .dismissMenu(let identity):
            return window.handle(identity.map { .collectionView($0, .dismissMenu) } ?? .dismissMenu)
        case .searchBegan(let searchBar):
            return window.handle(.beginSearch(searchBar: searchBar))
        case .searchText(let text, let searchBar):
            return window.handle(.searchText(text, searchBar: searchBar))
        case .searchReturned(let searchBar):
            return window.handle(.pressSearch(searchBar: searchBar))
        case .searchCancelled(let searchBar):
            return window.handle(.cancelSearch(searchBar: searchBar))
        case .toggleSwitch(let identity):
            return window.handle(.toggleSwitch(identity))
        case .tapButton(let identity):
            return window.handle(.tapButton(identity))
        case .longPressButton(let identity):
            return window.handle(.longPressButton(identity))
        case .selectSegment(let identity, let index):
            return window.handle(.selectSegment(identity, index: index))
        case .setPage(let identity, let page):
            return window.handle(.setPage(identity, page: page))
        case .endEditing(let identity):
            return window.handle(.endEditing(identity))
        case .clearText(let identity):
            return window.handle(.clearText(identity))
        case .setSliderValue(let identity, let value):
            return window.handle(.setSliderValue(identity, value: value))
        case .stepStepper(let identity, let increment):
            return window.handle(.stepStepper(identity, increment: increment))
        case .dragResizeHandle(let identity, let drag):
            return window.handle(.dragResizeHandle(identity, drag))
        case .back:
            return window.handle(.tapBarButton("back"))
        case .appearance(let dark, let moreContrast):
            // New traits change the skeleton and every element's colours: the next patch draws everything again
            // (CollectionPatch compares the traits elements were drawn with).
            let (style, contrast) = Self.traits(dark: dark, contrast: moreContrast, increasesContrast: increasesContrast)
            window.handle(.userInterfaceStyle(style))
            return window.handle(.accessibilityContrast(contrast))
        }
    }

    /// `offset` within the scrollable range of `collectionView`, as a scroll view keeps it.
    private func clamped(_ offset: CGPoint, in collectionView: UICollectionView) -> CGPoint {
        let insets = collectionView.adjustedContentInset
        let size = collectionView.contentSize
        let bounds = collectionView.bounds.size
        let maxX = max(-insets.left, size.width + insets.right - bounds.width)
        let maxY = max(-insets.top, size.height + insets.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -insets.left), maxX), y: min(max(offset.y, -insets.top), maxY))
    }

    // MARK: Messages out

    /// Everything the page shows, for a page that opens or comes back. `restarted` says that the page asked to resume
    /// a session that had ended, and got this new one instead.
    @_spi(Benchmarks) public func frameMessage(restarted: Bool = false) -> LiveMessage {
        serving {
            sent = SentWindow()
            framesSent += 1
            updateOverscans()
            return message(type: "frame", full: true, restarted: restarted) ?? LiveMessage(text: "")
        }
    }

    /// How many views the session's app holds (those made while its scene was in charge that are alive): what the
    /// host bounds a session by (`LiveHost.Configuration.maximumViewsPerSession`). O(1).
    var liveViewCount: Int {
        scene.liveViewCount
    }

    /// What a session keeps for its page, counted: the views of its window (those kept for reuse too), and the
    /// elements it keeps as last sent to the page (each a `CollectionPatch.SentElement` of fixed size: digests, not
    /// trees) with the room their tables hold for records. What tests bound a session's memory by.
    struct Footprint: Equatable, CustomStringConvertible {
        var views: Int
        var sentElements: Int
        var sentElementRoom: Int

        var description: String { "\(views) views and \(sentElements) elements as sent (room for \(sentElementRoom))" }
    }

    /// What the session keeps now. O(views + elements).
    var footprint: Footprint {
        Footprint(
            views: window.hostViewCount, sentElements: sent.collections.values.reduce(0) { $0 + $1.elements.count },
            sentElementRoom: sent.collections.values.reduce(0) { $0 + $1.elements.capacity })
    }

    /// The page is at rest (`SessionTicker.restingSpell` without a message or a change of the app's own): the app's
    /// collection views let go of the views they keep for reuse, on every screen it keeps, as UIKit's do when memory runs
    /// low. A page at rest keeps what it shows — some 2 KB a spare cell, a tenth of a grid's page. O(views).
    func rest() {
        serving {
            for collectionView in window.collectionViewsOfLoadedScreens { collectionView.releaseReuseQueues() }
        }
    }

    /// The page went away: its window is hidden, so its screens disappear and the app stops what it does for them
    /// (timers), as when a person leaves a screen.
    func pause() {
        output = nil
        serving {
            scene.setInForeground(false)
            window.isHidden = true
        }
    }

    /// The page came back: its screens appear again.
    func resume(output: OutgoingQueue) {
        self.output = output
        serving {
            scene.setInForeground(true)
            window.isHidden = false
        }
    }

    /// What changed since the last message, if anything: the app's own changes (timers) and what scrolling brought
    /// into view. O(1) when the scene's change mark did not move and no scroll is settling; else it walks the window
    /// for its change signature.
    @_spi(Benchmarks) public func tick() -> LiveMessage? {
        guard !hasNothingToTick else { return nil }
        let mark = scene.hostChangeMark
        ticksThatLookedAtTheWindow += 1
        return serving {
            let signature = window.hostChangeSignature
            let collectionViews = collectionViewsOnTopScreen(signature: signature)
            updateOverscans(of: collectionViews)
            guard signature == sent.signature, !scrolledByTheApp(collectionViews) else { return patchMessage() }
            // Everything up to `mark` is drawn; what drawing the overscans changes, the next tick looks at.
            sent.hostChangeMark = mark
            // Only how far around a scroll some collection views are drawn changed (a fling sped up, or stopped and
            // what was drawn ahead of it goes): those alone are drawn again, as a scroll draws them.
            let changed = collectionViews.filter { overscanChanged.contains($0.hostIdentity) }
            overscanChanged = []
            return collectionPatchMessage(changed.map { ($0, $0.hostIdentity) })
        }
    }

    /// Whether a tick would find nothing: the scene's change mark stands where it was when the window was last sent,
    /// and no scroll is settling. O(1) (in debug builds it also checks that the window did not change unmarked).
    var hasNothingToTick: Bool {
        guard scene.hostChangeMark == sent.hostChangeMark, overscansAreAtRest, overscanChanged.isEmpty else { return false }
        assertNothingChangedUnmarked()
        return true
    }

    /// How many ticks walked the window for its change signature rather than find the scene's change mark where it was.
    private(set) var ticksThatLookedAtTheWindow = 0

    /// Whether the app moved any of `collectionViews` from where the page was last told it is.
    private func scrolledByTheApp(_ collectionViews: [UICollectionView]) -> Bool {
        collectionViews.contains { collectionView in
            scrolling[collectionView.hostIdentity]?.shownOffset.map { $0 != collectionView.contentOffset } ?? false
        }
    }

    /// Checks, in debug builds, what a tick that skipped the window because its change mark stood still assumed: the
    /// window's change signature and scroll positions are what the page was last sent. A change that moves the
    /// signature without noting itself (`UIWindowScene.hostChangeMark`) would never reach the page.
    private func assertNothingChangedUnmarked() {
        #if DEBUG
        serving {
            let signature = window.hostChangeSignature
            assert(
                signature == sent.signature && !scrolledByTheApp(collectionViewsOnTopScreen(signature: signature)),
                "the window changed without moving its scene's host change mark")
        }
        #endif
    }

    /// Whether every collection view on the top screen was drawn as for a scroll at rest when the overscans were last
    /// updated, after the last scroll report's answer: a scroll's speed fades with time after its last report
    /// (`ScrollTracking.velocity(at:)`), and while a lead drawn for it stands, a tick may find the overscans changed
    /// though nothing else did. A scroll too slow for a lead (a person's short step) leaves nothing to wait for.
    private var overscansAreAtRest = true

    /// The collection views whose overscan changed since they were last drawn, by identity.
    private var overscanChanged: Set<String> = []

    /// The collection views of the screen on top as found when the window's change signature was `signature`. The
    /// signature covers which views hosts drive each shown screen holds, in order, so while it stays the same the list
    /// does, and a tick that finds nothing changed does not walk the screen for it.
    private var topScreenCollectionViews: (signature: Int, views: [UICollectionView])?

    private func collectionViewsOnTopScreen(signature: Int) -> [UICollectionView] {
        if let cached = topScreenCollectionViews, cached.signature == signature { return cached.views }
        let views = window.collectionViewsOnTopScreen
        topScreenCollectionViews = (signature, views)
        return views
    }

    /// Sends what `tick()` finds, if the page is connected; returns whether there was something.
    @discardableResult
    func tickAndSend() -> Bool {
        guard let output, let patch = tick() else { return false }
        output.send(patch)
        return true
    }

    /// Ends the session: its screens disappear (and stop their timers), its window goes.
    @_spi(Benchmarks) public func close() {
        output = nil
        serving { window.rootViewController = nil }
        scene.disconnect()
    }

    /// The patch of what changed since the last message. `drawn` is the window's render tree if it was just drawn
    /// (handling an event draws it): it is used unless drawing ahead of a scroll changed since.
    private func patchMessage(drawn: WindowRenderTree? = nil) -> LiveMessage? {
        let overscansChanged = updateOverscans()
        return message(type: "patch", full: false, drawn: overscansChanged ? nil : drawn)
    }

    /// Builds the message of `type` from the window's render tree against what was sent; `nil` when a patch would
    /// say nothing.
    private func message(type: String, full: Bool, restarted: Bool = false, drawn: WindowRenderTree? = nil) -> LiveMessage? {
        overscanChanged = []
        let tree = drawn ?? window.renderTree()
        var writer = JSONWriter(capacity: full ? 16_384 : 1_024)
        writer.raw("{\"t\":")
        writer.string(type)
        var saidSomething = full
        if full {
            writer.raw(",\"v\":\(ClientMessage.version),\"session\":")
            writer.string(token)
            if restarted { writer.raw(",\"restarted\":true") }
        }
        var context = DrawingContext(drawsCollectionViewElements: false)
        context.leavesFocusedFieldsToThePage = !full
        let skeleton = WindowHTML.html(tree, in: context)
        let skeletonDigest = skeleton.hashValue
        if full || skeletonDigest != sent.skeletonDigest {
            writer.raw(",\"skeleton\":")
            writer.string(skeleton)
            sent.skeletonDigest = skeletonDigest
            saidSomething = true
        }
        var collections = JSONWriter(capacity: 1_024)
        var wroteCollection = false
        var shown: Set<String> = []
        for screen in tree.screens {
            for (identity, collectionTree) in screen.content.collectionViewTrees {
                shown.insert(identity)
                // The window's tree keeps no views: its entries are changed or unchanged.
                guard case .changed(let entry) = collectionEntry(
                    identity, tree: collectionTree, startingOver: full, traitCollection: tree.traitCollection)
                else { continue }
                collections.raw(wroteCollection ? "," : "")
                collections.raw(entry)
                wroteCollection = true
            }
        }
        for identity in sent.collections.keys where !shown.contains(identity) {
            sent.collections[identity] = nil
            scrolling[identity] = nil
        }
        if wroteCollection {
            writer.raw(",\"cvs\":[")
            writer.raw(collections)
            writer.raw("]")
            saidSomething = true
        }
        let path = screens.path(of: window) ?? sent.path
        let depth = stackDepth
        let title = window.screenViewControllers.last.map(Self.title(of:)) ?? ""
        if full || path != sent.path || depth != sent.depth || title != sent.title {
            if let path {
                writer.raw(",\"path\":")
                writer.string(path)
            }
            writer.raw(",\"depth\":\(depth),\"title\":")
            writer.string(title)
            sent.path = path
            sent.depth = depth
            sent.title = title
            saidSomething = true
        }
        if tree.transitionNumber != sent.transitionNumber, let transition = tree.lastTransition {
            if !full {
                writer.raw(",\"transition\":{\"kind\":")
                writer.string(Self.name(of: transition.kind))
                writer.raw(",\"animated\":")
                writer.bool(transition.animated)
                writer.raw("}")
                saidSomething = true
            }
            sent.transitionNumber = tree.transitionNumber
        }
        sent.signature = window.hostChangeSignature
        sent.hostChangeMark = scene.hostChangeMark
        guard saidSomething else { return nil }
        writer.raw("}")
        return LiveMessage(writer)
    }

    /// How many screens deep the page is: the navigation stack of the top screen and the screens presented over it.
    private var stackDepth: Int {
        let shown = window.screenViewControllers
        let navigation = shown.last?.hostShownNavigationController
        return (shown.count - 1) + (navigation?.viewControllers.count ?? 1)
    }

    private static func title(of controller: UIViewController) -> String {
        let top = controller.hostShownContentViewController
        return top.navigationItem.title ?? top.title ?? ""
    }

    private static func name(of kind: ScreenTransitionKind) -> String {
        switch kind {
        case .push: "push"
        case .pop: "pop"
        case .present: "present"
        case .dismiss: "dismiss"
        }
    }

    // MARK: Drawing ahead of a scroll

    /// The most screens of content drawn ahead of a fast scroll: a list flung at 20,000 points a second with 50 ms of
    /// round trip needs about two. More would spend the page's share of the server's time on rows a fling passes
    /// without showing, and a jump after the fling would wait for that share to refill.
    static let maximumLeadScreens: CGFloat = 2

    /// How far ahead a steady fling is drawn at most, in screens: a page flung so fast that it travels further than
    /// `maximumLeadScreens` before an answer shows (90,000 points a second on a busy server) is drawn where it will be.
    static let maximumSteadyLeadScreens: CGFloat = 8

    /// How much of a steady fling's way is drawn behind its lead, in screens. The page is not exactly where the lead
    /// says when an answer shows — a frame or two early or late, as its frames and the answers vary — and at 90,000
    /// points a second a frame is nearly two screens. Measured on the even fling of `Benchmarks/Browser` (Chromium,
    /// loopback): two screens behind the lead showed real cells in 68–78 % of samples, four in 82–92 %, six in
    /// 79–90 %. A steady fling's answers bring the same rows whatever this is (those the fling comes to); a longer
    /// way only keeps more on the page.
    static let steadyFlingDrawnScreens: CGFloat = 4

    /// Sets each collection view's overscan from how fast the page scrolls it (`overscan(height:velocity:leadTime:steady:)`),
    /// so that a fling shows real cells, not placeholders, on any network the page measured. Answers whether any
    /// changed.
    @discardableResult
    private func updateOverscans(of collectionViews: [UICollectionView]? = nil) -> Bool {
        let now = clock.now()
        var changed = false
        overscansAreAtRest = true
        for collectionView in collectionViews ?? window.collectionViewsOnTopScreen {
            let tracking = scrolling[collectionView.hostIdentity]
            let overscan = Self.overscan(
                height: collectionView.bounds.height, velocity: tracking?.velocity(at: now) ?? 0,
                leadTime: tracking?.leadTime ?? .zero, steady: tracking?.isSteady ?? false)
            if overscan != Self.overscan(height: collectionView.bounds.height, velocity: 0, leadTime: .zero) {
                overscansAreAtRest = false
            }
            if collectionView.hostOverscan != overscan {
                collectionView.hostOverscan = overscan
                overscanChanged.insert(collectionView.hostIdentity)
                changed = true
            }
        }
        return changed
    }

    /// The overscan of a collection view `height` points tall that the page scrolls at `velocity` points a second
    /// (positive down), when an answer takes `leadTime` to show (`ScrollTracking.leadTime`: the page's round trip, this
    /// session's answer time and two frames): a quarter of a screen around the visible part and, ahead of the scroll,
    /// as far as the content travels in `leadTime`, at most `maximumLeadScreens` screens. The lead goes by whole
    /// quarter screens, rounded up: drawing ahead changes only when the fling's speed does by as much, not with every
    /// report's jitter (each change draws the collection view again), and a lead within the quarter screen every edge
    /// gets is none.
    ///
    /// A `steady` fling (`ScrollTracking.isSteady`) that travels further than that before an answer shows would pass
    /// every row drawn for it: its lead goes on, up to `maximumSteadyLeadScreens`, and what lies more than
    /// `steadyFlingDrawnScreens` behind the lead is left out (a negative inset), so that the drawing follows the fling
    /// to where the page will be, with room for an answer that shows a frame early or late. A jump is no steady fling
    /// and is drawn where it lands.
    static func overscan(height: CGFloat, velocity: CGFloat, leadTime: Duration, steady: Bool = false) -> UIEdgeInsets {
        let base = (height / 4).rounded()
        let travel = abs(velocity) * CGFloat(leadTime / .seconds(1))
        let quarters = base > 0 && travel > base ? (travel / base).rounded(.up) : 0
        let mostDrawnAhead = (height * maximumLeadScreens).rounded()
        let lead = min(quarters * base, steady ? (height * maximumSteadyLeadScreens).rounded() : mostDrawnAhead)
        let leftBehind = max(0, lead - (height * steadyFlingDrawnScreens).rounded())
        let scrollingDown = velocity > 0
        return UIEdgeInsets(
            top: base + (scrollingDown ? -leftBehind : lead), left: 0,
            bottom: base + (scrollingDown ? lead : -leftBehind), right: 0)
    }
}

/// How a page scrolls a collection view: where it last showed the content, how fast it went, how long an answer
/// takes to reach it, and where the server last moved it.
struct ScrollTracking {
    /// The offset the page shows (the last it reported, or the last the server sent).
    var shownOffset: CGPoint?
    /// How long the page's scrolls take to be answered, as it last reported (a loopback page's until it does).
    var roundTrip: Duration = .milliseconds(10)
    /// How long this session took to answer the latest scrolls (a moving average).
    private(set) var answerTime: Duration = .zero
    /// The last report a speed was measured to.
    private var lastReport: (offset: CGPoint, time: ContinuousClock.Instant)?
    /// The offset of the latest report, measured or not.
    private var latestOffset: CGPoint?
    private var speed: CGFloat = 0
    /// Whether the page's last report moved at a speed within a factor of three of the report before, in the same
    /// direction, with no pause between the three reports (`fadingTime`): a fling, whose next answer can be drawn
    /// where it will be, rather than a jump or a change of pace.
    private(set) var isSteady = false
    /// The time between the page's last two reports: a wheel's steps come tens of milliseconds apart, and the page
    /// jumps a step's whole distance at once.
    private var reportInterval: Duration = .zero
    /// The server's own last move of the content (self-sizing anchoring, the app's scroll), from where the page showed
    /// it to where it was drawn, until the page reports a position of its own.
    private var serverMove: (from: CGPoint, to: CGPoint)?

    /// How long the content travels before an answer to its position can show: the round trip, the time to draw the
    /// answer, and two frames (the page's report waits for a frame, and the answer shows in the next one) — or, when
    /// the page's reports come further apart, the time to its next report and a frame.
    var leadTime: Duration {
        roundTrip + answerTime + max(.milliseconds(33), min(reportInterval, Self.fadingTime) + .milliseconds(17))
    }

    /// How long after the last report the scroll counts as stopped.
    private static let fadingTime: Duration = .milliseconds(150)

    /// Takes `time`, the time one scroll took to answer, into the average.
    mutating func answered(in time: Duration) {
        answerTime = answerTime == .zero ? time : (answerTime * 3 + time) / 4
    }

    /// The content was drawn at `origin`: when that is not where the page showed it, the server moved it, and the page
    /// follows when the patch arrives.
    mutating func drew(at origin: CGPoint) {
        if let shownOffset, shownOffset != origin { serverMove = (shownOffset, origin) }
        shownOffset = origin
    }

    /// Points per second along y, fading to nothing 150 ms after the last report.
    func velocity(at now: ContinuousClock.Instant) -> CGFloat {
        guard let lastReport else { return 0 }
        let elapsed = now - lastReport.time
        return elapsed > Self.fadingTime ? 0 : speed
    }

    /// Takes the page's report of `reported`, made at `now`, and answers the offset to show. A report of exactly where
    /// the server moved the content from is one the page sent before the move reached it (a scroll report crossing
    /// the patch on the wire, or sent twice): the content stays where the server moved it, else the server would draw
    /// for a place the page has left and never hear of the place it is.
    @discardableResult
    mutating func report(_ reported: CGPoint, at now: ContinuousClock.Instant) -> CGPoint {
        var offset = reported
        if let serverMove {
            if reported == serverMove.from { offset = serverMove.to } else { self.serverMove = nil }
        }
        let stoodStill = offset.y == latestOffset?.y
        latestOffset = offset
        if let lastReport {
            let interval = now - lastReport.time
            // Reports the page made a frame apart can reach the session together (bunched on the way, or waiting
            // behind an answer): two of them say nothing of the speed alone (a frame's distance over a millisecond),
            // so the later is measured with the next, from the same report before. A report of where the latest one
            // was, measured or not, says the content stands still, however soon it comes.
            guard stoodStill || interval >= Self.shortestMeasuredInterval else { return offset }
            let previous = speed
            speed = stoodStill ? 0 : (offset.y - lastReport.offset.y) / CGFloat(interval / .seconds(1))
            // Reports a fling makes come a frame or a wheel's step apart; a scroll that paused in between is not one.
            let unbroken = interval <= Self.fadingTime && reportInterval <= Self.fadingTime
            isSteady = unbroken && previous != 0 && speed / previous >= 1.0 / 3 && speed / previous <= 3
            reportInterval = interval
        }
        lastReport = (offset, now)
        return offset
    }

    /// The shortest time between two reports over which a speed is measured: half a frame at 60 Hz, a frame at 120.
    private static let shortestMeasuredInterval: Duration = .milliseconds(8)
}

extension [String: ScrollTracking] {
    /// Makes `change` to the tracking of the collection view `identity`, in place, when it has one. Reached through its
    /// index rather than as `self[identity]?.…`, whose modify coroutine the compiler gives a frame on the heap (room for
    /// an optional `ScrollTracking`): an allocation for each such change, on every scroll a page sends. O(1) on average.
    mutating func changeTracking(of identity: String, _ change: (inout ScrollTracking) -> Void) {
        guard let index = index(forKey: identity) else { return }
        change(&values[index])
    }
}

/// What the page was last sent: the skeleton, each collection view's state, and the window's place.
struct SentWindow {
    /// The skeleton's digest (`Hasher`'s, as `CollectionPatch.ContentDigest`): kilobytes of HTML kept as 8 bytes.
    var skeletonDigest: Int?
    var collections: [String: CollectionPatch.Sent] = [:]
    var path: String?
    var depth = 0
    var title = ""
    var transitionNumber = 0
    var signature = 0
    /// The scene's change mark when the window was last found as sent (`UIWindowScene.hostChangeMark`).
    var hostChangeMark: HostChangeMark?

    /// The index path of the element `identity` shows in collection view `collectionView`, as last sent.
    func indexPath(of identity: String, in collectionView: String) -> IndexPath? {
        collections[collectionView]?.indexPath(ofCell: identity)
    }
}
