import Foundation

/// What a collection view's items and supplementary views have in common: they are recycled.
@preconcurrency @MainActor
public protocol NSCollectionViewElement: AnyObject {
    /// Called when the element is taken from the reuse queue, before the collection view hands it out again.
    func prepareForReuse()
}

/// One item of a collection view: a view controller whose view shows the item, with the text field and image view it
/// usually has, told whether it is selected and how a click in progress would change that (`highlightState`).
///
/// An item does not draw its selection itself: subclasses show `isSelected` and `highlightState` as they like, as
/// in AppKit. Its `view.frame` is the item's frame in the collection view.
@preconcurrency @MainActor
open class NSCollectionViewItem: NSViewController, NSCollectionViewElement {
    /// How a click in progress would change the item's selection.
    public enum HighlightState: Int, Sendable, Hashable {
        /// No change in progress.
        case none = 0
        /// The click would select the item.
        case forSelection = 1
        /// The click would deselect the item.
        case forDeselection = 2
        /// A drag hovers over the item as its drop target.
        case asDropTarget = 3
    }

    /// An item whose view `loadView()` makes; the collection view makes items this way.
    public required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An item decoded from an archive (a nib), with no nib name or bundle of its own.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The collection view showing the item.
    public internal(set) weak var collectionView: NSCollectionView?

    /// The text field that shows the item's text, if the item has one.
    open weak var textField: NSTextField?

    /// The image view that shows the item's image, if the item has one.
    open weak var imageView: NSImageView?

    /// Whether the item is selected. The collection view sets it.
    open var isSelected = false

    /// How a click in progress would change the item's selection. The collection view sets it.
    open var highlightState = HighlightState.none

    /// Called when the item is recycled, before it is handed out again: reset what its last use changed.
    open func prepareForReuse() {}

    /// The host the item's view is drawn in, while the collection view shows the item.
    weak var host: ItemHostCell?
}
