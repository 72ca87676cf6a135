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
}
