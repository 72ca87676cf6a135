import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bare TCP connection to 127.0.0.1, for what well-behaved clients never do: requests too large to be sent whole,
/// and WebSocket pages that send but never read.
struct LoopbackSocket {
    private let descriptor: Int32

    struct Failure: Error {}

    /// Connects to `port`; `smallReceiveBuffer` asks for the smallest receive buffer the system allows, so that what
    /// the socket does not read soon pushes back on the server.
    init(port: Int, smallReceiveBuffer: Bool = false) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure() }
        if smallReceiveBuffer {
            var size: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close()
            throw Failure()
        }
    }

    /// Writes all of `bytes`; false once the connection is gone.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Runs `body` on a thread of its own. A blocking read in a test's task would hold one of the few threads Swift's
    /// tasks share (two on a two-core machine), and the servers under test need them to answer.
    static func offThePool<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }

    /// What the other side sends until it closes the connection (or a minute passes without a byte: the main actor may
    /// be busy with other tests for a while).
    func readToEnd() async -> String {
        await Self.offThePool { readToEndBlocking() }
    }

    private func readToEndBlocking() -> String {
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    func close() {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }

    // MARK: WebSocket

    /// Asks for the live host's WebSocket (an answer it may never read), as a page of `origin` (`nil`: with no
    /// `Origin` header, as a client that is not a browser).
    @discardableResult
    func upgradeToLiveWebSocket(port: Int, origin: String? = "ws://localhost") -> Bool {
        upgradeToLiveWebSocket(host: "localhost:\(port)", origin: origin)
    }

    /// Asks for the live host's WebSocket with `Host: host`, as a page of `origin`.
    @discardableResult
    func upgradeToLiveWebSocket(host: String, origin: String?) -> Bool {
        let originHeader = origin.map { "Origin: \($0)\r\n" } ?? ""
        return write(Array(("GET /ocv/live HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\(originHeader)\r\n").utf8))
    }

    /// What the other side sends within `seconds`, and whether it closed the connection by then.
    func readUntilClosed(seconds: Int) async -> (text: String, closed: Bool) {
        await Self.offThePool { readUntilClosedBlocking(seconds: seconds) }
    }

    private func readUntilClosedBlocking(seconds: Int) -> (text: String, closed: Bool) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[..<count]
                continue
            }
            // 0: the peer closed; -1: the time ran out (or the connection broke).
            return (String(decoding: received, as: UTF8.self), count == 0 || errno == ECONNRESET)
        }
    }

    /// Whether the other side has closed the connection: a read that does not wait finds its end.
    func peerClosed() -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT) | Int32(MSG_PEEK))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// The first line of what the other side sent, read until it closes or a minute passes without a byte.
    func statusLine() async -> String {
        await Self.offThePool { statusLineBlocking() }
    }

    private func statusLineBlocking() -> String {
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return "" }
        return String(decoding: buffer[..<count], as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
    }

    /// Sends `text` as one masked text frame (with a zero mask, so the payload goes as it is); false once the
    /// connection is gone.
    @discardableResult
    func sendText(_ text: String) -> Bool {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        return write(frame + [0, 0, 0, 0] + payload)
    }
}
