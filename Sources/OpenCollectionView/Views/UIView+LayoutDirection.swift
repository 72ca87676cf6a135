import Foundation

/// How a view's content behaves when the layout direction flips (UIKit: `UISemanticContentAttribute`), with
/// UIKit's raw values. A view sets it in `semanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    /// Ordinary content, which follows the layout direction. The default.
    case unspecified = 0
    /// Playback controls (play, rewind, fast-forward), which stay left to right.
    case playback = 1
    /// Directional controls (arrows, alignment), which stay left to right.
    case spatial = 2
    /// Content laid out left to right whatever the layout direction.
    case forceLeftToRight = 3
    /// Content laid out right to left whatever the layout direction.
    case forceRightToLeft = 4
}

extension UIView {
    /// The layout direction of a view with `attribute`: right to left for `forceRightToLeft`, left to right
    /// for every other attribute.
    ///
    /// UIKit gives `unspecified` the app's own direction, which is right to left in Arabic or Hebrew; the
    /// headless app's is left to right. A view's own answer, which also reads its traits, is
    /// `effectiveUserInterfaceLayoutDirection`.
    nonisolated public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction this view lays its content out in: what `semanticContentAttribute` forces, or, for
    /// `unspecified` content, the trait collection's `layoutDirection` (left to right when that is unspecified).
    ///
    /// Headless layout is left to right whatever this says (right-to-left layout is not implemented yet); the
    /// property answers as UIKit's does, so code that branches on it takes the same branch.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        guard semanticContentAttribute == .unspecified else {
            return Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
        }
        return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
