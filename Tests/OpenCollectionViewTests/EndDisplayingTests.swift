import Foundation
import OpenCollectionView
import Testing

/// What the delegate hears as cells and headers leave the screen (`collectionView(_:didEndDisplaying:forItemAt:)` and
/// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`): once for each view that left, with where
/// it was, and — as in UIKit — with the collection view already not showing it, so the delegate may ask what is shown,
/// or reload.
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

    /// Reloads the data the first time a cell leaves (`cells`) or a header does (`headers`), during the layout pass that
    /// lets it go — or, as a cell leaves, scrolls on a section and lays the collection view out at once (`scrolls`).
    final class ReloadingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
        var reloadsAsCellsGo: Bool
        var reloadsAsHeadersGo: Bool
        var scrollsAsCellsGo: Bool

        init(cells: Bool, headers: Bool, scrolls: Bool = false) {
            reloadsAsCellsGo = cells
            reloadsAsHeadersGo = headers
            scrollsAsCellsGo = scrolls
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            if scrollsAsCellsGo {
                scrollsAsCellsGo = false
                collectionView.contentOffset.y += 180
                collectionView.layoutIfNeeded()
            }
            guard reloadsAsCellsGo else { return }
            reloadsAsCellsGo = false
            collectionView.reloadData()
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            guard reloadsAsHeadersGo else { return }
            reloadsAsHeadersGo = false
            collectionView.reloadData()
        }
    }

    /// A reload as a cell goes, with cells staying (0–300 to 110–410: section 0's first row, 50–100, leaves; its
    /// second row and section 1 stay), and as a header goes, two at once (to 400–700: sections 0 and 1, 0–360, leave),
    /// and a scroll laid out at once as a cell goes (to 110–410, then 290–590) — while the pass that lets them go holds
    /// the views it found.
    @Test(arguments: [
        (cells: true, headers: false, scrolls: false, to: 110), (cells: false, headers: true, scrolls: false, to: 400),
        (cells: false, headers: false, scrolls: true, to: 110),
    ])
    func aDelegateThatReloadsAsViewsLeaveLeavesEachViewShownOnce(
        reloadsAs: (cells: Bool, headers: Bool, scrolls: Bool, to: CGFloat)
    ) throws {
        let delegate = ReloadingDelegate(cells: reloadsAs.cells, headers: reloadsAs.headers, scrolls: reloadsAs.scrolls)
        let layout = workedExampleLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let host = flowHost(layout, counts: Array(repeating: 6, count: 10), delegate: delegate, size: CGSize(width: 390, height: 300))
        let collectionView = host.collectionView
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: reloadsAs.to)
        collectionView.layoutIfNeeded()
        #expect(!delegate.reloadsAsCellsGo && !delegate.reloadsAsHeadersGo && !delegate.scrollsAsCellsGo)
        // Each view let go of waits for reuse once: dequeued, no two are the same, and none is shown.
        let shownViews = Set(collectionView.subviews.map(ObjectIdentifier.init))
        let header = UICollectionView.elementKindSectionHeader
        let spareHeaders = (0..<6).map {
            collectionView.dequeueReusableSupplementaryView(
                ofKind: header, withReuseIdentifier: "supplementary", for: IndexPath(item: 0, section: $0))
        }
        let spareCells = (0..<12).map { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: $0, section: 0)) }
        let spares = spareHeaders.map(ObjectIdentifier.init) + spareCells.map(ObjectIdentifier.init)
        #expect(Set(spares).count == spares.count)
        #expect(shownViews.isDisjoint(with: spares))
        // Then on down, a section a step: the views let go of are reused, each once.
        for y in stride(from: 400, through: 1_300, by: 180) {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            collectionView.layoutIfNeeded()
            let shown = collectionView.indexPathsForVisibleItems.sorted()
            let expected = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
                .filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
            #expect(shown == expected)
            for indexPath in shown {
                let cell = try #require(collectionView.cellForItem(at: indexPath))
                #expect(cell.frame == layout.layoutAttributesForItem(at: indexPath)?.frame)
            }
            let cells = collectionView.visibleCells
            let headers = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
            #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count)
            #expect(Set(headers.map(ObjectIdentifier.init)).count == headers.count)
            #expect(collectionView.subviews.count(where: { $0 is UICollectionReusableView }) == cells.count + headers.count)
        }
    }
}
