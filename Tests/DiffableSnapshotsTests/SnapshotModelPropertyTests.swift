import CollectionDiagnostics
import DiffableSnapshots
import PropertyBased
import Testing

/// Random call sequences — rejected calls included — on a snapshot and on `SnapshotReferenceModel` must agree
/// after every call (property (a)).
@Suite struct SnapshotModelPropertyTests {
    static let operations = Generator(run: { rng in
        (0..<Int.random(in: 1...14, using: &rng)).map { _ in SnapshotOperation.random(using: &rng) }
    })

    @Test func snapshotAgreesWithTheReferenceModel() async {
        await propertyCheck(count: 10_000, input: Self.operations) { operations in
            // Each case lets other tests' work run: the machine's few threads are shared, and a long run of cases
            // must not hold one for seconds.
            await Task.yield()
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            var model = SnapshotReferenceModel()
            for (step, operation) in operations.enumerated() {
                let before = snapshot
                let expected = model.apply(operation)
                let (_, diagnostics) = Diagnostics.recording { operation.perform(on: &snapshot) }
                let reported = diagnostics.map { SnapshotReferenceModel.Outcome(severity: $0.severity, operation: $0.operation) }
                #expect(reported == expected, "step \(step): \(operation)")
                if expected.first?.severity == .error {
                    #expect(ObservableState(snapshot) == ObservableState(before), "step \(step): rejected \(operation) changed the snapshot")
                }
                let matches = Self.expect(snapshot, matches: model, step: step, operation: operation)
                if reported != expected || !matches { return }
            }
        }
    }

    /// Everything the public API says about a snapshot's content, in a form the model can produce as well.
    struct Observation: Equatable {
        var sections: [Int] = []
        var items: [Int] = []
        var marks: [[Int]] = []
        /// (identifier, index, count) per section, then (item, global index, section) for every possible item.
        var lookups: [Int] = []
    }

    @discardableResult
    static func expect(
        _ snapshot: NSDiffableDataSourceSnapshot<Int, Int>, matches model: SnapshotReferenceModel,
        step: Int, operation: SnapshotOperation
    ) -> Bool {
        snapshot._checkInvariants()
        var actual = Observation(
            sections: snapshot.sectionIdentifiers, items: snapshot.itemIdentifiers,
            marks: [snapshot.reloadedItemIdentifiers, snapshot.reconfiguredItemIdentifiers, snapshot.reloadedSectionIdentifiers]
        )
        var expected = Observation(
            sections: model.sections.map(\.identifier), items: model.allItems,
            marks: [model.reloadedItems, model.reconfiguredItems, model.reloadedSections]
        )
        var global = 0
        var sectionOfItem = [Int?](repeating: nil, count: 12)
        var indexOfItem = [Int?](repeating: nil, count: 12)
        for (index, section) in model.sections.enumerated() {
            actual.lookups += [section.identifier, snapshot.indexOfSection(section.identifier) ?? -1, snapshot.numberOfItems(inSection: section.identifier)]
            expected.lookups += [section.identifier, index, section.items.count]
            for item in section.items {
                sectionOfItem[item] = section.identifier
                indexOfItem[item] = global
                global += 1
            }
        }
        for item in 0..<12 {
            actual.lookups += [item, snapshot.indexOfItem(item) ?? -1, snapshot.sectionIdentifier(containingItem: item) ?? -1]
            expected.lookups += [item, indexOfItem[item] ?? -1, sectionOfItem[item] ?? -1]
        }
        #expect(actual == expected, "step \(step): \(operation)")
        return actual == expected
    }
}
