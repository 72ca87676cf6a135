import Cocoa
import OpenCollectionView
import OpenCollectionViewWeb

/// The Mac examples as live pages: each window at `/mac/<slug>`, drawn as a desktop window from its own xib.
public struct MacLiveScreens: LiveScreens {
    /// The route pattern of the Mac examples' pages.
    public nonisolated static let pagePaths = [pathPrefix + ":slug"]

    /// Where the Mac examples' addresses begin.
    nonisolated static let pathPrefix = "/mac/"

    public nonisolated init() {}

    public func rootViewController(forPath path: String) -> UIViewController? {
        Self.example(atPath: path)?.makeScreen()
    }

    public func hasScreen(atPath path: String) -> Bool {
        Self.example(atPath: path) != nil
    }

    private static func example(atPath path: String) -> MacExample? {
        guard path.hasPrefix(pathPrefix) else { return nil }
        return MacExamples.example(forSlug: String(path.dropFirst(pathPrefix.count)))
    }
}

extension MacExample {
    /// The example's page address (`/mac/grid`).
    public var path: String { MacLiveScreens.pathPrefix + slug }

    /// A screen showing the example's window, loaded from its xib and shown, as a desktop window; `nil` when the
    /// xib made no window.
    @MainActor public func makeScreen() -> UIViewController? {
        let controller = makeWindowController()
        guard let window = controller.window else { return nil }
        controller.showWindow(nil)
        return window.makeHostViewController(keeping: controller)
    }
}
