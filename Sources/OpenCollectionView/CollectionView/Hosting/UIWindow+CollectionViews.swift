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
        for subview in topScreenView?.subviews ?? [] { subview.appendCollectionViews(to: &found) }
        return found
    }

    /// The collection views of every screen whose view is loaded, shown or not (those a navigation stack keeps under
    /// the top one, presented ones), each once. O(views). Headless addition, for hosts that let go of what the app's
    /// collection views keep for reuse (`releaseReuseQueues()`).
    package var collectionViewsOfLoadedScreens: [UICollectionView] {
        var found: [UICollectionView] = []
        appendCollectionViews(to: &found)
        // The views of screens out of the window: walked once each, unless one holds another's.
        func visit(_ controller: UIViewController) {
            if controller.isViewLoaded, controller.view.window !== self { controller.view.appendCollectionViews(to: &found) }
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                visit(presented)
            }
        }
        if let rootViewController { visit(rootViewController) }
        var seen: Set<ObjectIdentifier> = []
        return found.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}

extension UIView {
    /// Appends the collection views of this view's tree, this view included, in view order, without looking inside
    /// them: cells hold no collection views a host drives, and not looking keeps this cheap on big grids.
    fileprivate func appendCollectionViews(to found: inout [UICollectionView]) {
        if let collectionView = self as? UICollectionView {
            found.append(collectionView)
            return
        }
        for subview in subviews { subview.appendCollectionViews(to: &found) }
    }
}
