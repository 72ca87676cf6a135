import Cocoa
import Foundation
@testable import MacGallery
import Testing

@MainActor
@Suite("Mac examples: Orthogonal Scrolling")
struct OrthogonalScrollingWindowTests {
    @Test("its xib's 320 × 600 window: one strip of ten 840 × 600 groups side by side, the window's height")
    func frames() throws {
        let controller = try #require(MacExamples.example(forSlug: "orthogonal-scrolling")).makeWindowController()
        let window = try #require(controller.window)
        controller.showWindow(nil)
        #expect(window.title == "Orthogonal Scrolling")
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        let collectionView = try #require((controller as? OrthogonalScrollingWindowController)?.collectionView)
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 30)
        // A group is 1.4 × 600 wide: a 588-point slot beside a 252-point column of two 300-point slots.
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 10, y: 10, width: 568, height: 580))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 598, y: 10, width: 232, height: 280))
        #expect(collectionView.frameForItem(at: IndexPath(item: 2, section: 0)) == NSRect(x: 598, y: 310, width: 232, height: 280))
        #expect(collectionView.frameForItem(at: IndexPath(item: 3, section: 0)) == NSRect(x: 850, y: 10, width: 568, height: 580))
        #expect(collectionView.frameForItem(at: IndexPath(item: 29, section: 0)) == NSRect(x: 8158, y: 310, width: 232, height: 280))
        #expect(collectionView.item(at: IndexPath(item: 0, section: 0))?.textField?.stringValue == "0")
        // The strip scrolls sideways: the window itself has nothing to scroll.
        #expect(collectionView.collectionViewLayout?.collectionViewContentSize.height == 600)
        // Groups follow the window's height, not its width.
        window.setContentSize(NSSize(width: 500, height: 400))
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 10, y: 10, width: 372, height: 380))
        #expect(collectionView.frameForItem(at: IndexPath(item: 2, section: 0)) == NSRect(x: 402, y: 210, width: 148, height: 180))
        #expect(collectionView.frameForItem(at: IndexPath(item: 4, section: 0)) == NSRect(x: 962, y: 10, width: 148, height: 180))
        #expect(collectionView.item(at: IndexPath(item: 1, section: 0))?.textField?.stringValue == "1")
    }
}
