import Foundation
internal import OpenUIKit

/// AppKit's colour: fixed components, or one of AppKit's named colours (`labelColor`, `selectedControlColor`…).
///
/// Differences from AppKit: named colours have their light-appearance values (the browser page is light); the
/// colour spaces are sRGB and Display P3 — calibrated and device components are taken as sRGB — and components are
/// clamped to 0…1. The system colours (`systemBlue`…) are UIKit's values, which AppKit's match closely.
public final class NSColor: Sendable, Hashable, CustomStringConvertible {
    /// The UIKit colour that draws this one.
    let uiColor: UIColor
    /// AppKit's name of a named colour (`"labelColor"`), `nil` for colours made from components.
    let name: String?

    init(_ uiColor: UIColor, name: String? = nil) {
        self.uiColor = uiColor
        self.name = name
    }

    /// An sRGB colour (AppKit: extended sRGB; components here are clamped to 0…1).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// An sRGB colour.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour of calibrated (generic) RGB components, taken as sRGB.
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour of device RGB components, taken as sRGB.
    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A Display P3 colour.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey: red, green and blue all `white`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(UIColor(white: white, alpha: alpha))
    }

    /// A grey of calibrated components, taken as sRGB.
    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
        self.init(white: white, alpha: alpha)
    }

    /// A grey of device components, taken as sRGB.
    public convenience init(deviceWhite white: CGFloat, alpha: CGFloat) {
        self.init(white: white, alpha: alpha)
    }

    /// A colour of hue, saturation and brightness (each 0…1), in sRGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha))
    }

    /// A colour of calibrated hue, saturation and brightness, taken as sRGB.
    public convenience init(calibratedHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }

    /// The colour as Core Graphics draws it.
    public var cgColor: CGColor { uiColor.cgColor }

    /// The red component, 0…1, in the colour's space.
    public var redComponent: CGFloat { uiColor.red }
    /// The green component, 0…1, in the colour's space.
    public var greenComponent: CGFloat { uiColor.green }
    /// The blue component, 0…1, in the colour's space.
    public var blueComponent: CGFloat { uiColor.blue }
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alphaComponent: CGFloat { uiColor.alpha }

    /// The same colour with opacity `alpha`; a named colour keeps its name.
    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        NSColor(uiColor.withAlphaComponent(alpha), name: name)
    }

    public static func == (lhs: NSColor, rhs: NSColor) -> Bool {
        lhs.uiColor == rhs.uiColor && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(uiColor)
        hasher.combine(name)
    }

    public var description: String {
        if let name { return "NSColor.\(name)" }
        return "NSColor(red: \(uiColor.red), green: \(uiColor.green), blue: \(uiColor.blue), alpha: \(uiColor.alpha))"
    }

    /// A named colour of light appearance, from 0–255 components.
    private static func named(_ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> NSColor {
        NSColor(UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha), name: name)
    }

    /// A named colour that is UIKit's system colour of the same name.
    private static func system(_ name: String, _ color: UIColor) -> NSColor {
        NSColor(color, name: name)
    }

    // MARK: Fixed colours

    /// Black: red, green and blue 0.
    public static let black = named("black", 0, 0, 0)
    /// White: red, green and blue 1.
    public static let white = named("white", 255, 255, 255)
    /// Transparent: black at opacity 0.
    public static let clear = named("clear", 0, 0, 0, 0)
    /// Red: red 1, green 0, blue 0.
    public static let red = named("red", 255, 0, 0)
    /// Green: red 0, green 1, blue 0.
    public static let green = named("green", 0, 255, 0)
    /// Blue: red 0, green 0, blue 1.
    public static let blue = named("blue", 0, 0, 255)
    /// Cyan: red 0, green 1, blue 1.
    public static let cyan = named("cyan", 0, 255, 255)
    /// Magenta: red 1, green 0, blue 1.
    public static let magenta = named("magenta", 255, 0, 255)
    /// Yellow: red 1, green 1, blue 0.
    public static let yellow = named("yellow", 255, 255, 0)
    /// Orange: red 1, green 0.5, blue 0.
    public static let orange = named("orange", 255, 127.5, 0)
    /// Purple: red 0.5, green 0, blue 0.5.
    public static let purple = named("purple", 127.5, 0, 127.5)
    /// Brown: red 0.6, green 0.4, blue 0.2.
    public static let brown = named("brown", 153, 102, 51)
    /// Grey: red, green and blue 0.5.
    public static let gray = named("gray", 127.5, 127.5, 127.5)
    /// Light grey: red, green and blue 2/3.
    public static let lightGray = named("lightGray", 170, 170, 170)
    /// Dark grey: red, green and blue 1/3.
    public static let darkGray = named("darkGray", 85, 85, 85)

    // MARK: System colours

    /// UIKit's system blue, in its light appearance.
    public static let systemBlue = system("systemBlue", .systemBlue)
    /// UIKit's system brown, in its light appearance.
    public static let systemBrown = system("systemBrown", .systemBrown)
    /// UIKit's system grey, in its light appearance.
    public static let systemGray = system("systemGray", .systemGray)
    /// UIKit's system green, in its light appearance.
    public static let systemGreen = system("systemGreen", .systemGreen)
    /// UIKit's system indigo, in its light appearance.
    public static let systemIndigo = system("systemIndigo", .systemIndigo)
    /// UIKit's system orange, in its light appearance.
    public static let systemOrange = system("systemOrange", .systemOrange)
    /// UIKit's system pink, in its light appearance.
    public static let systemPink = system("systemPink", .systemPink)
    /// UIKit's system purple, in its light appearance.
    public static let systemPurple = system("systemPurple", .systemPurple)
    /// UIKit's system red, in its light appearance.
    public static let systemRed = system("systemRed", .systemRed)
    /// UIKit's system teal, in its light appearance.
    public static let systemTeal = system("systemTeal", .systemTeal)
    /// UIKit's system yellow, in its light appearance.
    public static let systemYellow = system("systemYellow", .systemYellow)

    // MARK: Named colours of the interface (light appearance)

    /// Text of labels: black at 85 %.
    public static let labelColor = named("labelColor", 0, 0, 0, 0.85)
    /// Text of secondary labels, such as subtitles: black at 50 %.
    public static let secondaryLabelColor = named("secondaryLabelColor", 0, 0, 0, 0.5)
    /// Text of tertiary labels, such as disabled text: black at 26 %.
    public static let tertiaryLabelColor = named("tertiaryLabelColor", 0, 0, 0, 0.26)
    /// Text of quaternary labels, such as watermarks: black at 10 %.
    public static let quaternaryLabelColor = named("quaternaryLabelColor", 0, 0, 0, 0.1)
    /// Text of documents and fields.
    public static let textColor = named("textColor", 0, 0, 0)
    /// Placeholder text of fields: black at 25 %.
    public static let placeholderTextColor = named("placeholderTextColor", 0, 0, 0, 0.25)
    /// The background of documents and fields: white.
    public static let textBackgroundColor = named("textBackgroundColor", 255, 255, 255)
    /// Selected text: black.
    public static let selectedTextColor = named("selectedTextColor", 0, 0, 0)
    /// The background of selected text: light blue (red 179, green 215, blue 255 of 255).
    public static let selectedTextBackgroundColor = named("selectedTextBackgroundColor", 179, 215, 255)
    /// Links: blue (red 0, green 104, blue 218 of 255).
    public static let linkColor = named("linkColor", 0, 104, 218)
    /// Text of table and list headers: black at 85 %.
    public static let headerTextColor = named("headerTextColor", 0, 0, 0, 0.85)
    /// A window's background.
    public static let windowBackgroundColor = named("windowBackgroundColor", 236, 236, 236)
    /// The area behind a document's pages: grey (150 of 255) at 90 %.
    public static let underPageBackgroundColor = named("underPageBackgroundColor", 150, 150, 150, 0.9)
    /// The background of large controls: lists, tables, collection views.
    public static let controlBackgroundColor = named("controlBackgroundColor", 255, 255, 255)
    /// The face of controls: white.
    public static let controlColor = named("controlColor", 255, 255, 255)
    /// Text of enabled controls: black at 85 %.
    public static let controlTextColor = named("controlTextColor", 0, 0, 0, 0.85)
    /// Text of disabled controls: black at 25 %.
    public static let disabledControlTextColor = named("disabledControlTextColor", 0, 0, 0, 0.25)
    /// The face of a selected control, and a selected item in a collection view that draws its selection so.
    public static let selectedControlColor = named("selectedControlColor", 179, 215, 255)
    /// Text on `selectedControlColor`.
    public static let selectedControlTextColor = named("selectedControlTextColor", 0, 0, 0, 0.85)
    /// Text on `selectedContentBackgroundColor` and other emphasized selections: white.
    public static let alternateSelectedControlTextColor = named("alternateSelectedControlTextColor", 255, 255, 255)
    /// The background of selected content in a focused list or collection view.
    public static let selectedContentBackgroundColor = named("selectedContentBackgroundColor", 0, 100, 225)
    /// The background of selected content in a list or collection view that is not focused.
    public static let unemphasizedSelectedContentBackgroundColor =
        named("unemphasizedSelectedContentBackgroundColor", 220, 220, 220)
    /// The user's accent colour (blue here).
    public static let controlAccentColor = named("controlAccentColor", 0, 122, 255)
    /// The ring around the view with keyboard focus: blue (red 0, green 103, blue 244 of 255) at 50 %.
    public static let keyboardFocusIndicatorColor = named("keyboardFocusIndicatorColor", 0, 103, 244, 0.5)
    /// Separator lines: black at 10 %.
    public static let separatorColor = named("separatorColor", 0, 0, 0, 0.1)
    /// Grid lines of tables: light grey (230 of 255).
    public static let gridColor = named("gridColor", 230, 230, 230)
    /// The highlight of text a search found: yellow.
    public static let findHighlightColor = named("findHighlightColor", 255, 255, 0)
}

extension NSColor {
    /// The named colour a document names (`labelColor`, `systemBlueColor`…); `nil` for a name AppKit does not have.
    static func named(_ name: String) -> NSColor? {
        namedColors[name] ?? namedColors[name.hasSuffix("Color") ? String(name.dropLast(5)) : name]
    }

    private static let namedColors: [String: NSColor] = {
        let colors: [NSColor] = [
            .black, .white, .clear, .red, .green, .blue, .cyan, .magenta, .yellow, .orange, .purple, .brown, .gray,
            .lightGray, .darkGray, .systemBlue, .systemBrown, .systemGray, .systemGreen, .systemIndigo, .systemOrange,
            .systemPink, .systemPurple, .systemRed, .systemTeal, .systemYellow, .labelColor, .secondaryLabelColor,
            .tertiaryLabelColor, .quaternaryLabelColor, .textColor, .placeholderTextColor, .textBackgroundColor,
            .selectedTextColor, .selectedTextBackgroundColor, .linkColor, .headerTextColor, .windowBackgroundColor,
            .underPageBackgroundColor, .controlBackgroundColor, .controlColor, .controlTextColor,
            .disabledControlTextColor, .selectedControlColor, .selectedControlTextColor,
            .alternateSelectedControlTextColor, .selectedContentBackgroundColor,
            .unemphasizedSelectedContentBackgroundColor, .controlAccentColor, .keyboardFocusIndicatorColor,
            .separatorColor, .gridColor, .findHighlightColor,
        ]
        return Dictionary(colors.compactMap { color in color.name.map { ($0, color) } }, uniquingKeysWith: { first, _ in first })
    }()
}
