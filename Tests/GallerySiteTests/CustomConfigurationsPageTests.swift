import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// Cell Configurations › Custom Configurations (spec §3.25) on a 390 × 844 pt phone at 3×.
///
/// A tile is its symbol — a large body symbol, 17 × 1.3 = 22.1 pt square (OpenCollectionView's symbol metrics) —
/// inside the content view's 8 pt margins: 38.1 pt, 38 on the pixel grid. Rows hold as many 44 pt estimates 10 pt
/// apart as fit in 390 − 20 = 370 pt (7: 7 × 44 + 6 × 10 = 368), then spread the measured tiles flexibly:
/// (370 − 7 × 38) / 6 = 17.333 pt between them. Rows are 10 pt apart, from y = 10.
@MainActor
@Suite struct CustomConfigurationsPageTests {
    /// The page, rendered once for the suite's tests.
    static let renderedPage = RenderTreePage(CustomConfigurationsExample())
    var page: RenderTreePage { Self.renderedPage }
    nonisolated static let symbols = [
        "trash", "folder", "paperplane", "book", "tag", "camera", "pin", "lock.shield", "cube.box", "gift", "eyeglasses", "lightbulb",
    ]

    @Test func tilesAreJustifiedSevenToARow() {
        let cells = page.cells("phone")
        #expect(cells.count == 300)
        for column in 0..<7 {
            let x = 10 + CGFloat(column) * (38 + 104.0 / 6)
            #expect(sameFrame(cells[IndexPath(item: column, section: 0)]?.frame, CGRect(x: x, y: 10, width: 38, height: 38)), "\(column)")
            #expect(sameFrame(cells[IndexPath(item: 7 + column, section: 0)]?.frame, CGRect(x: x, y: 58, width: 38, height: 38)))
        }
        // The image view fills the content view's 8 pt margins.
        let image = cells[IndexPath(item: 0, section: 0)]?.nodes.first { $0.viewClass == "UIImageView" }
        #expect(image.map { sameFrame($0.frame, CGRect(x: 8, y: 8, width: 22, height: 22)) } == true)
    }

    @Test func everySymbolTwentyFiveTimes() {
        let drawn = page.cells("phone").values.compactMap { $0.nodes.first { $0.viewClass == "UIImageView" }?.symbol }
        #expect(drawn.count == 300)
        for symbol in Self.symbols {
            #expect(drawn.filter { $0 == symbol }.count == 25, "\(symbol)")
            #expect(SymbolGlyph.isKnown(symbol), "\(symbol) has a drawing")
        }
        // Shuffled: the first row is not the sample's declared order.
        #expect(page.rows("phone", section: 0).prefix(12).compactMap { $0.symbols.first } != Self.symbols)
    }

    /// The tapped tile is selected: a solid blue square with 10 pt corners and a white symbol. The pressed one is
    /// highlighted: the blue at 30 %, a white symbol. The others: no fill, a blue symbol.
    @Test func selectedAndHighlightedTilesShowTheCustomBackground() throws {
        let cells = page.cells("phone")
        let selected = try #require(cells[CustomConfigurationsExample.selectedItem])
        #expect(selected.states == ["selected"])
        #expect(selected.background?.style == ";background:#007AFF;border-radius:10px;overflow:hidden")
        #expect(selected.nodes.first { $0.viewClass == "UIImageView" }?.html.contains("<div class=\"rt-glyph\" style=\"color:#FFFFFF\">") == true)

        let highlighted = try #require(cells[CustomConfigurationsExample.highlightedItem])
        #expect(highlighted.states == ["highlighted"])
        #expect(highlighted.background?.style == ";background:rgba(0,122,255,0.3);border-radius:10px;overflow:hidden")
        #expect(highlighted.nodes.first { $0.viewClass == "UIImageView" }?.html.contains("style=\"color:#FFFFFF\"") == true)

        let plain = cells.values.filter { $0.states.isEmpty }
        #expect(plain.count == 298)
        #expect(plain.allSatisfy { $0.background?.style == ";border-radius:10px;overflow:hidden" })
        #expect(plain.allSatisfy { $0.nodes.first { $0.viewClass == "UIImageView" }?.html.contains("style=\"color:#007AFF\"") == true })
        // The same in the desktop frame.
        #expect(page.cells("desktop")[CustomConfigurationsExample.selectedItem]?.states == ["selected"])
    }
}
