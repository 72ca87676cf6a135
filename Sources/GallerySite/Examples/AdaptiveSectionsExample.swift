import OpenCollectionView

/// Getting Started › Per-Section Layout › Adaptive Sections (spec §3.5): Distinct Sections with twice
/// the columns when the collection view is wider than 800 pt.
public struct AdaptiveSectionsExample: GalleryExample {
    public let menuTitle = "Adaptive Sections"
    public let navigationTitle = "Adaptive Sections"
    public let slug = "adaptive-sections"
    public let backgroundColor = GalleryColor.systemBackground
    public let itemIdentifiers = SectionLayoutKind.itemIdentifiers

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let layoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            // The provider runs again whenever the size changes, so the columns follow the width.
            let columns = layoutKind.columnCount(forEffectiveContentWidth: layoutEnvironment.container.effectiveContentSize.width)

            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                  heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

            let groupHeight = layoutKind == .list
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
