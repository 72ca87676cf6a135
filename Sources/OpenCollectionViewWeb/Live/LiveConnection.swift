import Foundation
import HummingbirdWebSocket
import Logging
import OpenCollectionView

/// One page's WebSocket: reads its messages, hands them to its session on the main actor, and writes the answers in
/// the order the session made them — its own answers and what the session's ticks find alike.
final class LiveConnection: Sendable {
    private let host: LiveHost
    private let outbound: WebSocketOutboundWriter
    private let logger: Logger

    init(host: LiveHost, outbound: WebSocketOutboundWriter, logger: Logger) {
        self.host = host
        self.outbound = outbound
        self.logger = logger
    }

    /// Serves the page until it goes away or must be closed.
    func run(_ messages: WebSocketInboundMessageStream) async {
        let (outgoing, continuation) = AsyncStream.makeStream(of: String.self)
        let writer = Task {
            for await text in outgoing {
                do { try await outbound.write(.text(text)) } catch { break }
            }
        }
        var session: LiveSession?
        var ticker: Task<Void, Never>?
        var consecutiveErrors = 0
        do {
            for try await message in messages {
                guard case .text(let text) = message else {
                    continuation.yield(Self.error("binary messages are not part of the protocol"))
                    consecutiveErrors += 1
                    if consecutiveErrors > host.configuration.maximumConsecutiveErrors { break }
                    continue
                }
                let decoded: ClientMessage
                do {
                    decoded = try ClientMessage.decode(text)
                } catch {
                    continuation.yield(Self.error(error.description))
                    consecutiveErrors += 1
                    if consecutiveErrors > host.configuration.maximumConsecutiveErrors { break }
                    continue
                }
                consecutiveErrors = 0
                if let session {
                    await MainActor.run {
                        if let answer = session.handle(decoded) { continuation.yield(answer) }
                    }
                    continue
                }
                guard case .hello(let hello) = decoded else {
                    continuation.yield(Self.error("the first message must be hello"))
                    continue
                }
                guard
                    let opened = await host.registry.open(
                        hello, screens: host.screens, increasesContrast: host.configuration.increasesContrast,
                        output: continuation)
                else {
                    continuation.yield(Self.bye("no screen at \(hello.path)"))
                    break
                }
                session = opened
                ticker = startTicking(opened)
            }
        } catch {
            logger.debug("live page connection ended: \(error)")
        }
        ticker?.cancel()
        if let session { await host.registry.disconnected(session) }
        continuation.finish()
        await writer.value
        try? await outbound.close(.normalClosure, reason: nil)
    }

    /// Looks for the app's own changes every tick, while the page is connected.
    private func startTicking(_ session: LiveSession) -> Task<Void, Never> {
        let interval = host.configuration.tickInterval
        return Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard !Task.isCancelled else { return }
                await MainActor.run { session.tickAndSend() }
            }
        }
    }

    static func error(_ message: String) -> String {
        var writer = JSONWriter()
        writer.raw("{\"t\":\"error\",\"message\":")
        writer.string(message)
        writer.raw("}")
        return writer.text
    }

    static func bye(_ reason: String) -> String {
        var writer = JSONWriter()
        writer.raw("{\"t\":\"bye\",\"reason\":")
        writer.string(reason)
        writer.raw("}")
        return writer.text
    }
}

/// The live sessions of a host, by token: open ones, and those whose page went away, kept for a grace period so that
/// a page that comes back resumes where it was.
@MainActor
final class LiveSessionRegistry: Sendable {
    private struct Entry {
        let session: LiveSession
        var output: AsyncStream<String>.Continuation?
        var disconnectedAt: ContinuousClock.Instant?
    }

    private let gracePeriod: Duration
    private var entries: [String: Entry] = [:]

    nonisolated init(gracePeriod: Duration) {
        self.gracePeriod = gracePeriod
    }

    /// The session `hello` resumes, if it names one still kept, else a new one at its path (with increased contrast
    /// when `increasesContrast` says so, whatever the page prefers); its first frame is written to `output`. `nil`
    /// when there is no screen at the path.
    func open(
        _ hello: ClientMessage.Hello, screens: any LiveScreens, increasesContrast: Bool,
        output: AsyncStream<String>.Continuation
    ) -> LiveSession? {
        removeExpired()
        if let token = hello.resumeToken, var entry = entries[token], entry.output == nil {
            entry.output = output
            entry.disconnectedAt = nil
            entries[token] = entry
            entry.session.output = output
            // The page may come back at another size; the frame it gets is drawn for that size.
            _ = entry.session.handle(.resize(hello.viewport, scale: hello.scale))
            // The browser's preferences may have changed while the page was away.
            entry.session.adoptAppearance(of: hello)
            output.yield(entry.session.frameMessage())
            return entry.session
        }
        guard
            let session = LiveSession(
                token: Self.newToken(), hello: hello, screens: screens, increasesContrast: increasesContrast)
        else { return nil }
        session.output = output
        entries[session.token] = Entry(session: session, output: output, disconnectedAt: nil)
        output.yield(session.frameMessage())
        return session
    }

    /// The page of `session` went away: the session waits for it for the grace period.
    func disconnected(_ session: LiveSession) {
        guard var entry = entries[session.token] else { return }
        entry.output = nil
        entry.disconnectedAt = .now
        session.output = nil
        entries[session.token] = entry
        removeExpired()
    }

    /// How many sessions are kept, connected or waiting.
    var count: Int { entries.count }

    private func removeExpired() {
        let now = ContinuousClock.now
        for (token, entry) in entries {
            if let disconnectedAt = entry.disconnectedAt, now - disconnectedAt > gracePeriod {
                entries[token] = nil
                entry.session.close()
            }
        }
    }

    /// A token nobody can guess: 128 random bits in hexadecimal.
    private static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.map {
            String(repeating: "0", count: 16 - $0.count) + $0
        }.joined()
    }
}
