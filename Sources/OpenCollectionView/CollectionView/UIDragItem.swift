import Foundation

/// One piece of content a person drags (UIKit: `UIDragItem`): what it carries to a drop, and the object it stands for
/// inside the app.
@preconcurrency @MainActor
open class UIDragItem {
    /// What the item carries to a drop.
    public let itemProvider: NSItemProvider
    /// The app's own object for the item (a model value), read back by drops in the same app; `nil` by default.
    public var localObject: Any?

    /// A drag item carrying `itemProvider`'s content.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}

/// The operation a drop performs (UIKit: `UIDropOperation`, same raw values).
public enum UIDropOperation: UInt, Sendable, Hashable {
    /// Don't drop here; the drag goes on. A drop ends the drag with nothing dropped.
    case cancel = 0
    /// Dropping here is not allowed, though the content could be dropped elsewhere.
    case forbidden = 1
    /// The content is copied: the source keeps it.
    case copy = 2
    /// The content moves: the source gives it up. Only drags that allow moving (`allowsMoveOperation`) move.
    case move = 3
}

/// A drop target's answer to where the content is over it (UIKit: `UIDropProposal`).
@preconcurrency @MainActor
open class UIDropProposal {
    /// What a drop would do.
    public let operation: UIDropOperation
    /// Whether the drop target needs the content's exact position (UIKit shows a precise pointer); `false` by default.
    /// Headless hosts already report exact positions.
    public var isPrecise = false
    /// Whether the drop preview should be the content's full size; `false` by default. Kept for apps; hosts draw the
    /// dragged cell as it is.
    public var prefersFullSizePreview = false

    /// A proposal to perform `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}

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
