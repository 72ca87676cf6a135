import OpenCollectionView

/// Getting Started › Per-Section Layout › Distinct Sections (spec §3.4): a list, a five-column grid and
/// a three-column grid, each section laid out by a section provider.
public struct DistinctSectionsExample: GalleryExample {
    public let menuTitle = "Distinct Sections"
    public let navigationTitle = "Distinct Sections"
    public let slug = "distinct-sections"
    public let backgroundColor = GalleryColor.systemBackground
    public let itemIdentifiers = SectionLayoutKind.itemIdentifiers

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let sectionLayoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            let columns = sectionLayoutKind.columnCount

            // The width is ignored: the group's count divides the row.
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                  heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

            let groupHeight = columns == 1
                ? NSCollectionLayoutDimension.absolute(44)
                : NSCollectionLayoutDimension.fractionalWidth(0.2)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)

            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        let design = SectionLayoutKind(rawValue: indexPath.section)?.cellDesign ?? .listCell
        return CellContent(text: "\(itemIdentifier)", design: design)
    }
}
