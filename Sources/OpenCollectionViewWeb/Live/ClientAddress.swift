import Foundation
import NIOCore

/// Who a request comes from, for the per-client limits (connections, sessions, the main actor's time, messages and
/// unread bytes): one person, as far as the network tells.
///
/// The connection's peer address, unless the peer is one of `trustedProxies` and the request carries
/// `clientAddressHeader`: then the address the proxies say they forward for — the header's addresses are read from the
/// last, skipping trusted proxies, and the first other one is the client (what a client wrote into the header itself
/// comes before and is never read). A peer that is not a trusted proxy cannot claim another address by sending the
/// header.
///
/// An IPv6 client is its /64: one household or machine is given a whole /64 and picks addresses in it at will, so
/// counting each address alone would give it a fresh allowance per address.
enum ClientAddress {
    /// The client of a request whose `clientAddressHeader` values are `forwarded` (none when it has none or no header
    /// is configured), on a connection from `peer`.
    static func of(forwarded: [String], peer: SocketAddress?, configuration: LiveHost.Configuration) -> String {
        let peerAddress = peer?.ipAddress.flatMap(IPAddress.init)
        guard let peerAddress else { return "unknown" }
        var client = peerAddress
        if configuration.clientAddressHeader != nil, isTrusted(peerAddress, configuration) {
            let claimed = forwarded.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
            for text in claimed.reversed() {
                // A malformed entry ends the chain: nothing before it can be vouched for.
                guard let address = IPAddress(text) else { break }
                client = address
                if !isTrusted(address, configuration) { break }
            }
        }
        return key(of: client)
    }

    /// The name a client's limits are kept under: an IPv4 address as it is, an IPv6 address's /64 (`2001:db8:0:1::/64`).
    static func key(of address: IPAddress) -> String {
        address.isIPv4 ? address.description : "\(address.masked(toPrefixLength: 64))/64"
    }

    private static func isTrusted(_ address: IPAddress, _ configuration: LiveHost.Configuration) -> Bool {
        configuration.trustedProxies.contains { IPAddressRange($0)?.contains(address) == true }
    }
}
