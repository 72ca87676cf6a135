import Foundation

/// The menu a cell presents — its pop-up menu accessory's, or the context menu the delegate configured — with the item,
/// the accessory's handler, and the submenus opened in it.
struct PopUpMenuState: RowInteraction {
    /// The item whose cell is the menu's source; it follows the item through batch updates.
    var indexPath: IndexPath
    /// The accessory's menu: choosing one of its actions (in any submenu) selects in the whole of it.
    var menu: UIMenu
    let selectedElementDidChangeHandler: UICellAccessory.MenuSelectedElementDidChangeHandler?
    /// The context menu's configuration, for a context menu; `nil` for an accessory's pop-up menu. A context menu's
    /// choice runs its action and selects nothing in the menu; the item's cell shows highlighted meanwhile.
    var contextMenuConfiguration: UIContextMenuConfiguration?
    /// Where the person invoked a context menu, in the collection view's coordinates; `nil` for a pop-up menu.
    var contextMenuLocation: CGPoint?
    /// The submenus a person opened, innermost last.
    var openedSubmenus: [UIMenu] = []

    /// The menu whose rows are shown: the innermost opened submenu, or the accessory's menu.
    var shownMenu: UIMenu { openedSubmenus.last ?? menu }
}
