import Cocoa
import Foundation
@testable import MacGallery
import Testing

@MainActor
@Suite("Mac examples: Nested Groups")
struct NestedGroupsWindowTests {
    @Test("its xib's 320 × 600 window: 240-point groups of a 224-point slot beside two stacked 96 × 120 slots")
    func frames() throws {
        let controller = try #require(MacExamples.example(forSlug: "nested-groups")).makeWindowController()
        let window = try #require(controller.window)
        controller.showWindow(nil)
        #expect(window.title == "Nested Groups")
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        let collectionView = try #require((controller as? NestedGroupsWindowController)?.collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 100)
        // Every tile sits 10 points inside its slot.
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 10, y: 10, width: 204, height: 220))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 234, y: 10, width: 76, height: 100))
        #expect(collectionView.frameForItem(at: IndexPath(item: 2, section: 0)) == NSRect(x: 234, y: 130, width: 76, height: 100))
        #expect(collectionView.frameForItem(at: IndexPath(item: 4, section: 0)) == NSRect(x: 234, y: 250, width: 76, height: 100))
        // 33 full groups hold 0…98; 99 starts a 34th, alone in its leading slot.
        #expect(collectionView.frameForItem(at: IndexPath(item: 99, section: 0)) == NSRect(x: 10, y: 7930, width: 204, height: 220))
        #expect(collectionView.item(at: IndexPath(item: 4, section: 0))?.textField?.stringValue == "4")
        window.setContentSize(NSSize(width: 400, height: 400))
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 10, y: 10, width: 260, height: 140))
        #expect(collectionView.frameForItem(at: IndexPath(item: 2, section: 0)) == NSRect(x: 290, y: 90, width: 100, height: 60))
        #expect(collectionView.frameForItem(at: IndexPath(item: 4, section: 0)) == NSRect(x: 290, y: 170, width: 100, height: 60))
        #expect(collectionView.frameForItem(at: IndexPath(item: 99, section: 0)) == NSRect(x: 10, y: 5290, width: 260, height: 140))
    }
}
