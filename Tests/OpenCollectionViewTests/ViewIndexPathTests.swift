import Foundation
import OpenCollectionView
import Testing

/// Finding the index path a shown view stands for: `indexPath(for:)` and `indexPath(forSupplementaryView:)`.
@MainActor
@Suite struct ViewIndexPathTests {
    /// Rows 100 pt tall, two sections of ten, each with a 40-pt header, in a 390 × 500 view.
    let host: HostedLayout

    init() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        host = HostedLayout(UICollectionViewCompositionalLayout(section: section), counts: [10, 10], height: 500)
    }

    @Test func shownCellsGiveTheirItemsIndexPath() throws {
        let collectionView = host.collectionView
        for indexPath in collectionView.indexPathsForVisibleItems {
            let cell = try #require(collectionView.cellForItem(at: indexPath))
            #expect(collectionView.indexPath(for: cell) == indexPath)
        }
        #expect(collectionView.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
        // A cell that scrolled away no longer stands for its item: recycled, it shows another one or none.
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPath(for: first) != IndexPath(item: 0, section: 0))
        if let now = collectionView.indexPath(for: first) { #expect(collectionView.cellForItem(at: now) === first) }
    }

    @Test func shownSupplementaryViewsGiveTheirIndexPath() throws {
        let collectionView = host.collectionView
        let header = try #require(collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(collectionView.indexPath(forSupplementaryView: header) == IndexPath(item: 0, section: 0))
        #expect(collectionView.indexPath(forSupplementaryView: UICollectionReusableView(frame: .zero)) == nil)
        // A cell is not a supplementary view.
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(collectionView.indexPath(forSupplementaryView: cell) == nil)
        // Scrolled to the second section, its header is shown and the first one's is not.
        collectionView.contentOffset = CGPoint(x: 0, y: 1040)
        collectionView.layoutIfNeeded()
        let second = try #require(collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(collectionView.indexPath(forSupplementaryView: second) == IndexPath(item: 0, section: 1))
    }
}
