import Foundation

/// What a window shows, for a host to draw: its screens bottom up, each with its navigation bar and its view tree,
/// in which every collection view is its own virtualized `RenderTree` (UIKit has no such value; OpenCollectionView's
/// hosts — a static page, a browser — draw from it and nothing else).
///
/// Built by `UIWindow.renderTree()` after a layout pass. Frames of screens and bars are in the window; node frames
/// are in their parent node's coordinates, as in `RenderNode`.
public struct WindowRenderTree: Sendable, Hashable {
    /// The window's size in points.
    public var size: CGSize
    /// Pixels per point.
    public var displayScale: CGFloat
    /// The window's traits, which a host resolves every colour of the tree with (`UIColor.resolvedColor(with:)`):
    /// above all its appearance (`userInterfaceStyle`) and contrast (`accessibilityContrast`). Render nodes carry
    /// colours unresolved, so a view inside the window that overrides its own traits (`traitOverrides`) still draws
    /// with the window's (UIKit resolves each view's colours with that view's traits).
    public var traitCollection: UITraitCollection
    /// The root view controller's screen, then each presented one above it.
    public var screens: [RenderScreen]
    /// The menu a bar button shows, drawn over everything.
    public var presentedMenu: RenderBarButtonMenu?
    /// The last push, pop, presentation or dismissal, and its number (which grows by one per transition), so that a
    /// host animates each once.
    public var lastTransition: RenderScreenTransition?
    /// The number of `lastTransition`; a host that has seen this number has already animated that transition.
    public var transitionNumber: Int
}

/// One screen: a view controller's view with its navigation bar.
public struct RenderScreen: Sendable, Hashable {
    /// The screen's frame in the window.
    public var frame: CGRect
    /// How the screen was presented; `nil` for the root view controller's.
    public var presentationStyle: UIModalPresentationStyle?
    /// The bar, when the screen's view controller is a navigation controller showing one.
    public var navigationBar: RenderNavigationBar?
    /// The bar of tabs, when the screen's view controller is a tab bar controller showing one.
    public var tabBar: RenderTabBar?
    /// The view controller's view and everything in it, at the screen's frame.
    public var content: RenderNode
    /// Whether the content is dimmed behind an active search with no text yet (the search controller obscures it).
    public var dimsContentForSearch: Bool
}

/// A navigation bar as drawn.
public struct RenderNavigationBar: Sendable, Hashable {
    /// The bar's frame in its screen: the button row, the large title, the search bar.
    public var frame: CGRect
    /// The top item's title.
    public var title: String?
    /// Whether the title shows large below the button row.
    public var showsLargeTitle: Bool
    /// The back button, titled after the screen below; `nil` on the root screen or when the top item hides it.
    public var backButton: RenderBarButton?
    /// The items at the leading end, in drawing order (left to right).
    public var leftItems: [RenderBarButton]
    /// The items at the trailing end, in drawing order (left to right: UIKit's first right item is drawn last).
    public var rightItems: [RenderBarButton]
    /// The top item's search controller's bar, below the title; `nil` when it has none.
    public var searchBar: RenderNode?
    /// Whether the search bar hides while the content scrolls up.
    public var hidesSearchBarWhenScrolling: Bool
    /// Whether the bar is see-through, so content scrolling under it shows blurred.
    public var isTranslucent: Bool
    /// The bar's background colour; the system's bar material when `nil`.
    public var barTintColor: UIColor?
    /// The colour of the bar's buttons.
    public var tintColor: UIColor
}

/// A tab bar as drawn: along the bottom of its screen, over the content.
public struct RenderTabBar: Sendable, Hashable {
    /// A tab as drawn.
    public struct Item: Sendable, Hashable {
        /// The name `HostEvent.tapBarButton` takes to select the tab.
        public var identity: String
        /// The tab's title.
        public var title: String?
        /// The SF Symbol drawn above the title (the selected image while selected).
        public var symbolName: String?
        /// The badge's text; no badge when `nil`.
        public var badgeValue: String?
        /// The badge's background; the system's red when `nil`.
        public var badgeColor: UIColor?
        /// Whether the tab is the selected one.
        public var isSelected: Bool
        /// Whether the tab responds to taps.
        public var isEnabled: Bool
        /// What assistive technologies read.
        public var accessibilityLabel: String?
    }

    /// The bar's frame in its screen, the bottom safe area included.
    public var frame: CGRect
    /// The tabs, in the bar's order (leading first).
    public var items: [Item]
    /// The selected tab's colour.
    public var tintColor: UIColor
    /// The other tabs' colour; the system's secondary label colour when `nil`.
    public var unselectedItemTintColor: UIColor?
    /// The bar's background; the system's bar material when `nil`.
    public var barTintColor: UIColor?
    /// Whether content shows blurred through the bar.
    public var isTranslucent: Bool
}

/// A bar button (or the back button) as drawn.
public struct RenderBarButton: Sendable, Hashable {
    /// The name `HostEvent.tapBarButton` takes: `back` for the back button, `bar-button-N` for items.
    public var identity: String
    /// The text drawn, for titled items and the back button.
    public var title: String?
    /// The SF Symbol drawn, for image items.
    public var symbolName: String?
    /// Whether the title is bold (the `.done` style).
    public var isBold: Bool
    /// Whether the button responds to taps.
    public var isEnabled: Bool
    /// Whether the button shows as selected, as a toggled item does.
    public var isSelected: Bool
    /// Whether a tap shows a menu (the item has a menu and no primary action).
    public var showsMenuOnTap: Bool
    /// A fixed space's width, or `nil`.
    public var fixedSpaceWidth: CGFloat?
    /// Whether the item is a flexible space.
    public var isFlexibleSpace: Bool
    /// The item's own tint; the bar's when `nil`.
    public var tintColor: UIColor?
    /// What assistive technologies read.
    public var accessibilityLabel: String?
}

/// The menu a bar button shows, or a button whose menu is its primary action (`UIButton.showsMenuAsPrimaryAction`).
public struct RenderBarButtonMenu: Sendable, Hashable {
    /// The bar button or button that shows it.
    public var sourceIdentity: String
    /// A button's frame in the window, which hosts show the menu below; `nil` for a bar button's menu, shown below the
    /// navigation bar.
    public var sourceFrame: CGRect?
    /// The title of the menu shown (a submenu's when one is open); empty for none.
    public var title: String
    /// The rows, top to bottom; `HostEvent.chooseMenuElement` takes an index into them.
    public var elements: [RenderMenu.Element]

    /// A menu as drawn, from its parts.
    public init(sourceIdentity: String, sourceFrame: CGRect?, title: String, elements: [RenderMenu.Element]) {
        self.sourceIdentity = sourceIdentity
        self.sourceFrame = sourceFrame
        self.title = title
        self.elements = elements
    }
}

/// A change of screens for a host to animate.
public struct RenderScreenTransition: Sendable, Hashable {
    /// Whether screens were pushed, popped, presented or dismissed.
    public var kind: ScreenTransitionKind
    /// Whether the app asked for the change to be animated.
    public var animated: Bool

    /// A transition of `kind`, animated or not.
    public init(kind: ScreenTransitionKind, animated: Bool) {
        self.kind = kind
        self.animated = animated
    }
}
