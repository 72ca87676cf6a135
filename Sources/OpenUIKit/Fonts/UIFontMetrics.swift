import Foundation

/// Scales custom fonts and lengths with Dynamic Type along a text style's curve (UIKit: `UIFontMetrics`).
///
/// The factor for a content size category is the style's size in that category over its size at `large`
/// (`DynamicTypeTable.scaled(_:by:in:)`): body at extra-extra-extra-large scales by 23/17. Without a trait
/// collection the category is `large` (a headless process has no app-wide setting), so the factor is 1 —
/// but a scaled font still remembers its curve, and labels with `adjustsFontForContentSizeCategory` resize
/// it for their own traits.
public final class UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    let textStyle: UIFont.TextStyle

    /// Metrics that scale along `textStyle`'s Dynamic Type curve.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font`, taken as designed for `large`, scaled for the default category.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the default category, no larger than `maximumPointSize` (0 for no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, no larger than `maximumPointSize` (0 for no limit).
    /// The result has the face's natural line height and follows Dynamic Type from then on.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let base = font.spec.scaling?.basePointSize ?? font.pointSize
        let limit = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
        let scaling = FontScaling(textStyle: textStyle, basePointSize: base, maximumPointSize: limit, followsTable: false)
        var spec = font.spec.resized(to: scaling.pointSize(in: Self.category(of: traitCollection)))
        spec.scaling = scaling
        return UIFont(spec: spec)
    }

    /// `value` scaled for the default category (unchanged headlessly, see the type's notes).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the category of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        DynamicTypeTable.scaled(value, by: textStyle, in: Self.category(of: traitCollection))
    }

    private static func category(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        traitCollection?.preferredContentSizeCategory ?? .large
    }
}
