import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// Prefetching as UIKit does it: after each layout pass the prefetch data source hears about the next screen of
/// items in the direction of travel, nearest first; items prefetched and then left behind when the person turns back
/// are cancelled; a host's scroll messages drive it as a person's scrolling does.
@MainActor
@Suite struct PrefetchingTests {
    final class Log: UICollectionViewDataSourcePrefetching {
        var calls: [String] = []

        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            calls.append("prefetch \(Self.items(indexPaths))")
        }

        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            calls.append("cancel \(Self.items(indexPaths))")
        }

        /// "36…67" for a run of items, else the items listed.
        static func items(_ indexPaths: [IndexPath]) -> String {
            let items = indexPaths.map(\.item)
            guard let first = items.first, let last = items.last else { return "" }
            let step = last >= first ? 1 : -1
            return items == Array(stride(from: first, through: last, by: step)) ? "\(first)…\(last)" : "\(items)"
        }
    }

    /// A grid of 1,000 items, four to a 100-point row, filling a 390 × 844 window.
    final class Grid: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1_000 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// Rows 0–8 show (0…844); the next screen, 844…1688, meets rows 8–16, of which 9–16 are not shown: items 36…67.
    /// At 500, rows 5–13 show and the screen ahead (1344…2188) meets rows 13–21: 56…67 were prefetched already, so
    /// 68…87 are asked. Turning back to 310 shows rows 3–11; the screen behind (−534…310) meets rows 0–3, so 11 down to
    /// 0 are asked, nearest first, and 56…87 — ahead of a person now going the other way — are cancelled.
    @Test func theNextScreenInTheDirectionOfTravelIsPrefetchedAndWhatIsLeftBehindCancelled() throws {
        let grid = Grid()
        let window = shownWindow(grid)
        let log = Log()
        grid.collectionView.prefetchDataSource = log
        window.layoutIfNeeded()
        #expect(log.calls == ["prefetch 36…67"])
        let identity = grid.collectionView.hostIdentity
        _ = window.handle(.collectionView(identity, .scroll(to: CGPoint(x: 0, y: 500))))
        #expect(log.calls.last == "prefetch 68…87")
        log.calls.removeAll()
        _ = window.handle(.collectionView(identity, .scroll(to: CGPoint(x: 0, y: 310))))
        #expect(log.calls == ["cancel 56…87", "prefetch 11…0"])
    }

    @Test func itemsThatComeIntoViewAreNotCancelled() {
        let grid = Grid()
        let window = shownWindow(grid)
        let log = Log()
        grid.collectionView.prefetchDataSource = log
        window.layoutIfNeeded()
        log.calls.removeAll()
        // 100 points on: row 9 (36…39) comes into view; the screen ahead now reaches row 17 (68…71).
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        grid.collectionView.layoutIfNeeded()
        #expect(log.calls == ["prefetch 68…71"])
    }

    @Test func turningPrefetchingOffStopsTheCalls() {
        let grid = Grid()
        let window = shownWindow(grid)
        let log = Log()
        grid.collectionView.isPrefetchingEnabled = false
        grid.collectionView.prefetchDataSource = log
        window.layoutIfNeeded()
        grid.collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
        grid.collectionView.layoutIfNeeded()
        #expect(log.calls.isEmpty)
        grid.collectionView.isPrefetchingEnabled = true
        grid.collectionView.setNeedsLayout()
        grid.collectionView.layoutIfNeeded()
        #expect(log.calls == ["prefetch 76…107"])
    }
}
