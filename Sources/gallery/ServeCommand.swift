import ArgumentParser
import Foundation
import GallerySite
import Hummingbird

/// `gallery serve`: renders every page once, then serves them over HTTP until interrupted.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the gallery over HTTP (loopback only unless --hostname says otherwise)."
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
        let pages = await StaticGallery.pages()
        let hostname = self.hostname
        let application = Application(
            responder: GalleryResponder(pages: pages),
            configuration: .init(address: .hostname(hostname, port: port), serverName: "gallery"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                // Written unbuffered: when stdout is a file or a pipe, print() would hold the line until exit.
                let message = "Serving \(pages.count) gallery pages on http://\(hostname):\(port)/ — Ctrl-C to stop.\n"
                FileHandle.standardOutput.write(Data(message.utf8))
            }
        )
        try await application.runService()
    }
}
