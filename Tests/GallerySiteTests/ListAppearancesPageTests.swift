import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// List Appearances (spec §3.21): one device frame per list appearance, each a list whose sections' first item is
/// their header row, drawn from the render tree. Rows are one-line default cells, 44 pt (compositional-layout.md
/// §11.2); plain lists and sidebars have no padding around sections, grouped ones 35 pt above the first and
/// 2 × ⌊17.5⌋₃ = 34.667 pt between sections.
@MainActor
@Suite struct ListAppearancesPageTests {
    /// The page, rendered once for the suite's tests.
    static let renderedPage = RenderTreePage(ListAppearancesExample())
    var page: RenderTreePage { Self.renderedPage }
    nonisolated static let frames = ["plain", "sidebar-plain", "sidebar", "grouped", "inset-grouped"]
    nonisolated static let titles = ["Plain", "Sidebar Plain", "Sidebar", "Grouped", "Inset Grouped"]

    /// The page shows the five appearances in the order the sample's bar button cycles through them, each captioned
    /// and with the bar button titled with the appearance, and no frame per viewport besides.
    @Test func oneFramePerAppearanceInTheButtonsOrder() throws {
        #expect(page.frameNames == Self.frames)
        for (frame, title) in zip(Self.frames, Self.titles) {
            #expect(page.caption(frame)?.hasPrefix("\(title) · iPhone") == true, "\(frame)")
            #expect(page.frameHTML(frame).contains(
                "<span class=\"navigation-title\">List Appearances</span><span class=\"bar-button\">\(title)</span>"), "\(frame)")
        }
    }

    /// Every frame draws the 20 rows: "Section N" header rows with an expanded outline disclosure (a chevron
    /// pointing down), then "Item 0…2" with a disclosure indicator, except in sidebars, which show no accessory on items.
    @Test(arguments: frames)
    func rowsHeadersAndAccessories(frame: String) throws {
        let cells = page.cells(frame)
        #expect(cells.count == 20)
        let isSidebar = frame.hasPrefix("sidebar")
        for section in 0..<5 {
            let header = try #require(cells[IndexPath(item: 0, section: section)])
            #expect(header.lines == ["Section \(section)"])
            #expect(header.accessories == ["outlineDisclosure"])
            #expect(header.symbols == ["chevron.down"])
            #expect(header.states == ["expanded"])
            for item in 1...3 {
                let row = try #require(cells[IndexPath(item: item, section: section)])
                #expect(row.lines == ["Item \(item - 1)"])
                #expect(row.accessories == (isSidebar ? [] : ["disclosureIndicator"]), "\(frame) \(section)-\(item)")
            }
        }
    }

    /// Plain list, 390 pt at 3×: full-width 44 pt rows with nothing between sections, so section s starts at
    /// 4 × 44 × s. Each row's bottom separator is a 1/3 pt hairline along its bottom edge from the text's 16 pt
    /// margin: (16, 44 − 1/3, 374, 1/3) under the first row. White background, white rows.
    @Test func plainListFrames() throws {
        let cells = page.cells("plain")
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(cells[IndexPath(item: 0, section: 2)]?.frame == CGRect(x: 0, y: 352, width: 390, height: 44))
        #expect(page.contentSize("plain") == CGSize(width: 390, height: 20 * 44))
        let separators = page.elements(ofKind: "UICollectionViewListLayoutElementKindBottomSeparator", in: "plain")
        let first = try #require(separators[IndexPath(item: 0, section: 0)])
        #expect(sameFrame(first.frame, CGRect(x: 16, y: 44 - 1.0 / 3, width: 374, height: 1.0 / 3)))
        #expect(first.style.contains("z-index:100"))
        #expect(cells[IndexPath(item: 1, section: 0)]?.background?.style == ";background:#FFFFFF;overflow:hidden")
        #expect(page.frameHTML("plain").contains("height:844px;background:#FFFFFF\""))
    }

    /// Inset grouped: rows inset by 16 pt (358 wide), the first section 35 pt down; each section is a white block
    /// with 10 pt corners at its header row's top and its last row's bottom. Grouped: full-width white rows, square.
    /// Both on grey.
    @Test func groupedRowsAreWhiteBlocks() throws {
        let inset = page.cells("inset-grouped")
        #expect(inset[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 16, y: 35, width: 358, height: 44))
        #expect(inset[IndexPath(item: 1, section: 0)]?.frame == CGRect(x: 16, y: 79, width: 358, height: 44))
        #expect(sameFrame(inset[IndexPath(item: 0, section: 1)]?.frame, CGRect(x: 16, y: 35 + 4 * 44 + 104.0 / 3, width: 358, height: 44)))
        #expect(inset[IndexPath(item: 0, section: 0)]?.background?.style == ";background:#FFFFFF;border-radius:10px 10px 0 0;overflow:hidden")
        #expect(inset[IndexPath(item: 2, section: 0)]?.background?.style == ";background:#FFFFFF;overflow:hidden")
        #expect(inset[IndexPath(item: 3, section: 0)]?.background?.style == ";background:#FFFFFF;border-radius:0 0 10px 10px;overflow:hidden")
        #expect(page.frameHTML("inset-grouped").contains("height:844px;background:#F2F2F7\""))
        let grouped = page.cells("grouped")
        #expect(grouped[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 0, y: 35, width: 390, height: 44))
        #expect(grouped[IndexPath(item: 3, section: 0)]?.background?.style == ";background:#FFFFFF;overflow:hidden")
        #expect(page.contentSize("grouped").map { abs($0.height - (35 + 20 * 44 + 4 * 104.0 / 3 + 20)) < 0.001 } == true)
    }

    /// Sidebars: headers in the sidebar header style (secondary grey), clear rows,
    /// no separators; lists show separators.
    @Test func sidebarsHaveClearRowsAndNoSeparators() throws {
        for frame in Self.frames {
            let separators = page.elements(frame).filter { $0.category == "decoration" && !$0.isHidden }
            if frame.hasPrefix("sidebar") {
                #expect(separators.isEmpty, "\(frame)")
                let header = try #require(page.cells(frame)[IndexPath(item: 0, section: 0)])
                #expect(header.nodes.first { $0.viewClass == "UILabel" }?.html.contains("color:rgba(60,60,67,0.6)") == true)
                #expect(page.cells(frame)[IndexPath(item: 1, section: 0)]?.background?.style.contains("background:") == false)
            } else {
                #expect(separators.count >= 15, "\(frame)")
            }
        }
    }
}
