import Foundation
import OpenCollectionView
import Testing

/// A cell that reports a height depending on its item, as a cell with more or less text would.
final class TallerCell: UICollectionViewCell {
    static var height: (Int) -> CGFloat = { _ in 60 }
    private(set) var measurements = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        measurements += 1
        layoutAttributes.size = CGSize(width: 999, height: Self.height(layoutAttributes.indexPath.item))
        return layoutAttributes
    }
}

/// A header that is 60 pt tall whatever its estimate.
final class TallHeader: UICollectionReusableView {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes.size.height = 60
        return layoutAttributes
    }
}

/// A collection view that counts its layout passes (`layoutSubviews()`).
final class PassCountingCollectionView: UICollectionView {
    private(set) var layoutPasses = 0

    override func layoutSubviews() {
        layoutPasses += 1
        super.layoutSubviews()
    }
}

/// Asks for layout again as the first cell it is told of comes into view, as an app adjusting its views might.
final class LayoutAskingDelegate: NSObject, UICollectionViewDelegate {
    private(set) var asked = false

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard !asked else { return }
        asked = true
        collectionView.setNeedsLayout()
    }
}

/// Spec §8 through the collection view: views report preferred sizes, estimated axes take them.
@MainActor
@Suite(.serialized) struct SelfSizingCollectionViewTests {
    func plainList(counts: [Int], headers: Bool = false, overscan: UIEdgeInsets = .zero) -> HostedLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        if headers { configuration.headerMode = .supplementary }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = PassCountingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.hostOverscan = overscan
        collectionView.register(TallerCell.self, forCellWithReuseIdentifier: "cell")
        return HostedLayout(collectionView: collectionView, layout: layout, counts: counts, supplementaryClass: TallHeader.self)
    }

    @Test func visibleRowsTakeTheirMeasuredHeightsAndTheRestKeepTheirEstimates() {
        TallerCell.height = { 44 + CGFloat($0 % 3) * 20 }
        let host = plainList(counts: [1_000])
        // Rows 0, 1, 2 … are 44, 64, 84, 44, … tall; the viewport (844 pt) shows rows 0…13 once measured.
        var y: CGFloat = 0
        for row in 0..<14 {
            #expect(host.frame(row) == CGRect(x: 0, y: y, width: 390, height: 44 + CGFloat(row % 3) * 20))
            y += 44 + CGFloat(row % 3) * 20
        }
        // At their 44-pt estimates 20 rows fit in the viewport, so 20 were given cells and measured; 14 remain visible.
        #expect(host.frame(19)?.height == 64)
        #expect(host.frame(20)?.height == 44)
        let measuredHeight = (0..<20).reduce(CGFloat(0)) { $0 + 44 + CGFloat($1 % 3) * 20 }
        #expect(host.collectionView.contentSize.height == measuredHeight + CGFloat(1_000 - 20) * 44)
        #expect(host.collectionView.indexPathsForVisibleItems.count == 14)
    }

    /// Hosts that solve the layout elsewhere get each measurement that moved a row off its estimate, once: scrolling
    /// appends the rows it measures without starting again; a new width forgets them all and starts a new generation.
    @Test func hostsGetMeasurementsAsTheyComeAndAgainAfterANewWidth() throws {
        TallerCell.height = { 44 + CGFloat($0 % 3) * 20 }
        let host = plainList(counts: [1_000])
        let layout = try #require(host.layout as? UICollectionViewCompositionalLayout)
        // The first 20 rows were measured; those of every third row matched their 44-point estimate.
        #expect(Set(layout.hostMeasurements.map(\.indexPath)) == Set((0..<20).filter { $0 % 3 != 0 }.map { IndexPath(item: $0, section: 0) }))
        let generation = layout.hostMeasurementGeneration
        host.collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
        host.collectionView.layoutIfNeeded()
        #expect(layout.hostMeasurementGeneration == generation)
        let measured = layout.hostMeasurements
        #expect(measured.count > 20)
        #expect(Set(measured.map(\.indexPath)).count == measured.count)
        #expect(measured.allSatisfy { $0.size.height == 44 + CGFloat($0.indexPath.item % 3) * 20 })
        host.collectionView.frame.size.width = 320
        host.collectionView.layoutIfNeeded()
        #expect(layout.hostMeasurementGeneration > generation)
        #expect(!layout.hostMeasurements.isEmpty)
        #expect(layout.hostMeasurements.allSatisfy { $0.size.height == 44 + CGFloat($0.indexPath.item % 3) * 20 })
    }

    @Test func scrollingUpIntoUnmeasuredRowsKeepsTheFirstVisibleRowInPlace() {
        TallerCell.height = { _ in 44 }  // the rows shown first measure what they were estimated at
        let host = plainList(counts: [200])
        TallerCell.height = { _ in 60 }
        let collectionView = host.collectionView
        // Jump to row 100 (at 44 × 100 while rows above are unmeasured estimates).
        collectionView.contentOffset = CGPoint(x: 0, y: 4_400)
        collectionView.layoutIfNeeded()
        #expect(host.frame(100)?.minY == 4_400)
        #expect(collectionView.contentOffset.y == 4_400)
        // Scroll up by 100 pt: rows 97…99 appear and are measured 16 pt taller each, pushing row 100 down by 48;
        // row 97, the first visible row, keeps its place (4,268), so the offset stays.
        collectionView.contentOffset = CGPoint(x: 0, y: 4_300)
        collectionView.layoutIfNeeded()
        #expect(host.frame(97) == CGRect(x: 0, y: 4_268, width: 390, height: 60))
        #expect(host.frame(100)?.minY == 4_448)
        #expect(collectionView.contentOffset.y == 4_300)
        // Measuring a row above the viewport moves what is on screen back to where it was.
        let layout = host.layout as? UICollectionViewCompositionalLayout
        layout?.setMeasuredSize(CGSize(width: 390, height: 144), forItemAt: IndexPath(item: 10, section: 0))
        collectionView.layoutIfNeeded()
        #expect(host.frame(97)?.minY == 4_368)
        #expect(collectionView.contentOffset.y == 4_400)
        #expect(host.frame(0)?.height == 44)
    }

    /// A pass that moves the content to keep its anchor in place marks the collection view for layout, and lays out
    /// again at once at the new offset: the mark is met, and the next `layoutIfNeeded()` has nothing to do.
    @Test func aPassThatKeepsItsAnchorInPlaceLeavesNoLayoutToRepeat() throws {
        TallerCell.height = { _ in 44 }
        let host = plainList(counts: [200], overscan: UIEdgeInsets(top: 300, left: 0, bottom: 300, right: 0))
        let collectionView = try #require(host.collectionView as? PassCountingCollectionView)
        TallerCell.height = { _ in 60 }
        // Rows that come into the overscan above row 100 measure 16 pt taller each and push the rows below down: the
        // content moves with them, so that what the bounds show stays put.
        collectionView.contentOffset = CGPoint(x: 0, y: 4_400)
        collectionView.layoutIfNeeded()
        #expect(try #require(host.frame(100)).minY > 4_400)
        #expect(collectionView.contentOffset.y > 4_400)
        let passes = collectionView.layoutPasses
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutPasses == passes)
    }

    /// A mark that comes during a pass's last round (a delegate asking for layout as a cell comes into view) still
    /// counts: the next `layoutIfNeeded()` lays out again.
    @Test func aMarkFromTheLastRoundOfAPassStillCounts() throws {
        TallerCell.height = { _ in 44 }  // rows measure what they are estimated at: one round
        let host = plainList(counts: [200])
        let collectionView = try #require(host.collectionView as? PassCountingCollectionView)
        let delegate = LayoutAskingDelegate()
        collectionView.delegate = delegate
        collectionView.contentOffset = CGPoint(x: 0, y: 4_400)
        collectionView.layoutIfNeeded()
        #expect(delegate.asked)
        let passes = collectionView.layoutPasses
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutPasses == passes + 1)
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutPasses == passes + 1)
    }

    @Test func headersSelfSizeAndMoveTheirSectionsContent() {
        TallerCell.height = { _ in 44 }
        let host = plainList(counts: [3, 3], headers: true)
        let header = host.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 22, width: 390, height: 60))
        #expect(host.frame(0) == CGRect(x: 0, y: 82, width: 390, height: 44))
        #expect(host.frame(0, section: 1) == CGRect(x: 0, y: 214 + 22 + 60, width: 390, height: 44))
        #expect(host.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) is TallHeader)
        #expect(host.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    }

    @Test func hostsCanReportMeasuredSizesDirectlyAndTheyLastUntilTheWidthChanges() {
        TallerCell.height = { _ in 44 }
        let host = plainList(counts: [50])
        let layout = host.layout as? UICollectionViewCompositionalLayout
        #expect(layout?.setMeasuredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 30, section: 0)) == true)
        #expect(host.frame(31)?.minY == CGFloat(30 * 44 + 100))
        // A layout invalidated from outside prepares again but keeps what was measured at this width.
        layout?.invalidateLayout()
        host.collectionView.layoutIfNeeded()
        #expect(host.frame(30)?.height == 100)
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 844)
        host.collectionView.layoutIfNeeded()
        #expect(host.frame(30)?.height == 44)
        #expect(layout?.setMeasuredSize(CGSize(width: 1, height: 50), forItemAt: IndexPath(item: 99, section: 0)) == false)
    }

    @Test func measurementsFollowTheirItemsThroughBatchUpdates() {
        TallerCell.height = { _ in 44 }
        let host = plainList(counts: [50])
        let layout = host.layout as? UICollectionViewCompositionalLayout
        layout?.setMeasuredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 30, section: 0))
        host.dataSource.counts = [51]
        host.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        host.collectionView.layoutIfNeeded()
        #expect(host.frame(31)?.height == 100)
        #expect(host.frame(30)?.height == 44)
        host.dataSource.counts = [50]
        host.collectionView.deleteItems(at: [IndexPath(item: 31, section: 0)])
        host.collectionView.layoutIfNeeded()
        #expect((0..<50).allSatisfy { host.frame($0)?.height == 44 })
    }
}
