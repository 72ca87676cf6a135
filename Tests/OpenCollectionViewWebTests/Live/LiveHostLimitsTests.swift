import Foundation
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
@Suite struct LiveHostLimitsTests {
    /// A host of the Fruit screen that lets the test client in, with `limits` applied.
    static func host(_ limits: (inout LiveHost.Configuration) -> Void = { _ in }) throws -> LiveHost {
        var configuration = LiveHost.Configuration()
        configuration.allowedOrigins = ["ws://localhost"]
        limits(&configuration)
        return try LiveHost(
            screens: SingleScreen { UINavigationController(rootViewController: FruitViewController()) }, configuration: configuration)
    }

    static let hello = LiveHostTests.hello

    /// Opens a page on `client` that says `hello` and leaves once answered; returns what it received.
    static func answeredPage(_ client: some TestClientProtocol, hello: String = Self.hello) async throws -> [String] {
        try await page(client) { outbound, log in
            try await outbound.write(.text(hello))
            try await log.waitFor { $0.count == 1 }
        }
    }

    /// Opens a page on `client`, runs `body` with its connection, and returns every message the page received until the
    /// server closed it or `body` returned and the connection was closed.
    static func page(
        _ client: some TestClientProtocol, reading: Bool = true,
        _ body: @escaping @Sendable (WebSocketOutboundWriter, MessageLog) async throws -> Void
    ) async throws -> [String] {
        let log = MessageLog()
        try await client.ws("/ocv/live", configuration: .init(maxFrameSize: 1 << 20)) { inbound, outbound, _ in
            let reader = Task {
                guard reading else { return }
                for try await message in inbound.messages(maxSize: 1 << 24) {
                    if case .text(let text) = message { await log.append(text) }
                }
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

    @Test func aFloodIsToldWhyAndClosedWhileOtherPagesGoOn() async throws {
        let host = try Self.host { $0.maximumMessagesPerSecond = 50 }
        try await LiveHostTests.serve(host) { client in
            let flooded = try await Self.page(client) { outbound, log in
                try await outbound.write(.text(Self.hello))
                for offset in 0..<1_000 {
                    try? await outbound.write(.text(#"{"t":"tap","cv":"nobody","x":1,"y":\#(offset)}"#))
                }
                try await log.waitFor { $0.last?.hasPrefix(#"{"t":"bye""#) == true }
            }
            #expect(flooded.last == #"{"t":"bye","reason":"too many messages: at most 50 a second"}"#)
            // The session of a page told `bye` is gone; a new page is served as if nothing happened.
            let other = try await Self.answeredPage(client)
            #expect(other.first?.contains("Banana") == true)
            #expect(await MainActor.run { host.registry.counts.waiting } == 1)
        }
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
                try await log.waitUntilClosed()
                #expect(await log.closed)
            }
            #expect(texts.count == 1)
            // The page may come back to its session.
            #expect(await MainActor.run { host.registry.counts } == (connected: 0, waiting: 1))
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

    @Test func aPageThatComesBackResumesItsSessionWithinTheGracePeriodAndStartsAgainAfter() async throws {
        // Long enough for the main actor to come round under a busy parallel test run.
        let host = try Self.host { $0.resumeGracePeriod = .seconds(3) }
        try await LiveHostTests.serve(host) { client in
            let first = try await Self.page(client) { outbound, log in
                try await outbound.write(.text(#"{"t":"hello","v":1,"path":"/","w":390,"h":150,"scale":2}"#))
                try await log.waitFor { $0.count == 1 }
                let frame = try #require(await log.texts.first)
                let collectionView = try #require(Self.collectionView(in: frame))
                try await outbound.write(.text(#"{"t":"scroll","cv":"\#(collectionView)","x":0,"y":30}"#))
                try await outbound.write(.text(#"{"t":"searchBegin","bar":"nothing"}"#))
                try await Task.sleep(for: .milliseconds(100))
            }
            let firstFrame = try #require(first.first)
            let token = try #require(Self.session(in: firstFrame))
            let resumeHello = #"{"t":"hello","v":1,"path":"/","w":390,"h":150,"scale":2,"resume":"\#(token)"}"#
            let resumed = try await Self.answeredPage(client, hello: resumeHello)
            let resumedFrame = try #require(resumed.first)
            #expect(Self.session(in: resumedFrame) == token)
            #expect(resumedFrame.contains(#""offset":[0,30]"#))
            #expect(!resumedFrame.contains("restarted"))

            try await Task.sleep(for: .milliseconds(3_300))
            #expect(await MainActor.run { host.registry.counts } == (connected: 0, waiting: 0))
            let restarted = try await Self.answeredPage(client, hello: resumeHello)
            let restartedFrame = try #require(restarted.first)
            #expect(restartedFrame.contains(#""restarted":true"#))
            #expect(Self.session(in: restartedFrame) != token)
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
            #expect(await MainActor.run { host.registry.counts } == (connected: 0, waiting: 0))
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
            var dropped = false
            for batch in 0..<400 {
                let sent = await LoopbackSocket.offThePool {
                    (0..<50).allSatisfy { socket.sendText(#"{"t":"appearance","dark":\#(($0 + batch) % 2 == 0),"contrast":false}"#) }
                }
                guard sent else { break }
                if await MainActor.run(body: { host.registry.counts.waiting }) == 1 {
                    dropped = true
                    break
                }
            }
            for _ in 0..<3_000 where !dropped {
                try await Task.sleep(for: .milliseconds(10))
                dropped = await MainActor.run { host.registry.counts.waiting } == 1
            }
            #expect(dropped)
        }
    }

    /// A flood from a page that reads nothing: the `bye` cannot reach it, and its session still ends.
    @Test func aFloodThatReadsNothingIsClosedAllTheSame() async throws {
        let host = try Self.host {
            $0.maximumMessagesPerSecond = 50
            $0.maximumUnreadBytes = 1 << 30
        }
        try await LiveHostTests.serve(host) { client in
            let port = try #require(client.port)
            let socket = try LoopbackSocket(port: port, smallReceiveBuffer: true)
            defer { socket.close() }
            #expect(socket.upgradeToLiveWebSocket(port: port))
            socket.sendText(Self.hello)
            _ = await LoopbackSocket.offThePool {
                (0..<2_000).allSatisfy { _ in socket.sendText(#"{"t":"appearance","dark":true,"contrast":false}"#) }
            }
            var counts = (connected: 1, waiting: 1)
            for _ in 0..<3_000 where counts != (0, 0) {
                try await Task.sleep(for: .milliseconds(10))
                counts = await MainActor.run { host.registry.counts }
            }
            #expect(counts == (connected: 0, waiting: 0))
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

    /// Waits until the server closed the connection; throws `TimedOut` after a minute (other tests may keep the main
    /// actor busy for a while, never that long).
    func waitUntilClosed() async throws {
        for _ in 0..<6_000 {
            if closed { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw TimedOut(received: texts)
    }

    /// Waits until `condition` holds for the texts received; throws `TimedOut` after a minute.
    func waitFor(_ condition: @Sendable ([String]) -> Bool) async throws {
        for _ in 0..<6_000 {
            if condition(texts) { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw TimedOut(received: texts)
    }

    /// What a page waited for did not happen within a minute.
    struct TimedOut: Error, CustomStringConvertible {
        let received: [String]
        var description: String { "timed out; the page received \(received.count) messages: \(received.map { $0.prefix(120) })" }
    }
}
