/// The batch update that turns one snapshot's layout into another's, as UIKit's diffable data source performs it:
/// section deletes, inserts and moves, item deletes, inserts and moves, then reloads and reconfigures.
///
/// Compute one with ``init(from:to:)``; apply it to a view with the view's batch-update API, or to a plain
/// sectioned model with ``apply(to:items:sectionValue:itemValue:)``. It contains only indices, so any UI toolkit
/// can consume it.
///
/// ## Index semantics (UIKit's `performBatchUpdates`)
/// - ``deletedSections``, ``deletedItems`` and the sources of ``movedSections`` / ``movedItems`` are in the
///   **old** snapshot's coordinates.
/// - ``insertedSections``, ``insertedItems`` and the destinations of moves are in the **new** snapshot's
///   coordinates.
/// - A view performs every delete (highest index first) before any insert (lowest index first), whatever order
///   the calls were made in; a move is a delete at its source plus an insert at its destination that keeps the
///   element.
/// - ``reloadedSections``, ``reloadedItems`` and ``reconfiguredItems`` are in the **new** coordinates: they
///   belong to a second batch issued after the structural one, as UIKit's diffable data source does.
///
/// ## Shape guarantees
/// - Items moving into an inserted section or out of a deleted section are not moves (UIKit forbids those): the
///   section insert or delete carries them, and the other end becomes an item insert or delete.
/// - Items of deleted sections are not listed as item deletes; items of inserted sections are not listed as item
///   inserts.
/// - Moves are minimal: sections and items are matched by identifier, and the kept ones form a longest
///   increasing subsequence (see ``init(from:to:)``).
/// - Applying the batch to the old snapshot's layout always gives the new one.
public struct SnapshotDifference: Hashable, Sendable {
    /// A section that moves from `source` (old index) to `destination` (new index).
    public struct SectionMove: Hashable, Sendable, CustomStringConvertible {
        /// The section's index in the old snapshot.
        public var source: Int
        /// The section's index in the new snapshot.
        public var destination: Int

        /// A move of the section at old index `source` to new index `destination`.
        public init(source: Int, destination: Int) {
            self.source = source
            self.destination = destination
        }

        public var description: String { "\(source)→\(destination)" }
    }

    /// An item that moves from `source` (old index path) to `destination` (new index path), possibly across
    /// sections.
    public struct ItemMove: Hashable, Sendable, CustomStringConvertible {
        /// The item's index path in the old snapshot.
        public var source: SnapshotIndexPath
        /// The item's index path in the new snapshot.
        public var destination: SnapshotIndexPath

        /// A move of the item at old index path `source` to new index path `destination`.
        public init(source: SnapshotIndexPath, destination: SnapshotIndexPath) {
            self.source = source
            self.destination = destination
        }

        public var description: String { "\(source)→\(destination)" }
    }

    /// Old indices of the sections that disappear, ascending.
    public var deletedSections: [Int]
    /// New indices of the sections that appear, ascending.
    public var insertedSections: [Int]
    /// Sections that survive but change position relative to the others, by destination.
    public var movedSections: [SectionMove]
    /// Old index paths of the items that disappear from surviving sections, ascending.
    public var deletedItems: [SnapshotIndexPath]
    /// New index paths of the items that appear in surviving sections, ascending.
    public var insertedItems: [SnapshotIndexPath]
    /// Items that move (within or across surviving sections), by destination.
    public var movedItems: [ItemMove]
    /// New indices of the sections marked for reload in the new snapshot, ascending.
    public var reloadedSections: [Int]
    /// New index paths of the items marked for reload in the new snapshot, ascending.
    public var reloadedItems: [SnapshotIndexPath]
    /// New index paths of the items marked for reconfigure (and not for reload) in the new snapshot, ascending.
    public var reconfiguredItems: [SnapshotIndexPath]

    /// Creates a batch from its parts; the default is the empty batch.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [SectionMove] = [],
        deletedItems: [SnapshotIndexPath] = [], insertedItems: [SnapshotIndexPath] = [],
        movedItems: [ItemMove] = [],
        reloadedSections: [Int] = [], reloadedItems: [SnapshotIndexPath] = [],
        reconfiguredItems: [SnapshotIndexPath] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedSections = reloadedSections
        self.reloadedItems = reloadedItems
        self.reconfiguredItems = reconfiguredItems
    }

    /// True when the layout changes (anything besides reloads and reconfigures).
    public var hasStructuralChanges: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty)
    }

    /// True when there is nothing to do at all: no structural change, reload or reconfigure. A data source skips
    /// the batch update entirely in that case.
    public var isEmpty: Bool {
        !hasStructuralChanges && reloadedSections.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }
}
