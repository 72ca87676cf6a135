import OpenCollectionView

/// Outlines › Emoji Explorer - List (spec sample-gallery.md §3.24): the 29 emojis in inset-grouped sections, one
/// per category, in the order the sample's section snapshots append them — Symbols, Objects, Travel, Activities,
/// Food, Nature, Smileys, Recents — each row a value cell with a disclosure indicator.
///
/// The page builds the sample's screen (`EmojiExplorerListScreen`) in each viewport and draws its render tree.
public struct EmojiExplorerListExample: RenderTreeExample {
    public let menuTitle = "Emoji Explorer - List"
    public let navigationTitle = "Emoji Explorer - List"
    public let slug = "emoji-explorer-list"
    public let backgroundColor = GalleryColor.systemGroupedBackground

    /// One section per category, Symbols first; items numbered in page order.
    public var itemIdentifiers: [[Int]] {
        var next = 0
        return Emoji.Category.allCases.reversed().map { category in
            category.emojis.map { _ in
                defer { next += 1 }
                return next
            }
        }
    }

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        EmojiExplorerListScreen.createLayout()
    }

    public func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame] {
        firstFrames(of: EmojiExplorerListScreen.self, in: viewports)
    }
}
