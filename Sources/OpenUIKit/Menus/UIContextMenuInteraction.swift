import Foundation

/// How a context menu's preview is committed when a person taps it (UIKit: `UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable, Hashable {
    /// The preview is dismissed with the menu.
    case dismiss
    /// The preview grows into the view controller it previews.
    case pop
}

/// Animations that run beside a context menu's appearing or disappearing (UIKit: `UIContextMenuInteractionAnimating`).
///
/// Headless nothing animates: what is added runs once the delegate method the animator was given to returns,
/// animations first, then completions.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller the menu previews; `nil` when it previews its source view (always, headless).
    var previewViewController: UIViewController? { get }
    /// Runs `animations` with the menu's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// Animations that run beside the commit of a context menu's preview (UIKit:
/// `UIContextMenuInteractionCommitAnimating`). Headless previews are not drawn, so no commit happens.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview is committed. Default `.pop`.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator handed to the delegate as a context menu appears or disappears: it keeps what is added and runs it
/// when `finish()` is called, after the delegate method returned.
package final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    package var previewViewController: UIViewController? { nil }
    package var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    package init() {}

    package func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    package func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs the animations, then the completions, once.
    package func finish() {
        let (animations, completions) = (self.animations, self.completions)
        self.animations = []
        self.completions = []
        for animation in animations { animation() }
        for completion in completions { completion() }
    }
}

/// What a context menu interaction asks of the view it is on: the view presents and dismisses the menu.
@MainActor
package protocol ContextMenuPresenting: AnyObject {
    /// The menu presented by the interaction, or `nil`.
    var presentedContextMenu: UIMenu? { get }
    /// Where the person invoked the presented menu, in the presenting view's coordinates.
    var contextMenuLocation: CGPoint? { get }
    /// Dismisses the presented menu.
    func dismissContextMenu()
    /// Replaces the menu shown with `menu`.
    func replaceVisibleContextMenu(with menu: UIMenu)
}

/// The interaction that presents a view's context menus (UIKit: `UIContextMenuInteraction`). A collection view has one
/// (`UICollectionView.contextMenuInteraction`) for the menus its delegate configures; apps use it to dismiss or update
/// the menu shown.
///
/// Differences from UIKit: there is no `delegate` and no public initializer — interactions are not added to other
/// views headless; the collection view is the interaction's delegate, as in UIKit.
@preconcurrency @MainActor
open class UIContextMenuInteraction {
    /// How a context menu shows (UIKit: `UIContextMenuInteraction.Appearance`).
    public enum Appearance: Int, Sendable, Hashable {
        /// No menu is shown.
        case unknown
        /// The menu shows with a preview of its source (iOS).
        case rich
        /// The menu shows alone, without a preview.
        case compact
    }

    private weak var presenter: (any ContextMenuPresenting & UIView)?

    package init(presenter: any ContextMenuPresenting & UIView) {
        self.presenter = presenter
    }

    /// The view the interaction is on.
    open var view: UIView? { presenter }

    /// How the menu shown looks: `.compact` while one is presented (hosts draw the menu beside its cell, with no
    /// preview), `.unknown` otherwise.
    open var menuAppearance: Appearance {
        presenter?.presentedContextMenu == nil ? .unknown : .compact
    }

    /// Where the person invoked the menu shown, in `view`'s coordinates (the interaction's view's for `nil`);
    /// `.zero` while none is shown.
    open func location(in view: UIView?) -> CGPoint {
        guard let presenter, let location = presenter.contextMenuLocation else { return .zero }
        guard let view, view !== presenter else { return location }
        return presenter.convert(location, to: view)
    }

    /// Replaces the menu shown with what `block` makes of it; does nothing while no menu is shown.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presenter, let menu = presenter.presentedContextMenu else { return }
        presenter.replaceVisibleContextMenu(with: block(menu))
    }

    /// Dismisses the menu shown, choosing nothing.
    open func dismissMenu() {
        presenter?.dismissContextMenu()
    }
}
