// Diff and snapshot benchmarks (spec diffable.md §9): our SnapshotDifference against the standard library's
// `difference(from:).inferringMoves()` and swift-collections' `OrderedSet.difference(from:)`, on the same inputs,
// plus snapshot building, `itemIdentifiers`, and applying through UICollectionViewDiffableDataSource to a headless
// collection view (ApplyBenchmarks.swift). Every diff benchmark also reports the number of moves it produced as the
// custom metric "moves".
//
// Run (release build, from the repository root):
//     swift package --package-path Benchmarks benchmark --target DiffBenchmarks
import Benchmark
import DiffableSnapshots
import Foundation
import OrderedCollections
import Synchronization

// MARK: - Inputs

/// SplitMix64: a small deterministic generator, so that every run sees the same inputs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

extension UUID {
    /// A UUID whose 128 bits come from the generator.
    static func random(using generator: inout SplitMix64) -> UUID {
        var bytes = (generator.next(), generator.next())
        return withUnsafeBytes(of: &bytes) { raw in
            UUID(uuid: raw.load(as: uuid_t.self))
        }
    }
}

/// One of the §9 shapes: from `count` elements, delete a range, insert fresh elements, shuffle a prefix.
struct Scenario: Sendable {
    var name: String
    var count: Int
    var deleted: Range<Int>
    /// Where the fresh elements go, in the list after the deletion.
    var insertedAt: Int
    var insertedCount: Int
    var shuffled: Range<Int>

    static let small = Scenario(name: "5k", count: 5_000, deleted: 2_000..<3_000, insertedAt: 3_000, insertedCount: 1_000, shuffled: 0..<200)
    static let large = Scenario(name: "100k", count: 100_000, deleted: 20_000..<30_000, insertedAt: 30_000, insertedCount: 10_000, shuffled: 0..<2_000)
    static let huge = Scenario(name: "1M", count: 1_000_000, deleted: 200_000..<210_000, insertedAt: 300_000, insertedCount: 10_000, shuffled: 0..<2_000)

    func lists<Element>(seed: UInt64, fresh: (inout SplitMix64) -> Element) -> (old: [Element], new: [Element]) {
        var generator = SplitMix64(state: seed)
        let old = (0..<count).map { _ in fresh(&generator) }
        var new = old
        new.removeSubrange(deleted)
        new.insert(contentsOf: (0..<insertedCount).map { _ in fresh(&generator) }, at: insertedAt)
        new[shuffled].shuffle(using: &generator)
        return (old, new)
    }
}

/// Prebuilt inputs for one scenario and element type: the lists, one-section snapshots, ordered sets.
struct DiffFixture<Element: Hashable & Sendable>: Sendable {
    let old: [Element]
    let new: [Element]
    let oldSnapshot: NSDiffableDataSourceSnapshot<Int, Element>
    let newSnapshot: NSDiffableDataSourceSnapshot<Int, Element>
    let oldSet: OrderedSet<Element>
    let newSet: OrderedSet<Element>

    init(_ scenario: Scenario, seed: UInt64, fresh: (inout SplitMix64) -> Element) {
        (old, new) = scenario.lists(seed: seed, fresh: fresh)
        oldSnapshot = Self.snapshot(old)
        newSnapshot = Self.snapshot(new)
        oldSet = OrderedSet(old)
        newSet = OrderedSet(new)
        precondition(oldSet.count == old.count && newSet.count == new.count, "identifiers must be unique")
        verifyOurBatch()
    }

    static func snapshot(_ items: [Element]) -> NSDiffableDataSourceSnapshot<Int, Element> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Element>()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    /// Outside the measurement: the batch must rebuild the new list from the old one.
    private func verifyOurBatch() {
        let batch = SnapshotDifference(from: oldSnapshot, to: newSnapshot)
        var model = [old]
        batch.apply(to: &model, sectionValue: { _ in new }, itemValue: { new[$0.item] })
        precondition(model == [new], "SnapshotDifference must turn the old list into the new one")
    }
}

func integerSource() -> (inout SplitMix64) -> Int {
    var next = 0
    return { _ in
        next += 1
        return next
    }
}

// Built on first use — in each benchmark's setup, never inside a measurement.
let small = (uuid: DiffFixtureBox { DiffFixture(.small, seed: 0x5EED_0005, fresh: UUID.random(using:)) },
             int: DiffFixtureBox { DiffFixture(.small, seed: 0x1D_0005, fresh: integerSource()) })
let large = (uuid: DiffFixtureBox { DiffFixture(.large, seed: 0x5EED_0100, fresh: UUID.random(using:)) },
             int: DiffFixtureBox { DiffFixture(.large, seed: 0x1D_0100, fresh: integerSource()) })
let huge = (uuid: DiffFixtureBox { DiffFixture(.huge, seed: 0x5EED_1000, fresh: UUID.random(using:)) },
            int: DiffFixtureBox { DiffFixture(.huge, seed: 0x1D_1000, fresh: integerSource()) })

/// Builds a fixture once, on first access, thread-safely.
final class DiffFixtureBox<Element: Hashable & Sendable>: Sendable {
    private let built = Mutex<DiffFixture<Element>?>(nil)
    private let make: @Sendable () -> DiffFixture<Element>

    init(_ make: @escaping @Sendable () -> DiffFixture<Element>) { self.make = make }

    var fixture: DiffFixture<Element> {
        built.withLock { built in
            if let built { return built }
            let fixture = make()
            built = fixture
            return fixture
        }
    }
}

// MARK: - Benchmarks

let moves = BenchmarkMetric.custom("moves", polarity: .prefersSmaller, useScalingFactor: false)

func countMoves<Element>(_ difference: CollectionDifference<Element>) -> Int {
    difference.insertions.reduce(into: 0) { count, change in
        if case .insert(_, _, associatedWith: .some) = change { count += 1 }
    }
}

func registerDiffBenchmarks<Element: Hashable & Sendable>(
    _ scenario: Scenario, element: String, box: DiffFixtureBox<Element>,
    fastConfiguration: Benchmark.Configuration, standardLibraryConfiguration: Benchmark.Configuration
) {
    let prefix = "Diff \(scenario.name) \(element)"
    Benchmark("\(prefix): SnapshotDifference (snapshots prebuilt)", configuration: fastConfiguration) { benchmark in
        let fixture = box.fixture
        var moveCount = 0
        for _ in benchmark.scaledIterations {
            let batch = SnapshotDifference(from: fixture.oldSnapshot, to: fixture.newSnapshot)
            moveCount = batch.movedItems.count
            blackHole(batch)
        }
        benchmark.measurement(moves, moveCount)
    } setup: {
        _ = box.fixture
    }
    Benchmark("\(prefix): OrderedSet.difference (sets prebuilt)", configuration: fastConfiguration) { benchmark in
        let fixture = box.fixture
        var moveCount = 0
        for _ in benchmark.scaledIterations {
            let difference = fixture.newSet.difference(from: fixture.oldSet)
            moveCount = countMoves(difference)
            blackHole(difference)
        }
        benchmark.measurement(moves, moveCount)
    } setup: {
        _ = box.fixture
    }
    Benchmark("\(prefix): stdlib difference+inferringMoves", configuration: standardLibraryConfiguration) { benchmark in
        let fixture = box.fixture
        var moveCount = 0
        for _ in benchmark.scaledIterations {
            let difference = fixture.new.difference(from: fixture.old).inferringMoves()
            moveCount = countMoves(difference)
            blackHole(difference)
        }
        benchmark.measurement(moves, moveCount)
    } setup: {
        _ = box.fixture
    }
}

func registerSnapshotBenchmarks() {
    for count in [10_000, 50_000, 1_000_000] {
        let label = count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)k"
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
            maxDuration: .seconds(2), maxIterations: count >= 1_000_000 ? 20 : 1_000
        )
        let integers = Array(0..<count)
        Benchmark("Snapshot build \(label) Int items", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems(integers)
                blackHole(snapshot)
            }
        }
        var generator = SplitMix64(state: UInt64(count))
        let uuids = (0..<count).map { _ in UUID.random(using: &generator) }
        Benchmark("Snapshot build \(label) UUID items", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
                snapshot.appendSections([0])
                snapshot.appendItems(uuids)
                blackHole(snapshot)
            }
        }
    }

    var fiveThousand = NSDiffableDataSourceSnapshot<Int, Int>()
    fiveThousand.appendSections([0])
    fiveThousand.appendItems(Array(0..<5_000))
    let snapshot = fiveThousand
    Benchmark(
        "itemIdentifiers x100 on 5k items",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(1))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            for _ in 0..<100 {
                blackHole(snapshot.itemIdentifiers)
            }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    let fast = Benchmark.Configuration(
        metrics: [.wallClock, moves], timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 200
    )
    let slow = Benchmark.Configuration(
        metrics: [.wallClock, moves], timeUnits: .microseconds, warmupIterations: 1,
        maxDuration: .seconds(2), maxIterations: 3
    )
    registerDiffBenchmarks(.small, element: "UUID", box: small.uuid, fastConfiguration: fast, standardLibraryConfiguration: fast)
    registerDiffBenchmarks(.small, element: "Int", box: small.int, fastConfiguration: fast, standardLibraryConfiguration: fast)
    registerDiffBenchmarks(.large, element: "UUID", box: large.uuid, fastConfiguration: fast, standardLibraryConfiguration: slow)
    registerDiffBenchmarks(.large, element: "Int", box: large.int, fastConfiguration: fast, standardLibraryConfiguration: slow)
    let hugeFast = Benchmark.Configuration(
        metrics: [.wallClock, moves], timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 20
    )
    registerDiffBenchmarks(.huge, element: "UUID", box: huge.uuid, fastConfiguration: hugeFast, standardLibraryConfiguration: slow)
    registerDiffBenchmarks(.huge, element: "Int", box: huge.int, fastConfiguration: hugeFast, standardLibraryConfiguration: slow)
    registerSnapshotBenchmarks()
    registerUUIDHashingBenchmarks()
    registerApplyBenchmarks()
}
