import Foundation

/// The pull-to-refresh control of a scroll view (UIKit: `UIRefreshControl`), set as the scroll view's
/// `refreshControl`.
///
/// Hosts report the pull with `hostDidPullToRefresh()`, which starts refreshing and sends `.valueChanged`;
/// the app calls `endRefreshing()` when its work is done. `beginRefreshing()` and `endRefreshing()` send
/// nothing, as in UIKit. Headless, the control has no frame of its own: hosts draw it above the content
/// while `isRefreshing`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Refresh controls are not decoded from archives here; this initializer always fails (see
    /// `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    /// Whether a person's pull started the refresh under way: UIKit then keeps the control in view above the content
    /// until the refresh ends, where a refresh the app begins itself stays out of view.
    package private(set) var isRefreshingFromPull = false

    /// The text shown under the spinner; `nil` for none.
    open var attributedTitle: NSAttributedString?

    /// Shows the control as refreshing, for refreshes the app starts itself.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh.
    open func endRefreshing() {
        isRefreshing = false
        isRefreshingFromPull = false
    }

    /// Called by hosts when a person pulls the content down far enough: unless the control is disabled or
    /// already refreshing, starts refreshing and sends `.valueChanged` and `.primaryActionTriggered` (each
    /// action once). Headless addition.
    public func hostDidPullToRefresh() {
        guard isEnabled, !isRefreshing else { return }
        isRefreshing = true
        isRefreshingFromPull = true
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
