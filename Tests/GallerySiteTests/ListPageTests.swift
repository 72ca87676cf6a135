import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// Expected frames come from the spec's list metrics (compositional-layout.md §11.2, §12.11) on a 390 × 844 pt
/// phone at 3×: inset-grouped rows 16 pt in from both sides (358 wide), one-line default rows 44 pt tall, 35 pt above
/// the first section, ⌊17.5⌋₃ = 17.333 pt below each section and above the next (a 34.667 pt gap), 20 pt below the
/// last, bottom separators 1/3 pt high at the row's bottom from the text's leading edge (16 + 16 = 32) to the row's
/// end, none under a section's last row.

/// Lists › Simple List (spec §3.19).
@MainActor
@Suite struct SimpleListPageTests {
    /// The page, rendered once for the suite's tests.
    static let renderedPage = RenderTreePage(SimpleListExample())
    var page: RenderTreePage { Self.renderedPage }

    @Test func rowsAreInsetGroupedFortyFourPointRows() throws {
        let cells = page.cells("phone")
        #expect(cells.count == 94)
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(cells[IndexPath(item: 1, section: 0)]?.frame == CGRect(x: 16, y: 79, width: 358, height: 44))
        #expect(cells[IndexPath(item: 93, section: 0)]?.frame == CGRect(x: 16, y: 35 + 93 * 44, width: 358, height: 44))
        #expect(page.contentSize("phone") == CGSize(width: 390, height: 35 + 94 * 44 + 20))
        // A desktop window is wider than 414 pt: the section is inset by 20 pt.
        #expect(page.cells("desktop")[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 20, y: 35, width: 1240, height: 44))
        // Every row is drawn once, named by its item.
        #expect(Set(cells.values.map(\.identity)).count == 94)
    }

    @Test func rowsShowTheirNumberInTheDefaultCellStyle() throws {
        let cells = page.cells("phone")
        let first = try #require(cells[IndexPath(item: 0, section: 0)])
        #expect(first.lines == ["0"])
        #expect(cells[IndexPath(item: 93, section: 0)]?.lines == ["93"])
        // Body text (17 pt, 22 pt lines) in the label colour, at the content's 16 pt margin, 11 pt down.
        let label = try #require(first.nodes.first { $0.viewClass == "UILabel" })
        #expect(label.frame == CGRect(x: 16, y: 11, width: 358 - 32, height: 22))
        #expect(label.html.contains("font-size:17px;font-weight:400;line-height:22px;color:#000000"))
        // No accessories, nothing selected.
        #expect(cells.values.allSatisfy { $0.accessories.isEmpty && $0.states.isEmpty })
    }

    @Test func backgroundsRoundTheSectionsOuterCorners() throws {
        let cells = page.cells("phone")
        #expect(cells[IndexPath(item: 0, section: 0)]?.background?.style == ";background:#FFFFFF;border-radius:10px 10px 0 0;overflow:hidden")
        #expect(cells[IndexPath(item: 1, section: 0)]?.background?.style == ";background:#FFFFFF;overflow:hidden")
        #expect(cells[IndexPath(item: 93, section: 0)]?.background?.style == ";background:#FFFFFF;border-radius:0 0 10px 10px;overflow:hidden")
        #expect(page.frameHTML("phone").contains("data-drawn-from=\"render-tree\" style=\"width:390px;height:844px;background:#F2F2F7\""))
        #expect(page.frameHTML("phone").contains("<div class=\"navigation-bar\">List</div>"))
    }

    @Test func separatorsAreHairlinesUnderEveryRowButTheLast() throws {
        let separators = page.elements(ofKind: "UICollectionViewListLayoutElementKindBottomSeparator", in: "phone")
        #expect(separators.count == 93)
        let first = try #require(separators[IndexPath(item: 0, section: 0)])
        #expect(sameFrame(first.frame, CGRect(x: 32, y: 79 - 1.0 / 3, width: 342, height: 1.0 / 3)))
        #expect(first.style.hasPrefix(";background:rgba(60,60,67,0.29);z-index:100"))
        #expect(!first.isHidden)
        #expect(separators[IndexPath(item: 92, section: 0)].map { sameFrame($0.frame, CGRect(x: 32, y: 35 + 93 * 44 - 1.0 / 3, width: 342, height: 1.0 / 3)) } == true)
        // None under the section's last row.
        #expect(separators[IndexPath(item: 93, section: 0)] == nil)
        #expect(separators.values.allSatisfy { !$0.isHidden })
        #expect(page.frameHTML("phone").contains("<div class=\"rt-element rt-decoration rt-hairline\""))
    }
}

/// Lists › Reorderable List (spec §3.20), sections in `Emoji.Category.allCases` order.
@MainActor
@Suite struct ReorderableListPageTests {
    /// The page, rendered once for the suite's tests.
    static let renderedPage = RenderTreePage(ReorderableListExample())
    var page: RenderTreePage { Self.renderedPage }

    /// The spec's emoji table (§4.5), category by category.
    nonisolated static let recents = ["🤣", "🥃", "😎", "🏔", "⛺️", "⌚️", "💯", "✅"]
    nonisolated static let symbols = ["❤️", "☮️", "💯"]

    @Test func sectionsFollowTheCategoriesDeclaredOrder() {
        #expect(page.rows("phone", section: 0).map { $0.lines.first } == Self.recents)
        #expect(page.rows("phone", section: 0).allSatisfy { $0.lines.last == "Recents" })
        #expect(page.rows("phone", section: 1).map { $0.lines } == [["😀", "Smileys"], ["😂", "Smileys"], ["🤣", "Smileys"]])
        #expect(page.rows("phone", section: 7).map { $0.lines.first } == Self.symbols)
        #expect(page.rows("phone", section: 7).allSatisfy { $0.lines.last == "Symbols" })
        #expect(page.cells("phone").count == 29)
        #expect(page.html.contains("this page applies them in the categories&#39; declared order"))
    }

    /// Recents' 8 rows from y = 35, then every section 34.667 pt below the one before.
    @Test func sectionsAreSeparatedByTwoSeventeenAndAThirdPointPaddings() {
        let cells = page.cells("phone")
        #expect(cells[IndexPath(item: 7, section: 0)]?.frame == CGRect(x: 16, y: 35 + 7 * 44, width: 358, height: 44))
        let gap = 2 * (52.0 / 3)
        #expect(sameFrame(cells[IndexPath(item: 0, section: 1)]?.frame, CGRect(x: 16, y: 35 + 8 * 44 + gap, width: 358, height: 44)))
        #expect(sameFrame(
            cells[IndexPath(item: 0, section: 7)]?.frame, CGRect(x: 16, y: 35 + 8 * 44 + gap + 6 * (3 * 44 + gap), width: 358, height: 44)))
        let content = page.contentSize("phone")
        #expect(content.map { abs($0.height - (35 + 29 * 44 + 7 * gap + 20)) < 0.001 } == true)
    }

    /// Value cells with the category at the trailing side, a disclosure indicator and a reorder handle shown
    /// though the list is not editing.
    @Test func rowsShowADisclosureIndicatorAndAReorderHandleOutsideEditing() throws {
        for row in page.cells("phone").values {
            #expect(row.accessories == ["disclosureIndicator", "reorder"], "\(row.identity)")
            #expect(row.symbols.suffix(2) == ["chevron.forward", "line.3.horizontal"], "\(row.identity)")
            #expect(row.states.isEmpty)
        }
        let first = try #require(page.cells("phone")[IndexPath(item: 0, section: 0)])
        let accessoryNodes = first.nodes.filter { $0.accessory != nil }
        // The chevron is left of the handle; both centred in the 44 pt row.
        #expect(accessoryNodes[0].frame.maxX < accessoryNodes[1].frame.minX)
        #expect(accessoryNodes[0].frame.midY == 22 && accessoryNodes[1].frame.midY == 22)
        // The value label ends at the content view's trailing margin, left of the chevron.
        let content = try #require(first.nodes.first { $0.viewClass == "UIListContentView" })
        let value = try #require(first.nodes.filter { $0.viewClass == "UILabel" }.last)
        #expect(abs(value.frame.maxX - (content.frame.width - 16)) < 0.001)
        #expect(content.frame.maxX <= accessoryNodes[0].frame.minX)
        #expect(value.html.contains("color:rgba(60,60,67,0.6)"))
        #expect(page.frameHTML("phone").contains("<span class=\"bar-button\"><svg class=\"rt-symbol\" data-symbol=\"gear\""))
    }

    /// Dragging the first row by its handle onto the third moves it there; the backing store follows.
    @Test func aDragReordersTheSectionAndTheBackingStore() throws {
        let name = ReorderableListExample.reorderedFrameName
        let rows = page.rows(name, section: 0)
        #expect(rows.map { $0.lines.first } == ["🥃", "😎", "🤣", "🏔", "⛺️", "⌚️", "💯", "✅"])
        #expect(Set(rows.map(\.identity)).count == rows.count)
        #expect(rows[2].frame == CGRect(x: 16, y: 123, width: 358, height: 44))
        #expect(try #require(page.caption(name)).hasPrefix("After dragging the first row onto the third; Recents in the backing store: 🥃 😎 🤣 🏔 ⛺️ ⌚️ 💯 ✅"))
        // Other sections are untouched.
        #expect(page.rows(name, section: 7).map { $0.lines.first } == Self.symbols)
    }
}

/// Outlines › Emoji Explorer - List (spec §3.24): sections appended in reverse category order.
@MainActor
@Suite struct EmojiExplorerListPageTests {
    /// The page, rendered once for the suite's tests.
    static let renderedPage = RenderTreePage(EmojiExplorerListExample())
    var page: RenderTreePage { Self.renderedPage }

    @Test func symbolsComeFirstAndRecentsLast() {
        #expect(page.rows("phone", section: 0).map(\.lines) == [["❤️", "Symbols"], ["☮️", "Symbols"], ["💯", "Symbols"]])
        #expect(page.rows("phone", section: 6).map { $0.lines.last } == ["Smileys", "Smileys", "Smileys"])
        #expect(page.rows("phone", section: 7).map { $0.lines.first } == ReorderableListPageTests.recents)
        #expect(page.cells("phone").count == 29)
    }

    @Test func sectionsOfThreeRowsThenRecents() {
        let cells = page.cells("phone")
        let gap = 2 * (52.0 / 3)
        #expect(cells[IndexPath(item: 2, section: 0)]?.frame == CGRect(x: 16, y: 35 + 2 * 44, width: 358, height: 44))
        #expect(sameFrame(cells[IndexPath(item: 0, section: 1)]?.frame, CGRect(x: 16, y: 35 + 3 * 44 + gap, width: 358, height: 44)))
        #expect(sameFrame(cells[IndexPath(item: 7, section: 7)]?.frame, CGRect(x: 16, y: 35 + 7 * (3 * 44 + gap) + 7 * 44, width: 358, height: 44)))
        #expect(cells.values.allSatisfy { $0.accessories == ["disclosureIndicator"] })
        #expect(page.frameHTML("phone").contains("background:#F2F2F7"))
    }
}
