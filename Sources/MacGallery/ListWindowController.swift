import Cocoa

/// List: 94 numbered rows, each 20 points tall and as wide as the window, selectable one at a time.
final class ListWindowController: NSWindowController {
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
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(20))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
        return NSCollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    }

    private func configureHierarchy() {
        collectionView.register(NSNib(nibNamed: "ListItem", bundle: nil), forItemWithIdentifier: ListItem.reuseIdentifier)
        collectionView.collectionViewLayout = createLayout()
    }

    private func configureDataSource() {
        dataSource = NSCollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            let item = collectionView.makeItem(withIdentifier: ListItem.reuseIdentifier, for: indexPath)
            item.textField?.stringValue = "\(identifier)"
            return item
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
