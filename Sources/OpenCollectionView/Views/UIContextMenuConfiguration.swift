import Foundation

/// Makes a context menu's actions when it is about to show; given the system's suggested actions (none headless).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the view controller a context menu previews; `nil` previews the view the menu came from.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows (UIKit: `UIContextMenuConfiguration`): its actions, made on demand by the action
/// provider, and a preview. A collection view's delegate returns one for the items a person long-presses or
/// right-clicks (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`).
///
/// Headless, the menu's actions are what hosts draw, beside the item's cell, which shows highlighted while the menu is
/// up; the preview provider is kept for the app and not drawn (the cell itself is the preview).
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The app's name for the configuration.
    public let identifier: (any NSCopying)?
    /// Makes the preview; kept, not drawn headless.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu when it shows.
    public let actionProvider: UIContextMenuActionProvider?

    /// A configuration named `identifier`, whose menu `actionProvider` makes.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
