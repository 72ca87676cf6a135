import CollectionDiagnostics
import Foundation

/// Told when a person picks a tab (UIKit: `UITabBarControllerDelegate`).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected now; `true` when not implemented.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after a person selected the tab of `viewController` (also when it was already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Lets every tab be selected.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }

    /// Does nothing, so delegates implement only the calls they need.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Screens side by side behind a bar of tabs (UIKit: `UITabBarController`): each view controller is a tab, its
/// `tabBarItem` drawn in the bar; the selected one's view fills the controller's view above the bar.
///
/// Only the selected view controller's view is loaded, when its tab is first shown; switching tabs runs the appearance
/// callbacks (the old tab disappears, the new one appears) without animation, as UIKit does. The selected view lies
/// under the bar and its safe area ends at the bar's top, so a collection view's content scrolls under the bar and its
/// last row stops above it; a view controller whose `edgesForExtendedLayout` leaves out `.bottom` ends at the bar. A
/// navigation controller in a tab hides the bar while a view controller above its root has `hidesBottomBarWhenPushed`.
///
/// Setting `selectedIndex` or `selectedViewController` selects without asking the delegate; a person's tap
/// (`HostEvent.tapBarButton` with the tab's identity) asks `tabBarController(_:shouldSelect:)` first, and a tap on the
/// selected tab of a navigation controller pops it to its root. UIKit differences: no "More" tab (every tab shows), no
/// customizing, no `UITab` (iOS 18) API, no sidebar.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// Told when a person picks a tab.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The bar of tabs.
    public private(set) lazy var tabBar = UITabBar(frame: .zero)

    private weak var storedSelectedViewController: UIViewController? {
        didSet { noteHostChange() }
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A tab bar controller with no tabs; there are no archives, so this succeeds only for `init()`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Tabs

    /// The tabs' view controllers, in the bar's order; `nil` when there are none. Setting it keeps the selected view
    /// controller when it is still a tab, else selects the first.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (`animated` is ignored: UIKit animates only the bar's items).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        if Set(newTabs.map(ObjectIdentifier.init)).count != newTabs.count {
            Diagnostics.report(.error(
                "setViewControllers(_:animated:)", "All view controllers in a tab bar controller must be distinct (\(newTabs))"))
            return
        }
        let removed = children.filter { old in !newTabs.contains { $0 === old } }
        let added = newTabs.filter { new in !children.contains { $0 === new } }
        let oldSelection = storedSelectedViewController
        let newSelection = oldSelection.flatMap { old in newTabs.first { $0 === old } } ?? newTabs.first

        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added {
            controller.willMove(toParent: self)
            controller.detachFromParent()
        }
        if oldSelection !== newSelection {
            show(newSelection, replacing: oldSelection) {
                storedChildren = newTabs
            }
        } else {
            storedChildren = newTabs
        }
        for controller in removed {
            controller.storedParent = nil
            if controller !== oldSelection { controller.viewIfLoaded?.removeFromSuperview() }
        }
        for controller in added { controller.storedParent = self }
        for controller in removed { controller.didMove(toParent: nil) }
        for controller in added { controller.didMove(toParent: self) }
        updateBarItems()
    }

    /// The view controller of the selected tab; `nil` without tabs. Setting a view controller that is not a tab does
    /// nothing.
    open var selectedViewController: UIViewController? {
        get { storedSelectedViewController }
        set {
            guard let newValue, children.contains(where: { $0 === newValue }) else { return }
            select(newValue)
        }
    }

    /// The selected tab's index; `NSNotFound` without tabs. Setting an index out of range does nothing.
    open var selectedIndex: Int {
        get { children.firstIndex { $0 === storedSelectedViewController } ?? NSNotFound }
        set {
            guard children.indices.contains(newValue) else { return }
            select(children[newValue])
        }
    }

    /// Selects `controller`, a tab, showing its view in place of the old tab's.
    private func select(_ controller: UIViewController) {
        guard controller !== storedSelectedViewController else { return }
        show(controller, replacing: storedSelectedViewController) {}
        updateBarItems()
    }

    /// Makes `newSelection` the selected tab: the views are swapped, with the appearance callbacks when the tab bar
    /// controller is on screen; `update` runs before the new view is placed.
    private func show(_ newSelection: UIViewController?, replacing oldSelection: UIViewController?, update: () -> Void) {
        let isOnScreen = isAppearingOrAppeared && viewIfLoaded?.window != nil
        if isOnScreen { newSelection?.loadViewIfNeeded() }
        storedSelectedViewController = newSelection
        if isOnScreen, let container = view {
            UIViewController.transition(from: oldSelection, to: newSelection, animated: false, in: container) {
                update()
                oldSelection?.viewIfLoaded?.removeFromSuperview()
                self.placeSelectedView()
            }
        } else {
            update()
            oldSelection?.viewIfLoaded?.removeFromSuperview()
            placeSelectedView()
        }
    }

    /// A person's tap on the tab of `controller`: asks the delegate, selects it, or pops a selected navigation
    /// controller to its root, then tells the delegate.
    func tapTab(of controller: UIViewController) {
        guard children.contains(where: { $0 === controller }), controller.tabBarItem.isEnabled else { return }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if controller === storedSelectedViewController {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(controller)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// A tab's view controller was given another item.
    func tabBarItemsDidChange() {
        updateBarItems()
    }

    private func updateBarItems() {
        tabBar.items = children.isEmpty ? nil : children.map(\.tabBarItem)
        tabBar.selectedItem = storedSelectedViewController?.tabBarItem
    }

    // MARK: Layout

    open override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: UIWindow.sizeForNewViews))
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        placeSelectedView()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        placeSelectedView()
    }

    /// Only the selected tab is on screen: it alone hears the tab bar controller's appearance callbacks.
    override var childrenReceivingAppearance: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let selected = storedSelectedViewController, selected.isViewLoaded
        else { return [] }
        return [selected]
    }

    override func setNeedsContainerLayout() {
        guard isViewLoaded else { return }
        placeSelectedView()
    }

    /// Whether the bar is hidden now: the selected navigation controller shows a view controller above its root that
    /// hides the bottom bar when pushed.
    var isTabBarHidden: Bool {
        guard let navigation = storedSelectedViewController as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Puts the selected view controller's view in the tab bar controller's view, under the bar (or above it when
    /// the view does not extend under bottom bars), gives it the bar's height as safe area, and places the bar along
    /// the bottom, over the bottom safe area.
    private func placeSelectedView() {
        guard let container = viewIfLoaded else { return }
        let bottomSafeArea = container.safeAreaInsets.bottom - safeAreaInsetsAddedToRootView.bottom
        let barHeight = isTabBarHidden || children.isEmpty ? 0 : UITabBar.buttonRowHeight + max(bottomSafeArea, 0)
        tabBar.frame = CGRect(
            x: 0, y: container.bounds.height - barHeight, width: container.bounds.width, height: barHeight)
        guard let selected = storedSelectedViewController else { return }
        let extendsUnderBar = selected.edgesForExtendedLayout.contains(.bottom)
        let selectedView = selected.view!
        let frame = extendsUnderBar
            ? container.bounds
            : CGRect(x: 0, y: 0, width: container.bounds.width, height: max(container.bounds.height - barHeight, 0))
        if selectedView.frame != frame { selectedView.frame = frame }
        selectedView.autoresizingMask = []
        if selectedView.superview !== container { container.insertSubview(selectedView, at: 0) }
        let coveredByBar = extendsUnderBar ? max(barHeight - max(bottomSafeArea, 0), 0) : 0
        selected.barSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: coveredByBar, right: 0)
    }
}

extension UIViewController {
    /// The navigation controller whose bar shows when this view controller is a window's screen: itself, or the
    /// selected tab of a tab bar controller when that tab is one. Headless addition, for hosts.
    public var hostShownNavigationController: UINavigationController? {
        if let navigation = self as? UINavigationController { return navigation }
        return (self as? UITabBarController)?.selectedViewController as? UINavigationController
    }

    /// The tab bar controller whose bar shows when this view controller is a window's screen: itself, or the top of
    /// its navigation controller's stack when that is one (a tab bar controller pushed on a stack). Headless addition,
    /// for hosts.
    public var hostShownTabBarController: UITabBarController? {
        if let tabs = self as? UITabBarController { return tabs }
        return (self as? UINavigationController)?.topViewController as? UITabBarController
    }

    /// The view controller whose content shows when this view controller is a window's screen: the top of its shown
    /// navigation controller, else the selected tab, else itself. Headless addition, for hosts.
    public var hostShownContentViewController: UIViewController {
        if let top = hostShownNavigationController?.topViewController { return top }
        return (self as? UITabBarController)?.selectedViewController ?? self
    }
}
