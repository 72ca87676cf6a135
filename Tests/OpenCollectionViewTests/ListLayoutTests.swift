import Foundation
import OpenCollectionView
import Testing

/// Spec §11 and §12.11: list sections, their metrics and their separators.
@MainActor
@Suite struct ListLayoutTests {
    static let bottomSeparator = "UICollectionViewListLayoutElementKindBottomSeparator"
    static let topSeparator = "UICollectionViewListLayoutElementKindTopSeparator"

    func separators(_ host: HostedLayout, kind: String = bottomSeparator) -> [UICollectionViewLayoutAttributes] {
        let all = host.layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: host.collectionView.contentSize)) ?? []
        return all.filter { $0.representedElementKind == kind }.sorted { $0.indexPath < $1.indexPath }
    }

    @Test func anInsetGroupedListOfThreeRows() {
        let host = HostedLayout(UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)), counts: [3])
        #expect(host.frame(0) == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(host.frame(1) == CGRect(x: 16, y: 79, width: 358, height: 44))
        #expect(host.frame(2) == CGRect(x: 16, y: 123, width: 358, height: 44))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 187))
        // Separators start at the row's content (16 + 16) and are hidden under the last row.
        #expect(separators(host).map(\.frame) == [rect(32, 79 - 0.333, 342, 0.333), rect(32, 123 - 0.333, 342, 0.333)])
        #expect(separators(host).map(\.zIndex) == [100, 100])
        #expect(separators(host).allSatisfy { $0.representedElementCategory == .decorationView })
        #expect(host.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 10)
        #expect(host.layout.layoutAttributesForDecorationView(ofKind: Self.bottomSeparator, at: IndexPath(item: 2, section: 0)) == nil)
    }

    @Test func aPlainListOfThreeRows() {
        let host = HostedLayout(UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)), counts: [3])
        #expect((0..<3).compactMap { host.frame($0) } == [
            CGRect(x: 0, y: 0, width: 390, height: 44), CGRect(x: 0, y: 44, width: 390, height: 44),
            CGRect(x: 0, y: 88, width: 390, height: 44),
        ])
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 132))
        #expect(separators(host).map(\.frame) == [
            rect(16, 44 - 0.333, 374, 0.333), rect(16, 88 - 0.333, 374, 0.333), rect(16, 132 - 0.333, 374, 0.333),
        ])
    }

    @Test func groupedSectionsWithoutHeadersAreAbout35PointsApart() {
        let host = HostedLayout(UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped)), counts: [2, 1, 1])
        // 35 above the first section; 17.333 (17.5 floored at @3) below and above each section in between; 20 at the end.
        #expect(host.frame(0) == CGRect(x: 0, y: 35, width: 390, height: 44))
        #expect(host.frame(0, section: 1) == rect(0, 123 + 17.333 + 17.333, 390, 44))
        #expect(host.frame(0, section: 2) == rect(0, 123 + 4 * 17.333 + 44, 390, 44))
        #expect(host.collectionView.contentSize == rect(0, 0, 390, 123 + 4 * 17.333 + 88 + 20).size)
        // In a grouped (not inset) list the last row keeps its separator.
        #expect(separators(host).filter { $0.indexPath.section == 0 }.map(\.indexPath.item) == [0, 1])
    }

    @Test func plainHeadersSpanTheWidthPinAndHave22PointsAboveThem() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let host = HostedLayout(UICollectionViewCompositionalLayout.list(using: configuration), counts: [3, 3])
        func header(_ section: Int) -> UICollectionViewLayoutAttributes? {
            host.layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        }
        #expect(header(0)?.frame == CGRect(x: 0, y: 22, width: 390, height: 28))
        #expect(header(0)?.zIndex == 210)
        #expect(host.frame(0) == CGRect(x: 0, y: 50, width: 390, height: 44))
        #expect(header(1)?.frame == CGRect(x: 0, y: 182 + 22, width: 390, height: 28))
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(header(0)?.frame.minY == 100)
        #expect(host.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 120, width: 390, height: 844)))
    }

    @Test func insetGroupedHeadersFollowTheInsetsAndDoNotPin() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let host = HostedLayout(UICollectionViewCompositionalLayout.list(using: configuration), counts: [2])
        let header = host.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        let footer = host.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        // Header and footer replace the 35 and 20 pt paddings; their 17.5-pt estimates round to 17.667 at @3.
        #expect(header?.frame == rect(16, 0, 358, 17.5))
        #expect(host.frame(0) == rect(16, 17.5, 358, 44))
        #expect(footer?.frame == rect(16, 105.5, 358, 17.5))
        host.collectionView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(host.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    }

    @Test func sidebarsHaveNoSeparatorsAndInsetRows() {
        let host = HostedLayout(UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)), counts: [2], width: 430, height: 932)
        #expect(host.frame(0) == CGRect(x: 20, y: 0, width: 390, height: 44))
        #expect(separators(host).isEmpty)
    }

    @Test func theItemSeparatorHandlerDecidesPerRow() {
        var seen: [IndexPath] = []
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.itemSeparatorHandler = { indexPath, proposed in
            seen.append(indexPath)
            var changed = proposed
            if indexPath.item == 0 { changed.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 1 {
                changed.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 10)
                changed.topSeparatorVisibility = .visible
            }
            return changed
        }
        let host = HostedLayout(UICollectionViewCompositionalLayout.list(using: configuration), counts: [3])
        #expect(separators(host).map(\.indexPath.item) == [1, 2])
        #expect(separators(host).first?.frame == rect(60, 88 - 0.333, 320, 0.333))
        #expect(separators(host, kind: Self.topSeparator).map(\.frame) == [rect(16, 44, 374, 0.333)])
        #expect(Set(seen) == Set((0..<3).map { IndexPath(item: $0, section: 0) }))
    }

    @Test func explicitSeparatorInsetsAndHiddenSeparators() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        #expect(separators(HostedLayout(UICollectionViewCompositionalLayout.list(using: configuration), counts: [1])).map(\.frame) == [rect(0, 44 - 0.333, 390, 0.333)])
        configuration.showsSeparators = false
        #expect(separators(HostedLayout(UICollectionViewCompositionalLayout.list(using: configuration), counts: [2])).isEmpty)
    }

    @Test func listSectionsMixWithOtherSectionsFromOneProvider() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
                configuration.headerMode = .firstItemInSection
                let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 10)
                return section
            }
            return rowsSection()
        }
        let host = HostedLayout(layout, counts: [2, 1])
        #expect(host.frame(0) == CGRect(x: 10, y: 10, width: 370, height: 44))
        #expect(host.frame(0, section: 1) == CGRect(x: 0, y: 98, width: 390, height: 44))
    }

    @Test func theConfigurationsDefaults() {
        let plain = UICollectionLayoutListConfiguration(appearance: .plain)
        #expect(plain.showsSeparators)
        #expect(plain.headerMode == .none)
        #expect(plain.footerMode == .none)
        #expect(plain.headerTopPadding == nil)
        #expect(plain.resolvedBackgroundColor == .systemBackground)
        #expect(UICollectionLayoutListConfiguration(appearance: .insetGrouped).resolvedBackgroundColor == .systemGroupedBackground)
        let sidebar = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
        #expect(!sidebar.showsSeparators)
        #expect(sidebar.separatorConfiguration.bottomSeparatorVisibility == .hidden)
    }
}
