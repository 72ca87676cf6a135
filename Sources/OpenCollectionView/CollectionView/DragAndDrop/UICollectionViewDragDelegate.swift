import Foundation

/// Lets a person drag a collection view's items (UIKit: `UICollectionViewDragDelegate`). Set it as `dragDelegate` and
/// turn on `dragInteractionEnabled`; a host lifts an item when a person presses it and moves (a mouse or pen) or holds
/// it (a finger).
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items a drag that begins on the item at `indexPath` carries; none (the default) and no drag begins.
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]
    /// A drag is about to begin with `session`'s items.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended, dropped or not.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a drop may move the items rather than copy them; `true` by default.
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether only this app may take the drop; `false` by default (drags here never leave the app anyway).
    func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
    /// The items to add to a drag under way when a person taps the item at `indexPath` (at `point`, in the collection
    /// view's coordinates); none by default. Not asked: headless drags carry one item's items (see Differences from
    /// UIKit).
    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem]
    /// How the lifted cell of the item at `indexPath` is cut out for its drag preview; `nil` (the default) shows the
    /// whole cell. Asked when the drag begins; kept, not drawn.
    func collectionView(
        _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters?
}

extension UICollectionViewDragDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    /// `true`: drops may move the items.
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool { true }
    /// `false`.
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
    /// No items.
    public func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] { [] }
    /// `nil`: the whole cell.
    public func collectionView(
        _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? { nil }
}
