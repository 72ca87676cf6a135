import Foundation
import Synchronization

#if canImport(Darwin)
import CoreGraphics
#else
/// A colour space (CoreGraphics' `CGColorSpace`, which Linux lacks): only its name, which is all a
/// headless colour needs.
///
/// Names are `String`s where CoreGraphics uses `CFString`s, so `CGColorSpace(name: CGColorSpace.sRGB)`
/// reads the same on both.
public final class CGColorSpace: Sendable, Hashable, CustomStringConvertible {
    /// The standard RGB space of the web and of UIKit's `UIColor(red:green:blue:alpha:)`.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB's wider-gamut sibling, used by `UIColor(displayP3Red:green:blue:alpha:)`.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Grey levels with the sRGB transfer curve.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

    /// The space's name: one of the three constants above (never `nil` here; optional as in CoreGraphics).
    public let name: String?
    /// How many colour components (without alpha) a colour in this space has.
    public let numberOfComponents: Int

    /// The space called `name`; `nil` for names other than the three above.
    public init?(name: String) {
        switch name {
        case Self.sRGB, Self.displayP3: numberOfComponents = 3
        case Self.genericGrayGamma2_2: numberOfComponents = 1
        default: return nil
        }
        self.name = name
    }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    public var description: String { name ?? "CGColorSpace" }
}

/// A colour as a layer stores it (CoreGraphics' `CGColor`, which Linux lacks): components in a colour
/// space, alpha last.
///
/// Immutable and `Sendable`. Two colours are equal when their spaces and components are, as
/// CoreGraphics compares them. Every layer holds a few, so a colour keeps its components inline and shares its space:
/// one small allocation each.
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    /// The components, alpha last, in the first `count` places.
    private let values: (CGFloat, CGFloat, CGFloat, CGFloat)
    /// 2 for a grey, 4 for an RGB colour.
    private let count: Int
    /// The space the components are in: sRGB, Display P3 or grey.
    public let colorSpace: CGColorSpace?

    /// The colour's components, alpha last: red, green, blue, alpha for RGB spaces; grey, alpha for grey.
    /// Optional only because CoreGraphics' is; headless colours always have components.
    public var components: [CGFloat]? {
        count == 2 ? [values.0, values.1] : [values.0, values.1, values.2, values.3]
    }

    /// The components' count, alpha included.
    public var numberOfComponents: Int { count }
    /// The last component.
    public var alpha: CGFloat { count == 2 ? values.1 : values.3 }

    /// A colour in `space` with `components` (alpha last); `nil` when the count does not suit the space.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let given = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        guard given.allSatisfy(\.isFinite) else { return nil }
        colorSpace = Self.shared(space)
        count = given.count
        values = count == 2 ? (given[0], given[1], 0, 0) : (given[0], given[1], given[2], given[3])
    }

    /// An sRGB colour. Components are clamped to 0…1, as CoreGraphics does.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = Self.sRGBSpace
        count = 4
        values = (Self.clamped(red), Self.clamped(green), Self.clamped(blue), Self.clamped(alpha))
    }

    /// The same as `init(red:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey with the sRGB transfer curve.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = Self.grayGammaSpace
        count = 2
        values = (Self.clamped(gray), Self.clamped(alpha), 0, 0)
    }

    /// A Display P3 colour.
    init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = Self.displayP3Space
        count = 4
        values = (Self.clamped(red), Self.clamped(green), Self.clamped(blue), Self.clamped(alpha))
    }

    private init(colorSpace: CGColorSpace?, count: Int, values: (CGFloat, CGFloat, CGFloat, CGFloat)) {
        self.colorSpace = colorSpace
        self.count = count
        self.values = values
    }

    private static let sRGBSpace = CGColorSpace(name: CGColorSpace.sRGB)
    private static let displayP3Space = CGColorSpace(name: CGColorSpace.displayP3)
    private static let grayGammaSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)

    /// The shared instance of `space`.
    private static func shared(_ space: CGColorSpace) -> CGColorSpace? {
        [sRGBSpace, displayP3Space, grayGammaSpace].first { $0 == space } ?? space
    }

    /// Opaque black, as a grey colour.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, as a grey colour.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black, as a grey colour.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The same colour with `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        var changed = values
        if count == 2 { changed.1 = Self.clamped(alpha) } else { changed.3 = Self.clamped(alpha) }
        return CGColor(colorSpace: colorSpace, count: count, values: changed)
    }

    private static func clamped(_ value: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, 0), 1) : 0
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.count == rhs.count && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(values.0)
        hasher.combine(values.1)
        hasher.combine(values.2)
        hasher.combine(values.3)
    }

    public var description: String {
        "<CGColor \(colorSpace?.description ?? "no space") \(components ?? [])>"
    }
}
#endif

extension UIColor {
    /// The colour as a layer stores it (`layer.borderColor = UIColor.black.cgColor`).
    ///
    /// The result carries components and colour space only; the system-colour name stays with the `UIColor`. Made
    /// once: every call answers the same `CGColor`.
    public var cgColor: CGColor {
        madeCGColor.withLock { made in
            if let made { return made }
            let color = makeCGColor()
            made = color
            return color
        }
    }

    private func makeCGColor() -> CGColor {
        #if canImport(Darwin)
        let spaceName = colorSpace == .displayP3 ? CGColorSpace.displayP3 : CGColorSpace.sRGB
        let space = CGColorSpace(name: spaceName)!
        return [red, green, blue, alpha].withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!)! }
        #else
        switch colorSpace {
        case .sRGB: return CGColor(red: red, green: green, blue: blue, alpha: alpha)
        case .displayP3: return CGColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        #endif
    }

    /// The colour of a layer's `CGColor`. Grey colours become sRGB greys, Display P3 colours stay in Display P3;
    /// colours in other spaces are read as sRGB.
    public convenience init(cgColor: CGColor) {
        let values = cgColor.components ?? [0, 0]
        let alpha = values.last ?? 1
        if values.count < 4 {
            self.init(white: values.first ?? 0, alpha: alpha)
        } else if cgColor.colorSpace?.name == CGColorSpace.displayP3 {
            self.init(displayP3Red: values[0], green: values[1], blue: values[2], alpha: alpha)
        } else {
            self.init(red: values[0], green: values[1], blue: values[2], alpha: alpha)
        }
    }
}
