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

    @Flag(help: "Answer GET /ocv/statistics with the sessions, live objects and memory, as JSON (for load tests).")
    var statistics = false

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, not \(port).")
        }
        guard !hostname.isEmpty else {
            throw ValidationError("--hostname must not be empty.")
        }
        guard resumeGrace.isFinite, resumeGrace >= 0 else {
            throw ValidationError("--resume-grace must be a number of seconds, 0 or more.")
        }
        guard maxSessions > 0 else {
            throw ValidationError("--max-sessions must be at least 1.")
        }
    }

    /// Whether `hostname` only takes connections from this machine.
    static func isLoopback(_ hostname: String) -> Bool {
        hostname == "localhost" || hostname == "::1" || hostname.hasPrefix("127.")
    }

    func run() async throws {
        if !Self.isLoopback(hostname) {
            let warning = """
                Warning: listening on \(hostname), not loopback: any machine that reaches this address can open the \
                gallery's pages and run sessions on this server (each one a window in this process).\n
                """
            FileHandle.standardError.write(Data(warning.utf8))
        }
        var configuration = LiveHost.Configuration()
        configuration.resumeGracePeriod = .milliseconds(Int((resumeGrace * 1000).rounded()))
        configuration.maximumSessions = maxSessions
        if statistics { configuration.statisticsPath = "\(LiveHost.resourcePrefix)/statistics" }
        let host = LiveHost(screens: GalleryLiveScreens(), configuration: configuration)
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
