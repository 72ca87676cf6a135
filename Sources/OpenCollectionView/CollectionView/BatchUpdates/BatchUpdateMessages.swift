import Foundation

/// The texts UIKit uses when it rejects a collection view batch update ("Invalid update: …", "attempt to …"), so
/// that a diagnostic reads like the exception an app developer would search for.
///
/// Index paths are written as Foundation writes an `NSIndexPath` (`{length = 2, path = 0 - 3}`) without the object
/// address UIKit prints before it. Where UIKit has no message for a case this library checks, the text follows
/// UIKit's "attempt to …" style.
enum BatchUpdateMessages {
    static func describe(_ indexPath: IndexPath) -> String {
        "{length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    static func describe(_ position: SnapshotIndexPath) -> String {
        "{length = 2, path = \(position.section) - \(position.item)}"
    }

    static func invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> String {
        "Invalid update: invalid number of sections. The number of sections contained in the collection view after the "
            + "update (\(after)) must be equal to the number of sections contained in the collection view before the update "
            + "(\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    }

    static func invalidItemCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
    ) -> String {
        "Invalid update: invalid number of items in section \(section). The number of items contained in an existing "
            + "section after the update (\(after)) must be equal to the number of items contained in that section before "
            + "the update (\(before)), plus or minus the number of items inserted or deleted from that section "
            + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that "
            + "section (\(movedIn) moved in, \(movedOut) moved out)."
    }

    // MARK: Sections

    static func sectionBeforeUpdateOutOfBounds(_ verb: String, section: Int, count: Int) -> String {
        "attempt to \(verb) section \(section), but there are only \(count) sections before the update"
    }

    static func sectionAfterUpdateOutOfBounds(_ verb: String, section: Int, count: Int) -> String {
        "attempt to \(verb) section \(section) but there are only \(count) sections after the update"
    }

    static func sectionUsedTwiceBeforeUpdate(_ first: String, _ second: String, section: Int) -> String {
        first == second
            ? "attempt to \(first) section \(section) twice"
            : "attempt to \(first) and \(second) the same section (\(section))"
    }

    static func sectionUsedTwiceAfterUpdate(_ first: String, _ second: String, section: Int) -> String {
        first == second
            ? "attempt to \(first) two sections to the same section index (\(section))"
            : "attempt to perform an \(first) and a \(second) to the same section (\(section))"
    }

    // MARK: Items

    static func itemSectionBeforeUpdateOutOfBounds(_ verb: String, _ position: SnapshotIndexPath, sectionCount: Int) -> String {
        "attempt to \(verb) item \(position.item) from section \(position.section), but there are only \(sectionCount) "
            + "sections before the update"
    }

    static func itemBeforeUpdateOutOfBounds(_ verb: String, _ position: SnapshotIndexPath, count: Int) -> String {
        "attempt to \(verb) item \(position.item) from section \(position.section) which only contains \(count) items "
            + "before the update"
    }

    static func itemSectionAfterUpdateOutOfBounds(_ verb: String, _ position: SnapshotIndexPath, sectionCount: Int) -> String {
        "attempt to \(verb) item \(position.item) into section \(position.section), but there are only \(sectionCount) "
            + "sections after the update"
    }

    static func itemAfterUpdateOutOfBounds(_ verb: String, _ position: SnapshotIndexPath, count: Int) -> String {
        "attempt to \(verb) item \(position.item) into section \(position.section), but there are only \(count) items in "
            + "section \(position.section) after the update"
    }

    static func itemUsedTwiceBeforeUpdate(_ first: String, _ second: String, _ position: SnapshotIndexPath) -> String {
        if first == second {
            return "attempt to \(first) the same index path twice (\(describe(position)))"
        }
        if first == "delete" && second == "reload" || first == "reload" && second == "delete" {
            return "attempt to delete and reload the same index path (\(describe(position)))"
        }
        return "attempt to perform a \(first) and a \(second) from the same index path (\(describe(position)))"
    }

    static func itemUsedTwiceAfterUpdate(_ first: String, _ second: String, _ position: SnapshotIndexPath) -> String {
        first == second
            ? "attempt to \(first) two items to the same index path (\(describe(position)))"
            : "attempt to perform an \(first) and a \(second) to the same index path (\(describe(position)))"
    }

    static func moveOutOfReplacedSection(_ move: SnapshotDifference.ItemMove, section: Int, reason: String) -> String {
        "attempt to move index path (\(describe(move.source))) to index path (\(describe(move.destination))) out of "
            + "section \(section), which is being \(reason)"
    }

    static func moveIntoReplacedSection(_ move: SnapshotDifference.ItemMove, section: Int, reason: String) -> String {
        "attempt to move index path (\(describe(move.source))) to index path (\(describe(move.destination))) into "
            + "section \(section), which is being \(reason)"
    }

    // MARK: Reconfigure

    static func reconfiguredCellReplaced(_ indexPath: IndexPath) -> String {
        "the cell returned for the reconfigured item at index path \(describe(indexPath)) is not its existing cell: "
            + "when an item is reconfigured, the data source must dequeue the same type of cell (the same reuse "
            + "identifier or registration) for that index path and return the existing cell it is handed"
    }
}
