import OpenCollectionView

/// Orthogonal Sections › Orthogonal Sections (spec §3.11): five sections, each a strip of Nested Groups' groups
/// at 85% of the width that scrolls sideways on its own, inside the vertical scroll.
///
/// The page draws every group of each strip at its resting position (row offset 0), in a box the reader can
/// scroll sideways; the collection view clips what lies past its edge.
public struct OrthogonalSectionsExample: GalleryExample {
    public let menuTitle = "Orthogonal Sections"
    public let navigationTitle = "Orthogonal Sections"
    public let slug = "orthogonal-sections"
    public let backgroundColor = GalleryColor.systemBackground
    /// Five sections of 30 items (ten groups each), numbered 0–149.
    public let itemIdentifiers: [[Int]] = (0..<5).map { section in Array(section * 30..<section * 30 + 30) }

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            // 85% wide, so the next group peeks in from the trailing edge.
            let section = NSCollectionLayoutSection(group: NestedGroupLayout.group(containerWidth: .fractionalWidth(0.85)))
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        CellContent(text: "\(indexPath.section), \(indexPath.item)", design: .textCell(cornerRadius: 8))
    }

    public var pageNote: String? {
        "Each section's row is drawn at rest (row offset 0) and scrolls sideways in the page."
    }
}
