import GallerySite
import Testing

@Suite struct HTMLEscapingTests {
    @Test func escapesTheFiveSpecialCharacters() {
        #expect(HTMLEscaping.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
            == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    }

    @Test func leavesOtherTextAlone() {
        #expect(HTMLEscaping.escape("0, 7") == "0, 7")
        #expect(HTMLEscaping.escape("Émoji ⌚️ 🚴‍♀️ ›") == "Émoji ⌚️ 🚴‍♀️ ›")
        #expect(HTMLEscaping.escape("") == "")
    }

    @Test func escapesAlreadyEscapedTextAgain() {
        #expect(HTMLEscaping.escape("&amp;") == "&amp;amp;")
    }
}

@Suite struct CSSNumberTests {
    @Test func writesAtMostThreeDecimalsWithoutTrailingZeros() {
        #expect(CSSNumber.format(78.0) == "78")
        #expect(CSSNumber.format(0.5) == "0.5")
        #expect(CSSNumber.format(148.0 + 2.0 / 3.0) == "148.667")
        #expect(CSSNumber.format(178.0 + 2.0 / 3.0) == "178.667")
        #expect(CSSNumber.format(112.0 + 1.0 / 3.0) == "112.333")
        #expect(CSSNumber.format(11469.333333) == "11469.333")
        #expect(CSSNumber.format(-10.25) == "-10.25")
    }

    @Test func neverWritesNegativeZeroOrNonNumbers() {
        #expect(CSSNumber.format(-0.0) == "0")
        #expect(CSSNumber.format(-0.0001) == "0")
        #expect(CSSNumber.format(Double.nan) == "0")
        #expect(CSSNumber.format(Double.infinity) == "0")
    }
}
