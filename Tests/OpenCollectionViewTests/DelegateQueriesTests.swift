import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// UIKit lets a delegate ask the collection view what it shows from any of its calls — the display calls come in the
/// middle of a layout pass, while views are being added and removed. Asking must answer, never trap the process (a
/// run-time exclusivity check did, once, in `didEndDisplayingSupplementaryView`), and the answers must agree.
@MainActor
@Suite struct DelegateQueriesTests {
    /// A delegate that asks everything a delegate may read at each call, and checks the answers agree.
    final class Asker: NSObject, UICollectionViewDelegateFlowLayout {
        private(set) var calls = 0
        private(set) var disagreements: [String] = []

        private func ask(_ collectionView: UICollectionView, in call: String) {
            calls += 1
            let header = UICollectionView.elementKindSectionHeader
            let shownPaths = Set(collectionView.indexPathsForVisibleItems)
            for cell in collectionView.visibleCells {
                guard let indexPath = collectionView.indexPath(for: cell), shownPaths.contains(indexPath),
                    collectionView.cellForItem(at: indexPath) === cell
                else {
                    disagreements.append("\(call): a visible cell is not where the index paths say")
                    continue
                }
            }
            let headerPaths = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header)
            let headers = collectionView.visibleSupplementaryViews(ofKind: header)
            if headerPaths.count != headers.count {
                disagreements.append("\(call): \(headerPaths.count) header index paths, \(headers.count) headers")
            }
            for indexPath in headerPaths where collectionView.supplementaryView(forElementKind: header, at: indexPath) == nil {
                disagreements.append("\(call): no header at a visible header's index path \(indexPath)")
            }
            _ = collectionView.indexPathsForSelectedItems
            _ = (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:))
        }

        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            ask(collectionView, in: "willDisplay \(indexPath)")
        }

        func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            ask(collectionView, in: "didEndDisplaying \(indexPath)")
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            ask(collectionView, in: "willDisplaySupplementaryView \(indexPath)")
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            ask(collectionView, in: "didEndDisplayingSupplementaryView \(indexPath)")
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if let collectionView = scrollView as? UICollectionView { ask(collectionView, in: "scrollViewDidScroll") }
        }
    }

    /// 300 seeded random steps on sections with headers: scrolls, selections, items inserted and deleted in batches,
    /// and reloads; the delegate asks at every call.
    @Test(arguments: [1, 2, 3])
    func askingFromEveryCallAnswersAndAgrees(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let asker = Asker()
        let layout = workedExampleLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let host = flowHost(layout, counts: Array(repeating: 6, count: 8), delegate: asker, size: CGSize(width: 390, height: 300))
        let collectionView = host.collectionView
        let dataSource = host.dataSource
        for _ in 0..<300 {
            let section = Int.random(in: 0..<dataSource.counts.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1:
                let height = collectionView.contentSize.height
                collectionView.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(height - 300, 0), using: &random))
            case 2:
                guard dataSource.counts[section] > 0 else { continue }
                let item = IndexPath(item: Int.random(in: 0..<dataSource.counts[section], using: &random), section: section)
                collectionView.selectItem(at: item, animated: false, scrollPosition: [])
            case 3:
                let deletes = dataSource.counts[section] > 0 && Bool.random(using: &random)
                collectionView.performBatchUpdates {
                    if deletes {
                        dataSource.counts[section] -= 1
                        collectionView.deleteItems(at: [IndexPath(item: 0, section: section)])
                    } else {
                        dataSource.counts[section] += 1
                        collectionView.insertItems(at: [IndexPath(item: 0, section: section)])
                    }
                }
            default:
                collectionView.reloadData()
            }
            collectionView.layoutIfNeeded()
        }
        #expect(asker.calls > 300)
        #expect(asker.disagreements.isEmpty, "\(asker.disagreements.prefix(5))")
    }
}
