import Cocoa

/// Two-Column Grid: 44-point rows of two tiles, 10 points apart and 10 points in from the window's sides.
final class TwoColumnWindowController: NSWindowController {
    enum Section { case main }

    weak var collectionView: NSCollectionView!
    private var dataSource: NSCollectionViewDiffableDataSource<Section, Int>!

    override func windowDidLoad() {
        super.windowDidLoad()
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> NSCollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        // A count splits the row evenly after the spacing, whatever width the item asks for.
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitem: item, count: 2)
        row.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return NSCollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView.register(NSNib(nibNamed: "TextItem", bundle: nil), forItemWithIdentifier: TextItem.reuseIdentifier)
        collectionView.collectionViewLayout = createLayout()
    }

    private func configureDataSource() {
        dataSource = NSCollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            let item = collectionView.makeItem(withIdentifier: TextItem.reuseIdentifier, for: indexPath)
            item.textField?.stringValue = "\(identifier)"
            return item
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
