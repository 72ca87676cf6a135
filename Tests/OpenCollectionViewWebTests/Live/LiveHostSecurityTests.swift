import Crypto
import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// The host on an open network, over a real socket: names it does not answer to (DNS rebinding), headers on every
/// answer, deadlines for request heads and `hello`, limits per client, viewports and frames bounded before the work is
/// done, and room made only for pages that will be served.
@Suite(.timeLimit(.minutes(5))) struct LiveHostSecurityTests {
    static func host(_ limits: (inout LiveHost.Configuration) -> Void = { _ in }) throws -> LiveHost {
        try LiveHostLimitsTests.host(limits)
    }

    /// DNS rebinding: a page of another site whose name now points at this server sends its own name in `Host` and
    /// `Origin`, and gets nothing — pages, files and WebSockets alike. Loopback's name, IP addresses and configured
    /// names are served.
    @Test func namesTheHostDoesNotAnswerToAreMisdirected() async throws {
        let host = try Self.host { $0.allowedHosts = ["app.example.com"] }
        try await LiveHostTests.serve(host) { client in
            let port = try #require(client.port)
            for path in ["/", "/ocv/client/main.js"] {
                for name in ["rebind.example:\(port)", "rebind.example", "127.example.com:\(port)", "localhost.example"] {
                    let answer = try await LiveHostTests.request(path, host: name, port: port)
                    #expect(answer.statusLine == "HTTP/1.1 421 Misdirected Request", "\(path) at \(name): \(answer.statusLine)")
                }
                #expect(try await LiveHostTests.request(path, host: nil, port: port).status == 421)
                for name in ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)", "app.example.com", "APP.example.com:\(port)"] {
                    let answer = try await LiveHostTests.request(path, host: name, port: port)
                    #expect(answer.statusLine == "HTTP/1.1 200 OK", "\(path) at \(name): \(answer.statusLine)")
                }
            }
            let rebound = try LoopbackSocket(port: port)
            defer { rebound.close() }
            rebound.upgradeToLiveWebSocket(host: "rebind.example:\(port)", origin: "http://rebind.example:\(port)")
            #expect(await rebound.statusLine() == "HTTP/1.1 421 Misdirected Request")
            let own = try LoopbackSocket(port: port)
            defer { own.close() }
            own.upgradeToLiveWebSocket(host: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)")
            #expect(await own.statusLine() == "HTTP/1.1 101 Switching Protocols")
        }
    }

    /// Routes of your own behind `AllowedHostsMiddleware` (a metrics listener) get the same door as the host's pages.
    @Test func theSameDoorGuardsRoutesOfYourOwn() async throws {
        var configuration = LiveHost.Configuration()
        configuration.allowedHosts = ["app.example.com"]
        let router = Router()
        router.add(middleware: AllowedHostsMiddleware(configuration: configuration))
        router.get("/metrics") { _, _ in "ocv_sessions 1\n" }
        let application = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await application.test(.live) { client in
            let port = try #require(client.port)
            for name in ["rebind.example:\(port)", "localhost.example"] {
                let answer = try await LiveHostTests.request("/metrics", host: name, port: port)
                #expect(answer.statusLine == "HTTP/1.1 421 Misdirected Request", "\(name)")
                #expect(!answer.body.contains("ocv_sessions"))
            }
            #expect(try await LiveHostTests.request("/metrics", host: nil, port: port).status == 421)
            for name in ["localhost:\(port)", "127.0.0.1:\(port)", "app.example.com"] {
                let answer = try await LiveHostTests.request("/metrics", host: name, port: port)
                #expect(answer.statusLine == "HTTP/1.1 200 OK", "\(name)")
                #expect(answer.body.contains("ocv_sessions 1"))
            }
        }
    }

    /// Pages, files, refusals and missing files alike: no other site may frame the page, files are only what their
    /// type says, and addresses do not leak to other sites. (The router's own 404 for addresses the host never
    /// claimed is the application's.)
    /// The one inline script the policy allows is the page's first step, by the SHA-256 of its text as the page
    /// carries it.
    @Test func everyAnswerCarriesTheSecurityHeaders() async throws {
        try await LiveHostTests.serve(try Self.host()) { client in
            let port = try #require(client.port)
            let page = try await LiveHostTests.request("/", port: port).body
            let start = try #require(page.range(of: "<script>")).upperBound
            let boot = page[start..<(try #require(page[start...].range(of: "</script>")).lowerBound)]
            // The head as read is lowercased, the hash with it.
            let hash = Data(SHA256.hash(data: Array(boot.utf8))).base64EncodedString()
            let answers = [("/", "localhost"), ("/ocv/ocv.css", "localhost"), ("/ocv/nothing.js", "localhost"), ("/", "elsewhere.example")]
            for (path, host) in answers {
                let head = try await LiveHostTests.request(path, host: "\(host):\(port)", port: port).head
                #expect(head.contains("\r\ncontent-security-policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-\(hash.lowercased())';"), "\(path): \(head)")
                #expect(head.contains("frame-ancestors 'self'"), "\(path)")
                #expect(head.contains("\r\nx-content-type-options: nosniff"), "\(path)")
                #expect(head.contains("\r\nreferrer-policy: same-origin"), "\(path)")
            }
        }
    }

    /// A WebSocket that opens and says nothing is closed once `helloTimeout` passes, told why.
    @Test func aWebSocketThatNeverSaysHelloIsClosed() async throws {
        let host = try Self.host { $0.helloTimeout = .milliseconds(200) }
        try await LiveHostTests.serve(host) { client in
            let texts = try await LiveHostLimitsTests.page(client) { _, log in
                await log.waitUntilClosed()
            }
            #expect(texts == [#"{"t":"bye","reason":"the page did not say hello in time"}"#])
            try await LiveHostLimitsTests.waitUntil(host, counts: (connected: 0, waiting: 0))
        }
    }

    /// Slowloris: a request head trickled a byte at a time never completes, and the server closes the connection when
    /// `requestHeadTimeout` has passed.
    @Test func aRequestHeadThatNeverEndsIsClosed() async throws {
        let host = try Self.host { $0.requestHeadTimeout = .milliseconds(300) }
        try await LiveHostTests.serve(host) { client in
            let port = try #require(client.port)
            let trickling = try LoopbackSocket(port: port)
            defer { trickling.close() }
            trickling.write(Array("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ".utf8))
            // A byte every 50 ms, as slowloris sends them, until the server has cut the connection.
            var cut = false
            while !cut {
                try await Task.sleep(for: .milliseconds(50))
                cut = !trickling.write([UInt8(ascii: "a")]) || trickling.peerClosed()
            }
            #expect(cut)
        }
    }

    /// A connection kept alive after its answer is closed once it has waited `keepAliveTimeout` for its next request —
    /// also after a request that asked for a WebSocket and was answered as plain HTTP (a page's address, or the
    /// WebSocket's address from a refused origin): asking to switch does not take the connection past the door.
    @Test func anIdleKeptAliveConnectionIsClosedEvenAfterAFalseUpgrade() async throws {
        let host = try Self.host {
            $0.requestHeadTimeout = .seconds(3_600)
            $0.keepAliveTimeout = .milliseconds(300)
        }
        try await LiveHostTests.serve(host) { client in
            let port = try #require(client.port)
            let upgrade = "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
            let requests = [
                "GET /ocv/ocv.css HTTP/1.1\r\nHost: localhost\r\n\r\n",
                // Upgrade headers that do not make a WebSocket: HTTP does not act on a lone Upgrade header; the page's
                // address has no WebSocket; another site's page is refused one.
                "GET /ocv/ocv.css HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n\r\n",
                "GET / HTTP/1.1\r\nHost: localhost\r\n\(upgrade)\r\n",
                "GET /ocv/live HTTP/1.1\r\nHost: localhost\r\nOrigin: http://elsewhere.example\r\n\(upgrade)\r\n",
            ]
            for request in requests {
                let keptAlive = try LoopbackSocket(port: port)
                defer { keptAlive.close() }
                keptAlive.write(Array(request.utf8))
                // The request head deadline is an hour: only the keep-alive deadline (or the server's own refusal) can
                // close it this side of that.
                let (answer, closed) = await keptAlive.readUntilClosed(seconds: 600)
                #expect(!answer.hasPrefix("HTTP/1.1 101"), "\(request)")
                #expect(closed, "\(request)")
                if request == requests[0] { #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n")) }
            }
        }
    }

    /// One address may hold `maximumSessionsPerClient` sessions: its next page is told so, until one of its own pages
    /// leaves, whose waiting session then makes room.
    @Test func oneClientCannotHoldEverySession() async throws {
        let host = try Self.host { $0.maximumSessionsPerClient = 2 }
        try await LiveHostTests.serve(host) { client in
            let texts = try await LiveHostLimitsTests.page(client) { outbound, log in
                try await outbound.write(.text(LiveHostTests.hello))
                try await log.waitFor { $0.count == 1 }
                let second = try await LiveHostLimitsTests.page(client) { outbound, secondLog in
                    try await outbound.write(.text(LiveHostTests.hello))
                    try await secondLog.waitFor { $0.count == 1 }
                    let third = try await LiveHostLimitsTests.answeredPage(client, hello: LiveHostTests.hello)
                    await secondLog.append(contentsOf: third)
                }
                #expect(second.count == 2)
                #expect(second.last == #"{"t":"bye","reason":"this address has as many pages open as one may; close one and try again"}"#)
                // The second page left: its session waits, and makes room for the client's next page.
                let admitted = try await LiveHostLimitsTests.answeredPage(client, hello: LiveHostTests.hello)
                #expect(admitted.first?.hasPrefix(#"{"t":"frame""#) == true)
                try await LiveHostLimitsTests.waitUntil(host, counts: (connected: 1, waiting: 1))
            }
            #expect(texts.count == 1)
        }
    }

    /// One address may hold `maximumConnectionsPerClient` connections open; the next is answered 429 and closed. Behind
    /// a trusted proxy that names its clients, each client counts alone; a peer that is not a trusted proxy cannot
    /// claim to be somebody else by sending the header itself.
    @Test func oneClientCannotHoldEveryConnection() async throws {
        enum Peer: CaseIterable { case direct, trustedProxy, spoofer }
        for peer in Peer.allCases {
            let host = try Self.host {
                $0.maximumConnectionsPerClient = 2
                if peer != .direct { $0.clientAddressHeader = "X-Forwarded-For" }
                // The test's peer is loopback: trusted, or not (only some other proxy is).
                if peer == .trustedProxy { $0.trustedProxies = ["127.0.0.1"] }
                if peer == .spoofer { $0.trustedProxies = ["192.0.2.1"] }
            }
            try await LiveHostTests.serve(host) { client in
                let port = try #require(client.port)
                func request(from address: String) async throws -> (LoopbackSocket, String) {
                    let socket = try LoopbackSocket(port: port)
                    let header = peer == .direct ? "" : "X-Forwarded-For: 198.51.100.9, \(address)\r\n"
                    socket.write(Array("GET /ocv/ocv.css HTTP/1.1\r\nHost: localhost\r\n\(header)\r\n".utf8))
                    return (socket, await socket.statusLine())
                }
                let (first, firstStatus) = try await request(from: "10.0.0.1")
                let (second, secondStatus) = try await request(from: "10.0.0.1")
                let (third, thirdStatus) = try await request(from: "10.0.0.1")
                let (other, otherStatus) = try await request(from: "10.0.0.2")
                defer { [first, second, third, other].forEach { $0.close() } }
                #expect(firstStatus == "HTTP/1.1 200 OK", "\(peer)")
                #expect(secondStatus == "HTTP/1.1 200 OK", "\(peer)")
                #expect(thirdStatus == "HTTP/1.1 429 Too Many Requests", "\(peer)")
                // Without a trusted proxy's header every connection is the loopback peer's.
                #expect(otherStatus == (peer == .trustedProxy ? "HTTP/1.1 200 OK" : "HTTP/1.1 429 Too Many Requests"), "\(peer)")
            }
        }
    }

    /// A full host makes room only for a page it will serve: a `hello` for a path without a screen is told so, and the
    /// session waiting for its page stays resumable.
    @Test func aPathWithoutAScreenEvictsNobody() async throws {
        let host = try Self.host { $0.maximumSessions = 1 }
        try await LiveHostTests.serve(host) { client in
            let first = try await LiveHostLimitsTests.answeredPage(client, hello: LiveHostTests.hello)
            let firstFrame = try #require(first.first)
            let token = try #require(LiveHostLimitsTests.session(in: firstFrame))
            try await LiveHostLimitsTests.waitUntil(host, counts: (connected: 0, waiting: 1))
            let nowhere = try await LiveHostLimitsTests.answeredPage(client, hello: #"{"t":"hello","v":1,"path":"/nowhere","w":390,"h":844,"scale":2}"#)
            #expect(nowhere == [#"{"t":"bye","reason":"no screen at /nowhere"}"#])
            let resumed = try await LiveHostLimitsTests.answeredPage(
                client, hello: #"{"t":"hello","v":1,"path":"/","w":390,"h":844,"scale":2,"resume":"\#(token)"}"#)
            let resumedFrame = try #require(resumed.first)
            #expect(LiveHostLimitsTests.session(in: resumedFrame) == token)
            #expect(resumed.first?.contains("restarted") == false)
        }
    }

    /// The worst viewport a page can ask for gets a window of a 4K screen's area (2,880 × 2,880 for a square) and a
    /// frame of at most `maximumElementsPerCollectionView` elements, however small they are — at `hello` and at
    /// `resize` alike — and another page is served meanwhile.
    @Test func theLargestViewportIsCappedAndItsFrameBounded() async throws {
        let host = try LiveHost(
            screens: SingleScreen { SwatchesViewController() },
            configuration: {
                var configuration = LiveHost.Configuration()
                configuration.allowedOrigins = ["ws://localhost"]
                return configuration
            }())
        try await LiveHostTests.serve(host) { client in
            let huge = #"{"t":"hello","v":1,"path":"/","w":16384,"h":16384,"scale":1}"#
            let texts = try await LiveHostLimitsTests.page(client) { outbound, log in
                try await outbound.write(.text(huge))
                try await log.waitFor { $0.count == 1 }
                let other = try await LiveHostLimitsTests.answeredPage(client, hello: LiveHostTests.hello)
                await log.append(contentsOf: other)
                try await outbound.write(.text(#"{"t":"resize","w":16384,"h":16000,"scale":1}"#))
                try await log.waitFor { $0.count == 3 }
            }
            let frame = try #require(texts.first)
            #expect(frame.contains("width:2880px;height:2880px"))
            #expect(frame.occurrences(of: #"{"id":"#) == 2_000)
            // The other page's frame: a phone's window, every swatch of it.
            #expect(texts[1].contains("width:390px;height:844px"))
            #expect(texts[1].occurrences(of: #"{"id":"#) == (390 / 16) * (844 / 34))
            // 16,384 × 16,000 keeps its shape: 2,914 × 2,846 within the area, still at most 2,000 elements.
            let resized = texts[2]
            #expect(resized.contains("width:2914px;height:2846px"))
            #expect(resized.occurrences(of: #"{"id":"#) <= 2_000)
        }
    }

    /// A message larger than `maximumUnreadBytes` is never written: the page is told why and its session ends.
    @Test func aFrameLargerThanThePageMayLeaveUnreadIsNeverSent() async throws {
        let host = try LiveHost(
            screens: SingleScreen { LongTextViewController(length: 80_000) },
            configuration: {
                var configuration = LiveHost.Configuration()
                configuration.allowedOrigins = ["ws://localhost"]
                configuration.maximumUnreadBytes = 64 * 1_024
                return configuration
            }())
        try await LiveHostTests.serve(host) { client in
            let texts = try await LiveHostLimitsTests.page(client) { outbound, log in
                try await outbound.write(.text(LiveHostTests.hello))
                await log.waitUntilClosed()
            }
            #expect(texts == [#"{"t":"bye","reason":"the page needs more than the server sends at once"}"#])
            try await LiveHostLimitsTests.waitUntil(host, counts: (connected: 0, waiting: 0))
        }
    }

    /// Settings that cannot work are refused with the setting's name, before anything is served.
    @Test func settingsThatCannotWorkAreRefused() throws {
        let cases: [(String, (inout LiveHost.Configuration) -> Void)] = [
            ("serverTimePerSecond must be between 1 ms and 1 s", { $0.serverTimePerSecond = .zero }),
            ("resumeGracePeriod must be between 0 and a day", { $0.resumeGracePeriod = .seconds(-1) }),
            ("resumeGracePeriod must be between 0 and a day", { $0.resumeGracePeriod = .seconds(100_000) }),
            ("maximumMessageSize must be between 4,096 bytes and 16 MiB", { $0.maximumMessageSize = 10 }),
            // Past 4 GiB the WebSocket frame decoder stops the process.
            ("maximumMessageSize must be between 4,096 bytes and 16 MiB", { $0.maximumMessageSize = 5 << 30 }),
            ("maximumMessagesPerSecond must be between 1 and 100,000", { $0.maximumMessagesPerSecond = .max }),
            ("maximumUnreadBytes must be between 64 KiB and 1 GiB", { $0.maximumUnreadBytes = .max }),
            ("maximumElementsPerCollectionView must be between 100 and 1,000,000", {
                $0.maximumElementsPerCollectionView = .max
            }),
            ("keepAliveTimeout must be more than 0 and at most a day", { $0.keepAliveTimeout = .zero }),
            ("trustedProxies must be the addresses of the proxies whose X-Forwarded-For header is believed (no one else's is)",
             { $0.clientAddressHeader = "X-Forwarded-For" }),
            ("clientAddressHeader must be the header the trusted proxies name the client in", { $0.trustedProxies = ["10.0.0.1"] }),
            (#"trustedProxies must be addresses or blocks of them ("10.0.0.0/8", "::1"), not "proxy.example""#, {
                $0.clientAddressHeader = "X-Forwarded-For"
                $0.trustedProxies = ["proxy.example"]
            }),
            ("maximumSessions must be at least 1", { $0.maximumSessions = 0 }),
            ("maximumViewportArea must be at least 320 × 320 square points", { $0.maximumViewportArea = .nan }),
            ("clientAddressHeader must be a header name", { $0.clientAddressHeader = "not a header:" }),
            (#"allowedHosts must be host names without ports or schemes ("app.example.com"), not "https://x.example""#,
             { $0.allowedHosts = ["https://x.example"] }),
        ]
        for (message, change) in cases {
            var configuration = LiveHost.Configuration()
            change(&configuration)
            #expect(throws: LiveHost.ConfigurationError(message)) {
                try LiveHost(screens: SingleScreen { UIViewController() }, configuration: configuration)
            }
        }
        try LiveHost.Configuration().validate()
    }

    /// Which names are loopback, for the warning a server beyond loopback prints.
    @Test func onlyLoopbackAddressesAreLoopback() {
        for name in ["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "LOCALHOST"] {
            #expect(HostNames.isLoopback(name), "\(name)")
            #expect(LiveHost.exposureWarning(hostname: name) == nil)
        }
        for name in ["127.example.com", "0.0.0.0", "192.168.1.2", "::", "example.com", "127.0.0.256"] {
            #expect(!HostNames.isLoopback(name), "\(name)")
            #expect(LiveHost.exposureWarning(hostname: name)?.hasPrefix("Warning: listening on \(name), not loopback") == true)
        }
    }
}

/// A grid of 16 × 34 swatches filling its view, as many as fit, as the sample's insertion sort makes them.
@MainActor
final class SwatchesViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(16), heightDimension: .absolute(34)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(34)), subitems: [item])
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { _ in self.collectionView.reloadData() }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Int(collectionView.bounds.width / 16) * Int(collectionView.bounds.height / 34)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
        cell.backgroundColor = UIColor(hue: CGFloat(indexPath.item % 360) / 360, saturation: 1, brightness: 1, alpha: 1)
        return cell
    }
}

/// A screen of one label holding `length` characters.
@MainActor
final class LongTextViewController: UIViewController {
    let length: Int

    init(length: Int) {
        self.length = length
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: view.bounds)
        label.numberOfLines = 0
        label.text = String(repeating: "word ", count: length / 5)
        view.addSubview(label)
    }
}
