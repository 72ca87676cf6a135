import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// Bar buttons: what they show, what a tap does (an action, a menu), and the edit button.
@MainActor
@Suite struct BarButtonItemTests {
    /// A window showing `controller` in a navigation controller.
    private func window(for controller: UIViewController) -> UIWindow {
        shownWindow(UINavigationController(rootViewController: controller))
    }

    private func rightItems(_ window: UIWindow) -> [RenderBarButton] {
        window.renderTree().screens.last?.navigationBar?.rightItems ?? []
    }

    @Test func systemItemsShowUIKitsWordsOrSymbols() {
        #expect(UIBarButtonItem(systemItem: .edit).displayedTitle == "Edit")
        #expect(UIBarButtonItem(systemItem: .done).displayedTitle == "Done")
        #expect(UIBarButtonItem(systemItem: .done).style == .done)
        #expect(UIBarButtonItem(systemItem: .cancel).displayedTitle == "Cancel")
        #expect(UIBarButtonItem(systemItem: .add).displayedSymbolName == "plus")
        #expect(UIBarButtonItem(systemItem: .add).displayedTitle == nil)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
        #expect(UIBarButtonItem.Style.done.rawValue == 2)
    }

    @Test func anItemShowsItsPrimaryActionsTitleWhenItHasNone() {
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Sort") { _ in })
        #expect(item.displayedTitle == "Sort")
        let symbol = UIBarButtonItem(image: UIImage(systemName: "gear"), menu: UIMenu(children: []))
        #expect(symbol.displayedSymbolName == "gear")
        #expect(symbol.displayedTitle == nil)
    }

    @Test func aTapRunsThePrimaryActionWithTheItemAsSender() throws {
        let controller = UIViewController()
        var senders: [UIBarButtonItem?] = []
        let item = UIBarButtonItem(title: "Sort", primaryAction: UIAction { action in
            senders.append(action.sender as? UIBarButtonItem)
        })
        controller.navigationItem.rightBarButtonItem = item
        let window = window(for: controller)
        let rendered = try #require(rightItems(window).first)
        #expect(rendered.title == "Sort")
        #expect(!rendered.showsMenuOnTap)
        window.handle(.tapBarButton(rendered.identity))
        #expect(senders.count == 1 && senders[0] === item)
        // A disabled item ignores taps; so does an unknown identity.
        item.isEnabled = false
        #expect(rightItems(window).first?.isEnabled == false)
        window.handle(.tapBarButton(rendered.identity))
        window.handle(.tapBarButton("bar-button-0"))
        #expect(senders.count == 1)
    }

    @Test func anItemWithOnlyAMenuShowsItAndAChoiceRunsTheAction() throws {
        var chosen: [String] = []
        let reload = UIAction(title: "Reload", image: UIImage(systemName: "arrow.counterclockwise")) { chosen.append($0.title) }
        let disabled = UIAction(title: "Disabled", attributes: .disabled) { chosen.append($0.title) }
        let inline = UIMenu(title: "", options: .displayInline, children: [
            UIAction(title: "Final Snapshot Items", state: .off) { chosen.append($0.title) },
            UIAction(title: "Collection Difference", state: .on) { chosen.append($0.title) },
        ])
        let more = UIMenu(title: "More", children: [UIAction(title: "Deep") { chosen.append($0.title) }])
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gear"), menu: UIMenu(children: [reload, disabled, inline, more]))
        let window = window(for: controller)
        let gear = try #require(rightItems(window).first)
        #expect(gear.showsMenuOnTap)

        var tree = window.handle(.tapBarButton(gear.identity))
        let menu = try #require(tree.presentedMenu)
        #expect(menu.sourceIdentity == gear.identity)
        #expect(menu.elements.map(\.title) == ["Reload", "Disabled", "Final Snapshot Items", "Collection Difference", "More"])
        #expect(menu.elements.map(\.state) == [.off, .off, .off, .on, .off])
        #expect(menu.elements[0].imageSystemName == "arrow.counterclockwise")
        #expect(menu.elements[4].isSubmenu)

        tree = window.handle(.chooseMenuElement(index: 1))
        #expect(tree.presentedMenu != nil)
        #expect(chosen.isEmpty)
        tree = window.handle(.chooseMenuElement(index: 4))
        #expect(tree.presentedMenu?.title == "More")
        tree = window.handle(.chooseMenuElement(index: 0))
        #expect(chosen == ["Deep"])
        #expect(tree.presentedMenu == nil)

        window.handle(.tapBarButton(gear.identity))
        tree = window.handle(.chooseMenuElement(index: 0))
        #expect(chosen == ["Deep", "Reload"])
        window.handle(.tapBarButton(gear.identity))
        tree = window.handle(.dismissMenu)
        #expect(tree.presentedMenu == nil)
        #expect(chosen == ["Deep", "Reload"])
    }

    @Test func theEditButtonTogglesEditingAndShowsDoneWhileEditing() throws {
        final class EditingScreen: UIViewController {
            var calls: [String] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append("setEditing(\(editing), animated: \(animated))")
            }
        }
        let controller = EditingScreen()
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        let window = window(for: controller)
        var button = try #require(rightItems(window).first)
        #expect(button.title == "Edit")
        #expect(!button.isBold)
        window.handle(.tapBarButton(button.identity))
        #expect(controller.isEditing)
        button = try #require(rightItems(window).first)
        #expect(button.title == "Done")
        #expect(button.isBold)
        window.handle(.tapBarButton(button.identity))
        #expect(!controller.isEditing)
        #expect(controller.editButtonItem.title == "Edit")
        controller.isEditing = true
        #expect(controller.calls == ["setEditing(true, animated: true)", "setEditing(false, animated: true)", "setEditing(true, animated: false)"])
    }

    @Test func aCollectionViewControllerEditsItsCollectionView() {
        let controller = UICollectionViewController(
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        _ = window(for: controller)
        #expect(controller.collectionView === controller.view)
        #expect(controller.collectionView.dataSource === controller)
        controller.setEditing(true, animated: true)
        #expect(controller.collectionView.isEditing)
        controller.setEditing(false, animated: false)
        #expect(!controller.collectionView.isEditing)
    }

    @Test func spacesAreDrawnAsSpacesAndIgnoreTaps() {
        let fixed = UIBarButtonItem.fixedSpace(12)
        let flexible = UIBarButtonItem.flexibleSpace()
        #expect(fixed.renderBarButtonForTest.fixedSpaceWidth == 12)
        #expect(flexible.renderBarButtonForTest.isFlexibleSpace)
    }
}

extension UIBarButtonItem {
    /// The item as a window draws it, through a window of its own.
    @MainActor
    var renderBarButtonForTest: RenderBarButton {
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItem = self
        let window = shownWindow(UINavigationController(rootViewController: controller))
        return window.renderTree().screens[0].navigationBar!.rightItems[0]
    }
}
