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
    /// Leading and trailing resolve by it everywhere: Auto Layout anchors, `layoutMargins`, list content and
    /// accessories, and the compositional layout of a collection view.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        guard semanticContentAttribute == .unspecified else {
            return Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
        }
        return inheritedLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The `layoutDirection` trait in effect: the nearest override up the superview chain, else the headless
    /// screen's. The same answer as `traitCollection.layoutDirection` without building a trait collection per level,
    /// because Auto Layout and list layout ask it for every leading or trailing anchor they resolve.
    private var inheritedLayoutDirection: UITraitEnvironmentLayoutDirection {
        var view: UIView? = self
        while let current = view {
            if let direction = current.layoutDirectionOverride { return direction }
            view = current.superview
        }
        return HeadlessScreen.layoutDirection
    }

    /// Whether leading is on the right for this view.
    package var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `rect`, given in left-to-right terms in a box `width` wide, where it goes in this view's direction:
    /// reflected across the box's vertical centre line when leading is on the right.
    package func placedForLayoutDirection(_ rect: CGRect, inWidth width: CGFloat) -> CGRect {
        isRightToLeft ? HorizontalMirror(width: width).rect(rect) : rect
    }

    /// Lays out again in the new direction: leading and trailing anchors and margins resolve differently.
    func layoutDirectionMayHaveChanged() {
        laidOutDirection = effectiveUserInterfaceLayoutDirection
        setNeedsLayout()
        autoLayoutInputsDidChange()
    }
}
