import OpenCollectionView

/// A sample view controller rebuilt headless: a collection view laid out in a viewport, its data applied.
@MainActor
protocol GalleryScreen: AnyObject {
    /// The screen laid out in `viewport`, its first snapshot applied.
    init(viewport: Viewport)
    var collectionView: UICollectionView { get }
}

extension RenderTreeExample {
    /// One frame per viewport, each of a `Screen` freshly built for it, as it first shows.
    func firstFrames<Screen: GalleryScreen>(of _: Screen.Type, in viewports: [Viewport]) -> [RenderTreeFrame] {
        viewports.map { viewport in
            let screen = Screen(viewport: viewport)
            let frame = RenderTreeFrame(capturing: screen.collectionView, in: viewport, background: backgroundColor)
            // The screen owns the data source the collection view only references weakly: it lives until captured.
            withExtendedLifetime(screen) {}
            return frame
        }
    }
}
