import Cocoa

/// Section Headers and Footers: five sections of five rows, each section between a header and a footer that name it.
/// The headers and footers are boundary supplementary items as wide as the rows, inset with them.
final class SectionHeadersFootersWindowController: NSWindowController {
    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"

    weak var collectionView: NSCollectionView!
    private var dataSource: NSCollectionViewDiffableDataSource<Int, Int>!

    override func windowDidLoad() {
        super.windowDidLoad()
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> NSCollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let boundarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: Self.sectionHeaderElementKind, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: Self.sectionFooterElementKind, alignment: .bottom),
        ]
        return NSCollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView.register(NSNib(nibNamed: "ListItem", bundle: nil), forItemWithIdentifier: ListItem.reuseIdentifier)
        for kind in [Self.sectionHeaderElementKind, Self.sectionFooterElementKind] {
            collectionView.register(
                NSNib(nibNamed: "TitleSupplementaryView", bundle: nil), forSupplementaryViewOfKind: kind,
                withIdentifier: TitleSupplementaryView.reuseIdentifier)
        }
        collectionView.collectionViewLayout = createLayout()
    }

    private func configureDataSource() {
        dataSource = NSCollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            let item = collectionView.makeItem(withIdentifier: ListItem.reuseIdentifier, for: indexPath)
            item.textField?.stringValue = "\(indexPath.section),\(indexPath.item)"
            return item
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let view = collectionView.makeSupplementaryView(
                ofKind: kind, withIdentifier: TitleSupplementaryView.reuseIdentifier, for: indexPath)
            guard let title = view as? TitleSupplementaryView else { return nil }
            // The kind's own name, as the sample writes it since it registers its views by their real kinds.
            title.label.stringValue = "\(kind) for section \(indexPath.section)"
            return title
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        let itemsPerSection = 5
        for section in 0..<5 {
            snapshot.appendSections([section])
            let first = section * itemsPerSection
            snapshot.appendItems(Array(first..<first + itemsPerSection))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
