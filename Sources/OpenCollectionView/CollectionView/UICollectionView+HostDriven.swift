import Foundation

/// A collection view is drawn and driven by hosts as a whole: its render tree is its node's content, host events
/// reach it through the window (`HostDrivenView`), and its layout, batch updates and gestures are what a host would
/// draw differently.
extension UICollectionView: HostDrivenView {
    var hostIdentityPrefix: String { "collection-view" }

    func hostRenderContent() -> RenderNode.Content {
        .collectionView(renderTree())
    }

    func hostHandle(_ event: CollectionViewEvent) {
        // What a person starts by touching, UIKit's hit testing must let through; what is under way goes on.
        if let touch = event.touch, !hostCanBeTouched(touch) { return }
        apply(event)
    }

    func combineHostChanges(into hasher: inout Hasher) {
        hasher.combine(layoutGeneration)
        hasher.combine(batchUpdates.updateNumber)
        hasher.combine(stateChangeNumber)
        hasher.combine(swipe?.indexPath)
        hasher.combine(swipe?.revealedWidth)
        hasher.combine(popUpMenu != nil)
        hasher.combine(interactiveMovement?.target)
    }

    func hostElementBudgetDidChange() {
        setNeedsLayout()
    }
}

extension UIWindow {
    /// The collection view (or table view's list) with host identity `identity` on the screen on top, or `nil`.
    /// Headless addition, for hosts that tune a collection view for drawing elsewhere (`hostOverscan`).
    public func collectionView(withHostIdentity identity: String) -> UICollectionView? {
        topScreenView?.descendant(withHostIdentity: identity) as? UICollectionView
    }

    /// The collection views (and table views' lists) of the screen on top, in view order. Headless addition, for
    /// hosts that tune each for drawing elsewhere.
    public var collectionViewsOnTopScreen: [UICollectionView] {
        var found: [UICollectionView] = []
        func collect(in view: UIView) {
            for subview in view.subviews {
                // Cells hold no collection views a host drives; not looking inside keeps this cheap on big grids.
                if let collectionView = subview as? UICollectionView { found.append(collectionView) } else { collect(in: subview) }
            }
        }
        if let topScreenView { collect(in: topScreenView) }
        return found
    }
}

extension CollectionViewEvent {
    /// Where the event touches the collection view when it starts something a person does by touching it (a tap, a
    /// press, a swipe, a drag, a scroll, a pull, a key while it has focus), which UIKit's hit testing must let through;
    /// `nil` for the rest: a gesture already under way goes on, and sizes and measurements are the host's own.
    var touch: UIView.Touch? {
        switch self {
        case .touchDown(let point), .tap(let point), .showContextMenu(_, let point), .liftItem(_, let point):
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
