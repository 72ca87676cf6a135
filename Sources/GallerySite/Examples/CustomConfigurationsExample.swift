import OpenCollectionView

/// Cell Configurations › Custom Configurations (spec sample-gallery.md §3.25): 300 symbol tiles whose cells set a
/// custom content configuration (`CustomContentConfiguration`, an image view in a view of its own) and a clear
/// background configuration with 10 pt corners for every state.
///
/// The page builds the sample's screen (`CustomConfigurationScreen`) in each viewport, taps one tile — a tapped
/// tile stays selected, as the sample has no delegate — and presses another without lifting the finger, then
/// draws the render tree: the selected tile is a solid blue rounded square with a white symbol, the pressed one a
/// 30 % blue square with a white symbol, the others blue symbols on white.
public struct CustomConfigurationsExample: RenderTreeExample {
    public let menuTitle = "Custom Configurations"
    public let navigationTitle = "Custom Configurations"
    public let slug = "custom-configurations"
    public let backgroundColor = GalleryColor.systemBackground

    /// The tile the page selects.
    public static let selectedItem = IndexPath(item: 6, section: 0)
    /// The tile the page presses (highlighted, not yet selected).
    public static let highlightedItem = IndexPath(item: 13, section: 0)

    public var itemIdentifiers: [[Int]] {
        [CustomConfigurationScreen.items.map(\.identifier)]
    }

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        CustomConfigurationScreen.createLayout()
    }

    public var pageNote: String? {
        "The sample shuffles the tiles once per launch; the page shuffles them with a seeded generator. Symbols are the "
            + "gallery's own drawings standing in for SF Symbols. One tile is selected and another pressed."
    }

    public func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame] {
        viewports.map { viewport in
            let screen = CustomConfigurationScreen(viewport: viewport)
            let collectionView = screen.collectionView
            collectionView.layoutIfNeeded()
            for (indexPath, lifts) in [(Self.selectedItem, true), (Self.highlightedItem, false)] {
                guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { continue }
                collectionView.handle(.touchDown(at: CGPoint(x: frame.midX, y: frame.midY)))
                if lifts { collectionView.handle(.touchUp(inside: true)) }
            }
            return withExtendedLifetime(screen) {
                RenderTreeFrame(
                    capturing: collectionView, in: viewport, state: "One tile selected, another pressed", background: backgroundColor)
            }
        }
    }
}
