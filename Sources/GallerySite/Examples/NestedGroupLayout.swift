import OpenCollectionView

/// The nested group of Nested Groups (spec §3.10), which the orthogonal examples reuse with a narrower
/// container (§3.11, §3.12): a large tile, 70% of the group's width, beside a column of two tiles, the group
/// 40% as tall as the collection view. Every tile is inset 10 pt.
enum NestedGroupLayout {
    /// The nested group, `containerWidth` wide (a fraction of the section's width).
    @MainActor
    static func group(containerWidth: NSCollectionLayoutDimension) -> NSCollectionLayoutGroup {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                               heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        // With a count the two items share the column's height evenly; their 0.3 is ignored.
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3),
                                               heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)

        return NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: containerWidth, heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
    }
}
