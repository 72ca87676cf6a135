import Foundation
@testable import OpenUIKit
import Synchronization
import Testing

/// A host measurer that answers one fixed size, to check that hosts' measurers take effect.
private struct FixedMeasurer: TextMeasurer {
    let size: CGSize

    func measure(_ request: TextMeasurementRequest) -> MeasuredText {
        MeasuredText(size: size, lineCount: 1, lines: [request.text], isTruncated: false)
    }
}

/// A host measurer object that answers one fixed width and counts what it is asked.
private final class CountingMeasurer: TextMeasurer {
    let width: CGFloat
    private let asked = Mutex(0)

    init(width: CGFloat) {
        self.width = width
    }

    var requests: Int {
        asked.withLock { $0 }
    }

    func measure(_ request: TextMeasurementRequest) -> MeasuredText {
        asked.withLock { $0 += 1 }
        return MeasuredText(size: CGSize(width: width, height: 10), lineCount: 1, lines: [request.text], isTruncated: false)
    }
}

/// A host measurer value that counts what it is asked, in a box its copies share.
private struct CountingValueMeasurer: TextMeasurer {
    let counter = CountingMeasurer(width: 7)

    func measure(_ request: TextMeasurementRequest) -> MeasuredText {
        counter.measure(request)
    }
}

/// The headless text-measurement rule, and labels sized by it.
///
/// Widths are worked out by hand from the rule: narrow 0.25 em (i, l, r, space…), regular 0.5, capitals
/// 0.625, wide 0.75 (m, w, W, …), CJK 1, emoji 1.25; sizes are rounded up to thirds of a point by labels.
@MainActor
@Suite struct TextMeasurementTests {
    let body = UIFont.preferredFont(forTextStyle: .body)  // 17 pt on 22
    let measurer = HeadlessTextMeasurer()

    func measure(
        _ text: String, width: CGFloat = .greatestFiniteMagnitude, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping
    ) -> MeasuredText {
        measurer.measure(TextMeasurementRequest(text: text, font: body, maximumWidth: width, numberOfLines: lines, lineBreakMode: mode))
    }

    // MARK: The rule

    @Test func charactersAdvanceByTheirClass() {
        // H 0.625 + e 0.5 + l 0.25 + l 0.25 + o 0.5 = 2.125 em.
        #expect(measure("Hello").size == CGSize(width: 2.125 * 17, height: 22))
        #expect(HeadlessTextMeasurer.characterClass(of: "m") == .wide)
        #expect(HeadlessTextMeasurer.characterClass(of: "I") == .narrow)
        #expect(HeadlessTextMeasurer.characterClass(of: "Q") == .capital)
        #expect(HeadlessTextMeasurer.characterClass(of: "7") == .regular)
        #expect(HeadlessTextMeasurer.characterClass(of: "日") == .fullWidth)
        #expect(HeadlessTextMeasurer.characterClass(of: "한") == .fullWidth)
        #expect(HeadlessTextMeasurer.characterClass(of: "👍🏽") == .emoji)
        #expect(HeadlessTextMeasurer.characterClass(of: "❤️") == .emoji)
        #expect(HeadlessTextMeasurer.characterClass(of: "\u{200B}") == .zeroWidth)
        #expect(measure("日本").size.width == 2.0 * 17)
        #expect(measure("👍").size.width == 1.25 * 17)
        // A combining accent belongs to its letter: "é" as e + U+0301 is one regular character.
        #expect(measure("e\u{301}").size.width == 0.5 * 17)
    }

    @Test func monospacedFontsGiveEveryLatinCharacterTheSameWidth() {
        let mono = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
        let request = TextMeasurementRequest(text: "iWm.", font: mono)
        #expect(measurer.measure(request).size.width == 24)  // 4 × 0.6 em of 10 pt
    }

    @Test func lineBreaksInTheTextStartNewLines() {
        let measured = measure("a\nbb\r\ncc")
        #expect(measured.lines == ["a", "bb", "cc"])
        #expect(measured.size == CGSize(width: 17, height: 3 * 22))
        #expect(measure("").size == .zero)
        #expect(measure("").lineCount == 0)
    }

    @Test func linesWrapBetweenWordsAndSpacesHang() {
        // "Hello " fits in 50 (36.125 + 4.25); "World" (38.25) does not fit after it.
        let measured = measure("Hello World", width: 50)
        #expect(measured.lines == ["Hello", "World"])
        #expect(measured.size == CGSize(width: 38.25, height: 44))
        #expect(measured.isTruncated == false)
        // Exactly as wide as the text: one line.
        #expect(measure("Hello World", width: 4.625 * 17).lineCount == 1)
        // After a hyphen.
        #expect(measure("well-known", width: 50).lines == ["well-", "known"])
    }

    @Test func aLineThatFitsKeepsItsSpacesHanging() {
        // "Hello" is 36.125; the two spaces after it hang, on one line as on a wrapped one.
        let measured = measure("Hello  ", width: 36.125)
        #expect(measured.lines == ["Hello"])
        #expect(measured.size == CGSize(width: 36.125, height: 22))
        #expect(measure("   ").lines == [""])
        #expect(measure("   ").size == CGSize(width: 0, height: 22))
        // A hair narrower than the text: it wraps before "o".
        #expect(measure("Hello", width: 36.12).lines == ["Hell", "o"])
    }

    /// A text without line breaks measures as the first paragraph of the same text followed by a line break, whose
    /// lines the line breaker finds: the one-pass measurement of a line that fits agrees with it — every text of up to
    /// four characters of each kind that breaks or hangs differently, at its own width, narrower, and unlimited.
    @Test func aTextMeasuresAsTheFirstParagraphOfALongerOne() {
        let alphabet = Array("aW -日😀.")
        var texts = alphabet.map { String($0) }
        var longest = texts
        for _ in 2...4 {
            longest = longest.flatMap { text in alphabet.map { text + String($0) } }
            texts += longest
        }
        for text in texts {
            let natural = measure(text).size.width
            for width in [natural, natural * 0.6, .greatestFiniteMagnitude] {
                for mode in [NSLineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail] {
                    let alone = measure(text, width: width, mode: mode)
                    let paragraph = measure(text + "\n", width: width, mode: mode)
                    guard alone.lines != Array(paragraph.lines.dropLast()) || alone.size.width != paragraph.size.width
                        || alone.size.height != paragraph.size.height - body.lineHeight
                    else { continue }
                    Issue.record("\"\(text)\" at \(width), \(mode): \(alone) against \(paragraph)")
                }
            }
        }
    }

    @Test func aWordLongerThanALineBreaksBetweenCharacters() {
        // "Wonderful" is 4 em = 68; "Wonde" is 2.75 em = 46.75 and "Wonder" 51.
        #expect(measure("Hi Wonderful", width: 50).lines == ["Hi", "Wonde", "rful"])
        // Character wrapping fills each line: "Hi Won" is 48.875.
        #expect(measure("Hi Wonderful", width: 50, mode: .byCharWrapping).lines == ["Hi Won", "derful"])
    }

    @Test func cjkBreaksBetweenAnyTwoCharacters() {
        #expect(measure("日本語です", width: 40).lines == ["日本", "語で", "す"])
    }

    // MARK: Truncation

    @Test func truncatingTheTailLeavesWhatFitsBeforeTheEllipsis() {
        // The ellipsis is 0.75 em = 12.75, leaving 37.25 of 50: "Hello" (36.125) fits, "Hello W" does not.
        let measured = measure("Hello World", width: 50, lines: 1, mode: .byTruncatingTail)
        #expect(measured.lines == ["Hello…"])
        #expect(measured.size == CGSize(width: 36.125 + 12.75, height: 22))
        #expect(measured.isTruncated)
    }

    @Test func truncationHappensOnTheLastAllowedLine() {
        // Three lines wrap at 50; the second ends "Worl…" (29.75 + 12.75).
        let measured = measure("Hello World Again", width: 50, lines: 2, mode: .byTruncatingTail)
        #expect(measured.lines == ["Hello", "Worl…"])
        #expect(measured.size == CGSize(width: 42.5, height: 44))
        #expect(measured.isTruncated)

        let wrapped = measure("Hello World Again", width: 50, lines: 2, mode: .byWordWrapping)
        #expect(wrapped.lines == ["Hello", "World"])
        #expect(wrapped.isTruncated)

        let fits = measure("Hello World", width: 50, lines: 2, mode: .byTruncatingTail)
        #expect(fits.lines == ["Hello", "World"])
        #expect(fits.isTruncated == false)
    }

    @Test func headMiddleAndClippingCuts() {
        #expect(measure("Hello World", width: 50, lines: 1, mode: .byTruncatingHead).lines == ["…orld"])
        // "Hel" + "ld" is 36.125; "Hel" + "rld" would be 40.375, more than 50 − 12.75.
        #expect(measure("Hello World", width: 50, lines: 1, mode: .byTruncatingMiddle).lines == ["Hel…ld"])
        let clipped = measure("Hello World", width: 50, lines: 1, mode: .byClipping)
        #expect(clipped.lines == ["Hello"])
        #expect(clipped.isTruncated)
    }

    @Test func aLineLimitWithoutAWidthLimitCutsAtLineBreaks() {
        let measured = measure("one\ntwo", lines: 1, mode: .byTruncatingTail)
        #expect(measured.lines == ["one…"])
        #expect(measured.isTruncated)
    }

    // MARK: Labels

    @Test func aLabelsDefaultsAreUIKits() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.isEnabled)
        #expect(label.adjustsFontForContentSizeCategory == false)
        label.font = nil
        label.textColor = nil
        #expect(label.font.pointSize == 17)
        #expect(label.textColor == .label)
        #expect(NSTextAlignment.center.rawValue == 1)
        #expect(NSLineBreakMode.byTruncatingTail.rawValue == 4)
    }

    @Test func aOneLineLabelIsAsWideAsItsTextRoundedUpToPixels() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        // 36.125 × 17-pt system font's 20.287-pt line, rounded up to thirds: 108.375 → 109 and 60.86 → 61 pixels.
        #expect(label.intrinsicContentSize == CGSize(width: 109.0 / 3, height: 61.0 / 3))
        label.font = body
        label.text = "Hello World"
        // 4.625 em = 78.625 → 236 pixels.
        #expect(label.intrinsicContentSize == CGSize(width: 236.0 / 3, height: 22))
        // A one-line label does not wrap, whatever its width.
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 22)
        #expect(label.intrinsicContentSize.height == 22)
    }

    @Test func aMultiLineLabelWrapsAtItsPreferredOrCurrentWidth() {
        let label = UILabel()
        label.font = body
        label.text = "Hello World"
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 236.0 / 3, height: 22))

        label.frame = CGRect(x: 0, y: 0, width: 50, height: 10)
        // "World" (38.25) is the wider line: 114.75 → 115 pixels.
        #expect(label.intrinsicContentSize == CGSize(width: 115.0 / 3, height: 44))

        label.preferredMaxLayoutWidth = 200
        #expect(label.intrinsicContentSize.height == 22)
        #expect(label.sizeThatFits(CGSize(width: 50, height: 1)) == CGSize(width: 115.0 / 3, height: 44))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 236.0 / 3, height: 22))
    }

    @Test func aLabelTruncatesAtItsNumberOfLines() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 44))
        label.font = body
        label.text = "Hello World Again"
        label.numberOfLines = 2
        #expect(label.measuredText.lines == ["Hello", "Worl…"])
        // 42.5 → 127.5 → 128 pixels.
        #expect(label.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 128.0 / 3, height: 44))
        #expect(
            label.textRect(forBounds: CGRect(x: 5, y: 6, width: 50, height: 100), limitedToNumberOfLines: 1)
                == CGRect(x: 5, y: 6, width: 49, height: 22))
        #expect(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0).height == 66)
    }

    @Test func aHostSuppliedMeasurerTakesEffect() {
        let label = UILabel()
        label.text = "Anything"
        let headless = label.intrinsicContentSize
        let hosted = TextMeasurement.withMeasurer(FixedMeasurer(size: CGSize(width: 100.1, height: 10))) {
            label.intrinsicContentSize
        }
        // The host's size, rounded up to pixels.
        #expect(hosted == CGSize(width: 301.0 / 3, height: 10))
        #expect(label.intrinsicContentSize == headless)
        #expect(TextMeasurement.current is HeadlessTextMeasurer)
    }

    @Test func aLabelKeepsTheAnswersOfAMeasurerObjectBoundToItsTask() {
        let label = UILabel()
        label.text = "Anything"
        let first = CountingMeasurer(width: 30)
        let second = CountingMeasurer(width: 60)
        let sizes = TextMeasurement.withMeasurer(first) {
            [label.intrinsicContentSize, label.intrinsicContentSize, label.sizeThatFits(.zero)]
        }
        #expect(sizes == Array(repeating: CGSize(width: 30, height: 10), count: 3))
        #expect(first.requests == 1)
        // Another object: its own answer, not the first one's.
        #expect(TextMeasurement.withMeasurer(second) { label.intrinsicContentSize } == CGSize(width: 60, height: 10))
        #expect(second.requests == 1)
        // The text changed: asked again.
        label.text = "Something else"
        _ = TextMeasurement.withMeasurer(second) { label.intrinsicContentSize }
        #expect(second.requests == 2)
    }

    @Test func aLabelsNaturalWidthAnswersAnyWiderWidthAndNoNarrowerOne() {
        let label = UILabel()
        label.text = "Anything"
        let measurer = CountingMeasurer(width: 30)
        TextMeasurement.withMeasurer(measurer) {
            // Auto Layout's natural width, then the width the label is given, then drawing at that width.
            #expect(label.intrinsicContentSize.width == 30)
            #expect(label.sizeThatFits(CGSize(width: 200, height: 0)).width == 30)
            label.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
            #expect(label.measuredText.size.width == 30)
            #expect(measurer.requests == 1)
            // Narrower than the text: the text may break differently there, so the measurer is asked.
            _ = label.sizeThatFits(CGSize(width: 20, height: 0))
            #expect(measurer.requests == 2)
            // The label keeps its last two measurements: both answer again without asking.
            _ = label.sizeThatFits(CGSize(width: 20, height: 0))
            _ = label.intrinsicContentSize
            #expect(measurer.requests == 2)
            // Another line limit is another request.
            label.numberOfLines = 2
            _ = label.intrinsicContentSize
            #expect(measurer.requests == 3)
        }
    }

    /// A reused cell's label shows another text: what it measured of the text before would never answer again, and is
    /// not kept beside the new measurement (some 100 bytes a label, and an allocation each time a cell is reused).
    @Test func aLabelKeepsASecondMeasurementOnlyOfTheTextItShows() {
        let label = UILabel()
        label.text = "12345"
        let measurer = CountingMeasurer(width: 30)
        TextMeasurement.withMeasurer(measurer) {
            // Its natural width, then a narrower one: two measurements of the text it shows, both kept.
            _ = label.intrinsicContentSize
            _ = label.sizeThatFits(CGSize(width: 20, height: 0))
            #expect(label.keepsOlderMeasurement)
            label.text = "67890"
            _ = label.intrinsicContentSize
            #expect(!label.keepsOlderMeasurement)
            _ = label.sizeThatFits(CGSize(width: 20, height: 0))
            #expect(label.keepsOlderMeasurement)
            #expect(measurer.requests == 4)
        }
    }

    @Test func aMeasurementThatWrappedAtAWidthAnswersOnlyThatWidth() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "one two three four five six"
        let wrapped = label.sizeThatFits(CGSize(width: 60, height: 0))
        // Wider than those lines but narrower than the text: measured again, and the lines are longer.
        let wider = label.sizeThatFits(CGSize(width: 100, height: 0))
        #expect(wrapped.height > wider.height)
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == wrapped)
    }

    @Test func aMeasurerValueBoundToATaskIsAskedEveryTime() {
        let label = UILabel()
        label.text = "Anything"
        let measurer = CountingValueMeasurer()
        TextMeasurement.withMeasurer(measurer) {
            _ = label.intrinsicContentSize
            _ = label.intrinsicContentSize
        }
        #expect(measurer.counter.requests == 2)
    }

    @Test func aLabelCanFollowTheContentSizeCategory() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        let label = UILabel()
        root.addSubview(label)

        label.font = UIFont.preferredFont(forTextStyle: .body)
        #expect(label.font.pointSize == 17)
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 23)

        root.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(label.font.pointSize == 14)
        label.text = "Hi"
        // 0.875 em of 14 pt = 12.25 → 36.75 → 37 pixels; body at XS is 14 on 19.
        #expect(label.intrinsicContentSize == CGSize(width: 37.0 / 3, height: 19))

        // Fixed-size fonts stay as they are.
        label.font = UIFont.systemFont(ofSize: 12)
        root.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(label.font.pointSize == 12)

        // Fonts scaled by UIFontMetrics follow too.
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
        #expect(label.font.pointSize == 33)
    }

    @Test func aLabelCanShrinkItsFontToFitItsWidth() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 18.0625, height: 20))
        label.text = "Hello"  // 36.125 at 17 pt
        #expect(label.fittedFont.pointSize == 17)
        label.adjustsFontSizeToFitWidth = true
        #expect(label.fittedFont.pointSize == 17)  // a minimum scale factor of 0 never shrinks
        label.minimumScaleFactor = 0.25
        #expect(label.fittedFont.pointSize == 8.5)
        label.minimumScaleFactor = 0.75
        #expect(label.fittedFont.pointSize == 17 * 0.75)
        // Intrinsic size is unaffected.
        #expect(label.intrinsicContentSize.width == 109.0 / 3)
    }

    @Test func highlightedLabelsShowTheirHighlightColour() {
        let label = UILabel()
        label.textColor = .systemGreen
        label.isHighlighted = true
        #expect(label.displayedTextColor == .systemGreen)
        label.highlightedTextColor = .white
        #expect(label.displayedTextColor == .white)
        label.attributedText = NSAttributedString(string: "Plain")
        #expect(label.text == "Plain")
        #expect(label.attributedText?.string == "Plain")
    }
}
