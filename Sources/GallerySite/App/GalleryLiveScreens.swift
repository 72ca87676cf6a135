import OpenCollectionView
import OpenCollectionViewWeb

/// The gallery as live pages: the menu at `/`, each example at `/examples/<slug>` with the menu beneath it, so that
/// the back button and the browser's Back both return to the menu, and the address bar follows what is on screen.
public struct GalleryLiveScreens: LiveScreens {
    /// The route patterns of the gallery's pages.
    public nonisolated static let pagePaths = ["/", "/examples/:slug"]

    /// Groups of screens other modules make, which the menu lists after its own (the Mac target's windows).
    private let screenGroups: [MenuScreenGroup]

    /// The gallery, its menu ending with `screenGroups`.
    public nonisolated init(screenGroups: [MenuScreenGroup] = []) {
        self.screenGroups = screenGroups
    }

    public func rootViewController(forPath path: String) -> UIViewController? {
        if path == "/" { return GalleryRoutes.makeRootViewController(screenGroups: screenGroups) }
        guard let example = Self.example(atPath: path) else { return nil }
        return GalleryRoutes.makeRootViewController(showing: example, screenGroups: screenGroups)
    }

    public func hasScreen(atPath path: String) -> Bool {
        path == "/" || Self.example(atPath: path) != nil
    }

    /// The menu's address, an example's, or `nil` for a screen an example pushed (an emoji's): the address stays
    /// the example's, which is where a reload returns.
    public func path(of window: UIWindow) -> String? {
        guard let navigationController = window.rootViewController as? UINavigationController,
            let top = navigationController.topViewController
        else { return nil }
        if top is OutlineViewController { return "/" }
        if let menu = navigationController.viewControllers.first as? OutlineViewController,
            let path = menu.path(ofPushed: top) {
            return path
        }
        return GalleryRoutes.example(showing: top)?.path
    }

    private static func example(atPath path: String) -> GalleryRoutes.Example? {
        let prefix = "/examples/"
        guard path.hasPrefix(prefix) else { return nil }
        return GalleryRoutes.example(forSlug: String(path.dropFirst(prefix.count)))
    }
}
