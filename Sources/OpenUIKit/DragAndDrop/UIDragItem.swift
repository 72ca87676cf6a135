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
