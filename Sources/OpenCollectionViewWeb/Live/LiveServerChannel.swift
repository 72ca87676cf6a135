import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

extension LiveHost {
    /// The HTTP server live pages need: HTTP/1.1 with WebSocket upgrades routed by `webSocketRouter`, frames as large
    /// as the host's messages may be, request heads of at most 32 KiB, and a request the parser refuses (a head too
    /// large, a malformed request line) answered `400 Bad Request` and closed. Hummingbird's own
    /// `.http1WebSocketUpgrade(webSocketRouter:)` works too, but leaves such a connection open and unanswered.
    public static func server<WebSocketRouter: HTTPResponderBuilder & _HB_SendableMetatype>(
        webSocketRouter: WebSocketRouter, configuration: Configuration
    ) -> HTTPServerBuilder where WebSocketRouter.Responder.Context: WebSocketRequestContext {
        let webSocketResponder = webSocketRouter.buildResponder()
        var http1 = HTTP1Channel.Configuration()
        http1.httpDecoder = .init(maxHeaderFieldSize: 32 * 1024, maxHeaderListSize: 32 * 1024, maxHeaderFieldCount: 100)
        let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: http1, ws: WebSocketServerConfiguration(maxFrameSize: configuration.maximumMessageSize))
        return HTTPServerBuilder { responder in
            RefusingMalformedRequests(
                upgrading: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder, configuration: channelConfiguration))
        }
    }
}

/// An HTTP/1.1 channel with WebSocket upgrades that answers a request its parser refuses with `400 Bad Request` and
/// closes the connection, rather than leaving it open and silent.
struct RefusingMalformedRequests: ServerChildChannel {
    let upgrading: HTTP1WebSocketUpgradeChannel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1WebSocketUpgradeChannel.Value> {
        upgrading.setup(channel: channel, logger: logger).flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(ClosingOnParserError())
            return value
        }
    }

    func handle(value: HTTP1WebSocketUpgradeChannel.Value, logger: Logger) async {
        await ConnectionChannel.$current.withValue(value.channel) {
            await upgrading.handle(value: value, logger: logger)
        }
    }
}

/// The network connection a live page's WebSocket runs on, for the page's tasks to cut: a page that reads nothing
/// leaves every write (even the WebSocket's close frame) waiting for room that never comes, and only closing the
/// connection itself frees them. Set by `RefusingMalformedRequests`; `nil` under another server.
enum ConnectionChannel {
    @TaskLocal static var current: (any Channel)?
}

/// Sits after the HTTP decoder while a request head is read: a parser error gets `400 Bad Request` and a close.
private final class ClosingOnParserError: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    typealias InboundIn = NIOAny
    typealias OutboundOut = HTTPServerResponsePart

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        let head = HTTPResponseHead(
            version: .http1_1, status: .badRequest, headers: ["connection": "close", "content-length": "0"])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
