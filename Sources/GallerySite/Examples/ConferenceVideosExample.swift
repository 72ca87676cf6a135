import OpenCollectionView

/// Conference App › Videos (spec §3.13, "Conference Videos"): a titled strip per video collection, each video a
/// 250 pt tall card — a blue placeholder thumbnail over its title and category — 85% of the width on a phone,
/// two and a bit across on wider screens.
public struct ConferenceVideosExample: GalleryExample {
    public let menuTitle = "Videos"
    public let navigationTitle = "Conference Videos"
    public let slug = "conference-videos"
    public let backgroundColor = GalleryColor.systemBackground

    /// The videos of each collection, by their index in the catalog (0–22).
    public var itemIdentifiers: [[Int]] {
        var next = 0
        return ConferenceVideoCatalog.collections.map { collection in
            defer { next += collection.videos.count }
            return Array(next..<next + collection.videos.count)
        }
    }

    /// The title headers' element kind, as the sample names it.
    public static let titleElementKind = "title-element-kind"

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(sectionProvider: { _, layoutEnvironment in
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            // Wider than 500 pt, two cards and part of a third show; narrower, one and a peek.
            let groupFractionalWidth: CGFloat = layoutEnvironment.container.effectiveContentSize.width > 500 ? 0.425 : 0.85
            let groupSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(groupFractionalWidth), heightDimension: .absolute(250))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 20
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)

            let titleSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let titleSupplementary = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: titleSize, elementKind: Self.titleElementKind, alignment: .top)
            section.boundarySupplementaryItems = [titleSupplementary]
            return section
        }, configuration: configuration)
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        let videos = ConferenceVideoCatalog.allVideos
        guard videos.indices.contains(itemIdentifier) else { return CellContent(text: "", design: .conferenceVideoCell) }
        let video = videos[itemIdentifier]
        return CellContent(text: video.title, secondaryText: video.category, design: .conferenceVideoCell)
    }

    /// The collection's title, on no background.
    public func supplementaryContent(ofKind elementKind: String, at indexPath: IndexPath) -> SupplementaryContent? {
        let collections = ConferenceVideoCatalog.collections
        guard elementKind == Self.titleElementKind, collections.indices.contains(indexPath.section) else { return nil }
        return SupplementaryContent(text: collections[indexPath.section].title, design: .titleSupplementaryView(isBoxed: false))
    }

    public var pageNote: String? {
        "Each collection's row is drawn at rest and scrolls sideways in the page. Titles keep their estimated 44 pt."
    }
}
