import Foundation

/// A collection view is drawn and driven by hosts as a whole: its render tree is its node's content, host events
/// reach it through the window (`HostDrivenView`), and its layout, batch updates and gestures are what a host would
/// draw differently.
extension UICollectionView: HostDrivenView {
    package var hostIdentityPrefix: String { "collection-view" }

    package func hostRenderContent() -> RenderNode.Content {
        .collectionView(renderTree())
    }

    package func hostHandle(_ event: CollectionViewEvent) {
        // What a person starts by touching, UIKit's hit testing must let through; what is under way goes on.
        if let touch = event.touch, !hostCanBeTouched(touch) { return }
        apply(event)
    }

    package func combineHostChanges(into hasher: inout Hasher) {
        hasher.combine(layoutGeneration)
        hasher.combine(batchUpdates.updateNumber)
        hasher.combine(stateChangeNumber)
        hasher.combine(swipe?.indexPath)
        hasher.combine(swipe?.revealedWidth)
        hasher.combine(popUpMenu != nil)
        hasher.combine(interactiveMovement?.target)
    }

    package func hostElementBudgetDidChange() {
        setNeedsLayout()
    }
}
