import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import Synchronization

extension LiveHost {
    /// The HTTP server live pages need: HTTP/1.1 with WebSocket upgrades routed by `webSocketRouter`, frames as large
    /// as the host's messages may be, and a door (`RequestGate`) every request passes before anything else sees it:
    /// a request head must arrive whole within `requestHeadTimeout`, name a host the server answers to (else `421`),
    /// come from a client with fewer than `maximumConnectionsPerClient` connections open (else `429`), and be one the
    /// parser accepts, at most 32 KiB (else `400`); each refusal closes the connection. Hummingbird's own
    /// `.http1WebSocketUpgrade(webSocketRouter:)` works too, but has no such door.
    public static func server<WebSocketRouter: HTTPResponderBuilder & _HB_SendableMetatype>(
        webSocketRouter: WebSocketRouter, configuration: Configuration
    ) -> HTTPServerBuilder where WebSocketRouter.Responder.Context: WebSocketRequestContext {
        let webSocketResponder = webSocketRouter.buildResponder()
        var http1 = HTTP1Channel.Configuration()
        http1.httpDecoder = .init(maxHeaderFieldSize: 32 * 1024, maxHeaderListSize: 32 * 1024, maxHeaderFieldCount: 100)
        // Quiet pages are pinged by the session ticker (`LiveHost.Configuration.pingInterval`): Hummingbird pings every
        // connection, busy or not, from a task of its own, all at once for pages that opened at once.
        let webSocket = WebSocketServerConfiguration(
            maxFrameSize: configuration.maximumMessageSize, autoPing: .disabled)
        let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(http1: http1, ws: webSocket)
        let connections = ClientConnections()
        return HTTPServerBuilder { responder in
            GatedHTTPChannel(
                upgrading: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder, configuration: channelConfiguration),
                configuration: configuration, connections: connections)
        }
    }
}

/// An HTTP/1.1 channel with WebSocket upgrades whose requests pass a `RequestGate` first.
struct GatedHTTPChannel: ServerChildChannel {
    let upgrading: HTTP1WebSocketUpgradeChannel
    let configuration: LiveHost.Configuration
    let connections: ClientConnections

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1WebSocketUpgradeChannel.Value> {
        upgrading.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(
                RequestGate(configuration: configuration, connections: connections), position: .after(decoder))
            try pipeline.addHandler(LastReadHandler(), position: .first)
            return value
        }
    }

    func handle(value: HTTP1WebSocketUpgradeChannel.Value, logger: Logger) async {
        let channel = value.channel
        let lastRead = try? await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.handler(type: LastReadHandler.self).lastRead
        }.get()
        // The connection's work, but the app's, runs on its channel's event loop (`EventLoopTaskExecutor`).
        await withTaskExecutorPreference(EventLoopTaskExecutor.of(channel.eventLoop)) {
            await ConnectionChannel.$current.withValue(channel) {
                await ConnectionChannel.$lastRead.withValue(lastRead) {
                    await upgrading.handle(value: value, logger: logger)
                }
            }
        }
    }
}

/// The network connection a live page's WebSocket runs on, for the page's tasks to cut: a page that reads nothing
/// leaves every write (even the WebSocket's close frame) waiting for room that never comes, and only closing the
/// connection itself frees them. Set by `GatedHTTPChannel`; `nil` under another server.
enum ConnectionChannel {
    @TaskLocal static var current: (any Channel)?

    /// When the current connection last read anything (`LastReadHandler`); `nil` under another server.
    @TaskLocal static var lastRead: LastRead?

    /// The executor of the current connection's event loop, for the tasks a page's connection starts (unstructured
    /// tasks do not inherit their creator's executor); `nil` under another server: the default executor.
    static var executor: EventLoopTaskExecutor? {
        current.map { EventLoopTaskExecutor.of($0.eventLoop) }
    }
}

/// How many connections each client holds open, for `maximumConnectionsPerClient`.
final class ClientConnections: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    /// Counts one more connection of `client` unless it holds `maximum` already.
    func open(_ client: String, maximum: Int) -> Bool {
        counts.withLock { counts in
            guard counts[client, default: 0] < maximum else { return false }
            counts[client, default: 0] += 1
            return true
        }
    }

    func close(_ client: String) {
        counts.withLock { counts in
            let remaining = counts[client, default: 1] - 1
            counts[client] = remaining > 0 ? remaining : nil
        }
    }
}

/// The door of every connection, between the HTTP parser and everything else. It closes a connection whose first
/// request head does not arrive whole in time (`requestHeadTimeout`) or that stays idle after an answer
/// (`keepAliveTimeout`), answers a head for a host the server does not serve `421`, one from a client over its
/// connection limit `429`, and one the parser refuses `400`. A WebSocket upgrade request passes it like any other;
/// once the server has answered it `101 Switching Protocols`, the door stands open (what follows is WebSocket frames,
/// which the session's own limits watch, passed on as they are). An upgrade the server refuses keeps the door, and its
/// deadlines.
private final class RequestGate: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let configuration: LiveHost.Configuration
    private let connections: ClientConnections
    private var deadline: Scheduled<Void>?
    /// The client this connection is counted against, once its first head named it.
    private var client: String?
    /// Whether the connection is being refused: nothing more is read from it.
    private var refusing = false
    /// Whether the request read asks to switch to a WebSocket and the server has not answered yet: what the parser
    /// passes on meanwhile are the bytes after the request, frames already, passed on as they are.
    private var upgradeAsked = false
    /// Whether the server switched the connection to a WebSocket.
    private var upgraded = false

    init(configuration: LiveHost.Configuration, connections: ClientConnections) {
        self.configuration = configuration
        self.connections = connections
    }

    func handlerAdded(context: ChannelHandlerContext) {
        armDeadline(context, after: configuration.requestHeadTimeout)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !upgraded && !upgradeAsked else { return context.fireChannelRead(data) }
        guard !refusing else { return }
        let part = unwrapInboundIn(data)
        switch part {
        case .head(let head):
            deadline?.cancel()
            deadline = nil
            guard HostNames.serves(head.headers.first(name: "host"), configuration: configuration) else {
                return refuse(context, .misdirectedRequest, "This server does not answer to that host name.\n")
            }
            if client == nil {
                let forwarded = configuration.clientAddressHeader.map { head.headers[$0] } ?? []
                let name = ClientAddress.of(forwarded: forwarded, peer: context.channel.remoteAddress, configuration: configuration)
                guard connections.open(name, maximum: configuration.maximumConnectionsPerClient) else {
                    return refuse(context, .tooManyRequests, "Too many connections from one client.\n")
                }
                client = name
                let connections = connections
                context.channel.closeFuture.whenComplete { _ in connections.close(name) }
            }
            upgradeAsked = head.headers[canonicalForm: "upgrade"].contains { $0.lowercased() == "websocket" }
            context.fireChannelRead(data)
        case .body, .end:
            context.fireChannelRead(data)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !upgraded else { return context.write(data, promise: promise) }
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status == .switchingProtocols:
            // Frames follow, in both directions: the door only passes them on from now on.
            upgraded = true
            deadline?.cancel()
            deadline = nil
        case .head:
            // Any other answer refuses the switch: the connection stays HTTP, and the door keeps it.
            upgradeAsked = false
        case .end where !refusing:
            // The answer is out: the connection may wait this long for its next request.
            armDeadline(context, after: configuration.keepAliveTimeout)
        default:
            break
        }
        context.write(data, promise: promise)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        refuse(context, .badRequest, "")
    }

    private func armDeadline(_ context: ChannelHandlerContext, after timeout: Duration) {
        deadline?.cancel()
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: .nanoseconds(Int64(timeout.nanoseconds))) {
            channel.close(promise: nil)
        }
    }

    /// Answers `status` with `text`, then closes the connection.
    private func refuse(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus, _ text: String) {
        refusing = true
        deadline?.cancel()
        deadline = nil
        var headers: HTTPHeaders = ["connection": "close", "content-length": "\(text.utf8.count)"]
        if !text.isEmpty { headers.add(name: "content-type", value: "text/plain; charset=utf-8") }
        for field in SecurityHeaders.fields { headers.add(name: field.name.rawName, value: field.value) }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        if !text.isEmpty { context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: text)))), promise: nil) }
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}

extension Duration {
    /// The duration in whole nanoseconds, saturating (for NIO's `TimeAmount`).
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        guard seconds < Int64.max / 1_000_000_000 else { return .max }
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
