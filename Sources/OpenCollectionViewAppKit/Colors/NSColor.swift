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
    private let name: String?

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

    public static let black = named("black", 0, 0, 0)
    public static let white = named("white", 255, 255, 255)
    public static let clear = named("clear", 0, 0, 0, 0)
    public static let red = named("red", 255, 0, 0)
    public static let green = named("green", 0, 255, 0)
    public static let blue = named("blue", 0, 0, 255)
    public static let cyan = named("cyan", 0, 255, 255)
    public static let magenta = named("magenta", 255, 0, 255)
    public static let yellow = named("yellow", 255, 255, 0)
    public static let orange = named("orange", 255, 127.5, 0)
    public static let purple = named("purple", 127.5, 0, 127.5)
    public static let brown = named("brown", 153, 102, 51)
    public static let gray = named("gray", 127.5, 127.5, 127.5)
    public static let lightGray = named("lightGray", 170, 170, 170)
    public static let darkGray = named("darkGray", 85, 85, 85)

    // MARK: System colours

    public static let systemBlue = system("systemBlue", .systemBlue)
    public static let systemBrown = system("systemBrown", .systemBrown)
    public static let systemGray = system("systemGray", .systemGray)
    public static let systemGreen = system("systemGreen", .systemGreen)
    public static let systemIndigo = system("systemIndigo", .systemIndigo)
    public static let systemOrange = system("systemOrange", .systemOrange)
    public static let systemPink = system("systemPink", .systemPink)
    public static let systemPurple = system("systemPurple", .systemPurple)
    public static let systemRed = system("systemRed", .systemRed)
    public static let systemTeal = system("systemTeal", .systemTeal)
    public static let systemYellow = system("systemYellow", .systemYellow)

    // MARK: Named colours of the interface (light appearance)

    /// Text of labels: black at 85 %.
    public static let labelColor = named("labelColor", 0, 0, 0, 0.85)
    public static let secondaryLabelColor = named("secondaryLabelColor", 0, 0, 0, 0.5)
    public static let tertiaryLabelColor = named("tertiaryLabelColor", 0, 0, 0, 0.26)
    public static let quaternaryLabelColor = named("quaternaryLabelColor", 0, 0, 0, 0.1)
    /// Text of documents and fields.
    public static let textColor = named("textColor", 0, 0, 0)
    public static let placeholderTextColor = named("placeholderTextColor", 0, 0, 0, 0.25)
    public static let textBackgroundColor = named("textBackgroundColor", 255, 255, 255)
    public static let selectedTextColor = named("selectedTextColor", 0, 0, 0)
    public static let selectedTextBackgroundColor = named("selectedTextBackgroundColor", 179, 215, 255)
    public static let linkColor = named("linkColor", 0, 104, 218)
    public static let headerTextColor = named("headerTextColor", 0, 0, 0, 0.85)
    /// A window's background.
    public static let windowBackgroundColor = named("windowBackgroundColor", 236, 236, 236)
    public static let underPageBackgroundColor = named("underPageBackgroundColor", 150, 150, 150, 0.9)
    /// The background of large controls: lists, tables, collection views.
    public static let controlBackgroundColor = named("controlBackgroundColor", 255, 255, 255)
    public static let controlColor = named("controlColor", 255, 255, 255)
    public static let controlTextColor = named("controlTextColor", 0, 0, 0, 0.85)
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
    public static let keyboardFocusIndicatorColor = named("keyboardFocusIndicatorColor", 0, 103, 244, 0.5)
    public static let separatorColor = named("separatorColor", 0, 0, 0, 0.1)
    public static let gridColor = named("gridColor", 230, 230, 230)
    public static let findHighlightColor = named("findHighlightColor", 255, 255, 0)
}
