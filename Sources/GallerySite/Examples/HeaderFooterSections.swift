import OpenCollectionView

/// What Section Headers/Footers and Pinned Section Headers share (spec §3.7–§3.8): five sections of five list
/// rows, each between a boxed title header and footer that name their element kind and section.
enum HeaderFooterSections {
    /// The headers' element kind, as the sample names it.
    static let headerElementKind = "section-header-element-kind"
    /// The footers' element kind, as the sample names it.
    static let footerElementKind = "section-footer-element-kind"

    /// Five sections of five items, numbered 0–24.
    static let itemIdentifiers: [[Int]] = (0..<5).map { section in Array(section * 5..<section * 5 + 5) }

    /// The sample's layout; with `pinsHeaders`, headers stick to the top of the visible bounds above the items
    /// (zIndex 2) while their section shows, as in Pinned Section Headers.
    @MainActor
    static func makeLayout(pinsHeaders: Bool) -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

        let supplementarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: supplementarySize, elementKind: headerElementKind, alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: supplementarySize, elementKind: footerElementKind, alignment: .bottom)
        if pinsHeaders {
            sectionHeader.pinToVisibleBounds = true
            sectionHeader.zIndex = 2
        }
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A `ListCell` showing "section,item".
    static func cellContent(at indexPath: IndexPath) -> CellContent {
        CellContent(text: "\(indexPath.section),\(indexPath.item)", design: .listCell)
    }

    /// The boxed title of a header or footer: "\(elementKind) for section \(section)", as the sample's
    /// registrations write it since they use the real element kinds.
    static func supplementaryContent(ofKind elementKind: String, at indexPath: IndexPath) -> SupplementaryContent? {
        guard elementKind == headerElementKind || elementKind == footerElementKind else { return nil }
        return SupplementaryContent(
            text: "\(elementKind) for section \(indexPath.section)", design: .titleSupplementaryView(isBoxed: true))
    }

    /// The page note of both examples: header and footer heights stay at their estimates.
    static let pageNote = "Headers and footers keep their estimated 44 pt: the sample's one-line title3 label with "
        + "10 pt insets is about that tall."
}
