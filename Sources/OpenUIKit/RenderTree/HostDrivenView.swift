import Foundation

/// A view that says what its render node carries — a list cell's accessory draws its symbol or text — so that
/// `RenderNodeBuilder`, which asks each view by a dynamic cast, names no such view. The subviews of a view that is not
/// also a `HostDrivenView` are its node's children, as any view's.
@MainActor
package protocol HostDrawnView: UIView {
    /// What the view's render node carries; for a `HostDrivenView`, everything it shows, its subviews included.
    func hostRenderContent() -> RenderNode.Content
}

/// The seam between a window and the views hosts draw and drive as wholes of their own: a collection view (and a
/// table view, whose list is one). The window's render tree (`RenderNodeBuilder`), its change signature
/// (`UIWindow.hostChangeSignature`), the routing of host events (`UIWindow.handle(_:)`), host identities and view
/// counts ask each view whether it is one, by a dynamic cast, and leave the rest to it: the window names no such view,
/// and a module can add one without touching the window.
@MainActor
package protocol HostDrivenView: HostDrawnView {
    /// The first part of the view's host identity ("collection-view" in `collection-view-3`).
    var hostIdentityPrefix: String { get }
    /// Applies `event`, which a host addressed to this view, if a person could have done it (hit testing lets a touch
    /// through); a gesture under way goes on.
    func hostHandle(_ event: CollectionViewEvent)
    /// Adds to `hasher` whatever would make a host draw the view differently, beyond its views' own properties.
    func combineHostChanges(into hasher: inout Hasher)
    /// How many views it keeps for reuse beyond its subviews, which a window's view count includes.
    var hostReusableViewCount: Int { get }
    /// The window's budget of elements per view (`UIWindow.hostMaximumElementsPerCollectionView`) changed.
    func hostElementBudgetDidChange()
}
