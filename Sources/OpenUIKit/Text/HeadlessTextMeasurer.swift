import Foundation

/// The default `TextMeasurer`: deterministic sizes from fixed character widths, the same on every machine.
///
/// **The rule.**
/// - Each character (grapheme cluster) advances by a fraction of the font's point size, by class
///   (`CharacterClass`): zero-width 0 (line breaks, controls, format characters, lone combining marks);
///   narrow 0.25 (spaces and `f i j l r t I . , : ; ' " ! | ( ) [ ] { } / \ -` and the backtick); regular
///   0.5 (every other letter, digit and symbol); capital 0.625 (other uppercase letters); wide 0.75
///   (`m w M W @ % &`, `…`, `—`); full-width 1 (CJK ideographs, kana, Hangul, full-width forms, a tab);
///   emoji 1.25. In a monospaced font (`.traitMonoSpace`) every narrow to wide character is 0.6.
///   Weight does not change widths.
/// - Lines end at `\n`, `\r\n` and U+2028, and wrap greedily at the maximum width: between words (after a
///   run of spaces, after a hyphen, and on either side of a full-width or emoji character), or between any
///   two characters with `.byCharWrapping`. A word longer than a line breaks between characters. Spaces at
///   the end of a line hang: they neither count in its width nor push a word to the next line.
/// - With a line limit, the lines past it are dropped. The wrapping modes stop there; `.byClipping` refills
///   the last line with as many characters of the rest of its paragraph as fit; the truncating modes refill
///   it with the ellipsis `…` after as much of that rest as fits (tail), before as much of its end as fits
///   (head), or between its start and end (middle), spaces next to the ellipsis removed.
/// - Width is the widest line; height is the number of lines times `font.lineHeight`. Sizes are not
///   rounded; views round them up to their display's pixel grid.
///
/// For example, "Hello" in the 17-point system font is H 0.625 + e 0.5 + l 0.25 + l 0.25 + o 0.5 = 2.125 em,
/// 36.125 points wide, and 20.29 points tall (one line of the font's natural line height).
///
/// Cost: O(length of the text) per measurement.
public struct HeadlessTextMeasurer: TextMeasurer {
    /// The width classes of the rule, with their advances in ems.
    public enum CharacterClass: Sendable, Hashable, CaseIterable {
        /// Advances 0: line breaks, controls, format characters and lone combining marks.
        case zeroWidth
        /// Advances 0.25 em: spaces and thin letters and punctuation such as `i`, `l` and `.`.
        case narrow
        /// Advances 0.5 em: letters, digits and symbols in no other class.
        case regular
        /// Advances 0.625 em: uppercase letters that are neither narrow nor wide.
        case capital
        /// Advances 0.75 em: `m`, `w`, `M`, `W`, `@`, `%`, `&`, the ellipsis and the em dash.
        case wide
        /// Advances 1 em: CJK ideographs, kana, Hangul, full-width forms and the tab.
        case fullWidth
        /// Advances 1.25 em: characters drawn as emoji.
        case emoji

        /// The advance as a fraction of the point size.
        public var advance: CGFloat {
            switch self {
            case .zeroWidth: 0
            case .narrow: 0.25
            case .regular: 0.5
            case .capital: 0.625
            case .wide: 0.75
            case .fullWidth: 1
            case .emoji: 1.25
            }
        }
    }

    /// The advance, in ems, of every narrow to wide character of a monospaced font.
    public static let monospacedAdvance: CGFloat = 0.6

    /// What truncation puts in place of the cut text.
    public static let ellipsis: Character = "…"

    private static let narrowCharacters: Set<Character> = Set("fijlrtI.,:;'\"!|()[]{}/\\-`")
    private static let wideCharacters: Set<Character> = Set("mwMW@%&…—")

    /// Code points drawn full-width: Hangul Jamo, CJK radicals, symbols and punctuation, kana, Bopomofo,
    /// CJK ideographs and their extensions, Hangul syllables, compatibility ideographs, vertical and
    /// full-width forms.
    private static let fullWidthRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]

    /// A measurer; it holds no state, so every instance measures alike.
    public init() {}

    /// The class of `character` in the rule.
    public static func characterClass(of character: Character) -> CharacterClass {
        // Most text is ASCII: its classes come from a table built once by the general rules below.
        if let ascii = character.asciiValue { return asciiClasses[Int(ascii)] }
        return classifyWithUnicodeProperties(character)
    }

    /// The class of each ASCII character, by the general rules.
    private static let asciiClasses: [CharacterClass] = (0..<128).map { value in
        classifyWithUnicodeProperties(Character(Unicode.Scalar(UInt8(value))))
    }

    private static func classifyWithUnicodeProperties(_ character: Character) -> CharacterClass {
        guard let first = character.unicodeScalars.first else { return .zeroWidth }
        if character.isNewline { return .zeroWidth }
        if first == "\t" { return .fullWidth }
        if isEmoji(character) { return .emoji }
        if fullWidthRanges.contains(where: { $0.contains(first.value) }) { return .fullWidth }
        switch first.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: return .zeroWidth
        default: break
        }
        if first.properties.isWhitespace || narrowCharacters.contains(character) { return .narrow }
        if wideCharacters.contains(character) { return .wide }
        if character.isUppercase { return .capital }
        return .regular
    }

    /// Whether `character` is drawn as an emoji: it has a code point shown as emoji by default, or an
    /// emoji-capable code point followed by the emoji variation selector (keycaps, ❤️).
    private static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
        return scalars.first!.properties.isEmoji && scalars.contains("\u{FE0F}")
    }

    /// How far `character` advances in `font`, in points.
    public static func advance(of character: Character, in font: UIFont) -> CGFloat {
        let characterClass = characterClass(of: character)
        switch characterClass {
        case .narrow, .regular, .capital, .wide:
            let monospaced = font.spec.traits.contains(.traitMonoSpace)
            return (monospaced ? monospacedAdvance : characterClass.advance) * font.pointSize
        case .zeroWidth, .fullWidth, .emoji:
            return characterClass.advance * font.pointSize
        }
    }

    /// The width of `text` on one line in `font`, trailing spaces included.
    public static func width(of text: some StringProtocol, in font: UIFont) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1, in: font) }
    }

    /// `request` measured by the rule above, with each character advancing by its class in the request's font.
    public func measure(_ request: TextMeasurementRequest) -> MeasuredText {
        let font = request.font
        return Self.measure(request) { Self.advance(of: $0, in: font) }
    }

    /// `request` measured by the rule's line breaking with characters advancing by `advance`, in points: the one
    /// line-breaking rule of every measurer that knows its characters' widths (`AdvanceTableTextMeasurer`).
    static func measure(_ request: TextMeasurementRequest, advance: @escaping (Character) -> CGFloat) -> MeasuredText {
        guard !request.text.isEmpty else { return .empty }
        // `nil` for no limit.
        let maximumWidth = request.isWidthUnlimited ? nil : request.maximumWidth.isNaN ? 0 : max(request.maximumWidth, 0)
        if let line = unbrokenLine(of: request.text, advance: advance, maximumWidth: maximumWidth) {
            return MeasuredText(
                size: CGSize(width: line.width, height: request.font.lineHeight), lineCount: 1, lines: [line.text],
                isTruncated: false)
        }
        var breaker = LineBreaker(
            advance: advance, maximumWidth: maximumWidth, mode: request.lineBreakMode,
            lineLimit: max(request.numberOfLines, 0))
        let lines = breaker.lines(of: request.text)
        let lineHeight = request.font.lineHeight
        let width = lines.lines.map(\.width).max() ?? 0
        return MeasuredText(
            size: CGSize(width: width, height: CGFloat(lines.lines.count) * lineHeight),
            lineCount: lines.lines.count, lines: lines.lines.map(\.text), isTruncated: lines.isTruncated
        )
    }
}

extension HeadlessTextMeasurer {
    /// `text` as the one line the rule gives it when it has no line break and fits `maximumWidth` (`nil` for no
    /// limit) up to its last visible character, its trailing spaces hanging; `nil` otherwise. Most labels' texts are
    /// such a line, and finding it needs one pass and no arrays; `LineBreaker` gives the same line for them.
    fileprivate static func unbrokenLine(
        of text: String, advance: (Character) -> CGFloat, maximumWidth: CGFloat?
    ) -> LineBreaker.Line? {
        var width: CGFloat = 0
        var visibleWidth: CGFloat = 0
        var hangingSpaces = 0
        for character in text {
            if character.isNewline { return nil }
            width += advance(character)
            if character.isWhitespace {
                hangingSpaces += 1
            } else {
                visibleWidth = width
                hangingSpaces = 0
            }
        }
        if let maximumWidth, visibleWidth > maximumWidth + LineBreaker.tolerance { return nil }
        let visibleText = hangingSpaces == 0 ? text : String(text.dropLast(hangingSpaces))
        return LineBreaker.Line(text: visibleText, width: visibleWidth)
    }
}

/// Breaks text into lines by the rule of `HeadlessTextMeasurer`, characters advancing as a measurer says.
private struct LineBreaker {
    struct Line {
        var text: String
        var width: CGFloat
    }

    /// A run of characters that a line may not break inside, with the spaces that follow it.
    private struct Segment {
        var start: Int
        /// Where the hanging spaces begin.
        var visibleEnd: Int
        var end: Int
    }

    /// Slack for comparing sums of widths, so that a line exactly as wide as the limit fits.
    static let tolerance: CGFloat = 1e-9

    /// A character's advance in points.
    let advance: (Character) -> CGFloat
    /// `nil` for no limit.
    let maximumWidth: CGFloat?
    let mode: NSLineBreakMode
    /// 0 for no limit.
    let lineLimit: Int

    init(advance: @escaping (Character) -> CGFloat, maximumWidth: CGFloat?, mode: NSLineBreakMode, lineLimit: Int) {
        self.advance = advance
        self.maximumWidth = maximumWidth
        self.mode = mode
        self.lineLimit = lineLimit
    }

    // The paragraph being broken: its characters, their advances, and prefix sums of the advances.
    private var characters: [Character] = []
    private var advances: [CGFloat] = []
    private var prefixWidths: [CGFloat] = [0]

    /// The lines of `text`, cut to the line limit.
    mutating func lines(of text: String) -> (lines: [Line], isTruncated: Bool) {
        let paragraphs = text.split(omittingEmptySubsequences: false) { $0.isNewline }
        var lines: [Line] = []
        for (index, paragraph) in paragraphs.enumerated() {
            load(paragraph)
            let ranges = lineRanges()
            for (rangeIndex, range) in ranges.enumerated() {
                let isLastOfText = rangeIndex == ranges.count - 1 && index == paragraphs.count - 1
                guard lineLimit == 0 || lines.count < lineLimit - 1 || isLastOfText else {
                    // The last allowed line, and more text follows.
                    let isWrapping = mode == .byWordWrapping || mode == .byCharWrapping
                    lines.append(isWrapping ? line(range) : truncatedLine(from: range.lowerBound))
                    return (lines, true)
                }
                lines.append(line(range))
            }
        }
        return (lines, false)
    }

    private mutating func load(_ paragraph: Substring) {
        characters = Array(paragraph)
        advances = characters.map(advance)
        prefixWidths = [0]
        prefixWidths.reserveCapacity(advances.count + 1)
        for advance in advances { prefixWidths.append(prefixWidths.last! + advance) }
    }

    private func width(_ range: Range<Int>) -> CGFloat {
        prefixWidths[range.upperBound] - prefixWidths[range.lowerBound]
    }

    private func fits(_ width: CGFloat) -> Bool {
        guard let maximumWidth else { return true }
        return width <= maximumWidth + Self.tolerance
    }

    private func isSpace(_ index: Int) -> Bool {
        characters[index].isWhitespace
    }

    /// `range` without its trailing spaces.
    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
        return range.lowerBound..<end
    }

    private func line(_ range: Range<Int>) -> Line {
        let visible = trimmed(range)
        return Line(text: String(characters[visible]), width: width(visible))
    }

    /// The unbreakable runs of the paragraph, each with its trailing spaces.
    private func segments() -> [Segment] {
        var segments: [Segment] = []
        var start = 0
        var visibleEnd = 0
        var breakAfterLast = false
        for index in characters.indices {
            if isSpace(index) { continue }
            let hasHangingSpaces = visibleEnd < index && index > start
            let characterClass = HeadlessTextMeasurer.characterClass(of: characters[index])
            let standsAlone = characterClass == .fullWidth || characterClass == .emoji
            let breaksHere = index > start
                && (hasHangingSpaces || breakAfterLast || standsAlone || mode == .byCharWrapping)
            if breaksHere {
                segments.append(Segment(start: start, visibleEnd: visibleEnd, end: index))
                start = index
            }
            visibleEnd = index + 1
            breakAfterLast = standsAlone || characters[index] == "-"
        }
        segments.append(Segment(start: start, visibleEnd: visibleEnd, end: characters.count))
        return segments
    }

    /// The lines of the loaded paragraph, as character ranges including hanging spaces. An empty paragraph
    /// is one empty line.
    private func lineRanges() -> [Range<Int>] {
        guard maximumWidth != nil, !characters.isEmpty else { return [0..<characters.count] }
        var ranges: [Range<Int>] = []
        var lineStart = 0
        var lineEnd = 0
        for segment in segments() {
            let visibleWidth = width(segment.start..<segment.visibleEnd)
            if lineEnd > lineStart, fits(width(lineStart..<lineEnd) + visibleWidth) {
                lineEnd = segment.end
                continue
            }
            if lineEnd > lineStart {
                ranges.append(lineStart..<lineEnd)
                lineStart = segment.start
            }
            // The segment starts a line; a segment wider than a line breaks between characters.
            var index = segment.start
            while index < segment.visibleEnd {
                if index > lineStart, !fits(width(lineStart..<(index + 1))) {
                    ranges.append(lineStart..<index)
                    lineStart = index
                }
                index += 1
            }
            lineEnd = segment.end
            if lineLimit > 0, ranges.count > lineLimit { break }
        }
        ranges.append(lineStart..<lineEnd)
        return ranges
    }

    /// The last allowed line, starting at `start` of the loaded paragraph, when text follows that does not fit.
    private func truncatedLine(from start: Int) -> Line {
        let rest = trimmed(start..<characters.count)
        let ellipsis = advance(HeadlessTextMeasurer.ellipsis)
        switch mode {
        case .byWordWrapping, .byCharWrapping, .byClipping:
            var end = rest.lowerBound
            while end < rest.upperBound, fits(width(rest.lowerBound..<(end + 1))) { end += 1 }
            return line(rest.lowerBound..<end)
        case .byTruncatingTail:
            var end = rest.lowerBound
            while end < rest.upperBound, fits(width(trimmed(rest.lowerBound..<(end + 1))) + ellipsis) { end += 1 }
            let kept = trimmed(rest.lowerBound..<end)
            return Line(text: String(characters[kept]) + String(HeadlessTextMeasurer.ellipsis), width: width(kept) + ellipsis)
        case .byTruncatingHead:
            var begin = rest.upperBound
            while begin > rest.lowerBound, fits(width(leadingTrimmed((begin - 1)..<rest.upperBound)) + ellipsis) { begin -= 1 }
            let kept = leadingTrimmed(begin..<rest.upperBound)
            return Line(text: String(HeadlessTextMeasurer.ellipsis) + String(characters[kept]), width: width(kept) + ellipsis)
        case .byTruncatingMiddle:
            // Keep `count` characters, the extra one at the front, for the largest count that fits.
            func parts(keeping count: Int) -> (Range<Int>, Range<Int>) {
                let head = trimmed(rest.lowerBound..<(rest.lowerBound + (count + 1) / 2))
                let tail = leadingTrimmed((rest.upperBound - count / 2)..<rest.upperBound)
                return (head, tail)
            }
            var count = 0
            while count < rest.count {
                let (head, tail) = parts(keeping: count + 1)
                guard fits(width(head) + ellipsis + width(tail)) else { break }
                count += 1
            }
            let (head, tail) = parts(keeping: count)
            return Line(
                text: String(characters[head]) + String(HeadlessTextMeasurer.ellipsis) + String(characters[tail]),
                width: width(head) + ellipsis + width(tail)
            )
        }
    }

    /// `range` without its leading spaces.
    private func leadingTrimmed(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, isSpace(start) { start += 1 }
        return start..<range.upperBound
    }
}
