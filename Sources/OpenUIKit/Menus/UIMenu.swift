import Foundation

/// A titled list of actions and submenus (UIKit: `UIMenu`).
///
/// A menu's children are fixed once it is made; `replacingChildren(_:)` makes a copy with others. The actions in
/// it are shared, so their states can change while the menu is shown: a pop-up menu turns the chosen action on
/// and every other action of the menu and its submenus off.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// A name that tells menus apart.
    public typealias Identifier = MenuElementIdentifier<UIMenu>

    /// How a menu is shown and how its elements are chosen (UIKit: `UIMenu.Options`, same bits).
    public struct Options: OptionSet, Sendable, Hashable {
        /// The option bits, with UIKit's values.
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The menu's elements show in its parent's list, set apart by separators, instead of behind a submenu row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's row is shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action of the menu and its submenus is on.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's identifier: the one given, or a unique one made for it.
    public let identifier: Identifier
    /// How the menu is shown and chosen from: inline, destructive, single selection.
    public let options: Options
    /// The actions and submenus, in the order the menu lists them.
    public let children: [UIMenuElement]

    /// A menu titled `title` listing `children`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? .unique()
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The actions of the menu and its submenus that are on, in menu order.
    public var selectedElements: [UIMenuElement] {
        actions.filter { $0.state == .on }
    }

    /// A menu with this one's title, image, identifier and options listing `newChildren` instead.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// Every action of the menu and its submenus, depth first.
    var actions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            return (element as? UIMenu)?.actions ?? []
        }
    }

    /// The rows the menu shows: its actions and submenus, with inline submenus' rows in their place and hidden
    /// actions left out.
    package var displayedElements: [UIMenuElement] {
        children.flatMap { element -> [UIMenuElement] in
            if let menu = element as? UIMenu, menu.options.contains(.displayInline) { return menu.displayedElements }
            if let action = element as? UIAction, action.attributes.contains(.hidden) { return [] }
            return [element]
        }
    }

    /// Turns `chosen` on and every other action of the menu and its submenus off, as choosing in a single-selection
    /// menu does. Returns whether the selected elements changed.
    package func select(_ chosen: UIAction) -> Bool {
        let before = selectedElements.map(ObjectIdentifier.init)
        for action in actions { action.state = action === chosen ? .on : .off }
        return selectedElements.map(ObjectIdentifier.init) != before
    }
}
