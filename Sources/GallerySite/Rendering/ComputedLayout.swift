import OpenCollectionView

/// What the layout engine computed for one example in one viewport: the content size and every
/// element's frame, with what each cell shows.
public struct ComputedLayout: Sendable {
    /// One element the layout placed.
    public struct Element: Sendable, Hashable {
        /// The element's index path.
        public let indexPath: IndexPath
        /// The element's frame in the collection view's content, in points.
        public let frame: CGRect
        /// What the cell shows; `nil` for supplementary and decoration views.
        public let cellContent: CellContent?
        /// The supplementary or decoration kind; `nil` for cells.
        public let elementKind: String?
    }

    /// The viewport the example was laid out in.
    public let viewport: Viewport
    /// The collection view's `contentSize`.
    public let contentSize: CGSize
    /// Every element in the content, in the order the layout returned them.
    public let elements: [Element]

    /// Lays `example` out in `viewport` the way an app does — a collection view of the viewport's size
    /// and scale, a data source with the example's items, `layoutIfNeeded()` — and records every
    /// element in the whole content.
    @MainActor
    public init(example: any GalleryExample, viewport: Viewport) {
        let collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: example.makeLayout())
        collectionView.traitOverrides.displayScale = viewport.displayScale
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: ExampleDataSource.cellReuseIdentifier)
        let dataSource = ExampleDataSource(itemIdentifiers: example.itemIdentifiers)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let identifiers = example.itemIdentifiers
        self.init(collectionView: collectionView, viewport: viewport) { indexPath in
            guard identifiers.indices.contains(indexPath.section),
                identifiers[indexPath.section].indices.contains(indexPath.item)
            else { return nil }
            return example.cellContent(for: identifiers[indexPath.section][indexPath.item], at: indexPath)
        }
        // The data source is weak on the collection view; keep it alive until the layout has been read.
        withExtendedLifetime(dataSource) {}
    }

    /// Records every element of `collectionView`'s whole content as its layout places it now, with what
    /// `cellContent` says the cell at each index path shows. The collection view is laid out in `viewport`
    /// by its owner (with a data source of its choice, such as a diffable one).
    @MainActor
    public init(collectionView: UICollectionView, viewport: Viewport, cellContent: (IndexPath) -> CellContent?) {
        collectionView.layoutIfNeeded()
        let contentRect = CGRect(origin: .zero, size: collectionView.contentSize)
        let attributes = collectionView.collectionViewLayout.layoutAttributesForElements(in: contentRect) ?? []
        self.viewport = viewport
        contentSize = collectionView.contentSize
        elements = attributes.map { attributes in
            let indexPath = attributes.indexPath
            var content: CellContent?
            if attributes.representedElementCategory == .cell, indexPath.count == 2 {
                content = cellContent(indexPath)
            }
            return Element(
                indexPath: indexPath, frame: attributes.frame, cellContent: content,
                elementKind: attributes.representedElementKind)
        }
    }
}
