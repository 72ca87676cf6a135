import ArgumentParser
import Foundation
import GallerySite
import Hummingbird
import HummingbirdWebSocket
import OpenCollectionViewWeb

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
        discussion: "Only behind a proxy that sets it: otherwise any page could claim any address."))
    var clientAddressHeader: String?

    @Flag(help: "Answer GET /ocv/statistics with the sessions, live objects and memory, as JSON (for load tests).")
    var statistics = false

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, not \(port).")
        }
        guard !hostname.isEmpty else {
            throw ValidationError("--hostname must not be empty.")
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
        if statistics { configuration.statisticsPath = "\(LiveHost.resourcePrefix)/statistics" }
        return configuration
    }

    func run() async throws {
        if let warning = LiveHost.exposureWarning(hostname: hostname) { FileHandle.standardError.write(Data(warning.utf8)) }
        LiveHost.logMisuseInsteadOfTrapping()
        let host: LiveHost
        do {
            host = try LiveHost(screens: GalleryLiveScreens(), configuration: configuration())
        } catch {
            throw ValidationError("cannot serve: \(error.description)")
        }
        let router = Router(context: BasicWebSocketRequestContext.self)
        host.addRoutes(to: router, pagePaths: GalleryLiveScreens.pagePaths.map { RouterPath(stringLiteral: $0) })
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
        try await application.runService()
    }
}
