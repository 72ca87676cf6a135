import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import OpenCollectionView

/// Serves UIKit-style screens as live web pages: a page per address, and a WebSocket through which each page drives a
/// `UIWindow` of its own on the server (PROTOCOL.md). Add it to your Hummingbird application's router:
///
/// ```swift
/// let router = Router(context: BasicWebSocketRequestContext.self)
/// let host = try LiveHost(screens: SingleScreen { UINavigationController(rootViewController: MountainsViewController()) })
/// host.addRoutes(to: router)
/// let app = Application(router: router, server: LiveHost.server(webSocketRouter: router, configuration: host.configuration),
///                       configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// try await app.runService()
/// ```
///
/// or run it alone: `try await LiveHost(screens: …).run(port: 8080)`.
///
/// The app's misuse of UIKit inside a page's message, and in tasks the app starts there, is logged with the page's
/// session and undone, whatever `Diagnostics.policy` says. Misuse from code no page started (a `DispatchQueue` timer)
/// follows the process-wide policy, which traps in debug builds: `run` sets it to log (`logMisuseInsteadOfTrapping()`);
/// call that yourself when you run the host in your own application.
public struct LiveHost: Sendable {
    /// Limits and defaults, each with a value that suits a server on a laptop or a small machine. Every session runs
    /// on the main actor, as UIKit code does, so the limits are what keeps one page from slowing the others. Each is
    /// checked when a page asks, before the work is done.
    public struct Configuration: Sendable {
        /// The largest message a page may send, in bytes; a larger one closes its connection. At least 4 KiB (a
        /// page's `hello` carries its font measurements) and at most 16 MiB.
        public var maximumMessageSize = 64 * 1024
        /// How often a session looks for changes the app made on its own (timers), and sends them. A page where nothing
        /// changes is looked at less and less often: down to four times a second in the two seconds after its last
        /// message or change, then once a second.
        public var tickInterval: Duration = .milliseconds(50)
        /// How long a page that lost its connection may come back to its session (scroll positions, selection, search
        /// text, the screens it pushed); after that the session ends and a page that comes back starts again. While it
        /// is away its window is hidden: its screens disappear, as they do when a person leaves them, and appear again
        /// when the page comes back.
        public var resumeGracePeriod: Duration = .seconds(30)
        /// How many bad messages in a row a page may send before it is told `bye` and closed.
        public var maximumConsecutiveErrors = 20
        /// How many sessions the host keeps, with their page or waiting for it. When full, the session whose page has
        /// been away longest ends to make room; with none away, a new page is told the server is full.
        public var maximumSessions = 1_000
        /// How many of those sessions pages from one client address may hold. Past it, that client's session away
        /// longest makes room; with none away, its new page is told so. See `clientAddressHeader`.
        public var maximumSessionsPerClient = 50
        /// How many connections (pages, their files and WebSockets) one client may hold open at once; past it, a
        /// request is answered `429 Too Many Requests` and its connection closed.
        public var maximumConnectionsPerClient = 100
        /// The request header that names the client when a proxy stands in front of the host and says who it
        /// forwards for (`"X-Forwarded-For"`). Believed only from `trustedProxies`: a request from any other peer is
        /// counted against its own address, whatever it claims. `nil` (the default) counts each connection's peer.
        public var clientAddressHeader: String?
        /// The proxies whose `clientAddressHeader` is believed: addresses (`"127.0.0.1"`, `"::1"`) or blocks of them
        /// (`"10.0.0.0/8"`, `"fd00::/8"`). Of the header's addresses, the last that is not itself a trusted proxy is
        /// the client. Needed with `clientAddressHeader`, and only with it.
        public var trustedProxies: Set<String> = []
        /// How many messages a second one client's pages may send together on average (twice as many in a burst). A
        /// page sends at most one scroll per animation frame; the page whose message passes the limit is told `bye`
        /// and closed. At most 100,000.
        public var maximumMessagesPerSecond = 300
        /// How much of the main actor's time each second one client's pages may take together on average (twice as
        /// much in a burst): their messages and their ticks (what the app changed on its own, drawn for a page). Past
        /// it, the client's next message or tick waits; and a client's work goes to the main actor one piece at a
        /// time, whichever of its pages it is for. A person who asks for a lot, from however many connections, slows
        /// themselves, not the others.
        public var serverTimePerSecond: Duration = .milliseconds(250)
        /// How many bytes the server may have written to one client's pages and they have not read. Past it the
        /// connection holding the most unread is dropped; its session waits for the page to come back (and resume)
        /// for the grace period. A single message larger than this is never sent: the page is told `bye`.
        public var maximumUnreadBytes = 8 * 1024 * 1024
        /// How long a page may send nothing before its session ends (a tab left open). A scroll, a tap or a resize
        /// counts as something.
        public var idleTimeout: Duration = .seconds(30 * 60)
        /// How long a page may send nothing before the server pings its connection (a WebSocket ping, which a browser
        /// answers on its own), and how often it pings a page that stays quiet: the pings keep proxies from closing the
        /// connection of a page nobody uses, and a page that leaves a ping unanswered for an interval — heard nothing
        /// from for two — is taken for gone: its connection is dropped, and its session waits for it to come back. A
        /// page in use, whose messages say it is there, is not pinged. More than 0 and at most 10 minutes.
        public var pingInterval: Duration = .seconds(30)
        /// How long a WebSocket may stay open without saying `hello`; then it is closed.
        public var helloTimeout: Duration = .seconds(5)
        /// How long a new connection may take to send a whole request head: a client that trickles a head byte by
        /// byte (slowloris) is closed after it.
        public var requestHeadTimeout: Duration = .seconds(10)
        /// How long a connection kept open after an answer (HTTP keep-alive) may wait for its next request head,
        /// whole, before it is closed: what an idle connection holds of `maximumConnectionsPerClient`.
        public var keepAliveTimeout: Duration = .seconds(5)
        /// The largest viewport a page's window takes, in points, on either side: a page that reports more gets a
        /// window this large (and `maximumViewportArea` bounds both sides together).
        public var maximumViewportSide: CGFloat = 7_680
        /// The largest viewport area a page's window takes, in square points: a 4K screen's (3,840 × 2,160), the most
        /// a person has. A larger viewport is scaled down to it, keeping its shape.
        public var maximumViewportArea: CGFloat = 3_840 * 2_160
        /// The most elements (cells, headers, decorations) one collection view of a page holds at once, however small
        /// they are; past it the page gets those in view first, in the layout's order, and the rest as it scrolls.
        public var maximumElementsPerCollectionView = 2_000
        /// The most views one session's app may hold — those of its window, those its collection views keep for
        /// reuse, any it keeps elsewhere (`UIWindowScene.liveViewCount`) — checked at every tick; a session past it
        /// ends. This is the host's bound on a session's memory: a view and what it draws are most of what a session
        /// keeps.
        public var maximumViewsPerSession = 20_000
        /// Where the host answers with its statistics as JSON (sessions, live windows, views and view controllers,
        /// the process's resident memory), for load tests and monitoring; `nil` (the default) serves nothing there.
        public var statisticsPath: String?
        /// Whether pages without an `Origin` header (not a browser) may connect. Browsers always send one.
        public var allowsMissingOrigin = false
        /// Origins besides the page's own whose pages may open sessions (`"https://app.example.com"`): the public
        /// origin of a server behind a proxy that does not pass the `Host` header on. Compared exactly.
        public var allowedOrigins: Set<String> = []
        /// The host names the server answers to besides loopback (`localhost`) and IP addresses
        /// (`"app.example.com"`, without a port): the public names of a server behind a proxy or on a network. A
        /// request whose `Host` names anything else is answered `421 Misdirected Request`, so that a page of another
        /// site whose name was made to point at this server (DNS rebinding) reaches nothing.
        public var allowedHosts: Set<String> = []
        /// Whether pages draw iOS's increased-contrast system colours (the Increase Contrast setting,
        /// `UIAccessibilityContrast.high`) whatever the browser prefers: on by default, because several of iOS's
        /// normal system colours (system blue on a bar, secondary and tertiary labels) read below the 4.5:1 that
        /// WCAG AA asks of text on the web. Turn it off to draw the normal colours, as an iPhone does by default; a
        /// browser that asks for more contrast (`prefers-contrast: more`) gets the increased ones either way.
        /// Appearance always follows the browser's `prefers-color-scheme`.
        public var increasesContrast = true

        /// A configuration with every setting at its default value.
        public init() {}

        /// Throws when a setting cannot work (a zero time share, a negative grace period, a message too small for a
        /// `hello`), naming the setting.
        public func validate() throws(ConfigurationError) {
            func require(_ condition: Bool, _ setting: String, _ rule: String) throws(ConfigurationError) {
                guard condition else { throw ConfigurationError("\(setting) must be \(rule)") }
            }
            let day: Duration = .seconds(86_400)
            try require(
                maximumMessageSize >= 4_096 && maximumMessageSize <= 16 * 1_024 * 1_024, "maximumMessageSize",
                "between 4,096 bytes and 16 MiB")
            try require(tickInterval > .zero && tickInterval <= .seconds(10), "tickInterval", "more than 0 and at most 10 s")
            try require(
                pingInterval > .zero && pingInterval <= .seconds(600), "pingInterval",
                "more than 0 and at most 10 minutes")
            try require(resumeGracePeriod >= .zero && resumeGracePeriod <= day, "resumeGracePeriod", "between 0 and a day")
            try require(maximumConsecutiveErrors >= 0, "maximumConsecutiveErrors", "0 or more")
            try require(maximumSessions >= 1, "maximumSessions", "at least 1")
            try require(maximumSessionsPerClient >= 1, "maximumSessionsPerClient", "at least 1")
            try require(maximumConnectionsPerClient >= 1, "maximumConnectionsPerClient", "at least 1")
            try require(
                maximumMessagesPerSecond >= 1 && maximumMessagesPerSecond <= 100_000, "maximumMessagesPerSecond",
                "between 1 and 100,000")
            try require(
                serverTimePerSecond >= .milliseconds(1) && serverTimePerSecond <= .seconds(1), "serverTimePerSecond",
                "between 1 ms and 1 s")
            try require(
                maximumUnreadBytes >= 64 * 1_024 && maximumUnreadBytes <= 1 << 30, "maximumUnreadBytes",
                "between 64 KiB and 1 GiB")
            try require(idleTimeout > .zero && idleTimeout <= day * 30, "idleTimeout", "more than 0 and at most 30 days")
            try require(helloTimeout > .zero && helloTimeout <= day, "helloTimeout", "more than 0 and at most a day")
            try require(
                requestHeadTimeout > .zero && requestHeadTimeout <= day, "requestHeadTimeout", "more than 0 and at most a day")
            try require(
                keepAliveTimeout > .zero && keepAliveTimeout <= day, "keepAliveTimeout", "more than 0 and at most a day")
            try require(
                maximumViewportSide.isFinite && maximumViewportSide >= 320 && maximumViewportSide <= ClientMessage.maximumSide,
                "maximumViewportSide", "between 320 and \(Int(ClientMessage.maximumSide)) points")
            try require(
                maximumViewportArea.isFinite && maximumViewportArea >= 320 * 320, "maximumViewportArea",
                "at least 320 × 320 square points")
            try require(
                maximumElementsPerCollectionView >= 100 && maximumElementsPerCollectionView <= 1_000_000,
                "maximumElementsPerCollectionView", "between 100 and 1,000,000")
            try require(maximumViewsPerSession >= 1, "maximumViewsPerSession", "at least 1")
            try require(statisticsPath.map { $0.hasPrefix("/") } ?? true, "statisticsPath", "a path starting with /")
            try require(
                clientAddressHeader.map { !$0.isEmpty && HTTPField.Name($0) != nil } ?? true, "clientAddressHeader",
                "a header name")
            try require(
                clientAddressHeader == nil || !trustedProxies.isEmpty, "trustedProxies",
                "the addresses of the proxies whose \(clientAddressHeader ?? "") header is believed (no one else's is)")
            try require(
                trustedProxies.isEmpty || clientAddressHeader != nil, "clientAddressHeader",
                "the header the trusted proxies name the client in")
            for proxy in trustedProxies {
                try require(
                    IPAddressRange(proxy) != nil, "trustedProxies",
                    "addresses or blocks of them (\"10.0.0.0/8\", \"::1\"), not \"\(proxy)\"")
            }
            for name in allowedHosts {
                try require(
                    HostNames.isValidName(name), "allowedHosts",
                    "host names without ports or schemes (\"app.example.com\"), not \"\(name)\"")
            }
        }
    }

    /// A setting of `Configuration` that cannot work, or a host that cannot serve (its client's files are missing).
    public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
        /// What is wrong, naming the setting.
        public let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    /// Where the client's files (and the statistics, when served) live under the server's root.
    public static let resourcePrefix = "/ocv"
    /// Where pages open their WebSocket.
    public static let webSocketPath = "/ocv/live"
    /// Where a load balancer asks whether the host is up: `200 ok` while it serves, without touching the main actor
    /// (a host busy with pages is still up).
    public static let healthPath = "/ocv/health"

    let screens: any LiveScreens
    /// The limits and defaults the host serves pages with.
    public let configuration: Configuration
    let registry: LiveSessionRegistry
    /// What each client may take of the host, shared by its connections.
    let allowances: ClientAllowances
    /// The time the host's budgets are kept by: the continuous clock, or a test's.
    let clock: HostClock
    let clientFiles: [String: ClientResources.File]
    /// Where live pages load the client from: `/ocv/v/<version>`, the version naming these files
    /// (`ClientResources.version(of:)`). A browser keeps what it fetched there for good — the same address never holds
    /// other bytes — so a second visit fetches none of the client's files; a new build is a new address.
    let clientRoot: String
    /// The page's first step, which its HTML carries (`ClientResources.bootScript()`).
    let bootScript: String
    /// What the host reports through swift-metrics (`LiveHostMetrics`).
    let metrics = LiveHostMetrics()
    /// What looks for the app's own changes in every connected page's session.
    let ticker: SessionTicker

    /// A host of the screens `screens` has at its addresses, with `configuration`'s limits. Throws when a setting
    /// cannot work or the library's resource bundle (the page's client) is not beside the executable.
    public init(screens: any LiveScreens, configuration: Configuration = Configuration()) throws(ConfigurationError) {
        try self.init(screens: screens, configuration: configuration, clock: .continuous)
    }

    /// A host whose budgets (messages and the main actor's time) are kept by `clock`: tests hold it still to make what
    /// a budget allows independent of the machine's speed.
    init(screens: any LiveScreens, configuration: Configuration, clock: HostClock) throws(ConfigurationError) {
        try configuration.validate()
        clientFiles = try ClientResources.load()
        clientRoot = "\(Self.resourcePrefix)/v/\(ClientResources.version(of: clientFiles))"
        bootScript = try ClientResources.bootScript()
        self.screens = screens
        self.configuration = configuration
        self.clock = clock
        allowances = ClientAllowances(configuration: configuration, clock: clock)
        ticker = SessionTicker(configuration: configuration, metrics: metrics, logger: Logger(label: "OpenCollectionViewWeb"))
        registry = LiveSessionRegistry(
            gracePeriod: configuration.resumeGracePeriod, maximumSessions: configuration.maximumSessions,
            maximumSessionsPerClient: configuration.maximumSessionsPerClient, clock: clock)
    }

    /// Adds the pages at `pagePaths` (route patterns, `/examples/:slug` style; each answers 404 where `screens` has no
    /// screen), the client's files under `/ocv/` and, kept by browsers for good, under `/ocv/v/<version>/` (`clientRoot`,
    /// where the pages load them from), the images pages draw at `/ocv/images/<sha256>.<ext>` (GET and HEAD,
    /// from `ImageRegistry.shared`, cached by browsers for a year), the WebSocket at `/ocv/live` and the health check
    /// at `/ocv/health`.
    /// Every answer carries the page's security headers (`SecurityHeaders`), and a request whose `Host` the host does
    /// not serve is answered 421.
    public func addRoutes<Context: WebSocketRequestContext>(to router: Router<Context>, pagePaths: [RouterPath] = ["/"]) {
        let configuration = configuration
        let page = LivePage.document(root: clientRoot, boot: bootScript)
        for path in pagePaths {
            router.get(path) { request, _ -> Response in
                if let refusal = Self.refusal(of: request, configuration: configuration) { return refusal }
                let requested = request.uri.path
                let screens = self.screens
                guard await MainActor.run(body: { screens.hasScreen(atPath: requested) }) else {
                    return Self.textResponse(.notFound, "No screen at \(requested)\n")
                }
                return Self.response(.ok, contentType: "text/html; charset=utf-8", body: page)
            }
        }
        router.get(RouterPath(stringLiteral: Self.healthPath)) { request, _ -> Response in
            Self.refusal(of: request, configuration: configuration) ?? Self.textResponse(.ok, "ok\n")
        }
        router.get("\(Self.imagePathPrefix):file") { request, context -> Response in
            if let refusal = Self.refusal(of: request, configuration: configuration) { return refusal }
            let fileName = context.parameters.get("file") ?? ""
            return Self.imageResponse(fileName: fileName, request: request, registry: .shared)
        }
        router.head("\(Self.imagePathPrefix):file") { request, context -> Response in
            if let refusal = Self.refusal(of: request, configuration: configuration) { return refusal }
            var response = Self.imageResponse(fileName: context.parameters.get("file") ?? "", request: request, registry: .shared)
            response.body = ResponseBody()
            return response
        }
        let files = clientFiles
        let clientRoot = clientRoot
        router.get("\(Self.resourcePrefix)/**") { request, _ -> Response in
            if let refusal = Self.refusal(of: request, configuration: configuration) { return refusal }
            let (path, isCurrentVersion) = Self.clientFilePath(request.uri.path, currentRoot: clientRoot)
            guard let file = files[path] else { return Self.textResponse(.notFound, "Not found\n") }
            return Self.response(
                .ok, contentType: file.contentType, body: file.bytes,
                cache: isCurrentVersion ? Self.cachedForGood : "no-cache")
        }
        if let statisticsPath = configuration.statisticsPath {
            router.get(RouterPath(stringLiteral: statisticsPath)) { request, _ -> Response in
                if let refusal = Self.refusal(of: request, configuration: configuration) { return refusal }
                let registry = self.registry
                let statistics = await MainActor.run {
                    LiveHostStatistics(
                        sessions: registry.counts, objects: .current, releasingMemory: registry.isReleasingMemory)
                }
                return Self.response(.ok, contentType: "application/json", body: statistics.json, cache: "no-store")
            }
        }
        router.ws(RouterPath(stringLiteral: Self.webSocketPath)) { request, _ in
            HostNames.serves(request.head.authority, configuration: configuration)
                && OriginCheck.allows(request, configuration: configuration) ? .upgrade([:]) : .dontUpgrade
        } onUpgrade: { inbound, outbound, context in
            let forwarded = configuration.clientAddressHeader.flatMap { HTTPField.Name($0) }.map { context.request.headers[values: $0] }
            let client = ClientAddress.of(
                forwarded: forwarded ?? [], peer: ConnectionChannel.current?.remoteAddress, configuration: configuration)
            let allowance = allowances.retain(client)
            defer { allowance.release() }
            let connection = LiveConnection(
                host: self, client: client, allowance: allowance, outbound: outbound, logger: context.logger)
            await connection.run(inbound.messages(maxSize: configuration.maximumMessageSize))
        }
    }

    /// Serves the screens alone at `hostname:port` until the process is interrupted. Anything but a loopback address
    /// lets other machines open pages: the host says so on standard error.
    public func run(hostname: String = "127.0.0.1", port: Int = 8080, pagePaths: [RouterPath] = ["/"]) async throws {
        if let warning = Self.exposureWarning(hostname: hostname) { FileHandle.standardError.write(Data(warning.utf8)) }
        Self.logMisuseInsteadOfTrapping()
        Self.scheduleThreadsInBatches()
        let router = Router(context: BasicWebSocketRequestContext.self)
        addRoutes(to: router, pagePaths: pagePaths)
        let application = Application(
            router: router,
            server: Self.server(webSocketRouter: router, configuration: configuration),
            configuration: .init(address: .hostname(hostname, port: port), serverName: "OpenCollectionView"))
        try await application.runService()
    }

    /// Sets the gauges the host reports through swift-metrics — sessions connected and waiting, windows, views and view
    /// controllers alive — to what they are now: call it before the metrics are read (a Prometheus scrape). Counters
    /// (messages in and refused, bytes out, the main actor's time) and the answer-time histogram are kept as they
    /// happen.
    public func updateMetrics() async {
        let registry = registry
        let sessions = await MainActor.run { registry.counts }
        metrics.record(sessions: sessions, objects: .current)
    }

    /// What to tell the person starting a server on `hostname` when it is not a loopback address (which only this
    /// machine reaches); `nil` for loopback.
    public static func exposureWarning(hostname: String) -> String? {
        guard !HostNames.isLoopback(hostname) else { return nil }
        return """
            Warning: listening on \(hostname), not loopback: any machine that reaches this address can open pages and run \
            sessions on this server (each one a window in this process). Pages are served only to the names in \
            allowedHosts and to IP addresses.\n
            """
    }

    /// Sets the process-wide `Diagnostics.policy` from `.trap` (a debug build's default) to `.log`: a server must not
    /// stop every page for one page's misuse reported outside its session (from an app's `DispatchQueue` timer, which
    /// no page's message started). `run` calls it; a server of your own should call it before it serves.
    public static func logMisuseInsteadOfTrapping() {
        if Diagnostics.policy == .trap { Diagnostics.policy = .log }
    }

    /// Puts the process's threads, and those it starts later, under Linux's batch scheduling (`SCHED_BATCH`), so that
    /// on a busy core a thread woken by another finishes its slice rather than giving way at once: an answer crosses
    /// from the event loop to the main actor and back, and with each crossing preempting the other thread, 3,000 pages
    /// on one core made 4.4 context switches an answer (2.0 batched); on 2026-12-01, 5,000 pages on one core took
    /// 0.81 ms of CPU an answer against 0.88 ms (four alternated runs each). A woken thread waits at most the rest of a
    /// time slice (a few milliseconds). Does nothing without glibc (on macOS, for one). `run` calls it; a server of your
    /// own may call it before it serves. Headless addition (a server setting; UIKit has no such thing).
    public static func scheduleThreadsInBatches() {
        let refused = BatchScheduling.applyToEveryThread()
        if refused > 0 {
            FileHandle.standardError.write(Data("Note: \(refused) threads keep the normal scheduling policy.\n".utf8))
        }
    }

    /// The answer to a request this host must not serve (a `Host` it does not answer to), or `nil` to serve it.
    static func refusal(of request: Request, configuration: Configuration) -> Response? {
        guard !HostNames.serves(request.head.authority, configuration: configuration) else { return nil }
        return textResponse(.misdirectedRequest, "This server does not answer to that host name.\n")
    }

    static func response(
        _ status: HTTPResponse.Status, contentType: String, body: String, cache: String = "no-cache"
    ) -> Response {
        response(status, contentType: contentType, buffer: ByteBuffer(string: body), cache: cache)
    }

    static func response(_ status: HTTPResponse.Status, contentType: String, body: [UInt8], cache: String = "no-cache") -> Response {
        response(status, contentType: contentType, buffer: ByteBuffer(bytes: body), cache: cache)
    }

    /// The file a request for `path` under the client's files names (`/ocv/client/main.js`), and whether it was asked for
    /// under `currentRoot` (`/ocv/v/<version>/client/main.js`, which may be cached for good). A request under another
    /// version gets this build's file, not to be cached: during a rolling deploy a page from one build may ask another.
    static func clientFilePath(_ path: String, currentRoot: String) -> (path: String, isCurrentVersion: Bool) {
        let versioned = "\(resourcePrefix)/v/"
        guard path.hasPrefix(versioned) else { return (path, false) }
        let afterVersion = path.dropFirst(versioned.count).drop { $0 != "/" }
        return (resourcePrefix + afterVersion, path.hasPrefix(currentRoot + "/"))
    }

    private static func response(
        _ status: HTTPResponse.Status, contentType: String, buffer: ByteBuffer, cache: String
    ) -> Response {
        var headers = SecurityHeaders.fields
        headers[.contentType] = contentType
        headers[.cacheControl] = cache
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: buffer))
    }

    static func textResponse(_ status: HTTPResponse.Status, _ text: String) -> Response {
        response(status, contentType: "text/plain; charset=utf-8", body: text)
    }
}

/// Whether a WebSocket upgrade comes from a page of this server: browsers send the page's origin, and a page of
/// another site (cross-site WebSocket hijacking) sends its own. The request's `Host` is one the host serves
/// (`HostNames`), so a page cannot pass by naming itself.
enum OriginCheck {
    static func allows(_ request: Request, configuration: LiveHost.Configuration) -> Bool {
        let origins = request.headers[values: .origin]
        // Two origins for one request say nothing trustworthy.
        guard origins.count == 1, let origin = origins.first else { return origins.isEmpty && configuration.allowsMissingOrigin }
        if configuration.allowedOrigins.contains(origin) { return true }
        guard let host = request.head.authority else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }
}
