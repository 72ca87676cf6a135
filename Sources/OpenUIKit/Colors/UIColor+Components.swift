import Foundation

extension UIColor {
    /// An sRGB colour from hue, saturation and brightness (HSB, also called HSV), each in 0…1.
    ///
    /// Values outside 0…1 are clamped, as UIKit did before iOS 10 (UIKit now keeps out-of-range values in an
    /// extended colour space; headless colours have no extended range). A hue of 1 is a full turn: the same
    /// red as 0.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = Self.rgb(
            hue: Self.unitClamped(hue), saturation: Self.unitClamped(saturation), brightness: Self.unitClamped(brightness))
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the colour's sRGB components and alpha and returns `true`.
    ///
    /// Display P3 colours are converted to sRGB first; like UIKit's extended sRGB, the result can leave 0…1
    /// for colours outside the sRGB gamut. Dynamic colours answer with their light resolution.
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        (red, green, blue) = sRGBComponents
        alpha = self.alpha
        return true
    }

    /// Writes the colour's hue, saturation and brightness (of its sRGB components, see `getRed`) and alpha,
    /// and returns `true`. Greys have hue 0 and saturation 0; hues are in 0..<1.
    @discardableResult
    public func getHue(
        _ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        let (red, green, blue) = sRGBComponents
        let largest = max(red, green, blue)
        let range = largest - min(red, green, blue)
        brightness = largest
        saturation = largest > 0 ? range / largest : 0
        if range == 0 {
            hue = 0
        } else {
            // Which sixth of the colour wheel: measured from the largest component's primary.
            let sixths: CGFloat
            switch largest {
            case red: sixths = (green - blue) / range
            case green: sixths = 2 + (blue - red) / range
            default: sixths = 4 + (red - green) / range
            }
            hue = sixths < 0 ? (sixths + 6) / 6 : sixths / 6
        }
        alpha = self.alpha
        return true
    }

    /// Writes the grey level and alpha of a grey colour (equal red, green and blue, in either colour space) and
    /// returns `true`; for any other colour returns `false` and leaves both parameters as they were.
    ///
    /// UIKit converts colours of other models where it can; headless, only greys have a grey level.
    @discardableResult
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        guard isGrey else { return false }
        white = red
        alpha = self.alpha
        return true
    }

    /// The colour's red, green and blue in sRGB, converted from Display P3 when the colour is in that space.
    /// Greys need no conversion: the two spaces share their white point and curve.
    private var sRGBComponents: (CGFloat, CGFloat, CGFloat) {
        if colorSpace == .sRGB || isGrey { return (red, green, blue) }
        return DisplayP3.sRGBComponents(red: red, green: green, blue: blue)
    }

    private var isGrey: Bool { red == green && green == blue }

    /// The sRGB components of a hue, saturation and brightness already in 0…1.
    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let turns = hue * 6
        let whole = turns.rounded(.down)
        let fraction = turns - whole
        // The three levels a component takes in each sixth of the wheel: lowest, falling and rising.
        let lowest = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        switch Int(whole) % 6 {
        case 0: return (brightness, rising, lowest)
        case 1: return (falling, brightness, lowest)
        case 2: return (lowest, brightness, rising)
        case 3: return (lowest, falling, brightness)
        case 4: return (rising, lowest, brightness)
        default: return (brightness, lowest, falling)
        }
    }

    private static func unitClamped(_ value: CGFloat) -> CGFloat {
        value.isFinite ? min(max(value, 0), 1) : 0
    }
}

/// Display P3 to sRGB: both spaces share the sRGB transfer curve and the D65 white point and differ in their
/// primaries, so a colour is linearised, mapped between the primaries by a matrix, and encoded again.
private enum DisplayP3 {
    /// Linear Display P3 to linear sRGB, rows red, green, blue; derived from the two spaces' primaries
    /// (P3: 0.680/0.320, 0.265/0.690, 0.150/0.060; sRGB: 0.64/0.33, 0.30/0.60, 0.15/0.06) and D65 (0.3127/0.3290).
    static let toLinearSRGB: [[CGFloat]] = [
        [1.2249401762805603, -0.2249401762805599, 0],
        [-0.042056954709688135, 1.042056954709688, 0],
        [-0.019637554590334436, -0.0786360455506318, 1.098273600140966],
    ]

    static func sRGBComponents(red: CGFloat, green: CGFloat, blue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let linear = [red, green, blue].map(decoded)
        let mapped = toLinearSRGB.map { row in zip(row, linear).reduce(0) { $0 + $1.0 * $1.1 } }
        return (encoded(mapped[0]), encoded(mapped[1]), encoded(mapped[2]))
    }

    /// The sRGB curve undone: light intensity from a component.
    private static func decoded(_ component: CGFloat) -> CGFloat {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }

    /// The sRGB curve applied, mirrored for negative values as extended sRGB does, so colours outside the sRGB
    /// gamut keep their sign.
    private static func encoded(_ linear: CGFloat) -> CGFloat {
        let magnitude = abs(linear)
        let curved = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -curved : curved
    }
}
