import Foundation
import Testing

@testable import OpenCollectionView

/// A layout keeps the sizes of the elements measured most recently only (`MeasurementRecency`): scrolling a million
/// self-sizing rows leaves at most two thousand sizes in the layout and in what hosts are sent, the rows measured long
/// ago go back to their estimates, and what is on screen stays where it is when they do.
@MainActor
@Suite struct MeasurementBoundsTests {
    /// A list cell 60 points tall whatever its estimate.
    final class SixtyPointCell: UICollectionViewListCell {
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            layoutAttributes.size.height = 60
            return layoutAttributes
        }
    }

    static func selfSizingList() -> (HostedLayout, UICollectionViewCompositionalLayout) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(SixtyPointCell.self, forCellWithReuseIdentifier: "cell")
        return (HostedLayout(collectionView: collectionView, layout: layout, counts: [1_000_000]), layout)
    }

    @Test func aCompositionalLayoutKeepsTheLatestMeasurementsAndWhatIsOnScreenStays() throws {
        let (host, layout) = Self.selfSizingList()
        let collectionView = host.collectionView
        // Far down the list; rows above it get measured, one at a time, as a host reports them.
        collectionView.contentOffset.y = 200_000
        collectionView.layoutIfNeeded()
        let anchor = try #require(collectionView.indexPathsForVisibleItems.first)
        let onScreen = try #require(host.frame(anchor.item)).minY - collectionView.contentOffset.y
        let total = MeasurementRecency<ElementKey>.trimmedAbove + 500
        for row in 0..<total {
            layout.setMeasuredSize(CGSize(width: 390, height: 60), forItemAt: IndexPath(item: row, section: 0))
            #expect(layout.measuredSizes.count <= MeasurementRecency<ElementKey>.trimmedAbove)
        }
        #expect(layout.measuredSizes.count <= MeasurementRecency<ElementKey>.trimmedAbove)
        #expect(layout.measuredSizes.count >= MeasurementRecency<ElementKey>.kept)
        #expect(layout.hostMeasurements.count <= 2 * MeasurementRecency<ElementKey>.trimmedAbove + 64)
        // The rows measured last keep their 60 points; the first ones are estimated again.
        #expect(host.frame(total - 1)?.height == 60)
        #expect(host.frame(0)?.height == 44)
        // The row at the top of the screen is where it was.
        #expect(try #require(host.frame(anchor.item)).minY - collectionView.contentOffset.y == onScreen)
    }

    @Test func scrollingAMillionRowsKeepsBoundedMeasurements() {
        let (host, layout) = Self.selfSizingList()
        let collectionView = host.collectionView
        // Screen after screen, as a fling does, measuring every row that comes into view.
        var screens = 0
        while collectionView.indexPathsForVisibleItems.last.map({ $0.item < 4_000 }) ?? true {
            collectionView.contentOffset.y += 844
            collectionView.layoutIfNeeded()
            screens += 1
        }
        #expect(screens > 200)
        #expect(layout.measuredSizes.count <= MeasurementRecency<ElementKey>.trimmedAbove)
        #expect(layout.hostMeasurements.count <= 2 * MeasurementRecency<ElementKey>.trimmedAbove + 64)
        for indexPath in collectionView.indexPathsForVisibleItems {
            #expect(host.frame(indexPath.item)?.height == 60)
        }
        #expect(!collectionView.indexPathsForVisibleItems.isEmpty)
        // Where each row's separator starts is kept for the rows shown, not for every row ever shown.
        #expect(!layout.separatorLeadingOffsets.isEmpty)
        #expect(Set(layout.separatorLeadingOffsets.keys).isSubset(of: collectionView.indexPathsForVisibleItems))
    }

    @Test func aFlowLayoutKeepsTheLatestMeasurements() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 390, height: 44)
        layout.itemSize = CGSize(width: 390, height: 44)
        let host = HostedLayout(layout, counts: [1_000_000])
        let total = MeasurementRecency<IndexPath>.trimmedAbove + 500
        for item in 0..<total {
            layout.setMeasuredSize(CGSize(width: 390, height: 60), forItemAt: IndexPath(item: item, section: 0))
        }
        #expect(layout.measuredSizes.count <= MeasurementRecency<IndexPath>.trimmedAbove)
        #expect(layout.measuredSizes.count >= MeasurementRecency<IndexPath>.kept)
        #expect(layout.hostMeasurements.count <= 2 * MeasurementRecency<IndexPath>.trimmedAbove + 64)
        #expect(host.frame(total - 1)?.height == 60)
        #expect(host.frame(0)?.height == 44)
    }
}
