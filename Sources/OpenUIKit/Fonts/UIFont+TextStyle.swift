import Foundation
import Synchronization

extension UIFont {
    /// A Dynamic Type text style (UIKit: `UIFont.TextStyle`, with UIKit's raw values).
    ///
    /// Sizes at the default (`large`) content size category, from Apple's type scale: largeTitle 34,
    /// title1 28, title2 22, title3 20, headline 17 semibold, subheadline 15, body 17, callout 16,
    /// footnote 13, caption1 12, caption2 11 (all regular but headline). `DynamicTypeTable` holds every size.
    public struct TextStyle: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// UIKit's string for the style, such as `"UICTFontTextStyleBody"`.
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The biggest title, for a screen's main heading: 34 points on a 41-point line at `large`.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title: 28 points on a 34-point line at `large`.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title: 22 points on a 28-point line at `large`.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title: 20 points on a 25-point line at `large`.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Emphasised text, the only semibold style: 17 points on a 22-point line at `large`.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Text under a headline: 15 points on a 20-point line at `large`.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Ordinary running text, and the fallback for unknown styles: 17 points on a 22-point line at `large`.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Text set apart from body text, such as a callout: 16 points on a 21-point line at `large`.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes and other small print: 13 points on an 18-point line at `large`.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Captions: 12 points on a 16-point line at `large`.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The smallest style, for secondary captions: 11 points on a 13-point line at `large`.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Every style, largest first.
        public static let allStyles: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1,
            .caption2,
        ]

        public var description: String { rawValue }
    }

    /// The system font for `style` at the default content size category (`large`): body is 17 points with
    /// a 22-point line height.
    ///
    /// UIKit sizes this font for the app's current category; a headless process has none, so it is
    /// always `large`. Use `preferredFont(forTextStyle:compatibleWith:)` with a view's traits, or set
    /// `adjustsFontForContentSizeCategory` on a label, to follow a view's category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(style, in: .large)
    }

    /// The system font for `style` at the content size category of `traitCollection` (`large` when it is
    /// `nil` or does not specify one).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(style, in: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    /// The preferred fonts made so far, by style and category. A font is immutable and every cell an app configures
    /// asks for one, so cells share one object rather than each keeping its own. Emptied past
    /// `maximumPreferredFonts` (an app may name styles of its own).
    private static let preferredFonts = Mutex<[PreferredFontKey: UIFont]>([:])
    private static let maximumPreferredFonts = 256

    private struct PreferredFontKey: Hashable {
        var style: TextStyle
        var category: UIContentSizeCategory
    }

    private static func preferredFont(_ style: TextStyle, in category: UIContentSizeCategory) -> UIFont {
        let key = PreferredFontKey(style: style, category: category)
        return preferredFonts.withLock { fonts in
            if let font = fonts[key] { return font }
            if fonts.count >= maximumPreferredFonts { fonts.removeAll(keepingCapacity: true) }
            let font = UIFont(spec: .textStyle(style, in: category))
            fonts[key] = font
            return font
        }
    }
}
