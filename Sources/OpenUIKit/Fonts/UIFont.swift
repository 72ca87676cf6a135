import CollectionDiagnostics
import Foundation

/// A font (UIKit: `UIFont`): what text is measured and drawn with.
///
/// Headless, a font is a description — the system font (SF Pro on Apple platforms) at a size and weight, or a
/// named font — with metrics derived from its point size by fixed proportions (`DynamicTypeTable`), so
/// layouts give the same numbers everywhere. Hosts map it to a real face: `weight` and `textStyle` tell a
/// browser which CSS weight and type-scale step to use.
///
/// Immutable and `Sendable`, as in UIKit. Unlike UIKit, `UIFont(name:size:)` accepts any non-empty name,
/// and fonts made from a text style report the Dynamic Type table's line height (see `lineHeight`).
public final class UIFont: Sendable, Hashable, CustomStringConvertible {
    /// A font's stroke weight (UIKit: `UIFont.Weight`), with UIKit's raw values: negative is lighter than
    /// regular (0), positive heavier.
    public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
        /// The weight on UIKit's scale: 0 is regular, negative lighter, positive heavier.
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The weight `rawValue` on UIKit's scale, without the argument label.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The lightest weight; hosts draw it as CSS weight 100.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// A very light weight; CSS weight 200.
        public static let thin = Weight(rawValue: -0.6)
        /// A light weight; CSS weight 300.
        public static let light = Weight(rawValue: -0.4)
        /// The ordinary text weight; CSS weight 400.
        public static let regular = Weight(rawValue: 0)
        /// Slightly heavier than regular; CSS weight 500.
        public static let medium = Weight(rawValue: 0.23)
        /// Between medium and bold, as headlines use; CSS weight 600.
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight; CSS weight 700.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavier than bold; CSS weight 800.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight; CSS weight 900.
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// The weight's name in a system font's name (`.SFUI-Semibold`): the named weight nearest to this one.
        var faceName: String {
            let named: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        /// The CSS `font-weight` (100…900) hosts draw this weight with.
        public var cssWeight: Int {
            switch rawValue {
            case ..<(-0.7): 100
            case ..<(-0.5): 200
            case ..<(-0.2): 300
            case ..<0.1: 400
            case ..<0.26: 500
            case ..<0.35: 600
            case ..<0.5: 700
            case ..<0.6: 800
            default: 900
            }
        }
    }

    let spec: FontSpec
    /// The spec's hash, made once: a font is hashed whenever text set in it is measured (`SharedTextMeasurements`), and
    /// its spec's text style and name are strings.
    private let specHash: Int

    init(spec: FontSpec) {
        self.spec = spec
        specHash = spec.hashValue
    }

    // MARK: Making fonts

    /// The named font at `fontSize` points. Headless, any non-empty name succeeds (hosts decide how to draw
    /// it); the font has the system font's proportions, and is bold when its name contains "Bold", regular
    /// otherwise. `nil` for an empty name or an invalid size.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, let size = Self.validated(fontSize, operation: "UIFont(name:size:)") else { return nil }
        self.init(spec: FontSpec(customName: fontName, pointSize: size, weight: fontName.lowercased().contains("bold") ? .bold : .regular))
    }

    /// The font `descriptor` describes, at `pointSize`, or at the descriptor's own size when `pointSize` is 0.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var spec = descriptor.spec
        if pointSize != 0, let size = Self.validated(pointSize, operation: "UIFont(descriptor:size:)") {
            spec = spec.resized(to: size)
        }
        self.init(spec: spec)
    }

    /// The regular system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular, operation: "systemFont(ofSize:)")
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight, operation: "systemFont(ofSize:weight:)")
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let size = validated(fontSize, operation: "boldSystemFont(ofSize:)") ?? 0
        return UIFont(spec: FontSpec(pointSize: size, weight: .bold, traits: .traitBold))
    }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let size = validated(fontSize, operation: "italicSystemFont(ofSize:)") ?? 0
        return UIFont(spec: FontSpec(pointSize: size, weight: .regular, traits: .traitItalic))
    }

    /// The system font with digits of equal width, for numbers that change in place. Headless measurement
    /// gives every digit the same width in every font, so only hosts see the difference (`usesMonospacedDigits`).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let size = validated(fontSize, operation: "monospacedDigitSystemFont(ofSize:weight:)") ?? 0
        return UIFont(spec: FontSpec(pointSize: size, weight: weight, monospacedDigits: true))
    }

    /// The system's monospaced font (SF Mono on Apple platforms): every character the same width.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let size = validated(fontSize, operation: "monospacedSystemFont(ofSize:weight:)") ?? 0
        return UIFont(spec: FontSpec(pointSize: size, weight: weight, traits: .traitMonoSpace))
    }

    /// The size of a label's standard font: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of a button's standard font: 18 points.
    public static var buttonFontSize: CGFloat { 18 }
    /// The size of the standard system font: 14 points.
    public static var systemFontSize: CGFloat { 14 }
    /// The size of the small system font: 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }

    private static func systemFont(ofSize fontSize: CGFloat, weight: Weight, operation: String) -> UIFont {
        let size = validated(fontSize, operation: operation) ?? 0
        return UIFont(spec: FontSpec(pointSize: size, weight: weight))
    }

    /// `size` when it is a usable point size (finite, not negative); otherwise reports the misuse and answers
    /// `nil`, which callers turn into a 0-point font or a failed initializer.
    static func validated(_ size: CGFloat, operation: String) -> CGFloat? {
        guard size.isFinite, size >= 0 else {
            Diagnostics.report(.warning(operation, "font size must be a finite number of points ≥ 0, not \(size)"))
            return nil
        }
        return size
    }

    /// The same font at `fontSize` points. The result has a fixed size: it no longer follows a text style
    /// or Dynamic Type, so its line height is the font's own (see `lineHeight`).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        guard let size = Self.validated(fontSize, operation: "withSize(_:)") else { return self }
        return UIFont(spec: spec.resized(to: size))
    }

    // MARK: Describing the font

    /// The font's family: `.AppleSystemUIFont` for the system font, as in UIKit; for a named font, its name up
    /// to the first hyphen.
    public var familyName: String {
        guard let name = spec.customName else { return ".AppleSystemUIFont" }
        return String(name.split(separator: "-", maxSplits: 1).first ?? Substring(name))
    }

    /// The face's name: the name given to `UIFont(name:size:)`, or for the system font one in UIKit's style
    /// (`.SFUI-Semibold`, `.SFUI-RegularItalic`, `.SFMono-Regular`) for hosts to map to their system face.
    public var fontName: String {
        if let name = spec.customName { return name }
        let family = spec.traits.contains(.traitMonoSpace) ? ".SFMono-" : ".SFUI-"
        return family + spec.weight.faceName + (spec.traits.contains(.traitItalic) ? "Italic" : "")
    }

    /// The em size in points.
    public var pointSize: CGFloat { spec.pointSize }

    /// The stroke weight. Headless addition: UIKit keeps it inside `fontDescriptor`'s attributes.
    public var weight: Weight { spec.weight }

    /// The Dynamic Type style the font was made for by `preferredFont(forTextStyle:)`, `nil` for other
    /// fonts. Headless addition for hosts, which can style text by type-scale step; UIKit keeps it in
    /// `fontDescriptor`'s attributes.
    public var textStyle: TextStyle? { spec.textStyle }

    /// Whether digits are drawn with equal widths (`monospacedDigitSystemFont(ofSize:weight:)`). Headless
    /// addition for hosts.
    public var usesMonospacedDigits: Bool { spec.monospacedDigits || spec.traits.contains(.traitMonoSpace) }

    /// The font's attributes as a descriptor, from which variants are made
    /// (`UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)`).
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(spec: spec) }

    // MARK: Metrics

    /// How far the tallest glyphs rise above the baseline: SF Pro's proportion of the point size.
    public var ascender: CGFloat { spec.pointSize * DynamicTypeTable.ascenderRatio }

    /// How far the lowest glyphs fall below the baseline, as a negative number.
    public var descender: CGFloat { spec.pointSize * DynamicTypeTable.descenderRatio }

    /// The height of flat capital letters above the baseline.
    public var capHeight: CGFloat { spec.pointSize * DynamicTypeTable.capHeightRatio }

    /// The height of lowercase letters without ascenders.
    public var xHeight: CGFloat { spec.pointSize * DynamicTypeTable.xHeightRatio }

    /// The distance from one line's baseline to the next: the height of one line of text.
    ///
    /// For a font made from a text style (`preferredFont(forTextStyle:)`, and its bold or italic variants) it
    /// is the Dynamic Type table's line height for the style and size (body at the default size: 22); for
    /// every other font it is `ascender − descender` (17-point system font: about 20.29). UIKit reports the
    /// latter for text-style fonts too; the table's value is used here because it is what Apple's type
    /// scale lays lines out with, and what list rows are sized from.
    public var lineHeight: CGFloat {
        spec.lineHeight ?? (ascender - descender)
    }

    /// The extra space between lines beyond `ascender − descender`: 0 for fonts with their natural line
    /// height, the table's extra for text-style fonts (negative where the table is tighter than the face).
    public var leading: CGFloat {
        lineHeight - (ascender - descender)
    }

    // MARK: Dynamic Type

    /// The font for `category`, if the font follows Dynamic Type (made by `preferredFont(forTextStyle:)` or
    /// `UIFontMetrics`); otherwise the font itself. This is what labels that adjust their font for the
    /// content size category switch to when their traits change.
    func adjusted(for category: UIContentSizeCategory) -> UIFont {
        guard let adjusted = spec.adjusted(for: category), adjusted != spec else { return self }
        return UIFont(spec: adjusted)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs === rhs || lhs.spec == rhs.spec
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(specHash)
    }

    public var description: String {
        var text = "UIFont \(fontName) \(pointSize) pt"
        if let style = spec.textStyle { text += " (\(style.rawValue))" }
        return text
    }
}

/// The values that define a font; `UIFont` and `UIFontDescriptor` are views of one.
struct FontSpec: Sendable, Hashable {
    /// The name given to `UIFont(name:size:)`; `nil` for the system font.
    var customName: String?
    var pointSize: CGFloat
    var weight: UIFont.Weight
    /// Traits asked for: italic, monospace, bold (bold also shows in `weight`).
    var traits: UIFontDescriptor.SymbolicTraits = []
    var monospacedDigits = false
    /// The text style the font was made from, while its size is the style's.
    var textStyle: UIFont.TextStyle?
    /// How the font follows Dynamic Type; `nil` for fixed-size fonts.
    var scaling: FontScaling?
    /// The Dynamic Type line height of `textStyle`; `nil` for the face's natural line height.
    var lineHeight: CGFloat?

    /// The same face at `size`, no longer tied to a text style or Dynamic Type.
    func resized(to size: CGFloat) -> FontSpec {
        var copy = self
        copy.pointSize = size
        copy.textStyle = nil
        copy.scaling = nil
        copy.lineHeight = nil
        return copy
    }

    /// The spec of the text style `style` in `category`.
    static func textStyle(_ style: UIFont.TextStyle, in category: UIContentSizeCategory) -> FontSpec {
        let row = DynamicTypeTable.row(for: style)
        return FontSpec(
            pointSize: row.pointSize(in: category), weight: row.weight, textStyle: style,
            scaling: FontScaling(textStyle: style, basePointSize: row.largePointSize, maximumPointSize: nil, followsTable: true),
            lineHeight: row.lineHeight(in: category)
        )
    }

    /// The same font resized for `category`; `nil` when the font does not follow Dynamic Type.
    func adjusted(for category: UIContentSizeCategory) -> FontSpec? {
        guard let scaling else { return nil }
        var copy = self
        if scaling.followsTable {
            let row = DynamicTypeTable.row(for: scaling.textStyle)
            copy.pointSize = row.pointSize(in: category)
            copy.lineHeight = row.lineHeight(in: category)
        } else {
            copy.pointSize = scaling.pointSize(in: category)
        }
        return copy
    }
}

/// How a font grows and shrinks with the content size category.
struct FontScaling: Sendable, Hashable {
    /// The style whose Dynamic Type curve the font follows.
    var textStyle: UIFont.TextStyle
    /// The font's size at `large`.
    var basePointSize: CGFloat
    /// The largest size the font may grow to; `nil` for no limit.
    var maximumPointSize: CGFloat?
    /// Whether the font is the style's own (sizes and line heights straight from the table) rather than a
    /// custom font scaled by `UIFontMetrics` (size scaled by the style's factor, natural line height).
    var followsTable: Bool

    /// The size for `category` of a font scaled by `UIFontMetrics`.
    func pointSize(in category: UIContentSizeCategory) -> CGFloat {
        let scaled = DynamicTypeTable.scaled(basePointSize, by: textStyle, in: category)
        return maximumPointSize.map { min(scaled, $0) } ?? scaled
    }
}
