import Foundation
import OpenUIKit
import Testing

/// Text measured with advances a browser measured (the live host's measurer): per-character advances scaled to the
/// font's size, the nearest measured weight, fallbacks by character class, and the headless rule's line breaking.
@MainActor
@Suite struct AdvanceTableTextMeasurerTests {
    let measurer = AdvanceTableTextMeasurer(table: FontAdvanceTable(referenceSize: 100, weights: [
        400: .init(advances: ["a": 50, "b": 60, " ": 25], fullWidth: 100, hangul: 90, emoji: 120, other: 55),
        700: .init(advances: ["a": 70, "b": 80, " ": 30], fullWidth: 100, hangul: 90, emoji: 120, other: 65),
    ]))

    func width(_ text: String, font: UIFont = .systemFont(ofSize: 17)) -> CGFloat {
        measurer.measure(TextMeasurementRequest(text: text, font: font)).size.width
    }

    @Test func advancesScaleToTheFontSize() {
        // (50 + 60 + 25 + 60 + 50) × 17 / 100.
        #expect(abs(width("ab ba") - 41.65) < 0.0001)
        #expect(abs(width("ab ba", font: .systemFont(ofSize: 34)) - 83.3) < 0.0001)
    }

    @Test func theNearestMeasuredWeightIsUsed() {
        #expect(abs(width("ab", font: .systemFont(ofSize: 10, weight: .semibold)) - 15) < 0.0001)
        #expect(abs(width("ab", font: .systemFont(ofSize: 10, weight: .light)) - 11) < 0.0001)
    }

    @Test func unmeasuredCharactersFallBackByClass() {
        // Hangul 90, CJK 100, emoji 120, anything else 55.
        #expect(abs(width("한日😀é", font: .systemFont(ofSize: 10)) - 36.5) < 0.0001)
    }

    @Test func linesBreakAtSpacesAsTheHeadlessRuleDoes() {
        let measured = measurer.measure(TextMeasurementRequest(text: "ab ab ab", font: .systemFont(ofSize: 10), maximumWidth: 25))
        #expect(measured.lines == ["ab ab", "ab"])
        #expect(measured.lineCount == 2)
        #expect(abs(measured.size.width - 24.5) < 0.0001)
    }
}
