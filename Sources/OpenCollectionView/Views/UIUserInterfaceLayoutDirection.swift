import Foundation

/// The direction text and content flow in (UIKit: `UIUserInterfaceLayoutDirection`), with UIKit's raw values.
///
/// A view answers it in `effectiveUserInterfaceLayoutDirection`. Headless layout is left to right whatever
/// the answer: right-to-left layout (leading edges on the right) is not implemented yet.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    case leftToRight = 0
    /// Left to right, as in English: leading edges on the left.
    case rightToLeft = 1
    /// Right to left, as in Arabic and Hebrew: leading edges on the right.
}

/// The layout direction a trait collection carries (UIKit: `UITraitEnvironmentLayoutDirection`), with UIKit's
/// raw values: `unspecified` is -1, so that the specified cases match `UIUserInterfaceLayoutDirection`'s.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    case unspecified = -1
    /// No direction given; views then lay out left to right.
    case leftToRight = 0
    /// Left to right, as in English.
    case rightToLeft = 1
    /// Right to left, as in Arabic and Hebrew.
}
