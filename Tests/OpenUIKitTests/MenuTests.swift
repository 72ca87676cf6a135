import Foundation
import OpenUIKit
import Testing

/// Menus, their elements and what is selected in them, independent of cells.
@MainActor
@Suite struct MenuTests {
    @Test func selectedElementsAreTheActionsThatAreOnInTheMenuAndItsSubmenus() {
        let small = UIAction(title: "Small", state: .on) { _ in }
        let medium = UIAction(title: "Medium", state: .mixed) { _ in }
        let large = UIAction(title: "Large", state: .on) { _ in }
        let menu = UIMenu(children: [small, UIMenu(title: "More", children: [medium, large])])
        #expect(menu.selectedElements.map(\.title) == ["Small", "Large"])
    }

    @Test func replacingChildrenKeepsTheTitleIdentifierAndOptions() {
        let menu = UIMenu(title: "Size", identifier: UIMenu.Identifier(rawValue: "size"), options: .singleSelection, children: [
            UIAction(title: "Small") { _ in },
        ])
        let replaced = menu.replacingChildren([UIAction(title: "Large") { _ in }, UIAction(title: "Huge") { _ in }])
        #expect(replaced !== menu)
        #expect(replaced.title == "Size")
        #expect(replaced.identifier.rawValue == "size")
        #expect(replaced.options == .singleSelection)
        #expect(replaced.children.map(\.title) == ["Large", "Huge"])
        #expect(menu.children.map(\.title) == ["Small"])
    }

    @Test func optionsAndStatesHaveUIKitsRawValues() {
        #expect(UIMenu.Options.displayInline.rawValue == 1)
        #expect(UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIMenuElement.State.mixed.rawValue == 2)
        #expect(UIAction.State.on == UIMenuElement.State.on)
        #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
    }

    @Test func menusMakeUniqueIdentifiersWhenGivenNone() {
        #expect(UIMenu().identifier != UIMenu().identifier)
    }
}
