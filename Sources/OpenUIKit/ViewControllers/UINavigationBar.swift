import Foundation

/// The bar at the top of a navigation controller's screen (UIKit: `UINavigationBar`): the top item's title, its
/// bar button items, the back button, the search bar.
///
/// A navigation controller owns its bar and places it; apps configure it (`prefersLargeTitles`, `tintColor`,
/// `isTranslucent`). Hosts draw it from the window render tree, not as a view of the hierarchy.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Whether the top item's title shows large below the bar's buttons (when its `largeTitleDisplayMode` allows).
    open var prefersLargeTitles = false {
        didSet { navigationController?.setNeedsContainerLayout() }
    }

    /// Whether the bar is see-through, so that content scrolling under it shows blurred. `true` by default.
    open var isTranslucent = true
    /// The bar's background colour; the system's bar material when `nil`.
    open var barTintColor: UIColor?

    /// The navigation controller the bar belongs to.
    weak var navigationController: UINavigationController?

    /// The items of the navigation stack, bottom first.
    open var items: [UINavigationItem]? {
        navigationController?.viewControllers.map(\.navigationItem)
    }

    /// The item on top.
    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one: the back button goes to it.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
}

/// The heights of navigation bars and search bars, as an iPhone without a notch shows them (iOS 14–17). Each is a
/// best guess at UIKit's value and lives here only. [L]
@MainActor
enum NavigationBarMetrics {
    /// A bar's button row in portrait.
    static let barHeight: CGFloat = 44
    /// A bar's button row when the height is compact (a phone in landscape).
    static let compactBarHeight: CGFloat = 32
    /// What a large title adds below the button row.
    static let largeTitleHeight: CGFloat = 52
    /// What a navigation item's search bar adds below the title.
    static let integratedSearchBarHeight: CGFloat = 52
    /// A `UISearchBar` on its own, in a view hierarchy.
    static let searchBarHeight: CGFloat = 56

    /// The height of the bar for `item` in `traits`: the button row, the large title when it shows, the search bar.
    static func height(for item: UINavigationItem?, prefersLargeTitles: Bool, traits: UITraitCollection) -> CGFloat {
        let compact = traits.verticalSizeClass == .compact
        var height = compact ? compactBarHeight : barHeight
        if showsLargeTitle(item, prefersLargeTitles: prefersLargeTitles) && !compact {
            height += largeTitleHeight
        }
        if item?.searchController != nil { height += integratedSearchBarHeight }
        return height
    }

    /// The space between the bar's edge and a button, and the back chevron with its gap to the title. [L]
    static let buttonMargin: CGFloat = 8
    static let backChevronWidth: CGFloat = 26

    /// The back button's title as UIKit shortens it: `title` when it fits beside the centred `barTitle`, else "Back",
    /// else none (the chevron alone).
    @MainActor
    static func backButtonTitle(_ title: String?, barTitle: String?, barWidth: CGFloat) -> String? {
        guard let title else { return nil }
        func width(_ text: String, _ style: UIFont.TextStyle) -> CGFloat {
            TextMeasurement.current.measure(TextMeasurementRequest(text: text, font: .preferredFont(forTextStyle: style), numberOfLines: 1)).size.width
        }
        let titleWidth = barTitle.map { width($0, .headline) } ?? 0
        let room = (barWidth - titleWidth) / 2 - buttonMargin * 2 - backChevronWidth
        if width(title, .body) <= room { return title }
        return width("Back", .body) <= room ? "Back" : nil
    }

    /// Whether the bar shows `item`'s title large.
    static func showsLargeTitle(_ item: UINavigationItem?, prefersLargeTitles: Bool) -> Bool {
        guard prefersLargeTitles else { return false }
        switch item?.largeTitleDisplayMode ?? .automatic {
        case .always: return true
        case .never, .inline: return false
        // UIKit's automatic follows the previous item, which is large unless it says otherwise.
        case .automatic: return true
        }
    }
}
