import Foundation

/// The names a live host answers to, checked on every request (pages, files and WebSockets alike): loopback's name
/// (`localhost`), any IP address, and the names configured in `LiveHost.Configuration.allowedHosts`.
///
/// A browser sends the name it resolved in `Host`. DNS rebinding points an attacker's name at this server after the
/// browser has loaded the attacker's page, so that page's requests reach the server as same-origin ones — but they
/// still carry the attacker's name. IP addresses cannot be rebound (no name is resolved), so they are always served.
enum HostNames {
    /// Whether a request whose `Host` (authority: a name or address and an optional port) is `authority` is for this
    /// host. A missing `Host` is not.
    static func serves(_ authority: String?, configuration: LiveHost.Configuration) -> Bool {
        guard let authority, let host = hostPart(of: authority) else { return false }
        if host == "localhost" || isIPAddress(host) { return true }
        return configuration.allowedHosts.contains { $0.lowercased() == host }
    }

    /// The name or address of `authority` without its port, lowercased (`[::1]:8080` → `::1`); `nil` when malformed.
    static func hostPart(of authority: String) -> String? {
        var text = Substring(authority.lowercased())
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && isPort(rest.dropFirst())) else { return nil }
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if let colon = text.lastIndex(of: ":") {
            guard isPort(text[text.index(after: colon)...]) else { return nil }
            text = text[..<colon]
        }
        guard !text.isEmpty else { return nil }
        return String(text)
    }

    private static func isPort(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 5 && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
    }

    /// Whether `host` is an IPv4 address in dotted decimal or an IPv6 address (brackets removed).
    static func isIPAddress(_ host: String) -> Bool {
        isIPv4(host) || isIPv6(host)
    }

    static func isIPv4(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            (1...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber } && Int(part).map { $0 <= 255 } == true
        }
    }

    static func isIPv6(_ host: String) -> Bool {
        let groups = host.split(separator: ":", omittingEmptySubsequences: false)
        guard host.contains(":"), groups.count >= 3, groups.count <= 8 else { return false }
        return groups.allSatisfy { $0.count <= 4 && $0.allSatisfy(\.isHexDigit) }
            && host.components(separatedBy: "::").count <= 2
    }

    /// Whether `hostname` (a name or address a server listens on) is reachable only from this machine: `localhost`,
    /// an IPv4 address in 127.0.0.0/8, or `::1`.
    static func isLoopback(_ hostname: String) -> Bool {
        let host = hostname.lowercased().trimmingCharacters(in: ["[", "]"])
        return host == "localhost" || host == "::1" || (isIPv4(host) && host.hasPrefix("127."))
    }

    /// Whether `name` can be a host name in `allowedHosts`: letters, digits, hyphens and dots, no port or scheme.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 253 && !name.hasPrefix(".") && !name.hasSuffix(".")
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }
}
