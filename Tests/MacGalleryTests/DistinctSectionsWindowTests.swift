import Cocoa
import Foundation
@testable import MacGallery
import Testing

@MainActor
@Suite("Mac examples: Distinct Sections")
struct DistinctSectionsWindowTests {
    @Test("its xib's 320 × 600 window: a list of 44-point rows, then five columns, then three, each section 20 points in")
    func frames() throws {
        let controller = try #require(MacExamples.example(forSlug: "distinct-sections")).makeWindowController()
        let window = try #require(controller.window)
        controller.showWindow(nil)
        #expect(window.title == "Distinct Sections")
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        let collectionView = try #require((controller as? DistinctSectionsWindowController)?.collectionView)
        #expect(collectionView.numberOfSections == 3)
        #expect((0..<3).map { collectionView.numberOfItems(inSection: $0) } == [10, 10, 10])
        // Sections are 280 points wide inside their insets; each item sits 2 points inside its slot.
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 22, y: 22, width: 276, height: 40))
        #expect(collectionView.frameForItem(at: IndexPath(item: 9, section: 0)) == NSRect(x: 22, y: 418, width: 276, height: 40))
        // The list ends at 480 (20 + 10 × 44 + 20); the grid's rows are a fifth of 280 tall, 56.
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 1)) == NSRect(x: 22, y: 502, width: 52, height: 52))
        #expect(collectionView.frameForItem(at: IndexPath(item: 6, section: 1)) == NSRect(x: 78, y: 558, width: 52, height: 52))
        #expect(collectionView.frameForItem(at: IndexPath(item: 9, section: 1)) == NSRect(x: 246, y: 558, width: 52, height: 52))
        // The five-column section ends at 632 (500 + 2 × 56 + 20): the three-column one's first row starts at 652.
        let firstOfThree = collectionView.frameForItem(at: IndexPath(item: 0, section: 2))
        #expect(firstOfThree.origin == NSPoint(x: 22, y: 654))
        #expect(firstOfThree.height == 52)

        let listRow = try #require(collectionView.item(at: IndexPath(item: 3, section: 0)))
        #expect(listRow is ListItem)
        #expect(listRow.textField?.stringValue == "3")
        window.setContentSize(NSSize(width: 320, height: 800))
        collectionView.layoutSubtreeIfNeeded()
        let tile = try #require(collectionView.item(at: IndexPath(item: 0, section: 1)))
        #expect(tile is TextItem)
        #expect(tile.textField?.stringValue == "10")
        #expect(collectionView.item(at: IndexPath(item: 1, section: 2))?.textField?.stringValue == "21")
    }

    @Test("340 points wide: 296-point rows, 56-point tiles in five columns, 96 × 56 in three")
    func framesWhenWider() throws {
        let controller = try #require(MacExamples.example(forSlug: "distinct-sections")).makeWindowController()
        let window = try #require(controller.window)
        controller.showWindow(nil)
        let collectionView = try #require((controller as? DistinctSectionsWindowController)?.collectionView)
        window.setContentSize(NSSize(width: 340, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 22, y: 22, width: 296, height: 40))
        #expect(collectionView.frameForItem(at: IndexPath(item: 6, section: 1)) == NSRect(x: 82, y: 562, width: 56, height: 56))
        // 500 + 2 × 60 + 20 + 20: the three-column section's rows start at 660, 60 points apart.
        #expect(collectionView.frameForItem(at: IndexPath(item: 4, section: 2)) == NSRect(x: 122, y: 722, width: 96, height: 56))
        #expect(collectionView.frameForItem(at: IndexPath(item: 9, section: 2)) == NSRect(x: 22, y: 842, width: 96, height: 56))
    }
}
