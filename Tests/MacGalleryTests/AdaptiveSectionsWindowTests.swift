import Cocoa
import Foundation
@testable import MacGallery
import Testing

@MainActor
@Suite("Mac examples: Adaptive Sections")
struct AdaptiveSectionsWindowTests {
    @Test("its xib's 320 × 600 window lays out as Distinct Sections: 1, 5 and 3 columns")
    func frames() throws {
        let controller = try #require(MacExamples.example(forSlug: "adaptive-sections")).makeWindowController()
        let window = try #require(controller.window)
        controller.showWindow(nil)
        #expect(window.title == "Adaptive Sections")
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        let collectionView = try #require((controller as? AdaptiveSectionsWindowController)?.collectionView)
        #expect((0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) } == [10, 10, 10])
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 22, y: 22, width: 276, height: 40))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 22, y: 66, width: 276, height: 40))
        #expect(collectionView.frameForItem(at: IndexPath(item: 6, section: 1)) == NSRect(x: 78, y: 558, width: 52, height: 52))
        let listRow = try #require(collectionView.item(at: IndexPath(item: 2, section: 0)))
        #expect(listRow is ListItem)
        #expect(listRow.textField?.stringValue == "2")
    }

    @Test("800 points wide is not wide mode yet: still 1 and 5 columns, in 760-point sections")
    func framesAtThreshold() throws {
        let controller = try #require(MacExamples.example(forSlug: "adaptive-sections")).makeWindowController()
        let window = try #require(controller.window)
        controller.showWindow(nil)
        let collectionView = try #require((controller as? AdaptiveSectionsWindowController)?.collectionView)
        window.setContentSize(NSSize(width: 800, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 22, y: 66, width: 756, height: 40))
        #expect(collectionView.frameForItem(at: IndexPath(item: 6, section: 1)) == NSRect(x: 174, y: 654, width: 148, height: 148))
    }

    @Test("820 points wide (past 800, though its sections are 780 inside their insets): 2, 10 and 6 columns")
    func framesInWideMode() throws {
        let controller = try #require(MacExamples.example(forSlug: "adaptive-sections")).makeWindowController()
        let window = try #require(controller.window)
        controller.showWindow(nil)
        let collectionView = try #require((controller as? AdaptiveSectionsWindowController)?.collectionView)
        window.setContentSize(NSSize(width: 820, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        // Two 390-point columns of 44-point rows: five rows, the list ending at 260.
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 22, y: 22, width: 386, height: 40))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 412, y: 22, width: 386, height: 40))
        #expect(collectionView.frameForItem(at: IndexPath(item: 9, section: 0)) == NSRect(x: 412, y: 198, width: 386, height: 40))
        // Ten 78-point columns in one row a fifth of 780 tall (156), from 280 to 436; the section ends at 456.
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 1)) == NSRect(x: 22, y: 282, width: 74, height: 152))
        #expect(collectionView.frameForItem(at: IndexPath(item: 9, section: 1)) == NSRect(x: 724, y: 282, width: 74, height: 152))
        // Six 130-point columns, rows from 476, 156 points tall.
        #expect(collectionView.frameForItem(at: IndexPath(item: 5, section: 2)) == NSRect(x: 672, y: 478, width: 126, height: 152))
        #expect(collectionView.frameForItem(at: IndexPath(item: 7, section: 2)) == NSRect(x: 152, y: 634, width: 126, height: 152))
        #expect(collectionView.item(at: IndexPath(item: 9, section: 1))?.textField?.stringValue == "19")
    }
}
