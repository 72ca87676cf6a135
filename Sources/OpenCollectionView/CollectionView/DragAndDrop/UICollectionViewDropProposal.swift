import Foundation

/// A collection view drop delegate's answer to where the content is (UIKit: `UICollectionViewDropProposal`): the
/// operation, and whether the content would go between items (the items make room) or into the item under it
/// (that item is highlighted).
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where the content would go relative to the destination index path (UIKit:
    /// `UICollectionViewDropProposal.Intent`, same raw values).
    public enum Intent: Int, Sendable, Hashable {
        /// No particular place: the collection view shows nothing.
        case unspecified = 0
        /// As an item at the destination index path: the items from there make room for it.
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination index path (a folder taking a file): that item is highlighted.
        case insertIntoDestinationIndexPath = 2
    }

    /// Where the content would go.
    public let intent: Intent

    /// A proposal to perform `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal to perform `operation` in no particular place (`.unspecified`).
    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}
