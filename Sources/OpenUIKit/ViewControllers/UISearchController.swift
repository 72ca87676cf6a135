import Foundation

/// Updates search results as the search bar's text changes (UIKit: `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search began, its text changed, or it ended: show the results for `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search controller's search begins and ends (UIKit: `UISearchControllerDelegate`). Every method is
/// optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to begin; `isActive` is still `false`.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search has begun: `isActive` is `true` and the Cancel button shows if it shows automatically.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end; `isActive` is still `true`.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search has ended: the text is cleared and the field has given up the keyboard.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing, so delegates implement only the calls they need.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing, so delegates implement only the calls they need.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing, so delegates implement only the calls they need.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing, so delegates implement only the calls they need.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Search in the navigation bar (UIKit: `UISearchController`): assign it to a navigation item's
/// `searchController` and the bar shows its `searchBar` below the title.
///
/// The search is active from the moment the field takes the keyboard until Cancel; the results updater hears when
/// it begins, each time the text changes, and when it ends. While active and non-empty, a `searchResultsController`
/// is shown over the screen; with none, the screen itself shows the results (the usual way: filter the
/// collection view), dimmed while the text is empty if `obscuresBackgroundDuringPresentation`.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    private var storedSearchBar: UISearchBar?

    /// A search controller that shows its results in `searchResultsController`, or in the presenting screen itself
    /// when `nil`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A search controller with no results controller; there are no archives, so this succeeds only for `init()`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The view controller that shows results, if not the presenting screen.
    public private(set) var searchResultsController: UIViewController?

    /// The search bar, made with the controller.
    open var searchBar: UISearchBar {
        if let storedSearchBar { return storedSearchBar }
        let bar = UISearchBar()
        bar.searchController = self
        storedSearchBar = bar
        return bar
    }

    /// Told to show results for the current text.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Told when the search begins and ends; held weakly.
    open weak var delegate: (any UISearchControllerDelegate)?

    /// Whether the screen behind is dimmed while the search is active (and its text empty). `true` by default.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar's title row hides while the search is active. `true` by default; hosts hide it.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the Cancel button shows while the search is active. `true` by default.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows as soon as there is text. `true` by default.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller is shown now.
    open var showsSearchResultsController = false

    /// Whether the search is under way. Setting it begins or ends the search (the updater and delegate hear of it).
    open var isActive: Bool {
        get { storedIsActive }
        set {
            guard newValue != storedIsActive else { return }
            if newValue {
                delegate?.willPresentSearchController(self)
                storedIsActive = true
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                storedIsActive = false
                searchBar.text = ""
                searchBar.resignFirstResponder()
                if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
                showsSearchResultsController = false
                delegate?.didDismissSearchController(self)
            }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    private var storedIsActive = false

    // MARK: What the search bar reports

    func searchBarDidBeginEditing() {
        isActive = true
    }

    func searchTextDidChange() {
        if automaticallyShowsSearchResultsController, searchResultsController != nil {
            showsSearchResultsController = !(searchBar.text ?? "").isEmpty
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarDidCancel() {
        isActive = false
    }
}
