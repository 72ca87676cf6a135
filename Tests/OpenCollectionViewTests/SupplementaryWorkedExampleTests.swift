import Foundation
import OpenCollectionView
import Testing

/// Spec §12.5, §12.6, §12.10 (390 × 844 @3): badges, headers and footers, pinning, backgrounds.
@MainActor
@Suite struct SupplementaryWorkedExampleTests {
    static func itemBadgesLayout() -> UICollectionViewCompositionalLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge-element-kind", containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func itemBadgesStraddleTheirCellsTopTrailingCorner() {
        let host = HostedLayout(Self.itemBadgesLayout(), counts: [100])
        func badge(_ item: Int) -> UICollectionViewLayoutAttributes? {
            host.layout.layoutAttributesForSupplementaryView(ofKind: "badge-element-kind", at: IndexPath(item: item, section: 0))
        }
        #expect(badge(0)?.frame == rect(88.333, 19, 20, 20))
        #expect(badge(1)?.frame == rect(175.667, 19, 20, 20))
        #expect(badge(4)?.frame == rect(88.333, 89, 20, 20))
        #expect(badge(0)?.zIndex == 1)
        #expect(badge(0)?.representedElementCategory == .supplementaryView)
        #expect(badge(0)?.representedElementKind == "badge-element-kind")
        #expect(badge(99)?.frame == rect(88.333 + 3 * 87.333, 19 + 24 * 70, 20, 20))
        #expect(badge(100) == nil)
        let firstRow = host.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 90)) ?? []
        #expect(firstRow.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item).sorted() == [0, 1, 2, 3])
        #expect(firstRow.filter { $0.representedElementKind == "badge-element-kind" }.map(\.indexPath.item).sorted() == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 1790))
    }

    static func headersFootersLayout(pinned: Bool) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: "section-header-element-kind", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: "section-footer-element-kind", alignment: .bottom)
        if pinned {
            header.pinToVisibleBounds = true
            header.zIndex = 2
        }
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func headersAndFootersExtendTheirSectionsOutsideTheInsets() {
        let host = HostedLayout(Self.headersFootersLayout(pinned: false), counts: [5, 5, 5, 5, 5])
        func header(_ section: Int) -> CGRect? {
            host.layout.layoutAttributesForSupplementaryView(
                ofKind: "section-header-element-kind", at: IndexPath(item: 0, section: section))?.frame
        }
        func footer(_ section: Int) -> CGRect? {
            host.layout.layoutAttributesForSupplementaryView(
                ofKind: "section-footer-element-kind", at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(header(0) == CGRect(x: 10, y: 0, width: 370, height: 44))
        #expect(host.frame(0) == CGRect(x: 10, y: 44, width: 370, height: 44))
        #expect(host.frame(4) == CGRect(x: 10, y: 240, width: 370, height: 44))
        #expect(footer(0) == CGRect(x: 10, y: 284, width: 370, height: 44))
        #expect(header(1) == CGRect(x: 10, y: 328, width: 370, height: 44))
        #expect(host.frame(0, section: 1) == CGRect(x: 10, y: 372, width: 370, height: 44))
        #expect(footer(1) == CGRect(x: 10, y: 612, width: 370, height: 44))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 1640))
        let headers = host.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))?
            .filter { $0.representedElementKind == "section-header-element-kind" }
        #expect(headers?.map(\.indexPath).sorted() == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
                                                       IndexPath(item: 0, section: 2)])
    }

    @Test(arguments: [
        // content offset y → where the pinned header of section 0 is shown (nil: pushed out of view)
        (CGFloat(0), CGFloat?(0)), (50, 50), (100, 100), (239, 239), (240, 240), (260, 240), (300, nil), (330, nil),
    ])
    func pinnedHeadersFollowTheTopUntilTheirSectionsEndPushesThem(offset: CGFloat, headerY: CGFloat?) {
        let host = HostedLayout(Self.headersFootersLayout(pinned: true), counts: [5, 5, 5, 5, 5])
        #expect(host.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: offset + 1, width: 390, height: 844)))
        host.collectionView.contentOffset = CGPoint(x: 0, y: offset)
        let visible = host.layout.layoutAttributesForElements(in: host.collectionView.bounds) ?? []
        let header = visible.first { $0.representedElementKind == "section-header-element-kind" && $0.indexPath.section == 0 }
        #expect(header?.frame.minY == headerY)
        if headerY != nil { #expect(header?.zIndex == 2) }
        let lookedUp = host.layout.layoutAttributesForSupplementaryView(
            ofKind: "section-header-element-kind", at: IndexPath(item: 0, section: 0))
        #expect(lookedUp?.frame.minY == min(max(0, offset), 240))
        // The footer does not pin.
        let footer = host.layout.layoutAttributesForSupplementaryView(
            ofKind: "section-footer-element-kind", at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame.minY == 284)
    }

    @Test func pinnedHeadersStayBelowTheAdjustedContentInset() {
        let host = HostedLayout(Self.headersFootersLayout(pinned: true), counts: [5, 5])
        host.collectionView.contentInset = UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        let header = host.layout.layoutAttributesForSupplementaryView(
            ofKind: "section-header-element-kind", at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 160)
    }

    static func decoratedLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "section-background-element-kind")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "section-background-element-kind")
        return layout
    }

    @Test func sectionBackgroundsFillTheSectionAndLiftItsCells() {
        let host = HostedLayout(Self.decoratedLayout(), counts: [5, 5, 5, 5, 5])
        for section in 0..<5 {
            let decoration = host.layout.layoutAttributesForDecorationView(
                ofKind: "section-background-element-kind", at: IndexPath(item: 0, section: section))
            #expect(decoration?.frame == CGRect(x: 5, y: CGFloat(260 * section + 5), width: 380, height: 250))
            #expect(decoration?.zIndex == 0)
            #expect(decoration?.representedElementCategory == .decorationView)
            let cell = host.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: section))
            #expect(cell?.frame == CGRect(x: 10, y: CGFloat(260 * section + 10 + 98), width: 370, height: 44))
            #expect(cell?.zIndex == 1)
        }
        #expect(host.layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
        let inView = host.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 300)) ?? []
        #expect(inView.filter { $0.representedElementCategory == .decorationView }.map(\.indexPath.section) == [0, 1])
        #expect(host.layout.registeredDecorationViewClasses["section-background-element-kind"] != nil)
    }

    @Test func layoutHeadersSitAboveTheFirstSectionWithAOneIndexPath() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let banner = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
            elementKind: "banner", alignment: .top)
        let credits = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30)),
            elementKind: "credits", alignment: .bottomTrailing)
        configuration.boundarySupplementaryItems = [banner, credits]
        let host = HostedLayout(UICollectionViewCompositionalLayout(section: rowsSection(), configuration: configuration),
                                counts: [2, 1])
        #expect(host.layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(index: 0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(host.frame(0) == CGRect(x: 0, y: 60, width: 390, height: 44))
        #expect(host.frame(0, section: 1) == CGRect(x: 0, y: 158, width: 390, height: 44))
        #expect(host.layout.layoutAttributesForSupplementaryView(ofKind: "credits", at: IndexPath(index: 0))?.frame
                == CGRect(x: 195, y: 202, width: 195, height: 30))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 232))
    }
}
