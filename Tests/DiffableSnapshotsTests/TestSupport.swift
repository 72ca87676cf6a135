import CollectionDiagnostics
import DiffableSnapshots
import Testing

typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>
typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>

/// A snapshot built from `(section, items)` pairs with plain appends.
func makeSnapshot(_ layout: KeyValuePairs<String, [Int]>) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in layout {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// The snapshot's sections and their items, read through the public API.
func layout(of snapshot: Snapshot) -> [Layout] {
    snapshot.sectionIdentifiers.map { Layout($0, snapshot.itemIdentifiers(inSection: $0)) }
}

/// One section and its items, for readable expectations.
struct Layout: Equatable, CustomStringConvertible {
    var section: String
    var items: [Int]
    init(_ section: String, _ items: [Int]) {
        self.section = section
        self.items = items
    }
    var description: String { "\(section): \(items)" }
}

/// Everything observable about a snapshot, marks included, so "unchanged" can be asserted exactly.
struct ObservableState<S: Hashable & Sendable, I: Hashable & Sendable>: Equatable {
    var sections: [S]
    var items: [I]
    var counts: [Int]
    var itemIndices: [Int?]
    var reloadedItems: [I]
    var reconfiguredItems: [I]
    var reloadedSections: [S]

    init(_ snapshot: NSDiffableDataSourceSnapshot<S, I>) {
        snapshot._checkInvariants()
        sections = snapshot.sectionIdentifiers
        items = snapshot.itemIdentifiers
        let (counts, _) = Diagnostics.recording { snapshot.sectionIdentifiers.map { snapshot.numberOfItems(inSection: $0) } }
        self.counts = counts
        itemIndices = snapshot.itemIdentifiers.map { snapshot.indexOfItem($0) }
        reloadedItems = snapshot.reloadedItemIdentifiers
        reconfiguredItems = snapshot.reconfiguredItemIdentifiers
        reloadedSections = snapshot.reloadedSectionIdentifiers
    }
}

/// Runs `edit` on a copy of `snapshot` and expects exactly one error with the given operation and message, and
/// the copy left exactly as it was.
func expectRejection<S, I>(
    of snapshot: NSDiffableDataSourceSnapshot<S, I>,
    operation: String,
    message: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ edit: (inout NSDiffableDataSourceSnapshot<S, I>) -> Void
) {
    var copy = snapshot
    let (_, diagnostics) = Diagnostics.recording { edit(&copy) }
    #expect(diagnostics == [.error(operation, message)], sourceLocation: sourceLocation)
    #expect(ObservableState(copy) == ObservableState(snapshot), "the snapshot must be unchanged", sourceLocation: sourceLocation)
}

/// Runs `edit` on a copy of the section snapshot and expects exactly one error and an unchanged snapshot.
func expectRejection<I>(
    of snapshot: NSDiffableDataSourceSectionSnapshot<I>,
    operation: String,
    message: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ edit: (inout NSDiffableDataSourceSectionSnapshot<I>) -> Void
) {
    var copy = snapshot
    let (_, diagnostics) = Diagnostics.recording { edit(&copy) }
    #expect(diagnostics == [.error(operation, message)], sourceLocation: sourceLocation)
    copy._checkInvariants()
    #expect(copy == snapshot, "the section snapshot must be unchanged", sourceLocation: sourceLocation)
    #expect(copy.visualDescription() == snapshot.visualDescription(), sourceLocation: sourceLocation)
}

/// Runs `body`, expecting no diagnostics at all.
@discardableResult
func withoutDiagnostics<Result>(sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Result) -> Result {
    let (result, diagnostics) = Diagnostics.recording(body)
    #expect(diagnostics.isEmpty, "unexpected diagnostics: \(diagnostics)", sourceLocation: sourceLocation)
    return result
}
