import Foundation

/// How wide a font family's characters are, at one size, in each weight a host measured — a browser measuring the
/// fonts it draws with, for one.
public struct FontAdvanceTable: Sendable, Hashable {
    /// Advances of the characters a table lists, and of characters it does not, by width class.
    public struct Weight: Sendable, Hashable {
        /// Advances, in points at the table's size, by character.
        public var advances: [Character: CGFloat]
        /// The advance of a CJK ideograph or kana, of a Hangul syllable, of an emoji, and of any other character the
        /// table does not list.
        public var fullWidth: CGFloat
        /// The advance of a Hangul syllable the table does not list.
        public var hangul: CGFloat
        /// The advance of an emoji the table does not list.
        public var emoji: CGFloat
        /// The advance of any other unlisted character that takes up width.
        public var other: CGFloat

        /// A weight's measured advances, with the fallbacks for characters `advances` does not list.
        public init(advances: [Character: CGFloat], fullWidth: CGFloat, hangul: CGFloat, emoji: CGFloat, other: CGFloat) {
            self.advances = advances
            self.fullWidth = fullWidth
            self.hangul = hangul
            self.emoji = emoji
            self.other = other
        }
    }

    /// The point size the advances were measured at.
    public var referenceSize: CGFloat
    /// The weights measured, by CSS weight (400 regular, 600 semibold, 700 bold…).
    public var weights: [Int: Weight]

    /// A table of advances measured at `referenceSize` points, keyed by CSS weight.
    public init(referenceSize: CGFloat, weights: [Int: Weight]) {
        self.referenceSize = referenceSize
        self.weights = weights
    }
}

/// A `TextMeasurer` that knows its characters' widths from a `FontAdvanceTable` — what a browser measured for the
/// fonts it draws a page with — and breaks lines by the same rule as `HeadlessTextMeasurer`, so that text fits the
/// boxes it is drawn in. Monospaced fonts keep the headless rule; weights the table lacks use its nearest weight.
///
/// A class, so that views keep its answers while it stays bound to their task (see `TextMeasurer`).
///
/// Cost: one table lookup per character, O(1) for ASCII.
public final class AdvanceTableTextMeasurer: TextMeasurer {
    private let table: FontAdvanceTable
    /// ASCII advances per measured weight, indexed by code point, for the common case.
    private let asciiAdvances: [Int: [CGFloat]]
    private let measuredWeights: [Int]

    /// A measurer that takes character widths from `table`, caching its ASCII advances up front.
    public init(table: FontAdvanceTable) {
        self.table = table
        measuredWeights = table.weights.keys.sorted()
        var ascii: [Int: [CGFloat]] = [:]
        for (weight, advances) in table.weights {
            ascii[weight] = (0..<128).map { code in
                advances.advances[Character(Unicode.Scalar(UInt8(code)))] ?? -1
            }
        }
        asciiAdvances = ascii
    }

    /// `request` measured with the table's advances scaled to the font's size; monospaced fonts, and tables
    /// with no weights or no positive reference size, fall back to `HeadlessTextMeasurer`.
    public func measure(_ request: TextMeasurementRequest) -> MeasuredText {
        let font = request.font
        guard !font.spec.traits.contains(.traitMonoSpace), let weight = nearestWeight(to: font.weight.cssWeight),
            let advances = table.weights[weight], table.referenceSize > 0
        else { return HeadlessTextMeasurer().measure(request) }
        let scale = font.pointSize / table.referenceSize
        let ascii = asciiAdvances[weight] ?? []
        return HeadlessTextMeasurer.measure(request) { character in
            if let code = character.asciiValue, ascii[Int(code)] >= 0 { return ascii[Int(code)] * scale }
            if let advance = advances.advances[character] { return advance * scale }
            switch HeadlessTextMeasurer.characterClass(of: character) {
            case .zeroWidth: return 0
            case .emoji: return advances.emoji * scale
            case .fullWidth:
                let isHangul = character.unicodeScalars.first.map { (0xAC00...0xD7A3).contains($0.value) } ?? false
                return (isHangul ? advances.hangul : advances.fullWidth) * scale
            case .narrow, .regular, .capital, .wide: return advances.other * scale
            }
        }
    }

    private func nearestWeight(to weight: Int) -> Int? {
        measuredWeights.min { abs($0 - weight) < abs($1 - weight) }
    }
}
