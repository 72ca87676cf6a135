import Foundation
import OpenCollectionView
import Testing

/// Supplementaries, pinning, orthogonal rows and waterfalls in the horizontal scroll direction and at other
/// sizes (values worked out by hand: ⌊x⌋ₛ = floor(x·s)/s).
@MainActor
@Suite struct HorizontalLayoutFeatureTests {
    func horizontal() -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return configuration
    }

    @Test func orthogonalSectionsOfAHorizontalLayoutScrollVertically() {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .fractionalHeight(0.3)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            return section
        }, configuration: horizontal())
        let host = HostedLayout(layout, counts: [5, 2])
        // Groups are ⌊0.3 × 844⌋₃ = 253 tall and stack down the row; sections are 200 wide, side by side.
        #expect(host.frame(1) == CGRect(x: 0, y: 253, width: 200, height: 253))
        #expect(host.frame(0, section: 1) == CGRect(x: 200, y: 0, width: 200, height: 253))
        #expect(host.collectionView.contentSize == CGSize(width: 400, height: 844))
        // The row is 5 × 253 = 1,265 long in an 844-pt viewport; a flick down pages one group.
        #expect(host.collectionView.dragOrthogonalSection(0, by: 60, velocity: 800) == 253)
        #expect(host.frame(1) == CGRect(x: 0, y: 0, width: 200, height: 253))
        #expect(host.collectionView.setOrthogonalScrollingOffset(1_000, forSection: 0) == 421)
    }

    @Test func aPinnedLeadingHeaderFollowsTheVisibleLeftEdge() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
            elementKind: "header", alignment: .leading)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let host = HostedLayout(UICollectionViewCompositionalLayout(section: section, configuration: horizontal()), counts: [6, 6])
        func headerFrame(_ section: Int) -> CGRect? {
            host.layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: section))?.frame
        }
        // Sections are 40 + 600 wide; the header extends each along x.
        #expect(headerFrame(0) == CGRect(x: 0, y: 0, width: 40, height: 844))
        #expect(host.frame(0) == CGRect(x: 40, y: 0, width: 100, height: 844))
        #expect(headerFrame(1) == CGRect(x: 640, y: 0, width: 40, height: 844))
        host.collectionView.contentOffset = CGPoint(x: 150, y: 0)
        #expect(headerFrame(0)?.minX == 150)
        host.collectionView.contentOffset = CGPoint(x: 620, y: 0)
        #expect(headerFrame(0)?.minX == 600)  // pushed by its section's end (640 − 40)
        #expect(headerFrame(1)?.minX == 640)
    }

    @Test func headersAndBadgesAtOtherSizes() {
        // 375 × 667 @2: headers follow the 10-pt insets; rows of 44 every 49 pt below a 44-pt header.
        let headers = HostedLayout(SupplementaryWorkedExampleTests.headersFootersLayout(pinned: false), counts: [5, 5],
                                   width: 375, height: 667, scale: 2)
        #expect(headers.layout.layoutAttributesForSupplementaryView(
            ofKind: "section-footer-element-kind", at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 10, y: 328 + 284, width: 355, height: 44))
        // 414 × 896 @3: the cell of item 0 is (25, 25, 83.333, 64.667); its badge straddles its top-trailing corner.
        let badges = HostedLayout(SupplementaryWorkedExampleTests.itemBadgesLayout(), counts: [8], width: 414, height: 896)
        #expect(badges.layout.layoutAttributesForSupplementaryView(ofKind: "badge-element-kind", at: IndexPath(item: 0, section: 0))?
            .frame == rect(94.333, 19, 20, 20))
        #expect(badges.layout.layoutAttributesForSupplementaryView(ofKind: "badge-element-kind", at: IndexPath(item: 5, section: 0))?
            .frame == rect(94.333 + 93.333, 19 + 74.667, 20, 20))
        // 1024 × 768 @2: a section background spans the wider section.
        let decorated = HostedLayout(SupplementaryWorkedExampleTests.decoratedLayout(), counts: [2], width: 1024, height: 768, scale: 2)
        #expect(decorated.layout.layoutAttributesForDecorationView(
            ofKind: "section-background-element-kind", at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 5, y: 5, width: 1014, height: 103))
    }

    @Test func aWaterfallSelfSizesThroughTheCollectionView() {
        let heights: [CGFloat] = [120, 80, 60, 100, 90]
        let section = NSCollectionLayoutSection.waterfall(columnCount: 2, columnSpacing: 10, itemSpacing: 10) { heights[$0] }
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let host = HostedLayout(collectionView: collectionView, layout: layout, counts: [5])
        // Columns of (370 − 10) / 2 = 180: items 0 and 1 side by side, 2 under 1 (80 < 120), 3 under 0 (130 = 130, left wins).
        #expect(host.frame(0) == CGRect(x: 10, y: 10, width: 180, height: 120))
        #expect(host.frame(2) == CGRect(x: 200, y: 100, width: 180, height: 60))
        #expect(host.frame(3) == CGRect(x: 10, y: 140, width: 180, height: 100))
        #expect(host.frame(4) == CGRect(x: 200, y: 170, width: 180, height: 90))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 270))  // the right column ends at 250
        // A measurement re-places what follows: item 1 at 200 tall pushes item 2 to the left column.
        layout.setMeasuredSize(CGSize(width: 180, height: 200), forItemAt: IndexPath(item: 1, section: 0))
        #expect(host.frame(2) == CGRect(x: 10, y: 140, width: 180, height: 60))
        #expect(host.frame(3) == CGRect(x: 10, y: 210, width: 180, height: 100))
    }
}
