import Foundation

/// The row being swiped, its actions, and how far they are revealed.
struct SwipeState: RowInteraction {
    var indexPath: IndexPath
    let edge: SwipeActionEdge
    let configuration: UISwipeActionsConfiguration
    /// How far the row has moved to reveal the actions, in points (never negative).
    var revealedWidth: CGFloat
    /// Whether the row rests open after the swipe ended.
    var isOpen = false
}

/// The item being moved interactively and where it would land now.
struct InteractiveMovementState {
    let source: IndexPath
    var target: IndexPath
    /// Where the finger last was, once it moved.
    var position: CGPoint?
}

/// The sizes of swipe action buttons and the thresholds of a swipe, in one place. [L]: observed on iOS 17,
/// not documented by Apple.
@MainActor
enum SwipeActionMetrics {
    /// The narrowest action button.
    static let minimumButtonWidth: CGFloat = 74
    /// Space on each side of a button's title or image.
    static let buttonPadding: CGFloat = 15
    /// The width of a button showing only an image.
    static let imageButtonWidth: CGFloat = 74
    /// The font of action titles.
    static var titleFont: UIFont { .preferredFont(forTextStyle: .subheadline) }
    /// The share of the row's width a swipe must reach to perform the first action (full swipe).
    static let fullSwipeFraction: CGFloat = 0.6

    /// The width of the button of `action`.
    static func buttonWidth(of action: UIContextualAction) -> CGFloat {
        guard let title = action.title, !title.isEmpty else { return imageButtonWidth }
        let text = TextMeasurement.current.measure(TextMeasurementRequest(text: title, font: titleFont, numberOfLines: 1))
        return max(minimumButtonWidth, text.size.width + 2 * buttonPadding)
    }
}
