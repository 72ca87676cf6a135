import Foundation
import OpenCollectionView
import Testing

/// The worked examples of spec §12 (390 × 844 pt, scale 3), written as Apple's sample writes them.
@MainActor
@Suite struct WorkedExampleTests {
    func gridLayout(itemInsets: NSDirectionalEdgeInsets = .zero) -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = itemInsets
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test func grid() {
        let host = HostedLayout(gridLayout(), counts: [94])
        #expect(host.frame(0) == CGRect(x: 0, y: 0, width: 78, height: 78))
        #expect(host.frame(4) == CGRect(x: 312, y: 0, width: 78, height: 78))
        #expect(host.frame(5) == CGRect(x: 0, y: 78, width: 78, height: 78))
        #expect(host.frame(93) == CGRect(x: 234, y: 1404, width: 78, height: 78))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 1482))
        #expect(host.layout.collectionViewContentSize == CGSize(width: 390, height: 1482))
    }

    @Test func insetItemsGrid() {
        let host = HostedLayout(gridLayout(itemInsets: .init(top: 5, leading: 5, bottom: 5, trailing: 5)), counts: [94])
        #expect(host.frame(0) == CGRect(x: 5, y: 5, width: 68, height: 68))
        #expect(host.frame(1) == CGRect(x: 83, y: 5, width: 68, height: 68))
        #expect(host.frame(4) == CGRect(x: 317, y: 5, width: 68, height: 68))
        #expect(host.frame(5) == CGRect(x: 5, y: 83, width: 68, height: 68))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 1482))
    }

    func twoColumnLayout(sectionInsets: NSDirectionalEdgeInsets) -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = sectionInsets
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func twoColumnGrid() {
        let host = HostedLayout(twoColumnLayout(sectionInsets: .init(top: 0, leading: 10, bottom: 0, trailing: 10)), counts: [94])
        for row in [0, 1, 46] {
            let y = CGFloat(54 * row)
            #expect(host.frame(2 * row) == CGRect(x: 10, y: y, width: 180, height: 44))
            #expect(host.frame(2 * row + 1) == CGRect(x: 200, y: y, width: 180, height: 44))
        }
        #expect(host.frame(93) == CGRect(x: 200, y: 2484, width: 180, height: 44))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 2528))
    }

    @Test func twoColumnGridWithoutSectionInsets() {
        let host = HostedLayout(twoColumnLayout(sectionInsets: .zero), counts: [94])
        #expect(host.frame(0) == CGRect(x: 0, y: 0, width: 190, height: 44))
        #expect(host.frame(1) == CGRect(x: 200, y: 0, width: 190, height: 44))
        #expect(host.frame(2) == CGRect(x: 0, y: 54, width: 190, height: 44))
    }

    enum SectionLayoutKind: Int, CaseIterable {
        case list, grid5, grid3

        var columnCount: Int {
            switch self {
            case .list: return 1
            case .grid5: return 5
            case .grid3: return 3
            }
        }
    }

    static func distinctSectionsLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let sectionLayoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            let columns = sectionLayoutKind.columnCount
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupHeight = columns == 1 ? NSCollectionLayoutDimension.absolute(44) : NSCollectionLayoutDimension.fractionalWidth(0.2)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }

    @Test func distinctSections() {
        let host = HostedLayout(Self.distinctSectionsLayout(), counts: [10, 10, 10])
        #expect(host.frame(0) == CGRect(x: 22, y: 22, width: 346, height: 40))
        #expect(host.frame(9) == CGRect(x: 22, y: 22 + 44 * 9, width: 346, height: 40))
        #expect(host.frame(0, section: 1) == CGRect(x: 22, y: 502, width: 66, height: 66))
        #expect(host.frame(4, section: 1) == CGRect(x: 302, y: 502, width: 66, height: 66))
        #expect(host.frame(5, section: 1) == CGRect(x: 22, y: 572, width: 66, height: 66))
        #expect(host.frame(0, section: 2) == rect(22, 682, 112.667, 66))
        #expect(host.frame(1, section: 2) == rect(138.667, 682, 112.667, 66))
        #expect(host.frame(2, section: 2) == rect(255.333, 682, 112.667, 66))
        #expect(host.frame(9, section: 2) == rect(22, 892, 112.667, 66))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 980))
    }

    static func nestedGroupsLayout(outerWidth: CGFloat = 1.0) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let leadingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
            leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
            trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingGroup = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                subitem: trailingItem, count: 2)
            let nestedGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(outerWidth), heightDimension: .fractionalHeight(0.4)),
                subitems: [leadingItem, trailingGroup])
            return NSCollectionLayoutSection(group: nestedGroup)
        }
    }

    @Test func nestedGroups() {
        let host = HostedLayout(Self.nestedGroupsLayout(), counts: [100])
        #expect(host.frame(0) == rect(10, 10, 253, 317.333))
        #expect(host.frame(1) == rect(283, 10, 97, 148.667))
        #expect(host.frame(2) == rect(283, 178.667, 97, 148.667))
        #expect(host.frame(3) == rect(10, 347.333, 253, 317.333))
        #expect(host.frame(4) == rect(283, 347.333, 97, 148.667))
        #expect(host.frame(5) == rect(283, 516, 97, 148.667))
        #expect(host.frame(99) == rect(10, 33 * 337.333 + 10, 253, 317.333))
        #expect(host.collectionView.contentSize == rect(0, 0, 390, 11469.333).size)
    }

    @Test func itemBadgesCells() {
        // §12.5 without the badges: a quarter of 350 floors to 87.333, so four fit with 0.667 pt to spare.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let host = HostedLayout(UICollectionViewCompositionalLayout(section: section), counts: [100])
        #expect(host.frame(0) == rect(25, 25, 77.333, 60))
        #expect(host.frame(1) == rect(112.333, 25, 77.333, 60))
        #expect(host.frame(2) == rect(199.667, 25, 77.333, 60))
        #expect(host.frame(3) == rect(287, 25, 77.333, 60))
        #expect(host.frame(4) == rect(25, 95, 77.333, 60))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 1790))
    }

    @Test func sectionBackgroundDecorationCells() {
        // §12.10 without the decoration: rows of 44 every 49 pt inside 10-pt section insets, sections of 260.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let host = HostedLayout(UICollectionViewCompositionalLayout(section: section), counts: [5, 5, 5, 5, 5])
        for sectionIndex in 0..<5 {
            for itemIndex in 0..<5 {
                let y = CGFloat(260 * sectionIndex + 10 + 49 * itemIndex)
                #expect(host.frame(itemIndex, section: sectionIndex) == CGRect(x: 10, y: y, width: 370, height: 44))
            }
        }
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 1300))
    }

    @Test func sectionHeadersFootersItemsBeforeSizing() {
        // §12.6's rows alone (headers come with supplementary items): 5 rows of 44 every 49 pt, inset 10 at the sides.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let host = HostedLayout(UICollectionViewCompositionalLayout(section: section), counts: [5, 5])
        #expect(host.frame(0) == CGRect(x: 10, y: 0, width: 370, height: 44))
        #expect(host.frame(4) == CGRect(x: 10, y: 196, width: 370, height: 44))
        #expect(host.frame(0, section: 1) == CGRect(x: 10, y: 240, width: 370, height: 44))
    }
}
