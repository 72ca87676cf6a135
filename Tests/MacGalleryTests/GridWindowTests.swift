import Cocoa
import Foundation
@testable import MacGallery
import Testing

@MainActor
@Suite("Mac examples: Grid")
struct GridWindowTests {
    @Test("its xib's 320 × 600 window of five 64-point tiles a row; 80-point tiles at 400 points wide")
    func frames() throws {
        let controller = try #require(MacExamples.example(forSlug: "grid")).makeWindowController()
        let window = try #require(controller.window)
        controller.showWindow(nil)
        #expect(window.title == "Grid")
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        let collectionView = try #require((controller as? GridWindowController)?.collectionView)
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 0, y: 0, width: 64, height: 64))
        #expect(collectionView.frameForItem(at: IndexPath(item: 93, section: 0)) == NSRect(x: 192, y: 1152, width: 64, height: 64))
        #expect(collectionView.item(at: IndexPath(item: 6, section: 0))?.textField?.stringValue == "6")
        window.setContentSize(NSSize(width: 400, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frameForItem(at: IndexPath(item: 6, section: 0)) == NSRect(x: 80, y: 80, width: 80, height: 80))
    }
}
