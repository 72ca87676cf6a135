import OpenCollectionView

/// Outlines › Emoji Explorer (spec sample-gallery.md §3.23): the recent emojis in an orthogonally scrolling grid
/// of tiles, the other categories in a collapsed sidebar outline, and every non-recent emoji in an inset-grouped
/// list where a leading swipe stars a row (five are starred at launch).
///
/// The page builds the sample's screen (`EmojiExplorerScreen`) and draws its render tree: as it opens, in each
/// viewport; then on the phone after a tap on the outline's first header row (Smileys expands); then with a list
/// row swiped to the right, its star action showing (`CollectionViewEvent.swipeBegan`, `.swipeMoved`, `.swipeEnded`).
public struct EmojiExplorerExample: RenderTreeExample {
    public let menuTitle = "Emoji Explorer"
    public let navigationTitle = "Emoji Explorer"
    public let slug = "emoji-explorer"
    public let backgroundColor = GalleryColor.systemGroupedBackground

    /// The frame showing the outline with Smileys expanded.
    public static let expandedFrameName = "phone-expanded"
    /// The frame showing a swiped list row.
    public static let swipedFrameName = "phone-swiped"
    /// What the swiped frame's caption says it shows (the first list row that is not starred, swiped).
    public static let swipedFrameTitle = "A list row swiped to the right, its star action showing"

    /// Recents (8 tiles), the outline's 7 header rows (children collapsed, so not counted), the list's 21 rows.
    public var itemIdentifiers: [[Int]] {
        [Array(0..<8), Array(8..<15), Array(15..<36)]
    }

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        EmojiExplorerScreen.createLayout()
    }

    public var pageNote: String? {
        "The five starred rows are drawn with a seeded generator rather than the sample's random picks. Taps on emojis "
            + "push a detail screen in the sample; the page does not navigate."
    }

    public func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame] {
        var frames = firstFrames(of: EmojiExplorerScreen.self, in: viewports)
        let phone = viewports.first { $0 == .phone } ?? .phone

        // A tap anywhere on a header-style outline row expands it.
        let expanding = EmojiExplorerScreen(viewport: phone)
        let outline = EmojiExplorerScreen.Section.outline.rawValue
        if let header = expanding.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: outline))?.frame {
            expanding.collectionView.handle(.tap(at: CGPoint(x: header.midX, y: header.midY)))
        }
        frames.append(withExtendedLifetime(expanding) {
            RenderTreeFrame(
                capturing: expanding.collectionView, in: phone, name: Self.expandedFrameName,
                state: "After a tap on the Smileys row", background: backgroundColor)
        })

        // A swipe to the right on the first list row that is not starred, far enough to rest open.
        let swiping = EmojiExplorerScreen(viewport: phone)
        let list = EmojiExplorerScreen.Section.list.rawValue
        let rows = swiping.dataSource.snapshot(for: .list).items
        if let row = rows.firstIndex(where: { !swiping.starredEmojis.contains($0) }) {
            let collectionView = swiping.collectionView
            collectionView.handle(.swipeBegan(item: IndexPath(item: row, section: list), edge: .leading))
            collectionView.handle(.swipeMoved(translation: 80))
            collectionView.handle(.swipeEnded)
        }
        frames.append(withExtendedLifetime(swiping) {
            RenderTreeFrame(
                capturing: swiping.collectionView, in: phone, name: Self.swipedFrameName, state: Self.swipedFrameTitle,
                background: backgroundColor)
        })
        return frames
    }
}
