import Foundation

/// One instance of an app's interface (UIKit: `UIScene`) — here, one person's app: a host that serves many people
/// from one process gives each of them a scene, and the app's code sees only its own (see `UIWindowScene`).
///
/// UIKit differences: no `session`, `delegate`, connection options, `openURLContexts` or notifications; scenes are made
/// by hosts (`UIWindowScene(title:)`), not by a system from an app's scene manifest.
@preconcurrency @MainActor
open class UIScene: Hashable {
    /// Where a scene is in its life (UIKit: `UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable, Hashable {
        /// Not connected: the host has not shown it yet, or has ended it.
        case unattached = -1
        /// In front and receiving events: a page that is open.
        case foregroundActive = 0
        /// In front, not receiving events.
        case foregroundInactive = 1
        /// Not shown: a page that went away and may come back.
        case background = 2
    }

    /// Where the scene is in its life: `foregroundActive` while a host shows it, `background` while its page is
    /// away, `unattached` once ended. Set by hosts.
    public internal(set) var activationState: ActivationState = .unattached

    /// The scene's name as a person reads it (a window's title), empty unless set.
    open var title: String! = ""

    init() {}

    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// A scene that shows windows (UIKit: `UIWindowScene`): one person's app in a host that serves many from one process.
///
/// UIKit's process-wide objects answer for the scene whose code is running: `UIApplication.shared` (its `windows`,
/// `keyWindow`, `connectedScenes`, badge and idle-timer settings), `UIScreen.main`, `UIDevice.current`,
/// `UITraitCollection.current` and `UIView.areAnimationsEnabled`. The scene in charge is, innermost first, the scene of
/// the window handling an event or laying out now, else the scene `run(_:)` runs code for — which tasks started there
/// inherit. A window made while a scene is in charge belongs to it. Code outside every scene (process start, a
/// `DispatchQueue` timer, which carries no scene) sees only windows made outside every scene, never a scene's; such
/// code reaches its own screen through its views (`view.window`), which every UIKit call on them puts in charge again.
///
/// ```swift
/// let scene = UIWindowScene(title: "Page 1")
/// scene.run {
///     let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))   // joins the scene
///     window.rootViewController = MountainsViewController()
///     window.makeKeyAndVisible()                      // UIApplication.shared.keyWindow, inside this scene only
/// }
/// ```
///
/// UIKit differences: a scene's `screen` is its key window's (each window has a screen as large as itself);
/// no `sizeRestrictions`, `interfaceOrientation`, `coordinateSpace`, status bar or scene sessions.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// What the scene's app keeps once per app: its windows, key window and app-wide settings.
    let app = AppState()
    /// What hosts read of the scene without walking its windows (`liveViewCount`, `hostChangeMark`).
    let ledger = SceneLedger()

    /// A connected scene named `title`, in front: the scene of one person's app in a host (a page). Headless
    /// addition: UIKit makes scenes itself.
    public init(title: String = "") {
        super.init()
        self.title = title
        activationState = .foregroundActive
    }

    /// The windows of the scene that are alive, in the order they joined it.
    open var windows: [UIWindow] { app.windows }

    /// The scene's key window: the one of its windows made key last, while it lives.
    open var keyWindow: UIWindow? { app.keyWindow }

    /// The screen the scene shows on: its key window's (else its first window's, else an iPhone's portrait screen).
    open var screen: UIScreen { (keyWindow ?? windows.first)?.screen ?? UIScreen.headless }

    /// The scene's traits: its screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// Runs `body` as this scene's app: the process-wide objects answer for this scene, windows made join it, and
    /// tasks `body` starts keep answering for it (they inherit it). Hosts run each message, tick and timer of a
    /// person's page this way. Headless addition.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try SceneInCharge.$taskScene.withValue(self) { try body() }
    }

    /// The `async` form of `run(_:)`.
    public func run<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await SceneInCharge.$taskScene.withValue(self) { try await body() }
    }

    /// Ends the scene: it is `unattached`, and no longer among anybody's `connectedScenes`. Its windows stay its own.
    /// Headless addition, for hosts.
    public func disconnect() {
        activationState = .unattached
    }

    /// The scene goes to the background (its page went away) or comes back to the front. Headless addition, for hosts.
    public func setInForeground(_ inForeground: Bool) {
        guard activationState != .unattached else { return }
        activationState = inForeground ? .foregroundActive : .background
    }

    /// The scene in charge now (see the type's documentation), or `nil` outside every scene.
    static var inCharge: UIWindowScene? {
        SceneInCharge.window.map { $0.windowScene } ?? SceneInCharge.taskScene
    }
}

/// Which scene's code runs now: the task's scene (a task-local, which tasks inherit), and the window working now.
@MainActor
enum SceneInCharge {
    /// The scene `UIWindowScene.run(_:)` runs code for, inherited by the tasks it starts.
    @TaskLocal static var taskScene: UIWindowScene?

    /// The window handling an event or laying out now, innermost: its scene is in charge, whatever the task's is
    /// (a `DispatchQueue` timer that applies a snapshot lays out, and the cells it configures see their own scene).
    static var window: UIWindow? { UIWindow.windowsAtWork.last }
}

/// What UIKit keeps once per app, kept once per scene here (each person's app) and once for code outside every scene:
/// the windows, the key window, and the settings an app makes for itself.
@MainActor
final class AppState {
    /// Every window that joined, while it lives (`LifetimeReference`). A host makes windows for as long as it runs, so the entries of windows gone
    /// are dropped whenever the list has doubled since it was last compacted: amortised O(1) per window.
    private var registry: [LifetimeReference<UIWindow>] = []
    private var compactionCount = 16
    /// The window made key last, while it lives.
    @LifetimeReference var keyWindow: UIWindow?
    /// `UITraitCollection.current` as the app set it, if it did.
    var currentTraitCollection: UITraitCollection?
    /// `UIView.areAnimationsEnabled`.
    var animationsEnabled = true
    /// `UIApplication.isIdleTimerDisabled`.
    var isIdleTimerDisabled = false
    /// `UIApplication.applicationIconBadgeNumber`.
    var applicationIconBadgeNumber = 0

    /// The app of code outside every scene.
    static let outsideEveryScene = AppState()

    /// The app whose code runs now: the scene in charge's, else that of code outside every scene.
    static var current: AppState { UIWindowScene.inCharge?.app ?? outsideEveryScene }

    /// The windows alive, in the order they joined.
    var windows: [UIWindow] { registry.compactMap(\.wrappedValue) }

    func add(_ window: UIWindow) {
        if registry.count >= compactionCount {
            registry.removeAll { $0.wrappedValue == nil }
            compactionCount = max(16, 2 * registry.count)
        }
        registry.append(LifetimeReference(wrappedValue: window))
    }

    func remove(_ window: UIWindow) {
        registry.removeAll { $0.wrappedValue == nil || $0.wrappedValue === window }
        if keyWindow === window { keyWindow = nil }
    }
}
