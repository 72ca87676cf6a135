import Benchmark
import Foundation
import OpenCollectionView

/// A 100,000-row inset-grouped list built as apps build it: a diffable data source, a registration configuring
/// `UICollectionViewListCell`s with their default content configuration and a disclosure indicator, separators.
@MainActor
func makeListOfCells(rows: Int) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let collectionView = UICollectionView(
        frame: Fixture.screen,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(item)"
        content.secondaryText = item.isMultiple(of: 3) ? "A second line under every third row" : nil
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<rows))
    dataSource.apply(snapshot, animatingDifferences: false)
    return (collectionView, dataSource)
}

func listCellBenchmarks(timeAndMemory: [BenchmarkMetric]) {
    Benchmark("List cells: scroll through 10,000 self-sizing rows of a 100,000-row list (registration, content configuration, accessory)",
              configuration: .init(metrics: timeAndMemory, maxIterations: 10)) { benchmark in
        await measureOnMainActor(benchmark) { benchmark in
            let (collectionView, dataSource) = makeListOfCells(rows: 100_000)
            benchmark.startMeasurement()
            collectionView.layoutIfNeeded()
            while (collectionView.indexPathsForVisibleItems.last?.item ?? 0) < 10_000 {
                collectionView.contentOffset.y += Fixture.screen.height
                collectionView.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
            blackHole(collectionView.contentSize)
            withExtendedLifetime(dataSource) {}
        }
    }

    Benchmark("List cells: render tree of one screen of a 100,000-row list",
              configuration: .init(metrics: timeAndMemory, maxIterations: 500)) { benchmark in
        await measureOnMainActor(benchmark) { benchmark in
            let (collectionView, dataSource) = makeListOfCells(rows: 100_000)
            collectionView.layoutIfNeeded()
            benchmark.startMeasurement()
            blackHole(collectionView.renderTree().elements.count)
            benchmark.stopMeasurement()
            withExtendedLifetime(dataSource) {}
        }
    }
}
