import Cocoa
import Foundation
@testable import MacGallery
import Testing

@MainActor
@Suite("Mac examples: List")
struct ListWindowTests {
    @Test("its xib's 320 × 600 window of 20-point rows as wide as the window; 400 points wide after a resize")
    func frames() throws {
        let controller = try #require(MacExamples.example(forSlug: "list")).makeWindowController()
        let window = try #require(controller.window)
        controller.showWindow(nil)
        #expect(window.title == "List")
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        let collectionView = try #require((controller as? ListWindowController)?.collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 94)
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 0, y: 0, width: 320, height: 20))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 0, y: 20, width: 320, height: 20))
        #expect(collectionView.frameForItem(at: IndexPath(item: 93, section: 0)) == NSRect(x: 0, y: 1860, width: 320, height: 20))
        let row = try #require(collectionView.item(at: IndexPath(item: 5, section: 0)) as? ListItem)
        #expect(row.textField?.stringValue == "5")
        #expect(row.textField?.alignment == .left)
        #expect(row.textField?.font?.pointSize == 13)
        window.setContentSize(NSSize(width: 400, height: 300))
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 0, y: 20, width: 400, height: 20))
        #expect(collectionView.frameForItem(at: IndexPath(item: 93, section: 0)) == NSRect(x: 0, y: 1860, width: 400, height: 20))
    }

    @Test("a click selects the row clicked alone, drawn on the selected control colour")
    func clickSelects() throws {
        let controller = try #require(MacExamples.example(forSlug: "list")).makeWindowController()
        controller.showWindow(nil)
        let collectionView = try #require((controller as? ListWindowController)?.collectionView)
        let selectedColor = NSColor.selectedControlColor.cgColor
        let second = try #require(collectionView.item(at: IndexPath(item: 2, section: 0)) as? ListItem)
        let fourth = try #require(collectionView.item(at: IndexPath(item: 4, section: 0)) as? ListItem)
        #expect(second.view.layer?.backgroundColor == NSColor.clear.cgColor)

        collectionView.click(onItemAt: IndexPath(item: 2, section: 0))
        #expect(collectionView.selectionIndexPaths == [IndexPath(item: 2, section: 0)])
        #expect(second.isSelected)
        #expect(second.view.layer?.backgroundColor == selectedColor)
        #expect(fourth.view.layer?.backgroundColor != selectedColor)

        collectionView.click(onItemAt: IndexPath(item: 4, section: 0))
        #expect(collectionView.selectionIndexPaths == [IndexPath(item: 4, section: 0)])
        #expect(second.view.layer?.backgroundColor == NSColor.clear.cgColor)
        #expect(fourth.view.layer?.backgroundColor == selectedColor)
    }

    @Test("while a click is in progress the row it would select shows the selected control colour already")
    func highlightWhileClicking() throws {
        let controller = try #require(MacExamples.example(forSlug: "list")).makeWindowController()
        controller.showWindow(nil)
        let collectionView = try #require((controller as? ListWindowController)?.collectionView)
        let row = try #require(collectionView.item(at: IndexPath(item: 7, section: 0)) as? ListItem)
        collectionView.beginClick(onItemAt: IndexPath(item: 7, section: 0))
        #expect(row.highlightState == .forSelection)
        #expect(!row.isSelected)
        #expect(row.view.layer?.backgroundColor == NSColor.selectedControlColor.cgColor)
        collectionView.endClick()
        #expect(row.isSelected)
        #expect(row.view.layer?.backgroundColor == NSColor.selectedControlColor.cgColor)
    }
}
