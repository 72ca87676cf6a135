import OpenCollectionView

/// Beyond the sample › Catcher Feed: the main page of Catcher, a dating app (z-wook/Catcher, spec
/// sample-gallery.md §8), not part of Apple's sample — a real app's use of the same techniques: orthogonally
/// scrolling sections with different behaviours, section headers, estimated heights and a diffable data source.
///
/// The page builds the app's main page (`CatcherMainPageScreen`) at the phone viewport — Catcher is an iPhone app —
/// and draws its render tree.
public struct CatcherFeedExample: RenderTreeExample {
    public let menuTitle = "Catcher Feed"
    public let navigationTitle = "Catcher"
    public let slug = "catcher-feed"
    public let backgroundColor = GalleryColor.systemBackground

    /// Five sections of six users: random, rank, new, near, pick.
    public var itemIdentifiers: [[Int]] {
        (0..<5).map { section in Array(section * 6..<section * 6 + 6) }
    }

    /// The example as the app shows it before its data arrives.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        CatcherMainPageScreen.createLayout()
    }

    public var pageNote: String? {
        "Not part of Apple's sample: the main page of the Catcher app (z-wook/Catcher), rebuilt from its MainPageView with "
            + "six stand-in users per section, as the app shows placeholders until its Firestore fetch returns; coloured "
            + "boxes stand in for the photos. Render trees carry no shadows, so the cards' drop shadows are not drawn. Catcher is an "
            + "iPhone app: the page shows the phone only."
    }

    public func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame] {
        let viewport = viewports.first { $0 == .phone } ?? viewports.first ?? .phone
        let screen = CatcherMainPageScreen(viewport: viewport)
        return [withExtendedLifetime(screen) {
            RenderTreeFrame(capturing: screen.collectionView, in: viewport, background: backgroundColor)
        }]
    }
}
