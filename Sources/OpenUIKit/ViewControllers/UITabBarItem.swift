import Foundation

/// A tab of a tab bar (UIKit: `UITabBarItem`): a title and an image, another image while selected, and a badge.
///
/// Each view controller has one (`UIViewController.tabBarItem`), titled after the view controller until the app says
/// otherwise; a tab bar controller's bar shows its view controllers' items. A tap on one (`HostEvent.tapBarButton`
/// with the item's identity) selects its view controller.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The tabs UIKit draws with its own title and symbol (UIKit: `UITabBarItem.SystemItem`).
    public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
        /// "More", three dots.
        case more
        /// "Favorites", a star.
        case favorites
        /// "Featured", a star.
        case featured
        /// "Top Rated", a star.
        case topRated
        /// "Recents", a clock.
        case recents
        /// "Contacts", a person in a circle.
        case contacts
        /// "History", a clock.
        case history
        /// "Bookmarks", a book.
        case bookmarks
        /// "Search", a magnifying glass.
        case search
        /// "Downloads", an arrow into a tray.
        case downloads
        /// "Most Recent", a clock.
        case mostRecent
        /// "Most Viewed", a list.
        case mostViewed

        /// The title UIKit gives the item.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The SF Symbol drawn for the item.
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock.fill"
            case .contacts: "person.crop.circle.fill"
            case .bookmarks: "book.fill"
            case .search: "magnifyingglass"
            case .downloads: "square.and.arrow.down.fill"
            case .mostViewed: "list.bullet"
            }
        }
    }

    /// The image shown while the tab is selected; `image` when `nil`.
    open var selectedImage: UIImage?
    /// The text of the badge on the tab's image ("3", "New"); no badge when `nil`.
    open var badgeValue: String? {
        didSet { noteHostChange() }
    }
    /// The badge's background; the system's red when `nil`.
    open var badgeColor: UIColor?
    /// The system item the tab is, if it is one.
    public let systemItem: SystemItem?

    /// A tab with `title`, `image` and `selectedImage`.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A tab with `title` and `image`, and `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// One of UIKit's tabs, with its title and symbol, and `tag`.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        title = systemItem.title
        image = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
    }

    /// A tab with no title or image.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// The image drawn: `selectedImage` while selected, else `image`.
    func displayedImage(isSelected: Bool) -> UIImage? {
        isSelected ? selectedImage ?? image : image
    }
}
