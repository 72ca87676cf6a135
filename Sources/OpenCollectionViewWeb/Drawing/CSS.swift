import Foundation
import OpenCollectionView

/// CSS values for what render trees carry: lengths in points (CSS pixels), colours, fonts.
enum CSS {
    /// `value` with at most three decimals and no trailing zeros ("12.5", "0.333", "-4"); non-finite values are 0.
    static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    static func number(_ double: Double) -> String {
        guard double.isFinite else { return "0" }
        // Whole numbers are by far the most common; print them without formatting.
        if double == double.rounded(), abs(double) < 1e15 {
            let whole = Int(double)
            return whole == 0 ? "0" : String(whole)
        }
        // Then fractions, printed from whole thousandths: what "%.3f" prints, at a tenth of its cost (colours with
        // alpha, fractional frames). Multiplying can round, which matters only next to a halfway point, so values
        // that close to one (and values too large for the product to be exact enough) are left to the formatter.
        let thousandths = double * 1000
        let nearest = thousandths.rounded()
        if abs(thousandths) < 1e9, abs(abs(thousandths - nearest) - 0.5) > 1e-6 {
            return decimal(thousandths: Int(nearest))
        }
        var text = String(format: "%.3f", double)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `thousandths` / 1000 in decimal, without trailing zeros ("-12.5" for -12500).
    private static func decimal(thousandths: Int) -> String {
        guard thousandths != 0 else { return "0" }
        let magnitude = thousandths.magnitude
        var text = thousandths < 0 ? "-" : ""
        text += String(magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return text }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let written = String(fraction)
        return text + "." + String(repeating: "0", count: digits - written.utf8.count) + written
    }

    /// `value` rounded to a whole number within `range`; a value that is not finite is the range's lower bound. For
    /// numbers drawn as integers (pixel sizes, colour bytes, percentages), which must never trap on what an app made.
    static func wholeNumber(_ value: CGFloat, in range: ClosedRange<Int>) -> Int {
        guard value.isFinite else { return range.lowerBound }
        return Int(min(max(value.rounded(), CGFloat(range.lowerBound)), CGFloat(range.upperBound)))
    }

    /// `value` points as a CSS length.
    static func px(_ value: CGFloat) -> String {
        number(value) + "px"
    }

    /// `left`, `top`, `width` and `height` declarations placing a box at `frame`.
    static func geometry(_ frame: CGRect) -> String {
        var declarations = ""
        writeGeometry(frame, into: &declarations)
        return declarations
    }

    /// Appends `geometry(frame)` to `css`.
    static func writeGeometry(_ frame: CGRect, into css: inout String) {
        css += "left:"
        css += number(frame.minX)
        css += "px;top:"
        css += number(frame.minY)
        css += "px;width:"
        css += number(frame.width)
        css += "px;height:"
        css += number(frame.height)
        css += "px"
    }

    /// The colour as drawn with `context`'s traits (a system colour's dark or increased-contrast value, a dynamic
    /// colour's resolution), as CSS.
    static func color(_ color: UIColor, in context: DrawingContext) -> String {
        resolvedColor(color.resolvedColor(with: context.traitCollection))
    }

    /// `property:colour` for the colour as drawn with `context`'s traits, preceded by an sRGB fallback for Display P3
    /// colours (browsers without `color()` keep it).
    static func declaration(_ property: String, _ color: UIColor, in context: DrawingContext) -> String {
        declaration(property, resolved: color.resolvedColor(with: context.traitCollection))
    }

    /// `property:colour` for a colour already resolved for the traits it is drawn with. Remembered, for every page:
    /// the same few colours are drawn for element after element, and writing one's numbers cost a tenth of an
    /// element's HTML.
    static func declaration(_ property: String, resolved: UIColor) -> String {
        let key = ColorDeclaration(
            property: property, isDisplayP3: resolved.colorSpace == .displayP3, red: resolved.red, green: resolved.green,
            blue: resolved.blue, alpha: resolved.alpha)
        return colorDeclarations.remembered(key) {
            guard key.isDisplayP3 else { return property + ":" + resolvedColor(resolved) }
            return property + ":" + sRGBColor(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
                + ";" + property + ":" + resolvedColor(resolved)
        }
    }

    /// A colour declaration as `declaration(_:resolved:)` writes it.
    private struct ColorDeclaration: Hashable {
        let property: String
        let isDisplayP3: Bool
        let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    /// A font's declarations as `font(_:)` writes them.
    private struct FontDeclaration: Hashable {
        let pointSize: CGFloat
        let weight: Int
        let lineHeight: CGFloat
        let familyName: String
    }

    /// The declarations written so far, shared by every page and every thread drawing.
    private static let colorDeclarations = RememberedText<ColorDeclaration>()
    private static let fontDeclarations = RememberedText<FontDeclaration>()

    /// A colour's own components as CSS: `#RRGGBB` when opaque, `rgba(…)` otherwise; Display P3 colours as
    /// `color(display-p3 …)`.
    private static func resolvedColor(_ color: UIColor) -> String {
        switch color.colorSpace {
        case .displayP3:
            var css = "color(display-p3 " + number(color.red) + " " + number(color.green) + " " + number(color.blue)
            if color.alpha < 1 { css += " / " + number(color.alpha) }
            return css + ")"
        case .sRGB:
            return sRGBColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }

    /// The sRGB colour of these components: `#RRGGBB` when opaque, `rgba(…)` otherwise.
    private static func sRGBColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> String {
        func byte(_ component: CGFloat) -> Int { wholeNumber(component * 255, in: 0...255) }
        if alpha >= 1 { return hexColor(byte(red), byte(green), byte(blue)) }
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(number(alpha)))"
    }

    /// `#RRGGBB`, written into the string's own seven bytes (a string that short is kept inline, unallocated).
    private static func hexColor(_ red: Int, _ green: Int, _ blue: Int) -> String {
        String(unsafeUninitializedCapacity: 7) { bytes in
            func digit(_ value: Int) -> UInt8 { UInt8(value < 10 ? 48 + value : 55 + value) }
            func put(_ component: Int, at index: Int) {
                bytes[index] = digit(component >> 4)
                bytes[index + 1] = digit(component & 15)
            }
            bytes[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            return 7
        }
    }

    /// The system font stack pages draw text in: San Francisco where the browser has it, then DejaVu Sans Condensed
    /// (whose widths are close to the headless text measurer's), then the platform's UI font.
    static let systemFontFamily =
        #"-apple-system,BlinkMacSystemFont,"SF Pro Text","DejaVu Sans Condensed",system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif"#

    /// The declarations drawing text in `font`: size, weight, line height and, for named fonts, the family.
    static func font(_ font: UIFont) -> String {
        let weight = font.weight.cssWeight
        let key = FontDeclaration(pointSize: font.pointSize, weight: weight, lineHeight: font.lineHeight, familyName: font.familyName)
        return fontDeclarations.remembered(key) {
            var style = "font-size:\(px(font.pointSize));font-weight:\(weight);line-height:\(px(font.lineHeight))"
            if let family = fontFamily(font) { style += ";font-family:\(family)" }
            return style
        }
    }

    /// The CSS family of a named font (`UIFont(name:size:)`): its family as named and with spaces between words
    /// ("AvenirNext", "Avenir Next"), then the system stack; `nil` for system fonts, which the page's family draws.
    private static func fontFamily(_ font: UIFont) -> String? {
        let family = font.familyName
        guard !family.hasPrefix(".") else { return nil }
        var spaced = ""
        for character in family {
            if character.isUppercase, let last = spaced.last, last.isLowercase { spaced.append(" ") }
            spaced.append(character)
        }
        let names = spaced == family ? [family] : [family, spaced]
        return (names.map(string) + [systemFontFamily.replacingOccurrences(of: "\"", with: "'")]).joined(separator: ",")
    }

    /// `text` as a quoted CSS string that is safe inside an HTML attribute too: every character but letters, digits,
    /// spaces, hyphens and underscores is a CSS escape (`\27 ` for a quote), so neither CSS nor HTML sees a quote,
    /// semicolon or angle bracket of the text. (HTML escaping would not do: the browser undoes it before parsing the
    /// CSS, and `&#39;` would end the string.)
    static func string(_ text: String) -> String {
        var escaped = "'"
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " -_".unicodeScalars.contains(scalar) {
                escaped.unicodeScalars.append(scalar)
            } else {
                escaped += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return escaped + "'"
    }

    /// CSS `border-radius` values (top-left, top-right, bottom-right, bottom-left) rounding the corners in `masked`.
    static func cornerRadii(_ radius: CGFloat, masked: CACornerMask) -> String {
        let corners: [CACornerMask] = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner]
        let values = corners.map { masked.contains($0) ? px(radius) : "0" }
        return Set(values).count == 1 ? values[0] : values.joined(separator: " ")
    }
}
