import OpenCollectionView

/// Getting Started › Two-Column Grid (spec §3.3): rows of two 44-pt cells, 10 pt apart.
public struct TwoColumnGridExample: GalleryExample {
    public let menuTitle = "Two-Column Grid"
    public let navigationTitle = "Two-Column Grid"
    public let slug = "two-column-grid"
    public let backgroundColor = GalleryColor.systemBackground
    public let itemIdentifiers = [Array(0..<94)]

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .absolute(44))
        // The count splits the row between two cells, whatever width the item asks for.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        let spacing: CGFloat = 10
        group.interItemSpacing = .fixed(spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        CellContent(text: "\(itemIdentifier)", design: .textCell(cornerRadius: 0))
    }
}
