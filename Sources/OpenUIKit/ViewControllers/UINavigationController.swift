import CollectionDiagnostics
import Foundation

/// Told when a navigation controller shows another view controller (UIKit: `UINavigationControllerDelegate`).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called when the stack has changed and `viewController` is about to become the top screen.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called once `viewController` is the top screen and its view is in place.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing, so delegates implement only the calls they need.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing, so delegates implement only the calls they need.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A stack of screens under a navigation bar (UIKit: `UINavigationController`): push a view controller to show
/// it, pop to go back; the bar shows the top screen's navigation item and a back button titled after the screen
/// below.
///
/// The top view controller's view fills the navigation controller's view and lies under the bar; its safe area
/// leaves the bar (and the navigation item's search bar) out, so a collection view's content starts below the bar
/// and scrolls under it. Pushes and pops run the appearance callbacks in UIKit's order: the arriving view loads,
/// the leaving one hears "will disappear", the arriving one "will appear", then "did disappear" and "did appear".
///
/// Misuse is reported with UIKit's words and changes nothing: pushing a view controller already in the stack, a
/// navigation controller, a stack with a view controller twice, popping to one that is not in the stack.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var storedNavigationBar: UINavigationBar?

    /// Told when the top view controller changes.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An empty navigation controller; there are no archives, so this succeeds only for `init()`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The bar the navigation controller shows.
    public var navigationBar: UINavigationBar {
        if let storedNavigationBar { return storedNavigationBar }
        let bar = UINavigationBar(frame: .zero)
        bar.navigationController = self
        storedNavigationBar = bar
        return bar
    }

    /// Whether the bar is hidden (then the top view's safe area has no bar inset).
    open private(set) var isNavigationBarHidden = false

    /// Hides or shows the bar and places the top view again, giving it or taking away the bar's safe-area inset.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        isNavigationBarHidden = hidden
        setNeedsContainerLayout()
    }

    /// The navigation controller's tab: the one the app gave it, else its root view controller's, so that the root's
    /// title names the tab (as in UIKit, where a root screen setting `title` retitles its tab).
    open override var tabBarItem: UITabBarItem! {
        get { storedTabBarItem ?? viewControllers.first?.tabBarItem ?? super.tabBarItem }
        set { super.tabBarItem = newValue }
    }

    /// Whether the toolbar is hidden. Stored: toolbars are not drawn.
    open var isToolbarHidden = true

    // MARK: The stack

    /// The stack, bottom (the root) first. Setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller on top of the stack.
    open var topViewController: UIViewController? { children.last }

    /// What is on screen: a view controller the top one presents, or the top one.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Pushes `viewController` on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let operation = "pushViewController(_:animated:)"
        if viewController is UINavigationController {
            Diagnostics.report(.error(operation, "Pushing a navigation controller is not supported"))
            return
        }
        if children.contains(where: { $0 === viewController }) {
            Diagnostics.report(.error(
                operation, "Pushing the same view controller instance more than once is not supported (\(viewController))"))
            return
        }
        replaceStack(with: children + [viewController], animated: animated, kind: .push)
    }

    /// Pops the top view controller and returns it; `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        replaceStack(with: Array(children.dropLast()), animated: animated, kind: .pop)
        return top
    }

    /// Pops everything above the root and returns what it popped, top last; `nil` when nothing was popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops everything above `viewController` and returns what it popped; `nil` when nothing was popped.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            Diagnostics.report(.error(
                "popToViewController(_:animated:)", "Tried to pop to a view controller that doesn't exist."))
            return nil
        }
        let popped = Array(children[(index + 1)...])
        guard !popped.isEmpty else { return nil }
        replaceStack(with: Array(children[...index]), animated: animated, kind: .pop)
        return popped
    }

    /// Replaces the stack with `viewControllers`: the new top is shown, animated as a push when it was not in the
    /// stack and as a pop when it was.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let operation = "setViewControllers(_:animated:)"
        if Set(viewControllers.map(ObjectIdentifier.init)).count != viewControllers.count {
            Diagnostics.report(.error(
                operation, "All view controllers in a navigation controller must be distinct (\(viewControllers))"))
            return
        }
        if viewControllers.contains(where: { $0 is UINavigationController }) {
            Diagnostics.report(.error(operation, "Pushing a navigation controller is not supported"))
            return
        }
        let newTop = viewControllers.last
        let kind: ScreenTransitionKind =
            newTop.map { top in children.contains { $0 === top } } ?? true ? .pop : .push
        replaceStack(with: viewControllers, animated: animated, kind: kind)
    }

    /// Makes `newStack` the stack: children added and removed with the containment callbacks, the top view
    /// controllers swapped with the appearance callbacks when the navigation controller is on screen.
    private func replaceStack(with newStack: [UIViewController], animated: Bool, kind: ScreenTransitionKind) {
        let oldTop = topViewController
        let newTop = newStack.last
        let removed = children.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !children.contains { $0 === new } }
        let topChanges = oldTop !== newTop
        let isOnScreen = isAppearingOrAppeared && viewIfLoaded?.window != nil

        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added {
            controller.willMove(toParent: self)
            controller.detachFromParent()
        }
        // The arriving view loads before the leaving screen hears "will disappear", as in UIKit.
        if topChanges, isOnScreen { newTop?.loadViewIfNeeded() }
        // The children are the stack, in its order.
        storedChildren = newStack
        for controller in removed { controller.storedParent = nil }
        for controller in added { controller.storedParent = self }
        if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated && isOnScreen) }

        oldTop?.movement.fromParent = removed.contains { $0 === oldTop }
        newTop?.movement.toParent = added.contains { $0 === newTop }
        if topChanges, isOnScreen, let container = view {
            UIViewController.transition(from: oldTop, to: newTop, animated: animated, in: container) {
                oldTop?.viewIfLoaded?.removeFromSuperview()
                self.placeTopView()
            }
        } else if topChanges, isViewLoaded {
            oldTop?.viewIfLoaded?.removeFromSuperview()
            placeTopView()
        }
        oldTop?.movement.fromParent = false
        newTop?.movement.toParent = false

        for controller in removed { controller.didMove(toParent: nil) }
        for controller in added { controller.didMove(toParent: self) }
        if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated && isOnScreen) }
        if topChanges, isOnScreen { view.window?.recordTransition(kind, animated: animated) }
        // A tab bar controller hides its bar while the stack holds a view controller that asks it to.
        if topChanges, parent is UITabBarController { parent?.setNeedsContainerLayout() }
    }

    // MARK: Layout

    open override func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: UIWindow.sizeForNewViews))
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        placeTopView()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        placeTopView()
    }

    /// Only the top view controller is on screen: it alone hears the navigation controller's appearance callbacks.
    override var childrenReceivingAppearance: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let top = topViewController, top.isViewLoaded else { return [] }
        return [top]
    }

    override func setNeedsContainerLayout() {
        guard isViewLoaded else { return }
        placeTopView()
    }

    /// The height of the bar for the top view controller, 0 when the bar is hidden.
    var barHeight: CGFloat {
        guard !isNavigationBarHidden else { return 0 }
        return NavigationBarMetrics.height(
            for: topViewController?.navigationItem, prefersLargeTitles: navigationBar.prefersLargeTitles,
            traits: view.traitCollection)
    }

    /// Puts the top view controller's view in the navigation controller's view, under the bar (or below it when
    /// the view does not extend under the top bar), and gives it the bar's inset as safe area.
    private func placeTopView() {
        guard let container = viewIfLoaded, let top = topViewController else { return }
        let height = barHeight
        navigationBar.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: height)
        let extendsUnderBar = top.edgesForExtendedLayout.contains(.top)
        let topView = top.view!
        let frame = extendsUnderBar
            ? container.bounds
            : CGRect(x: 0, y: height, width: container.bounds.width, height: max(container.bounds.height - height, 0))
        if topView.frame != frame { topView.frame = frame }
        topView.autoresizingMask = []
        if topView.superview !== container { container.addSubview(topView) }
        top.barSafeAreaInsets = UIEdgeInsets(top: extendsUnderBar ? height : 0, left: 0, bottom: 0, right: 0)
    }
}

/// A change of screens a host may animate: a navigation push or pop, a presentation or its dismissal.
public enum ScreenTransitionKind: String, Sendable, Hashable {
    /// A navigation controller put a new screen on top of its stack.
    case push
    /// A navigation controller went back to a screen lower in its stack.
    case pop
    /// A view controller was presented over another.
    case present
    /// A presented view controller was dismissed.
    case dismiss
}
