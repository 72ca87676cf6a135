import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// List Appearances (spec §3.21): one device frame per list appearance, each a list layout with the first item of
/// every section as its header row.
@MainActor
@Suite struct ListAppearancesPageTests {
    let page = renderedPage(ListAppearancesExample())
    nonisolated static let frames = ["plain", "sidebar-plain", "sidebar", "grouped", "inset-grouped"]

    /// The page shows the five appearances in the order the sample's bar button cycles through them, each captioned
    /// with the button's title, and no frame per viewport besides.
    @Test func oneFramePerAppearanceInTheButtonsOrder() throws {
        let names = page.html.matches(of: #/<section class="viewport" data-viewport="([a-z-]+)">/#).map { String($0.output.1) }
        #expect(names == Self.frames)
        for (frame, title) in zip(Self.frames, ["Plain", "Sidebar Plain", "Sidebar", "Grouped", "Inset Grouped"]) {
            #expect(try #require(page.frameHTML(named: frame)).contains("<h2 class=\"viewport-caption\">\(title) · iPhone"))
        }
    }

    /// Every frame draws the 20 rows: "Section N" header rows with an expanded outline disclosure, then "Item 0…2"
    /// with a disclosure indicator, except in sidebars, which show no accessory on items.
    @Test(arguments: frames)
    func rowsHeadersAndAccessories(frame: String) throws {
        let cells = page.cells(inFrameNamed: frame)
        #expect(cells.count == 20)
        let isSidebar = frame.hasPrefix("sidebar")
        for section in 0..<5 {
            let header = try #require(cells[IndexPath(item: 0, section: section)])
            #expect(header.cssClass == "list-header-row")
            #expect(header.labelHTML == "Section \(section)")
            #expect(header.innerHTML.contains("class=\"outline-disclosure\" data-expanded=\"true\""))
            for item in 1...3 {
                let row = try #require(cells[IndexPath(item: item, section: section)])
                #expect(row.cssClass == "list-row")
                #expect(row.labelHTML == "Item \(item - 1)")
                #expect(row.innerHTML.contains("class=\"disclosure-indicator\"") == !isSidebar, "\(frame) \(section)-\(item)")
            }
        }
    }

    /// Plain list, 390 pt at 3×: full-width 44 pt rows (the list's estimate) with nothing between sections, so
    /// section s starts at 4 × 44 × s. Each row's bottom separator is a 1/3 pt hairline along its bottom edge from
    /// the 16 pt layout margin: (16, 44 − 1/3, 374, 1/3) under the first row. White background.
    @Test func plainListFrames() throws {
        let cells = page.cells(inFrameNamed: "plain")
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(cells[IndexPath(item: 0, section: 2)]?.frame == CGRect(x: 0, y: 352, width: 390, height: 44))
        let separators = page.boxes(ofKind: "UICollectionViewListLayoutElementKindBottomSeparator", inFrameNamed: "plain")
        let first = try #require(separators[IndexPath(item: 0, section: 0)])
        #expect(sameFrame(first.frame, CGRect(x: 16, y: 44 - 1.0 / 3, width: 374, height: 1.0 / 3)))
        #expect(first.cssClass == "list-separator")
        #expect(first.zIndex > cells[IndexPath(item: 0, section: 0)]!.zIndex)
        #expect(try #require(page.frameHTML(named: "plain")).contains("height:844px;background:#FFFFFF\""))
    }

    /// Inset grouped: rows inset by the 16 pt layout margins (358 wide), the first section 35 pt down; the three
    /// items form a white block with 10 pt corners at its top and bottom, under a clear header row. Grey background.
    @Test func insetGroupedRowsAreRoundedWhiteBlocks() throws {
        let cells = page.cells(inFrameNamed: "inset-grouped")
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(cells[IndexPath(item: 1, section: 0)]?.frame == CGRect(x: 16, y: 79, width: 358, height: 44))
        #expect(cells[IndexPath(item: 0, section: 0)]?.style.contains("background") == false)
        #expect(cells[IndexPath(item: 1, section: 0)]?.style.contains("background:#FFFFFF;border-radius:10px 10px 0 0") == true)
        #expect(cells[IndexPath(item: 2, section: 0)]?.style.contains("border-radius") == false)
        #expect(cells[IndexPath(item: 3, section: 0)]?.style.contains("border-radius:0 0 10px 10px") == true)
        #expect(try #require(page.frameHTML(named: "inset-grouped")).contains("height:844px;background:#F2F2F7\""))
        // Grouped rows are white and square.
        let grouped = page.cells(inFrameNamed: "grouped")
        #expect(grouped[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 0, y: 35, width: 390, height: 44))
        #expect(grouped[IndexPath(item: 2, section: 1)]?.style.hasSuffix("background:#FFFFFF;z-index:10") == true)
    }

    /// Separators are the list layout's decoration elements, drawn as hairlines: lists show them, sidebars do not.
    @Test func separatorsShowExceptInSidebars() {
        for frame in Self.frames {
            let separators = page.boxes(inFrameNamed: frame).filter { $0.cssClass == "list-separator" }
            if frame.hasPrefix("sidebar") {
                #expect(separators.isEmpty, "\(frame)")
            } else {
                #expect(separators.count >= 15, "\(frame)")
            }
            // No element is left undrawn.
            #expect(!page.boxes(inFrameNamed: frame).contains { $0.cssClass == "placeholder-element" }, "\(frame)")
        }
    }
}
