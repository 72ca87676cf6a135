import CollectionDiagnostics
import Foundation
import OpenCollectionViewAppKit
import Testing

@MainActor
@Suite("Nibs: the Mac Grid's window and items from their xibs")
struct NibTests {
    private func shownGrid() throws -> (GridWindowController, NSWindow) {
        let controller = GridWindowController(windowNibName: "AppKitGridWindow")
        controller.showWindow(nil)
        let window = try #require(controller.window)
        return (controller, window)
    }

    @Test("the window is the xib's: its title, its 320 × 600 content below a title bar, resizable")
    func window() throws {
        let (controller, window) = try shownGrid()
        #expect(window.title == "Grid")
        #expect(window.isVisible)
        #expect(window.windowController === controller)
        #expect(window.styleMask == [.titled, .closable, .miniaturizable, .resizable])
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        #expect(window.frame == NSRect(x: 240, y: 320, width: 320, height: 628))
        // The outlet reached the collection view inside the scroll view's clip view.
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.isSelectable)
        #expect(collectionView.superview is NSClipView)
        #expect(collectionView.frame == NSRect(x: 0, y: 0, width: 320, height: 600))
    }

    @Test("each item is the item xib's box and text field, at the layout's frames, its contents resized by their masks")
    func items() throws {
        let (controller, _) = try shownGrid()
        let collectionView = try #require(controller.collectionView)
        let item = try #require(collectionView.item(at: IndexPath(item: 7, section: 0)) as? TextItem)
        #expect(item.view.frame == NSRect(x: 128, y: 64, width: 64, height: 64))
        let box = try #require(item.view as? NSBox)
        #expect(box.boxType == .custom)
        #expect(box.cornerRadius == 8)
        #expect(box.fillColor == NSColor(displayP3Red: 0.333, green: 0.592, blue: 0.957, alpha: 1))
        #expect(box.contentView?.frame == NSRect(x: 1, y: 1, width: 62, height: 62))
        let field = try #require(item.textField)
        #expect(field.stringValue == "7")
        #expect(field.alignment == .center)
        #expect(field.font?.pointSize == 17)
        #expect(field.textColor == .labelColor)
        #expect(field.isEditable == false)
        #expect(field.frame == NSRect(x: 0, y: 20, width: 62, height: 22))
    }

    @Test("resizing the window resizes the scroll view and its collection view by their masks: 80-point squares")
    func resize() throws {
        let (controller, window) = try shownGrid()
        window.setContentSize(NSSize(width: 400, height: 600))
        let collectionView = try #require(controller.collectionView)
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frame.size == NSSize(width: 400, height: 600))
        #expect(collectionView.item(at: IndexPath(item: 7, section: 0))?.view.frame == NSRect(x: 160, y: 80, width: 80, height: 80))
        #expect(window.frame == NSRect(x: 240, y: 320, width: 400, height: 628))
    }

    @Test("a click selects an item, which shows it in the selected control colour, and the highlight shows while pressed")
    func selection() throws {
        let (controller, _) = try shownGrid()
        let collectionView = try #require(controller.collectionView)
        let item = try #require(collectionView.item(at: IndexPath(item: 2, section: 0)))
        let box = try #require(item.view as? NSBox)
        collectionView.beginClick(onItemAt: IndexPath(item: 2, section: 0))
        #expect(item.highlightState == .forSelection)
        #expect(box.fillColor == .selectedControlColor)
        collectionView.endClick()
        #expect(item.isSelected && item.highlightState == .none)
        #expect(box.fillColor == .selectedControlColor)
        collectionView.click(onItemAt: nil)
        #expect(box.fillColor != .selectedControlColor)
    }

    @Test("a xib with an element no AppKit object is made for, and a colour AppKit does not have: both reported with file and line, the rest made")
    func brokenDocument() throws {
        let (objects, recorded) = Diagnostics.recording {
            NSNib(nibNamed: "Broken", bundle: nil).map { nib in
                var topLevel: NSArray?
                nib.instantiate(withOwner: nil, topLevelObjects: &topLevel)
                return topLevel
            }
        }
        #expect(recorded.map(\.description) == [
            "NSNib: Broken.xib:10: levelIndicator: no AppKit object is made for this element: it is left out, with what it holds",
            "NSNib: Broken.xib:15: textFieldCell: no system colour named noSuchColor (textColor): the colour is left as it was",
        ])
        let box = try #require((objects ?? nil)?.firstObject as? NSBox)
        let label = try #require(box.contentView?.subviews.first as? NSTextField)
        #expect(label.stringValue == "Still here")
        #expect(label.textColor == nil)
    }

    @Test("a nib nobody has is nil; a document that is not XML is reported with its file")
    func missingAndUnreadable() {
        #expect(NSNib(nibNamed: "NoSuchNib", bundle: nil) == nil)
        let recorded = Diagnostics.recording {
            _ = NSNib(nibData: Data("not a document".utf8), bundle: nil)
        }.diagnostics
        #expect(recorded.count == 1)
        #expect(recorded.first?.description.hasPrefix("NSNib(nibData:bundle:): nib data:") == true)
    }
}

@MainActor
@Suite("Nibs: a button's action, connected from the xib")
struct NibActionTests {
    @Test("clicking the xib's Sort button sends sort: to the window controller, which renames the button")
    func buttonAction() throws {
        let controller = SortWindowController(windowNibName: "SortWindowController")
        let window = try #require(controller.window)
        #expect(window.title == "Insertion Sort")
        let button = try #require(controller.sortButton)
        #expect(button.title == "Sort")
        #expect(button.frame == NSRect(x: 314, y: 498, width: 72, height: 32))
        #expect(button.target === controller)
        #expect(button.action == Selector("sort:"))
        button.performClick(nil)
        #expect(controller.sorting)
        #expect(button.title == "Stop")
        button.performClick(nil)
        #expect(button.title == "Sort")
    }
}
