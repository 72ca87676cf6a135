import Foundation

/// Light or dark appearance (UIKit: `UIUserInterfaceStyle`), with UIKit's raw values.
///
/// Views read the style in effect from `traitCollection.userInterfaceStyle`: `light` on the headless screen
/// unless a view's `traitOverrides` say otherwise. System colours and dynamic colours
/// (`UIColor(dynamicProvider:)`) resolve by it.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
