import Cocoa
import Foundation
@testable import MacGallery
import Testing

/// The Item Badges window: 100 tiles in rows of four, each tile 0.22 of its section's width, with a 20-point badge
/// straddling its top-trailing corner. Frames are on the 1/3-point grid the window lays out at: a fractional width
/// is floored to it, a frame rounded to it.
@MainActor
@Suite("Mac examples: Item Badges")
struct ItemBadgesWindowTests {
    private let badgeKind = ItemBadgesWindowController.badgeElementKind

    /// The example's controller, its window shown.
    private func shownController() throws -> ItemBadgesWindowController {
        let controller = try #require(MacExamples.example(forSlug: "item-badges")).makeWindowController()
        controller.showWindow(nil)
        return try #require(controller as? ItemBadgesWindowController)
    }

    private func badge(_ collectionView: NSCollectionView, _ item: Int) throws -> BadgeView {
        try #require(collectionView.supplementaryView(forElementKind: badgeKind, at: IndexPath(item: item, section: 0)) as? BadgeView)
    }

    @Test("its xib's 320 × 600 window: 280-point rows 56 tall, four tiles of 61⅓ points, badges 6 points out of each corner")
    func frames() throws {
        let controller = try shownController()
        let window = try #require(controller.window)
        #expect(window.title == "Item Badges")
        #expect(window.contentView?.frame.size == NSSize(width: 320, height: 600))
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 100)
        // 0.22 × 280 = 61.6, floored to the 1/3-point grid: 184/3. A tile sits 5 points inside its slot.
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 25, y: 25, width: 154.0 / 3, height: 46))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 259.0 / 3, y: 25, width: 154.0 / 3, height: 46))
        // Four slots fill 245⅓ of the 280 points: item 4 starts the second row, 56 points down.
        #expect(collectionView.frameForItem(at: IndexPath(item: 4, section: 0)) == NSRect(x: 25, y: 81, width: 154.0 / 3, height: 46))
        // 99 is the fourth of row 24: its slot starts at 20 + 3 × 184/3 = 204.
        #expect(collectionView.frameForItem(at: IndexPath(item: 99, section: 0)) == NSRect(x: 209, y: 1369, width: 154.0 / 3, height: 46))
        // The badge's top-trailing corner on the tile's, then 0.3 × 20 = 6 points trailing and up.
        #expect(try badge(collectionView, 0).frame == NSRect(x: 187.0 / 3, y: 19, width: 20, height: 20))
        #expect(try badge(collectionView, 1).frame == NSRect(x: 371.0 / 3, y: 19, width: 20, height: 20))
        #expect(try badge(collectionView, 4).frame == NSRect(x: 187.0 / 3, y: 75, width: 20, height: 20))
        #expect(collectionView.item(at: IndexPath(item: 6, section: 0))?.textField?.stringValue == "6")
        #expect(collectionView.item(at: IndexPath(item: 6, section: 0)) is TextItem)
    }

    @Test("340 points wide: 66-point slots in 60-point rows, so tiles of 56 × 50 and whole-point badges")
    func framesWhenWider() throws {
        let controller = try shownController()
        let window = try #require(controller.window)
        let collectionView = try #require(controller.collectionView)
        window.setContentSize(NSSize(width: 340, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.frameForItem(at: IndexPath(item: 5, section: 0)) == NSRect(x: 91, y: 85, width: 56, height: 50))
        #expect(collectionView.frameForItem(at: IndexPath(item: 7, section: 0)) == NSRect(x: 223, y: 85, width: 56, height: 50))
        #expect(try badge(collectionView, 5).frame == NSRect(x: 133, y: 79, width: 20, height: 20))
        #expect(try badge(collectionView, 7).frame == NSRect(x: 265, y: 79, width: 20, height: 20))
    }

    @Test("every badge shows its tile's count in a green circle, and is hidden when the count is 0")
    func badgesShowTheirCounts() throws {
        let controller = try shownController()
        let window = try #require(controller.window)
        let collectionView = try #require(controller.collectionView)
        // Tall enough for all 25 rows: 20 + 25 × 60 + 20 = 1540 points at 340 wide.
        window.setContentSize(NSSize(width: 340, height: 1600))
        collectionView.layoutSubtreeIfNeeded()
        var counts: Set<Int> = []
        for index in 0..<100 {
            let model = try #require(controller.dataSource.itemIdentifier(for: IndexPath(item: index, section: 0)))
            #expect(model.title == "\(index)")
            #expect(collectionView.item(at: IndexPath(item: index, section: 0))?.textField?.stringValue == "\(index)")
            let badge = try badge(collectionView, index)
            #expect(badge.isHidden == (model.badgeCount == 0), "badge \(index)")
            #expect(badge.label.stringValue == "\(model.badgeCount)", "badge \(index)")
            counts.insert(model.badgeCount)
        }
        // The seeded counts use each of 0, 1 and 2, so both hidden and shown badges are checked.
        #expect(counts == [0, 1, 2])

        let shown = try badge(collectionView, 0)
        #expect(shown.boxType == .custom)
        #expect(shown.fillColor == NSColor(srgbRed: 0, green: 0.98, blue: 0, alpha: 1))
        #expect(shown.cornerRadius == 10)
        #expect(shown.borderWidth == 1)
        #expect(shown.borderColor == NSColor(white: 0, alpha: 1))
        #expect(shown.label.alignment == .center)
    }

    @Test("the counts are the seeded generator's: the same each time the window opens")
    func deterministicCounts() throws {
        let first = try shownController()
        let second = try shownController()
        let counts = { (controller: ItemBadgesWindowController) in
            controller.dataSource.snapshot().itemIdentifiers.map(\.badgeCount)
        }
        #expect(counts(first).count == 100)
        #expect(counts(first) == counts(second))
        #expect(counts(first) == ItemBadgesWindowController.makeModels().map(\.badgeCount))
        // The same counts, but new models: each window has its own items.
        #expect(first.dataSource.snapshot().itemIdentifiers != second.dataSource.snapshot().itemIdentifiers)
    }
}
