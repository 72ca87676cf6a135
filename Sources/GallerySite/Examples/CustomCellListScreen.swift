import OpenCollectionView

/// The sample's `CustomCellListViewController`, headless: the nine items of §4.6 in a plain list of
/// `CustomListCell`s with a disclosure indicator; a tap only flashes the row (the delegate deselects it at once).
@MainActor
final class CustomCellListScreen: GalleryScreen, UICollectionViewDelegate {
    enum Section {
        case main
    }

    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, CustomCellListCatalog.Item>!

    /// The screen laid out in `viewport`, its snapshot applied.
    init(viewport: Viewport) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: Self.createLayout())
        collectionView.traitOverrides.displayScale = viewport.displayScale
        collectionView.delegate = self
        configureDataSource()
        // On screen: laid out, so that a person can act on what it shows.
        collectionView.layoutIfNeeded()
    }

    static func createLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<CustomListCell, CustomCellListCatalog.Item> { cell, _, item in
            cell.updateWithItem(item)
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, CustomCellListCatalog.Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, CustomCellListCatalog.Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems(CustomCellListCatalog.items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
