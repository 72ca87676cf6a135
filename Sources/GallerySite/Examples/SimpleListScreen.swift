import OpenCollectionView

/// The sample's `SimpleListViewController`, headless: an inset-grouped list of the numbers 0–93 in list cells with
/// their default content configuration, fed by a diffable data source.
@MainActor
final class SimpleListScreen: GalleryScreen {
    enum Section {
        case main
    }

    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    /// The screen laid out in `viewport`, its first snapshot applied.
    init(viewport: Viewport) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: Self.createLayout())
        collectionView.traitOverrides.displayScale = viewport.displayScale
        configureDataSource()
        // On screen: laid out, so that a person can act on what it shows.
        collectionView.layoutIfNeeded()
    }

    static func createLayout() -> UICollectionViewCompositionalLayout {
        let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: config)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(SimpleListExample.items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
