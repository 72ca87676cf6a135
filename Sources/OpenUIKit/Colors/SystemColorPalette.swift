import Foundation

/// One value of a system colour: red, green and blue in 0…255 (sRGB) and alpha in 0…1.
struct SystemColorValue: Sendable, Hashable {
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alpha: CGFloat
}

/// A system colour's name and its value in each appearance and contrast a trait collection can ask for.
struct SystemColorVariants: Sendable, Hashable {
    let name: String
    let light: SystemColorValue
    let dark: SystemColorValue
    let lightIncreasedContrast: SystemColorValue
    let darkIncreasedContrast: SystemColorValue

    /// The value for `traits`: dark only when they say dark, increased contrast only when they say high, so that
    /// unspecified traits read the light, normal-contrast value, as a root view does.
    func value(for traits: UITraitCollection) -> SystemColorValue {
        let isDark = traits.userInterfaceStyle == .dark
        if traits.accessibilityContrast == .high { return isDark ? darkIncreasedContrast : lightIncreasedContrast }
        return isDark ? dark : light
    }
}

/// Every dynamic system colour's four values — light, dark, light with increased contrast, dark with increased
/// contrast — in one table, so that a better value has one place to go.
///
/// Values are iOS 15–17's as Apple's Human Interface Guidelines list them, unless tagged [L]: a best guess that keeps
/// the colour's role (a secondary label stays lighter than a label and darker than a tertiary one) and, for colours
/// drawn as text or as a tint, reaches WCAG AA's 4.5:1 in the increased-contrast values — on white, #F2F2F7 (grouped
/// backgrounds) and #F9F9F9 (bars) in light appearance, on black and #1C1C1E in dark. Tests check those ratios.
///
/// Increased contrast leaves backgrounds as they are [L]: iOS changes them very little, and keeping them lets the text
/// values above be checked against what is actually drawn behind them.
///
/// Fixed colours (`black`, `white`, `clear`, `red`, `darkText`, …) are not here: they do not change with traits, in
/// UIKit either.
enum SystemColorPalette {
    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> SystemColorValue {
        SystemColorValue(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func row(
        _ name: String, _ light: SystemColorValue, _ dark: SystemColorValue, _ lightHigh: SystemColorValue,
        _ darkHigh: SystemColorValue
    ) -> SystemColorVariants {
        SystemColorVariants(name: name, light: light, dark: dark, lightIncreasedContrast: lightHigh, darkIncreasedContrast: darkHigh)
    }

    // MARK: Tints (each row: light, dark, light with increased contrast, dark with increased contrast)

    static let systemRed = row("systemRed", rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97))
    static let systemOrange = row("systemOrange", rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64))
    static let systemYellow = row("systemYellow", rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38))
    /// Increased contrast in light [L]: iOS's (36, 138, 61) reads 3.9:1 on grouped backgrounds; a tenth darker.
    static let systemGreen = row("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88), rgb(32, 124, 55), rgb(48, 219, 91))
    /// Increased contrast in light [L]: iOS's (12, 129, 123) reads 4.2:1 on grouped backgrounds; a tenth darker.
    static let systemMint = row("systemMint", rgb(0, 199, 190), rgb(99, 230, 226), rgb(11, 116, 111), rgb(102, 212, 207))
    /// iOS 15's teal (earlier releases used 90, 200, 250). Increased contrast in light [L]: iOS's (0, 130, 153) reads
    /// 4.0:1 on grouped backgrounds; a tenth darker.
    static let systemTeal = row("systemTeal", rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 117, 138), rgb(93, 230, 255))
    static let systemCyan = row("systemCyan", rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255))
    static let systemBlue = row("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255))
    static let systemIndigo = row("systemIndigo", rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255))
    static let systemPurple = row("systemPurple", rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255))
    static let systemPink = row("systemPink", rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130))
    static let systemBrown = row("systemBrown", rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105))
    /// UIKit's default tint is system blue; `UIColor.tintColor` draws it where no view's tint says otherwise.
    static let tintColor = row("tintColor", rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255))

    // MARK: Greys

    static let systemGray = row("systemGray", rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178))
    static let systemGray2 = row("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128))
    static let systemGray3 = row("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86))
    static let systemGray4 = row("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70))
    static let systemGray5 = row("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56))
    static let systemGray6 = row("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38))

    // MARK: Backgrounds (increased contrast [L]: as normal, see above)

    static let systemBackground = row(
        "systemBackground", rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0))
    static let secondarySystemBackground = row(
        "secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30), rgb(242, 242, 247), rgb(28, 28, 30))
    static let tertiarySystemBackground = row(
        "tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46), rgb(255, 255, 255), rgb(44, 44, 46))
    static let systemGroupedBackground = row(
        "systemGroupedBackground", rgb(242, 242, 247), rgb(0, 0, 0), rgb(242, 242, 247), rgb(0, 0, 0))
    static let secondarySystemGroupedBackground = row(
        "secondarySystemGroupedBackground", rgb(255, 255, 255), rgb(28, 28, 30), rgb(255, 255, 255), rgb(28, 28, 30))
    static let tertiarySystemGroupedBackground = row(
        "tertiarySystemGroupedBackground", rgb(242, 242, 247), rgb(44, 44, 46), rgb(242, 242, 247), rgb(44, 44, 46))

    // MARK: Fills (increased contrast [L]: about half as opaque again)

    static let systemFill = row(
        "systemFill", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36), rgb(120, 120, 128, 0.28), rgb(120, 120, 128, 0.44))
    static let secondarySystemFill = row(
        "secondarySystemFill", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32), rgb(120, 120, 128, 0.24),
        rgb(120, 120, 128, 0.4))
    static let tertiarySystemFill = row(
        "tertiarySystemFill", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24), rgb(118, 118, 128, 0.18),
        rgb(118, 118, 128, 0.32))
    static let quaternarySystemFill = row(
        "quaternarySystemFill", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18), rgb(116, 116, 128, 0.12),
        rgb(118, 118, 128, 0.26))

    // MARK: Text

    static let label = row("label", rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255))
    /// Increased contrast [L]: opaque enough for 4.5:1 on grouped backgrounds (0.73 would just reach it).
    static let secondaryLabel = row(
        "secondaryLabel", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6), rgb(60, 60, 67, 0.85), rgb(235, 235, 245, 0.8))
    /// Increased contrast [L]: the least opacity that reads 4.5:1 on grouped backgrounds and bars, with a margin.
    static let tertiaryLabel = row(
        "tertiaryLabel", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3), rgb(60, 60, 67, 0.76), rgb(235, 235, 245, 0.62))
    /// Not drawn as text one must read (dividers, disabled glyphs); increased contrast [L].
    static let quaternaryLabel = row(
        "quaternaryLabel", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.18), rgb(60, 60, 67, 0.4), rgb(235, 235, 245, 0.36))
    /// Increased contrast [L]: system blue's.
    static let link = row("link", rgb(0, 122, 255), rgb(9, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255))
    /// Increased contrast [L]: tertiary label's, which placeholders share.
    static let placeholderText = row(
        "placeholderText", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3), rgb(60, 60, 67, 0.76), rgb(235, 235, 245, 0.62))

    // MARK: Separators (increased contrast [L])

    static let separator = row(
        "separator", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6), rgb(60, 60, 67, 0.45), rgb(84, 84, 88, 0.8))
    static let opaqueSeparator = row(
        "opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58), rgb(170, 170, 174), rgb(84, 84, 88))
}
