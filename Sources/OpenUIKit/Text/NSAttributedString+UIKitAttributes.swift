import Foundation

// UIKit declares the attributes text views read; Foundation on Linux has none of them.
extension NSAttributedString.Key {
    /// The text's font, a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour, a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text, a `UIColor`. Kept, not drawn.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// How the text is underlined: an `NSUnderlineStyle`'s raw value (an `Int`), or the style itself.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour, a `UIColor`; the text's colour when absent. Kept, not drawn.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// How the text is struck through: an `NSUnderlineStyle`'s raw value (an `Int`), or the style itself.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strike-through's colour, a `UIColor`. Kept, not drawn.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The paragraph's alignment and line breaking, an `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points (a number). Kept, not drawn.
    public static let kern = NSAttributedString.Key("NSKern")
    /// A link, a `URL` or `String`. Kept, not drawn.
    public static let link = NSAttributedString.Key("NSLink")
}

/// How text is underlined or struck through (UIKit: `NSUnderlineStyle`, same raw values).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// The attributes of an attributed string that hold for all of it, as a label draws them: headless labels draw one
/// font, colour, alignment and decoration per text, so an attribute that covers only part of the string is not
/// drawn.
struct WholeTextAttributes {
    var font: UIFont?
    var foregroundColor: UIColor?
    var paragraphStyle: NSParagraphStyle?
    var isUnderlined = false
    var isStruckThrough = false

    init(_ string: NSAttributedString) {
        let length = string.length
        guard length > 0 else { return }
        func whole(_ key: NSAttributedString.Key) -> Any? {
            var range = NSRange(location: 0, length: 0)
            let value = string.attribute(key, at: 0, longestEffectiveRange: &range, in: NSRange(location: 0, length: length))
            return range.length == length ? value : nil
        }
        font = whole(.font) as? UIFont
        foregroundColor = whole(.foregroundColor) as? UIColor
        paragraphStyle = whole(.paragraphStyle) as? NSParagraphStyle
        isUnderlined = Self.isDrawn(whole(.underlineStyle))
        isStruckThrough = Self.isDrawn(whole(.strikethroughStyle))
    }

    /// Whether an underline or strike-through value draws a line: a non-zero style, as a number or the style.
    private static func isDrawn(_ value: Any?) -> Bool {
        switch value {
        case let style as NSUnderlineStyle: style.rawValue != 0
        case let number as Int: number != 0
        case let number as NSNumber: number.intValue != 0
        default: false
        }
    }
}
