import Foundation

/// Names for the views a host acts on, so that an event from a page (a tap on a switch, text in a search field, a
/// scroll of one of several collection views) reaches the view it was meant for.
extension UIView {
    /// Whether hosts address the view: views they drive as wholes (collection and table views), search bars and
    /// controls.
    var isAddressedByHosts: Bool {
        Self.hostRole(of: type(of: self)).isAddressed
    }

    /// What hosts need to know of a view class.
    struct HostRole {
        /// Its views are `HostDrivenView`s.
        var isDriven: Bool
        /// Hosts address its views (`isAddressedByHosts`).
        var isAddressed: Bool
    }

    /// Host roles by class, found once per class: every render tree and view count asks each view, and asking a view
    /// for a protocol conformance costs more than the rest of what they do with it.
    private static var hostRoles: [ObjectIdentifier: HostRole] = [:]

    static func hostRole(of viewClass: UIView.Type) -> HostRole {
        let key = ObjectIdentifier(viewClass)
        if let role = hostRoles[key] { return role }
        let isDriven = viewClass is HostDrivenView.Type
        let role = HostRole(
            isDriven: isDriven,
            isAddressed: isDriven || viewClass is UISearchBar.Type || viewClass is UIControl.Type
                || viewClass is HostResizeHandle.Type)
        hostRoles[key] = role
        return role
    }

    /// The view's name in render trees and `HostEvent`s: its kind and a number no other view of this process gets
    /// (`collection-view-3`), made on first use and kept for the view's life. Headless addition.
    public var hostIdentity: String {
        if let storedHostIdentity { return storedHostIdentity }
        HostIdentityCounter.next += 1
        let identity = "\(hostIdentityKind)-\(HostIdentityCounter.next)"
        storedHostIdentity = identity
        return identity
    }

    private var hostIdentityKind: String {
        switch self {
        case let driven as HostDrivenView: driven.hostIdentityPrefix
        case is UISearchBar: "search-bar"
        case is UISwitch: "switch"
        case is UIButton: "button"
        case is UISegmentedControl: "segmented-control"
        case is UIPageControl: "page-control"
        case is UITextField: "text-field"
        case is UISlider: "slider"
        case is UIStepper: "stepper"
        case is HostResizeHandle: "resize-handle"
        default: "control"
        }
    }

    /// The view with `identity` in this view's subtree, or `nil`. Looked for a level at a time: what hosts address
    /// most (a screen's search field, its collection views) sits near the top, beside a collection view whose cells are
    /// many and deep — each keystroke in a search field looked through every cell first. O(views in the subtree).
    package func descendant(withHostIdentity identity: String) -> UIView? {
        var level = [self]
        while !level.isEmpty {
            var next: [UIView] = []
            for view in level {
                if view.storedHostIdentity == identity { return view }
                next += view.subviews
            }
            level = next
        }
        return nil
    }
}

/// The last number given out by `UIView.hostIdentity`.
@MainActor
enum HostIdentityCounter {
    static var next = 0
}
