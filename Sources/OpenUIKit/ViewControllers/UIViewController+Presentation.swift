import CollectionDiagnostics
import Foundation

/// How a presented view controller covers the screen (UIKit: `UIModalPresentationStyle`, same raw values).
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
    /// Covers the whole screen; the presenter disappears underneath.
    case fullScreen = 0
    /// A card that slides up over the presenter, which stays visible behind it.
    case pageSheet = 1
    /// A smaller centred card on wide screens (a page sheet elsewhere); the presenter stays visible.
    case formSheet = 2
    /// Covers the presenting context's view; the presenter disappears underneath.
    case currentContext = 3
    /// Laid out by the app's own presentation code in UIKit; here the presenter stays visible.
    case custom = 4
    /// Covers the whole screen while the presenter stays visible behind it, for see-through content.
    case overFullScreen = 5
    /// Covers the presenting context's view while the presenter stays visible behind it.
    case overCurrentContext = 6
    /// A bubble pointing at a button or rectangle; the presenter stays visible.
    case popover = 7
    /// Not a style to present with: UIKit uses it to mean “do not adapt the current style”.
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2

    /// Whether the presenter stays visible under the presented view (and so does not disappear).
    var keepsPresenterVisible: Bool {
        switch self {
        case .fullScreen, .currentContext: false
        default: true
        }
    }
}

/// How a presentation animates (UIKit: `UIModalTransitionStyle`, same raw values). Stored for hosts.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
    /// The presented view slides up from the bottom edge, the default.
    case coverVertical = 0
    /// The screen turns over around its vertical axis to show the presented view.
    case flipHorizontal = 1
    /// The presenter fades out as the presented view fades in.
    case crossDissolve = 2
    /// The presenter's view curls up like a page to reveal the presented view.
    case partialCurl = 3
}

/// Presenting view controllers modally, as UIKit does: the presentation context is the outermost container of
/// the view controller asked to present (a navigation controller rather than the screen it shows), one
/// presentation per context, stacked presentations dismissed together.
///
/// Headless, the presented view fills the window; `modalPresentationStyle` travels to hosts, which draw a sheet as
/// a sheet. A full-screen presentation makes the presenter disappear (appearance callbacks); a sheet leaves it on
/// screen, as in UIKit.
extension UIViewController {
    /// The view controller this one, or an ancestor, presents; `nil` when none.
    public var presentedViewController: UIViewController? {
        storedPresentedViewController ?? parent?.presentedViewController
    }

    /// The view controller that presented this one, or an ancestor of it; `nil` when it was not presented.
    public var presentingViewController: UIViewController? {
        storedPresentingViewController ?? parent?.presentingViewController
    }

    /// The outermost container of this view controller: the one a presentation from it is made from.
    var presentationContext: UIViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// Presents `viewControllerToPresent` over the window, then calls `completion`.
    ///
    /// Misuse is reported with UIKit's words and changes nothing: presenting a view controller that is already
    /// presented, that has a parent, or that is this view controller or its container. Presenting while the
    /// context already presents something, or from a view controller whose view is in no window, is refused with
    /// UIKit's warning.
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let operation = "present(_:animated:completion:)"
        let context = presentationContext
        let presented = viewControllerToPresent
        if presented === context || presented === self {
            Diagnostics.report(.error(operation, "Application tried to present modally an active controller \(self)."))
            return
        }
        if let presenter = presented.storedPresentingViewController {
            Diagnostics.report(.error(
                operation,
                "Application tried to present modally a view controller \(presented) that is already being presented by \(presenter)."))
            return
        }
        if let parent = presented.parent {
            Diagnostics.report(.error(
                operation,
                "Application tried to present modally a view controller \(presented) that has a parent view controller \(parent)."))
            return
        }
        if let current = context.storedPresentedViewController {
            Diagnostics.report(.warning(
                operation, "Attempt to present \(presented) on \(context) (from \(self)) which is already presenting \(current)."))
            return
        }
        guard let window = context.viewIfLoaded?.window else {
            Diagnostics.report(.warning(
                operation,
                "Attempt to present \(presented) on \(context) (from \(self)) whose view is not in the window hierarchy."))
            return
        }
        context.storedPresentedViewController = presented
        presented.storedPresentingViewController = context
        presented.movement.beingPresented = true
        // The presented view loads before the presenter hears "will disappear", as in UIKit.
        presented.loadViewIfNeeded()
        let covered = presented.modalPresentationStyle.keepsPresenterVisible ? nil : context
        UIViewController.transition(from: covered, to: presented, animated: flag, in: window) {
            let view = presented.view!
            view.frame = window.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(view)
        }
        presented.movement.beingPresented = false
        window.recordTransition(.present, animated: flag)
        completion?()
    }

    /// Dismisses what this view controller (or its context) presents, with everything presented above it; or, when
    /// it presents nothing, dismisses this view controller from its presenter. Then calls `completion`. Nothing
    /// happens when neither applies.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        let dismissed: UIViewController
        if let presented = context.storedPresentedViewController {
            dismissed = presented
        } else if context.storedPresentingViewController != nil {
            dismissed = context
        } else {
            return
        }
        guard let presenter = dismissed.storedPresentingViewController else { return }
        // Presentations above the dismissed one go first, without animation, as UIKit removes a stack at once.
        dismissed.storedPresentedViewController?.dismiss(animated: false)
        dismissed.movement.beingDismissed = true
        let uncovered = dismissed.modalPresentationStyle.keepsPresenterVisible ? nil : presenter
        let window = dismissed.viewIfLoaded?.window
        UIViewController.transition(
            from: dismissed, to: uncovered, animated: flag, in: window ?? dismissed.view
        ) {
            dismissed.viewIfLoaded?.removeFromSuperview()
        }
        dismissed.movement.beingDismissed = false
        presenter.storedPresentedViewController = nil
        dismissed.storedPresentingViewController = nil
        window?.recordTransition(.dismiss, animated: flag)
        completion?()
    }

    /// Shows `viewController` the way its context prefers: pushed when this view controller is in a navigation
    /// controller, presented otherwise (UIKit's default for `show(_:sender:)`).
    public func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }
}
