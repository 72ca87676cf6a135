import Foundation

/// Told what a person does in a search bar (UIKit: `UISearchBarDelegate`). Every method is optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Asked before the field takes the keyboard; `false` keeps it from doing so.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The field took the keyboard.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// The field gave up the keyboard.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The person changed the text (each keystroke, a paste, the clear button). Not called when the app sets `text`.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The person pressed Return (the keyboard's Search key).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The person tapped the Cancel button next to the field.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Returns `true`: the field may take the keyboard.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing, so delegates implement only the calls they need.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Does nothing, so delegates implement only the calls they need.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing, so delegates implement only the calls they need.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing, so delegates implement only the calls they need.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing, so delegates implement only the calls they need.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A search field (UIKit: `UISearchBar`), on its own in a view hierarchy or as a search controller's bar in the
/// navigation bar.
///
/// A person types through the host (`HostEvent.searchText`), which sets `text` and tells the delegate and the
/// search controller's results updater; setting `text` in code tells nobody, as in UIKit. The field takes the
/// keyboard with `becomeFirstResponder()` (or the host's `HostEvent.beginSearch`) and gives it up with
/// `resignFirstResponder()`.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The look of the bar (UIKit: `UISearchBar.Style`). Stored for hosts.
    public enum Style: Int, Sendable, Hashable {
        /// The standard look.
        case `default` = 0
        /// A bar with a tinted background around a lighter field.
        case prominent = 1
        /// A field with no bar background around it.
        case minimal = 2
    }

    /// The text in the field; `""` when empty.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    private var storedText = ""

    /// The grey text shown while the field is empty.
    open var placeholder: String?
    /// A line of text above the field. Stored.
    open var prompt: String?
    /// The bar's look; `.default` at first. Stored for hosts.
    open var searchBarStyle: Style = .default
    /// Whether a Cancel button shows next to the field.
    open var showsCancelButton = false

    /// Sets `showsCancelButton`; `animated` makes no difference here.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Told what the person does in the bar; held weakly.
    open weak var delegate: (any UISearchBarDelegate)?

    /// The search controller this bar belongs to, if any.
    weak var searchController: UISearchController?

    /// Whether the field has the keyboard.
    public private(set) var isFirstResponder = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A bar of the standard height.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: NavigationBarMetrics.searchBarHeight))
    }

    /// Always fails: there are no archives to load a bar from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The bar's standard height; no width of its own.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: NavigationBarMetrics.searchBarHeight)
    }

    /// `size`'s width at the bar's standard height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: NavigationBarMetrics.searchBarHeight)
    }

    /// Gives the field the keyboard, unless the delegate declines. Returns whether it has it.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
        isFirstResponder = true
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
        return true
    }

    /// Takes the keyboard away from the field. Returns `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        isFirstResponder = false
        delegate?.searchBarTextDidEndEditing(self)
        return true
    }

    // MARK: What the host reports

    /// A person changed the text to `newText`: the field takes the keyboard if it had not, the text changes, and
    /// the delegate and the search controller's results updater hear of it. Headless addition.
    public func hostDidChangeText(_ newText: String) {
        becomeFirstResponder()
        guard newText != storedText else { return }
        storedText = newText
        delegate?.searchBar(self, textDidChange: newText)
        searchController?.searchTextDidChange()
    }

    /// A person pressed Return in the field. Headless addition.
    public func hostDidPressSearch() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// A person tapped Cancel: the delegate hears of it; a search controller's bar also empties, gives up the
    /// keyboard and ends the search. Headless addition.
    public func hostDidPressCancel() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarDidCancel()
    }
}

extension UIView {
    /// Makes the search field or text field below this view that has the keyboard give it up. Returns whether one
    /// did. A text field whose delegate declines keeps it unless `force` is `true`.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        if let searchBar = self as? UISearchBar, searchBar.isFirstResponder { return searchBar.resignFirstResponder() }
        if let field = self as? UITextField, field.isFirstResponder { return field.resign(force: force) }
        for subview in subviews where subview.endEditing(force) { return true }
        return false
    }
}
