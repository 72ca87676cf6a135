import Foundation

/// Whether a person asked for more contrast (UIKit: `UIAccessibilityContrast`, the Increase Contrast setting), with
/// UIKit's raw values.
///
/// Views read the contrast in effect from `traitCollection.accessibilityContrast`: `normal` on the headless screen
/// unless a view's `traitOverrides` say otherwise. System colours (`UIColor.systemBlue`, `UIColor.secondaryLabel`, …)
/// resolve to darker (in light appearance) or lighter (in dark) values when it is `high`, as in UIKit; so do dynamic
/// colours whose provider reads it.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    case unspecified = -1
    case normal = 0
    case high = 1
}
