import CollectionDiagnostics
import Foundation

/// What manages one screen's views (UIKit: `UIViewController`): it makes its root view lazily, hears its
/// life cycle in UIKit's order, carries the title and bar items a navigation bar shows, and contains, pushes and
/// presents other view controllers.
///
/// Headless, as the rest of the library: a `UIWindow` shows it, a host drives the window (`UIWindow.handle(_:)`)
/// and draws what it returns. Transitions happen at once; `animated` travels to the host, which animates them.
///
/// ```swift
/// final class ListViewController: UIViewController {
///     var collectionView: UICollectionView!
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         navigationItem.title = "List"
///         collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
///         collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
///         view.addSubview(collectionView)
///     }
/// }
/// ```
///
/// ## Differences from UIKit
/// - There are no nibs or storyboards: `nibName` and `nibBundle` are always `nil`, `init?(coder:)` succeeds only
///   for the library's own use (see `init()`), and `awakeFromNib` is never called.
/// - `init()` comes from a protocol extension (`UIViewControllerInstantiating`) rather than from `NSObject`, so that
///   `type.init()` works through a `UIViewController.Type` metatype, as UIKit code writes it, for every subclass.
/// - Appearance callbacks of a transition run before the method that started it returns; `viewDidAppear` does
///   not wait for an animation. A host animates the transition afterwards from the window render tree.
/// - Not an `NSObject` and not a `UIResponder`: there is no responder chain, no `perform(_:)` of selectors.
@preconcurrency @MainActor
open class UIViewController: UIViewControllerInstantiating, CustomStringConvertible {
    // MARK: Storage (the members are documented where they are public)

    private var loadedView: UIView?
    private var isLoadingView = false
    private var storedNavigationItem: UINavigationItem?
    /// The ledger of the scene in charge when the view controller was made (`UIWindowScene.hostChangeMark`).
    private let sceneLedger = UIWindowScene.inCharge?.ledger
    weak var storedParent: UIViewController?
    var storedChildren: [UIViewController] = [] {
        didSet { noteHostChange() }
    }
    var storedPresentedViewController: UIViewController? {
        didSet { noteHostChange() }
    }
    weak var storedPresentingViewController: UIViewController?
    var storedEditing = false
    var storedEditButtonItem: UIBarButtonItem?
    var appearance = AppearanceState.disappeared
    var appearanceIsAnimated = false
    /// The coordinator of a transition this view controller takes part in, while it runs.
    var activeTransitionCoordinator: HeadlessTransitionCoordinator?
    /// The traits `traitCollectionDidChange(_:)` last reported, to tell when they change.
    var reportedTraits: UITraitCollection?
    /// The insets the container gives the root view for its bars (a navigation bar, its search bar).
    var barSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if barSafeAreaInsets != oldValue { safeAreaDidChange() } }
    }
    /// Set while a container moves this view controller in or out, for `isMovingToParent` and its kin.
    var movement = Movement()

    /// Whether children whose views are in this view controller's view hear its appearance callbacks. `true`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that hear this view controller's appearance callbacks: those whose views are in its view (a
    /// navigation controller: only its top view controller).
    var childrenReceivingAppearance: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let loadedView else { return [] }
        return storedChildren.filter { $0.viewIfLoaded?.isDescendant(of: loadedView) == true }
    }

    /// Notes that what hosts draw of this view controller's window may have changed (`UIWindowScene.hostChangeMark`):
    /// in the scene it was made in, else its view's, else the scene in charge.
    func noteHostChange() {
        if let sceneLedger {
            SceneLedger.noteHostChange(in: sceneLedger)
        } else if let loadedView {
            loadedView.noteHostChange()
        } else {
            noteHostChangeInSceneInCharge()
        }
    }

    /// Asks a container to place its children's views again (a child's `edgesForExtendedLayout` changed).
    func setNeedsContainerLayout() {
        loadedView?.setNeedsLayout()
    }

    // MARK: Initializers

    /// A view controller whose view `loadView()` makes. `nibName` and `bundle` are ignored: there are no nibs.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        LiveObjectCounts.add(LiveObjectCounts.viewControllerCount)
    }

    /// Archives do not exist here; this initializer succeeds only for `UIViewControllerInstantiating.init()`, which
    /// reaches every subclass through it (a subclass that writes `required init?(coder:) { fatalError() }` traps when
    /// made with `init()`, as UIKit traps for an initializer a subclass did not implement).
    public required init?(coder: NSCoder) {
        guard coder is ViewControllerInstantiationCoder else { return nil }
        LiveObjectCounts.add(LiveObjectCounts.viewControllerCount)
    }

    deinit {
        LiveObjectCounts.remove(LiveObjectCounts.viewControllerCount)
    }

    /// Always `nil`: there are no nibs.
    open var nibName: String? { nil }
    /// Always `nil`: there are no nibs.
    open var nibBundle: Bundle? { nil }

    /// `<ClassName: 0x…>`, as UIKit describes view controllers in its messages.
    nonisolated open var description: String {
        "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }

    // MARK: The view

    /// The root view, made by `loadView()` the first time it is read (then `viewDidLoad()` runs).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it was made, without making it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view was made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view. The default makes a plain view of the screen's size (the window's that is showing the
    /// view controller or handling an event, see `UIWindow.sizeForNewViews`); override it to make your own and assign
    /// it to `view` (do not call `super`).
    open func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: UIWindow.sizeForNewViews))
    }

    /// Makes the root view now if it was not made yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            Diagnostics.report(.error(
                "loadView()", "\(type(of: self)) did not assign a view in loadView(); a plain view is used"))
            view = UIView(frame: CGRect(origin: .zero, size: UIWindow.sizeForNewViews))
        }
        viewDidLoad()
    }

    /// Called once the root view is made: build the view hierarchy here.
    open func viewDidLoad() {}

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Appearance (see UIViewController+Appearance.swift for the order)

    /// The view is about to be shown.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the window and laid out, and about to be shown (UIKit 17's `viewIsAppearing`).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view is shown.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be hidden (covered by a pushed or presented screen, or removed).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view is hidden.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Title and bars

    /// The screen's title. Setting it sets `navigationItem.title` too, as in UIKit.
    open var title: String? {
        didSet {
            navigationItem.title = title
            storedTabBarItem?.title = title
        }
    }

    /// The item the app set or the default one made on first use.
    var storedTabBarItem: UITabBarItem?

    /// The tab a tab bar controller shows for this view controller: made on first use, titled after the view
    /// controller (setting `title` later retitles it, as in UIKit).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            (parent as? UITabBarController)?.tabBarItemsDidChange()
        }
    }

    /// The nearest tab bar controller this view controller is in (itself excluded), or `nil`.
    open var tabBarController: UITabBarController? {
        var ancestor = parent
        while let candidate = ancestor {
            if let tabs = candidate as? UITabBarController { return tabs }
            ancestor = candidate.parent
        }
        return nil
    }

    /// What a navigation bar shows while this view controller is on top: its title, bar button items, search
    /// controller. Made on first use.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        item.owner = self
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// The nearest navigation controller this view controller is in (itself excluded), or `nil`.
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let candidate = ancestor {
            if let navigation = candidate as? UINavigationController { return navigation }
            ancestor = candidate.parent
        }
        return nil
    }

    /// The edges of the root view that extend under bars. All of them by default: the view lies under a translucent
    /// navigation bar and its safe area leaves the bar out. Without `.top`, the view starts below the bar.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.setNeedsContainerLayout() }
    }

    /// Insets added to the root view's safe area beyond the bars'.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { safeAreaDidChange() } }
    }

    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// What this view controller adds to its root view's safe area: its bars and `additionalSafeAreaInsets`.
    var safeAreaInsetsAddedToRootView: UIEdgeInsets { barSafeAreaInsets + additionalSafeAreaInsets }

    private func safeAreaDidChange() {
        guard let loadedView else { return }
        loadedView.safeAreaMayHaveChangedInSubtree()
        viewSafeAreaInsetsDidChange()
    }

    /// The size the view controller would like when shown in a popover or sheet; stored for hosts.
    open var preferredContentSize: CGSize = .zero

    /// Whether a tab bar controller hides its bar while this view controller is in a navigation controller's stack
    /// above the root.
    open var hidesBottomBarWhenPushed = false

    // MARK: Containment (see UIViewController+Containment.swift)

    /// Called before the view controller is added to a container (`parent`) or removed from one (`nil`).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the view controller was added to a container (`parent`) or removed from one (`nil`).
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (see UIViewController+Presentation.swift)

    /// How the view controller is shown when presented. `.automatic`, which is a page sheet, by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// How a presentation animates. `.coverVertical` by default.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a person may not dismiss a sheet by swiping it down. Stored for hosts.
    open var isModalInPresentation = false
    /// Whether presentations from this view controller's children cover only its view. Stored; headless
    /// presentations always cover the window.
    open var definesPresentationContext = false

    // MARK: Editing

    /// Whether the view controller lets people edit its content. Setting it calls `setEditing(_:animated:)`
    /// without animation.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off and updates `editButtonItem` (Edit ↔ Done). Override it to edit your views (a
    /// collection view's `isEditing`), calling `super`. `UICollectionViewController` and `UITableViewController`
    /// do that for their own view.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        storedEditButtonItem?.showEditingState(editing)
    }

    // MARK: Traits

    /// The traits the view controller lays out for: its view's, or — before the view is made — its parent's, or
    /// the headless screen's.
    open var traitCollection: UITraitCollection {
        loadedView?.traitCollection ?? parent?.traitCollection ?? presentingViewController?.traitCollection
            ?? HeadlessScreen.traits(for: HeadlessScreen.defaultWindowSize)
    }

    /// Called when the traits changed (a window resize that changed a size class, a new display scale, dark mode).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called by the root view when its traits may have changed: reports a real change once.
    func viewTraitsMayHaveChanged() {
        guard let loadedView, loadedView.window != nil else { return }
        let current = loadedView.traitCollection
        let previous = reportedTraits
        reportedTraits = current
        guard let previous, previous != current else { return }
        traitCollectionDidChange(previous)
    }

    /// Called before the root view's size changes with the window's; the default passes the news to the children
    /// and the presented view controller. Overrides call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// The coordinator of the transition under way, while this view controller or one of its ancestors takes part
    /// in an animated one (a push, a pop, a presentation, a resize); `nil` otherwise.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activeTransitionCoordinator ?? parent?.transitionCoordinator
    }
}

/// Edges of a rectangle (UIKit: `UIRectEdge`, same bits).
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    /// The edge bits, with UIKit's values.
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge; the one a navigation bar covers.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges together.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
