import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// A screen to serve: a titled list of a few rows.
@MainActor
class FruitViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    /// The rows it shows first.
    var initialNames = ["Apple", "Banana", "Cherry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Fruit"
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
        }
        show(initialNames)
    }

    /// Applies a snapshot of one section holding `names`.
    func show(_ names: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(names)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// The host served over a real socket, as the README embeds it in a Hummingbird application: its page, its client's
/// files, its WebSocket and the checks at its door.
@Suite struct LiveHostTests {
    /// The README's application, around `FruitViewController`. The test client says its origin is `ws://localhost`,
    /// which `allowedOrigins` lets in when `allowsTestClient`.
    static func application(allowsTestClient: Bool = false) -> some ApplicationProtocol {
        var configuration = LiveHost.Configuration()
        if allowsTestClient { configuration.allowedOrigins = ["ws://localhost"] }
        return application(serving: LiveHost(
            screens: SingleScreen { UINavigationController(rootViewController: FruitViewController()) }, configuration: configuration))
    }

    /// The README's application around `host`.
    static func application(serving host: LiveHost) -> some ApplicationProtocol {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.get("/health") { _, _ in "ok" }
        host.addRoutes(to: router)
        return Application(
            router: router, server: LiveHost.server(webSocketRouter: router, configuration: host.configuration),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    static let hello = #"{"t":"hello","v":1,"path":"/","w":390,"h":844,"scale":2}"#

    @Test func servesThePageItsClientAndNothingElse() async throws {
        try await Self.application().test(.live) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(String(buffer: response.body).contains("<div id=\"ocv-root\""))
            }
            try await client.execute(uri: "/ocv/client/main.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
            }
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(String(buffer: response.body) == "ok")
            }
            for missing in ["/nothing", "/ocv/client/nothing.js", "/ocv/../Package.swift", "/ocv/client/../../../etc/passwd"] {
                try await client.execute(uri: missing, method: .get) { response in
                    #expect(response.status == .notFound, "\(missing)")
                }
            }
        }
    }

    @Test func anAllowedPageOpensASessionGetsItsFirstFrameAndClearRefusals() async throws {
        try await Self.application(allowsTestClient: true).test(.live) { client in
            let received = MessageLog()
            try await client.ws("/ocv/live") { inbound, outbound, _ in
                try await outbound.write(.text(Self.hello))
                try await outbound.write(.text("not json"))
                try await outbound.write(.text(#"{"t":"scroll","cv":"nobody","x":0,"y":"down"}"#))
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                for _ in 0..<3 {
                    guard case .text(let text) = try await messages.next() else { break }
                    await received.append(text)
                }
                try await outbound.close(.normalClosure, reason: nil)
            }
            let texts = await received.texts
            #expect(texts.count == 3)
            #expect(texts.first?.hasPrefix(#"{"t":"frame","v":1,"session":""#) == true)
            #expect(texts.first?.contains("Banana") == true)
            #expect(texts.dropFirst().first == #"{"t":"error","message":"the message is not a JSON object"}"#)
            #expect(texts.dropFirst(2).first == #"{"t":"error","message":"y must be a number"}"#)
        }
    }

    /// Only the page's own origin (or one the host allows) may open a session: another site's page may not act for
    /// a person who visits it (cross-site WebSocket hijacking). Exact origins are checked in the browser suite.
    @Test func otherOriginsAreRefused() async throws {
        try await Self.application().test(.live) { client in
            // The test client's own origin, ws://localhost, is not the page's (http://localhost:PORT).
            await #expect(throws: (any Error).self) {
                try await client.ws("/ocv/live") { _, _, _ in Issue.record("the upgrade was accepted") }
            }
            // A second Origin header, even the page's own, makes the request's origin unknowable.
            let port = try #require(client.port)
            await #expect(throws: (any Error).self) {
                try await client.ws("/ocv/live", configuration: .init(additionalHeaders: [.origin: "http://localhost:\(port)"])) { _, _, _ in
                    Issue.record("the upgrade was accepted")
                }
            }
        }
    }
}

/// Messages a WebSocket handler received, read after it returns.
actor MessageLog {
    private(set) var texts: [String] = []
    /// Whether the connection's reading ended.
    private(set) var closed = false

    func markClosed() {
        closed = true
    }

    func append(_ text: String) {
        texts.append(text)
    }
}
