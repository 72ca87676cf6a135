import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// The host's limits over a real socket: floods, garbage, binary and oversized frames, a full server, idle pages,
/// sessions that grow too large, pages that stop reading, pages that come back, and HTTP requests no page makes. Each
/// ends in an error reply, a `bye` with its reason or a dropped connection, and another page goes on unaffected.
@Suite(.timeLimit(.minutes(5))) struct LiveHostLimitsTests {
    /// A host of the Fruit screen that lets the test client in, with `limits` applied, its budgets kept by `clock`.
    static func host(
        clock: HostClock = .continuous, _ limits: (inout LiveHost.Configuration) -> Void = { _ in }
    ) throws -> LiveHost {
        var configuration = LiveHost.Configuration()
        configuration.allowedOrigins = ["ws://localhost"]
        limits(&configuration)
        return try LiveHost(
            screens: SingleScreen { UINavigationController(rootViewController: FruitViewController()) }, configuration: configuration,
            clock: clock)
    }

    static let hello = LiveHostTests.hello

    /// Opens a page on `client` that says `hello` and leaves once answered; returns what it received.
    static func answeredPage(
        _ client: some TestClientProtocol, hello: String = Self.hello, headers: HTTPFields = [:]
    ) async throws -> [String] {
        try await page(client, headers: headers) { outbound, log in
            try await outbound.write(.text(hello))
            try await log.waitFor { $0.count == 1 }
        }
    }

    /// Opens a page on `client`, runs `body` with its connection, and returns every message the page received until the
    /// server closed it or `body` returned and the connection was closed.
    static func page(
        _ client: some TestClientProtocol, reading: Bool = true, headers: HTTPFields = [:],
        _ body: @escaping @Sendable (WebSocketOutboundWriter, MessageLog) async throws -> Void
    ) async throws -> [String] {
        let log = MessageLog()
        try await client.ws("/ocv/live", configuration: .init(maxFrameSize: 1 << 20, additionalHeaders: headers)) { inbound, outbound, _ in
            let reader = Task {
                guard reading else { return }
                do {
                    for try await message in inbound.messages(maxSize: 1 << 24) {
                        if case .text(let text) = message { await log.append(text) }
                    }
                } catch {}
                await log.markClosed()
            }
            // The reader must be done before the handler returns, whatever `body` did: the client reads its
            // connection once more as it closes, and a second reader of one connection stops the process.
            let outcome: Result<Void, any Error>
            do {
                try await body(outbound, log)
                outcome = .success(())
            } catch {
                outcome = .failure(error)
            }
            try? await outbound.close(.normalClosure, reason: nil)
            _ = await reader.result
            try outcome.get()
        }
        return await log.texts
    }

    /// With the clock held still the message budget never refills: the page's 11th message (a burst of twice 5) is one
    /// too many, however fast or slow the machine handles them.
    @Test func aFloodIsToldWhyAndClosedWhileOtherPagesGoOn() async throws {
        let clock = ManualClock()
        let host = try Self.host(clock: clock.hostClock) {
            $0.maximumMessagesPerSecond = 5
            Self.trustForwarding(&$0)
        }
        try await LiveHostTests.serve(host) { client in
            let flooded = try await Self.page(client, headers: Self.forwarded(for: "203.0.113.1")) { outbound, log in
                try await outbound.write(.text(Self.hello))
                for offset in 0..<20 {
                    try? await outbound.write(.text(#"{"t":"tap","cv":"nobody","x":1,"y":\#(offset)}"#))
                }
                try await log.waitFor { $0.last?.hasPrefix(#"{"t":"bye""#) == true }
            }
            #expect(flooded.count == 2)
            #expect(flooded.first?.hasPrefix(#"{"t":"frame""#) == true)
            #expect(flooded.last == #"{"t":"bye","reason":"too many messages: at most 5 a second"}"#)
            // The session of a page told `bye` is gone; another person's page is served as if nothing happened.
            let other = try await Self.answeredPage(client, headers: Self.forwarded(for: "203.0.113.2"))
            #expect(other.first?.contains("Banana") == true)
            // The flooded page's session ended; the other page's waits for it to come back.
            try await Self.waitUntil(host, counts: (connected: 0, waiting: 1))
        }
    }

    /// Believes `X-Forwarded-For` from loopback, so that a test's pages can be several clients.
    static func trustForwarding(_ configuration: inout LiveHost.Configuration) {
        configuration.clientAddressHeader = "X-Forwarded-For"
        configuration.trustedProxies = ["127.0.0.1", "::1"]
    }

    /// The header a trusted proxy on loopback (`trustForwarding`) names the client `address` in.
    static func forwarded(for address: String) -> HTTPFields {
        [HTTPField.Name("X-Forwarded-For")!: address]
    }

    @Test func garbageGetsErrorsThenBye() async throws {
        let host = try Self.host { $0.maximumConsecutiveErrors = 3 }
        try await LiveHostTests.serve(host) { client in
            let texts = try await Self.page(client) { outbound, log in
                try await outbound.write(.binary(ByteBuffer(string: "binary")))
                for _ in 0..<6 { try? await outbound.write(.text("{nope")) }
                try await log.waitFor { $0.last?.hasPrefix(#"{"t":"bye""#) == true }
            }
            #expect(texts == [
                #"{"t":"error","message":"binary messages are not part of the protocol"}"#,
                #"{"t":"error","message":"the message is not a JSON object"}"#,
                #"{"t":"error","message":"the message is not a JSON object"}"#,
                #"{"t":"error","message":"the message is not a JSON object"}"#,
                #"{"t":"bye","reason":"too many refused messages in a row"}"#,
            ])
        }
    }

    @Test func aMessageOverTheSizeLimitClosesTheConnection() async throws {
        let host = try Self.host { $0.maximumMessageSize = 4_096 }
        try await LiveHostTests.serve(host) { client in
            let texts = try await Self.page(client) { outbound, log in
                try await outbound.write(.text(Self.hello))
                try await log.waitFor { $0.count == 1 }
                try await outbound.write(.text(#"{"t":"search","bar":"x","text":""# + String(repeating: "a", count: 5_000) + "\"}"))
                // The server closes: the page's reading ends without another message, before the page closes.
                await log.waitUntilClosed()
                #expect(await log.closed)
            }
            #expect(texts.count == 1)
            // The page may come back to its session.
            try await Self.waitUntil(host, counts: (connected: 0, waiting: 1))
        }
    }

    @Test func aFullServerTurnsNewPagesAwayUntilAPageLeaves() async throws {
        let host = try Self.host { $0.maximumSessions = 1 }
        try await LiveHostTests.serve(host) { client in
            let turnedAway = try await Self.page(client) { outbound, log in
                try await outbound.write(.text(Self.hello))
                try await log.waitFor { $0.count == 1 }
                let second = try await Self.answeredPage(client)
                await log.append(contentsOf: second)
            }
            #expect(turnedAway.dropFirst().first
                == #"{"t":"bye","reason":"the server has as many pages open as it serves; try again later"}"#)
            // The first page left: its session waits to be resumed, but a new page takes its place.
            let admitted = try await Self.answeredPage(client)
            #expect(admitted.first?.hasPrefix(#"{"t":"frame""#) == true)
        }
    }

    /// The grace period is kept by the host's clock: held still, a page that comes back resumes however long the
    /// machine took; moved past the period, the session ends and a page that comes back starts again.
    @Test func aPageThatComesBackResumesItsSessionWithinTheGracePeriodAndStartsAgainAfter() async throws {
        let clock = ManualClock()
        let host = try Self.host(clock: clock.hostClock) { $0.resumeGracePeriod = .seconds(30) }
        try await LiveHostTests.serve(host) { client in
            let first = try await Self.page(client) { outbound, log in
                try await outbound.write(.text(#"{"t":"hello","v":1,"path":"/","w":390,"h":150,"scale":2}"#))
                try await log.waitFor { $0.count == 1 }
                let frame = try #require(await log.texts.first)
                let collectionView = try #require(Self.collectionView(in: frame))
                try await outbound.write(.text(#"{"t":"scroll","cv":"\#(collectionView)","x":0,"y":30}"#))
                // A message that answers, so that the scroll before it has been handled when the answer comes.
                try await outbound.write(.text(#"{"t":"appearance","dark":true,"contrast":false}"#))
                try await log.waitFor { $0.count == 2 }
            }
            let firstFrame = try #require(first.first)
            let token = try #require(Self.session(in: firstFrame))
            try await Self.waitUntil(host, counts: (connected: 0, waiting: 1))
            let resumeHello = #"{"t":"hello","v":1,"path":"/","w":390,"h":150,"scale":2,"resume":"\#(token)"}"#
            let resumed = try await Self.answeredPage(client, hello: resumeHello)
            let resumedFrame = try #require(resumed.first)
            #expect(Self.session(in: resumedFrame) == token)
            #expect(resumedFrame.contains(#""offset":[0,30]"#))
            #expect(!resumedFrame.contains("restarted"))

            try await Self.waitUntil(host, counts: (connected: 0, waiting: 1))
            // Each move ends the waits begun by then; the page's leaving may begin its wait after the first.
            while await MainActor.run(body: { host.registry.counts }) != (connected: 0, waiting: 0) {
                clock.advance(by: .seconds(31))
                try await Task.sleep(for: .milliseconds(5))
            }
            let restarted = try await Self.answeredPage(client, hello: resumeHello)
            let restartedFrame = try #require(restarted.first)
            #expect(restartedFrame.contains(#""restarted":true"#))
            #expect(Self.session(in: restartedFrame) != token)
        }
    }

    /// Waits until `host` keeps `counts` sessions, looking whenever the main actor comes round.
    static func waitUntil(_ host: LiveHost, counts: (connected: Int, waiting: Int)) async throws {
        while await MainActor.run(body: { host.registry.counts }) != counts {
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// A page that answers nothing — no message, no pong — for two ping intervals went away without a word: its
    /// connection is dropped, and its session waits for it to come back.
    @Test func aPageThatAnswersNoPingIsDroppedAndItsSessionKept() async throws {
        let host = try Self.host { $0.pingInterval = .milliseconds(500) }
        try await LiveHostTests.serve(host) { client in
            let port = try #require(client.port)
            let socket = try LoopbackSocket(port: port)
            defer { socket.close() }
            #expect(socket.upgradeToLiveWebSocket(port: port))
            socket.sendText(Self.hello)
            try await Self.waitUntil(host, counts: (connected: 0, waiting: 1))
            #expect(await MainActor.run { host.ticker.pings } >= 1)
        }
    }

    /// A page whose browser answers the server's pings stays connected however long its person says nothing: a pong
    /// is heard as much as a message.
    @Test func aPageThatAnswersThePingsStays() async throws {
        let host = try Self.host { $0.pingInterval = .milliseconds(500) }
        try await LiveHostTests.serve(host) { client in
            _ = try await Self.page(client) { outbound, log in
                try await outbound.write(.text(Self.hello))
                try await log.waitFor { $0.count == 1 }
                // Four pings take over three intervals, past the two a page answering nothing is kept for.
                var (pings, connected) = (0, 1)
                while pings < 4, connected == 1 {
                    try await Task.sleep(for: .milliseconds(10))
                    (pings, connected) = await MainActor.run { (host.ticker.pings, host.registry.counts.connected) }
                }
                #expect(connected == 1)
                #expect(pings >= 4)
            }
        }
    }

    @Test func anIdlePageIsToldAndClosed() async throws {
        let host = try Self.host { $0.idleTimeout = .milliseconds(300) }
        try await LiveHostTests.serve(host) { client in
            let texts = try await Self.page(client) { outbound, log in
                try await outbound.write(.text(Self.hello))
                try await log.waitFor { $0.last?.hasPrefix(#"{"t":"bye""#) == true }
            }
            #expect(texts.last == #"{"t":"bye","reason":"the page was idle too long"}"#)
            try await Self.waitUntil(host, counts: (connected: 0, waiting: 0))
        }
    }

    @Test func aSessionWhoseWindowGrowsTooLargeIsClosed() async throws {
        let host = try Self.host { $0.maximumViewsPerSession = 10 }
        try await LiveHostTests.serve(host) { client in
            let texts = try await Self.page(client) { outbound, log in
                try await outbound.write(.text(Self.hello))
                try await log.waitFor { $0.last?.hasPrefix(#"{"t":"bye""#) == true }
            }
            #expect(texts.last == #"{"t":"bye","reason":"the page grew past what the server keeps for one page"}"#)
        }
    }

    /// A page that sends but never reads (a raw socket with a small receive buffer): once what it left unread passes
    /// the bound, the server drops the connection and keeps the session for the page to resume.
    @Test func aPageThatDoesNotReadIsDroppedAndItsSessionKept() async throws {
        let host = try Self.host {
            $0.maximumUnreadBytes = 64 * 1024
            $0.maximumMessagesPerSecond = 100_000
            $0.serverTimePerSecond = .seconds(1)
        }
        try await LiveHostTests.serve(host) { client in
            let port = try #require(client.port)
            let socket = try LoopbackSocket(port: port, smallReceiveBuffer: true)
            defer { socket.close() }
            #expect(socket.upgradeToLiveWebSocket(port: port))
            socket.sendText(Self.hello)
            // Every appearance change redraws the whole window: kilobytes a message, none of them read.
            // Sent 50 at a time off the shared threads (a send blocks once the server stops reading).
            var batch = 0
            while await MainActor.run(body: { host.registry.counts.waiting }) == 0 {
                let sent = await LoopbackSocket.offThePool { [batch] in
                    (0..<50).allSatisfy { socket.sendText(#"{"t":"appearance","dark":\#(($0 + batch) % 2 == 0),"contrast":false}"#) }
                }
                // A send that fails: the server cut the connection, and the session is on its way to waiting.
                guard sent else { break }
                batch += 1
            }
            try await Self.waitUntil(host, counts: (connected: 0, waiting: 1))
        }
    }

    /// A flood from a page that reads nothing: the `bye` cannot reach it, and its session still ends.
    @Test func aFloodThatReadsNothingIsClosedAllTheSame() async throws {
        let clock = ManualClock()
        let host = try Self.host(clock: clock.hostClock) {
            $0.maximumMessagesPerSecond = 50
            $0.maximumUnreadBytes = 1 << 30
            $0.serverTimePerSecond = .seconds(1)
        }
        try await LiveHostTests.serve(host) { client in
            let port = try #require(client.port)
            let socket = try LoopbackSocket(port: port, smallReceiveBuffer: true)
            defer { socket.close() }
            #expect(socket.upgradeToLiveWebSocket(port: port))
            socket.sendText(Self.hello)
            try await Self.waitUntil(host, counts: (connected: 1, waiting: 0))
            // Redrawn windows fill what the page does not read, so that the `bye` cannot reach it; cheap taps make up
            // the rest. The budget holds 100 messages and the held clock refills none: the 101st is one too many.
            _ = await LoopbackSocket.offThePool {
                (0..<30).allSatisfy { socket.sendText(#"{"t":"appearance","dark":\#($0 % 2 == 0),"contrast":false}"#) }
                    && (0..<2_000).allSatisfy { socket.sendText(#"{"t":"tap","cv":"nobody","x":1,"y":\#($0)}"#) }
            }
            try await Self.waitUntil(host, counts: (connected: 0, waiting: 0))
        }
    }

    /// A client without an `Origin` header is not a browser's page: refused unless the host allows it.
    @Test func clientsWithoutAnOriginAreRefusedUnlessAllowed() async throws {
        for allowed in [false, true] {
            let host = try Self.host { $0.allowsMissingOrigin = allowed }
            try await LiveHostTests.serve(host) { client in
                let port = try #require(client.port)
                let socket = try LoopbackSocket(port: port)
                defer { socket.close() }
                #expect(socket.upgradeToLiveWebSocket(port: port, origin: nil))
                let status = await socket.statusLine()
                if allowed {
                    #expect(status == "HTTP/1.1 101 Switching Protocols")
                } else {
                    #expect(status.hasPrefix("HTTP/1.1 4"), "\(status)")
                }
            }
        }
    }

    @Test func httpRequestsNoPageMakesAreRefused() async throws {
        try await LiveHostTests.serve(try Self.host()) { client in
            // Over 32 KiB of request head, in a header or in the address: answered 400 and closed.
            let port = try #require(client.port)
            for head in [
                "GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: \(String(repeating: "a", count: 40_000))\r\n\r\n",
                "GET /\(String(repeating: "a", count: 40_000)) HTTP/1.1\r\nHost: localhost\r\n\r\n",
                "NOT HTTP AT ALL\r\n\r\n",
            ] {
                let socket = try LoopbackSocket(port: port)
                defer { socket.close() }
                socket.write(Array(head.utf8))
                #expect(await socket.readToEnd().hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            }
            for method in ["POST", "PUT", "DELETE"] {
                let answer = try await LiveHostTests.request("/", method: method, port: port)
                #expect(answer.status == 404 || answer.status == 405, "\(method): \(answer.statusLine)")
            }
            #expect(try await LiveHostTests.request("/", port: port).status == 200)
        }
    }

    static func collectionView(in frame: String) -> String? {
        value(after: #""cv":""#, in: frame)
    }

    static func session(in frame: String) -> String? {
        value(after: #""session":""#, in: frame)
    }

    private static func value(after key: String, in text: String) -> String? {
        guard let start = text.range(of: key) else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }
}

extension MessageLog {
    func append(contentsOf more: [String]) {
        for text in more { append(text) }
    }

}
