import CollectionDiagnostics
import Foundation
import OpenUIKit
import Testing

/// Fonts: Dynamic Type sizes, metrics, variants and scaling.
@Suite struct FontTests {
    /// Apple's type scale at the default (Large) size: point size, line height, weight.
    static let largeScale: [(UIFont.TextStyle, CGFloat, CGFloat, UIFont.Weight)] = [
        (.largeTitle, 34, 41, .regular),
        (.title1, 28, 34, .regular),
        (.title2, 22, 28, .regular),
        (.title3, 20, 25, .regular),
        (.headline, 17, 22, .semibold),
        (.subheadline, 15, 20, .regular),
        (.body, 17, 22, .regular),
        (.callout, 16, 21, .regular),
        (.footnote, 13, 18, .regular),
        (.caption1, 12, 16, .regular),
        (.caption2, 11, 13, .regular),
    ]

    @Test(arguments: FontTests.largeScale.indices)
    func everyTextStyleHasItsSizeLineHeightAndWeight(index: Int) {
        let (style, size, lineHeight, weight) = Self.largeScale[index]
        let font = UIFont.preferredFont(forTextStyle: style)
        #expect(font.pointSize == size, "\(style)")
        #expect(font.lineHeight == lineHeight, "\(style)")
        #expect(font.weight == weight, "\(style)")
        #expect(font.textStyle == style)
        #expect(font.familyName == ".AppleSystemUIFont")
    }

    @Test func theStylesAreListedLargestFirst() {
        #expect(UIFont.TextStyle.allStyles == Self.largeScale.map(\.0))
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    }

    @Test func preferredFontsFollowTheTraitsContentSizeCategory() {
        func body(_ category: UIContentSizeCategory) -> UIFont {
            UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
        }
        #expect(body(.extraSmall).pointSize == 14)
        #expect(body(.extraExtraExtraLarge).pointSize == 23)
        #expect(body(.accessibilityExtraExtraExtraLarge).pointSize == 53)
        // Line heights keep Large's gap of 5 points above the size.
        #expect(body(.extraLarge).lineHeight == 24)
        #expect(body(.large) == UIFont.preferredFont(forTextStyle: .body))
        #expect(body(.unspecified) == UIFont.preferredFont(forTextStyle: .body))
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: nil).pointSize == 11)
        #expect(
            UIFont.preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .small))
                .weight == .semibold)
    }

    @Test func cellsAskingForTheSamePreferredFontShareOne() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let small = UITraitCollection(preferredContentSizeCategory: .small)
        #expect(UIFont.preferredFont(forTextStyle: .body) === UIFont.preferredFont(forTextStyle: .body))
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large) === UIFont.preferredFont(forTextStyle: .body))
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: small) !== UIFont.preferredFont(forTextStyle: .body))
        #expect(UIFont.preferredFont(forTextStyle: .footnote) !== UIFont.preferredFont(forTextStyle: .body))
        // An app's own style names are fonts too, each its own.
        let custom = UIFont.TextStyle(rawValue: "AppStyle")
        #expect(UIFont.preferredFont(forTextStyle: custom) === UIFont.preferredFont(forTextStyle: custom))
    }

    @Test func systemFontsHaveSFProsProportions() {
        let font = UIFont.systemFont(ofSize: 17)
        // SF Pro: ascender 1950 and descender −494 of a 2048-unit em.
        #expect(font.ascender == 17.0 * 1950 / 2048)
        #expect(font.descender == -17.0 * 494 / 2048)
        #expect(font.lineHeight == 17.0 * 2444 / 2048)
        #expect(font.leading == 0)
        #expect(font.capHeight == 17.0 * 1443 / 2048)
        #expect(font.xHeight == 17.0 * 1078 / 2048)
        #expect(font.fontName == ".SFUI-Regular")
        #expect(font.weight == .regular)
        #expect(font.textStyle == nil)

        // A text-style font has the table's line height; the gap is its leading.
        let body = UIFont.preferredFont(forTextStyle: .body)
        let naturalLineHeight: CGFloat = 17 * 2444 / 2048
        #expect(body.leading == 22 - naturalLineHeight)
    }

    @Test func systemFontVariants() {
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.boldSystemFont(ofSize: 12).weight == .bold)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontName == ".SFMono-Regular")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).usesMonospacedDigits)
        #expect(UIFont.systemFont(ofSize: 12).usesMonospacedDigits == false)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont(name: "Menlo-Bold", size: 14)?.familyName == "Menlo")
        #expect(UIFont(name: "", size: 14) == nil)
    }

    @Test func weightsHaveUIKitsRawValues() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(weights.map(\.cssWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test func withSizeMakesAFixedSizeFont() {
        let font = UIFont.preferredFont(forTextStyle: .body).withSize(20)
        #expect(font.pointSize == 20)
        #expect(font.textStyle == nil)
        #expect(font.lineHeight == 20.0 * 2444 / 2048)
    }

    @Test func boldTextStyleDescriptorsAreSemibold() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold)!
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.weight == .semibold)
        #expect(bold.pointSize == 17)
        #expect(bold.lineHeight == 22)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))

        // Leaving bold out again goes back to the style's weight.
        let plain = UIFont(descriptor: bold.fontDescriptor.withSymbolicTraits([])!, size: 0)
        #expect(plain.weight == .regular)

        let boldSystem = UIFont(descriptor: UIFont.systemFont(ofSize: 14).fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(boldSystem.weight == .bold)
        #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
        #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
    }

    @Test func fontMetricsScaleAlongATextStylesCurve() {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let custom = UIFont.systemFont(ofSize: 20)
        let body = UIFontMetrics(forTextStyle: .body)
        // Body grows from 17 to 23 at XXXL.
        #expect(body.scaledFont(for: custom, compatibleWith: xxxl).pointSize == 20.0 * 23 / 17)
        #expect(body.scaledFont(for: custom, maximumPointSize: 22, compatibleWith: xxxl).pointSize == 22)
        #expect(body.scaledFont(for: custom).pointSize == 20)
        #expect(body.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)) == 10.0 * 14 / 17)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
        // Title 1 grows from 28 to 34.
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28, compatibleWith: xxxl) == 34)
    }

    @Test func badFontSizesAreReportedAndGiveAZeroPointFont() {
        let (font, diagnostics) = Diagnostics.recording { UIFont.systemFont(ofSize: -3) }
        #expect(font.pointSize == 0)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.operation == "systemFont(ofSize:)")
        let (named, more) = Diagnostics.recording { UIFont(name: "Menlo", size: .nan) }
        #expect(named == nil)
        #expect(more.count == 1)
    }
}
