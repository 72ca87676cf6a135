import Cocoa
import Foundation
@testable import MacGallery
import Testing

@MainActor
@Suite("Mac examples: Inset Items Grid")
struct InsetItemsGridWindowTests {
    @Test("its xib's 320 × 600 window of 54-point tiles 5 points inside 64-point slots; 70 in 80 at 400 points wide")
    func frames() throws {
        let controller = try #require(MacExamples.example(forSlug: "inset-items-grid")).makeWindowController()
        let window = try #require(controller.window)
        controller.showWindow(nil)
        #expect(window.title == "Inset Items Grid")
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        let collectionView = try #require((controller as? InsetItemsGridWindowController)?.collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 94)
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 5, y: 5, width: 54, height: 54))
        #expect(collectionView.frameForItem(at: IndexPath(item: 4, section: 0)) == NSRect(x: 261, y: 5, width: 54, height: 54))
        // The last row holds four tiles: 93 is the fourth of row 18.
        #expect(collectionView.frameForItem(at: IndexPath(item: 93, section: 0)) == NSRect(x: 197, y: 1157, width: 54, height: 54))
        #expect(collectionView.item(at: IndexPath(item: 6, section: 0))?.textField?.stringValue == "6")
        window.setContentSize(NSSize(width: 400, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frameForItem(at: IndexPath(item: 6, section: 0)) == NSRect(x: 85, y: 85, width: 70, height: 70))
        #expect(collectionView.frameForItem(at: IndexPath(item: 93, section: 0)) == NSRect(x: 245, y: 1445, width: 70, height: 70))
    }
}
