import Foundation

/// Writes JSON text by hand, as the session's messages are mostly strings of HTML and a few numbers: cheaper than
/// building dictionaries for a general encoder, and the output is exactly what PROTOCOL.md shows.
struct JSONWriter {
    private(set) var text = ""

    init(capacity: Int = 256) {
        text.reserveCapacity(capacity)
    }

    mutating func raw(_ fragment: String) {
        text += fragment
    }

    /// `value` as a JSON string, quoted and escaped.
    mutating func string(_ value: String) {
        text += "\""
        // Most values need no escaping; copy them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            text += value
        } else {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    /// `value` as a JSON number; non-finite values (which JSON cannot carry) are written as 0.
    mutating func number(_ value: CGFloat) {
        text += CSS.number(value)
    }

    mutating func number(_ value: Int) {
        text += String(value)
    }

    mutating func bool(_ value: Bool) {
        text += value ? "true" : "false"
    }

    /// `"name":` — the start of an object member.
    mutating func key(_ name: String) {
        string(name)
        text += ":"
    }

    /// `[a,b,…]` of numbers.
    mutating func numbers(_ values: [CGFloat]) {
        text += "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += "," }
            number(value)
        }
        text += "]"
    }
}
