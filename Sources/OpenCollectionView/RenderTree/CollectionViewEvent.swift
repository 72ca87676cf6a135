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
    /// A finger went down at a point of the content (highlights the item there).
    case touchDown(at: CGPoint)
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
    case key(HostKey)
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
    /// Act on the selected item as a tap would (toggling an outline header).
    case select
    /// Dismiss a menu, close swipe actions, cancel a drag, or deselect everything.
    case escape
}

extension UICollectionView {
    /// Applies `event` as UIKit would apply the user action it stands for, lays out, and returns the new render tree.
    /// Events that name items or positions that don't exist change nothing.
    @discardableResult
    public func handle(_ event: CollectionViewEvent) -> RenderTree {
        apply(event)
        return renderTree()
    }

    /// Applies `event` without building a render tree (a window builds its own).
    func apply(_ event: CollectionViewEvent) {
        switch event {
        case .resize(let size):
            frame = CGRect(origin: frame.origin, size: size)
        case .scroll(let offset):
            contentOffset = offset
        case .beginDragging:
            hostBeginDragging()
        case .endDragging(let velocity):
            hostEndDragging(velocity: velocity)
        case .endDecelerating:
            hostEndDecelerating()
        case .scrollOrthogonalSection(let section, let offset):
            setOrthogonalScrollingOffset(offset, forSection: section)
        case .touchDown(let point):
            if let indexPath = indexPathForItem(at: point) { touchDownItem(at: indexPath) }
        case .touchUp(let inside):
            if let touched = selection.touched { touchUpItem(at: touched, inside: inside) }
        case .tap(let point):
            tap(at: point)
        case .tapAccessory(let kind, let indexPath):
            // The page may tap an accessory an update just took away: that is a race, not misuse.
            let cell = cellForItem(at: indexPath) as? UICollectionViewListCell
            if cell?.displayedAccessories.contains(where: { $0.kind.name == kind }) == true { tapAccessory(named: kind, ofItemAt: indexPath) }
        case .swipeBegan(let indexPath, let edge):
            beginSwipe(onItemAt: indexPath, revealing: edge)
        case .swipeMoved(let translation):
            updateSwipe(translation: translation)
        case .swipeEnded:
            endSwipe()
        case .tapSwipeAction(let index):
            if swipe?.configuration.actions.indices.contains(index) == true { tapSwipeAction(at: index) }
        case .chooseMenuElement(let index):
            if presentedMenu?.elements.indices.contains(index) == true { choosePresentedMenuElement(at: index) }
        case .showContextMenu(let indexPath, let point):
            presentContextMenu(forItemAt: indexPath, point: point)
        case .dismissMenu:
            dismissPresentedMenu()
        case .dragBegan(let indexPath):
            beginInteractiveMovementForItem(at: indexPath)
        case .liftItem(let indexPath, let point):
            beginDrag(ofItemAt: indexPath, at: point)
        case .dragMoved(let point):
            if dragSession != nil { moveDrag(to: point) } else { updateInteractiveMovementTargetPosition(point) }
        case .dragEnded:
            if dragSession != nil { endDrag(dropping: true) } else { endInteractiveMovement() }
        case .dragCancelled:
            if dragSession != nil { endDrag(dropping: false) } else { cancelInteractiveMovement() }
        case .pullToRefresh:
            refreshControl?.hostDidPullToRefresh()
        case .tapIndexTitle(let index):
            scrollToIndexTitle(at: index)
        case .key(let key):
            handle(key)
        case .measuredItem(let indexPath, let size):
            (collectionViewLayout as? UICollectionViewCompositionalLayout)?.setMeasuredSize(size, forItemAt: indexPath)
            (collectionViewLayout as? UICollectionViewFlowLayout)?.setMeasuredSize(size, forItemAt: indexPath)
        case .measuredSupplementary(let kind, let indexPath, let size):
            (collectionViewLayout as? UICollectionViewCompositionalLayout)?.setMeasuredSize(
                size, forSupplementaryViewOfKind: kind, at: indexPath)
        }
    }

    private func handle(_ key: HostKey) {
        switch key {
        case .down, .up:
            let current = indexPathsForSelectedItems?.last.flatMap { isItem($0) ? $0 : nil }
            let next: IndexPath?
            if let current {
                next = (key == .down ? item(after: current) : item(before: current)) ?? current
            } else {
                next = key == .down ? firstItem(from: 0) : lastItem(through: itemCounts.count - 1)
            }
            guard let next else { return }
            selectItem(at: next, animated: true, scrollPosition: [])
        case .select:
            if let selected = indexPathsForSelectedItems?.last { tapItem(at: selected) }
        case .escape:
            if popUpMenu != nil {
                dismissPresentedMenu()
            } else if swipe != nil {
                closeSwipe()
            } else if dragSession != nil {
                endDrag(dropping: false)
            } else if interactiveMovement != nil {
                cancelInteractiveMovement()
            } else {
                // One change for hosts, however many rows it deselects.
                changingSelection(animated: true) {
                    for indexPath in indexPathsForSelectedItems ?? [] { deselectItem(at: indexPath, animated: true) }
                }
            }
        }
    }

    // Moving the selection by a key costs O(sections), never O(items): a million rows are not listed per key.

    private func isItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }

    private func item(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.item + 1 < itemCounts[indexPath.section] { return IndexPath(item: indexPath.item + 1, section: indexPath.section) }
        return firstItem(from: indexPath.section + 1)
    }

    private func item(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.item > 0 { return IndexPath(item: indexPath.item - 1, section: indexPath.section) }
        return lastItem(through: indexPath.section - 1)
    }

    /// The first item of the first section from `section` on that has any.
    private func firstItem(from section: Int) -> IndexPath? {
        guard section >= 0 else { return nil }
        return (section..<max(section, itemCounts.count)).first { itemCounts[$0] > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    /// The last item of the last section up to `section` that has any.
    private func lastItem(through section: Int) -> IndexPath? {
        guard section < itemCounts.count else { return nil }
        return stride(from: section, through: 0, by: -1).first { itemCounts[$0] > 0 }
            .map { IndexPath(item: itemCounts[$0] - 1, section: $0) }
    }
}
