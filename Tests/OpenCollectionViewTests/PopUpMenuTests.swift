import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// The pop-up menu cell accessory: its place, its presentation by a tap on the cell, and choosing in it.
@MainActor
@Suite struct PopUpMenuAccessoryTests {
    /// What the menus' handlers were called with, in order.
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    let log = Log()
    let sizes: [UIAction]
    let menu: UIMenu
    let host: ListHost
    let delegate = LoggingDelegate()

    /// An inset-grouped list whose row "Size" offers a pop-up menu of three sizes, "Medium" chosen, and whose row
    /// "Plain" has none.
    init() {
        let log = log
        let sizes = ["Small", "Medium", "Large"].map { title in
            UIAction(title: title, image: UIImage(systemName: "textformat.size"), state: title == "Medium" ? .on : .off) { action in
                log.entries.append("handler \(action.title)")
            }
        }
        let menu = UIMenu(title: "Text Size", options: .singleSelection, children: sizes)
        self.sizes = sizes
        self.menu = menu
        host = ListHost(items: ["Size", "Plain"]) { item in
            guard item == "Size" else { return [] }
            return [.popUpMenu(menu) { changed in
                log.entries.append("changed \(changed.selectedElements.map(\.title)) same menu \(changed === menu)")
            }]
        }
        host.collectionView.delegate = delegate
    }

    private let size = IndexPath(item: 0, section: 0)
    private var states: [UIMenuElement.State] { sizes.map(\.state) }

    @Test func theChevronsSitAtTheTrailingMarginWhereTheDisclosureIndicatorWouldBe() {
        let cell = host.cell(0)
        // The row is 358 pt wide with 16-pt margins; the chevrons' box is 12 × 20, centred in the 44-pt row.
        #expect(cell?.accessoryLayout.map(\.frame) == [CGRect(x: 330, y: 12, width: 12, height: 20)])
        #expect(cell?.contentView.frame.maxX == 330)
        let views = cell?.subviews.compactMap { $0 as? CellAccessoryView }
        #expect(views?.map(\.symbolName) == ["chevron.up.chevron.down"])
        #expect(views?.first?.resolvedTintColor == .tertiaryLabel)

        cell?.accessories = [.outlineDisclosure(), .popUpMenu(menu), .disclosureIndicator(), .checkmark()]
        cell?.layoutIfNeeded()
        #expect(host.accessoryTypes(0) == [.checkmark, .disclosureIndicator, .popUpMenu, .outlineDisclosure])
        // Outline disclosure 20 wide at 322…342, then 12 pt of spacing.
        #expect(cell?.accessoryLayout[2].frame == CGRect(x: 298, y: 12, width: 12, height: 20))
    }

    @Test func theAccessoryShowsInTheEditingStatesItIsDisplayedIn() {
        host.cell(0)?.accessories = [.popUpMenu(menu, displayed: .whenNotEditing)]
        host.cell(1)?.accessories = [.popUpMenu(menu, displayed: .whenEditing)]
        host.collectionView.layoutIfNeeded()
        #expect(host.accessoryTypes(0) == [.popUpMenu])
        #expect(host.accessoryTypes(1) == [])
        host.collectionView.isEditing = true
        host.collectionView.layoutIfNeeded()
        #expect(host.accessoryTypes(0) == [])
        #expect(host.accessoryTypes(1) == [.popUpMenu])
        // Only a displayed accessory makes a tap present the menu.
        host.collectionView.tapItem(at: size)
        #expect(host.collectionView.presentedMenu == nil)
        host.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(host.collectionView.presentedMenu?.indexPath == IndexPath(item: 1, section: 0))
    }

    @Test func aTapAnywhereOnTheCellPresentsTheMenuAndDoesNotSelect() {
        host.collectionView.tap(at: CGPoint(x: 40, y: 50))
        let presented = host.collectionView.presentedMenu
        #expect(presented?.menu === menu)
        #expect(presented?.indexPath == size)
        #expect(presented?.elements.map(\.title) == ["Small", "Medium", "Large"])
        #expect(presented?.sourceFrame == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(host.collectionView.indexPathsForSelectedItems == [])
        #expect(host.cell(0)?.isHighlighted == false)
        #expect(delegate.log.isEmpty)
        #expect(log.entries.isEmpty)
        // A row without the accessory still selects.
        host.collectionView.dismissPresentedMenu()
        host.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(host.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func tappingTheAccessoryPresentsTheMenuToo() {
        host.collectionView.tapAccessory(named: "popUpMenu", ofItemAt: size)
        #expect(host.collectionView.presentedMenu?.menu === menu)
    }

    @Test func choosingRunsTheHandlerSelectsSinglyAndReportsTheUpdatedMenu() {
        host.collectionView.tapItem(at: size)
        host.collectionView.choosePresentedMenuElement(at: 2)
        #expect(log.entries == ["handler Large", "changed [\"Large\"] same menu true"])
        #expect(states == [.off, .off, .on])
        #expect(menu.selectedElements.map(\.title) == ["Large"])
        #expect(host.collectionView.presentedMenu == nil)
        #expect(host.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func theHandlerGetsTheCellAsSender() {
        var sender: UICollectionViewCell?
        let action = UIAction(title: "Go") { action in sender = action.sender as? UICollectionViewCell }
        host.cell(0)?.accessories = [.popUpMenu(UIMenu(children: [action]))]
        host.collectionView.tapItem(at: size)
        host.collectionView.choosePresentedMenuElement(at: 0)
        #expect(sender === host.cell(0))
        #expect(action.sender == nil)
    }

    @Test func choosingTheSelectedElementAgainChangesNothingToReport() {
        host.collectionView.tapItem(at: size)
        host.collectionView.choosePresentedMenuElement(at: 1)
        #expect(log.entries == ["handler Medium"])
        #expect(states == [.off, .on, .off])
    }

    @Test func choosingClearsMixedStatesToo() {
        sizes[0].state = .mixed
        host.collectionView.tapItem(at: size)
        host.collectionView.choosePresentedMenuElement(at: 1)
        #expect(states == [.off, .on, .off])
        // The selected elements stayed "Medium": no change to report.
        #expect(log.entries == ["handler Medium"])
    }

    @Test func dismissingChangesNothing() {
        host.collectionView.tapItem(at: size)
        host.collectionView.dismissPresentedMenu()
        #expect(host.collectionView.presentedMenu == nil)
        #expect(states == [.off, .on, .off])
        #expect(log.entries.isEmpty)
        #expect(host.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func aTouchElsewhereOnlyDismissesTheMenu() {
        host.collectionView.tapItem(at: size)
        host.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(host.collectionView.presentedMenu == nil)
        #expect(host.collectionView.indexPathsForSelectedItems == [])
        #expect(delegate.log.isEmpty)
        #expect(log.entries.isEmpty)
    }

    @Test func inlineSubmenusShowTheirRowsInPlaceAndOtherSubmenusOpen() {
        var chosen: [String] = []
        let hidden = UIAction(title: "Hidden", attributes: .hidden) { _ in }
        let disabled = UIAction(title: "Disabled", attributes: .disabled) { _ in chosen.append("Disabled") }
        let inline = UIMenu(options: .displayInline, children: [UIAction(title: "B") { _ in }, hidden])
        let nested = UIAction(title: "D") { _ in chosen.append("D") }
        let more = UIMenu(title: "More", children: [nested])
        let first = UIAction(title: "A", state: .on) { _ in }
        let root = UIMenu(children: [first, inline, disabled, more])
        host.cell(0)?.accessories = [.popUpMenu(root) { _ in chosen.append("changed") }]
        host.collectionView.tapItem(at: size)
        #expect(host.collectionView.presentedMenu?.elements.map(\.title) == ["A", "B", "Disabled", "More"])
        let rows = host.collectionView.renderTree().presentedMenu?.elements
        #expect(rows?.map(\.isSubmenu) == [false, false, false, true])
        #expect(rows?.map(\.attributes) == [[], [], .disabled, []])
        #expect(rows?.map(\.state) == [.on, .off, .off, .off])
        host.collectionView.choosePresentedMenuElement(at: 2)
        #expect(chosen.isEmpty)
        #expect(host.collectionView.presentedMenu?.menu === root)
        host.collectionView.choosePresentedMenuElement(at: 3)
        #expect(host.collectionView.presentedMenu?.menu === more)
        #expect(host.collectionView.presentedMenu?.elements.map(\.title) == ["D"])
        host.collectionView.choosePresentedMenuElement(at: 0)
        // The selection spans the whole menu: "A", in the root, went off.
        #expect(chosen == ["D", "changed"])
        #expect(first.state == .off)
        #expect(nested.state == .on)
        #expect(root.selectedElements.map(\.title) == ["D"])
    }

    @Test func anActionThatKeepsTheMenuPresentedLeavesItOpen() {
        let keep = UIAction(title: "Keep", attributes: .keepsMenuPresented) { _ in }
        host.cell(0)?.accessories = [.popUpMenu(UIMenu(children: [keep]))]
        host.collectionView.tapItem(at: size)
        host.collectionView.choosePresentedMenuElement(at: 0)
        #expect(keep.state == .on)
        #expect(host.collectionView.presentedMenu?.elements.map(\.title) == ["Keep"])
    }

    @Test func choosingWithoutAMenuOrARowIsReported() {
        let (_, none) = Diagnostics.recording { host.collectionView.choosePresentedMenuElement(at: 0) }
        #expect(none == [.error("choosePresentedMenuElement(at:)", "no menu is presented")])
        host.collectionView.tapItem(at: size)
        let (_, outOfRange) = Diagnostics.recording { host.collectionView.choosePresentedMenuElement(at: 3) }
        #expect(outOfRange == [.error("choosePresentedMenuElement(at:)", "no menu element at index 3: the menu shows 3")])
        #expect(log.entries.isEmpty)
        #expect(host.collectionView.presentedMenu != nil)
    }

    @Test func theMenuFollowsItsItemAndGoesWithIt() {
        host.collectionView.tapItem(at: size)
        var snapshot = host.dataSource.snapshot()
        snapshot.insertItems(["New"], beforeItem: "Size")
        host.dataSource.apply(snapshot, animatingDifferences: true)
        #expect(host.collectionView.presentedMenu?.indexPath == IndexPath(item: 1, section: 0))
        #expect(host.collectionView.presentedMenu?.sourceFrame == CGRect(x: 16, y: 79, width: 358, height: 44))
        snapshot.deleteItems(["Size"])
        host.dataSource.apply(snapshot, animatingDifferences: true)
        #expect(host.collectionView.presentedMenu == nil)
    }

    @Test func theRenderTreeDrawsTheChevronsAndThePresentedMenu() {
        var tree = host.collectionView.renderTree()
        #expect(tree.presentedMenu == nil)
        let row = tree.elements.first { $0.identity == "item Size" }
        #expect(row?.view.allContents.contains(.accessory(
            kind: "popUpMenu", symbolName: "chevron.up.chevron.down", text: nil, color: .tertiaryLabel)) == true)

        tree = host.collectionView.handle(.tap(at: CGPoint(x: 300, y: 40)))
        let presented = tree.presentedMenu
        #expect(presented?.title == "Text Size")
        #expect(presented?.elements.map(\.title) == ["Small", "Medium", "Large"])
        #expect(presented?.elements.map(\.state) == [.off, .on, .off])
        #expect(presented?.elements.map(\.imageSystemName) == Array(repeating: "textformat.size", count: 3))
        #expect(presented?.elements.map(\.subtitle) == [nil, nil, nil])
        #expect(presented?.elements.map(\.attributes) == [[], [], []])
        #expect(presented?.elements.map(\.isSubmenu) == [false, false, false])
        #expect(presented?.indexPath == size)
        #expect(presented?.identity == "item Size")
        #expect(presented?.sourceFrame == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(tree.elements.filter { $0.category == .cell }.count == 2)
        #expect(tree.elements.allSatisfy { $0.state?.isSelected != true })

        tree = host.collectionView.handle(.chooseMenuElement(index: 0))
        #expect(tree.presentedMenu == nil)
        #expect(states == [.on, .off, .off])
        #expect(log.entries == ["handler Small", "changed [\"Small\"] same menu true"])

        tree = host.collectionView.handle(.tap(at: CGPoint(x: 300, y: 40)))
        #expect(tree.presentedMenu?.elements.map(\.state) == [.on, .off, .off])
        #expect(host.collectionView.handle(.dismissMenu).presentedMenu == nil)
        host.collectionView.handle(.tap(at: CGPoint(x: 300, y: 40)))
        #expect(host.collectionView.handle(.key(.escape)).presentedMenu == nil)
        #expect(states == [.on, .off, .off])
    }
}
