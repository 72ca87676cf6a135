import OpenCollectionView

/// Lists › List with Custom Cells (spec sample-gallery.md §3.22): nine things in a plain list whose cells are
/// written by hand — a list content view beside a category label and symbol, laid out with Auto Layout, the item
/// passed to configuration updates as custom state, the separator following the title.
///
/// The page builds the sample's screen (`CustomCellListScreen`) in each viewport and draws its render tree. Rows
/// size themselves: each description wraps in the width the category leaves it.
public struct CustomCellListExample: RenderTreeExample {
    public let menuTitle = "List with Custom Cells"
    public let navigationTitle = "List with Custom Cells"
    public let slug = "list-with-custom-cells"
    /// Plain lists are white.
    public let backgroundColor = GalleryColor.systemBackground

    public var itemIdentifiers: [[Int]] {
        [CustomCellListCatalog.items.map(\.identifier)]
    }

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        CustomCellListScreen.createLayout()
    }

    public var pageNote: String? {
        "Symbols are the gallery's own drawings standing in for SF Symbols. Descriptions wrap where OpenCollectionView's "
            + "deterministic headless text measurer breaks them; a browser host would measure with its own fonts."
    }

    public func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame] {
        firstFrames(of: CustomCellListScreen.self, in: viewports)
    }
}
