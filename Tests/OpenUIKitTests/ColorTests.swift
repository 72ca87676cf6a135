import Foundation
import OpenUIKit
import Testing

/// Colours from hue, saturation and brightness; their components read back; dynamic colours and the
/// light-or-dark trait they resolve by.
@MainActor
@Suite struct ColorTests {
    /// The components a colour writes through `getRed`, and whether it wrote them.
    func rgba(_ color: UIColor) -> (written: Bool, components: [CGFloat]) {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        let written = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (written, [red, green, blue, alpha])
    }

    /// The hue, saturation, brightness and alpha a colour writes through `getHue`, and whether it wrote them.
    func hsba(_ color: UIColor) -> (written: Bool, components: [CGFloat]) {
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
        let written = color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        return (written, [hue, saturation, brightness, alpha])
    }

    // MARK: Hue, saturation, brightness

    /// Insertion Sort's sixth swatch of 24. Hue 5/24 is 1.25 sixths of the wheel: the second sixth (yellow to
    /// green), a quarter of the way in, where red falls from 1 by a quarter, green is full and blue is off.
    @Test func theInsertionSortSwatchHasExactComponents() {
        let swatch = UIColor(hue: 5.0 / 24, saturation: 1, brightness: 1, alpha: 1)
        #expect([swatch.red, swatch.green, swatch.blue, swatch.alpha] == [0.75, 1, 0, 1])
        #expect(swatch.colorSpace == .sRGB)
        #expect(swatch == UIColor(red: 0.75, green: 1, blue: 0, alpha: 1))
        #expect(rgba(swatch) == (true, [0.75, 1, 0, 1]))
        // Back again: green is the largest component, so the hue is 2 sixths less red's 0.75 of one.
        #expect(hsba(swatch) == (true, [5.0 / 24, 1, 1, 1]))
    }

    @Test func saturationAndBrightnessScaleTheComponents() {
        // Hue 0.5 (cyan): red is the lowest level, brightness × (1 − saturation).
        let muted = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.25)
        #expect([muted.red, muted.green, muted.blue, muted.alpha] == [0.4, 0.8, 0.8, 0.25])
        #expect(hsba(muted) == (true, [0.5, 0.5, 0.8, 0.25]))
        // Magenta-red, the last sixth: blue falls as the hue nears a full turn.
        let rose = UIColor(hue: 11.0 / 12, saturation: 1, brightness: 1, alpha: 1)
        #expect([rose.red, rose.green, rose.blue] == [1, 0, 0.5])
    }

    @Test func aFullTurnIsRedAndComponentsAreClamped() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == red)
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == red)
        #expect(UIColor(hue: 1.5, saturation: 2, brightness: 1, alpha: 3) == red)
        #expect(UIColor(hue: -0.25, saturation: 1, brightness: 1, alpha: 1) == red)
        #expect(UIColor(hue: 0.3, saturation: 1, brightness: -1, alpha: 1) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: .nan, saturation: 0, brightness: 1, alpha: 1) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        // A grey has no hue and no saturation.
        #expect(hsba(UIColor(white: 0.5, alpha: 1)) == (true, [0, 0, 0.5, 1]))
        #expect(hsba(.black) == (true, [0, 0, 0, 1]))
    }

    // MARK: Components read back

    @Test func greysHaveAWhiteLevelAndOtherColoursDoNot() {
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor(white: 0.5, alpha: 0.25).getWhite(&white, alpha: &alpha))
        #expect([white, alpha] == [0.5, 0.25])
        #expect(UIColor.white.getWhite(&white, alpha: &alpha))
        #expect([white, alpha] == [1, 1])
        // Not a grey: nothing is written.
        #expect(UIColor.systemBlue.getWhite(&white, alpha: &alpha) == false)
        #expect([white, alpha] == [1, 1])
        #expect(rgba(UIColor(white: 0.5, alpha: 0.25)) == (true, [0.5, 0.5, 0.5, 0.25]))
    }

    @Test func displayP3ColoursAreReadBackInSRGB() {
        // P3's red lies outside sRGB: more red than sRGB's, with negative green and blue (extended sRGB).
        let (written, components) = rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(written)
        #expect(components.map { ($0 * 1_000_000).rounded() / 1_000_000 } == [1.093066, -0.226742, -0.150135, 1])
        // Greys are the same in both spaces.
        #expect(rgba(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)) == (true, [0.5, 0.5, 0.5, 1]))
        var white: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect([white, alpha] == [1, 0.5])
    }

    @Test func hueColoursGoThroughCGColor() {
        let swatch = UIColor(hue: 5.0 / 24, saturation: 1, brightness: 1, alpha: 0.5)
        #expect(swatch.cgColor.components == [0.75, 1, 0, 0.5])
        #expect(UIColor(cgColor: swatch.cgColor) == swatch)
    }

    /// A shared colour given to the layers of many views gives them all one `CGColor`, not one each.
    @Test func aColoursCGColorIsMadeOnce() {
        #expect(UIColor.black.cgColor === UIColor.black.cgColor)
        let views = (0..<3).map { _ in UIView() }
        for view in views { view.layer.borderColor = UIColor.systemBlue.cgColor }
        #expect(views[0].layer.borderColor === views[2].layer.borderColor)
    }

    // MARK: Dynamic colours

    /// Black in light appearance, white in dark.
    nonisolated static let adaptive = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }

    @Test func aDynamicColourResolvesByAppearance() {
        let adaptive = Self.adaptive
        #expect(adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(adaptive.resolvedColor(with: UITraitCollection()) == .black)
        // Its own components are the light ones.
        #expect([adaptive.red, adaptive.green, adaptive.blue, adaptive.alpha] == [0, 0, 0, 1])
        #expect(rgba(adaptive) == (true, [0, 0, 0, 1]))
        #expect(adaptive.cgColor.components == [0, 0, 0, 1])
        #expect(adaptive.systemName == nil)
        // A fixed colour resolves to itself.
        let fixed = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(fixed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === fixed)
        #expect(UIColor.white.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === UIColor.white)
    }

    @Test func dynamicColoursAreEqualOnlyToThemselves() {
        let adaptive = Self.adaptive
        let sameProvider = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(adaptive == adaptive)
        #expect(adaptive != sameProvider)
        #expect(adaptive != .black)
        #expect(UIColor.black != adaptive)
        #expect(Set([adaptive, adaptive, sameProvider]).count == 2)
    }

    @Test func aDynamicColourKeepsAdaptingWithAnotherAlpha() {
        let faded = Self.adaptive.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor.white.withAlphaComponent(0.5))
        #expect([faded.red, faded.alpha] == [0, 0.5])
        // A provider that answers with another dynamic colour is resolved all the way.
        let nested = UIColor { _ in Self.adaptive }
        #expect(nested.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    @Test func viewsResolveDynamicColoursInTheirAppearance() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView()
        root.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(Self.adaptive.resolvedColor(with: child.traitCollection) == .black)

        root.traitOverrides.userInterfaceStyle = .dark
        #expect(root.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(Self.adaptive.resolvedColor(with: child.traitCollection) == .white)

        root.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(child.traitCollection.userInterfaceStyle == .light)
    }

    @Test func appearanceIsATraitLikeTheOthers() {
        #expect(UIUserInterfaceStyle.unspecified.rawValue == 0)
        #expect(UIUserInterfaceStyle.light.rawValue == 1)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UITraitCollection().userInterfaceStyle == .unspecified)
        #expect(UITraitCollection(displayScale: 3).userInterfaceStyle == .unspecified)

        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let merged = UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 2), UITraitCollection()])
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.displayScale == 2)
        #expect(UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceStyle: .light)]).userInterfaceStyle == .light)
        #expect(merged.containsTraits(in: dark))
        #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)) == false)
        #expect(dark != UITraitCollection(userInterfaceStyle: .light))
        #expect(dark == UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.hashValue == UITraitCollection(userInterfaceStyle: .dark).hashValue)
        #expect(dark.description.contains("userInterfaceStyle = dark,"))
    }
}
