// End-to-end apply (issue 4 §6): a UICollectionViewDiffableDataSource applying a 10,000-item snapshot with 20 %
// churn to a headless, phone-sized UICollectionView — diff, batch update checks, visible cells moved to their new
// index paths — and the same followed by the layout pass that gives the new visible items cells.
import Benchmark
import Foundation
import OpenCollectionView

/// A data source showing one of two 10,000-item snapshots that differ by 20 % churn: 1,000 items deleted, 1,000
/// new ones inserted, both at random positions, and 100 items moved. Each `applyNext` applies the other one, so
/// every apply performs the same amount of change.
@MainActor
final class ApplyFixture<Item: Hashable & Sendable> {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Item>
    let original: NSDiffableDataSourceSnapshot<Int, Item>
    let churned: NSDiffableDataSourceSnapshot<Int, Item>
    private var showsChurned = false

    init(count: Int = 10_000, seed: UInt64, fresh: (inout SplitMix64) -> Item) {
        var generator = SplitMix64(state: seed)
        let items = (0..<count).map { _ in fresh(&generator) }
        var changed = items
        for _ in 0..<(count / 10) {
            changed.remove(at: Int.random(in: 0..<changed.count, using: &generator))
        }
        for _ in 0..<(count / 10) {
            changed.insert(fresh(&generator), at: Int.random(in: 0...changed.count, using: &generator))
        }
        for _ in 0..<(count / 100) {
            let moved = changed.remove(at: Int.random(in: 0..<changed.count, using: &generator))
            changed.insert(moved, at: Int.random(in: 0...changed.count, using: &generator))
        }
        original = Self.snapshot(items)
        churned = Self.snapshot(changed)

        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(original)
        collectionView.layoutIfNeeded()
        // Outside the measurements: one round trip must leave the collection view consistent.
        applyNext(layingOut: true)
        precondition(collectionView.numberOfItems(inSection: 0) == churned.numberOfItems)
        precondition(collectionView.lastBatchUpdate?.itemUpdates(.delete).count == count / 10, "a batch, not a reload")
        applyNext(layingOut: true)
    }

    /// Applies the snapshot not shown, animated, optionally followed by a layout pass.
    func applyNext(layingOut: Bool) {
        showsChurned.toggle()
        dataSource.apply(showsChurned ? churned : original)
        if layingOut { collectionView.layoutIfNeeded() }
    }

    private static func snapshot(_ items: [Item]) -> NSDiffableDataSourceSnapshot<Int, Item> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }
}

/// Runs a measurement on the main actor, where the UIKit API lives. The benchmark object is handed over and back:
/// the measuring task only waits while `body` runs.
func measureOnMainActor(_ benchmark: Benchmark, _ body: @escaping @MainActor @Sendable (Benchmark) -> Void) async {
    nonisolated(unsafe) let handedOver = benchmark
    await MainActor.run { body(handedOver) }
}

func registerApplyBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 2,
        maxDuration: .seconds(2), maxIterations: 500)
    let variants: [(name: String, layingOut: Bool)] = [("apply", false), ("apply + layout pass", true)]
    for (name, layingOut) in variants {
        Benchmark("UICollectionViewDiffableDataSource \(name): 10k Int items, 20% churn", configuration: configuration) {
            benchmark in
            await measureOnMainActor(benchmark) { benchmark in
                let fixture = ApplyFixture(seed: 0xA991_0010, fresh: integerSource())
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { fixture.applyNext(layingOut: layingOut) }
                benchmark.stopMeasurement()
            }
        }
        Benchmark("UICollectionViewDiffableDataSource \(name): 10k UUID items, 20% churn", configuration: configuration) {
            benchmark in
            await measureOnMainActor(benchmark) { benchmark in
                let fixture = ApplyFixture(seed: 0xA991_0011, fresh: UUID.random(using:))
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { fixture.applyNext(layingOut: layingOut) }
                benchmark.stopMeasurement()
            }
        }
    }
}
