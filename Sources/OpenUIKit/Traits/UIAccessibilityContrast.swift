import Foundation

/// Whether a person asked for more contrast (UIKit: `UIAccessibilityContrast`, the Increase Contrast setting), with
/// UIKit's raw values.
///
/// Views read the contrast in effect from `traitCollection.accessibilityContrast`: `normal` on the headless screen
/// unless a view's `traitOverrides` say otherwise. System colours (`UIColor.systemBlue`, `UIColor.secondaryLabel`, …)
/// resolve to darker (in light appearance) or lighter (in dark) values when it is `high`, as in UIKit; so do dynamic
/// colours whose provider reads it.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    /// Not set by the trait collection; system colours resolve as for `normal`.
    case unspecified = -1
    /// Standard contrast: the headless screen's default.
    case normal = 0
    /// Increased contrast: system colours take their higher-contrast values.
    case high = 1
}
