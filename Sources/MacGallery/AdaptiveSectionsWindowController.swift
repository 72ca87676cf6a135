import Cocoa

/// Adaptive Sections: Distinct Sections' list, five-column and three-column sections, with twice the columns each
/// while the window is wider than 800 points.
final class AdaptiveSectionsWindowController: NSWindowController {
    /// How each section lays out its items, by the section's index.
    enum SectionLayoutKind: Int, CaseIterable {
        case list, grid5, grid3

        func columnCount(forWidth width: CGFloat) -> Int {
            let wideMode = width > 800
            switch self {
            case .list: return wideMode ? 2 : 1
            case .grid5: return wideMode ? 10 : 5
            case .grid3: return wideMode ? 6 : 3
            }
        }
    }

    weak var collectionView: NSCollectionView!
    private var dataSource: NSCollectionViewDiffableDataSource<SectionLayoutKind, Int>!

    override func windowDidLoad() {
        super.windowDidLoad()
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> NSCollectionViewLayout {
        // The provider is asked again whenever the window's size changes, so the column count follows the width.
        NSCollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let kind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            let columns = kind.columnCount(forWidth: layoutEnvironment.container.effectiveContentSize.width)
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let rowHeight: NSCollectionLayoutDimension = kind == .list ? .absolute(44) : .fractionalWidth(0.2)
            let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: rowHeight)
            let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: row)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }

    private func configureHierarchy() {
        collectionView.register(NSNib(nibNamed: "ListItem", bundle: nil), forItemWithIdentifier: ListItem.reuseIdentifier)
        collectionView.register(NSNib(nibNamed: "TextItem", bundle: nil), forItemWithIdentifier: TextItem.reuseIdentifier)
        collectionView.collectionViewLayout = createLayout()
    }

    private func configureDataSource() {
        dataSource = NSCollectionViewDiffableDataSource<SectionLayoutKind, Int>(collectionView: collectionView) {
            collectionView, indexPath, identifier in
            let identifierForKind = SectionLayoutKind(rawValue: indexPath.section) == .list
                ? ListItem.reuseIdentifier : TextItem.reuseIdentifier
            let item = collectionView.makeItem(withIdentifier: identifierForKind, for: indexPath)
            item.textField?.stringValue = "\(identifier)"
            return item
        }
        var snapshot = NSDiffableDataSourceSnapshot<SectionLayoutKind, Int>()
        let itemsPerSection = 10
        for kind in SectionLayoutKind.allCases {
            snapshot.appendSections([kind])
            let first = kind.rawValue * itemsPerSection
            snapshot.appendItems(Array(first..<first + itemsPerSection))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
