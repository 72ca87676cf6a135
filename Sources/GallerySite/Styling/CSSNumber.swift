import Foundation

/// Numbers written into CSS: at most three decimals, no trailing zeros, no negative zero.
///
/// Three decimals keep frames on a 1/3-point pixel grid distinguishable (148.667 vs 148.333) while
/// staying short; layout frames are already snapped to the grid, so nothing visible is lost.
public enum CSSNumber {
    /// `value` rounded to three decimals, e.g. `148.667`, `78`, `0.5`. Values that are not finite,
    /// which a layout never produces, are written as `0` so that the page stays valid CSS.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `value` rounded to three decimals; see `format(_: Double)`.
    public static func format(_ value: CGFloat) -> String {
        format(Double(value))
    }
}
