import Foundation
@testable import GallerySite
import OpenCollectionView
import Testing

/// Lists (spec §3.19–§3.22). Expected frames come from the spec's list metrics (compositional-layout.md §11.2,
/// §12.11) on a 390 × 844 pt phone at 3×: inset-grouped rows 16 pt in from both sides (358 wide), one-line default
/// rows 44 pt tall, 35 pt above the first section, ⌊17.5⌋₃ = 17.333 pt below each section and above the next (a
/// 34.667-pt gap), 20 pt below the last; bottom separators 1/3 pt high from the text's leading edge.
@MainActor
@Suite struct SimpleListScreenTests {
    @Test func rowsAreInsetGroupedFortyFourPointRows() throws {
        let screen = ShownScreen("simple-list")
        #expect(screen.bar?.title == "List")
        let cells = screen.cells
        #expect(cells.count == 94)
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(cells[IndexPath(item: 93, section: 0)]?.frame == CGRect(x: 16, y: 35 + 93 * 44, width: 358, height: 44))
        #expect(screen.collection.contentSize == CGSize(width: 390, height: 35 + 94 * 44 + 20))
        #expect(Set(cells.values.map(\.identity)).count == 94)
        // A list's collection view shows its appearance's background: grouped grey.
        #expect(rgba(screen.collection.backgroundColor) == "242,242,247,1")
        // Body text at the content's 16-pt margin, 11 pt down; no accessories.
        let first = try #require(cells[IndexPath(item: 0, section: 0)])
        #expect(first.lines == ["0"])
        #expect(first.view.first("UILabel")?.frame == CGRect(x: 16, y: 11, width: 358 - 32, height: 22))
        #expect(cells.values.allSatisfy { $0.view.accessoryKinds.isEmpty })
        // A desktop window is wider than 414 pt: the section is inset by 20 pt.
        #expect(ShownScreen("simple-list", .desktop).cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 20, y: 35, width: 1240, height: 44))
    }

    @Test func separatorsAreHairlinesUnderEveryRowButTheLast() throws {
        let separators = ShownScreen("simple-list").elements(ofKind: "UICollectionViewListLayoutElementKindBottomSeparator")
        #expect(separators.count == 93)
        let first = try #require(separators[IndexPath(item: 0, section: 0)])
        #expect(sameFrame(first.frame, CGRect(x: 32, y: 79 - 1.0 / 3, width: 342, height: 1.0 / 3)))
        #expect(rgba(first.view.backgroundColor) == "60,60,67,0.29")
        #expect(separators[IndexPath(item: 93, section: 0)] == nil)
    }

    /// A tap selects the row for a moment: the delegate deselects it, animated.
    @Test func aTapFlashesTheRow() throws {
        let screen = ShownScreen("simple-list")
        let tree = screen.handle(CollectionViewEvent.tap(at: CGPoint(x: 100, y: 100)))
        let change = try #require(tree.screens.last?.content.collectionViewTrees.first?.tree.lastStateChange)
        #expect(change.animated)
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
    }
}

/// Lists › Reorderable List (spec §3.20), sections in `Emoji.Category.allCases` order.
@MainActor
@Suite struct ReorderableListScreenTests {
    nonisolated static let recents = ["🤣", "🥃", "😎", "🏔", "⛺️", "⌚️", "💯", "✅"]
    nonisolated static let symbols = ["❤️", "☮️", "💯"]

    @Test func sectionsFollowTheCategoriesDeclaredOrder() {
        let screen = ShownScreen("reorderable-list")
        #expect(screen.rows(section: 0).map { $0.lines.first } == Self.recents)
        #expect(screen.rows(section: 0).allSatisfy { $0.lines.last == "Recents" })
        #expect(screen.rows(section: 1).map(\.lines) == [["😀", "Smileys"], ["😂", "Smileys"], ["🤣", "Smileys"]])
        #expect(screen.rows(section: 7).map { $0.lines.first } == Self.symbols)
        #expect(screen.cells.count == 29)
        let gap = 2 * (52.0 / 3)
        #expect(sameFrame(screen.cells[IndexPath(item: 0, section: 1)]?.frame, CGRect(x: 16, y: 35 + 8 * 44 + gap, width: 358, height: 44)))
    }

    /// Value cells with a disclosure indicator and a reorder handle shown though the list is not editing; the gear
    /// button's menu reloads and picks how the backing store follows a reorder.
    @Test func rowsShowAHandleAndTheGearOffersItsMenu() throws {
        let screen = ShownScreen("reorderable-list")
        for row in screen.cells.values {
            #expect(row.view.accessoryKinds == ["disclosureIndicator", "reorder"], "\(row.identity)")
            #expect(row.view.symbols.suffix(2) == ["chevron.forward", "line.3.horizontal"])
        }
        let gear = try #require(screen.bar?.rightItems.first)
        #expect(gear.symbolName == "gear" && gear.showsMenuOnTap)
        let tree = screen.handle(HostEvent.tapBarButton(gear.identity))
        let menu = try #require(tree.presentedMenu)
        #expect(menu.elements.map(\.title) == ["Reload backingStore", "Reload initialStore", "Final Snapshot Items", "Collection Difference"])
        #expect(menu.elements.map(\.state) == [.off, .off, .off, .on])
        screen.handle(HostEvent.chooseMenuElement(index: 2))
        let controller = try #require(screen.viewController as? ReorderableListViewController)
        #expect(controller.reorderingMethod == .finalSnapshot)
        #expect(screen.visibleTree.presentedMenu == nil)
    }

    /// Dragging the first row by its handle onto the third moves it there; the backing store follows.
    @Test func aDragReordersTheSectionAndTheBackingStore() throws {
        let screen = ShownScreen("reorderable-list")
        let controller = try #require(screen.viewController as? ReorderableListViewController)
        let third = try #require(screen.cells[IndexPath(item: 2, section: 0)])
        screen.handle(CollectionViewEvent.dragBegan(item: IndexPath(item: 0, section: 0)))
        screen.handle(CollectionViewEvent.dragMoved(to: CGPoint(x: third.frame.midX, y: third.frame.midY)))
        screen.handle(CollectionViewEvent.dragEnded)
        let moved = ["🥃", "😎", "🤣", "🏔", "⛺️", "⌚️", "💯", "✅"]
        #expect(screen.rows(section: 0).map { $0.lines.first } == moved)
        #expect(controller.backingStore[.recents]?.map(\.emoji) == moved)
        #expect(screen.rows(section: 7).map { $0.lines.first } == Self.symbols)
    }
}

/// Lists › List Appearances (spec §3.21).
@MainActor
@Suite struct ListAppearancesScreenTests {
    /// The appearances in the order the bar button cycles through them, by the button's title.
    static let titles = ["Plain", "Sidebar Plain", "Sidebar", "Grouped", "Inset Grouped"]

    /// Every appearance draws the 20 rows: "Section N" header rows with an expanded outline disclosure, then
    /// "Item 0…2" with a disclosure indicator, except in sidebars, which show none on items. The button names the
    /// appearance shown and moves to the next.
    @Test func theButtonCyclesThroughTheAppearances() throws {
        let screen = ShownScreen("list-appearances")
        for title in Self.titles {
            let button = try #require(screen.bar?.rightItems.first)
            #expect(button.title == title)
            let cells = screen.cells
            #expect(cells.count == 20, "\(title)")
            for section in 0..<5 {
                let header = try #require(cells[IndexPath(item: 0, section: section)])
                #expect(header.lines == ["Section \(section)"])
                #expect(header.view.accessoryKinds == ["outlineDisclosure"])
                #expect(header.state?.isExpanded == true)
                for item in 1...3 {
                    let row = try #require(cells[IndexPath(item: item, section: section)])
                    #expect(row.lines == ["Item \(item - 1)"])
                    #expect(row.view.accessoryKinds == (title.hasPrefix("Sidebar") ? [] : ["disclosureIndicator"]), "\(title)")
                }
            }
            screen.handle(HostEvent.tapBarButton(button.identity))
        }
        #expect(screen.bar?.rightItems.first?.title == "Plain")
    }

    /// Plain: full-width 44-pt rows, nothing between sections, so section s starts at 4 × 44 × s, on white. Inset
    /// grouped: rows 16 pt in, 35 pt down, sections 34.667 pt apart, on grey.
    @Test func framesFollowTheAppearance() throws {
        let screen = ShownScreen("list-appearances")
        #expect(screen.cells[IndexPath(item: 0, section: 2)]?.frame == CGRect(x: 0, y: 352, width: 390, height: 44))
        #expect(screen.collection.contentSize == CGSize(width: 390, height: 20 * 44))
        #expect(rgba(screen.collection.backgroundColor) == "255,255,255,1")
        for _ in 0..<4 { screen.handle(HostEvent.tapBarButton(try #require(screen.bar?.rightItems.first?.identity))) }
        #expect(screen.bar?.rightItems.first?.title == "Inset Grouped")
        #expect(screen.cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(sameFrame(screen.cells[IndexPath(item: 0, section: 1)]?.frame, CGRect(x: 16, y: 35 + 4 * 44 + 104.0 / 3, width: 358, height: 44)))
        #expect(rgba(screen.collection.backgroundColor) == "242,242,247,1")
    }

    /// A tap on a header row collapses its three items, animated; the selection survives a change of appearance.
    @Test func headersCollapseAndSelectionSurvivesAppearanceChanges() throws {
        let screen = ShownScreen("list-appearances")
        screen.handle(CollectionViewEvent.tap(at: CGPoint(x: 100, y: 22)))
        #expect(screen.cells.count == 17)
        #expect(screen.cells[IndexPath(item: 0, section: 0)]?.state?.isExpanded == false)
        // Section 0 is now its header alone (0–44); section 1's first item is at 88–132.
        screen.handle(CollectionViewEvent.tap(at: CGPoint(x: 100, y: 110)))
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
        screen.handle(HostEvent.tapBarButton(try #require(screen.bar?.rightItems.first?.identity)))
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
        #expect(screen.cells[IndexPath(item: 1, section: 1)]?.state?.isSelected == true)
    }
}

/// Lists › List with Custom Cells (spec §3.22).
@MainActor
@Suite struct CustomCellListScreenTests {
    @Test func rowsSizeThemselvesToTheirWrappedDescriptions() throws {
        let cells = ShownScreen("list-with-custom-cells").cells
        #expect(cells.count == 9)
        // Music rows leave the description 362 − 16 − 13.667 − 8 − 42.667 − 16 − 54.1 − 16 = 195.567 pt. Loudspeaker's
        // first line would take "by" at 196.625 pt, one point too many: three lines, 47 + 54 = 101 pt.
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 0, y: 0, width: 390, height: 101))
        #expect(cells[IndexPath(item: 1, section: 0)]?.lines == [
            "Loudspeaker", "A device used to reproduce sound", "by converting electrical impulses", "into audio waves.", "Music",
        ])
        // Transportation rows leave 138.233 pt: Plane wraps into three lines, Tram into two (83 pt).
        #expect(cells[IndexPath(item: 2, section: 0)]?.lines == [
            "Plane", "A commercial airliner", "used for long distance", "travel.", "Transportation",
        ])
        #expect(cells[IndexPath(item: 3, section: 0)]?.frame == CGRect(x: 0, y: 303, width: 390, height: 83))
    }

    @Test func theCategorySitsAtTheTrailingEdge() throws {
        let row = try #require(ShownScreen("list-with-custom-cells").cells[IndexPath(item: 0, section: 0)])
        #expect(row.view.first("UIView")?.frame == CGRect(x: 0, y: 0, width: 362, height: 101))
        #expect(sameFrame(row.view.first("UIListContentView")?.frame, CGRect(x: 0, y: 0, width: 265.667, height: 101)))
        let labels = row.view.allNodes.filter { $0.viewClass == "UILabel" }
        #expect(labels.count == 3)
        // The category label is centred vertically: (101 − 22) / 2 = 39.5, 39.667 on the pixel grid.
        #expect(labels[0].frame.origin == CGPoint(x: 54, y: 11))
        #expect(sameFrame(labels[2].frame, CGRect(x: 281.667, y: 39.667, width: 42.667, height: 22)))
        #expect(row.view.symbols == ["headphones", "music.mic", "chevron.forward"])
        #expect(row.view.accessoryKinds == ["disclosureIndicator"])
        #expect(labels[2].texts.first?.color == UIListContentConfiguration.valueCell().secondaryTextProperties.resolvedColor())
    }

    @Test func separatorsStartAtTheTitle() throws {
        let separators = ShownScreen("list-with-custom-cells").elements(ofKind: "UICollectionViewListLayoutElementKindBottomSeparator")
        #expect(separators.count == 9)
        let first = try #require(separators[IndexPath(item: 0, section: 0)])
        #expect(sameFrame(first.frame, CGRect(x: 54, y: 101 - 1.0 / 3, width: 336, height: 1.0 / 3)))
        #expect(separators.values.allSatisfy { $0.frame.minX == 54 })
    }
}
