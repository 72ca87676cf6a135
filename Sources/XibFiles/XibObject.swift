import Foundation

/// One object of an Interface Builder document — a window, a view, a control, a cell, a placeholder such as the
/// file's owner — with what the document says of it, and the objects it holds.
///
/// Elements that carry an `id` are objects; those that do not are the object's values (its frame, colours, fonts,
/// autoresizing mask, strings, and any other keyed element, by key).
public struct XibObject: Sendable, Hashable {
    /// The element's name: what kind of object it is (`window`, `view`, `collectionView`, `textField`,
    /// `customObject`, `customView`, …).
    public let element: String
    /// The object's id in the document, which connections name.
    public let id: String
    /// The role the object plays in the object that holds it (`contentView`, `collectionViewLayout`, `cell`); `nil`
    /// for top-level objects and subviews.
    public let key: String?
    /// The object's own class, when the document names one (`customClass`).
    public let customClass: String?
    /// The module of `customClass`, when the document names one.
    public let customModule: String?
    /// The element's other attributes as written (`title`, `userLabel`, `translatesAutoresizingMaskIntoConstraints`,
    /// …).
    public let attributes: [String: String]
    /// The rectangles by key: `frame`, a window's `contentRect` and `screenRect`, …
    public let rects: [String: CGRect]
    /// The colours by key (`textColor`, `backgroundColor`, `primaryBackgroundColor`, …).
    public let colors: [String: XibColor]
    /// The fonts by key (`font`).
    public let fonts: [String: XibFont]
    /// How the frame follows the superview, when the document says (`autoresizingMask`).
    public let autoresizingMask: XibAutoresizingMask?
    /// Strings by key (`<string key="title">`).
    public let strings: [String: String]
    /// Any other keyed value's attributes, by key (a window's `styleMask`, a size, …).
    public let values: [String: [String: String]]
    /// The subviews, back to front.
    public let subviews: [XibObject]
    /// The other objects it holds, each with its `key` (a window's content view, a scroll view's clip view and
    /// scrollers, a text field's cell, a collection view's layout), in document order.
    public let children: [XibObject]
    /// Objects the document lists in a named group (`items` of a menu, `constraints`, …), by the group's element
    /// name.
    public let groups: [String: [XibObject]]
    /// The outlets and actions whose source is this object.
    public let connections: [XibConnection]
    /// The line the object's element starts on.
    public let line: Int

    /// The object's frame: the `frame` rectangle; `nil` when the document gives none.
    public var frame: CGRect? { rects["frame"] }

    /// The object held under `key` (`child(forKey: "contentView")`).
    public func child(forKey key: String) -> XibObject? {
        children.first { $0.key == key }
    }

    /// This object and every object it holds, depth first in document order.
    public var allObjects: [XibObject] {
        var found: [XibObject] = []
        func visit(_ object: XibObject) {
            found.append(object)
            for subview in object.subviews { visit(subview) }
            for child in object.children { visit(child) }
            for name in object.groups.keys.sorted() { for member in object.groups[name] ?? [] { visit(member) } }
        }
        visit(self)
        return found
    }
}
