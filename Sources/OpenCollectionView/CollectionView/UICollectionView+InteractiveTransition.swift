import CollectionDiagnostics
import Foundation

/// An interactive layout transition under way: its transition layout and what to call when it ends.
struct InteractiveTransitionState {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
}

/// Interactive layout transitions (UIKit: `startInteractiveTransition(to:completion:)`): the collection view installs
/// a transition layout the app drives by its `transitionProgress`, then finishes (the new layout is installed) or
/// cancels (the old one comes back). Headless nothing animates: finishing or cancelling takes effect at once, and the
/// completion runs before the call returns.
extension UICollectionView {
    /// Called when an interactive transition ends: whether its animations ran to the end (always, headless), and
    /// whether it finished with the new layout installed (`false` when it was cancelled).
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// Starts changing the layout to `layout` interactively: installs the transition layout the delegate gives
    /// (`collectionView(_:transitionLayoutForOldLayout:newLayout:)`, by default a `UICollectionViewTransitionLayout`)
    /// and returns it. Move its `transitionProgress` from 0 towards 1, then call `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`; `completion` runs then. The layouts are told as UIKit tells them: the current
    /// one `prepareForTransition(to:)`, the new one `prepareForTransition(from:)`, both `finalizeLayoutTransition()` at
    /// the end.
    ///
    /// Starting a transition while one is under way is reported, as UIKit raises, and returns the transition layout
    /// under way.
    @discardableResult
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        if let transition = interactiveTransition {
            Diagnostics.report(.error(
                "startInteractiveTransition(to:completion:)",
                "the collection view is already in the middle of an interactive transition"))
            return transition.layout
        }
        let current = collectionViewLayout
        let transitionLayout = collectionDelegate?.collectionView(
            self, transitionLayoutForOldLayout: current, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        current.prepareForTransition(to: layout)
        layout.prepareForTransition(from: current)
        interactiveTransition = InteractiveTransitionState(layout: transitionLayout, completion: completion)
        collectionViewLayout = transitionLayout
        return transitionLayout
    }

    /// Ends the interactive transition with its new layout installed, then calls its completion with `(true, true)`.
    /// Does nothing when no transition is under way.
    public func finishInteractiveTransition() {
        endInteractiveTransition(finished: true)
    }

    /// Ends the interactive transition with its old layout back, then calls its completion with `(true, false)`. Does
    /// nothing when no transition is under way.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(finished: false)
    }

    private func endInteractiveTransition(finished: Bool) {
        guard let transition = interactiveTransition else { return }
        interactiveTransition = nil
        let transitionLayout = transition.layout
        transitionLayout.releaseLayouts()
        collectionViewLayout = finished ? transitionLayout.nextLayout : transitionLayout.currentLayout
        prepareLayoutIfNeeded()
        if finished { adoptTargetContentOffset() }
        transitionLayout.currentLayout.finalizeLayoutTransition()
        transitionLayout.nextLayout.finalizeLayoutTransition()
        transition.completion?(true, finished)
    }
}
