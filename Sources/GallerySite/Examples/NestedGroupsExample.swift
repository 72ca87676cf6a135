import OpenCollectionView

/// Advanced Layouts › Nested Groups (spec §3.10): a large tile beside a column of two smaller ones,
/// each group 40% as tall as the collection view.
public struct NestedGroupsExample: GalleryExample {
    public let menuTitle = "Nested Groups"
    public let navigationTitle = "Nested Groups"
    public let slug = "nested-groups"
    public let backgroundColor = GalleryColor.systemBackground
    public let itemIdentifiers = [Array(0..<100)]

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            NSCollectionLayoutSection(group: NestedGroupLayout.group(containerWidth: .fractionalWidth(1.0)))
        }
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        CellContent(text: "\(indexPath.section), \(indexPath.item)", design: .textCell(cornerRadius: 8))
    }
}
