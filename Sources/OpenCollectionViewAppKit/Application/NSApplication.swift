import Foundation

/// What an app's delegate hears of its launch and end. Every method has a default: implement those you need.
@preconcurrency @MainActor
public protocol NSApplicationDelegate: AnyObject {
    /// The app is about to finish launching.
    func applicationWillFinishLaunching(_ notification: Notification)
    /// The app finished launching: open its first windows here.
    func applicationDidFinishLaunching(_ notification: Notification)
    /// The app is about to end.
    func applicationWillTerminate(_ notification: Notification)
    /// Whether the app ends once its last window closes; `false` by default, as in AppKit.
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
}

extension NSApplicationDelegate {
    /// Nothing by default.
    public func applicationWillFinishLaunching(_ notification: Notification) {}
    /// Nothing by default.
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    /// Nothing by default.
    public func applicationWillTerminate(_ notification: Notification) {}
    /// `false` by default.
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
}

/// AppKit's application: the one object that knows the app's delegate and its windows.
///
/// Differences from AppKit: a host (the browser host, a test) drives the app: `finishLaunching()` tells the delegate
/// the app launched, and the app's windows are those shown since; there is no event loop of its own (`run()`) and no
/// menu bar. `terminate(_:)` tells the delegate and closes the windows, without ending the process, which is the
/// host's.
@preconcurrency @MainActor
open class NSApplication {
    /// The app.
    public static let shared = NSApplication()

    init() {}

    /// The app's delegate.
    open weak var delegate: (any NSApplicationDelegate)?

    /// The windows shown and not closed, front first. The app does not keep a window alive: one nobody else holds
    /// (a page's, once the page is gone) leaves the list.
    open var windows: [NSWindow] { shownWindows.compactMap(\.window) }

    private struct WeakWindow {
        weak var window: NSWindow?
    }

    private var shownWindows: [WeakWindow] = []

    /// Whether `finishLaunching()` has run.
    open private(set) var isRunning = false

    /// Posted before the app finishes launching.
    public static let willFinishLaunchingNotification = Notification.Name("NSApplicationWillFinishLaunchingNotification")
    /// Posted once the app finished launching.
    public static let didFinishLaunchingNotification = Notification.Name("NSApplicationDidFinishLaunchingNotification")
    /// Posted before the app ends.
    public static let willTerminateNotification = Notification.Name("NSApplicationWillTerminateNotification")

    /// Tells the delegate the app will finish, then has finished, launching.
    open func finishLaunching() {
        guard !isRunning else { return }
        delegate?.applicationWillFinishLaunching(Notification(name: Self.willFinishLaunchingNotification, object: self))
        isRunning = true
        delegate?.applicationDidFinishLaunching(Notification(name: Self.didFinishLaunchingNotification, object: self))
    }

    /// Tells the delegate the app will end, and closes its windows.
    open func terminate(_ sender: Any?) {
        delegate?.applicationWillTerminate(Notification(name: Self.willTerminateNotification, object: self))
        isRunning = false
        for window in windows { window.close() }
    }

    /// Notes `window` shown, in front.
    func windowDidShow(_ window: NSWindow) {
        shownWindows.removeAll { $0.window == nil || $0.window === window }
        shownWindows.insert(WeakWindow(window: window), at: 0)
    }

    /// Notes `window` closed or hidden; the delegate may end the app once the last one closes.
    func windowDidHide(_ window: NSWindow, closing: Bool) {
        shownWindows.removeAll { $0.window == nil || $0.window === window }
        if closing, windows.isEmpty, isRunning, delegate?.applicationShouldTerminateAfterLastWindowClosed(self) == true {
            terminate(nil)
        }
    }
}

/// The app: `NSApplication.shared`.
@MainActor
public var NSApp: NSApplication { NSApplication.shared }
