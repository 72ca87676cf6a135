import Foundation

/// One button a swipe on a list row reveals (UIKit: `UIContextualAction`).
@preconcurrency @MainActor
public final class UIContextualAction {
    /// How the action looks and behaves.
    public enum Style: Int, Sendable {
        /// A plain action, grey by default.
        case normal
        /// A destructive action, red by default.
        case destructive
    }

    /// Runs when the action is chosen: the action, the view that shows it, and a completion to call with
    /// whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// Whether the action is normal or destructive; it picks the default colour.
    public let style: Style
    /// The text on the button.
    public var title: String?
    /// The image on the button.
    public var image: UIImage?
    /// The button's colour; system red for destructive actions and system gray otherwise unless set.
    public var backgroundColor: UIColor!
    /// Runs when the person chooses the action.
    public let handler: Handler

    /// An action of `style` titled `title` that runs `handler` when chosen.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a swipe on a list row reveals (UIKit: `UISwipeActionsConfiguration`).
@preconcurrency @MainActor
public final class UISwipeActionsConfiguration {
    /// The actions, from the swiped edge inwards.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way performs the first action. `true` by default.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration revealing `actions`, the first one next to the swiped edge.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
