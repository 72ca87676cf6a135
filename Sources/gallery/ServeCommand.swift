import ArgumentParser
import Foundation
import GallerySite
import Hummingbird
import HummingbirdWebSocket
import Logging
import Metrics
import OpenCollectionViewWeb
import Prometheus
import ServiceLifecycle

/// `gallery serve`: the gallery live, each page a window of its own on this server, until interrupted.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the gallery live over HTTP and WebSocket (loopback only unless --hostname says otherwise)."
    )

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(help: "The address to listen on. Anything but loopback lets other machines open pages.")
    var hostname = "127.0.0.1"

    @Option(help: "Seconds a page that lost its connection may come back to its session.")
    var resumeGrace = 30.0

    @Option(help: "The most sessions kept at once, with their page or waiting for it.")
    var maxSessions = 1_000

    @Option(help: "The most sessions pages from one client address may hold.")
    var maxSessionsPerClient = 50

    @Option(help: "The most connections one client address may hold open.")
    var maxConnectionsPerClient = 100

    @Option(
        name: .customLong("public-host"),
        help: ArgumentHelp(
            "A host name pages may reach the server by, besides localhost and IP addresses (repeat for more).",
            discussion: "Behind a proxy or on a network, the name people type: app.example.com. Other names are refused."))
    var publicHosts: [String] = []

    @Option(help: ArgumentHelp(
        "A public origin whose pages may open sessions, besides the page's own (repeat for more).",
        discussion: "Behind a proxy that does not pass the Host header on: https://app.example.com."))
    var allowedOrigin: [String] = []

    @Option(help: ArgumentHelp(
        "The header a trusted proxy names the client in (X-Forwarded-For), for the per-client limits.",
        discussion: "Believed only from the --trusted-proxy addresses, which it needs."))
    var clientAddressHeader: String?

    @Option(
        name: .customLong("trusted-proxy"),
        help: ArgumentHelp(
            "An address (or block: 10.0.0.0/8) of a proxy whose --client-address-header is believed (repeat for more).",
            discussion: "Another peer's header is ignored: it cannot claim another client's address."))
    var trustedProxies: [String] = []

    @Flag(help: "Answer GET /ocv/statistics with the sessions, live objects and memory, as JSON (for load tests).")
    var statistics = false

    @Option(help: ArgumentHelp(
        "Serve the host's metrics in Prometheus' text format at http://127.0.0.1:<port>/metrics (loopback only).",
        discussion: "Sessions, messages in and refused, answer times, bytes out, main-actor time, live objects."))
    var metricsPort: Int?

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, not \(port).")
        }
        guard !hostname.isEmpty else {
            throw ValidationError("--hostname must not be empty.")
        }
        if let metricsPort {
            guard (1...65535).contains(metricsPort), metricsPort != port else {
                throw ValidationError("--metrics-port must be between 1 and 65535 and not --port, not \(metricsPort).")
            }
        }
        guard resumeGrace.isFinite, resumeGrace >= 0, resumeGrace <= 86_400 else {
            throw ValidationError("--resume-grace must be a number of seconds between 0 and 86400 (a day).")
        }
        do {
            try configuration().validate()
        } catch {
            throw ValidationError("\(error.description) (see gallery serve --help)")
        }
    }

    /// The host's configuration the flags describe.
    func configuration() -> LiveHost.Configuration {
        var configuration = LiveHost.Configuration()
        configuration.resumeGracePeriod = .milliseconds(Int((resumeGrace * 1000).rounded()))
        configuration.maximumSessions = maxSessions
        configuration.maximumSessionsPerClient = maxSessionsPerClient
        configuration.maximumConnectionsPerClient = maxConnectionsPerClient
        configuration.allowedHosts = Set(publicHosts)
        configuration.allowedOrigins = Set(allowedOrigin)
        configuration.clientAddressHeader = clientAddressHeader
        configuration.trustedProxies = Set(trustedProxies)
        if statistics { configuration.statisticsPath = "\(LiveHost.resourcePrefix)/statistics" }
        return configuration
    }

    func run() async throws {
        if let warning = LiveHost.exposureWarning(hostname: hostname) { FileHandle.standardError.write(Data(warning.utf8)) }
        LiveHost.logMisuseInsteadOfTrapping()
        LiveHost.scheduleThreadsInBatches()
        // Before the host exists: its instruments are made from the factory bootstrapped here.
        let prometheus = metricsPort.map { _ in PrometheusCollectorRegistry() }
        if let prometheus {
            var factory = PrometheusMetricsFactory(registry: prometheus)
            // Answers take milliseconds: buckets from half a millisecond to a second.
            factory.durationHistogramBuckets["ocv_answer_duration_seconds"] = [0.5, 1, 2, 5, 10, 25, 50, 100, 250, 500, 1_000]
                .map { Duration.microseconds(Int($0 * 1_000)) }
            MetricsSystem.bootstrap(factory)
        }
        let host: LiveHost
        do {
            host = try LiveHost(screens: GalleryScreens(), configuration: configuration())
        } catch {
            throw ValidationError("cannot serve: \(error.description)")
        }
        // The gallery's photos are served from the start (half a megabyte), so their addresses answer before a screen
        // draws them: a page keeps working across a restart of the server, and the browser tests load one directly.
        for photo in GalleryPhotos.all {
            if let encoded = photo.encodedImage { ImageRegistry.shared.register(ImageFile(encoded)) }
        }
        let router = Router(context: BasicWebSocketRequestContext.self)
        host.addRoutes(to: router, pagePaths: GalleryScreens.pagePaths.map { RouterPath(stringLiteral: $0) })
        let hostname = self.hostname
        let application = Application(
            router: router,
            server: LiveHost.server(webSocketRouter: router, configuration: host.configuration),
            configuration: .init(address: .hostname(hostname, port: port), serverName: "gallery"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                // Written unbuffered: when stdout is a file or a pipe, print() would hold the line until exit.
                let message = "Serving the gallery live on http://\(hostname):\(port)/ — Ctrl-C to stop.\n"
                FileHandle.standardOutput.write(Data(message.utf8))
            }
        )
        var services: [any Service] = [application]
        if let metricsPort, let prometheus {
            services.append(Self.metricsApplication(host: host, registry: prometheus, port: metricsPort))
        }
        let group = ServiceGroup(configuration: .init(
            services: services.map { .init(service: $0) }, gracefulShutdownSignals: [.sigterm, .sigint],
            logger: Logger(label: "gallery")))
        try await group.run()
    }

    /// A server of its own on loopback that answers `GET /metrics` with the host's metrics in Prometheus' text format,
    /// to the names the host answers to only (loopback's, IP addresses, `--public-host`): a site whose name was pointed
    /// at loopback (DNS rebinding) reads nothing.
    static func metricsApplication(host: LiveHost, registry: PrometheusCollectorRegistry, port: Int) -> some Service {
        let router = Router()
        router.add(middleware: AllowedHostsMiddleware(configuration: host.configuration))
        router.get("/metrics") { _, _ -> Response in
            await host.updateMetrics()
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
        }
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "gallery-metrics"))
    }
}
