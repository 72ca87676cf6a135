import CollectionDiagnostics
import Foundation

/// The pop-up menu a cell presents, where a host draws it.
public struct PopUpMenuPresentation {
    /// The item whose cell presented the menu.
    public let indexPath: IndexPath
    /// The menu shown: the accessory's, or the submenu a person opened in it.
    public let menu: UIMenu
    /// The rows shown, top to bottom: the menu's actions and submenus, those of inline submenus in their place,
    /// hidden actions left out. `choosePresentedMenuElement(at:)` takes an index into them.
    public let elements: [UIMenuElement]
    /// The cell's frame in the collection view's content: the whole cell is the menu's source.
    public let sourceFrame: CGRect
    /// Whether it is the delegate's context menu rather than a pop-up menu accessory's.
    public let isContextMenu: Bool
}

/// Pop-up menus of list cells (`UICellAccessory.popUpMenu`), driven by the host: a tap anywhere on a cell showing
/// the accessory presents its menu instead of selecting the row, as UIKit's does; the host then chooses a row of
/// it or dismisses it. While a menu is presented, a touch elsewhere only dismisses it. The menu follows its item
/// through batch updates and is dismissed when the item is deleted or reloaded, or the data reloaded.
extension UICollectionView {
    /// The presented pop-up menu, for a host to draw; `nil` when none is presented.
    public var presentedMenu: PopUpMenuPresentation? {
        guard let state = popUpMenu, let source = layoutAttributesForItem(at: state.indexPath)?.frame else { return nil }
        return PopUpMenuPresentation(
            indexPath: state.indexPath, menu: state.shownMenu, elements: state.shownMenu.displayedElements, sourceFrame: source,
            isContextMenu: state.contextMenuConfiguration != nil)
    }

    /// Chooses the row at `index` of the presented menu (see `PopUpMenuPresentation.elements`). A submenu opens in
    /// the menu's place. An action dismisses the menu (unless it keeps menus presented), runs its handler with the
    /// cell as `sender`, turns itself on and every other action of the accessory's menu off, and — when that changed
    /// the selected elements — calls the accessory's `selectedElementDidChangeHandler` with the menu. A disabled
    /// action cannot be chosen and nothing happens; an index without a row is reported.
    public func choosePresentedMenuElement(at index: Int) {
        let operation = "choosePresentedMenuElement(at:)"
        guard let state = popUpMenu else {
            Diagnostics.report(.error(operation, "no menu is presented"))
            return
        }
        let elements = state.shownMenu.displayedElements
        guard elements.indices.contains(index) else {
            Diagnostics.report(.error(operation, "no menu element at index \(index): the menu shows \(elements.count)"))
            return
        }
        if let submenu = elements[index] as? UIMenu {
            popUpMenu?.openedSubmenus.append(submenu)
            return
        }
        guard let action = elements[index] as? UIAction, !action.attributes.contains(.disabled) else { return }
        if !action.attributes.contains(.keepsMenuPresented) {
            askForDismissalPreview()
            popUpMenu = nil
        }
        action.perform(sender: cellForItem(at: state.indexPath))
        if state.contextMenuConfiguration == nil, state.menu.select(action) { state.selectedElementDidChangeHandler?(state.menu) }
        if popUpMenu == nil, state.contextMenuConfiguration != nil { refreshCellState(at: state.indexPath) }
    }

    /// Dismisses the presented menu, if any, choosing nothing.
    public func dismissPresentedMenu() {
        dismissPresentedMenu(askingForPreview: true)
    }

    /// Dismisses the presented menu; a context menu's delegate is asked for the dismissal preview when
    /// `askingForPreview` (not when the data it would be asked about has just changed).
    func dismissPresentedMenu(askingForPreview: Bool) {
        let dismissed = popUpMenu
        if askingForPreview { askForDismissalPreview() }
        popUpMenu = nil
        if let dismissed, dismissed.contextMenuConfiguration != nil { refreshCellState(at: dismissed.indexPath) }
    }

    /// Asks the delegate for the context menu of the item at `indexPath` (a person long-pressed or right-clicked it at
    /// `point`, in the collection view's coordinates) and presents its actions; the cell shows highlighted while the
    /// menu is up. Returns whether a menu is presented: not when the delegate gives no configuration or its provider
    /// no menu, or the item does not exist. A presented menu is dismissed first.
    ///
    /// The delegate hears of the menu as UIKit tells it: it is asked for the highlight preview
    /// (`collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)`, kept, not drawn) and told
    /// `collectionView(_:willDisplayContextMenu:animator:)`; when the menu goes — dismissed, an action chosen, its item
    /// deleted or the data reloaded — it is asked for the dismissal preview (unless the item went or the data was
    /// reloaded) and told `collectionView(_:willEndContextMenuInteraction:animator:)`. What is added to the animators
    /// runs once those methods return.
    @discardableResult
    public func presentContextMenu(forItemAt indexPath: IndexPath, point: CGPoint) -> Bool {
        dismissPresentedMenu()
        guard indexPath.count == 2, indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section),
            let configuration = collectionDelegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point),
            let menu = configuration.actionProvider?([]), !menu.displayedElements.isEmpty
        else { return false }
        _ = collectionDelegate?.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
        var state = PopUpMenuState(
            indexPath: indexPath, menu: menu, selectedElementDidChangeHandler: nil, contextMenuConfiguration: configuration)
        state.contextMenuLocation = point
        popUpMenu = state
        refreshCellState(at: indexPath)
        return true
    }

    /// The interaction that presents the context menus the delegate configures (iOS 14): use it to dismiss or update
    /// the menu shown.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        if let storedContextMenuInteraction { return storedContextMenuInteraction }
        let interaction = UIContextMenuInteraction(presenter: self)
        storedContextMenuInteraction = interaction
        return interaction
    }

    /// Tells the delegate that a context menu went or came when the presented menu changed from `old`.
    func contextMenuDidChange(from old: PopUpMenuState?) {
        let ended = old?.contextMenuConfiguration
        let shown = popUpMenu?.contextMenuConfiguration
        guard ended !== shown, let delegate = collectionDelegate else { return }
        if let ended {
            let animator = ContextMenuAnimator()
            delegate.collectionView(self, willEndContextMenuInteraction: ended, animator: animator)
            animator.finish()
        }
        if let shown {
            let animator = ContextMenuAnimator()
            delegate.collectionView(self, willDisplayContextMenu: shown, animator: animator)
            animator.finish()
        }
    }

    /// Asks the delegate for the preview the presented context menu shrinks back into as it is dismissed (kept, not
    /// drawn).
    private func askForDismissalPreview() {
        guard let state = popUpMenu, let configuration = state.contextMenuConfiguration else { return }
        _ = collectionDelegate?.collectionView(
            self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: state.indexPath)
    }

    /// The item whose cell shows highlighted as a context menu's source, while a context menu is shown.
    var contextMenuSource: IndexPath? {
        guard let popUpMenu, popUpMenu.contextMenuConfiguration != nil else { return nil }
        return popUpMenu.indexPath
    }

    private func refreshCellState(at indexPath: IndexPath) {
        if let cell = cellForItem(at: indexPath) { applyState(to: cell, at: indexPath) }
        setNeedsLayout()
    }

    /// Presents the menu of the pop-up menu accessory the item's cell shows, if it shows one. Returns whether it did.
    @discardableResult
    func presentPopUpMenu(ofItemAt indexPath: IndexPath) -> Bool {
        guard let accessory = (cellForItem(at: indexPath) as? UICollectionViewListCell)?.displayedPopUpMenu,
            case .popUpMenu(let menu) = accessory.kind
        else { return false }
        popUpMenu = PopUpMenuState(
            indexPath: indexPath, menu: menu, selectedElementDidChangeHandler: accessory.selectedElementDidChangeHandler)
        return true
    }

    /// Whether a tap on the item at `indexPath` presents a pop-up menu instead of selecting the item.
    func tapPresentsMenu(ofItemAt indexPath: IndexPath) -> Bool {
        (cellForItem(at: indexPath) as? UICollectionViewListCell)?.displayedPopUpMenu != nil
    }
}

extension UICollectionView: ContextMenuPresenting {
    package var presentedContextMenu: UIMenu? {
        guard let state = popUpMenu, state.contextMenuConfiguration != nil else { return nil }
        return state.shownMenu
    }

    package var contextMenuLocation: CGPoint? { popUpMenu?.contextMenuLocation }

    package func dismissContextMenu() {
        guard popUpMenu?.contextMenuConfiguration != nil else { return }
        dismissPresentedMenu()
    }

    package func replaceVisibleContextMenu(with menu: UIMenu) {
        guard popUpMenu?.contextMenuConfiguration != nil else { return }
        if popUpMenu?.openedSubmenus.isEmpty == false {
            popUpMenu?.openedSubmenus[(popUpMenu?.openedSubmenus.count ?? 1) - 1] = menu
        } else {
            popUpMenu?.menu = menu
        }
        setNeedsLayout()
    }
}
