import CollectionDiagnostics
import Foundation

/// The running app (UIKit: `UIApplication`), as far as code around collection views uses it: its windows and key
/// window, the preferred text size, the layout direction, and opening addresses.
///
/// A host that serves many people from one process gives each their own app: `shared` answers for the scene in
/// charge (`UIWindowScene`) — its windows, key window and settings — so one person's code never sees, or presents
/// over, another's windows. Code outside every scene sees the windows made outside every scene.
///
/// Headless there is no run loop to own, no scenes and no other apps: `open(_:options:completionHandler:)` opens
/// nothing, logs what it was asked and answers `false`, and `canOpenURL(_:)` answers `false`. The traits come from the
/// window in charge (see `UIScreen.main`). UIKit differences: no delegate, scenes, notifications, background tasks,
/// shortcut items or `sendAction` responder chain.
@preconcurrency @MainActor
open class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    private init() {}

    /// The states an app moves through (UIKit: `UIApplication.State`).
    public enum State: Int, Sendable, Hashable {
        /// In front, receiving events.
        case active
        /// In front, not receiving events.
        case inactive
        /// Not shown.
        case background
    }

    /// The keys of the options `open(_:options:completionHandler:)` takes (UIKit: `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the address only if an app other than a browser handles it.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Always `.active`: a headless app is always in front.
    open var applicationState: State { .active }

    /// The app's windows alive, in the order they were made: the scene in charge's (see the type's documentation).
    open var windows: [UIWindow] { AppState.current.windows }

    /// The app's window made key last (`makeKey()`), while it lives: the scene in charge's key window. UIKit
    /// deprecated it in iOS 13 for the scenes' key windows.
    open var keyWindow: UIWindow? { AppState.current.keyWindow }

    /// The app's scenes that are connected: the scene in charge while it is, else none (code outside every scene
    /// belongs to no person's app).
    open var connectedScenes: Set<UIScene> {
        guard let scene = UIWindowScene.inCharge, scene.activationState != .unattached else { return [] }
        return [scene]
    }

    /// Whether the app shows more than one scene at once: no — each person's app has one.
    open var supportsMultipleScenes: Bool { false }

    /// The Dynamic Type text size of the window in charge.
    open var preferredContentSizeCategory: UIContentSizeCategory {
        UIScreen.main.traitCollection.preferredContentSizeCategory
    }

    /// The layout direction of the window in charge: right to left for a page that asks for it.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIScreen.main.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether the screen may dim while idle; kept for the app in charge that set it, with no effect headless.
    open var isIdleTimerDisabled: Bool {
        get { AppState.current.isIdleTimerDisabled }
        set { AppState.current.isIdleTimerDisabled = newValue }
    }
    /// The number on the app's icon; kept for the app in charge that set it, with no effect headless.
    open var applicationIconBadgeNumber: Int {
        get { AppState.current.applicationIconBadgeNumber }
        set { AppState.current.applicationIconBadgeNumber = newValue }
    }

    /// Opens nothing: there are no other apps. Logs the address (a warning through `Diagnostics`, never a trap) and
    /// calls `completion` with `false`, as UIKit does for an address no app opens.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        Diagnostics.report(.warning("open(_:options:completionHandler:)", "no app here opens \(url.absoluteString)"))
        completion?(false)
    }

    /// Whether an app could open `url`: never, headless.
    open func canOpenURL(_ url: URL) -> Bool { false }
}
