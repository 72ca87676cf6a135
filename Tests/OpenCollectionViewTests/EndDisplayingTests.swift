import Foundation
import OpenCollectionView
import Testing

/// What the delegate hears as cells and headers leave the screen (`collectionView(_:didEndDisplaying:forItemAt:)` and
/// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`): once for each view that left, with where
/// it was, and — as in UIKit — with the collection view already not showing it, so the delegate may ask what is shown.
@MainActor
@Suite struct EndDisplayingTests {
    /// Records each call, and what the collection view says it shows at that moment.
    final class Recorder: NSObject, UICollectionViewDelegateFlowLayout {
        var endedCells: [IndexPath] = []
        var endedHeaders: [IndexPath] = []
        var endedCellStillListed = false
        var endedHeaderStillListed = false

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            endedCells.append(indexPath)
            if collectionView.visibleCells.contains(where: { $0 === cell }) || collectionView.cellForItem(at: indexPath) != nil {
                endedCellStillListed = true
            }
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            endedHeaders.append(indexPath)
            let shown = collectionView.visibleSupplementaryViews(ofKind: elementKind)
            if shown.contains(where: { $0 === view }) || collectionView.supplementaryView(forElementKind: elementKind, at: indexPath) != nil {
                endedHeaderStillListed = true
            }
        }
    }

    /// Ten sections of six 100 × 50 items in rows of three, each with a 40-point header, in a 390 × 300 view.
    private func host(delegate: Recorder) -> HostedLayout {
        let layout = workedExampleLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        return flowHost(layout, counts: Array(repeating: 6, count: 10), delegate: delegate, size: CGSize(width: 390, height: 300))
    }

    @Test func aScrollTellsOfEachCellAndHeaderThatLeftOnceWhileTheRestAreShown() throws {
        let recorder = Recorder()
        let host = host(delegate: recorder)
        // A section is 40 + 10 + 50 + 20 + 50 + 10 = 180 points: the first 300 show section 0 and the first row of
        // section 1 (230–280; its second row starts at 300).
        #expect(host.collectionView.visibleCells.count == 9)
        #expect(recorder.endedCells.isEmpty && recorder.endedHeaders.isEmpty)

        // Scrolled to 380 (380–680 shown): sections 2 (360–540) and 3 (540–720) show; the first two sections' views
        // (0–360) have left.
        host.collectionView.contentOffset = CGPoint(x: 0, y: 380)
        host.collectionView.layoutIfNeeded()
        let shownBefore = (0..<6).map { IndexPath(item: $0, section: 0) } + (0..<3).map { IndexPath(item: $0, section: 1) }
        #expect(Set(recorder.endedCells) == Set(shownBefore))
        #expect(recorder.endedCells.count == 9)
        #expect(Set(recorder.endedHeaders) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(recorder.endedHeaders.count == 2)
        // Each delegate call saw the collection view without the view that left, and read what it shows.
        #expect(!recorder.endedCellStillListed)
        #expect(!recorder.endedHeaderStillListed)
        // The views now shown are the two later sections' (section 3's second row, 660–710, is the last in view).
        let shown = Set(host.collectionView.indexPathsForVisibleItems)
        #expect(shown == Set((2..<4).flatMap { section in (0..<6).map { IndexPath(item: $0, section: section) } }))
        #expect(host.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
            .map(\.section).sorted() == [2, 3])
    }
}
