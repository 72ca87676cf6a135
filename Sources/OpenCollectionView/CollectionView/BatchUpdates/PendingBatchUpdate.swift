import Foundation

/// The insert, delete, move, reload and reconfigure calls collected while a batch update is open, in UIKit's
/// coordinates: deletes, reloads, reconfigures and move sources name positions before the batch; inserts and move
/// destinations name positions after it.
///
/// Calls are only recorded here; `BatchUpdatePlan` checks them against the item counts when the batch closes.
struct PendingBatchUpdate {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [SnapshotDifference.SectionMove] = []
    var reloadedSections: [Int] = []
    var deletedItems: [SnapshotIndexPath] = []
    var insertedItems: [SnapshotIndexPath] = []
    var movedItems: [SnapshotDifference.ItemMove] = []
    var reloadedItems: [SnapshotIndexPath] = []
    var reconfiguredItems: [SnapshotIndexPath] = []
    /// The first argument that is not a position at all (an index path without exactly two indexes, a negative
    /// index); it fails the whole batch.
    var malformedArgument: String?

    /// The position named by `indexPath`, or `nil` (with the batch marked as failed) when it does not name an item.
    mutating func itemPosition(_ indexPath: IndexPath, in operation: String) -> SnapshotIndexPath? {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[1] >= 0 else {
            if malformedArgument == nil {
                malformedArgument = "\(operation): \(BatchUpdateMessages.describe(indexPath)) is not the index path of an item "
                    + "(an item index path has two non-negative indexes: section and item)"
            }
            return nil
        }
        return SnapshotIndexPath(item: indexPath[1], section: indexPath[0])
    }

    /// The section index `section`, or `nil` (with the batch marked as failed) when it is negative.
    mutating func sectionIndex(_ section: Int, in operation: String) -> Int? {
        guard section >= 0 else {
            if malformedArgument == nil {
                malformedArgument = "\(operation): \(section) is not a section index"
            }
            return nil
        }
        return section
    }
}
