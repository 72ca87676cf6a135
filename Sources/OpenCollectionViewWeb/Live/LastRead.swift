import NIOCore
import Synchronization

/// When a page's connection last read anything from the page — a message, a pong, any byte — stamped by
/// `LastReadHandler`, first in the connection's pipeline: what tells a page that went away without a word (its pongs
/// stop) from a quiet one, which the server pings after each `LiveHost.Configuration.pingInterval` of quiet
/// (`SessionTicker`).
final class LastRead: Sendable {
    private let instant: Mutex<ContinuousClock.Instant>

    init(_ instant: ContinuousClock.Instant = .now) {
        self.instant = Mutex(instant)
    }

    /// When the connection last read something.
    var time: ContinuousClock.Instant { instant.withLock { $0 } }

    /// Notes that the connection read something at `now`.
    func stamp(_ now: ContinuousClock.Instant = .now) {
        instant.withLock { $0 = now }
    }
}

/// Stamps `lastRead` on every read of its channel and passes what it read on untouched: a pong counts as much as a
/// message, though the WebSocket's own handler keeps pongs to itself.
final class LastReadHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    let lastRead = LastRead()

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lastRead.stamp()
        context.fireChannelRead(data)
    }
}
