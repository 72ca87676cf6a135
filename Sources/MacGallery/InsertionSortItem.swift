import Cocoa

/// A node of the Insertion Sort window: a plain layer-backed view filled with the node's colour, nothing drawn on it.
final class InsertionSortItem: NSCollectionViewItem {
    static let reuseIdentifier = NSUserInterfaceItemIdentifier("insertion-sort-item-reuse-identifier")

    /// The colour of the node shown. It lives on the view's layer: the view is a plain custom view, which draws
    /// nothing of its own.
    var color: NSColor = .clear {
        didSet { view.layer?.backgroundColor = color.cgColor }
    }
}
