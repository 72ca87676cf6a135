import Foundation

/// A person's drag of a resize handle, as a host reports it (`HostEvent.dragResizeHandle(_:_:)`).
public enum ResizeHandleDrag: Sendable, Hashable {
    /// A finger or button went down on the handle.
    case began
    /// The handle has moved by `translation` since the drag began, in points; a positive width is towards the end
    /// of the line (to the left in a right-to-left layout), a positive height downwards.
    case moved(translation: CGSize)
    /// The finger or button lifted.
    case ended
}

/// A view a person drags to resize what it belongs to — a desktop window's corner. Hosts draw it as a handle
/// (`RenderNode.Content.resizeHandle`) and report its drags with `HostEvent.dragResizeHandle(_:_:)`; the view decides
/// what a drag resizes and within which bounds. Headless addition: UIKit has no such view.
@MainActor
package protocol HostResizeHandle: HostDrawnView {
    /// A person dragged the handle.
    func hostDidDrag(_ drag: ResizeHandleDrag)
}

extension HostResizeHandle {
    package func hostRenderContent() -> RenderNode.Content {
        .resizeHandle
    }
}
