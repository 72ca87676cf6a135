extension Sequence<UInt8> {
    /// The bytes as lowercase hexadecimal, two digits each: how a SHA-256 names a file in an address.
    var lowercaseHex: String {
        map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
