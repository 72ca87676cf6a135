import OpenCollectionView

/// Diffable Data Source › Mountains Search (spec sample-gallery.md §3.15): the 387 mountains in label cells, two
/// columns (three above 800 pt), filtered by a search field with a diffable data source.
///
/// The page builds what the sample builds — the layout, a `UICollectionViewDiffableDataSource` of mountains, the
/// first `performQuery(with: nil)` apply — in each viewport. With a filter (`?filter=` until the live host lets
/// the search field type), it then applies the filtered snapshot as the sample does on a keystroke, draws the
/// result, and shows the batch the data source performed. The search bar is drawn above the collection view like
/// the navigation bar; the collection view keeps the viewport's size.
public struct MountainsSearchExample: FilterableGalleryExample {
    public let menuTitle = "Mountains Search"
    public let navigationTitle = "Mountains Search"
    public let slug = "mountains-search"
    public let backgroundColor = GalleryColor.systemBackground

    /// The mountains' identifiers, sorted by name: the unfiltered list.
    public var itemIdentifiers: [[Int]] {
        [MountainCatalog.filteredMountains(with: nil).map(\.identifier)]
    }

    private enum Section {
        case main
    }

    private static let cellReuseIdentifier = "label-cell"

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let contentSize = layoutEnvironment.container.effectiveContentSize
            let columns = contentSize.width > 800 ? 3 : 2
            let spacing = CGFloat(10)
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                  heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                   heightDimension: .absolute(32))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
            group.interItemSpacing = .fixed(spacing)

            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            return section
        }
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        let name = MountainCatalog.all.indices.contains(itemIdentifier) ? MountainCatalog.all[itemIdentifier].name : ""
        return CellContent(text: name, design: .labelCell)
    }

    public func renderPage(viewports: [Viewport]) -> String {
        page(viewports: viewports, filter: nil)
    }

    public func renderPage(viewports: [Viewport], filter: String) -> String {
        page(viewports: viewports, filter: filter)
    }

    // MARK: The page

    private func page(viewports: [Viewport], filter: String?) -> String {
        let allMountains = MountainCatalog.filteredMountains(with: nil)
        let filteredMountains = filter.map { MountainCatalog.filteredMountains(with: $0) }
        var batch: CollectionViewBatchUpdate?
        var frames: [ExamplePageRenderer.DeviceFrame] = []
        for viewport in viewports {
            let collectionView = UICollectionView(
                frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: makeLayout())
            collectionView.traitOverrides.displayScale = viewport.displayScale
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.cellReuseIdentifier)
            let dataSource = UICollectionViewDiffableDataSource<Section, Mountain>(collectionView: collectionView) {
                collectionView, indexPath, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellReuseIdentifier, for: indexPath)
            }
            dataSource.apply(Self.snapshot(allMountains))
            collectionView.layoutIfNeeded()
            if let filteredMountains {
                dataSource.apply(Self.snapshot(filteredMountains))
                if frames.isEmpty { batch = collectionView.lastBatchUpdate }
            }
            let layout = ComputedLayout(collectionView: collectionView, viewport: viewport) { indexPath in
                dataSource.itemIdentifier(for: indexPath).map { CellContent(text: $0.name, design: .labelCell) }
            }
            frames.append(ExamplePageRenderer.DeviceFrame(layout: layout, accessoryHTML: Self.searchBarHTML(filter)))
        }

        let shown = filteredMountains?.count ?? allMountains.count
        var note = "\(allMountains.count) mountains, sorted by name"
        if let filter {
            note += "; \(shown) contain “\(HTMLEscaping.escape(filter))” (ignoring case)"
        }
        note += ". A real UICollectionViewDiffableDataSource feeds each collection view."
        let summary: String
        if let filter, let filteredMountains {
            summary = BatchSummaryRenderer.html(
                title: "The batch the data source applied",
                description: "From all \(allMountains.count) mountains to the \(filteredMountains.count) matching “\(filter)”"
                    + (batch == nil ? ": the same list, so no batch at all." : ", as one batch update:"),
                batch: batch)
        } else {
            summary = BatchSummaryRenderer.html(
                title: "The batch the data source applied",
                description: "The first apply reloads the collection view with all \(allMountains.count) mountains. "
                    + "Filter to see the batch that takes the list to the matching mountains.",
                batch: nil)
        }
        return ExamplePageRenderer.page(
            for: self, noteHTML: note, headerExtrasHTML: Self.filterFormHTML(filter) + summary, frames: frames)
    }

    private static func snapshot(_ mountains: [Mountain]) -> NSDiffableDataSourceSnapshot<Section, Mountain> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
        snapshot.appendSections([.main])
        snapshot.appendItems(mountains)
        return snapshot
    }

    private static func searchBarHTML(_ filter: String?) -> String {
        "<div class=\"search-bar\"><div class=\"search-field\">\(HTMLEscaping.escape(filter ?? ""))</div></div>\n"
    }

    private static func filterFormHTML(_ filter: String?) -> String {
        "<form class=\"filter-form\" method=\"get\" action=\"\(HTMLEscaping.escape(ExamplePageRenderer.fileName(forSlug: "mountains-search")))\">"
            + "<input type=\"search\" name=\"filter\" value=\"\(HTMLEscaping.escape(filter ?? ""))\" "
            + "maxlength=\"\(FilterQuery.maximumFilterLength)\" placeholder=\"Filter mountains\" aria-label=\"Filter mountains\">"
            + "<button type=\"submit\">Filter</button></form>\n"
    }
}
