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

    @Option(help: "The address to listen on.")
    var hostname = "127.0.0.1"

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, not \(port).")
        }
        guard !hostname.isEmpty else {
            throw ValidationError("--hostname must not be empty.")
        }
    }

    func run() async throws {
        let host = LiveHost(screens: GalleryLiveScreens())
        let router = Router(context: BasicWebSocketRequestContext.self)
        host.addRoutes(to: router, pagePaths: GalleryLiveScreens.pagePaths.map { RouterPath(stringLiteral: $0) })
        let hostname = self.hostname
        let application = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: LiveHost.serverConfiguration(host.configuration)),
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
