import OpenCollectionView

/// What a live page shows: the screens at each address, and the address of what a window shows, so that the
/// browser's address bar, Back and Forward follow pushes and pops.
///
/// ```swift
/// struct Library: LiveScreens {
///     func rootViewController(forPath path: String) -> UIViewController? {
///         path == "/" ? UINavigationController(rootViewController: BooksViewController()) : nil
///     }
/// }
/// ```
@MainActor
public protocol LiveScreens: Sendable {
    /// The root view controller of a window opened at `path` (without its query), or `nil` when nothing lives
    /// there: the page answers 404.
    func rootViewController(forPath path: String) -> UIViewController?

    /// Whether a page at `path` shows a screen. The default asks for the root view controller.
    func hasScreen(atPath path: String) -> Bool

    /// The address of what `window` shows now; `nil` (the default) leaves the address bar as it is.
    func path(of window: UIWindow) -> String?
}

extension LiveScreens {
    /// Whether `rootViewController(forPath:)` returns a view controller for `path`; note that this builds one.
    public func hasScreen(atPath path: String) -> Bool {
        rootViewController(forPath: path) != nil
    }

    /// Always `nil`: the address bar stays as the page opened it.
    public func path(of window: UIWindow) -> String? {
        nil
    }
}

/// One screen at one address: `make` builds its root view controller for each page that opens.
public struct SingleScreen: LiveScreens {
    /// The one address the screen lives at, such as `"/"`.
    public let path: String
    /// Builds a fresh root view controller for each page opened at `path`.
    public let make: @MainActor @Sendable () -> UIViewController

    /// A screen at `path` (the root address by default) whose root view controller `make` builds.
    public nonisolated init(path: String = "/", make: @escaping @MainActor @Sendable () -> UIViewController) {
        self.path = path
        self.make = make
    }

    /// A new root view controller from `make` when `path` is the screen's address, else `nil`.
    public func rootViewController(forPath path: String) -> UIViewController? {
        path == self.path ? make() : nil
    }

    /// Whether `path` is the screen's address, without building a view controller.
    public func hasScreen(atPath path: String) -> Bool {
        path == self.path
    }
}
