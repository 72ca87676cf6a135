import OpenCollectionView

/// Getting Started › Inset Items Grid (spec §3.2): the Grid with every tile inset 5 pt in its slot.
public struct InsetItemsGridExample: GalleryExample {
    public let menuTitle = "Inset Items Grid"
    public let navigationTitle = "Inset Items Grid"
    public let slug = "inset-items-grid"
    public let backgroundColor = GalleryColor.systemBackground
    public let itemIdentifiers = [Array(0..<94)]

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                              heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        CellContent(text: "\(itemIdentifier)", design: .textCell(cornerRadius: 0))
    }
}
