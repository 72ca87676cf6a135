import Foundation

extension UIWindow {
    /// The collection view (or table view's list) with host identity `identity` on the screen on top, or `nil`.
    /// Headless addition, for hosts that tune a collection view for drawing elsewhere (`hostOverscan`).
    public func collectionView(withHostIdentity identity: String) -> UICollectionView? {
        topScreenView?.descendant(withHostIdentity: identity) as? UICollectionView
    }

    /// The collection views (and table views' lists) of the screen on top, in view order. Headless addition, for
    /// hosts that tune each for drawing elsewhere.
    public var collectionViewsOnTopScreen: [UICollectionView] {
        var found: [UICollectionView] = []
        func collect(in view: UIView) {
            for subview in view.subviews {
                // Cells hold no collection views a host drives; not looking inside keeps this cheap on big grids.
                if let collectionView = subview as? UICollectionView { found.append(collectionView) } else { collect(in: subview) }
            }
        }
        if let topScreenView { collect(in: topScreenView) }
        return found
    }

    /// The collection views of every screen whose view is loaded, shown or not (those a navigation stack keeps under
    /// the top one, presented ones), each once. O(views). Headless addition, for hosts that let go of what the app's
    /// collection views keep for reuse (`releaseReuseQueues()`).
    package var collectionViewsOfLoadedScreens: [UICollectionView] {
        var found: [UICollectionView] = []
        var seen: Set<ObjectIdentifier> = []
        func collect(in view: UIView) {
            if let collectionView = view as? UICollectionView {
                if seen.insert(ObjectIdentifier(collectionView)).inserted { found.append(collectionView) }
                return
            }
            for subview in view.subviews { collect(in: subview) }
        }
        func visit(_ controller: UIViewController) {
            if controller.isViewLoaded { collect(in: controller.view) }
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                visit(presented)
            }
        }
        collect(in: self)
        if let rootViewController { visit(rootViewController) }
        return found
    }
}
