import OpenCollectionView

/// A colour of the sample's palette, written as CSS.
///
/// The gallery names the colours its cell designs draw with here, using the light-mode values of the
/// sample-gallery spec (§2.1); colours that come from OpenCollectionView (a list's background) are
/// converted with `init(_:)`.
public struct GalleryColor: Sendable, Hashable {
    /// The exact colour, possibly in a wide-gamut colour space.
    public let css: String
    /// An sRGB stand-in for browsers that do not understand `css`; `nil` when `css` is already sRGB.
    public let srgbFallbackCSS: String?

    /// A colour written in `css`, with an sRGB stand-in when `css` needs a wide-gamut display.
    public init(css: String, srgbFallback: String? = nil) {
        self.css = css
        srgbFallbackCSS = srgbFallback
    }

    /// CSS declarations that set `property` to this colour; the fallback comes first so that browsers
    /// that understand the exact value override it.
    public func declarations(for property: String) -> String {
        let exact = "\(property):\(css)"
        guard let srgbFallbackCSS else { return exact }
        return "\(property):\(srgbFallbackCSS);\(exact)"
    }

    /// The sample's `UIColor.cornflowerBlue`, defined in Display P3 (100, 149, 237)/255.
    public static let cornflowerBlue = GalleryColor(css: "color(display-p3 0.392 0.584 0.929)", srgbFallback: "#6495ED")
    /// `UIColor.black`.
    public static let black = GalleryColor(css: "#000")
    /// `UIColor.systemBackground` in light mode.
    public static let systemBackground = GalleryColor(css: "#FFFFFF")
    /// `UIColor.systemGroupedBackground` in light mode.
    public static let systemGroupedBackground = GalleryColor(css: "#F2F2F7")
    /// `UIColor.lightGray` (white 0.667).
    public static let lightGray = GalleryColor(css: "#AAAAAA")
    /// `UIColor.lightGray.withAlphaComponent(0.7)`, the tint of the list cell's chevron.
    public static let lightGrayChevronTint = GalleryColor(css: "rgba(170,170,170,0.7)")
    /// `UIColor.label` in light mode.
    public static let label = GalleryColor(css: "#000")
    /// `UIColor.secondaryLabel` in light mode.
    public static let secondaryLabel = GalleryColor(css: "rgba(60,60,67,0.6)")
    /// `UIColor.separator` in light mode.
    public static let separator = GalleryColor(css: "rgba(60,60,67,0.29)")
    /// `UIColor.systemBlue` in light mode, the default tint.
    public static let systemBlue = GalleryColor(css: "#007AFF")
    /// `UIColor.systemGray2` in light mode, the border of the sample's `LabelCell`.
    public static let systemGray2 = GalleryColor(css: "#AEAEB2")
    /// `UIColor.green`, the fill of the sample's `BadgeSupplementaryView`.
    public static let green = GalleryColor(css: "#00FF00")
    /// `UIColor.lightGray.withAlphaComponent(0.5)`, the fill of the sample's `SectionBackgroundDecorationView`.
    public static let translucentLightGray = GalleryColor(css: "rgba(170,170,170,0.5)")
    /// `UIColor.placeholderText` in light mode: the video category text and the news separator.
    public static let placeholderText = GalleryColor(css: "rgba(60,60,67,0.3)")
    /// `UIColor.tertiaryLabel` in light mode, the colour of a list cell's disclosure indicator.
    public static let tertiaryLabel = GalleryColor(css: "rgba(60,60,67,0.3)")
    /// `UIColor.secondarySystemGroupedBackground` in light mode: the rows of grouped lists.
    public static let secondarySystemGroupedBackground = GalleryColor(css: "#FFFFFF")

    /// `color` as CSS: `#RRGGBB` for opaque sRGB colours, `rgba(…)` for translucent ones, and Display P3
    /// colours exactly with an sRGB stand-in.
    public init(_ color: UIColor) {
        func byte(_ component: CGFloat) -> Int { Int((component * 255).rounded()) }
        let srgb: String
        if color.alpha >= 1 {
            srgb = "#" + [color.red, color.green, color.blue].map { component in
                let hex = String(byte(component), radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
        } else {
            srgb = "rgba(\(byte(color.red)),\(byte(color.green)),\(byte(color.blue)),\(CSSNumber.format(color.alpha)))"
        }
        switch color.colorSpace {
        case .sRGB:
            self.init(css: srgb)
        case .displayP3:
            let components = [color.red, color.green, color.blue].map { CSSNumber.format($0) }.joined(separator: " ")
            let alpha = color.alpha >= 1 ? "" : " / \(CSSNumber.format(color.alpha))"
            self.init(css: "color(display-p3 \(components)\(alpha))", srgbFallback: srgb)
        }
    }

    /// `UIColor(hue:saturation: 1, brightness: 1, alpha: 1)` for `hue` in 0…1: with full saturation and
    /// brightness, HSB is CSS's HSL at 100 % saturation and 50 % lightness.
    public static func fullySaturated(hue: Double) -> GalleryColor {
        GalleryColor(css: "hsl(\(CSSNumber.format(hue * 360)) 100% 50%)")
    }
}
