import Foundation

/// The screen a headless view pretends to be on when nothing else says (no window, no view controller).
///
/// Every number here is a best guess at UIKit's behaviour on an iPhone and lives in one place so that
/// it can be changed; hosts override traits with `traitOverrides` and margins with
/// `directionalLayoutMargins`.
package enum HeadlessScreen {
    /// The size of a window (and of a view controller's first view) when nothing says otherwise: an iPhone 14
    /// in portrait.
    static let defaultWindowSize = CGSize(width: 390, height: 844)
    /// Points per pixel of a current iPhone.
    static let displayScale: CGFloat = 3
    /// Views at least this wide have a regular horizontal size class, narrower ones a compact one.
    static let regularWidth: CGFloat = 600
    /// Views less tall than this have a compact vertical size class (iPhones in landscape). [L]
    static let regularHeight: CGFloat = 500
    /// UIKit's default layout margins of a plain view.
    static let viewLayoutMargin: CGFloat = 8
    /// The minimum side margins of a view controller's root view: 16 pt, or 20 pt on screens at least
    /// `wideMarginWidth` wide ("Plus"/"Max" phones and iPads). (spec §6.4, [M])
    static let sideMargin: CGFloat = 16
    static let wideSideMargin: CGFloat = 20
    static let wideMarginWidth: CGFloat = 414
    /// The widest a readable-content column gets at the default text size. [L]
    package static let readableWidth: CGFloat = 672

    /// The Dynamic Type text size of a root view: UIKit's default.
    static let contentSizeCategory = UIContentSizeCategory.large
    /// The appearance of a root view: light, UIKit's default.
    static let userInterfaceStyle = UIUserInterfaceStyle.light
    /// The layout direction of a root view: left to right, as for an app in English.
    static let layoutDirection = UITraitEnvironmentLayoutDirection.leftToRight
    /// The contrast of a root view: normal, UIKit's default while Increase Contrast is off.
    static let accessibilityContrast = UIAccessibilityContrast.normal

    /// The traits a dynamic colour is read with when no view resolves it (its `red`, `green`, `blue`, `alpha`):
    /// the screen's, without the size classes, which depend on a view's size.
    static let colorResolutionTraits = UITraitCollection(
        displayScale: displayScale, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
        preferredContentSizeCategory: contentSizeCategory, userInterfaceStyle: userInterfaceStyle,
        layoutDirection: layoutDirection, accessibilityContrast: accessibilityContrast
    )

    /// The traits of a root view of `size`.
    static func traits(for size: CGSize) -> UITraitCollection {
        switch (size.width >= regularWidth, size.height >= regularHeight) {
        case (false, false): compactTraits
        case (false, true): compactWidthTraits
        case (true, false): compactHeightTraits
        case (true, true): regularTraits
        }
    }

    // The four answers of `traits(for:)`, made once: every view of every window asks for its traits, and a root view
    // asks this.
    private static let compactTraits = makeTraits(horizontal: .compact, vertical: .compact)
    private static let compactWidthTraits = makeTraits(horizontal: .compact, vertical: .regular)
    private static let compactHeightTraits = makeTraits(horizontal: .regular, vertical: .compact)
    private static let regularTraits = makeTraits(horizontal: .regular, vertical: .regular)

    private static func makeTraits(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) -> UITraitCollection {
        UITraitCollection(
            displayScale: displayScale, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            preferredContentSizeCategory: contentSizeCategory, userInterfaceStyle: userInterfaceStyle,
            layoutDirection: layoutDirection, accessibilityContrast: accessibilityContrast)
    }

    /// The side margins of a full-screen view of `width`.
    package static func sideMargin(forWidth width: CGFloat) -> CGFloat {
        width >= wideMarginWidth ? wideSideMargin : sideMargin
    }
}
