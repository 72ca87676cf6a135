import OpenCollectionView

/// Advanced Layouts › Section Background Decoration (spec §3.9): five sections of list rows, each on a rounded,
/// translucent grey, black-bordered panel — a background decoration item inset 5 pt from the section.
public struct SectionBackgroundDecorationExample: GalleryExample {
    public let menuTitle = "Section Background Decoration"
    public let navigationTitle = "Section Background Decoration View"
    public let slug = "section-background-decoration"
    public let backgroundColor = GalleryColor.systemBackground
    /// Five sections of five items, numbered 0–24.
    public let itemIdentifiers: [[Int]] = (0..<5).map { section in Array(section * 5..<section * 5 + 5) }

    /// The background decoration's element kind, as the sample names it.
    public static let sectionBackgroundDecorationElementKind = "section-background-element-kind"

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

        let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(
            elementKind: Self.sectionBackgroundDecorationElementKind)
        sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackgroundDecoration]

        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: Self.sectionBackgroundDecorationElementKind)
        return layout
    }

    /// A `ListCell` showing "section,item"; the last cell of each section hides its separator, as the sample
    /// decides from the snapshot.
    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        let isLastInSection = indexPath.item == itemIdentifiers[indexPath.section].count - 1
        return CellContent(
            text: "\(indexPath.section),\(indexPath.item)", design: isLastInSection ? .listCellWithoutSeparator : .listCell)
    }

    public func decorationDesign(ofKind elementKind: String) -> DecorationDesign? {
        elementKind == Self.sectionBackgroundDecorationElementKind ? .sectionBackground : nil
    }
}
