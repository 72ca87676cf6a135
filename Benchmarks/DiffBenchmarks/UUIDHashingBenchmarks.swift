// The floor under "build a 10,000-item snapshot of UUIDs" (issue 4 §6 asks for ≤ 0.3 ms): a snapshot must hash
// every identifier once (uniqueness is checked at the call, as in UIKit), so it can never be cheaper than hashing
// 10,000 UUIDs with Foundation's `UUID.hash(into:)`, nor than inserting them into a Swift dictionary with its
// capacity reserved. These two references run beside "Snapshot build 10k UUID items" to show where its time goes.
import Benchmark
import Foundation

func registerUUIDHashingBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 1_000)
    var generator = SplitMix64(state: 10_000)
    let uuids = (0..<10_000).map { _ in UUID.random(using: &generator) }

    Benchmark("Reference: hash 10k UUIDs (Foundation's UUID.hash(into:))", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            var combined = 0
            for uuid in uuids { combined &+= uuid.hashValue }
            blackHole(combined)
        }
    }
    Benchmark("Reference: insert 10k UUIDs into [UUID: UInt64], capacity reserved", configuration: configuration) {
        benchmark in
        for _ in benchmark.scaledIterations {
            var locations: [UUID: UInt64] = [:]
            locations.reserveCapacity(uuids.count)
            for (offset, uuid) in uuids.enumerated() { locations[uuid] = UInt64(offset) }
            blackHole(locations)
        }
    }
}
