import Cocoa
import Foundation
@testable import MacGallery
import Testing

@MainActor
@Suite("Mac examples: Two-Column Grid")
struct TwoColumnGridWindowTests {
    @Test("its xib's 320 × 600 window of two 145 × 44 tiles a row, 10 points apart and in; 185 wide at 400 points")
    func frames() throws {
        let controller = try #require(MacExamples.example(forSlug: "two-column-grid")).makeWindowController()
        let window = try #require(controller.window)
        controller.showWindow(nil)
        #expect(window.title == "Two-Column Grid")
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        let collectionView = try #require((controller as? TwoColumnWindowController)?.collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 94)
        // 300 points between the section's insets: two tiles and the 10 points between them.
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 10, y: 0, width: 145, height: 44))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 165, y: 0, width: 145, height: 44))
        #expect(collectionView.frameForItem(at: IndexPath(item: 2, section: 0)) == NSRect(x: 10, y: 54, width: 145, height: 44))
        #expect(collectionView.frameForItem(at: IndexPath(item: 93, section: 0)) == NSRect(x: 165, y: 2484, width: 145, height: 44))
        #expect(collectionView.item(at: IndexPath(item: 3, section: 0))?.textField?.stringValue == "3")
        window.setContentSize(NSSize(width: 400, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frameForItem(at: IndexPath(item: 3, section: 0)) == NSRect(x: 205, y: 54, width: 185, height: 44))
        #expect(collectionView.frameForItem(at: IndexPath(item: 92, section: 0)) == NSRect(x: 10, y: 2484, width: 185, height: 44))
    }
}
