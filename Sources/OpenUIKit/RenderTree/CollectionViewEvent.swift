import Foundation

/// Something a host reports to a collection view: a resize, a scroll, a touch, a swipe, a choice in a menu, a
/// drag, a key or a measured size. `UICollectionView.handle(_:)` applies it and returns the new render tree — the
/// one small API through which a live host (a browser) drives a headless collection view.
public enum CollectionViewEvent: Sendable, Hashable {
    /// The view's size changed.
    case resize(CGSize)
    /// The user scrolled to `contentOffset`.
    case scroll(to: CGPoint)
    /// A person put a finger on the content, or began a wheel or trackpad scroll (`UIScrollView.hostBeginDragging()`).
    case beginDragging
    /// The finger lifted while the content moved at `velocity`, in points per millisecond
    /// (`UIScrollView.hostEndDragging(velocity:)`): the render tree's `restingOffset` says where to move the content
    /// when it is not where the host's own fling stops.
    case endDragging(velocity: CGPoint)
    /// The content came to rest after a fling (`UIScrollView.hostEndDecelerating()`).
    case endDecelerating
    /// The user scrolled an orthogonal section's row to `offset`.
    case scrollOrthogonalSection(Int, to: CGFloat)
    /// A finger or button went down at a point of the content, with `modifiers` held (highlights the item there;
    /// a face with clicks of its own, AppKit's, reads the modifiers).
    case touchDown(at: CGPoint, modifiers: UIKeyModifierFlags = [])
    /// The finger lifted, inside the item it went down on or not (selects it, toggles an outline header, or
    /// presents a pop-up menu).
    case touchUp(inside: Bool)
    /// A tap at a point of the content (presents the menu of a cell with a pop-up menu accessory; dismisses a
    /// presented menu).
    case tap(at: CGPoint)
    /// A tap on an accessory of an item's cell, named by its `UICellAccessory.AccessoryType` case (`"outlineDisclosure"`).
    case tapAccessory(String, item: IndexPath)
    /// A swipe on an item began, revealing the actions of `edge`.
    case swipeBegan(item: IndexPath, edge: SwipeActionEdge)
    /// The swipe moved: its actions are revealed by `translation` points.
    case swipeMoved(translation: CGFloat)
    /// The finger lifted from the swipe: a full swipe performs the first action, a swipe past half the buttons
    /// opens the row, and a shorter one closes it.
    case swipeEnded
    /// A tap on the swiped row's action at `index`.
    case tapSwipeAction(index: Int)
    /// A tap on the row at `index` of the presented menu (`RenderMenu.elements`).
    case chooseMenuElement(index: Int)
    /// A tap outside the presented menu: it closes, choosing nothing.
    case dismissMenu
    /// A long press, right click or the context-menu key on an item, at a point of the collection view: presents the
    /// context menu its delegate configures (`presentContextMenu(forItemAt:point:)`).
    case showContextMenu(item: IndexPath, at: CGPoint)
    /// A drag of an item by its reorder handle began (an interactive movement).
    case dragBegan(item: IndexPath)
    /// A person lifted an item at a point of the content, by a long press (or a press that moves, with a mouse) on its
    /// cell: a drag begins when the drag delegate gives items for it (drag and drop).
    case liftItem(IndexPath, at: CGPoint)
    /// The dragged item is at a point of the content.
    case dragMoved(to: CGPoint)
    /// The drag was dropped: the item moves to where it was dragged (ends the interactive movement), or the drop
    /// delegate performs the drop.
    case dragEnded
    /// The drag was abandoned: the item goes back to where it started (cancels the interactive movement, or ends the
    /// drag without a drop).
    case dragCancelled
    /// A person pulled the content down past its top far enough to refresh: the refresh control, if any, starts
    /// refreshing and sends its actions (`UIRefreshControl.hostDidPullToRefresh()`).
    case pullToRefresh
    /// A person chose the index title at `index` of the data source's `indexTitles(for:)` (a tap, or a finger sliding
    /// along the index): the item it names scrolls to the top.
    case tapIndexTitle(index: Int)
    /// A key was pressed.
    case key(HostKey, modifiers: UIKeyModifierFlags = [])
    /// The host measured an item's cell (or a supplementary view) at `size`, for self-sizing.
    case measuredItem(IndexPath, size: CGSize)
    /// The host measured the supplementary view of `kind` at an index path at `size`, for self-sizing.
    case measuredSupplementary(kind: String, IndexPath, size: CGSize)
}

/// The keys a collection view reacts to.
public enum HostKey: Sendable, Hashable {
    /// Select the next item (or the first one).
    case down
    /// Select the previous item (or the last one).
    case up
    /// Select the item before, across (the previous one).
    case left
    /// Select the item after, across (the next one).
    case right
    /// Act on the selected item as a tap would (toggling an outline header).
    case select
    /// Dismiss a menu, close swipe actions, cancel a drag, or deselect everything.
    case escape
}
