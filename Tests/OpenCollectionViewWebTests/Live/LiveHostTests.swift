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
    /// A host of `FruitViewController`. The test client says its origin is `ws://localhost`, which `allowedOrigins`
    /// lets in when `allowsTestClient`.
    static func fruitHost(allowsTestClient: Bool = false) throws -> LiveHost {
        var configuration = LiveHost.Configuration()
        if allowsTestClient { configuration.allowedOrigins = ["ws://localhost"] }
        return try LiveHost(
            screens: SingleScreen { UINavigationController(rootViewController: FruitViewController()) }, configuration: configuration)
    }

    /// Runs `body` with a client of the README's application around `host`, served on a free loopback port.
    ///
    /// Requests go over raw sockets (`LiveHostTests.get`) rather than the test client's `execute`, whose 20-second
    /// deadline a parallel test run can outlast: page routes ask the main actor whether a screen exists, and while the
    /// suite's main-actor tests run, the main actor can have half a minute of their work queued ahead.
    static func serve(_ host: LiveHost, _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await application(serving: host).test(.live, body)
    }

    /// The answer to `method path` with `Host: host` on a connection of its own, read until the server closes it.
    static func request(
        _ path: String, method: String = "GET", host: String? = "localhost", port: Int, headers: String = ""
    ) async throws -> HTTPAnswer {
        let socket = try LoopbackSocket(port: port)
        defer { socket.close() }
        let hostHeader = host.map { "Host: \($0)\r\n" } ?? ""
        socket.write(Array("\(method) \(path) HTTP/1.1\r\n\(hostHeader)Connection: close\r\n\(headers)\r\n".utf8))
        return HTTPAnswer(await socket.readToEnd())
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
        try await Self.serve(try Self.fruitHost()) { client in
            let port = try #require(client.port)
            let page = try await Self.request("/", port: port)
            #expect(page.status == 200)
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.body.contains("<div id=\"ocv-root\""))
            let script = try await Self.request("/ocv/client/main.js", port: port)
            #expect(script.status == 200)
            #expect(script.header("Content-Type")?.hasPrefix("text/javascript") == true)
            #expect(try await Self.request("/health", port: port).body == "ok")
            // The load balancer's question, answered without the main actor.
            let health = try await Self.request(LiveHost.healthPath, port: port)
            #expect(health.status == 200 && health.body == "ok\n")
            for missing in ["/nothing", "/ocv/client/nothing.js", "/ocv/../Package.swift", "/ocv/client/../../../etc/passwd"] {
                #expect(try await Self.request(missing, port: port).status == 404, "\(missing)")
            }
        }
    }

    /// The page loads its client from an address named by the client's version, which a browser keeps for good; the
    /// same files stay at their plain addresses (for other pages) to be asked again each time, and another version's
    /// address gets this build's files, not to be kept (a page of one build asking another during a deploy).
    @Test func thePageLoadsItsClientFromAnAddressKeptForGood() async throws {
        let host = try Self.fruitHost()
        try await Self.serve(host) { client in
            let port = try #require(client.port)
            let page = try await Self.request("/", port: port).body
            let root = host.clientRoot
            #expect(root.count == "/ocv/v/".count + 16 && root.hasPrefix("/ocv/v/"))
            // One script and one stylesheet: the client's modules and stylesheets joined (`ClientBundle`).
            #expect(page.contains(#"<script type="module" src="\#(root)/client/bundle.js"></script>"#))
            #expect(page.contains(#"<link rel="stylesheet" href="\#(root)/client/bundle.css">"#))
            #expect(page.components(separatedBy: "<script").count == 3 && page.components(separatedBy: "<link rel=\"stylesheet\"").count == 2)
            // The first step, inline before the stylesheet (which would hold it back until it loaded), opens the
            // connection while the stylesheet and the client are fetched.
            let boot = try ClientResources.bootScript()
            let inline = try #require(page.range(of: "<script>\(boot)</script>"))
            #expect(inline.upperBound <= (page.range(of: "<link rel=\"stylesheet\"")?.lowerBound ?? page.startIndex))
            #expect(!page.contains("modulepreload") && !page.contains(#"href="/ocv/client/"#))
            let script = try await Self.request("\(root)/client/bundle.js", port: port)
            #expect(script.status == 200 && script.header("Content-Type") == "text/javascript; charset=utf-8")
            #expect(script.body.contains("const module$main = (() => {"))
            let sourceMap = try await Self.request("\(root)/client/bundle.js.map", port: port)
            #expect(sourceMap.status == 200 && sourceMap.header("Content-Type") == "application/json")
            let stylesheet = try await Self.request("\(root)/client/bundle.css", port: port)
            #expect(stylesheet.status == 200 && stylesheet.header("Content-Type") == "text/css; charset=utf-8")

            let plain = try await Self.request("/ocv/client/collection.js", port: port)
            let kept = try await Self.request("\(root)/client/collection.js", port: port)
            let otherBuild = try await Self.request("/ocv/v/0123456789abcdef/client/collection.js", port: port)
            #expect(kept.status == 200 && kept.body == plain.body && !plain.body.isEmpty)
            #expect(kept.header("Cache-Control") == "public, max-age=31536000, immutable")
            #expect(plain.header("Cache-Control") == "no-cache")
            #expect(otherBuild.status == 200 && otherBuild.body == plain.body)
            #expect(otherBuild.header("Cache-Control") == "no-cache")
            for missing in ["\(root)/client/nothing.js", "\(root)", "/ocv/v/", "\(root)/../../Package.swift"] {
                #expect(try await Self.request(missing, port: port).status == 404, "\(missing)")
            }
        }
    }

    /// The client's version names its files: any change to one is another version.
    @Test func theClientsVersionChangesWithAnyOfItsFiles() {
        let files = ["/ocv/a.js": ClientResources.File(bytes: Array("a".utf8), contentType: "text/javascript")]
        var changed = files
        changed["/ocv/a.js"] = ClientResources.File(bytes: Array("b".utf8), contentType: "text/javascript")
        var added = files
        added["/ocv/b.js"] = ClientResources.File(bytes: [], contentType: "text/javascript")
        let versions = [files, changed, added].map(ClientResources.version(of:))
        #expect(Set(versions).count == 3)
        #expect(versions.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
        #expect(ClientResources.version(of: files) == versions[0])
    }

    @Test func anAllowedPageOpensASessionGetsItsFirstFrameAndClearRefusals() async throws {
        try await Self.serve(try Self.fruitHost(allowsTestClient: true)) { client in
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
        try await Self.serve(try Self.fruitHost()) { client in
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

/// Messages a WebSocket handler received, and waits for what they should become.
///
/// Waits are on events, never on clocks: a wait ends when what it waits for arrived, or when the connection closed
/// without it (`ClosedFirst`). A server that neither answers nor closes is caught by the suites' time limits.
actor MessageLog {
    private(set) var texts: [String] = []
    /// Whether the connection's reading ended.
    private(set) var closed = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func markClosed() {
        closed = true
        wakeWaiters()
    }

    func append(_ text: String) {
        texts.append(text)
        wakeWaiters()
    }

    private func wakeWaiters() {
        let woken = waiters
        waiters = []
        woken.forEach { $0.resume() }
    }

    /// Until something arrives or the connection closes.
    private func nextEvent() async {
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Waits until the server closed the connection.
    func waitUntilClosed() async {
        while !closed { await nextEvent() }
    }

    /// Waits until `condition` holds for the texts received; throws `ClosedFirst` when the connection closes before.
    func waitFor(_ condition: @Sendable ([String]) -> Bool) async throws {
        while !condition(texts) {
            guard !closed else { throw ClosedFirst(received: texts) }
            await nextEvent()
        }
    }

    /// The connection closed before what a page waited for arrived.
    struct ClosedFirst: Error, CustomStringConvertible {
        let received: [String]
        var description: String {
            "the connection closed first; the page received \(received.count) messages: \(received.map { $0.prefix(120) })"
        }
    }
}

/// A raw HTTP/1.1 answer: its status line, its head (names lowercased) and its body.
struct HTTPAnswer {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    var statusLine: String { text.components(separatedBy: "\r\n").first ?? "" }
    var status: Int { Int(statusLine.split(separator: " ").dropFirst().first ?? "") ?? 0 }
    var head: String { (text.components(separatedBy: "\r\n\r\n").first ?? "").lowercased() }
    var body: String { text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n") }

    /// The value of the header `name`, if the answer has it.
    func header(_ name: String) -> String? {
        let prefix = "\(name.lowercased()): "
        return head.components(separatedBy: "\r\n").dropFirst().first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
}
