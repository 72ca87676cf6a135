import GallerySite
import OpenCollectionView
import OpenCollectionViewWeb
#if canImport(MacGallery)
import MacGallery
#endif

/// What the gallery serves live: the iOS examples (GallerySite) and, where the AppKit face builds (Linux), the Mac
/// target's windows at `/mac/<slug>`.
struct GalleryScreens: LiveScreens {
    /// The route patterns of every page served.
    nonisolated static var pagePaths: [String] {
        #if canImport(MacGallery)
        GalleryLiveScreens.pagePaths + MacLiveScreens.pagePaths
        #else
        GalleryLiveScreens.pagePaths
        #endif
    }

    private let gallery: GalleryLiveScreens
    #if canImport(MacGallery)
    private let mac = MacLiveScreens()
    #endif

    nonisolated init() {
        #if canImport(MacGallery)
        // The menu lists the Mac windows after its own groups; each opens pushed on the menu, at its own address.
        let macScreens = MacExamples.all.map { example in
            MenuScreen(title: example.title, path: example.path) { example.makeScreen() ?? UIViewController() }
        }
        gallery = GalleryLiveScreens(screenGroups: [MenuScreenGroup(title: "Mac", screens: macScreens)])
        #else
        gallery = GalleryLiveScreens()
        #endif
    }

    func rootViewController(forPath path: String) -> UIViewController? {
        #if canImport(MacGallery)
        if let macScreen = mac.rootViewController(forPath: path) { return macScreen }
        #endif
        return gallery.rootViewController(forPath: path)
    }

    func hasScreen(atPath path: String) -> Bool {
        #if canImport(MacGallery)
        if mac.hasScreen(atPath: path) { return true }
        #endif
        return gallery.hasScreen(atPath: path)
    }

    func path(of window: UIWindow) -> String? {
        gallery.path(of: window)
    }

    /// The pages the static export draws beside the menu's examples: the Mac windows, at `mac/<slug>.html`.
    @MainActor static var staticScreens: [StaticScreen] {
        #if canImport(MacGallery)
        MacExamples.all.map { example in
            StaticScreen(title: example.title, group: "Mac", relativePath: "mac/\(example.slug).html") {
                example.makeScreen() ?? UIViewController()
            }
        }
        #else
        []
        #endif
    }
}
