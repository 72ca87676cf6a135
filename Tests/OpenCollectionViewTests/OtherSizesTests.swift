import Foundation
import OpenCollectionView
import Testing

/// The worked examples' rules at other containers and scales: 375 × 667 @2, 414 × 896 @3, 1024 × 768 @2.
/// Expected values are worked out by hand from spec §2–§5 (⌊x⌋ₛ = floor(x·s)/s).
@MainActor
@Suite struct OtherSizesTests {
    @Test func nestedGroupsOnASmallPhone() {
        // Group ⌊0.4·667⌋₂ = 266.5 tall; leading ⌊0.7·375⌋₂ = 262.5; trailing ⌊0.3·375⌋₂ = 112.5 with rows ⌊133.25⌋₂ = 133.
        let host = HostedLayout(WorkedExampleTests.nestedGroupsLayout(), counts: [100], width: 375, height: 667, scale: 2)
        #expect(host.frame(0) == CGRect(x: 10, y: 10, width: 242.5, height: 246.5))
        #expect(host.frame(1) == CGRect(x: 272.5, y: 10, width: 92.5, height: 113))
        #expect(host.frame(2) == CGRect(x: 272.5, y: 143, width: 92.5, height: 113))
        #expect(host.frame(3) == CGRect(x: 10, y: 276.5, width: 242.5, height: 246.5))
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 9061))
    }

    @Test func nestedGroupsOnATablet() {
        // Group ⌊0.4·768⌋₂ = 307; leading ⌊716.8⌋₂ = 716.5; trailing ⌊307.2⌋₂ = 307 with rows ⌊153.5⌋₂ = 153.5.
        let host = HostedLayout(WorkedExampleTests.nestedGroupsLayout(), counts: [100], width: 1024, height: 768, scale: 2)
        #expect(host.frame(0) == CGRect(x: 10, y: 10, width: 696.5, height: 287))
        #expect(host.frame(1) == CGRect(x: 726.5, y: 10, width: 287, height: 133.5))
        #expect(host.frame(2) == CGRect(x: 726.5, y: 163.5, width: 287, height: 133.5))
        #expect(host.frame(5) == CGRect(x: 726.5, y: 470.5, width: 287, height: 133.5))
        #expect(host.collectionView.contentSize == CGSize(width: 1024, height: 10438))
    }

    @Test func distinctSectionsOnATablet() {
        // Content width 1024 − 40 = 984: list rows 980 × 40; fifths ⌊196.8⌋₂ = 196.5; thirds 328; rows ⌊196.8⌋₂ = 196.5.
        let host = HostedLayout(WorkedExampleTests.distinctSectionsLayout(), counts: [10, 10, 10], width: 1024, height: 768, scale: 2)
        #expect(host.frame(3) == CGRect(x: 22, y: 154, width: 980, height: 40))
        #expect(host.frame(0, section: 1) == CGRect(x: 22, y: 502, width: 192.5, height: 192.5))
        #expect(host.frame(9, section: 1) == CGRect(x: 808, y: 698.5, width: 192.5, height: 192.5))
        #expect(host.frame(0, section: 2) == CGRect(x: 22, y: 935, width: 324, height: 192.5))
        #expect(host.frame(9, section: 2) == CGRect(x: 22, y: 1524.5, width: 324, height: 192.5))
        #expect(host.collectionView.contentSize == CGSize(width: 1024, height: 1739))
    }

    @Test func quarterWidthItemsOnALargePhone() {
        // Item Badges' cells at 414: container 374, rows ⌊74.8⌋₃ = 74.667, items ⌊93.5⌋₃ = 93.333 (four fit).
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let host = HostedLayout(UICollectionViewCompositionalLayout(section: section), counts: [100], width: 414, height: 896)
        #expect(host.frame(0) == rect(25, 25, 83.333, 64.667))
        #expect(host.frame(1) == rect(118.333, 25, 83.333, 64.667))
        #expect(host.frame(3) == rect(305, 25, 83.333, 64.667))
        #expect(host.frame(4) == rect(25, 99.667, 83.333, 64.667))
        #expect(host.collectionView.contentSize == rect(0, 0, 414, 1906.667).size)
    }

    @Test func layoutMarginsReferenceOnAWidePhoneAndReadableContentOnATablet() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        let layout = UICollectionViewCompositionalLayout(section: rowsSection(), configuration: configuration)
        let phone = HostedLayout(layout, counts: [1], width: 428, height: 926)
        #expect(phone.frame(0) == CGRect(x: 20, y: 0, width: 388, height: 44))

        let readable = UICollectionViewCompositionalLayoutConfiguration()
        readable.contentInsetsReference = .readableContent
        let tablet = HostedLayout(UICollectionViewCompositionalLayout(section: rowsSection(), configuration: readable),
                                  counts: [1], width: 1024, height: 768, scale: 2)
        // The readable column is 672 pt wide, centred: (1024 − 672) / 2 = 176 on each side.
        #expect(tablet.frame(0) == CGRect(x: 176, y: 0, width: 672, height: 44))
        let narrow = HostedLayout(UICollectionViewCompositionalLayout(section: rowsSection(), configuration: readable),
                                  counts: [1], width: 375, height: 667, scale: 2)
        #expect(narrow.frame(0) == CGRect(x: 16, y: 0, width: 343, height: 44))
    }
}
