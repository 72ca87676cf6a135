import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// Lists › List with Custom Cells (spec §3.22) on a 390 × 844 pt phone at 3×.
///
/// Hand-derived geometry. A plain list's rows are 390 wide with 16-pt side margins. The disclosure indicator
/// (12 × 20) ends at the margin, 374, so the content view is 362 wide. The category symbol (body font, small scale:
/// 0.8 × 17 = 13.6, 13.667 on the pixel grid) ends 16 pt inside that, at 346; the category label ends 8 pt before the
/// symbol; the list content view ends 16 pt before the label. Inside it the item's symbol (body font, large scale:
/// 1.3 × 17 = 22.1) sits at the 16-pt margin and the texts start 16 pt after it, at 54.1, 54 on the pixel grid.
/// Headless text widths: a regular letter is 0.5 em, a narrow one (i l t r f, space, period) 0.25, `m`/`M`/`W` 0.75,
/// other capitals 0.625; "Music" = 2.5 em at 17 pt = 42.5, 42.667 on the grid; "Transportation" = 5.875 em = 99.875,
/// 100. A row is 11 + 22 (title) + 3 + 18 per footnote line + 11 tall.
@MainActor
@Suite struct CustomCellListPageTests {
    /// The page, rendered once for the suite's tests.
    static let renderedPage = RenderTreePage(CustomCellListExample())
    var page: RenderTreePage { Self.renderedPage }

    @Test func rowsSizeThemselvesToTheirWrappedDescriptions() throws {
        let cells = page.cells("phone")
        #expect(cells.count == 9)
        #expect(Set(cells.values.map(\.identity)).count == 9)
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
        #expect(cells[IndexPath(item: 3, section: 0)]?.lines == [
            "Tram", "A trolley car used as", "public transport in cities.", "Transportation",
        ])
    }

    @Test func theCategorySitsAtTheTrailingEdgeAndTheListContentTakesTheRest() throws {
        let row = try #require(page.cells("phone")[IndexPath(item: 0, section: 0)])
        let nodes = row.nodes
        let contentView = try #require(nodes.first { $0.viewClass == "UIView" })
        #expect(contentView.frame == CGRect(x: 0, y: 0, width: 362, height: 101))
        let listContent = try #require(nodes.first { $0.viewClass == "UIListContentView" })
        #expect(listContent.frame == CGRect(x: 0, y: 0, width: 265.667, height: 101))
        let labels = nodes.filter { $0.viewClass == "UILabel" }
        #expect(labels.count == 3)
        // Title and description start after the item's symbol; the category label is centred vertically:
        // (101 − 22) / 2 = 39.5, 39.667 on the pixel grid.
        #expect(labels[0].frame.origin == CGPoint(x: 54, y: 11))
        #expect(labels[1].frame.minY == 36 && labels[1].frame.height == 54)
        #expect(labels[2].frame == CGRect(x: 281.667, y: 39.667, width: 42.667, height: 22))
        let symbols = nodes.filter { $0.viewClass == "UIImageView" }
        #expect(symbols.map(\.symbol) == ["headphones", "music.mic"])
        #expect(symbols[0].frame == CGRect(x: 16, y: 39.333, width: 22, height: 22))
        #expect(symbols[1].frame == CGRect(x: 332.333, y: 43.667, width: 13.667, height: 13.667))
        #expect(row.accessories == ["disclosureIndicator"])
    }

    @Test func theCategoryIsStyledLikeAValueCellsSecondaryText() throws {
        let row = try #require(page.cells("phone")[IndexPath(item: 5, section: 0)])
        let labels = row.nodes.filter { $0.viewClass == "UILabel" }
        // Title: body in the label colour; description: footnote in the secondary colour; category: body, secondary.
        #expect(labels[0].html.contains("font-size:17px;font-weight:400;line-height:22px;color:#000000"))
        #expect(labels[1].html.contains("font-size:13px;font-weight:400;line-height:18px;color:rgba(60,60,67,0.6)"))
        #expect(labels[2].html.contains("font-size:17px;font-weight:400;line-height:22px;color:rgba(60,60,67,0.6)"))
        #expect(row.lines.last == "Weather")
        // Both symbols take the tint colour.
        #expect(row.symbols.prefix(2) == ["hurricane", "cloud.rain"])
        #expect(row.nodes.filter { $0.viewClass == "UIImageView" }.allSatisfy { $0.html.contains("color:#007AFF") })
        for symbol in row.symbols { #expect(SymbolGlyph.isKnown(symbol), "\(symbol) has a drawing") }
    }

    @Test func separatorsStartAtTheTitle() throws {
        let separators = page.elements(ofKind: "UICollectionViewListLayoutElementKindBottomSeparator", in: "phone")
        // A plain list draws one under its last row too.
        #expect(separators.count == 9)
        let first = try #require(separators[IndexPath(item: 0, section: 0)])
        // From the title's leading edge (54) to the row's end, a hairline at the row's bottom.
        #expect(sameFrame(first.frame, CGRect(x: 54, y: 101 - 1.0 / 3, width: 336, height: 1.0 / 3)))
        #expect(separators.values.allSatisfy { $0.frame.minX == 54 })
    }
}
