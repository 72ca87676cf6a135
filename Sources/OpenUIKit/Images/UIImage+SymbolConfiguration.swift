import Foundation

extension UIImage {
    /// What an image is drawn for (UIKit: `UIImage.Configuration`): traits, and in the symbol subclass the
    /// symbol's size, weight and scale.
    ///
    /// Immutable. `@unchecked Sendable` because Swift only checks final classes; this class and its one
    /// subclass, `SymbolConfiguration`, hold only constants of `Sendable` types, and no other module can
    /// subclass them.
    public class Configuration: @unchecked Sendable, Hashable, CustomStringConvertible {
        /// The traits the image is drawn for; `nil` when not specified.
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
        }

        /// The same configuration for `traitCollection`.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            copy(traitCollection: traitCollection) as! Self
        }

        /// This configuration with the values `otherConfiguration` specifies laid over it.
        public func applying(_ otherConfiguration: Configuration?) -> Self {
            guard let otherConfiguration else { return self }
            return merged(with: otherConfiguration) as! Self
        }

        func copy(traitCollection: UITraitCollection?) -> Configuration {
            Configuration(traitCollection: traitCollection)
        }

        func merged(with other: Configuration) -> Configuration {
            Configuration(traitCollection: other.traitCollection ?? traitCollection)
        }

        func isEqual(to other: Configuration) -> Bool {
            type(of: self) == type(of: other) && traitCollection == other.traitCollection
        }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.isEqual(to: rhs)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(traitCollection)
        }

        public var description: String { "UIImage.Configuration" }
    }

    /// The relative size of a symbol next to text of the same point size (UIKit: `UIImage.SymbolScale`, same
    /// raw values).
    public enum SymbolScale: Int, Sendable, Hashable {
        /// Medium, unless something else applies.
        case `default` = -1
        /// No scale given: one laid over it by `applying(_:)` wins, and otherwise it draws as `medium`.
        case unspecified = 0
        /// Smaller than the text beside it: 0.8 times the point size headlessly.
        case small = 1
        /// The same size as the text beside it (a factor of 1).
        case medium = 2
        /// Larger than the text beside it: 1.3 times the point size headlessly.
        case large = 3
    }

    /// A symbol's stroke weight (UIKit: `UIImage.SymbolWeight`, same raw values).
    public enum SymbolWeight: Int, Sendable, Hashable {
        /// No weight given: the font's weight applies, else regular.
        case unspecified = 0
        /// Drawn like text of weight `UIFont.Weight.ultraLight`, the lightest.
        case ultraLight = 1
        /// Drawn like text of weight `UIFont.Weight.thin`.
        case thin = 2
        /// Drawn like text of weight `UIFont.Weight.light`.
        case light = 3
        /// Drawn like regular text.
        case regular = 4
        /// Drawn like text of weight `UIFont.Weight.medium`.
        case medium = 5
        /// Drawn like text of weight `UIFont.Weight.semibold`.
        case semibold = 6
        /// Drawn like bold text.
        case bold = 7
        /// Drawn like text of weight `UIFont.Weight.heavy`.
        case heavy = 8
        /// Drawn like text of weight `UIFont.Weight.black`, the heaviest.
        case black = 9

        /// The matching font weight (`.regular` for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// How a symbol image is sized and coloured (UIKit: `UIImage.SymbolConfiguration`).
    ///
    /// A configuration sizes the symbol from one source — a point size, a text style, or a font — plus a
    /// weight and a scale; any of them may be left unspecified. `applying(_:)` lays another configuration's
    /// specified values over this one's. Headless, a symbol is a square whose side follows from these
    /// (`SymbolImageMetrics`).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// Where the symbol's point size comes from.
        enum SizeSource: Sendable, Hashable {
            case unspecified
            case pointSize(CGFloat)
            case textStyle(UIFont.TextStyle)
            case font(UIFont)
        }

        /// The colours a symbol is drawn with, when not just the tint.
        enum Colors: Sendable, Hashable {
            case hierarchical(UIColor)
            case palette([UIColor])
            case multicolor
        }

        let sizeSource: SizeSource
        /// The weight; `.unspecified` when not given (a font's weight applies then).
        public let weight: SymbolWeight
        /// The scale; `.unspecified` when not given.
        public let scale: SymbolScale
        let colors: Colors?

        init(
            sizeSource: SizeSource = .unspecified, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
            colors: Colors? = nil, traitCollection: UITraitCollection? = nil
        ) {
            self.sizeSource = sizeSource
            self.weight = weight
            self.scale = scale
            self.colors = colors
            super.init(traitCollection: traitCollection)
        }

        /// A configuration that specifies nothing.
        public static let unspecified = SymbolConfiguration()

        /// Sized like text of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(sizeSource: .pointSize(pointSize))
        }

        /// Sized like text of `pointSize` points, drawn at `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(sizeSource: .pointSize(pointSize), weight: weight)
        }

        /// Sized like text of `pointSize` points, drawn at `weight`, then made larger or smaller by `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(sizeSource: .pointSize(pointSize), weight: weight, scale: scale)
        }

        /// Sized like text of `textStyle`, at the content size category of the view that shows it.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(sizeSource: .textStyle(textStyle))
        }

        /// Sized like text of `textStyle` at the showing view's content size category, then by `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(sizeSource: .textStyle(textStyle), scale: scale)
        }

        /// Sized and weighted like text in `font`.
        public convenience init(font: UIFont) {
            self.init(sizeSource: .font(font))
        }

        /// Sized and weighted like text in `font`, then made larger or smaller by `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(sizeSource: .font(font), scale: scale)
        }

        /// Gives only the weight, leaving size and scale to other configurations.
        public convenience init(weight: SymbolWeight) {
            self.init(weight: weight, scale: .unspecified)
        }

        /// Gives only the scale, leaving size and weight to other configurations.
        public convenience init(scale: SymbolScale) {
            self.init(weight: .unspecified, scale: scale)
        }

        /// Drawn in shades of `hierarchicalColor`, layer by layer.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(colors: .hierarchical(hierarchicalColor))
        }

        /// Drawn with one colour of `paletteColors` per layer.
        public convenience init(paletteColors: [UIColor]) {
            self.init(colors: .palette(paletteColors))
        }

        /// Drawn in the symbol's own colours where it has them.
        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(colors: .multicolor)
        }

        /// The point size given by `init(pointSize:)`, else the font's; 0 when the size comes from a text style
        /// or is unspecified. Headless addition for hosts.
        public var pointSize: CGFloat {
            switch sizeSource {
            case .pointSize(let size): size
            case .font(let font): font.pointSize
            case .textStyle, .unspecified: 0
            }
        }

        /// The text style given by `init(textStyle:)`; `nil` otherwise. Headless addition for hosts.
        public var textStyle: UIFont.TextStyle? {
            if case .textStyle(let style) = sizeSource { return style }
            return nil
        }

        /// The font given by `init(font:)`; `nil` otherwise. Headless addition for hosts.
        public var font: UIFont? {
            if case .font(let font) = sizeSource { return font }
            return nil
        }

        /// The weight the symbol is drawn in: the given weight, else the font's, else regular. Headless
        /// addition for hosts.
        public var resolvedWeight: UIFont.Weight {
            if weight != .unspecified { return weight.fontWeight() }
            return font?.weight ?? .regular
        }

        /// The same configuration without its text style.
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            guard textStyle != nil else { return self }
            return replacing(sizeSource: .unspecified)
        }

        /// The same configuration without its scale.
        public func configurationWithoutScale() -> SymbolConfiguration {
            replacing(scale: .unspecified)
        }

        /// The same configuration without its weight.
        public func configurationWithoutWeight() -> SymbolConfiguration {
            replacing(weight: .unspecified)
        }

        /// The same configuration without its point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            guard case .pointSize = sizeSource else { return replacing(weight: .unspecified) }
            return replacing(sizeSource: .unspecified, weight: .unspecified)
        }

        /// Whether the two configurations are equal.
        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            otherConfiguration.map { isEqual(to: $0 as Configuration) } ?? false
        }

        private func replacing(
            sizeSource: SizeSource? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil,
            colors: Colors?? = nil, traitCollection: UITraitCollection?? = nil
        ) -> SymbolConfiguration {
            SymbolConfiguration(
                sizeSource: sizeSource ?? self.sizeSource, weight: weight ?? self.weight, scale: scale ?? self.scale,
                colors: colors ?? self.colors, traitCollection: traitCollection ?? self.traitCollection
            )
        }

        override func copy(traitCollection: UITraitCollection?) -> Configuration {
            replacing(traitCollection: .some(traitCollection))
        }

        override func merged(with other: Configuration) -> Configuration {
            guard let other = other as? SymbolConfiguration else {
                return replacing(traitCollection: .some(other.traitCollection ?? traitCollection))
            }
            return SymbolConfiguration(
                sizeSource: other.sizeSource == .unspecified ? sizeSource : other.sizeSource,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale,
                colors: other.colors ?? colors,
                traitCollection: other.traitCollection ?? traitCollection
            )
        }

        override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return sizeSource == other.sizeSource && weight == other.weight && scale == other.scale
                && colors == other.colors && traitCollection == other.traitCollection
        }

        public override func hash(into hasher: inout Hasher) {
            super.hash(into: &hasher)
            hasher.combine(sizeSource)
            hasher.combine(weight)
            hasher.combine(scale)
        }

        public override var description: String {
            "UIImage.SymbolConfiguration(\(sizeSource), weight: \(weight), scale: \(scale))"
        }
    }
}

/// How big a symbol image is headlessly, in one place.
///
/// A symbol is a square whose side is its point size times its scale's factor: small 0.8, medium 1,
/// large 1.3 [L] (SF Symbols' small and large scales are roughly a fifth smaller and a third larger than
/// medium). The point size is the configuration's (`init(pointSize:)`), its font's, or its text style's at
/// the content size category; without any, body's (17 points at `large`), as unconfigured symbols match
/// body text in UIKit. Real symbols have their own aspect ratios; a host that knows them reports real sizes
/// through its own views.
enum SymbolImageMetrics {
    /// The text style of a symbol that specifies no size.
    static let defaultTextStyle = UIFont.TextStyle.body

    static func scaleFactor(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .large: 1.3
        case .medium, .default, .unspecified: 1
        }
    }

    /// The point size `configuration` asks for in `category`.
    static func pointSize(of configuration: UIImage.SymbolConfiguration?, in category: UIContentSizeCategory) -> CGFloat {
        switch configuration?.sizeSource ?? .unspecified {
        case .pointSize(let size): size
        case .font(let font): font.pointSize
        case .textStyle(let style): DynamicTypeTable.pointSize(of: style, in: category)
        case .unspecified: DynamicTypeTable.pointSize(of: defaultTextStyle, in: category)
        }
    }

    /// The size of a symbol drawn with `configuration` in `category`.
    static func size(of configuration: UIImage.SymbolConfiguration?, in category: UIContentSizeCategory) -> CGSize {
        let side = pointSize(of: configuration, in: category) * scaleFactor(configuration?.scale ?? .unspecified)
        return CGSize(width: side, height: side)
    }
}
