import Foundation

/// Takes drops on a collection view (UIKit: `UICollectionViewDropDelegate`): says what a drop would do while the
/// content moves over the view, then incorporates it.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// The content was dropped as the last proposal said: update the data and the collection view (batch updates or a
    /// snapshot), then animate the items to their places with the coordinator's `drop` methods. For a move between
    /// items that this method leaves undone, the collection view moves the item through its data source's
    /// `collectionView(_:moveItemAt:to:)` when the data source lets the item move — which is how a diffable data
    /// source with reordering handlers reorders by drag and drop.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view takes drops of `session`'s content at all; `true` by default. When it answers
    /// `false`, no other method of the delegate hears of the drag.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The dragged content entered the collection view's visible bounds.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// The content moved over the collection view: what would a drop at `destinationIndexPath` do? `nil` when no item
    /// is under the pointer. The default, `.cancel`, drops nothing: implement it to take drops.
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
    /// The dragged content left the collection view's visible bounds.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended, over the collection view or not, dropped or not.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
    /// How the cell of the item at `indexPath` is cut out for the preview a drop animates into it; `nil` (the default)
    /// shows the whole cell. Not asked: hosts glide the dropped cell itself to its place.
    func collectionView(
        _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    /// `true`.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    /// `.cancel`: nothing is dropped.
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
    /// `nil`: the whole cell.
    public func collectionView(
        _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? { nil }
}

/// One dragged item arriving in a drop (UIKit: `UICollectionViewDropItem`).
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// Where the item was in this collection view when the drag began; `nil` for content from elsewhere.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the dragged cell.
    var previewSize: CGSize { get }
}

/// What a drop delegate works with in `collectionView(_:performDropWith:)` (UIKit: `UICollectionViewDropCoordinator`):
/// the items, where they were dropped, and the animations that take them to their places.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [any UICollectionViewDropItem] { get }
    /// Where the content was dropped; `nil` when no item was under the pointer.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal the drop was made with.
    var proposal: UICollectionViewDropProposal { get }
    /// The drag, as a drop target sees it.
    var session: any UIDropSession { get }
    /// Animates `dragItem` to the cell of the item at `indexPath` (after the update that put it there).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem` into `rect` (in the cell's coordinates) of the item at `indexPath`, which took it in.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    /// Inserts `placeholder` as an item (an animated insert) for `dragItem`, whose content is still coming: commit the
    /// returned context when it arrives, or delete the placeholder. Meanwhile the data source is asked about the
    /// other items by their index paths without the placeholder.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext
}
