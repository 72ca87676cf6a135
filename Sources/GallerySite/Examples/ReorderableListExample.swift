import OpenCollectionView

/// Lists › Reorderable List (spec sample-gallery.md §3.20): the 29 emojis in one inset-grouped section per
/// category, each row a value cell with a disclosure indicator and a reorder handle that is always shown.
///
/// The page builds the sample's screen (`ReorderableListScreen`) in each viewport and draws its render tree; the
/// sections come in `Emoji.Category.allCases` order rather than the sample's random dictionary order. A last
/// frame shows the phone after a person dragged the first row by its handle onto the third row
/// (`CollectionViewEvent.dragBegan`, `.dragMoved`, `.dragEnded`): the list and the backing store the reordering handlers
/// keep agree.
public struct ReorderableListExample: RenderTreeExample {
    public let menuTitle = "Reorderable List"
    public let navigationTitle = "Reorderable List"
    public let slug = "reorderable-list"
    public let backgroundColor = GalleryColor.systemGroupedBackground

    /// One section per category in `Emoji.Category.allCases` order; items numbered in that order.
    public var itemIdentifiers: [[Int]] {
        var next = 0
        return Emoji.Category.allCases.map { category in
            category.emojis.map { _ in
                defer { next += 1 }
                return next
            }
        }
    }

    /// The name of the frame that shows the list after the drag.
    public static let reorderedFrameName = "phone-reordered"

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        ReorderableListScreen.createLayout()
    }

    public var pageNote: String? {
        "The sample applies one section snapshot per entry of a dictionary, so its section order changes from launch "
            + "to launch; this page applies them in the categories' declared order: Recents, Smileys, Nature, Food, "
            + "Activities, Travel, Objects, Symbols. The gear menu's choices are not drawn; reorders update the backing "
            + "store through the collection difference, the sample's default."
    }

    public func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame] {
        var frames = viewports.map { viewport in
            let screen = ReorderableListScreen(viewport: viewport)
            return withExtendedLifetime(screen) {
                RenderTreeFrame(capturing: screen.collectionView, in: viewport, barButtonSymbol: "gear", background: backgroundColor)
            }
        }
        let phone = viewports.first { $0 == .phone } ?? .phone
        let screen = ReorderableListScreen(viewport: phone)
        let collectionView = screen.collectionView
        if let target = collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame {
            collectionView.handle(.dragBegan(item: IndexPath(item: 0, section: 0)))
            collectionView.handle(.dragMoved(to: CGPoint(x: target.midX, y: target.midY)))
            collectionView.handle(.dragEnded)
        }
        let recents = (screen.backingStore[.recents] ?? []).map(\.emoji).joined(separator: " ")
        frames.append(withExtendedLifetime(screen) {
            RenderTreeFrame(
                capturing: collectionView, in: phone, name: Self.reorderedFrameName,
                state: "After dragging the first row onto the third; Recents in the backing store: \(recents)",
                barButtonSymbol: "gear", background: backgroundColor)
        })
        return frames
    }
}
