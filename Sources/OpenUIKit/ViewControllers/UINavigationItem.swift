import Foundation

/// What a navigation bar shows while a view controller is on top of a navigation stack (UIKit:
/// `UINavigationItem`): the title, bar button items, the back button's title for the screen pushed above, the
/// search controller. Every view controller has one (`navigationItem`).
///
/// Changing what affects the bar's height (a search controller, the large-title mode) updates the safe area of
/// the view controller's view at its navigation controller's next layout.
@preconcurrency @MainActor
open class UINavigationItem {
    /// How the back button shows the previous screen's title (UIKit: `UINavigationItem.BackButtonDisplayMode`).
    public enum BackButtonDisplayMode: Int, Sendable, Hashable {
        /// The previous title, or "Back" when it does not fit.
        case `default` = 0
        /// "Back".
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// When the bar shows the title large (UIKit: `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
        /// As the previous item, large for the first one, when the bar prefers large titles.
        case automatic = 0
        /// Large whenever the bar prefers large titles.
        case always = 1
        /// Always the small title in the bar's middle.
        case never = 2
        /// Small, in line with the bar buttons (iOS 17).
        case inline = 3
    }

    /// The view controller the item belongs to, told when something that changes the bar's height changes.
    weak var owner: UIViewController?

    /// Notes that what hosts draw of the bar may have changed (`UIWindowScene.hostChangeMark`).
    private func noteHostChange() {
        if let owner { owner.noteHostChange() } else { noteHostChangeInSceneInCharge() }
    }

    /// An item titled `title`.
    public init(title: String) {
        self.title = title
    }

    /// The title the bar shows in the middle.
    open var title: String? {
        didSet { noteHostChange() }
    }
    /// A view shown instead of the title. Stored; hosts draw the title.
    open var titleView: UIView?
    /// A line of text above the title. Stored.
    open var prompt: String?

    /// The back button shown on the screen pushed above this one; made from `backButtonTitle` or the title when
    /// `nil`.
    open var backBarButtonItem: UIBarButtonItem?
    /// The title of the back button shown on the screen pushed above this one; this item's title when `nil`.
    open var backButtonTitle: String?
    /// How much of the previous screen's title the back button shows while this item is on top; `.default` at first.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false

    /// Sets `hidesBackButton`; `animated` makes no difference here.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// The items at the leading end, leading first. They replace the back button unless
    /// `leftItemsSupplementBackButton`.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { noteHostChange() }
    }
    /// The items at the trailing end, trailing first (UIKit's order: the first is the rightmost).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { noteHostChange() }
    }
    /// Whether the left items are shown after the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false

    /// The first of `leftBarButtonItems`; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets `leftBarButtonItem`, replacing every left item; `animated` makes no difference here.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets `rightBarButtonItem`, replacing every right item; `animated` makes no difference here.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets `leftBarButtonItems`; `animated` makes no difference here.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets `rightBarButtonItems`; `animated` makes no difference here.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// When the title shows large; only matters when the bar `prefersLargeTitles`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { barHeightMayHaveChanged() }
    }

    /// The search controller whose search bar the navigation bar shows below the title.
    open var searchController: UISearchController? {
        didSet { barHeightMayHaveChanged() }
    }

    /// Whether the search bar hides while the content scrolls up (hosts hide it; it shows when the screen first
    /// appears). `true` by default, as in UIKit.
    open var hidesSearchBarWhenScrolling = true

    private func barHeightMayHaveChanged() {
        owner?.navigationController?.setNeedsContainerLayout()
    }
}
