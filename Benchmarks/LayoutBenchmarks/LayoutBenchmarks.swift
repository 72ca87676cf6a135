// Layout benchmarks (issue 2 §5): preparing and querying compositional layouts of every size, through the
// UIKit API an app uses and through the engine alone. Run with `scripts/bench` (release build).
import Benchmark
import CompositionalLayoutEngine
import Foundation
import OpenCollectionView

/// Gives a collection view its counts; layout benchmarks never ask for cells. With `sizesTags`, it is also the flow
/// layout's delegate, sizing item `n` as a tag 60–180 points wide (a deterministic spread), as tag clouds do.
@MainActor
final class CountsDataSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 60 + CGFloat((indexPath.item &* 7_919) % 121), height: 32)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A layout attached to a phone-sized headless collection view.
@MainActor
struct Fixture {
    let layout: UICollectionViewLayout
    let collectionView: UICollectionView
    let dataSource: CountsDataSource
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    init(_ layout: UICollectionViewLayout, counts: [Int], sizesTags: Bool = false) {
        self.layout = layout
        collectionView = UICollectionView(frame: Self.screen, collectionViewLayout: layout)
        dataSource = CountsDataSource(counts)
        collectionView.dataSource = dataSource
        if sizesTags { collectionView.delegate = dataSource }
        _ = layout.collectionViewContentSize  // counts are read once, as after a first layout pass
    }

    /// What a layout pass costs after `invalidateLayout()`: prepare, then the first screen's attributes.
    func prepareAndQueryFirstScreen() -> Int {
        layout.invalidateLayout()
        return layout.layoutAttributesForElements(in: Self.screen)?.count ?? 0
    }

    /// The attributes of a viewport at `offset`.
    func queryViewport(at offset: CGFloat) -> Int {
        layout.layoutAttributesForElements(in: Self.screen.offsetBy(dx: 0, dy: offset))?.count ?? 0
    }
}

@MainActor
enum Layouts {
    /// The grid of `grid()` as a flow layout: 76 × 76 items, 2 points apart, five to a 390-point line.
    static func flowGrid() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 76, height: 76)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        return layout
    }

    /// Tags of varied widths from the delegate (`CountsDataSource` with `sizesTags`): sizes are asked only as queries
    /// reach them.
    static func flowTags() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        return layout
    }

    static func grid() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    static func nestedGroups() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let leading = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
            leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailing = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
            trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let column = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
                subitem: trailing, count: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
                subitems: [leading, column])
            return NSCollectionLayoutSection(group: group)
        }
    }

    /// Distinct Sections' provider, cycling list / 5 columns / 3 columns over any number of sections.
    static func distinctSections() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let columns = [1, 5, 3][index % 3]
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let height: NSCollectionLayoutDimension = columns == 1 ? .absolute(44) : .fractionalWidth(0.2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
                subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }
}

/// The engine alone: a grid section solved for a phone, as another toolkit would use it.
func engineGrid(items: Int) -> LayoutSolution {
    let item = LayoutElementSpec.item(ItemSpec(size: LayoutSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1))))
    let group = GroupSpec(arrangement: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
                          subitems: [item])
    return LayoutSolution(
        configuration: LayoutConfigurationSpec(), sections: [SectionInput(spec: SectionSpec(group: group), itemCount: items)],
        environment: LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3))
}

/// The engine alone: a self-sizing list section (rows `fw(1) × est(44)`).
func engineList(rows: Int) -> LayoutSolution {
    let row = LayoutElementSpec.item(ItemSpec(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44))))
    let group = GroupSpec(arrangement: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                          subitems: [row])
    return LayoutSolution(
        configuration: LayoutConfigurationSpec(), sections: [SectionInput(spec: SectionSpec(group: group), itemCount: rows)],
        environment: LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3))
}

/// The engine alone: a three-column waterfall of `items` items of varied heights.
func engineWaterfall(items: Int) -> LayoutSolution {
    var section = SectionSpec(group: GroupSpec(arrangement: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                                               subitems: [.item(ItemSpec(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44))))]))
    section.waterfall = WaterfallSpec(columnCount: 3, columnSpacing: 8, itemSpacing: 8) { CGFloat(80 + ($0 * 37) % 120) }
    return LayoutSolution(
        configuration: LayoutConfigurationSpec(), sections: [SectionInput(spec: section, itemCount: items)],
        environment: LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3))
}

/// A row's "measured" height: what a cell with one, two or three lines of text would report.
func measuredHeight(ofRow row: Int) -> CGFloat { CGFloat(44 + (row % 3) * 21) }

/// A list cell that reports the height `measuredHeight(ofRow:)` gives its row, as a cell with one to three
/// lines of text would.
final class MeasuredRowCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes.size.height = measuredHeight(ofRow: layoutAttributes.indexPath.item)
        return layoutAttributes
    }
}

/// Deterministic offsets spread over the content.
struct Offsets {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D

    mutating func next(below limit: CGFloat) -> CGFloat {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return CGFloat(state % UInt64(max(1, limit)))
    }
}

/// Runs a measurement on the main actor, where the UIKit API lives. The benchmark object is handed over
/// and back: the measuring task only waits while `body` runs.
func measureOnMainActor(_ benchmark: Benchmark, _ body: @escaping @MainActor @Sendable (Benchmark) -> Void) async {
    nonisolated(unsafe) let handedOver = benchmark
    await MainActor.run { body(handedOver) }
}

let benchmarks: @Sendable () -> Void = {
    let timeAndMemory: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .mallocBytesCount, .peakMemoryResidentDelta]
    let time: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    Benchmark.defaultConfiguration = .init(metrics: time, timeUnits: .microseconds, warmupIterations: 3,
                                           maxDuration: .seconds(2), maxIterations: 2_000)

    for items in [1_000, 100_000, 1_000_000] {
        Benchmark("Grid: prepare + first screen, \(items) items",
                  configuration: .init(metrics: timeAndMemory, scalingFactor: .one)) { benchmark in
            await measureOnMainActor(benchmark) { benchmark in
                let fixture = Fixture(Layouts.grid(), counts: [items])
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(fixture.prepareAndQueryFirstScreen()) }
                benchmark.stopMeasurement()
            }
        }
        Benchmark("Nested Groups: prepare + first screen, \(items) items") { benchmark in
            await measureOnMainActor(benchmark) { benchmark in
                let fixture = Fixture(Layouts.nestedGroups(), counts: [items])
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(fixture.prepareAndQueryFirstScreen()) }
                benchmark.stopMeasurement()
            }
        }
    }

    for items in [1_000, 100_000, 1_000_000] {
        Benchmark("Flow layout grid: prepare + first screen, \(items) items",
                  configuration: .init(metrics: timeAndMemory, scalingFactor: .one)) { benchmark in
            await measureOnMainActor(benchmark) { benchmark in
                let fixture = Fixture(Layouts.flowGrid(), counts: [items])
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(fixture.prepareAndQueryFirstScreen()) }
                benchmark.stopMeasurement()
            }
        }
    }
    Benchmark("Flow layout, delegate sizes: prepare + first screen, 1,000,000 items") { benchmark in
        await measureOnMainActor(benchmark) { benchmark in
            let fixture = Fixture(Layouts.flowTags(), counts: [1_000_000], sizesTags: true)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(fixture.prepareAndQueryFirstScreen()) }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Distinct Sections (50 sections × 20,000 items): prepare + first screen") { benchmark in
        await measureOnMainActor(benchmark) { benchmark in
            let fixture = Fixture(Layouts.distinctSections(), counts: Array(repeating: 20_000, count: 50))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(fixture.prepareAndQueryFirstScreen()) }
            benchmark.stopMeasurement()
        }
    }

    let viewportQueries: [(String, @MainActor @Sendable () -> UICollectionViewLayout, [Int], Bool)] = [
        ("Grid (1,000,000 items)", Layouts.grid, [1_000_000], false),
        ("Flow layout grid (1,000,000 items)", Layouts.flowGrid, [1_000_000], false),
        ("Flow layout, delegate sizes (1,000,000 items)", Layouts.flowTags, [1_000_000], true),
        ("Nested Groups (1,000,000 items)", Layouts.nestedGroups, [1_000_000], false),
        ("Distinct Sections (50 sections × 20,000 items)", Layouts.distinctSections, Array(repeating: 20_000, count: 50), false),
    ]
    for (name, makeLayout, counts, sizesTags) in viewportQueries {
        Benchmark("\(name): viewport query at a random deep offset",
                  configuration: .init(metrics: time, scalingFactor: .kilo)) { benchmark in
            await measureOnMainActor(benchmark) { benchmark in
                let fixture = Fixture(makeLayout(), counts: counts, sizesTags: sizesTags)
                let height = fixture.layout.collectionViewContentSize.height
                var offsets = Offsets()
                let points = (0..<1_024).map { _ in offsets.next(below: height - 844) }
                var index = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(fixture.queryViewport(at: points[index & 1_023]))
                    index += 1
                }
                benchmark.stopMeasurement()
            }
        }
    }

    Benchmark("Engine only: solve a 1,000,000-item grid + first screen",
              configuration: .init(metrics: timeAndMemory, scalingFactor: .kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            let solution = engineGrid(items: 1_000_000)
            blackHole(solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844)).count)
        }
    }

    Benchmark("Self-sizing: measure one row of a 1,000,000-row list (random rows)",
              configuration: .init(metrics: timeAndMemory, scalingFactor: .kilo)) { benchmark in
        var solution = engineList(rows: 1_000_000)
        var offsets = Offsets()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let row = Int(offsets.next(below: 1_000_000))
            blackHole(solution.setMeasuredSize(CGSize(width: 390, height: measuredHeight(ofRow: row) + 1), forItem: row, inSection: 0))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Self-sizing: scroll through 10,000 rows of a 1,000,000-row list, measuring each as it appears",
              configuration: .init(metrics: timeAndMemory, maxIterations: 20)) { benchmark in
        var solution = engineList(rows: 1_000_000)
        benchmark.startMeasurement()
        var offset: CGFloat = 0
        var nextToMeasure = 0
        while nextToMeasure < 10_000 {
            // Measure every row the viewport shows that has not been measured, then scroll on by a screen.
            let viewport = CGRect(x: 0, y: offset, width: 390, height: 844)
            for element in solution.elements(in: viewport) where element.indexPath[1] >= nextToMeasure {
                let row = element.indexPath[1]
                solution.setMeasuredSize(CGSize(width: 390, height: measuredHeight(ofRow: row)), forItem: row, inSection: 0)
                nextToMeasure = max(nextToMeasure, row + 1)
            }
            offset += 844
        }
        blackHole(solution.contentSize)
        benchmark.stopMeasurement()
    }

    Benchmark("Self-sizing through UICollectionView: scroll through 10,000 rows of a 1,000,000-row list",
              configuration: .init(metrics: timeAndMemory, maxIterations: 10)) { benchmark in
        await measureOnMainActor(benchmark) { benchmark in
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.showsSeparators = false
            let layout = UICollectionViewCompositionalLayout.list(using: configuration)
            let collectionView = UICollectionView(frame: Fixture.screen, collectionViewLayout: layout)
            collectionView.register(MeasuredRowCell.self, forCellWithReuseIdentifier: "cell")
            let dataSource = CountsDataSource([1_000_000])
            collectionView.dataSource = dataSource
            benchmark.startMeasurement()
            collectionView.layoutIfNeeded()
            // A screen at a time, each new row measured as it comes into view, until row 10,000 has shown.
            while (collectionView.indexPathsForVisibleItems.last?.item ?? 0) < 10_000 {
                collectionView.contentOffset.y += Fixture.screen.height
                collectionView.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
            blackHole(collectionView.contentSize)
            withExtendedLifetime(dataSource) {}
        }
    }

    listCellBenchmarks(timeAndMemory: timeAndMemory)

    Benchmark("Waterfall: prepare 1,000,000 items in 3 columns + first screen",
              configuration: .init(metrics: timeAndMemory, maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations {
            let solution = engineWaterfall(items: 1_000_000)
            blackHole(solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844)).count)
        }
    }

    Benchmark("Waterfall, 1,000,000 items: viewport query at a random deep offset",
              configuration: .init(metrics: time, scalingFactor: .kilo)) { benchmark in
        let solution = engineWaterfall(items: 1_000_000)
        var offsets = Offsets()
        let points = (0..<1_024).map { _ in offsets.next(below: solution.contentSize.height - 844) }
        var index = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(solution.elements(in: CGRect(x: 0, y: points[index & 1_023], width: 390, height: 844)).count)
            index += 1
        }
        benchmark.stopMeasurement()
    }

    // What a layout that stores every item's attributes pays, for comparison.
    Benchmark("Reference: every frame of a 1,000,000-item grid materialised",
              configuration: .init(metrics: timeAndMemory, maxIterations: 20)) { benchmark in
        let solution = engineGrid(items: 1_000_000)
        benchmark.startMeasurement()
        var frames: [CGRect] = []
        frames.reserveCapacity(1_000_000)
        for item in 0..<1_000_000 { frames.append(solution.frameForItem(section: 0, item: item) ?? .zero) }
        blackHole(frames)
        benchmark.stopMeasurement()
    }
}
