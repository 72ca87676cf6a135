import Foundation

/// The direction text and content flow in (UIKit: `UIUserInterfaceLayoutDirection`), with UIKit's raw values.
///
/// A view answers it in `effectiveUserInterfaceLayoutDirection`, and lays out by it: give a window or a view the
/// `layoutDirection` trait `.rightToLeft` (through `traitOverrides`) and its compositional layouts, lists, cells, stack
/// views and Auto Layout's leading and trailing anchors mirror, as UIKit's do in Arabic or Hebrew.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Left to right, as in English: leading edges on the left.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew: leading edges on the right.
    case rightToLeft = 1
}

/// The layout direction a trait collection carries (UIKit: `UITraitEnvironmentLayoutDirection`), with UIKit's
/// raw values: `unspecified` is -1, so that the specified cases match `UIUserInterfaceLayoutDirection`'s.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// No direction given; views then lay out left to right.
    case unspecified = -1
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
}
