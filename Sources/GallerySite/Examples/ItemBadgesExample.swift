import OpenCollectionView

/// Supplementary Views › Item Badges (spec §3.6): four tiles to a row, each with a green badge straddling its
/// top-trailing corner that shows a count of 0, 1 or 2 — hidden at 0.
///
/// The sample draws the counts with `Int.random(in: 0..<3)` each time the screen opens; the page draws them
/// from a seeded generator, so it is the same on every run.
public struct ItemBadgesExample: GalleryExample {
    public let menuTitle = "Item Badges"
    public let navigationTitle = "Item Badges"
    public let slug = "item-badges"
    public let backgroundColor = GalleryColor.systemBackground
    /// The sample's 100 models, identified by their titles 0…99.
    public let itemIdentifiers = [Array(0..<100)]

    /// The badge's element kind, as the sample names it.
    public static let badgeElementKind = "badge-element-kind"
    /// The seed of the badge counts.
    static let seed: UInt64 = 0xBAD6_E5

    /// The badge count of each model, by identifier: 0, 1 or 2.
    public let badgeCounts: [Int]

    /// The example as the sample shows it, with seeded badge counts.
    public init() {
        var generator = SplitMix64(seed: Self.seed)
        badgeCounts = (0..<100).map { _ in Int.random(in: 0..<3, using: &generator) }
    }

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        // The badge's top-trailing corner starts on the item's, then moves 30% of its size out to the
        // trailing side and up, so the circle straddles the corner.
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: Self.badgeElementKind, containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return UICollectionViewCompositionalLayout(section: section)
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        CellContent(text: "\(itemIdentifier)", design: .textCell(cornerRadius: 8))
    }

    /// The badge of the item at `indexPath` (the badge's index path is its item's): its count, hidden at 0.
    public func supplementaryContent(ofKind elementKind: String, at indexPath: IndexPath) -> SupplementaryContent? {
        guard elementKind == Self.badgeElementKind, itemIdentifiers.indices.contains(indexPath.section),
            itemIdentifiers[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        let count = badgeCounts[itemIdentifiers[indexPath.section][indexPath.item]]
        return SupplementaryContent(text: "\(count)", design: .badgeSupplementaryView, isHidden: count == 0)
    }

    public var pageNote: String? {
        "Badge counts (0–2) come from a seeded generator instead of the sample's Int.random, so the page is the same "
            + "on every run; badges with a count of 0 are placed but hidden, as in the sample."
    }
}
