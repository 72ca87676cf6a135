import CollectionDiagnostics
import DiffableSnapshots
import PropertyBased
import Testing

/// Random call sequences on a section snapshot and on `SectionSnapshotReferenceModel` must agree after every
/// call, rejected calls included (property (c)).
@Suite struct SectionSnapshotPropertyTests {
    static let operations = Generator(run: { rng in
        (0..<Int.random(in: 1...12, using: &rng)).map { _ in SectionSnapshotOperation.random(using: &rng) }
    })

    /// Everything the public API says about a section snapshot, in a form the model can produce too.
    struct Observation: Equatable {
        var items: [Int] = []
        var rootItems: [Int] = []
        var visibleItems: [Int] = []
        /// (item, index, level, parent or -1, expanded, visible) per item.
        var perItem: [[Int]] = []
        /// The sub-snapshot of the first root (with parent), as items and levels.
        var firstRootSubtree: [Int] = []
    }

    @Test func sectionSnapshotAgreesWithTheTreeModel() async {
        await propertyCheck(count: 10_000, input: Self.operations) { operations in
            // Each case lets other tests' work run: the machine's few threads are shared, and a long run of cases
            // must not hold one for seconds.
            await Task.yield()
            var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
            var model = SectionSnapshotReferenceModel()
            for (step, operation) in operations.enumerated() {
                let before = snapshot
                let expected = model.apply(operation)
                let (_, diagnostics) = Diagnostics.recording { operation.perform(on: &snapshot) }
                let reported = diagnostics.map { SnapshotReferenceModel.Outcome(severity: $0.severity, operation: $0.operation) }
                #expect(reported == expected, "step \(step): \(operation)")
                if !expected.isEmpty {
                    #expect(snapshot == before, "step \(step): rejected \(operation) changed the snapshot")
                }
                snapshot._checkInvariants()
                let matches = Self.observe(snapshot) == Self.observe(model)
                #expect(matches, "step \(step): \(operation)")
                if reported != expected || !matches { return }
            }
        }
    }

    static func observe(_ snapshot: NSDiffableDataSourceSectionSnapshot<Int>) -> Observation {
        var observation = Observation(items: snapshot.items, rootItems: snapshot.rootItems, visibleItems: snapshot.visibleItems)
        for item in snapshot.items {
            observation.perItem.append([
                item, snapshot.index(of: item) ?? -1, snapshot.level(of: item), snapshot.parent(of: item) ?? -1,
                snapshot.isExpanded(item) ? 1 : 0, snapshot.isVisible(item) ? 1 : 0, snapshot.contains(item) ? 1 : 0,
            ])
        }
        if let root = snapshot.rootItems.first {
            let subtree = snapshot.snapshot(of: root, includingParent: true)
            observation.firstRootSubtree = subtree.items.flatMap { [$0, subtree.level(of: $0), subtree.isExpanded($0) ? 1 : 0] }
        }
        return observation
    }

    static func observe(_ model: SectionSnapshotReferenceModel) -> Observation {
        let outline = model.outline
        let visible = model.visibleItems
        var observation = Observation(items: outline.map(\.item), rootItems: model.roots.map(\.item), visibleItems: visible)
        for (index, entry) in outline.enumerated() {
            observation.perItem.append([
                entry.item, index, entry.level, entry.parent ?? -1,
                model.expanded.contains(entry.item) ? 1 : 0, visible.contains(entry.item) ? 1 : 0, 1,
            ])
        }
        if let root = model.roots.first {
            let sub = SectionSnapshotReferenceModel(roots: [root], expanded: model.expanded)
            observation.firstRootSubtree = sub.outline.flatMap { [$0.item, $0.level, model.expanded.contains($0.item) ? 1 : 0] }
        }
        return observation
    }
}
