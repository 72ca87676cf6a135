import Foundation
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
import OpenCollectionView
import ServiceLifecycle
import Synchronization

/// One page's WebSocket: reads its messages, hands them to its session on the main actor, and writes the answers in
/// the order the session made them — its own answers and what the session's ticks find alike.
///
/// Each page is held to the host's limits (`LiveHost.Configuration`) so that no page can make the server fall over or
/// slow the others down: it must say `hello` in time; its messages, the main actor's time spent on it (its messages
/// and its ticks alike) and what it has not read count against its client's allowance (`ClientAllowance`), shared
/// with the client's other pages — a flood closes the connection, work past the time budget waits, and past the
/// unread bound the connection is dropped and the session waits to be resumed; and an idle page or one whose window
/// grows too large is closed.
final class LiveConnection: Sendable {
    private let host: LiveHost
    /// Who the page is, for the per-client session limit.
    private let client: String
    /// What the page's client may take of the host, with its other pages.
    private let allowance: ClientAllowance
    private let outbound: WebSocketOutboundWriter
    private let logger: Logger
    private let control: Control

    init(host: LiveHost, client: String, allowance: ClientAllowance, outbound: WebSocketOutboundWriter, logger: Logger) {
        control = Control(lastRead: ConnectionChannel.lastRead)
        self.host = host
        self.client = client
        self.allowance = allowance
        self.outbound = outbound
        self.logger = logger
    }

    /// Why the connection ends when the server ends it.
    enum Ending: Sendable, Equatable {
        /// The server says `bye` with `reason`; the session ends unless `keepsSession`.
        case bye(String, keepsSession: Bool)
        /// The page did not read what it was sent: the connection is dropped without a word (nothing more can reach
        /// the page), and the session waits for the page to come back.
        case unreadOutput
        /// The page answered nothing for two ping intervals, the second after the server's ping
        /// (`LiveHost.Configuration.pingInterval`): it went away without a word (a phone out of reach, a machine
        /// asleep). The connection is dropped, and the session waits for the page to come back.
        case silent
        /// The server is stopping: the session ends and the connection closes normally, without a `bye`, so that the
        /// page reconnects when the server is back (and starts again, told so).
        case shutdown
    }

    /// Serves the page until it goes away or must be closed.
    func run(_ messages: WebSocketInboundMessageStream) async {
        let control = control
        let queue = OutgoingQueue(allowance: allowance) { overflow in
            switch overflow {
            case .unread: control.end(.unreadOutput)
            case .tooLarge: control.end(.bye("the page needs more than the server sends at once", keepsSession: false))
            }
        }
        let metrics = host.metrics
        let executor = ConnectionChannel.executor
        let writer = Task(executorPreference: executor) { [outbound] in
            for await message in queue.messages {
                // Drawn here, off the main actor, on the connection's event loop: the session left its elements'
                // HTML to draw (`LiveMessage`).
                let bytes = message.bytes
                let byteCount = bytes.readableBytes
                let frame = WebSocketFrame(fin: true, opcode: message.isPing ? .ping : .text, data: bytes)
                do { try await outbound.write(.custom(frame)) } catch { break }
                queue.wrote(message)
                metrics.bytesSent.increment(by: byteCount)
            }
        }
        control.writer = writer
        let reader = Task(executorPreference: executor) { await self.serve(messages, queue: queue) }
        control.reader = reader
        let helloTimeout = host.configuration.helloTimeout
        let helloDeadline = Task {
            try await Task.sleep(for: helloTimeout)
            if !control.saidHello { control.end(.bye("the page did not say hello in time", keepsSession: false)) }
        }
        let session = await withGracefulShutdownHandler {
            await withTaskCancellationHandler { await reader.value } onCancel: { reader.cancel() }
        } onGracefulShutdown: {
            control.end(.shutdown)
        }
        defer { queue.close() }
        // Without waiting for the main actor: the session is the registry's to let go of first.
        if let session { Task { @MainActor [ticker = host.ticker] in ticker.remove(session, connectedThrough: control) } }
        helloDeadline.cancel()
        let channel = ConnectionChannel.current
        switch control.ending {
        case .unreadOutput, .silent:
            writer.cancel()
            channel?.close(promise: nil)
            if let session { await host.registry.disconnected(session) }
            if control.ending == .silent {
                logger.info("live page dropped: it answered nothing for two ping intervals")
            } else {
                logger.info("live page dropped: it left \(queue.pendingBytes) bytes unread")
            }
            return
        case .bye(let reason, let keepsSession):
            queue.send(Self.bye(reason))
            if let session {
                if keepsSession { await host.registry.disconnected(session) } else { await host.registry.close(session) }
            }
        case .shutdown:
            if let session { await host.registry.close(session) }
        case nil:
            if let session { await host.registry.disconnected(session) }
        }
        queue.finish()
        // What is queued (a `bye`) gets a moment to go out, but a page that does not read cannot hold the connection
        // open: whichever comes first, the writer finishing or the time running out, ends the wait, and on a timeout
        // the connection is cut (its writes wait for room that never comes). Returning closes the WebSocket.
        let (outcomes, outcome) = AsyncStream.makeStream(of: Bool.self)
        Task {
            await writer.value
            outcome.yield(true)
        }
        let timeout = Task {
            try? await Task.sleep(for: Self.drainTime)
            outcome.yield(false)
        }
        var drained = false
        for await written in outcomes {
            drained = written
            break
        }
        timeout.cancel()
        if !drained {
            writer.cancel()
            channel?.close(promise: nil)
        } else if let channel {
            // The WebSocket's own close handshake waits to write its close frame too: if the page still reads
            // nothing, the connection is cut once the handshake has had its moment.
            Task {
                try? await Task.sleep(for: Self.drainTime)
                channel.close(promise: nil)
            }
        }
    }

    /// How long the last messages of a closing connection may take to go out.
    static let drainTime: Duration = .seconds(5)

    /// Reads and handles the page's messages until the page goes or the connection must end; returns the page's
    /// session, if it opened one.
    private func serve(_ messages: WebSocketInboundMessageStream, queue: OutgoingQueue) async -> LiveSession? {
        // Messages are read as they come and handled one at a time: a page's scrolls pile up while its session waits
        // for the main actor, and the handling skips the ones a later scroll supersedes (`InboundMessages`).
        let inbound = InboundMessages()
        let handling = Task(executorPreference: ConnectionChannel.executor) { await self.handle(inbound, queue: queue) }
        // Reading goes on until the handling ends, even past the page's message rate: reading is what answers the
        // WebSocket's pings, and a page whose last messages wait behind a busy main actor would otherwise be cut off
        // for not answering them (Hummingbird closes after two unanswered, a minute), without the `bye` it is owed.
        let reading = Task(executorPreference: ConnectionChannel.executor) { await self.read(messages, into: inbound) }
        let session = await withTaskCancellationHandler { await handling.value } onCancel: {
            handling.cancel()
            reading.cancel()
        }
        reading.cancel()
        return session
    }

    /// Reads the page's messages into `inbound` until the page goes, the connection must end or the task is
    /// cancelled. Past the page's message rate, the `bye` is the last entry: what comes after is read and dropped.
    private func read(_ messages: WebSocketInboundMessageStream, into inbound: InboundMessages) async {
        let configuration = host.configuration
        let metrics = host.metrics
        var isPastTheRate = false
        do {
            for try await message in messages {
                if control.ending != nil || Task.isCancelled { break }
                metrics.messagesReceived.increment()
                if isPastTheRate { continue }
                let arrived = ContinuousClock.now
                control.touch()
                guard allowance.takeMessage() else {
                    let reason = "too many messages: at most \(configuration.maximumMessagesPerSecond) a second"
                    inbound.append(.end(.bye(reason, keepsSession: false)))
                    isPastTheRate = true
                    continue
                }
                let decoded: Result<ClientMessage, ProtocolError>
                if case .text(let text) = message {
                    decoded = Result { () throws(ProtocolError) in try ClientMessage.decode(text) }
                } else {
                    decoded = .failure(ProtocolError("binary messages are not part of the protocol"))
                }
                inbound.append(.message(decoded, arrived: arrived))
                await inbound.waitForRoom()
            }
        } catch {
            logger.debug("live page connection ended: \(error)")
        }
        inbound.finish()
    }

    /// Handles the page's messages in order until there are no more or the connection must end; returns the page's
    /// session, if it opened one.
    private func handle(_ inbound: InboundMessages, queue: OutgoingQueue) async -> LiveSession? {
        // Once nothing more is handled, the reader waiting for room must not wait for ever.
        defer { inbound.finish() }
        let configuration = host.configuration
        var session: LiveSession?
        var consecutiveErrors = 0
        let metrics = host.metrics
        func refuse(_ reason: String) -> Bool {
            metrics.messagesRefused.increment()
            queue.send(Self.error(reason))
            consecutiveErrors += 1
            guard consecutiveErrors > configuration.maximumConsecutiveErrors else { return false }
            control.end(.bye("too many refused messages in a row", keepsSession: false))
            return true
        }
        do {
            handling: while let entry = await inbound.next() {
                if control.ending != nil || Task.isCancelled { break }
                let decoded: ClientMessage, arrived: ContinuousClock.Instant
                switch entry {
                case .end(let ending):
                    control.end(ending)
                    break handling
                case .message(.failure(let error), _):
                    if refuse(error.description) { break handling }
                    continue
                case .message(.success(let message), let time):
                    (decoded, arrived) = (message, time)
                }
                consecutiveErrors = 0
                let spent: Duration
                if let session {
                    (_, spent) = try await allowance.onMainActor {
                        if let answer = session.handle(decoded) { queue.send(answer) }
                    }
                } else {
                    guard case .hello(let hello) = decoded else {
                        if refuse("the first message must be hello") { break }
                        continue
                    }
                    // The deadline is for the page; the main actor may take a while to open its session.
                    control.markHelloReceived()
                    let (opening, time) = try await allowance.onMainActor { [client, host, control, allowance] in
                        let opening = host.registry.open(
                            hello, client: client, screens: host.screens, increasesContrast: configuration.increasesContrast,
                            limits: LiveSession.Limits(configuration), output: queue)
                        if case .opened(let opened, _) = opening {
                            host.ticker.add(opened, control: control, allowance: allowance)
                        }
                        return opening
                    }
                    spent = time
                    switch opening {
                    case .opened(let opened, _):
                        session = opened
                    case .noScreen:
                        control.end(.bye("no screen at \(hello.path)", keepsSession: false))
                    case .full:
                        control.end(.bye("the server has as many pages open as it serves; try again later", keepsSession: false))
                    case .clientFull:
                        control.end(.bye("this address has as many pages open as one may; close one and try again", keepsSession: false))
                    }
                }
                metrics.answerDuration.recordNanoseconds((ContinuousClock.now - arrived).nanoseconds)
                metrics.mainActorSeconds.increment(by: spent / .seconds(1))
            }
        } catch {
            logger.debug("live page connection ended: \(error)")
        }
        return session
    }

    static func error(_ message: String) -> LiveMessage {
        var writer = JSONWriter()
        writer.raw("{\"t\":\"error\",\"message\":")
        writer.string(message)
        writer.raw("}")
        return LiveMessage(writer)
    }

    static func bye(_ reason: String) -> LiveMessage {
        var writer = JSONWriter()
        writer.raw("{\"t\":\"bye\",\"reason\":")
        writer.string(reason)
        writer.raw("}")
        return LiveMessage(writer)
    }

    /// What the connection's tasks share: why it ends (the first reason given wins), the tasks to stop when it does,
    /// when the page last said something, and whether it said `hello`.
    final class Control: Sendable {
        private struct State {
            var ending: Ending?
            var reader: Task<LiveSession?, Never>?
            var writer: Task<Void, Never>?
            var lastMessage = ContinuousClock.now
            var saidHello = false
        }

        private let state = Mutex(State())
        /// When the connection last read anything from the page; `nil` when the server does not know
        /// (`ConnectionChannel.lastRead`), and the page is then never taken for gone.
        let lastRead: LastRead?

        init(lastRead: LastRead? = nil) {
            self.lastRead = lastRead
        }

        var ending: Ending? { state.withLock { $0.ending } }
        var lastMessage: ContinuousClock.Instant { state.withLock { $0.lastMessage } }
        /// `ending` and `lastMessage` read at once: what a tick reads of every page.
        var endingAndLastMessage: (ending: Ending?, lastMessage: ContinuousClock.Instant) {
            state.withLock { ($0.ending, $0.lastMessage) }
        }
        var saidHello: Bool { state.withLock { $0.saidHello } }

        func markHelloReceived() {
            state.withLock { $0.saidHello = true }
        }

        var reader: Task<LiveSession?, Never>? {
            get { state.withLock { $0.reader } }
            set { state.withLock { $0.reader = newValue } }
        }

        var writer: Task<Void, Never>? {
            get { state.withLock { $0.writer } }
            set { state.withLock { $0.writer = newValue } }
        }

        func touch() {
            state.withLock { $0.lastMessage = .now }
        }

        /// Ends the connection for `ending`, unless it is already ending: the reader stops, and for unread output or a
        /// silent page the writer too (it may be stuck writing to a page that does not read).
        func end(_ ending: Ending) {
            let stuckWriter = state.withLock { state -> Task<Void, Never>? in
                guard state.ending == nil else { return nil }
                state.ending = ending
                state.reader?.cancel()
                return ending == .unreadOutput || ending == .silent ? state.writer : nil
            }
            stuckWriter?.cancel()
        }
    }
}
