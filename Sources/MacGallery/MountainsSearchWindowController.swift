import Cocoa

/// Mountains Search: the sample's 387 mountains by name, two columns (three when the window is wider than 800
/// points), filtered as a person types in the search field above them. Every change applies a new snapshot,
/// animated: the mountains keep their identity, so the grid moves, deletes and inserts rather than reloading.
///
/// The window controller is the search field's delegate (the xib connects it) and searches on every change.
final class MountainsSearchWindowController: NSWindowController, NSSearchFieldDelegate {
    /// The window's one section.
    enum Section { case main }

    weak var searchField: NSSearchField!
    weak var collectionView: NSCollectionView!
    private(set) var dataSource: NSCollectionViewDiffableDataSource<Section, Mountain>!
    private let mountainsController = MountainsController()

    override func windowDidLoad() {
        super.windowDidLoad()
        configureHierarchy()
        configureDataSource()
        performQuery(with: nil)
    }

    func controlTextDidChange(_ obj: Notification) {
        guard let field = obj.object as? NSSearchField else { return }
        performQuery(with: field.stringValue)
    }

    /// Shows the mountains whose names contain `filter` (all of them for `nil` or an empty filter), by name.
    private func performQuery(with filter: String?) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
        snapshot.appendSections([.main])
        snapshot.appendItems(mountainsController.filteredMountains(with: filter))
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    private func createLayout() -> NSCollectionViewLayout {
        NSCollectionViewCompositionalLayout { _, layoutEnvironment in
            // Asked again at every layout, so that resizing the window past 800 points changes the columns.
            let columns = layoutEnvironment.container.effectiveContentSize.width > 800 ? 3 : 2
            let spacing: CGFloat = 10
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(32))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
            group.interItemSpacing = .fixed(spacing)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            return section
        }
    }

    private func configureHierarchy() {
        collectionView.register(NSNib(nibNamed: "LabelItem", bundle: nil), forItemWithIdentifier: LabelItem.reuseIdentifier)
        collectionView.collectionViewLayout = createLayout()
    }

    private func configureDataSource() {
        dataSource = NSCollectionViewDiffableDataSource<Section, Mountain>(collectionView: collectionView) {
            collectionView, indexPath, mountain in
            let item = collectionView.makeItem(withIdentifier: LabelItem.reuseIdentifier, for: indexPath)
            item.textField?.stringValue = mountain.name
            return item
        }
    }
}
