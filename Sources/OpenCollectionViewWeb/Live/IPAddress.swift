import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 address as its bytes (4 or 16), for telling clients apart and for checking proxies against
/// `LiveHost.Configuration.trustedProxies`. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is that IPv4 address.
struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// The address's bytes, network order: 4 for IPv4, 16 for IPv6.
    let bytes: [UInt8]

    /// The address `text` spells (`192.0.2.1`, `2001:db8::1`, `[2001:db8::1]`), or `nil` when it spells none.
    init?(_ text: String) {
        let bare = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
        guard bare.count <= 45 else { return nil }
        var v4 = in_addr()
        if inet_pton(AF_INET, bare, &v4) == 1 {
            bytes = withUnsafeBytes(of: &v4) { Array($0) }
            return
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, bare, &v6) == 1 else { return nil }
        let all = withUnsafeBytes(of: &v6) { Array($0) }
        let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xff, 0xff]
        bytes = Array(all.prefix(12)) == mappedPrefix ? Array(all.suffix(4)) : all
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isIPv4: Bool { bytes.count == 4 }

    /// The address with every bit past the first `length` cleared.
    func masked(toPrefixLength length: Int) -> IPAddress {
        IPAddress(bytes: bytes.enumerated().map { index, byte in
            let bitsKept = min(max(length - index * 8, 0), 8)
            return bitsKept == 8 ? byte : byte & ~(UInt8(0xff) >> bitsKept)
        })
    }

    /// The address in its usual form (`192.0.2.1`, `2001:db8::1`).
    var description: String {
        var storage = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        var copy = bytes
        let written = copy.withUnsafeMutableBytes { source in
            inet_ntop(isIPv4 ? AF_INET : AF_INET6, source.baseAddress, &storage, socklen_t(storage.count))
        }
        guard written != nil else { return bytes.map(String.init).joined(separator: ".") }
        return String(decoding: storage.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A block of addresses written as an address and a prefix length (`10.0.0.0/8`, `fd00::/8`), or one address
/// (`127.0.0.1`, a block of one).
struct IPAddressRange: Hashable, Sendable {
    let base: IPAddress
    let prefixLength: Int

    /// The block `text` spells, or `nil` when it spells none (a bad address, a prefix longer than the address).
    init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPAddress(String(parts[0])) else { return nil }
        let bits = address.bytes.count * 8
        var length = bits
        if parts.count == 2 {
            guard let given = Int(parts[1]), (0...bits).contains(given), parts[1].allSatisfy(\.isNumber) else { return nil }
            length = given
        }
        base = address.masked(toPrefixLength: length)
        prefixLength = length
    }

    /// Whether `address` lies in the block.
    func contains(_ address: IPAddress) -> Bool {
        address.bytes.count == base.bytes.count && address.masked(toPrefixLength: prefixLength) == base
    }
}
