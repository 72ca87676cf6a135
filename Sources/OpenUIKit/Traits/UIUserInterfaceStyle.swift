import Foundation

/// Light or dark appearance (UIKit: `UIUserInterfaceStyle`), with UIKit's raw values.
///
/// Views read the style in effect from `traitCollection.userInterfaceStyle`: `light` on the headless screen
/// unless a view's `traitOverrides` say otherwise. System colours and dynamic colours
/// (`UIColor(dynamicProvider:)`) resolve by it.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// No style given; system colours resolve as for `light`.
    case unspecified = 0
    /// Dark content on light backgrounds: the headless screen's default.
    case light = 1
    /// Light content on dark backgrounds.
    case dark = 2
}
