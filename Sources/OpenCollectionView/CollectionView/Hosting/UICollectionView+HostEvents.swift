import Foundation

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
        case .touchDown(let point, let modifiers):
            if let indexPath = indexPathForItem(at: point) { touchDownItem(at: indexPath, modifiers: modifiers) }
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
        case .key(let key, let modifiers):
            if touchRouter?.press(key, modifiers: modifiers) != true { handle(key) }
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
        case .down, .up, .left, .right:
            let forward = key == .down || key == .right
            let current = indexPathsForSelectedItems?.last.flatMap { isItem($0) ? $0 : nil }
            let next: IndexPath?
            if let current {
                next = (forward ? item(after: current) : item(before: current)) ?? current
            } else {
                next = forward ? firstItem(from: 0) : lastItem(through: itemCounts.count - 1)
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

    /// Whether `indexPath` names an item the collection view has.
    package func isItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }

    /// The item after `indexPath` (a valid item) in order, across sections; `nil` after the last.
    package func item(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.item + 1 < itemCounts[indexPath.section] { return IndexPath(item: indexPath.item + 1, section: indexPath.section) }
        return firstItem(from: indexPath.section + 1)
    }

    /// The item before `indexPath` (a valid item) in order, across sections; `nil` before the first.
    package func item(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.item > 0 { return IndexPath(item: indexPath.item - 1, section: indexPath.section) }
        return lastItem(through: indexPath.section - 1)
    }

    /// The first item of the first section from `section` on that has any.
    package func firstItem(from section: Int) -> IndexPath? {
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

extension CollectionViewEvent {
    /// Where the event touches the collection view when it starts something a person does by touching it (a tap, a
    /// press, a swipe, a drag, a scroll, a pull, a key while it has focus), which UIKit's hit testing must let through;
    /// `nil` for the rest: a gesture already under way goes on, and sizes and measurements are the host's own.
    var touch: UIView.Touch? {
        switch self {
        case .touchDown(let point, _), .tap(let point), .showContextMenu(_, let point), .liftItem(_, let point):
            .at(point)
        case .scroll, .beginDragging, .scrollOrthogonalSection, .tapAccessory, .swipeBegan, .tapSwipeAction, .chooseMenuElement,
            .dragBegan, .pullToRefresh, .key, .tapIndexTitle:
            .anywhere
        case .resize, .touchUp, .swipeMoved, .swipeEnded, .dismissMenu, .dragMoved, .dragEnded, .dragCancelled,
            .measuredItem, .measuredSupplementary, .endDragging, .endDecelerating:
            nil
        }
    }
}
