import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import OpenCollectionView

/// Serves UIKit-style screens as live web pages: a page per address, and a WebSocket through which each page drives a
/// `UIWindow` of its own on the server (PROTOCOL.md). Add it to your Hummingbird application's router:
///
/// ```swift
/// let router = Router(context: BasicWebSocketRequestContext.self)
/// let host = LiveHost(screens: SingleScreen { UINavigationController(rootViewController: MountainsViewController()) })
/// host.addRoutes(to: router)
/// let app = Application(router: router, server: LiveHost.server(webSocketRouter: router, configuration: host.configuration),
///                       configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// try await app.runService()
/// ```
///
/// or run it alone: `try await LiveHost(screens: …).run(port: 8080)`.
public struct LiveHost: Sendable {
    /// Limits and defaults, each with a value that suits a server on a laptop or a small machine. Every session runs
    /// on the main actor, as UIKit code does, so the limits are what keeps one page from slowing the others.
    public struct Configuration: Sendable {
        /// The largest message a page may send, in bytes; a larger one closes its connection.
        public var maximumMessageSize = 64 * 1024
        /// How often a session looks for changes the app made on its own (timers), and sends them. A page where nothing
        /// changes is looked at less and less often, down to four times a second.
        public var tickInterval: Duration = .milliseconds(50)
        /// How long a page that lost its connection may come back to its session (scroll positions, selection, search
        /// text, the screens it pushed); after that the session ends and a page that comes back starts again.
        public var resumeGracePeriod: Duration = .seconds(30)
        /// How many bad messages in a row a page may send before it is told `bye` and closed.
        public var maximumConsecutiveErrors = 20
        /// How many sessions the host keeps, with their page or waiting for it. When full, the session whose page has
        /// been away longest ends to make room; with none away, a new page is told the server is full.
        public var maximumSessions = 1_000
        /// How many messages a second a page may send on average (twice as many in a burst). A page sends at most
        /// one scroll per animation frame; past the limit it is told `bye` and closed.
        public var maximumMessagesPerSecond = 300
        /// How much of the main actor's time each second one page's messages may take on average (twice as much in a
        /// burst). Past it, the page's next message waits: a page that asks for a lot slows itself, not the others.
        public var serverTimePerSecond: Duration = .milliseconds(250)
        /// How many bytes the server may have written to a page that it has not read. Past it the connection is
        /// dropped; the session waits for the page to come back (and resume) for the grace period.
        public var maximumUnreadBytes = 8 * 1024 * 1024
        /// How long a page may send nothing before its session ends (a tab left open). A scroll, a tap or a resize
        /// counts as something.
        public var idleTimeout: Duration = .seconds(30 * 60)
        /// The most views one session's window may hold (checked about once a second); a session past it ends. This
        /// is the host's bound on a session's memory: a view and what it draws are most of what a session keeps.
        public var maximumViewsPerSession = 20_000
        /// Where the host answers with its statistics as JSON (sessions, live windows, views and view controllers,
        /// the process's resident memory), for load tests and monitoring; `nil` (the default) serves nothing there.
        public var statisticsPath: String?
        /// Whether pages without an `Origin` header (not a browser) may connect. Browsers always send one.
        public var allowsMissingOrigin = false
        /// Origins besides the page's own whose pages may open sessions (`"https://app.example.com"`): the public
        /// origin of a server behind a proxy that does not pass the `Host` header on. Compared exactly.
        public var allowedOrigins: Set<String> = []
        /// Whether pages draw iOS's increased-contrast system colours (the Increase Contrast setting,
        /// `UIAccessibilityContrast.high`) whatever the browser prefers: on by default, because several of iOS's
        /// normal system colours (system blue on a bar, secondary and tertiary labels) read below the 4.5:1 that
        /// WCAG AA asks of text on the web. Turn it off to draw the normal colours, as an iPhone does by default; a
        /// browser that asks for more contrast (`prefers-contrast: more`) gets the increased ones either way.
        /// Appearance always follows the browser's `prefers-color-scheme`.
        public var increasesContrast = true

        /// A configuration with every setting at its default value.
        public init() {}
    }

    /// Where the client's files (and the statistics, when served) live under the server's root.
    public static let resourcePrefix = "/ocv"
    /// Where pages open their WebSocket.
    public static let webSocketPath = "/ocv/live"

    let screens: any LiveScreens
    /// The limits and defaults the host serves pages with.
    public let configuration: Configuration
    let registry: LiveSessionRegistry

    /// A host of the screens `screens` has at its addresses, with `configuration`'s limits.
    public init(screens: any LiveScreens, configuration: Configuration = Configuration()) {
        self.screens = screens
        self.configuration = configuration
        registry = LiveSessionRegistry(gracePeriod: configuration.resumeGracePeriod, maximumSessions: configuration.maximumSessions)
    }

    /// Adds the pages at `pagePaths` (route patterns, `/examples/:slug` style; each answers 404 where `screens` has no
    /// screen), the client's files under `/ocv/`, and the WebSocket at `/ocv/live`.
    public func addRoutes<Context: WebSocketRequestContext>(to router: Router<Context>, pagePaths: [RouterPath] = ["/"]) {
        for path in pagePaths {
            router.get(path) { request, _ -> Response in
                let requested = request.uri.path
                let screens = self.screens
                guard await MainActor.run(body: { screens.hasScreen(atPath: requested) }) else {
                    return Self.textResponse(.notFound, "No screen at \(requested)\n")
                }
                return Self.htmlResponse(LivePage.document())
            }
        }
        router.get("\(Self.resourcePrefix)/**") { request, _ -> Response in
            guard let file = ClientResources.file(atRequestPath: request.uri.path) else {
                return Self.textResponse(.notFound, "Not found\n")
            }
            return Response(
                status: .ok,
                headers: [.contentType: file.contentType, .cacheControl: "no-cache"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
        }
        if let statisticsPath = configuration.statisticsPath {
            router.get(RouterPath(stringLiteral: statisticsPath)) { _, _ -> Response in
                let registry = self.registry
                let counts = await MainActor.run { registry.counts }
                return Self.jsonResponse(LiveHostStatistics(sessions: counts, objects: .current).json)
            }
        }
        router.ws(RouterPath(stringLiteral: Self.webSocketPath)) { request, _ in
            OriginCheck.allows(request, configuration: self.configuration) ? .upgrade([:]) : .dontUpgrade
        } onUpgrade: { inbound, outbound, context in
            let connection = LiveConnection(host: self, outbound: outbound, logger: context.logger)
            await connection.run(inbound.messages(maxSize: self.configuration.maximumMessageSize))
        }
    }

    /// Serves the screens alone at `hostname:port` until the process is interrupted.
    public func run(hostname: String = "127.0.0.1", port: Int = 8080, pagePaths: [RouterPath] = ["/"]) async throws {
        let router = Router(context: BasicWebSocketRequestContext.self)
        addRoutes(to: router, pagePaths: pagePaths)
        let application = Application(
            router: router,
            server: Self.server(webSocketRouter: router, configuration: configuration),
            configuration: .init(address: .hostname(hostname, port: port), serverName: "OpenCollectionView"))
        try await application.runService()
    }

    static func htmlResponse(_ html: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    static func jsonResponse(_ json: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
    }

    static func textResponse(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

/// Whether a WebSocket upgrade comes from a page of this server: browsers send the page's origin, and a page of
/// another site (cross-site WebSocket hijacking) sends its own.
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
