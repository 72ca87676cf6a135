import CollectionDiagnostics
import Foundation

/// Taps on list cell accessories, reported by the host. Each accessory does what UIKit's does: an outline
/// disclosure expands or collapses the item's children through the diffable data source's section snapshot
/// handlers; a delete accessory without a handler reveals the row's trailing swipe actions; a multiselect
/// accessory toggles selection; a pop-up menu presents its menu; the others run their action handlers.
extension UICollectionView {
    /// Taps the displayed accessory of `kind` (the name of its `UICellAccessory.AccessoryType` case, such as
    /// `"outlineDisclosure"`) on the cell of the item at `indexPath`. A cell without such an accessory is reported and
    /// nothing happens.
    public func tapAccessory(named kind: String, ofItemAt indexPath: IndexPath) {
        let operation = "tapAccessory(named:ofItemAt:)"
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
            let accessory = cell.displayedAccessories.first(where: { $0.kind.name == kind })
        else {
            Diagnostics.report(.error(operation, "the item at \(indexPath) shows no \(kind) accessory"))
            return
        }
        if let handler = accessory.actionHandler {
            handler()
            return
        }
        switch accessory.kind {
        case .outlineDisclosure:
            toggleExpansion(ofItemAt: indexPath)
        case .delete:
            if beginSwipe(onItemAt: indexPath, revealing: .trailing) { openSwipeWithoutPerforming() }
        case .multiselect:
            tapItem(at: indexPath)
        case .popUpMenu:
            presentPopUpMenu(ofItemAt: indexPath)
        default:
            break
        }
    }

    /// Expands or collapses the item at `indexPath` through the data source, when it is an outline, and records
    /// the change for hosts unless a section snapshot handler refused it.
    func toggleExpansion(ofItemAt indexPath: IndexPath) {
        guard let outline = dataSource as? any OutlineExpansionDataSource else { return }
        let wasExpanded = outline.isItemExpanded(at: indexPath)
        let identity = renderIdentity(ofItemAt: indexPath)
        if wasExpanded {
            outline.collapseItem(at: indexPath)
        } else {
            outline.expandItem(at: indexPath)
        }
        // The item keeps its index path: its children come and go after it.
        guard outline.isItemExpanded(at: indexPath) != wasExpanded else { return }
        // The data source applies the change animating differences, as its batch update records.
        recordStateChange(.expansion(identity: identity, isExpanded: !wasExpanded), animated: UIView.areAnimationsEnabled)
    }

    /// Whether a tap on the item at `indexPath` toggles its expansion instead of selecting it (a header-style
    /// outline disclosure).
    func tapTogglesExpansion(ofItemAt indexPath: IndexPath) -> Bool {
        (cellForItem(at: indexPath) as? UICollectionViewListCell)?.hasHeaderStyleOutlineDisclosure ?? false
    }

    /// Rests the swiped row open with all its buttons, as revealing them with the delete accessory does.
    private func openSwipeWithoutPerforming() {
        guard let state = swipe else { return }
        swipe?.revealedWidth = state.configuration.actions.map(SwipeActionMetrics.buttonWidth).reduce(0, +)
        swipe?.isOpen = true
    }
}
