import Foundation

/// A colour (UIKit: `UIColor`), as components a host can draw: red, green, blue and alpha in 0…1,
/// in sRGB unless made with `init(displayP3Red:green:blue:alpha:)`.
///
/// System colours (`systemBlue`, `label`, `secondarySystemBackground`, …) change with the trait collection, as in
/// UIKit: `resolvedColor(with:)` gives their value for the traits' appearance (light or dark) and contrast (normal or
/// increased), from one table (`SystemColorPalette.swift`); their own components are the light, normal-contrast
/// values (sample-gallery spec §2.1). They carry their UIKit names (`systemName`), resolved or not, so a host can map
/// them to its own theme. `black`, `white`, `clear` and the other named fixed colours (`red`, `darkGray`,
/// `lightText`, …) never change, as in UIKit.
///
/// A dynamic colour (`init(dynamicProvider:)`) keeps its provider and answers `resolvedColor(with:)` from it;
/// its components are those of its light resolution (see `UIColor+Dynamic.swift`).
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour space the components are in.
    public enum ColorSpace: Sendable, Hashable {
        case sRGB
        case displayP3
    }

    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat
    public let colorSpace: ColorSpace
    /// The UIKit name of a system colour (`"systemBlue"`), `nil` for colours made from components. A system colour
    /// made more transparent (`withAlphaComponent`) and a system colour resolved for some traits keep the name.
    public let systemName: String?
    /// What a dynamic colour resolves with; `nil` for a fixed colour.
    let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The values a system colour resolves to; `nil` for fixed colours, resolved system colours included.
    let systemVariants: SystemColorVariants?

    init(
        red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, colorSpace: ColorSpace, systemName: String?,
        dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)? = nil, systemVariants: SystemColorVariants? = nil
    ) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        self.colorSpace = colorSpace
        self.systemName = systemName
        self.dynamicProvider = dynamicProvider
        self.systemVariants = systemVariants
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, colorSpace: .sRGB, systemName: nil)
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, colorSpace: .displayP3, systemName: nil)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha, colorSpace: .sRGB, systemName: nil)
    }

    /// A named colour that never changes.
    private static func system(_ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha, colorSpace: .sRGB, systemName: name)
    }

    /// A system colour that resolves to `variants`' values; its own components are the light one's.
    private static func system(_ variants: SystemColorVariants) -> UIColor {
        UIColor(value: variants.light, alpha: variants.light.alpha, systemName: variants.name, systemVariants: variants)
    }

    private convenience init(value: SystemColorValue, alpha: CGFloat, systemName: String, systemVariants: SystemColorVariants?) {
        self.init(
            red: value.red / 255, green: value.green / 255, blue: value.blue / 255, alpha: alpha, colorSpace: .sRGB,
            systemName: systemName, systemVariants: systemVariants)
    }

    /// The same colour with `alpha`; for a dynamic colour, a dynamic colour whose every resolution has `alpha`. A
    /// system colour stays one: each of its values is made more (or less) transparent by the same proportion, so that
    /// `secondaryLabel.withAlphaComponent(0.3)` (half its light value's 0.6) resolves in dark appearance to half the
    /// dark value's opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let dynamicProvider {
            return UIColor { traits in dynamicProvider(traits).withAlphaComponent(alpha) }
        }
        return UIColor(
            red: red, green: green, blue: blue, alpha: alpha, colorSpace: colorSpace, systemName: systemName,
            systemVariants: systemVariants)
    }

    /// The system colour's value for `traits`, fixed, with this colour's transparency relative to its light value.
    func resolvedSystemColor(_ variants: SystemColorVariants, with traits: UITraitCollection) -> UIColor {
        let value = variants.value(for: traits)
        let scale = variants.light.alpha > 0 ? alpha / variants.light.alpha : 1
        return UIColor(value: value, alpha: value.alpha * scale, systemName: variants.name, systemVariants: nil)
    }

    public static let black = system("black", 0, 0, 0)
    public static let white = system("white", 255, 255, 255)
    public static let clear = system("clear", 0, 0, 0, 0)
    public static let darkGray = system("darkGray", 85, 85, 85)
    public static let gray = system("gray", 127.5, 127.5, 127.5)
    public static let lightGray = system("lightGray", 170, 170, 170)
    public static let red = system("red", 255, 0, 0)
    public static let green = system("green", 0, 255, 0)
    public static let blue = system("blue", 0, 0, 255)
    public static let cyan = system("cyan", 0, 255, 255)
    public static let yellow = system("yellow", 255, 255, 0)
    public static let magenta = system("magenta", 255, 0, 255)
    public static let orange = system("orange", 255, 127.5, 0)
    public static let purple = system("purple", 127.5, 0, 127.5)
    public static let brown = system("brown", 153, 102, 51)
    public static let darkText = system("darkText", 0, 0, 0)
    public static let lightText = system("lightText", 255, 255, 255, 0.6)
    public static let systemBlue = system(SystemColorPalette.systemBlue)
    public static let systemRed = system(SystemColorPalette.systemRed)
    public static let systemGreen = system(SystemColorPalette.systemGreen)
    public static let systemOrange = system(SystemColorPalette.systemOrange)
    public static let systemYellow = system(SystemColorPalette.systemYellow)
    public static let systemPink = system(SystemColorPalette.systemPink)
    public static let systemPurple = system(SystemColorPalette.systemPurple)
    public static let systemIndigo = system(SystemColorPalette.systemIndigo)
    /// The iOS 15 teal (earlier releases used 90, 200, 250).
    public static let systemTeal = system(SystemColorPalette.systemTeal)
    public static let systemMint = system(SystemColorPalette.systemMint)
    public static let systemCyan = system(SystemColorPalette.systemCyan)
    public static let systemBrown = system(SystemColorPalette.systemBrown)
    public static let systemGray = system(SystemColorPalette.systemGray)
    public static let systemGray2 = system(SystemColorPalette.systemGray2)
    public static let systemGray3 = system(SystemColorPalette.systemGray3)
    public static let systemGray4 = system(SystemColorPalette.systemGray4)
    public static let systemGray5 = system(SystemColorPalette.systemGray5)
    public static let systemGray6 = system(SystemColorPalette.systemGray6)
    public static let systemBackground = system(SystemColorPalette.systemBackground)
    public static let secondarySystemBackground = system(SystemColorPalette.secondarySystemBackground)
    public static let tertiarySystemBackground = system(SystemColorPalette.tertiarySystemBackground)
    public static let systemGroupedBackground = system(SystemColorPalette.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = system(SystemColorPalette.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = system(SystemColorPalette.tertiarySystemGroupedBackground)
    public static let systemFill = system(SystemColorPalette.systemFill)
    public static let secondarySystemFill = system(SystemColorPalette.secondarySystemFill)
    public static let tertiarySystemFill = system(SystemColorPalette.tertiarySystemFill)
    public static let quaternarySystemFill = system(SystemColorPalette.quaternarySystemFill)
    public static let label = system(SystemColorPalette.label)
    public static let secondaryLabel = system(SystemColorPalette.secondaryLabel)
    public static let tertiaryLabel = system(SystemColorPalette.tertiaryLabel)
    public static let quaternaryLabel = system(SystemColorPalette.quaternaryLabel)
    /// The colour of links in text.
    public static let link = system(SystemColorPalette.link)
    public static let placeholderText = system(SystemColorPalette.placeholderText)
    public static let separator = system(SystemColorPalette.separator)
    public static let opaqueSeparator = system(SystemColorPalette.opaqueSeparator)
    /// The tint colour of views that do not set one (UIKit's default tint is system blue).
    public static let tintColor = system(SystemColorPalette.tintColor)

    /// Fixed colours are equal when their components, colour spaces and system names are; system colours likewise,
    /// but a system colour is never equal to a fixed colour (one of its resolutions included), which does not change
    /// with traits. A colour made with `init(dynamicProvider:)` is equal only to itself (the same object): providers
    /// are closures, which cannot be compared.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs.dynamicProvider != nil || rhs.dynamicProvider != nil { return lhs === rhs }
        return lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.colorSpace == rhs.colorSpace && lhs.systemName == rhs.systemName
            && (lhs.systemVariants == nil) == (rhs.systemVariants == nil)
    }

    public func hash(into hasher: inout Hasher) {
        if dynamicProvider != nil {
            hasher.combine(ObjectIdentifier(self))
            return
        }
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(systemName)
    }

    public var description: String {
        let components = "\(red) \(green) \(blue) \(alpha)"
        if dynamicProvider != nil { return "UIColor(dynamic, light: \(colorSpace) \(components))" }
        return systemName.map { "UIColor.\($0) (\(components))" } ?? "UIColor(\(colorSpace) \(components))"
    }
}
