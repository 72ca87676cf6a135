import Foundation
import Synchronization

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
        /// Standard RGB, which every colour uses unless made from Display P3 components.
        case sRGB
        /// The wider Display P3 gamut, for colours made with `init(displayP3Red:green:blue:alpha:)`.
        case displayP3
    }

    /// The red component in `colorSpace`, 0…1; a system colour's is its light, normal-contrast value.
    public let red: CGFloat
    /// The green component in `colorSpace`, 0…1; a system colour's is its light, normal-contrast value.
    public let green: CGFloat
    /// The blue component in `colorSpace`, 0…1; a system colour's is its light, normal-contrast value.
    public let blue: CGFloat
    /// The opacity, 0 (transparent) to 1 (opaque).
    public let alpha: CGFloat
    /// Which space `red`, `green` and `blue` are in.
    public let colorSpace: ColorSpace
    /// The UIKit name of a system colour (`"systemBlue"`), `nil` for colours made from components. A system colour
    /// made more transparent (`withAlphaComponent`) and a system colour resolved for some traits keep the name.
    public let systemName: String?
    /// What a dynamic colour resolves with; `nil` for a fixed colour.
    let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The values a system colour resolves to; `nil` for fixed colours, resolved system colours included.
    let systemVariants: SystemColorVariants?
    /// `cgColor`, made the first time it is asked for: a shared colour (`UIColor.black`) given to the layers of a
    /// thousand cells gives them one `CGColor`.
    let madeCGColor = Mutex<CGColor?>(nil)

    init(
        red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, colorSpace: ColorSpace, systemName: String?,
        dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)? = nil, systemVariants: SystemColorVariants? = nil
    ) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        let drawable = [red, green, blue, alpha].allSatisfy(\.isFinite)
        if !drawable {
            Diagnostics.report(.warning(
                "UIColor", "a component is not a finite number (NaN or infinite): the colour is drawn as nothing (clear)"))
        }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = drawable ? clamp(alpha) : 0
        self.colorSpace = colorSpace
        self.systemName = systemName
        self.dynamicProvider = dynamicProvider
        self.systemVariants = systemVariants
    }

    /// A fixed sRGB colour. Components are clamped to 0…1, so there is no extended range; a colour with a NaN or
    /// infinite component is the app's misuse: reported (a warning), and clear.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, colorSpace: .sRGB, systemName: nil)
    }

    /// A fixed Display P3 colour, components clamped to 0…1.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, colorSpace: .displayP3, systemName: nil)
    }

    /// A fixed sRGB grey whose red, green and blue are all `white`.
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

    /// Opaque black; fixed, whatever the traits.
    public static let black = system("black", 0, 0, 0)
    /// Opaque white; fixed, whatever the traits.
    public static let white = system("white", 255, 255, 255)
    /// Fully transparent (black at alpha 0); fixed.
    public static let clear = system("clear", 0, 0, 0, 0)
    /// A fixed dark grey, one third white.
    public static let darkGray = system("darkGray", 85, 85, 85)
    /// A fixed middle grey, half white.
    public static let gray = system("gray", 127.5, 127.5, 127.5)
    /// A fixed light grey, two thirds white.
    public static let lightGray = system("lightGray", 170, 170, 170)
    /// Pure sRGB red; fixed, unlike `systemRed`.
    public static let red = system("red", 255, 0, 0)
    /// Pure sRGB green; fixed, unlike `systemGreen`.
    public static let green = system("green", 0, 255, 0)
    /// Pure sRGB blue; fixed, unlike `systemBlue`.
    public static let blue = system("blue", 0, 0, 255)
    /// Full green and blue, no red; fixed.
    public static let cyan = system("cyan", 0, 255, 255)
    /// Full red and green, no blue; fixed.
    public static let yellow = system("yellow", 255, 255, 0)
    /// Full red and blue, no green; fixed.
    public static let magenta = system("magenta", 255, 0, 255)
    /// Full red with half green; fixed.
    public static let orange = system("orange", 255, 127.5, 0)
    /// Half red and half blue; fixed.
    public static let purple = system("purple", 127.5, 0, 127.5)
    /// A fixed brown (153, 102, 51 in 0…255).
    public static let brown = system("brown", 153, 102, 51)
    /// Opaque black for text on light backgrounds; fixed, unlike `label`.
    public static let darkText = system("darkText", 0, 0, 0)
    /// White at 60 % opacity for text on dark backgrounds; fixed.
    public static let lightText = system("lightText", 255, 255, 255, 0.6)
    /// The system's blue, adapting to dark appearance and increased contrast.
    public static let systemBlue = system(SystemColorPalette.systemBlue)
    /// The system's red, adapting to dark appearance and increased contrast.
    public static let systemRed = system(SystemColorPalette.systemRed)
    /// The system's green, adapting to dark appearance and increased contrast.
    public static let systemGreen = system(SystemColorPalette.systemGreen)
    /// The system's orange, adapting to dark appearance and increased contrast.
    public static let systemOrange = system(SystemColorPalette.systemOrange)
    /// The system's yellow, adapting to dark appearance and increased contrast.
    public static let systemYellow = system(SystemColorPalette.systemYellow)
    /// The system's pink, adapting to dark appearance and increased contrast.
    public static let systemPink = system(SystemColorPalette.systemPink)
    /// The system's purple, adapting to dark appearance and increased contrast.
    public static let systemPurple = system(SystemColorPalette.systemPurple)
    /// The system's indigo, adapting to dark appearance and increased contrast.
    public static let systemIndigo = system(SystemColorPalette.systemIndigo)
    /// The iOS 15 teal (earlier releases used 90, 200, 250).
    public static let systemTeal = system(SystemColorPalette.systemTeal)
    /// The system's mint, adapting to dark appearance and increased contrast.
    public static let systemMint = system(SystemColorPalette.systemMint)
    /// The system's cyan, adapting to dark appearance and increased contrast.
    public static let systemCyan = system(SystemColorPalette.systemCyan)
    /// The system's brown, adapting to dark appearance and increased contrast.
    public static let systemBrown = system(SystemColorPalette.systemBrown)
    /// The system's middle grey: the same in light and dark appearance, darker or lighter with increased contrast.
    public static let systemGray = system(SystemColorPalette.systemGray)
    /// The grey one step from `systemGray` towards the background (lighter in light appearance, darker in dark).
    public static let systemGray2 = system(SystemColorPalette.systemGray2)
    /// The grey two steps from `systemGray` towards the background, adapting to appearance and contrast.
    public static let systemGray3 = system(SystemColorPalette.systemGray3)
    /// The grey three steps from `systemGray` towards the background, adapting to appearance and contrast.
    public static let systemGray4 = system(SystemColorPalette.systemGray4)
    /// The grey four steps from `systemGray` towards the background, adapting to appearance and contrast.
    public static let systemGray5 = system(SystemColorPalette.systemGray5)
    /// The grey closest to the background: near white in light appearance, near black in dark.
    public static let systemGray6 = system(SystemColorPalette.systemGray6)
    /// The background of plain views: white in light appearance, black in dark; increased contrast leaves it as is.
    public static let systemBackground = system(SystemColorPalette.systemBackground)
    /// The background of content layered over `systemBackground`: light grey in light appearance, dark grey in dark.
    public static let secondarySystemBackground = system(SystemColorPalette.secondarySystemBackground)
    /// The background of a third layer, over `secondarySystemBackground`: white in light appearance, grey in dark.
    public static let tertiarySystemBackground = system(SystemColorPalette.tertiarySystemBackground)
    /// The background behind grouped lists: light grey in light appearance, black in dark.
    public static let systemGroupedBackground = system(SystemColorPalette.systemGroupedBackground)
    /// The background of a grouped list's cells: white in light appearance, dark grey in dark.
    public static let secondarySystemGroupedBackground = system(SystemColorPalette.secondarySystemGroupedBackground)
    /// The background of content inside a grouped list's cells: light grey in light appearance, grey in dark.
    public static let tertiarySystemGroupedBackground = system(SystemColorPalette.tertiarySystemGroupedBackground)
    /// The most opaque translucent grey fill, for thin and small shapes; adapts to appearance and contrast.
    public static let systemFill = system(SystemColorPalette.systemFill)
    /// A fainter translucent grey fill than `systemFill`, for medium-sized shapes; adapts to appearance and contrast.
    public static let secondarySystemFill = system(SystemColorPalette.secondarySystemFill)
    /// A faint translucent grey fill for large shapes such as search fields; adapts to appearance and contrast.
    public static let tertiarySystemFill = system(SystemColorPalette.tertiarySystemFill)
    /// The faintest translucent grey fill, for large areas holding other content; adapts to appearance and contrast.
    public static let quaternarySystemFill = system(SystemColorPalette.quaternarySystemFill)
    /// The colour of primary text: black in light appearance, white in dark.
    public static let label = system(SystemColorPalette.label)
    /// Translucent grey text for secondary content such as subtitles; adapts to appearance and contrast.
    public static let secondaryLabel = system(SystemColorPalette.secondaryLabel)
    /// Fainter grey text than `secondaryLabel`, for tertiary content; adapts to appearance and contrast.
    public static let tertiaryLabel = system(SystemColorPalette.tertiaryLabel)
    /// The faintest label colour, for what need not be read (dividers, disabled glyphs); adapts to appearance and
    /// contrast.
    public static let quaternaryLabel = system(SystemColorPalette.quaternaryLabel)
    /// The colour of links in text.
    public static let link = system(SystemColorPalette.link)
    /// The hint text shown in an empty field, with the same values as `tertiaryLabel`.
    public static let placeholderText = system(SystemColorPalette.placeholderText)
    /// Translucent lines between rows and other content; adapts to appearance and contrast.
    public static let separator = system(SystemColorPalette.separator)
    /// An opaque separator, for lines that must hide what lies beneath them; adapts to appearance and contrast.
    public static let opaqueSeparator = system(SystemColorPalette.opaqueSeparator)
    /// The tint colour of views that do not set one (UIKit's default tint is system blue).
    public static let tintColor = system(SystemColorPalette.tintColor)

    /// Fixed colours are equal when their components, colour spaces and system names are; system colours likewise,
    /// but a system colour is never equal to a fixed colour (one of its resolutions included), which does not change
    /// with traits. A colour made with `init(dynamicProvider:)` is equal only to itself (the same object): providers
    /// are closures, which cannot be compared.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        // The same colour object, as a view's tint compared with the one it last reported nearly always is.
        if lhs === rhs { return true }
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
