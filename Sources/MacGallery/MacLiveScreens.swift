import Cocoa
import OpenCollectionView
import OpenCollectionViewWeb

/// The Mac examples as live pages: each window at `/mac/<slug>`, drawn as a desktop window from its own xib.
public struct MacLiveScreens: LiveScreens {
    /// The route pattern of the Mac examples' pages.
    public nonisolated static let pagePaths = ["/mac/:slug"]

    public nonisolated init() {}

    public func rootViewController(forPath path: String) -> UIViewController? {
        guard let example = Self.example(atPath: path) else { return nil }
        let controller = example.makeWindowController()
        guard let window = controller.window else { return nil }
        controller.showWindow(nil)
        return window.makeHostViewController(keeping: controller)
    }

    public func hasScreen(atPath path: String) -> Bool {
        Self.example(atPath: path) != nil
    }

    private static func example(atPath path: String) -> MacExample? {
        let prefix = "/mac/"
        guard path.hasPrefix(prefix) else { return nil }
        return MacExamples.example(forSlug: String(path.dropFirst(prefix.count)))
    }
}
