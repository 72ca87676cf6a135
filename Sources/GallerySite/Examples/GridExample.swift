import OpenCollectionView

/// Getting Started › Grid (spec §3.1): square tiles, five to a row, edge to edge on black.
public struct GridExample: GalleryExample {
    public let menuTitle = "Grid"
    public let navigationTitle = "Grid"
    public let slug = "grid"
    public let backgroundColor = GalleryColor.black
    public let itemIdentifiers = [Array(0..<94)]

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                              heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        // A row as tall as a fifth of the width makes every tile square.
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
