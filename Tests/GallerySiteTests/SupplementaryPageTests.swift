import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// Item Badges, Section Headers/Footers, Pinned Section Headers and Section Background Decoration (spec §3.6–§3.9):
/// frames derived by hand from the sample's layout values, and the supplementary and decoration views drawn.
///
/// The engine floors fractional dimensions to the pixel grid and rounds final frames (UIKit's rule), which the
/// derivations apply where a value falls between pixels.
@MainActor
@Suite struct SupplementaryPageTests {
    // MARK: Item Badges (§3.6)

    /// Desktop, 1280 pt at 2×: section insets 20 leave 1240; items are a quarter of it (310) and rows a fifth (248).
    /// Item insets 5 make cell 0 (25, 25, 300, 238). The 20 pt badge's top-trailing corner starts on the cell's
    /// (325, 25), so the badge is at (305, 25), then moves 0.3 × 20 = 6 pt to the trailing side and up: (311, 19).
    @Test func badgeStraddlesTheTopTrailingCornerOfItsCell() throws {
        let page = renderedPage(ItemBadgesExample())
        let cells = page.cells(inFrameNamed: "desktop")
        let badges = page.boxes(ofKind: ItemBadgesExample.badgeElementKind, inFrameNamed: "desktop")
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 25, y: 25, width: 300, height: 238))
        #expect(badges[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 311, y: 19, width: 20, height: 20))
        // Item 5 is the second of the second row: cell (335, 273, 300, 238), badge at (635 − 20 + 6, 273 − 6).
        #expect(cells[IndexPath(item: 5, section: 0)]?.frame == CGRect(x: 335, y: 273, width: 300, height: 238))
        #expect(badges[IndexPath(item: 5, section: 0)]?.frame == CGRect(x: 621, y: 267, width: 20, height: 20))

        // Phone, 390 pt at 3×: a quarter of 350 is 87.5, floored to the 1/3 pt grid: 87.333. Cell 1 starts at
        // 20 + 87.333 + 5 = 112.333 and is 77.333 wide, so its badge is at 112.333 + 77.333 − 20 + 6 = 175.667, y 19.
        let phoneBadge = page.boxes(ofKind: ItemBadgesExample.badgeElementKind, inFrameNamed: "phone")[IndexPath(item: 1, section: 0)]
        #expect(sameFrame(phoneBadge?.frame, CGRect(x: 527.0 / 3, y: 19, width: 20, height: 20)))
    }

    /// Every item has a badge placed; badges with a count of 0 are hidden, the others show their count, green
    /// circles drawn above the cells.
    @Test func everyItemHasABadgeHiddenAtZero() throws {
        let example = ItemBadgesExample()
        let page = renderedPage(example)
        for viewport in Viewport.gallery {
            let badges = page.boxes(ofKind: ItemBadgesExample.badgeElementKind, inFrameNamed: viewport.name)
            #expect(badges.count == 100)
            for item in 0..<100 {
                let badge = try #require(badges[IndexPath(item: item, section: 0)])
                let count = example.badgeCounts[item]
                #expect(badge.cssClass == "badge-supplementary")
                #expect(badge.isHidden == (count == 0), "item \(item)")
                #expect(badge.labelHTML == "\(count)")
                #expect(badge.zIndex > 0)
            }
        }
        // The seeded counts use all three values, so the page shows hidden and visible badges.
        #expect(Set(example.badgeCounts) == [0, 1, 2])
        #expect(page.html.contains(".badge-supplementary{display:flex;align-items:center;justify-content:center;border-radius:50%;"
            + "border:1px solid #000;background:#00FF00;"))
        #expect(page.html.contains(".element[hidden]{display:none}"))
    }

    // MARK: Section Headers/Footers (§3.7)

    /// Phone: headers and footers are estimated 44 pt and follow the section's 10 pt side insets; rows are 44 pt,
    /// 5 pt apart. Section 0: header 0–44, rows from 44 every 49 pt (the last at 240), footer 284–328; section 1's
    /// header starts at 328. Five sections make 1640 pt.
    @Test func headersAndFootersFrameEachSection() throws {
        let page = renderedPage(SectionHeadersFootersExample())
        let headers = page.boxes(ofKind: "section-header-element-kind", inFrameNamed: "phone")
        let footers = page.boxes(ofKind: "section-footer-element-kind", inFrameNamed: "phone")
        let cells = page.cells(inFrameNamed: "phone")
        #expect(headers[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 0, width: 370, height: 44))
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 44, width: 370, height: 44))
        #expect(cells[IndexPath(item: 4, section: 0)]?.frame == CGRect(x: 10, y: 240, width: 370, height: 44))
        #expect(footers[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 284, width: 370, height: 44))
        #expect(headers[IndexPath(item: 0, section: 1)]?.frame == CGRect(x: 10, y: 328, width: 370, height: 44))
        #expect(footers[IndexPath(item: 0, section: 4)]?.frame == CGRect(x: 10, y: 1596, width: 370, height: 44))
        #expect(page.contentSize(in: .phone) == CGSize(width: 390, height: 1640))

        #expect(headers.count == 5 && footers.count == 5)
        let header = try #require(headers[IndexPath(item: 0, section: 2)])
        #expect(header.cssClass == "boxed-title-supplementary")
        #expect(header.labelHTML == "section-header-element-kind for section 2")
        #expect(footers[IndexPath(item: 0, section: 3)]?.labelHTML == "section-footer-element-kind for section 3")
        #expect(cells[IndexPath(item: 3, section: 1)]?.labelHTML == "1,3")
        #expect(cells[IndexPath(item: 3, section: 1)]?.cssClass == "list-cell")
        // Light grey with a 1 pt black border, a title3 label inset 10 pt.
        #expect(page.html.contains(".boxed-title-supplementary{background:#AAAAAA;border:1px solid #000}"))
        #expect(page.html.contains(".title-supplementary,.boxed-title-supplementary{display:flex;align-items:center;padding:10px;"
            + "font-size:20px;font-weight:400;"))
    }

    // MARK: Pinned Section Headers (§3.8)

    /// At rest the headers sit where Section Headers/Footers puts them. Scrolled to y = 400, section 1 (328–656)
    /// shows at the top, so its header pins to the visible top: (10, 400, 370, 44), drawn above the rows (zIndex 2)
    /// — over row 1,1 (421–465). Section 2's header, below the top, stays at 656; footers never pin.
    @Test func headerPinsToTheVisibleTopWhenScrolled() throws {
        let page = renderedPage(PinnedSectionHeadersExample())
        let atRest = page.boxes(ofKind: "section-header-element-kind", inFrameNamed: "phone")
        #expect(atRest[IndexPath(item: 0, section: 1)]?.frame == CGRect(x: 10, y: 328, width: 370, height: 44))

        let scrolled = page.boxes(ofKind: "section-header-element-kind", inFrameNamed: "phone-scrolled")
        let pinned = try #require(scrolled[IndexPath(item: 0, section: 1)])
        #expect(pinned.frame == CGRect(x: 10, y: 400, width: 370, height: 44))
        #expect(pinned.zIndex == 2)
        #expect(pinned.labelHTML == "section-header-element-kind for section 1")
        let coveredRow = try #require(page.cells(inFrameNamed: "phone-scrolled")[IndexPath(item: 1, section: 1)])
        #expect(coveredRow.frame.minY == 421 && coveredRow.zIndex < pinned.zIndex)
        #expect(scrolled[IndexPath(item: 0, section: 2)]?.frame == CGRect(x: 10, y: 656, width: 370, height: 44))
        let footers = page.boxes(ofKind: "section-footer-element-kind", inFrameNamed: "phone-scrolled")
        #expect(footers[IndexPath(item: 0, section: 1)]?.frame == CGRect(x: 10, y: 612, width: 370, height: 44))

        // The scrolled frame shows the content from y = 400.
        let frame = try #require(page.frameHTML(named: "phone-scrolled"))
        #expect(frame.contains("class=\"collection-content\" style=\"width:390px;height:1640px;margin-top:-400px\""))
        #expect(frame.contains("scrolled to y = 400 pt"))
    }

    // MARK: Section Background Decoration (§3.9)

    /// Phone: each section is 10 + 5 × 44 + 4 × 5 + 10 = 260 pt tall and 390 wide; its background is the section's
    /// frame inset 5 pt: (5, 5 + 260 s, 380, 250). Rows start 10 pt in, 5 pt inside the panel.
    @Test func backgroundPanelsSitFivePointsInsideEachSection() throws {
        let example = SectionBackgroundDecorationExample()
        let page = renderedPage(example)
        let kind = SectionBackgroundDecorationExample.sectionBackgroundDecorationElementKind
        let backgrounds = page.boxes(ofKind: kind, inFrameNamed: "phone")
        #expect(backgrounds.count == 5)
        for section in 0..<5 {
            let background = try #require(backgrounds[IndexPath(item: 0, section: section)])
            #expect(background.frame == CGRect(x: 5, y: 5 + 260 * CGFloat(section), width: 380, height: 250), "section \(section)")
            #expect(background.cssClass == "section-background-decoration")
        }
        let cells = page.cells(inFrameNamed: "phone")
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 10, width: 370, height: 44))
        #expect(cells[IndexPath(item: 0, section: 3)]?.frame == CGRect(x: 10, y: 790, width: 370, height: 44))
        #expect(page.contentSize(in: .phone) == CGSize(width: 390, height: 1300))
        // Rows draw above their panel; the last row of each section hides its separator.
        #expect(try #require(cells[IndexPath(item: 0, section: 0)]).zIndex > backgrounds[IndexPath(item: 0, section: 0)]!.zIndex)
        #expect(cells[IndexPath(item: 4, section: 2)]?.cssClass == "list-cell-without-separator")
        #expect(cells[IndexPath(item: 3, section: 2)]?.cssClass == "list-cell")
        #expect(page.html.contains(".section-background-decoration{background:rgba(170,170,170,0.5);border:1px solid #000;"
            + "border-radius:12px}"))
    }

    /// The layout registers the sample's decoration view class for the kind, as the sample does.
    @Test func layoutRegistersTheDecorationView() {
        let layout = SectionBackgroundDecorationExample().makeLayout()
        #expect(layout.registeredDecorationViewClasses[SectionBackgroundDecorationExample.sectionBackgroundDecorationElementKind] != nil)
    }
}
