import Foundation
import OpenCollectionView
import Testing

/// Spacing kinds and the visible items' 3-D transform of the compositional layout.
@MainActor
@Suite struct CompositionalAdditionsTests {
    @Test func spacingsSayWhetherTheyAreFixedOrFlexible() {
        let fixed = NSCollectionLayoutSpacing.fixed(8)
        let flexible = NSCollectionLayoutSpacing.flexible(4)
        #expect(fixed.isFixed && !fixed.isFlexible)
        #expect(flexible.isFlexible && !flexible.isFixed)
        #expect(fixed.spacing == 8)
        #expect(flexible.spacing == 4)
    }

    /// A visible-items handler that scales its items with a 3-D transform: the attributes handed out carry it, and the
    /// views get its affine part.
    @Test func visibleItemsTake3DTransforms() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        var seen: [CATransform3D] = []
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items {
                seen.append(item.transform3D)
                item.transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
            }
        }
        let host = HostedLayout(UICollectionViewCompositionalLayout(section: section), counts: [3])
        let attributes = try #require(host.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(seen.first == CATransform3DIdentity)
        #expect(attributes.transform3D == CATransform3DMakeScale(0.5, 0.5, 1))
        #expect(attributes.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.transform
            == CGAffineTransform(scaleX: 0.5, y: 0.5))
    }
}
