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
    /// How a context menu orders its elements (UIKit: `UIContextMenuConfiguration.ElementOrder`, iOS 16).
    public enum ElementOrder: Int, Sendable, Hashable {
        /// As the system decides for where the menu shows.
        case automatic
        /// The first elements closest to where the person's finger or pointer is.
        case priority
        /// In the menu's own order, top to bottom.
        case fixed
    }

    /// The app's name for the configuration: the item a person acted on, when the menu acts on several.
    public let identifier: (any NSCopying)?
    /// The identifiers of the items other than the primary one that a menu acting on several items acts on (iOS 16).
    /// Empty by default. Kept: hosts show one item's menu.
    public var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// The number of items a multi-item menu acts on, shown as a badge on its preview (iOS 16); values below 2 show
    /// none. 0 by default (UIKit decides it while unset). Kept, not drawn.
    public var badgeCount = 0
    /// How the menu orders its elements (iOS 16). Default `.automatic`. Kept: hosts show the elements in the menu's
    /// own order, top to bottom, as `.fixed` does.
    public var preferredMenuElementOrder = ElementOrder.automatic
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
