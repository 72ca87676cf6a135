import Foundation

/// The bar of tabs along the bottom of a tab bar controller (UIKit: `UITabBar`): one item per view controller, the
/// selected one tinted.
///
/// A tab bar controller places and fills it; hosts draw it from the render tree (`RenderTabBar`), not as a view. It is
/// 49 points tall above the window's bottom safe area, which it covers too, as UIKit's is on an iPhone. UIKit
/// differences: no customizing sheet, no appearance proxies, and every item is shown however many there are (UIKit
/// moves the sixth and later behind a "More" tab on an iPhone).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar's buttons, above the bottom safe area.
    public static let buttonRowHeight: CGFloat = 49

    /// The items shown, one per view controller of the tab bar controller.
    open internal(set) var items: [UITabBarItem]? {
        didSet { noteHostChange() }
    }
    /// The item of the selected view controller.
    open internal(set) var selectedItem: UITabBarItem?
    /// The colour of unselected items' titles and images; the system's secondary label colour when `nil`.
    open var unselectedItemTintColor: UIColor?
    /// The bar's background; the system's bar material when `nil`.
    open var barTintColor: UIColor?
    /// Whether content shows blurred through the bar. `true` by default.
    open var isTranslucent = true

    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        // Hosts draw the bar from its height (`UIWindow.hostChangeSignature`).
        if bounds.height != oldBounds.height { noteHostChange() }
    }
}
