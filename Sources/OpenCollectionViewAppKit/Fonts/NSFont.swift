import Foundation
internal import OpenUIKit

/// AppKit's font: the system font at a size and weight, or a text style's.
///
/// Differences from AppKit: fonts are the system font (monospaced or with monospaced digits when asked) — there is no
/// font by name yet; text styles have macOS's sizes.
public final class NSFont: Sendable, Hashable, CustomStringConvertible {
    /// The UIKit font that draws this one.
    let uiFont: UIFont

    init(_ uiFont: UIFont) {
        self.uiFont = uiFont
    }

    /// A font's weight, from ultra light to black.
    public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The lightest weight; drawn as CSS weight 100.
        public static let ultraLight = Weight(rawValue: UIFont.Weight.ultraLight.rawValue)
        /// A very light weight; drawn as CSS weight 200.
        public static let thin = Weight(rawValue: UIFont.Weight.thin.rawValue)
        /// A light weight; drawn as CSS weight 300.
        public static let light = Weight(rawValue: UIFont.Weight.light.rawValue)
        /// The ordinary text weight; drawn as CSS weight 400.
        public static let regular = Weight(rawValue: UIFont.Weight.regular.rawValue)
        /// Slightly heavier than regular; drawn as CSS weight 500.
        public static let medium = Weight(rawValue: UIFont.Weight.medium.rawValue)
        /// Between medium and bold; drawn as CSS weight 600.
        public static let semibold = Weight(rawValue: UIFont.Weight.semibold.rawValue)
        /// The bold weight; drawn as CSS weight 700.
        public static let bold = Weight(rawValue: UIFont.Weight.bold.rawValue)
        /// Heavier than bold; drawn as CSS weight 800.
        public static let heavy = Weight(rawValue: UIFont.Weight.heavy.rawValue)
        /// The heaviest weight; drawn as CSS weight 900.
        public static let black = Weight(rawValue: UIFont.Weight.black.rawValue)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        var uiWeight: UIFont.Weight { UIFont.Weight(rawValue: rawValue) }
    }

    /// A text style's font size and weight on macOS.
    public struct TextStyle: RawRepresentable, Sendable, Hashable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Large titles: 26 points, regular.
        public static let largeTitle = TextStyle(rawValue: "NSCTFontTextStyleTitle0")
        /// First-level titles: 22 points, regular.
        public static let title1 = TextStyle(rawValue: "NSCTFontTextStyleTitle1")
        /// Second-level titles: 17 points, regular.
        public static let title2 = TextStyle(rawValue: "NSCTFontTextStyleTitle2")
        /// Third-level titles: 15 points, regular.
        public static let title3 = TextStyle(rawValue: "NSCTFontTextStyleTitle3")
        /// Headings: 13 points, bold.
        public static let headline = TextStyle(rawValue: "NSCTFontTextStyleHeadline")
        /// Subheadings: 11 points, regular.
        public static let subheadline = TextStyle(rawValue: "NSCTFontTextStyleSubhead")
        /// Body text: 13 points, regular.
        public static let body = TextStyle(rawValue: "NSCTFontTextStyleBody")
        /// Callouts: 12 points, regular.
        public static let callout = TextStyle(rawValue: "NSCTFontTextStyleCallout")
        /// Footnotes: 10 points, regular.
        public static let footnote = TextStyle(rawValue: "NSCTFontTextStyleFootnote")
        /// Captions: 10 points, regular.
        public static let caption1 = TextStyle(rawValue: "NSCTFontTextStyleCaption1")
        /// Secondary captions: 10 points, medium.
        public static let caption2 = TextStyle(rawValue: "NSCTFontTextStyleCaption2")

        /// macOS's size and weight for the style (an unknown style is the body's).
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (26, .regular)
            case .title1: return (22, .regular)
            case .title2: return (17, .regular)
            case .title3: return (15, .regular)
            case .headline: return (13, .bold)
            case .subheadline: return (11, .regular)
            case .callout: return (12, .regular)
            case .footnote, .caption1: return (10, .regular)
            case .caption2: return (10, .medium)
            default: return (13, .regular)
            }
        }
    }

    /// The system font at `fontSize` points, regular.
    public static func systemFont(ofSize fontSize: CGFloat) -> NSFont {
        NSFont(.systemFont(ofSize: fontSize))
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        NSFont(.systemFont(ofSize: fontSize, weight: weight.uiWeight))
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont {
        NSFont(.boldSystemFont(ofSize: fontSize))
    }

    /// The system font whose digits all have one width, at `fontSize` points and `weight`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        NSFont(.monospacedDigitSystemFont(ofSize: fontSize, weight: weight.uiWeight))
    }

    /// The monospaced system font at `fontSize` points and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        NSFont(.monospacedSystemFont(ofSize: fontSize, weight: weight.uiWeight))
    }

    /// The font of labels (the system font) at `fontSize` points, or at `labelFontSize` for 0.
    public static func labelFont(ofSize fontSize: CGFloat) -> NSFont {
        systemFont(ofSize: fontSize > 0 ? fontSize : labelFontSize)
    }

    /// The font of messages and controls' text (the system font) at `fontSize` points, or at `systemFontSize` for 0.
    public static func messageFont(ofSize fontSize: CGFloat) -> NSFont {
        systemFont(ofSize: fontSize > 0 ? fontSize : systemFontSize)
    }

    /// The font of controls' content (the system font) at `fontSize` points, or at `systemFontSize` for 0.
    public static func controlContentFont(ofSize fontSize: CGFloat) -> NSFont {
        messageFont(ofSize: fontSize)
    }

    /// The font for `style`, at macOS's size for it. `options` are accepted and not used.
    public static func preferredFont(forTextStyle style: TextStyle, options: [String: Any] = [:]) -> NSFont {
        let metrics = style.metrics
        return systemFont(ofSize: metrics.size, weight: metrics.weight)
    }

    /// The size of the system font of regular controls: 13 points.
    public static var systemFontSize: CGFloat { 13 }
    /// The size of the system font of small controls: 11 points.
    public static var smallSystemFontSize: CGFloat { 11 }
    /// The size of labels' font: 10 points.
    public static var labelFontSize: CGFloat { 10 }

    /// The font's size in points.
    public var pointSize: CGFloat { uiFont.pointSize }
    /// The font's name.
    public var fontName: String { uiFont.fontName }
    /// The font's family.
    public var familyName: String? { uiFont.familyName }

    public static func == (lhs: NSFont, rhs: NSFont) -> Bool { lhs.uiFont == rhs.uiFont }

    public func hash(into hasher: inout Hasher) { hasher.combine(uiFont) }

    public var description: String { "NSFont(\(fontName), \(pointSize) pt)" }
}
