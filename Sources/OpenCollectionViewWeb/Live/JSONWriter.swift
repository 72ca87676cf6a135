import Foundation
import NIOCore

/// Writes JSON text by hand, as the session's messages are mostly strings of HTML and a few numbers: cheaper than
/// building dictionaries for a general encoder, and the output is exactly what PROTOCOL.md shows.
///
/// The HTML of a live page's elements may be left to draw (`html(of:)`): the writer keeps where each goes, and
/// `drawn()` draws them into the bytes sent — off the main actor, as a connection writes its message (`LiveMessage`).
struct JSONWriter: Sendable {
    /// The JSON written, without the elements still to draw.
    private(set) var text = ""
    /// The elements whose HTML is still to draw, each with where its JSON string goes: an offset in `text`'s UTF-8,
    /// in order.
    private var pendingDrawings: [(offset: Int, element: ElementDrawing)] = []

    init(capacity: Int = 256) {
        text.reserveCapacity(capacity)
    }

    /// Whether nothing was written.
    var isEmpty: Bool { text.isEmpty && pendingDrawings.isEmpty }

    /// How many elements are still to draw.
    var pendingDrawingCount: Int { pendingDrawings.count }

    mutating func raw(_ fragment: String) {
        text += fragment
    }

    /// What `other` wrote, its elements still to draw.
    mutating func raw(_ other: JSONWriter) {
        let shift = text.utf8.count
        text += other.text
        for drawing in other.pendingDrawings { pendingDrawings.append((shift + drawing.offset, drawing.element)) }
    }

    /// `element`'s HTML as a JSON string, drawn by `drawn()`.
    mutating func html(of element: ElementDrawing) {
        pendingDrawings.append((text.utf8.count, element))
    }

    /// The text with every element still to draw drawn in its place, as the bytes a connection sends: written once,
    /// into the buffer that goes out, each element's HTML escaped into it in runs between the bytes JSON escapes. O(bytes).
    func drawn() -> ByteBuffer {
        var text = text
        return text.withUTF8 { utf8 in
            var buffer = ByteBufferAllocator().buffer(
                capacity: utf8.count + pendingDrawings.count * LiveMessage.estimatedElementBytes)
            var written = 0
            // One string, its storage kept from element to element: each element's HTML is written into it in turn.
            var html = ""
            html.reserveCapacity(LiveMessage.estimatedElementBytes * 2)
            for drawing in pendingDrawings {
                buffer.writeBytes(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[written..<drawing.offset])))
                html.removeAll(keepingCapacity: true)
                drawing.element.write(into: &html)
                html.withUTF8 { Self.writeString($0, into: &buffer) }
                written = drawing.offset
            }
            buffer.writeBytes(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[written...])))
            return buffer
        }
    }

    /// `value` as a JSON string, quoted and escaped. The characters JSON escapes are ASCII, so the text between them
    /// is copied in runs (HTML has a quote every few characters; copying scalar by scalar would cost several times more).
    mutating func string(_ value: String) {
        text += "\""
        var source = value
        let utf8 = value.utf8
        // The bytes are scanned in place; the runs between escapes are appended as slices of `value` (a native
        // string's UTF-8 index moves by an offset in constant time).
        source.withUTF8 { bytes in
            var runStart = 0
            var offset = Self.nextEscaped(in: bytes, from: 0)
            while offset < bytes.count {
                if offset > runStart {
                    text += value[utf8.index(utf8.startIndex, offsetBy: runStart)..<utf8.index(utf8.startIndex, offsetBy: offset)]
                }
                text += Self.escape(bytes[offset])
                runStart = offset + 1
                offset = Self.nextEscaped(in: bytes, from: runStart)
            }
            if runStart == 0 {
                text += value
            } else if runStart < bytes.count {
                text += value[utf8.index(utf8.startIndex, offsetBy: runStart)...]
            }
        }
        text += "\""
    }

    /// The UTF-8 `bytes` as a JSON string, quoted and escaped as `string(_:)` escapes, at the end of `buffer`. The
    /// escapes are counted first and the string written in one pass into the room that makes, the runs between escapes
    /// copied whole: HTML has a quote every few characters, and a buffer write for each run between them was a fifth
    /// of drawing an element.
    private static func writeString(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: inout ByteBuffer) {
        var length = bytes.count + 2
        var offset = nextEscaped(in: bytes, from: 0)
        while offset < bytes.count {
            length += escapedLength(bytes[offset]) - 1
            offset = nextEscaped(in: bytes, from: offset + 1)
        }
        buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: length) { room in
            var position = 0
            func put(_ byte: UInt8) {
                room[position] = byte
                position += 1
            }
            put(UInt8(ascii: "\""))
            var runStart = 0
            while true {
                let runEnd = nextEscaped(in: bytes, from: runStart)
                if runEnd > runStart, let source = bytes.baseAddress, let target = room.baseAddress {
                    (target + position).copyMemory(from: source + runStart, byteCount: runEnd - runStart)
                    position += runEnd - runStart
                }
                guard runEnd < bytes.count else { break }
                let byte = bytes[runEnd]
                if let letter = shortEscape(byte) {
                    put(UInt8(ascii: "\\"))
                    put(letter)
                } else {
                    for escaped in escape(byte).utf8 { put(escaped) }
                }
                runStart = runEnd + 1
            }
            put(UInt8(ascii: "\""))
            return position
        }
    }

    /// The offset of the first byte at or after `start` in `bytes` that JSON escapes; `bytes.count` when there is none.
    /// Eight bytes are tested at a time (`escapedBytes(_:)`): testing HTML byte by byte was most of writing it as JSON.
    private static func nextEscaped(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var offset = start
        if let base = bytes.baseAddress {
            while offset + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                let found = escapedBytes(word)
                if found != 0 { return offset + found.trailingZeroBitCount / 8 }
                offset += 8
            }
        }
        while offset < bytes.count, !isEscaped(bytes[offset]) { offset += 1 }
        return offset
    }

    /// `word` (eight bytes, the first in its lowest) with the top bit of each byte JSON escapes set, and every other
    /// bit clear. Each test is exact for every byte, as no carry crosses from one byte to the next: a byte below 0x20
    /// is one whose top three bits are zero, a quote or a backslash one that is zero once XORed with it.
    private static func escapedBytes(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // 0x80 in each zero byte of `x`: adding 0x7F to a byte's low seven bits sets its top bit unless they are zero.
        func zeroBytes(_ x: UInt64) -> UInt64 { ~(((x & low7) &+ low7) | x | low7) }
        return zeroBytes(word & 0xE0E0_E0E0_E0E0_E0E0) | zeroBytes(word ^ 0x2222_2222_2222_2222)
            | zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
    }

    /// How many bytes JSON writes for the escaped `byte` (`escape(_:)`).
    private static func escapedLength(_ byte: UInt8) -> Int {
        shortEscape(byte) == nil ? 6 : 2
    }

    /// The letter after the backslash of `byte`'s two-character escape (`\"`, `\\`, `\n`, `\r`, `\t`); `nil` for a byte
    /// JSON writes as `\u00XX`.
    private static func shortEscape(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x22, 0x5C: byte
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        default: nil
        }
    }

    /// Whether JSON escapes `byte` in a string: a control character, a quote or a backslash, all ASCII.
    private static func isEscaped(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C
    }

    /// How JSON writes an escaped byte: its two-character escape where it has one (`shortEscape(_:)`), else `\u00XX`.
    private static func escape(_ byte: UInt8) -> String {
        if let letter = shortEscape(byte) { return "\\" + String(UnicodeScalar(letter)) }
        return "\\u00" + String(byte >> 4, radix: 16) + String(byte & 0x0F, radix: 16)
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

    /// `[a,b,…]` of numbers written exactly (as many digits as it takes to read back the same `Double`), for numbers
    /// a page computes with rather than draws; false (and nothing written) when one is not finite, which JSON cannot
    /// carry.
    mutating func exactNumbers(_ values: [Double]) -> Bool {
        guard values.allSatisfy(\.isFinite) else { return false }
        text += "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += "," }
            if value == value.rounded(), abs(value) < 1e15 { text += String(Int(value)) } else { text += String(value) }
        }
        text += "]"
        return true
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
