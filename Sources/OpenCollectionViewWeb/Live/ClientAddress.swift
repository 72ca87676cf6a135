import Foundation
import NIOCore

/// Who a request comes from, for the per-client limits (`maximumSessionsPerClient`, `maximumConnectionsPerClient`): the
/// connection's peer address, or — behind a trusted proxy that says who it forwards for — the last address of the
/// configured header (the one the proxy added; earlier ones are whatever the client claimed).
enum ClientAddress {
    /// The client of a request whose `clientAddressHeader` values are `forwarded` (none when it has none or no header
    /// is configured), on a connection from `peer`.
    static func of(forwarded: [String], peer: SocketAddress?, configuration: LiveHost.Configuration) -> String {
        if configuration.clientAddressHeader != nil,
            let last = forwarded.flatMap({ $0.split(separator: ",") }).last?.trimmingCharacters(in: .whitespaces), !last.isEmpty
        {
            return String(last.prefix(64))
        }
        return peer?.ipAddress ?? "unknown"
    }
}
