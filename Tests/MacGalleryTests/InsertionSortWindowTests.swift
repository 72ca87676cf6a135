import Cocoa
import Foundation
@testable import MacGallery
import Testing

/// The Insertion Sort window: its xib's 400 × 538 window, a Sort button above a 400 × 476 scroll view, which fits 14
/// rows of 25 nodes 16 × 34. The steps the main queue would run every 125 ms are run here by calling `step()`.
@MainActor
@Suite("Mac examples: Insertion Sort")
struct InsertionSortWindowTests {
    /// The example's controller, its window shown.
    private func shownController() throws -> InsertionSortWindowController {
        let controller = try #require(MacExamples.example(forSlug: "insertion-sort")).makeWindowController()
        controller.showWindow(nil)
        return try #require(controller as? InsertionSortWindowController)
    }

    /// The value of every node shown, row by row, read back from its layer's hue: node `v` of a row of `n` has hue
    /// `v / n`.
    private func nodeValues(_ collectionView: NSCollectionView) throws -> [[Int]] {
        collectionView.layoutSubtreeIfNeeded()
        return try (0..<collectionView.numberOfSections).map { section in
            try (0..<collectionView.numberOfItems(inSection: section)).map { index in
                let item = try #require(collectionView.item(at: IndexPath(item: index, section: section)) as? InsertionSortItem)
                let components = try #require(item.view.layer?.backgroundColor?.components)
                try #require(components.count == 4)
                let count = CGFloat(collectionView.numberOfItems(inSection: section))
                return Int((Self.hue(red: components[0], green: components[1], blue: components[2]) * count).rounded())
            }
        }
    }

    /// The hue (0..<1) of an RGB colour.
    private static func hue(red: CGFloat, green: CGFloat, blue: CGFloat) -> CGFloat {
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let chroma = maximum - minimum
        guard chroma > 0 else { return 0 }
        let sixths: CGFloat = if maximum == red {
            (green - blue) / chroma
        } else if maximum == green {
            (blue - red) / chroma + 2
        } else {
            (red - green) / chroma + 4
        }
        let hue = sixths / 6
        return hue < 0 ? hue + 1 : hue
    }

    @Test("its xib's 400 × 538 window: Sort above 14 shuffled rows of 25 nodes, 16 × 34, edge to edge")
    func frames() throws {
        let controller = try shownController()
        let window = try #require(controller.window)
        #expect(window.title == "Insertion Sort")
        #expect(window.contentView?.frame.size == NSSize(width: 400, height: 538))
        let button = try #require(controller.sortButton)
        #expect(button.title == "Sort")
        #expect(button.frame == NSRect(x: 14, y: 491, width: 72, height: 32))
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.bounds.size == NSSize(width: 400, height: 476))
        #expect(collectionView.backgroundColors == [NSColor(white: 0, alpha: 1)])
        // 476 / 34 = 14 rows; 400 / 16 = 25 nodes a row, each 400 / 25 = 16 wide.
        #expect(collectionView.numberOfSections == 14)
        #expect((0..<14).allSatisfy { collectionView.numberOfItems(inSection: $0) == 25 })
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == NSRect(x: 0, y: 0, width: 16, height: 34))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == NSRect(x: 16, y: 0, width: 16, height: 34))
        #expect(collectionView.frameForItem(at: IndexPath(item: 24, section: 0)) == NSRect(x: 384, y: 0, width: 16, height: 34))
        #expect(collectionView.frameForItem(at: IndexPath(item: 7, section: 5)) == NSRect(x: 112, y: 170, width: 16, height: 34))
        #expect(collectionView.frameForItem(at: IndexPath(item: 24, section: 13)) == NSRect(x: 384, y: 442, width: 16, height: 34))

        // Every row holds each value once, in shuffled order.
        let rows = try nodeValues(collectionView)
        #expect(rows.count == 14)
        #expect(rows.allSatisfy { $0.sorted() == Array(0..<25) })
        #expect(rows.allSatisfy { $0 != Array(0..<25) })
        #expect(!controller.isSorting)
    }

    @Test("Sort retitles the button Stop and steps every row; after 24 steps every row is in hue order; Stop stops")
    func sortsUntilStopped() throws {
        let controller = try shownController()
        let button = try #require(controller.sortButton)
        let collectionView = try #require(controller.collectionView)
        let shuffled = try nodeValues(collectionView)

        button.performClick(nil)
        #expect(button.title == "Stop")
        #expect(controller.isSorting)
        // The click ran the first pass at once: each row's first two nodes are in order, the rest untouched.
        let afterFirstPass = try nodeValues(collectionView)
        for (row, before) in zip(afterFirstPass, shuffled) {
            #expect(Array(row.prefix(2)) == before.prefix(2).sorted())
            #expect(row.dropFirst(2) == before.dropFirst(2))
        }
        // A row of 25 nodes takes 24 passes; the click ran one, the timer would run the rest 125 ms apart.
        for _ in 2...23 { #expect(controller.step() == 125) }
        #expect(try nodeValues(collectionView).contains { $0 != Array(0..<25) })
        #expect(controller.step() == 125)
        #expect(try nodeValues(collectionView).allSatisfy { $0 == Array(0..<25) })

        button.performClick(nil)
        #expect(button.title == "Sort")
        #expect(!controller.isSorting)
        // Stopped, a step the main queue still held would change nothing.
        controller.step()
        #expect(try nodeValues(collectionView).allSatisfy { $0 == Array(0..<25) })
    }

    @Test("once every row is sorted the next step pauses 1000 ms; the one after shuffles and sorts on")
    func shufflesAgainAfterThePause() throws {
        let controller = try shownController()
        let button = try #require(controller.sortButton)
        let collectionView = try #require(controller.collectionView)
        button.performClick(nil)
        for _ in 2...24 { controller.step() }
        let sorted = Array(repeating: Array(0..<25), count: 14)
        #expect(try nodeValues(collectionView) == sorted)

        // Nothing is left to sort: the rows stay in order through the pause.
        #expect(controller.step() == 1000)
        #expect(try nodeValues(collectionView) == sorted)

        // New shuffled rows, with one pass already run.
        #expect(controller.step() == 125)
        let reshuffled = try nodeValues(collectionView)
        #expect(reshuffled.count == 14)
        #expect(reshuffled.allSatisfy { $0.sorted() == Array(0..<25) })
        #expect(reshuffled.allSatisfy { $0 != Array(0..<25) })
        #expect(reshuffled.allSatisfy { $0[0] < $0[1] })
        button.performClick(nil)
        #expect(button.title == "Sort")
    }

    @Test("resized to 320 × 600: Sort stays at the top; 25-node rows wrap at 20 columns until the next shuffle fits 15 rows of 20")
    func resize() throws {
        let controller = try shownController()
        let window = try #require(controller.window)
        let button = try #require(controller.sortButton)
        let collectionView = try #require(controller.collectionView)
        window.setContentSize(NSSize(width: 320, height: 600))
        collectionView.layoutSubtreeIfNeeded()
        #expect(button.frame == NSRect(x: 14, y: 553, width: 72, height: 32))
        #expect(collectionView.bounds.size == NSSize(width: 320, height: 538))
        // 320 / 16 = 20 columns: a row's last 5 nodes go on a second line, and the next row starts 68 points down.
        #expect(collectionView.frameForItem(at: IndexPath(item: 19, section: 0)) == NSRect(x: 304, y: 0, width: 16, height: 34))
        #expect(collectionView.frameForItem(at: IndexPath(item: 20, section: 0)) == NSRect(x: 0, y: 34, width: 16, height: 34))
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 1)) == NSRect(x: 0, y: 68, width: 16, height: 34))

        // The shuffle after a full sort measures the window as it is now: 538 / 34 = 15 rows of 320 / 16 = 20.
        button.performClick(nil)
        for _ in 2...24 { controller.step() }
        #expect(controller.step() == 1000)
        controller.step()
        collectionView.layoutSubtreeIfNeeded()
        #expect(collectionView.numberOfSections == 15)
        #expect((0..<15).allSatisfy { collectionView.numberOfItems(inSection: $0) == 20 })
        #expect(collectionView.frameForItem(at: IndexPath(item: 19, section: 14)) == NSRect(x: 304, y: 476, width: 16, height: 34))
        #expect(try nodeValues(collectionView).allSatisfy { $0.sorted() == Array(0..<20) })
        button.performClick(nil)
    }
}
