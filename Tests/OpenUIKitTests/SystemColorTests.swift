import Foundation
import OpenUIKit
import PropertyBased
import Testing

/// System colours follow the trait collection as UIKit's do — light or dark appearance, normal or increased contrast —
/// and the contrast trait is a trait like the others.
@MainActor
@Suite struct SystemColorTests {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let lightIncreased = UITraitCollection(traitsFrom: [light, UITraitCollection(accessibilityContrast: .high)])
    static let darkIncreased = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])

    /// Every system colour UIKit's `UIColor` has that changes with traits.
    nonisolated static let systemColors: [UIColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan, .systemBlue,
        .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray, .systemGray2, .systemGray3, .systemGray4,
        .systemGray5, .systemGray6, .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
        .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .systemFill,
        .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill, .label, .secondaryLabel, .tertiaryLabel,
        .quaternaryLabel, .link, .placeholderText, .separator, .opaqueSeparator, .tintColor,
    ]

    /// The system colours drawn as text or as a tint (of buttons, glyphs, links): what must read at 4.5:1.
    static let textColors: [UIColor] = [
        .label, .secondaryLabel, .tertiaryLabel, .placeholderText, .link, .tintColor, .systemRed, .systemOrange,
        .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan, .systemBlue, .systemIndigo, .systemPurple,
        .systemPink, .systemBrown, .systemGray,
    ]

    /// The colour's components, red, green and blue in 0…255 (rounded) and alpha.
    func components(_ color: UIColor) -> [CGFloat] {
        [(color.red * 255).rounded(), (color.green * 255).rounded(), (color.blue * 255).rounded(), color.alpha]
    }

    /// WCAG 2's contrast ratio of `color` drawn over the opaque `background`.
    static func contrast(_ color: UIColor, on background: UIColor) -> CGFloat {
        func channel(_ value: CGFloat) -> CGFloat {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        func luminance(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> CGFloat {
            0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
        }
        let alpha = color.alpha
        let over = luminance(
            color.red * alpha + background.red * (1 - alpha), color.green * alpha + background.green * (1 - alpha),
            color.blue * alpha + background.blue * (1 - alpha))
        let under = luminance(background.red, background.green, background.blue)
        return (max(over, under) + 0.05) / (min(over, under) + 0.05)
    }

    static func hex(_ value: Int) -> UIColor {
        UIColor(red: CGFloat(value >> 16) / 255, green: CGFloat((value >> 8) & 0xFF) / 255, blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }

    // MARK: The contrast trait

    @Test func contrastIsATraitLikeTheOthers() {
        #expect(UIAccessibilityContrast.unspecified.rawValue == -1)
        #expect(UIAccessibilityContrast.normal.rawValue == 0)
        #expect(UIAccessibilityContrast.high.rawValue == 1)
        #expect(UITraitCollection().accessibilityContrast == .unspecified)
        #expect(UITraitCollection(userInterfaceStyle: .dark).accessibilityContrast == .unspecified)

        let high = UITraitCollection(accessibilityContrast: .high)
        #expect(high.userInterfaceStyle == .unspecified)
        let merged = UITraitCollection(traitsFrom: [high, Self.dark, UITraitCollection()])
        #expect(merged.accessibilityContrast == .high)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(UITraitCollection(traitsFrom: [high, UITraitCollection(accessibilityContrast: .normal)]).accessibilityContrast == .normal)
        #expect(merged.containsTraits(in: high))
        #expect(merged.containsTraits(in: Self.dark))
        #expect(merged.containsTraits(in: UITraitCollection(accessibilityContrast: .normal)) == false)
        #expect(Self.dark.containsTraits(in: high) == false)
        #expect(high != UITraitCollection(accessibilityContrast: .normal))
        #expect(high == UITraitCollection(accessibilityContrast: .high))
        #expect(high.hashValue == UITraitCollection(accessibilityContrast: .high).hashValue)
        #expect(high.description.contains("accessibilityContrast = high,"))
    }

    @Test func viewsInheritAndOverrideTheContrast() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView()
        root.addSubview(child)
        // The headless screen: normal contrast, as with Increase Contrast off.
        #expect(child.traitCollection.accessibilityContrast == .normal)
        #expect(root.traitOverrides.accessibilityContrast == .unspecified)

        root.traitOverrides.accessibilityContrast = .high
        #expect(root.traitOverrides.contains(UITraitAccessibilityContrast.self))
        #expect(!root.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(child.traitCollection.accessibilityContrast == .high)
        #expect(UIColor.systemBlue.resolvedColor(with: child.traitCollection) == UIColor.systemBlue.resolvedColor(with: Self.lightIncreased))

        child.traitOverrides.accessibilityContrast = .normal
        #expect(child.traitCollection.accessibilityContrast == .normal)
        root.traitOverrides.remove(UITraitAccessibilityContrast.self)
        #expect(!root.traitOverrides.contains(UITraitAccessibilityContrast.self))
        #expect(root.traitCollection.accessibilityContrast == .normal)
    }

    @Test func hostsSetAppearanceAndContrastOnTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let before = window.hostChangeSignature
        let tree = window.handle(.userInterfaceStyle(.dark))
        window.handle(.accessibilityContrast(.high))
        #expect(tree.traitCollection.userInterfaceStyle == .dark)
        #expect(window.renderTree().traitCollection.accessibilityContrast == .high)
        #expect(window.rootViewController?.view.traitCollection.userInterfaceStyle == .dark)
        // New traits redraw everything, so a host is told.
        #expect(window.hostChangeSignature != before)
        // Unspecified values change nothing.
        window.handle(.userInterfaceStyle(.unspecified))
        window.handle(.accessibilityContrast(.unspecified))
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.accessibilityContrast == .high)
    }

    // MARK: Resolving

    @Test func systemColoursResolveToEachVariant() {
        let blue = UIColor.systemBlue
        #expect(components(blue) == [0, 122, 255, 1])
        #expect(components(blue.resolvedColor(with: Self.light)) == [0, 122, 255, 1])
        #expect(components(blue.resolvedColor(with: Self.dark)) == [10, 132, 255, 1])
        #expect(components(blue.resolvedColor(with: Self.lightIncreased)) == [0, 64, 221, 1])
        #expect(components(blue.resolvedColor(with: Self.darkIncreased)) == [64, 156, 255, 1])
        #expect(components(UIColor.label.resolvedColor(with: Self.dark)) == [255, 255, 255, 1])
        #expect(components(UIColor.secondaryLabel.resolvedColor(with: Self.dark)) == [235, 235, 245, 0.6])
        #expect(components(UIColor.systemBackground.resolvedColor(with: Self.dark)) == [0, 0, 0, 1])
        #expect(components(UIColor.secondarySystemBackground.resolvedColor(with: Self.dark)) == [28, 28, 30, 1])
        #expect(components(UIColor.separator.resolvedColor(with: Self.dark)) == [84, 84, 88, 0.6])
        #expect(components(UIColor.systemGreen.resolvedColor(with: Self.dark)) == [48, 209, 88, 1])
        #expect(components(UIColor.systemRed.resolvedColor(with: Self.lightIncreased)) == [215, 0, 21, 1])
        #expect(components(UIColor.systemOrange.resolvedColor(with: Self.lightIncreased)) == [201, 52, 0, 1])
        #expect(components(UIColor.systemGray.resolvedColor(with: Self.lightIncreased)) == [108, 108, 112, 1])
        // Contrast alone (no appearance) reads as light.
        #expect(components(blue.resolvedColor(with: UITraitCollection(accessibilityContrast: .high))) == [0, 64, 221, 1])
    }

    /// Unspecified traits give the light, normal-contrast value — the colour's own components — as a fixed colour
    /// that keeps the system name and no longer changes.
    @Test func aResolvedSystemColourIsFixedAndKeepsItsName() {
        for color in Self.systemColors {
            let resolved = color.resolvedColor(with: UITraitCollection())
            #expect(components(resolved) == components(color), "\(color)")
            #expect(resolved.systemName == color.systemName)
            #expect(resolved != color, "a fixed colour is not the system colour it came from")
            let dark = color.resolvedColor(with: Self.darkIncreased)
            #expect(dark.systemName == color.systemName)
            #expect(dark.resolvedColor(with: Self.light) === dark)
        }
        #expect(Set(Self.systemColors.compactMap(\.systemName)).count == Self.systemColors.count)
    }

    @Test func fixedColoursNeverChange() {
        for color in [UIColor.black, .white, .clear, .red, .darkGray, .lightText, .darkText, UIColor(white: 0.5, alpha: 0.5)] {
            for traits in [Self.light, Self.dark, Self.lightIncreased, Self.darkIncreased] {
                #expect(color.resolvedColor(with: traits) === color, "\(color)")
            }
        }
    }

    @Test func dynamicColoursStillResolveByTheirProvider() {
        let adaptive = UIColor { traits in
            switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
            case (.dark, .high): UIColor(white: 0.9, alpha: 1)
            case (.dark, _): .secondaryLabel
            default: .systemBlue
            }
        }
        #expect(adaptive.resolvedColor(with: Self.darkIncreased) == UIColor(white: 0.9, alpha: 1))
        // A provider answering with a system colour gets that colour's value for the same traits.
        #expect(components(adaptive.resolvedColor(with: Self.dark)) == [235, 235, 245, 0.6])
        #expect(components(adaptive.resolvedColor(with: Self.lightIncreased)) == [0, 64, 221, 1])
        // Its own components are the light, normal-contrast resolution.
        #expect(components(adaptive) == [0, 122, 255, 1])
        #expect(adaptive.systemName == nil)
    }

    // MARK: Transparency

    @Test func aSystemColourWithAnotherAlphaKeepsAdapting() {
        let faded = UIColor.secondaryLabel.withAlphaComponent(0.3)
        #expect(faded.systemName == "secondaryLabel")
        #expect(components(faded) == [60, 60, 67, 0.3])
        // Half of the light value's 0.6: half of each other value's opacity.
        #expect(components(faded.resolvedColor(with: Self.dark)) == [235, 235, 245, 0.3])
        #expect(components(faded.resolvedColor(with: Self.lightIncreased)) == [60, 60, 67, 0.425])
        let blue = UIColor.systemBlue.withAlphaComponent(0.5)
        #expect(components(blue.resolvedColor(with: Self.darkIncreased)) == [64, 156, 255, 0.5])
        #expect(blue == UIColor.systemBlue.withAlphaComponent(0.5))
        #expect(blue != UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.5))
    }

    /// Any alpha on any system colour, in any traits: the value's alpha scaled by the colour's share of its light
    /// alpha, at most 1, and the value's red, green and blue.
    @Test func transparencyScalesInEveryVariant() async {
        let cases = Generator(run: { rng in
            (
                Int.random(in: 0..<Self.systemColors.count, using: &rng), CGFloat(Int.random(in: 0...1000, using: &rng)) / 1000,
                Bool.random(using: &rng), Bool.random(using: &rng)
            )
        })
        await propertyCheck(count: 500, input: cases) { testCase in
            // Each case lets other tests' work run: the machine's few threads are shared, and a long run of cases
            // must not hold one for seconds.
            await Task.yield()
            let (index, alpha, isDark, isHigh) = testCase
            let color = Self.systemColors[index]
            let traits = UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: isDark ? .dark : .light),
                UITraitCollection(accessibilityContrast: isHigh ? .high : .normal),
            ])
            let value = color.resolvedColor(with: traits)
            let resolved = color.withAlphaComponent(alpha).resolvedColor(with: traits)
            #expect([resolved.red, resolved.green, resolved.blue] == [value.red, value.green, value.blue])
            #expect(abs(resolved.alpha - min(value.alpha * alpha / color.alpha, 1)) < 1e-9, "\(color) at \(alpha)")
        }
    }

    // MARK: Contrast

    /// With increased contrast, every colour drawn as text or a tint reads at WCAG AA's 4.5:1 on the backgrounds it is
    /// drawn on: white, grouped backgrounds (#F2F2F7) and bars (#F9F9F9) in light appearance; black and elevated
    /// backgrounds (#1C1C1E) in dark; and the system backgrounds themselves in each.
    @Test func increasedContrastTextReadsAtAA() {
        let backgrounds: [UIColor] = [.systemBackground, .secondarySystemBackground, .systemGroupedBackground, .secondarySystemGroupedBackground]
        let lightBackgrounds = [Self.hex(0xFFFFFF), Self.hex(0xF2F2F7), Self.hex(0xF9F9F9)]
            + backgrounds.map { $0.resolvedColor(with: Self.lightIncreased) }
        let darkBackgrounds = [Self.hex(0x000000), Self.hex(0x1C1C1E)] + backgrounds.map { $0.resolvedColor(with: Self.darkIncreased) }
        for color in Self.textColors {
            for background in lightBackgrounds {
                let ratio = Self.contrast(color.resolvedColor(with: Self.lightIncreased), on: background)
                #expect(ratio >= 4.5, "\(color.systemName ?? "") on \(background): \(ratio)")
            }
            for background in darkBackgrounds {
                let ratio = Self.contrast(color.resolvedColor(with: Self.darkIncreased), on: background)
                #expect(ratio >= 4.5, "\(color.systemName ?? "") on \(background): \(ratio)")
            }
        }
    }

    /// Labels keep their order of prominence in every variant: label, then secondary, tertiary, quaternary.
    @Test func labelsKeepTheirOrderInEveryVariant() {
        for traits in [Self.light, Self.dark, Self.lightIncreased, Self.darkIncreased] {
            let background = UIColor.systemBackground.resolvedColor(with: traits)
            let ratios = [UIColor.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel].map {
                Self.contrast($0.resolvedColor(with: traits), on: background)
            }
            #expect(ratios == ratios.sorted(by: >), "\(traits)")
            #expect(Set(ratios).count == 4)
        }
    }
}
