import Foundation

/// A colour (UIKit: `UIColor`), as components a host can draw: red, green, blue and alpha in 0…1,
/// in sRGB unless made with `init(displayP3Red:green:blue:alpha:)`.
///
/// System colours carry their light-appearance values (sample-gallery spec §2.1) and their UIKit names,
/// so a host can map them to its own theme.
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
    /// The UIKit name of a system colour (`"systemBlue"`), `nil` for colours made from components.
    public let systemName: String?
    /// What a dynamic colour resolves with; `nil` for a fixed colour.
    let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?

    init(
        red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, colorSpace: ColorSpace, systemName: String?,
        dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)? = nil
    ) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        self.colorSpace = colorSpace
        self.systemName = systemName
        self.dynamicProvider = dynamicProvider
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

    private static func system(_ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha, colorSpace: .sRGB, systemName: name)
    }

    /// The same colour with `alpha`; for a dynamic colour, a dynamic colour whose every resolution has `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let dynamicProvider {
            return UIColor { traits in dynamicProvider(traits).withAlphaComponent(alpha) }
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha, colorSpace: colorSpace, systemName: systemName)
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
    public static let systemBlue = system("systemBlue", 0, 122, 255)
    public static let systemRed = system("systemRed", 255, 59, 48)
    public static let systemGreen = system("systemGreen", 52, 199, 89)
    public static let systemOrange = system("systemOrange", 255, 149, 0)
    public static let systemYellow = system("systemYellow", 255, 204, 0)
    public static let systemPink = system("systemPink", 255, 45, 85)
    public static let systemPurple = system("systemPurple", 175, 82, 222)
    public static let systemIndigo = system("systemIndigo", 88, 86, 214)
    /// The iOS 15 teal (earlier releases used 90, 200, 250).
    public static let systemTeal = system("systemTeal", 48, 176, 199)
    public static let systemMint = system("systemMint", 0, 199, 190)
    public static let systemCyan = system("systemCyan", 50, 173, 230)
    public static let systemBrown = system("systemBrown", 162, 132, 94)
    public static let systemGray = system("systemGray", 142, 142, 147)
    public static let systemGray2 = system("systemGray2", 174, 174, 178)
    public static let systemGray3 = system("systemGray3", 199, 199, 204)
    public static let systemGray4 = system("systemGray4", 209, 209, 214)
    public static let systemGray5 = system("systemGray5", 229, 229, 234)
    public static let systemGray6 = system("systemGray6", 242, 242, 247)
    public static let systemBackground = system("systemBackground", 255, 255, 255)
    public static let secondarySystemBackground = system("secondarySystemBackground", 242, 242, 247)
    public static let tertiarySystemBackground = system("tertiarySystemBackground", 255, 255, 255)
    public static let systemGroupedBackground = system("systemGroupedBackground", 242, 242, 247)
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground", 255, 255, 255)
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground", 242, 242, 247)
    public static let systemFill = system("systemFill", 120, 120, 128, 0.2)
    public static let secondarySystemFill = system("secondarySystemFill", 120, 120, 128, 0.16)
    public static let tertiarySystemFill = system("tertiarySystemFill", 118, 118, 128, 0.12)
    public static let quaternarySystemFill = system("quaternarySystemFill", 116, 116, 128, 0.08)
    public static let label = system("label", 0, 0, 0)
    public static let secondaryLabel = system("secondaryLabel", 60, 60, 67, 0.6)
    public static let tertiaryLabel = system("tertiaryLabel", 60, 60, 67, 0.3)
    public static let quaternaryLabel = system("quaternaryLabel", 60, 60, 67, 0.18)
    /// The colour of links in text.
    public static let link = system("link", 0, 122, 255)
    public static let placeholderText = system("placeholderText", 60, 60, 67, 0.3)
    public static let separator = system("separator", 60, 60, 67, 0.29)
    public static let opaqueSeparator = system("opaqueSeparator", 198, 198, 200)
    /// The tint colour of views that do not set one (UIKit's default tint is system blue).
    public static let tintColor = system("tintColor", 0, 122, 255)

    /// Fixed colours are equal when their components, colour spaces and system names are. A dynamic colour is
    /// equal only to itself (the same object): providers are closures, which cannot be compared.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs.dynamicProvider != nil || rhs.dynamicProvider != nil { return lhs === rhs }
        return lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.colorSpace == rhs.colorSpace && lhs.systemName == rhs.systemName
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
