import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// Outlines › Emoji Explorer (spec §3.23) on a 390 × 844 pt phone at 3×.
///
/// Recents: the orthogonal section's group resolves its fractions against the full 390 pt width (the section's
/// leading and trailing insets are not subtracted along an orthogonal row, compositional-layout.md §4 table):
/// 0.28 × 390 = 109.2, floored to the pixel grid 109; height 0.2 × 390 = 78. Tiles are the groups inset 5 pt, 10 pt
/// apart, after the section's 10 pt insets: (15 + 119 k, 15, 99, 68); the section is 10 + 78 + 10 = 98 tall.
/// Outline: a sidebar list inset (10, 10, 0, 10): rows 370 wide from x = 10, y = 98 + 10 = 108, one-line rows 44 pt
/// (sidebar cells: 11 + 22 + 11), two-line children 11 + 22 + 3 + 20 + 11 = 67 pt. List: inset grouped, not the
/// first section, so it starts ⌊17.5⌋₃ = 17.333 pt below the outline's 108 + 7 × 44 = 416.
@MainActor
@Suite struct EmojiExplorerPageTests {
    /// The page, rendered once for the suite's tests.
    static let renderedPage = RenderTreePage(EmojiExplorerExample())
    var page: RenderTreePage { Self.renderedPage }
    nonisolated static let listTop = 416 + 52.0 / 3

    @Test func framesShowTheScreenThenAnExpandedOutlineThenASwipedRow() {
        #expect(page.frameNames == ["phone", "desktop", EmojiExplorerExample.expandedFrameName, EmojiExplorerExample.swipedFrameName])
    }

    @Test func recentsAreAnOrthogonalRowOfOutlinedTiles() throws {
        let html = page.frameHTML("phone")
        #expect(html.contains(
            "<div class=\"orthogonal-row\" data-section=\"0\" data-orthogonal-scrolling=\"continuousGroupLeadingBoundary\" "
                + "style=\"left:0px;top:15px;width:390px;height:68px\">"))
        let tiles = page.rows("phone", section: 0)
        #expect(tiles.map { $0.lines.first } == ReorderableListPageTests.recents)
        for (index, tile) in tiles.enumerated() {
            #expect(tile.frame == CGRect(x: 15 + 119 * CGFloat(index), y: 15, width: 99, height: 68), "tile \(index)")
        }
        // A list-plain background with 8 pt corners and a hairline systemGray3 stroke; the emoji in bold 38 pt, centred.
        let tile = tiles[0]
        #expect(tile.background?.style == ";background:#FFFFFF;border-radius:8px;outline:0.333px solid #C7C7CC;outline-offset:-0.333px;overflow:hidden")
        let label = try #require(tile.nodes.first { $0.viewClass == "UILabel" })
        #expect(label.html.contains("font-size:38px;font-weight:700;"))
        #expect(label.html.contains(";text-align:center"))
        // The configuration's zero margins widen to the cell's 8-pt layout margins on the preserved horizontal axis.
        #expect(label.frame.width == CGFloat(99 - 2 * 8))
    }

    @Test func theOutlineStartsCollapsedWithHeaderStyleDisclosures() throws {
        let headers = page.rows("phone", section: 1)
        #expect(headers.map(\.lines) == ["Smileys", "Nature", "Food", "Activities", "Travel", "Objects", "Symbols"].map { [$0] })
        for (index, header) in headers.enumerated() {
            #expect(header.frame == CGRect(x: 10, y: 108 + 44 * CGFloat(index), width: 370, height: 44))
            #expect(header.accessories == ["outlineDisclosure"])
            #expect(header.symbols == ["chevron.forward"])
            #expect(header.states.isEmpty)
        }
        // Sidebars draw no separators; the chevron is tinted (system blue).
        let outlineSeparators = page.elements("phone").filter { $0.category == "decoration" && $0.indexPath.section == 1 && !$0.isHidden }
        #expect(outlineSeparators.isEmpty)
        #expect(try #require(headers[0].nodes.first { $0.accessory != nil }).html.contains("color:#007AFF"))
    }

    @Test func theListHasValueRowsWithFiveStarred() throws {
        let rows = page.rows("phone", section: 2)
        #expect(rows.count == 21)
        for (index, row) in rows.enumerated() {
            #expect(sameFrame(row.frame, CGRect(x: 16, y: Self.listTop + 44 * CGFloat(index), width: 358, height: 44)), "row \(index)")
            #expect(row.accessories == ["disclosureIndicator"])
        }
        #expect(rows[0].lines == ["😀", "Smileys"])
        #expect(rows[20].lines == ["💯", "Symbols"])
        // Five picks of a seeded generator; a starred row shows the star image view before its chevron.
        let starred = rows.filter { $0.nodes.contains { $0.viewClass == "UIImageView" && $0.symbol == "star.fill" } }
        #expect(starred.count == 5)
        for row in starred {
            let star = try #require(row.nodes.first { $0.symbol == "star.fill" })
            let chevron = try #require(row.nodes.first { $0.accessory == "disclosureIndicator" })
            #expect(star.frame.maxX < chevron.frame.minX)
            #expect(star.html.contains("color:#007AFF"))
        }
        // The same picks in every viewport.
        #expect(page.rows("desktop", section: 2).filter { $0.symbols.contains("star.fill") }.map(\.lines) == starred.map(\.lines))
    }

    /// A tap on the Smileys row expands it: its chevron points down and its three emojis appear below it, pushing
    /// everything after them down by 3 × 67 pt.
    @Test func aTapOnAHeaderRowExpandsIt() throws {
        let name = EmojiExplorerExample.expandedFrameName
        let outline = page.rows(name, section: 1)
        #expect(outline.count == 10)
        #expect(outline[0].lines == ["Smileys"])
        #expect(outline[0].states == ["expanded"])
        #expect(outline[0].symbols == ["chevron.down"])
        #expect(outline[1...3].map(\.lines) == [["😀", "Happy"], ["😂", "Laughing"], ["🤣", "Rolling on the floor laughing"]])
        #expect(outline[1...3].map(\.frame) == [
            CGRect(x: 10, y: 152, width: 370, height: 67), CGRect(x: 10, y: 219, width: 370, height: 67),
            CGRect(x: 10, y: 286, width: 370, height: 67),
        ])
        #expect(outline[1...3].allSatisfy { $0.accessories == ["disclosureIndicator"] })
        #expect(outline[4].lines == ["Nature"])
        #expect(outline[4].frame == CGRect(x: 10, y: 152 + 3 * 67, width: 370, height: 44))
        // Selection did not change: the tap toggled the outline.
        #expect(!page.frameHTML(name).contains("selected"))
        let listRow = try #require(page.cells(name)[IndexPath(item: 0, section: 2)])
        #expect(sameFrame(listRow.frame, CGRect(x: 16, y: Self.listTop + 201, width: 358, height: 44)))
        let before = try #require(page.contentSize("phone")), after = try #require(page.contentSize(name))
        #expect(abs(after.height - before.height - 201) < 0.001)
    }

    /// A swipe to the right on the first row that is not starred rests open on its star action.
    @Test func aSwipedRowShowsItsStarAction() throws {
        let name = EmojiExplorerExample.swipedFrameName
        #expect(page.swipe("phone") == nil)
        let swipe = try #require(page.swipe(name))
        #expect(swipe.box.contains("data-swipe-edge=\"leading\" data-revealed-width=\"74\""))
        #expect(swipe.box.contains("style=\"left:16px;top:\(CSSNumber.format(Self.listTop))px;width:358px;height:44px;z-index:10;"
            + "border-radius:10px 10px 0 0\""))
        #expect(swipe.buttons == [
            "<div class=\"rt-swipe-button\" data-swipe-action=\"0\" style=\"left:0px;top:0px;width:74px;height:44px;background:#007AFF\">"
                + "<div class=\"rt-swipe-glyph\"><svg class=\"rt-symbol\" data-symbol=\"star.fill\" viewBox=\"0 0 20 20\" aria-hidden=\"true\">",
        ])
        // The row moved right by the revealed width, inside the swipe box.
        let swiped = try #require(page.elements(name).first { $0.states.contains("swiped") })
        #expect(swiped.indexPath == IndexPath(item: 0, section: 2))
        #expect(swiped.frame == CGRect(x: 74, y: 0, width: 358, height: 44))
        #expect(!swiped.symbols.contains("star.fill"))
        #expect(page.elements(name).filter { $0.states.contains("swiped") }.count == 1)
    }
}
