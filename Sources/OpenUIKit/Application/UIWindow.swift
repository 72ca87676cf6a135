import CollectionDiagnostics
import Foundation

/// The top of a view hierarchy, where screens are shown (UIKit: `UIWindow`) — and the one object a host drives:
/// sizes, traits and a person's actions go in through `handle(_:)`, and what the screens show comes out as a
/// `WindowRenderTree`.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = UINavigationController(rootViewController: MountainsViewController())
/// window.makeKeyAndVisible()                              // viewDidLoad, viewWillAppear, layout, viewDidAppear
/// window.handle(.searchText("ever", searchBar: id))       // the search bar's delegate filters; a new tree comes back
/// ```
///
/// The window is the headless screen: its size and display scale decide its traits (a compact width below 600 pt),
/// and it has no safe area of its own (no status bar, no home indicator).
///
/// ## Differences from UIKit
/// No scenes, screens, window levels or responder chain. A window is hidden until `makeKeyAndVisible()`, as in
/// UIKit; showing it shows its root view controller at once (appearance callbacks included).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The bar button (or button) whose menu is shown, and the submenus a person opened in it.
    var presentedBarMenu: BarButtonMenuState? {
        didSet { noteHostChange() }
    }
    /// The last screen transition, for hosts.
    var lastTransition: RenderScreenTransition?
    var transitionNumber = 0

    /// A hidden window of `frame`, in the scene in charge (see `UIWindowScene`): a window a person's code makes
    /// belongs to that person's scene. UIKit: such a window has no scene until one is set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        LiveObjectCounts.add(LiveObjectCounts.windowCount)
        windowScene = UIWindowScene.inCharge
        app.add(self)
    }

    /// A hidden window in `windowScene`, as large as the scene's screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        let madeIn = self.windowScene
        // Observers do not run in initializers.
        self.windowScene = windowScene
        moved(from: madeIn)
    }

    /// The scene the window belongs to, whose app lists it (`UIApplication.shared.windows`); `nil` for a window made
    /// outside every scene. Moving a window to another scene moves it out of the old scene's windows, and it is no
    /// longer the old scene's key window.
    open weak var windowScene: UIWindowScene? {
        didSet { moved(from: oldValue) }
    }

    private func moved(from scene: UIWindowScene?) {
        guard windowScene !== scene else { return }
        (scene?.app ?? .outsideEveryScene).remove(self)
        app.add(self)
        if isKeyWindow { app.keyWindow = self }
    }

    /// The app the window belongs to: its scene's, or that of code outside every scene.
    var app: AppState { windowScene?.app ?? .outsideEveryScene }

    deinit {
        LiveObjectCounts.remove(LiveObjectCounts.windowCount)
    }

    /// A window of the headless screen's size (390 × 844 pt).
    public convenience init() {
        self.init(frame: CGRect(origin: .zero, size: HeadlessScreen.defaultWindowSize))
    }

    /// Always fails: there are no archives to load a window from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view controller whose view fills the window. Replacing it on a visible window makes the old one
    /// disappear and the new one appear.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            noteHostChange()
            if let oldValue {
                let wasShown = oldValue.isAppearingOrAppeared
                if wasShown { oldValue.beginAppearanceTransition(false, animated: false) }
                oldValue.viewIfLoaded?.removeFromSuperview()
                if wasShown { oldValue.endAppearanceTransition() }
            }
            if !isHidden, let rootViewController { show(rootViewController) }
        }
    }

    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        // The window's size decides its traits and what hosts draw of it.
        if bounds.size != oldBounds.size { noteHostChange() }
    }

    open override func traitsDidChange() {
        super.traitsDidChange()
        noteHostChange()
    }

    /// Hiding a shown window makes its screens disappear (`viewWillDisappear`, `viewDidDisappear`), and showing it again
    /// makes the same screens appear, as UIKit does when a window is hidden and shown [M]: a host hides the window of a
    /// page that went away, and the app stops what it does for a screen nobody sees (its timers, as it does when a
    /// person leaves the screen).
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden { hideScreens() } else { showScreens() }
        }
    }

    /// The screens that disappeared when the window was hidden, to appear again when it is shown.
    private var screensHiddenWithWindow: [UIViewController] = []

    private func hideScreens() {
        screensHiddenWithWindow = shownViewControllers.filter(\.isAppearingOrAppeared)
        for controller in screensHiddenWithWindow.reversed() { controller.beginAppearanceTransition(false, animated: false) }
        for controller in screensHiddenWithWindow.reversed() { controller.endAppearanceTransition() }
    }

    private func showScreens() {
        guard let rootViewController else { return }
        guard rootViewController.viewIfLoaded?.superview === self else {
            // Shown for the first time.
            if !rootViewController.isAppearingOrAppeared { show(rootViewController) }
            return
        }
        let shown = shownViewControllers
        let screens = screensHiddenWithWindow.filter { screen in shown.contains { $0 === screen } }
        screensHiddenWithWindow = []
        makingViews {
            for controller in screens { controller.beginAppearanceTransition(true, animated: false) }
            layoutIfNeeded()
            for controller in screens {
                controller.viewIsInWindowWhileAppearing()
                controller.endAppearanceTransition()
            }
        }
    }

    /// The most elements each of the window's collection views gives views at once, for hosts that serve strangers (a
    /// browser page may ask for any viewport): past it, the elements in a collection view's bounds come first, in the
    /// layout's order, then those in its overscan, and the rest have none until they come closer. `nil` (the default)
    /// gives every displayed element a view, as UIKit does. Headless addition.
    public var hostMaximumElementsPerCollectionView: Int? {
        didSet { if hostMaximumElementsPerCollectionView != oldValue { elementBudgetDidChange(in: self) } }
    }

    private func elementBudgetDidChange(in view: UIView) {
        for subview in view.subviews {
            (subview as? HostDrivenView)?.hostElementBudgetDidChange()
            elementBudgetDidChange(in: subview)
        }
    }

    /// Whether the window takes key presses: it is its scene's key window. Set by `makeKey()`.
    public private(set) var isKeyWindow = false

    /// Makes the window the key window.
    open func makeKey() {
        if let previous = app.keyWindow, previous !== self { previous.isKeyWindow = false }
        isKeyWindow = true
        app.keyWindow = self
    }

    /// Shows the window and makes it key: the root view controller loads its view, hears `viewWillAppear`, lays
    /// out and hears `viewDidAppear`. A window without a root view controller is reported (UIKit logs it too).
    open func makeKeyAndVisible() {
        makeKey()
        if rootViewController == nil {
            Diagnostics.report(.warning(
                "makeKeyAndVisible()",
                "Application windows are expected to have a root view controller at the end of application launch"))
        }
        isHidden = false
    }

    private func show(_ root: UIViewController) {
        makingViews {
            UIViewController.transition(from: nil, to: root, animated: false, in: self) {
                let view = root.view!
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(view, at: 0)
            }
        }
    }

    /// The size of the root views view controllers make (UIKit: the screen's bounds): the size of the window that
    /// is showing a view controller or handling an event now, so that `viewDidLoad` sees the size the view will
    /// have; else the headless screen's (390 × 844 pt).
    public static var sizeForNewViews: CGSize {
        windowsAtWork.last?.bounds.size ?? HeadlessScreen.defaultWindowSize
    }

    /// The windows running `makingViews(_:)`, innermost last.
    static private(set) var windowsAtWork: [UIWindow] = []

    /// The window whose screen `UIScreen.main` is: the one showing a view controller or handling an event now (in a
    /// host serving many pages, the page being answered), else the key window of the app in charge.
    static var windowInCharge: UIWindow? {
        windowsAtWork.last ?? AppState.current.keyWindow
    }

    /// Runs `body` with this window in charge: its size is `sizeForNewViews`, its screen `UIScreen.main` and its
    /// scene the scene in charge.
    func makingViews<Result>(_ body: () -> Result) -> Result {
        Self.windowsAtWork.append(self)
        defer { Self.windowsAtWork.removeLast() }
        return body()
    }

    /// The screen the window is on: one per window, as big as the window (a page's viewport in a browser host).
    /// UIKit: the device's screen, shared by its windows.
    public private(set) lazy var screen = UIScreen(window: self)

    /// The view controllers shown, bottom up: the root, then each presented one.
    var shownViewControllers: [UIViewController] {
        var shown: [UIViewController] = []
        var next = rootViewController
        while let controller = next {
            shown.append(controller)
            next = controller.presentedViewController
        }
        return shown
    }

    /// Notes a screen transition for hosts to animate.
    func recordTransition(_ kind: ScreenTransitionKind, animated: Bool) {
        lastTransition = RenderScreenTransition(kind: kind, animated: animated)
        transitionNumber += 1
        noteHostChange()
    }
}

extension UIView {
    /// The window the view is in, or `nil`.
    public var window: UIWindow? {
        var ancestor: UIView? = self
        while let view = ancestor {
            if let window = view as? UIWindow { return window }
            ancestor = view.superview
        }
        return nil
    }
}
