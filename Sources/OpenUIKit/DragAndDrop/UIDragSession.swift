import Foundation

/// What drag and drop sessions share (UIKit: `UIDragDropSession`): the items, where the pointer is, and what the drag
/// allows.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// Whether a drop may move the content rather than copy it.
    var allowsMoveOperation: Bool { get }
    /// Whether only the app that began the drag may take the drop. Drags here never leave their app.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Where the pointer (or finger) is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether some item's provider can give an object of `aClass`.
    func canLoadObjects<Object: NSItemProviderReading>(ofClass aClass: Object.Type) -> Bool
}

/// A drag as its source sees it (UIKit: `UIDragSession`).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to keep with the drag (read back by its drops); `nil` by default.
    var localContext: Any? { get set }
}

/// A drag as a drop target sees it (UIKit: `UIDropSession`).
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag began in this app (always, here).
    var localDragSession: (any UIDragSession)? { get }
    /// Loads the objects of `aClass` the items carry and calls `completion` with them. Unlike UIKit, at once: drags
    /// never leave the app, so the objects are already here. Returns `nil` (no progress to report).
    @discardableResult
    func loadObjects<Object: NSItemProviderReading>(ofClass aClass: Object.Type, completion: ([Object]) -> Void) -> Progress?
}
