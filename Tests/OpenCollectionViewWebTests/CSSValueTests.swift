import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Numbers and colours as CSS writes them: as C's `%.3f` and hexadecimal bytes would print them, without the formatter.
@MainActor
@Suite struct CSSValueTests {
    /// `value` as `%.3f` prints it, trailing zeros and a trailing point removed, "-0" as "0": what CSS numbers mean.
    private func formatted(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    @Test("a number prints as the formatter prints it, for random values of every size and sign")
    func numbersMatchTheFormatter() {
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for exponent in -6...12 {
            let scale = pow(10, Double(exponent))
            for _ in 0..<2_000 {
                let value = Double.random(in: -1...1, using: &generator) * scale
                #expect(CSS.number(value) == formatted(value), "\(value)")
                checked += 1
            }
        }
        // Values on and next to halfway points between thousandths, where multiplying by 1,000 could round.
        let halfway: [Double] = [0.0625, 0.0005, 1.0005, -2.0015, 12.3445, 0.1235, 1e6 + 0.0005, 0.000_5 + 1e-12]
        for value in halfway + halfway.map(\.nextUp) + halfway.map(\.nextDown) {
            #expect(CSS.number(value) == formatted(value), "\(value)")
            checked += 1
        }
        #expect(checked > 38_000)
        #expect(CSS.number(12.5) == "12.5")
        #expect(CSS.number(-0.0001) == "0")
        #expect(CSS.number(1.0 / 3) == "0.333")
        #expect(CSS.number(Double(-4)) == "-4")
        #expect(CSS.number(Double.nan) == "0")
    }

    @Test("an opaque colour is #RRGGBB, a translucent one rgba with its alpha as a number")
    func colours() {
        let context = DrawingContext(traitCollection: UITraitCollection(userInterfaceStyle: .light))
        #expect(CSS.color(UIColor(red: 1, green: 0, blue: 0, alpha: 1), in: context) == "#FF0000")
        #expect(CSS.color(UIColor(red: 10 / 255, green: 171 / 255, blue: 1, alpha: 1), in: context) == "#0AABFF")
        #expect(CSS.color(UIColor(red: 0, green: 0, blue: 0, alpha: 0.5), in: context) == "rgba(0,0,0,0.5)")
        #expect(CSS.color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.3), in: context) == "rgba(51,102,153,0.3)")
    }
}
