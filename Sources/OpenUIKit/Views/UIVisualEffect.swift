import Foundation

/// An effect applied to what lies behind a view, such as a blur (UIKit: `UIVisualEffect`).
///
/// Headless, effects are values that configurations keep (`UIBackgroundConfiguration.visualEffect`,
/// `UIListSeparatorConfiguration.visualEffect`): nothing is blurred or made vibrant, and hosts do not draw them.
/// Effects are immutable; two effects are equal when they are the same object, as UIKit's are.
@preconcurrency @MainActor
open class UIVisualEffect: Hashable {
    /// An effect that does nothing.
    public init() {}

    /// Whether the two are the same effect object.
    nonisolated public static func == (lhs: UIVisualEffect, rhs: UIVisualEffect) -> Bool {
        lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// A blur of what lies behind a view (UIKit: `UIBlurEffect`). Kept, not drawn (see `UIVisualEffect`).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blurs UIKit offers (UIKit: `UIBlurEffect.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable, Hashable {
        /// Much lighter than what is behind.
        case extraLight = 0
        /// A little lighter than what is behind.
        case light = 1
        /// Darker than what is behind.
        case dark = 2
        /// Light or dark with the interface style.
        case regular = 4
        /// A more noticeable blur, light or dark with the interface style.
        case prominent = 5
        /// The thinnest material, light or dark with the interface style.
        case systemUltraThinMaterial = 6
        /// A thin material, light or dark with the interface style.
        case systemThinMaterial = 7
        /// The standard material, light or dark with the interface style.
        case systemMaterial = 8
        /// A thick material, light or dark with the interface style.
        case systemThickMaterial = 9
        /// The material of system chrome, light or dark with the interface style.
        case systemChromeMaterial = 10
        /// The thinnest material, always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, always light.
        case systemThinMaterialLight = 12
        /// The standard material, always light.
        case systemMaterialLight = 13
        /// A thick material, always light.
        case systemThickMaterialLight = 14
        /// The material of system chrome, always light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, always dark.
        case systemThinMaterialDark = 17
        /// The standard material, always dark.
        case systemMaterialDark = 18
        /// A thick material, always dark.
        case systemThickMaterialDark = 19
        /// The material of system chrome, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The blur's style (UIKit does not let it be read back).
    let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// The colours UIKit's vibrancy draws content in (UIKit: `UIVibrancyEffectStyle`), with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable, Hashable {
    /// The vibrancy of primary text.
    case label = 0
    /// The vibrancy of secondary text.
    case secondaryLabel = 1
    /// The vibrancy of tertiary text.
    case tertiaryLabel = 2
    /// The vibrancy of quaternary text.
    case quaternaryLabel = 3
    /// The vibrancy of thin fills.
    case fill = 4
    /// The vibrancy of secondary fills.
    case secondaryFill = 5
    /// The vibrancy of tertiary fills.
    case tertiaryFill = 6
    /// The vibrancy of separators.
    case separator = 7
}

/// Content made vibrant over a blur (UIKit: `UIVibrancyEffect`). Kept, not drawn (see `UIVisualEffect`).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits over (UIKit does not let it be read back).
    let blurEffect: UIBlurEffect
    /// The kind of content made vibrant; `nil` for the vibrancy of iOS 8 (`init(blurEffect:)`).
    let vibrancyStyle: UIVibrancyEffectStyle?

    /// The vibrancy of content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        vibrancyStyle = nil
        super.init()
    }

    /// The vibrancy of content of `style` over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        vibrancyStyle = style
        super.init()
    }
}
