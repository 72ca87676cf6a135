import Foundation
import OpenCollectionView
import Synchronization

/// The font metrics a page measured (its `hello` message's `fonts`, PROTOCOL.md) as a `FontAdvanceTable`, so that
/// the page's session measures text as the browser draws it — with a measurer that every page measuring the same
/// fonts shares.
enum BrowserFontMetrics {
    /// The most characters a page may measure, and the weights it may report.
    static let maximumCharacters = 2_000
    static let weightRange = 100...900

    /// The measurers made, by table: pages of one browser on one machine measure the same fonts, and their sessions
    /// share one measurer (its tables are most of what a session keeps of its page's fonts; labels keep measurements by
    /// their measurer's identity, `TextMeasurer`).
    private static let measurers = Mutex<[FontAdvanceTable: AdvanceTableTextMeasurer]>([:])
    /// The most distinct tables kept: past it (pages reporting fonts no other page has, or a client making them up),
    /// the kept ones are let go and made again as pages ask.
    static let maximumMeasurers = 64

    /// The measurer for `table`: the one made for an equal table before, else a new one, kept for the next pages.
    /// Cost: hashing the table, O(its characters).
    static func measurer(for table: FontAdvanceTable) -> AdvanceTableTextMeasurer {
        measurers.withLock { kept in
            if let measurer = kept[table] { return measurer }
            if kept.count >= maximumMeasurers { kept.removeAll() }
            let measurer = AdvanceTableTextMeasurer(table: table)
            kept[table] = measurer
            return measurer
        }
    }

    /// What a page that has not measured its fonts yet measures of them for its `hello` (`probe`, PROTOCOL.md): this
    /// text's width at `probeSize` pixels and weight 400, kerning off, so that the width is the sum of its characters'
    /// advances and a session can compare it with the tables it keeps. One measurement instead of a thousand puts the
    /// page's first frame a few tens of milliseconds sooner on a browser's first visit.
    static let probeText = "Hamburgefontsiv"
    static let probeSize: CGFloat = 100
    /// The widest probe a page may report.
    static let maximumProbeWidth: CGFloat = 100_000

    /// A measurer another page made of fonts whose probe is `probe` wide (within the rounding of a table's advances), so
    /// that a page's first frame breaks lines as its browser most likely will; `nil` when no kept table matches. The page
    /// measures its own fonts after its first frame, and the session takes them if they differ (`fonts`). O(kept tables).
    static func measurer(matchingProbe probe: CGFloat) -> AdvanceTableTextMeasurer? {
        measurers.withLock { kept in
            kept.first { table, _ in
                guard let width = probeWidth(in: table) else { return false }
                return abs(width - probe) <= 0.02
            }?.value
        }
    }

    /// The width of `probeText` at `probeSize` in `table`'s regular weight, if the table lists each of its characters.
    static func probeWidth(in table: FontAdvanceTable) -> CGFloat? {
        guard let regular = table.weights[400], table.referenceSize > 0 else { return nil }
        var width: CGFloat = 0
        for character in probeText {
            guard let advance = regular.advances[character] else { return nil }
            width += advance
        }
        return width * probeSize / table.referenceSize
    }

    static func table(from value: JSONValue) throws(ProtocolError) -> FontAdvanceTable {
        guard case .object(let members) = value else { throw ProtocolError("fonts must be an object") }
        let fields = MessageFields(members)
        let size = try fields.number("size", in: 1...1_000)
        let characters = Array(try fields.string("chars"))
        guard characters.count <= maximumCharacters else { throw ProtocolError("fonts.chars is too long") }
        guard case .object(let weights)? = try fields.optional("weights"), !weights.isEmpty, weights.count <= 9 else {
            throw ProtocolError("fonts.weights must be an object of one to nine weights")
        }
        guard case .object(let fallbacks)? = try fields.optional("fallbacks") else {
            throw ProtocolError("fonts.fallbacks must be an object")
        }
        var table: [Int: FontAdvanceTable.Weight] = [:]
        for (key, advancesValue) in weights {
            guard let weight = Int(key), weightRange.contains(weight) else { throw ProtocolError("fonts.weights has a bad weight") }
            let advances = try numbers(advancesValue, count: characters.count, name: "fonts.weights[\(weight)]")
            let fallback = try numbers(fallbacks[key] ?? .null, count: 4, name: "fonts.fallbacks[\(weight)]")
            var byCharacter: [Character: CGFloat] = [:]
            byCharacter.reserveCapacity(characters.count)
            for (character, advance) in zip(characters, advances) { byCharacter[character] = advance }
            table[weight] = FontAdvanceTable.Weight(
                advances: byCharacter, fullWidth: fallback[0], hangul: fallback[1], emoji: fallback[2], other: fallback[3])
        }
        return FontAdvanceTable(referenceSize: size, weights: table)
    }

    /// `count` finite, non-negative numbers below 10,000.
    private static func numbers(_ value: JSONValue, count: Int, name: String) throws(ProtocolError) -> [CGFloat] {
        guard case .array(let elements) = value, elements.count == count else {
            throw ProtocolError("\(name) must be an array of \(count) numbers")
        }
        var numbers: [CGFloat] = []
        numbers.reserveCapacity(count)
        for element in elements {
            guard case .number(let number) = element, number.isFinite, number >= 0, number < 10_000 else {
                throw ProtocolError("\(name) must hold finite, non-negative numbers")
            }
            numbers.append(CGFloat(number))
        }
        return numbers
    }
}
