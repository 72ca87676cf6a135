import Foundation

/// The pop-up menu a cell presents: the item, the accessory's menu and handler, and the submenus opened in it.
struct PopUpMenuState: RowInteraction {
    /// The item whose cell is the menu's source; it follows the item through batch updates.
    var indexPath: IndexPath
    /// The accessory's menu: choosing one of its actions (in any submenu) selects in the whole of it.
    let menu: UIMenu
    let selectedElementDidChangeHandler: UICellAccessory.MenuSelectedElementDidChangeHandler?
    /// The submenus a person opened, innermost last.
    var openedSubmenus: [UIMenu] = []

    /// The menu whose rows are shown: the innermost opened submenu, or the accessory's menu.
    var shownMenu: UIMenu { openedSubmenus.last ?? menu }
}
