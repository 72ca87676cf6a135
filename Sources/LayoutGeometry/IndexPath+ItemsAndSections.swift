import Foundation

// The IndexPath vocabulary of collection views, UIKit's and AppKit's. Foundation on Linux has none of it.
extension IndexPath {
    /// An index path for `item` in `section`.
    public init(item: Int, section: Int) {
        // Appending to a one-index path stores the pair inline; `init(indexes:)` would allocate an array first.
        self.init(index: section)
        append(item)
    }

    /// The first index. Traps, as in UIKit, on an index path with fewer than two indexes.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index. Traps, as in UIKit, on an index path with fewer than two indexes.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

extension IndexPath {
    /// Whether the index path comes before `other` in Foundation's order (`<`: index by index, a shorter path first
    /// where one is the other's start), comparing the paths of two indexes — a section and an item — as two numbers.
    /// Foundation's comparison walks both paths with an iterator, which made sorting a screen's elements by index
    /// path a visible part of a layout pass. Headless addition.
    package func isOrdered(before other: IndexPath) -> Bool {
        guard count == 2, other.count == 2 else { return self < other }
        let (section, otherSection) = (self[0], other[0])
        return section != otherSection ? section < otherSection : self[1] < other[1]
    }

    /// `prefix`, then the indexes in decimal joined by `separator` ("3-0", "cell 0-12"): how hosts name an element's
    /// place. Written into bytes on the stack and made a string once, as every element drawn names its place: a name of
    /// up to 15 bytes is then stored in the string itself, with no allocation. Headless addition.
    package func text(prefixedBy prefix: String = "", joinedBy separator: String) -> String {
        var (prefix, separator) = (prefix, separator)
        return prefix.withUTF8 { prefix in
            separator.withUTF8 { separator in
                // An Int has at most 20 characters in decimal, with its sign.
                let capacity = prefix.count + count * (separator.count + 20)
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { bytes in
                    var end = 0
                    func put(_ part: UnsafeBufferPointer<UInt8>) {
                        for byte in part {
                            bytes[end] = byte
                            end += 1
                        }
                    }
                    put(prefix)
                    for (position, index) in enumerated() {
                        if position > 0 { put(separator) }
                        end = Self.writeDecimal(index, into: bytes, at: end)
                    }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
                }
            }
        }
    }

    /// Writes `value` in decimal at `start` of `bytes`, returning where it ends.
    private static func writeDecimal(_ value: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var position = start
        if value < 0 {
            bytes[position] = UInt8(ascii: "-")
            position += 1
        }
        var magnitude = value.magnitude
        var digits = 1
        var scale: UInt = 1
        while magnitude / scale >= 10 {
            scale *= 10
            digits += 1
        }
        for offset in 0..<digits {
            bytes[position + digits - 1 - offset] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        }
        return position + digits
    }
}
