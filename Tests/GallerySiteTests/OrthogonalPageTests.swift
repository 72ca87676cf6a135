import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// Orthogonal Sections, Orthogonal Section Behaviors and Conference Videos (spec §3.11–§3.13): rows of groups that
/// scroll sideways, drawn whole at rest inside scrollable strips, with frames derived by hand.
@MainActor
@Suite struct OrthogonalPageTests {
    /// The opening tags of the page's orthogonal row strips in the frame named `frame`, in page order.
    private func rowStrips(_ page: RenderedPage, frame: String) -> [(section: Int, behavior: String, contentWidth: Double)] {
        guard let html = page.frameHTML(named: frame) else { return [] }
        let pattern = #/<div class="orthogonal-row" data-section="(\d+)" data-orthogonal-scrolling="([A-Za-z]+)"[^>]*>\n<div class="orthogonal-row-content" style="top:-?[\d.]+px;width:([\d.]+)px/#
        return html.matches(of: pattern).map { (Int($0.output.1)!, String($0.output.2), Double($0.output.3)!) }
    }

    // MARK: Orthogonal Sections (§3.11)

    /// Desktop, 1280 × 800 at 2×: a group is 0.85 × 1280 = 1088 wide and 0.4 × 800 = 320 tall. Its leading tile is
    /// 0.7 × 1088 = 761.6, floored to the ½ pt grid 761.5, less 20 pt of insets: 741.5 × 300 at (10, 10). The second
    /// group starts at 1088, so item 3 is at x = 1098; section 1 starts at y = 320.
    @Test func rowsHoldEveryGroupSideBySide() throws {
        let page = renderedPage(OrthogonalSectionsExample())
        let cells = page.cells(inFrameNamed: "desktop")
        #expect(cells.count == 150)
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 10, width: 741.5, height: 300))
        #expect(cells[IndexPath(item: 3, section: 0)]?.frame.origin == CGPoint(x: 1098, y: 10))
        // The last group (items 27–29) starts at 9 × 1088 = 9792, far past the 1280 pt edge: drawn all the same.
        #expect(cells[IndexPath(item: 27, section: 0)]?.frame.minX == 9802)
        #expect(cells[IndexPath(item: 0, section: 1)]?.frame.origin == CGPoint(x: 10, y: 330))
        #expect(cells[IndexPath(item: 7, section: 4)]?.labelHTML == "4, 7")
        #expect(page.contentSize(in: .desktop) == CGSize(width: 1280, height: 1600))

        // One scrollable strip per section, as long as its ten groups.
        let strips = rowStrips(page, frame: "desktop")
        #expect(strips.map(\.section) == [0, 1, 2, 3, 4])
        #expect(strips.allSatisfy { $0.behavior == "continuous" && $0.contentWidth == 10880 })
        #expect(page.html.contains(".orthogonal-row{position:absolute;overflow-x:auto;overflow-y:hidden;"))

        // Phone: 0.4 × 844 = 337.6 floors to 337.333 at 3×; five sections.
        #expect(sameFrame(page.contentSize(in: .phone).map { CGRect(origin: .zero, size: $0) },
                          CGRect(x: 0, y: 0, width: 390, height: 5 * 1012.0 / 3)))
    }

    // MARK: Orthogonal Section Behaviors (§3.12)

    /// Desktop: each section is a 44 pt header over a 320 pt group, sections 20 pt apart, so section k starts at
    /// 384 k. The `.none` section (5) stacks its six full-width groups: its tiles are 0.7 × 1280 − 20 = 876 wide,
    /// the first at (10, 1920 + 44 + 10), the next group's 320 pt lower; the content ends at 1964 + 6 × 320 = 3884.
    /// `.groupPagingCentered` rests with its first 1088 pt group centred: (1280 − 1088) / 2 = 96 in, tile at 106.
    @Test func sectionsFollowTheirBehaviors() throws {
        let page = renderedPage(OrthogonalSectionBehaviorsExample())
        let headers = page.boxes(ofKind: OrthogonalSectionBehaviorsExample.headerElementKind, inFrameNamed: "desktop")
        let names = [".continuous", ".continuousGroupLeadingBoundary", ".paging", ".groupPaging", ".groupPagingCentered", ".none"]
        for (section, name) in names.enumerated() {
            let header = try #require(headers[IndexPath(item: 0, section: section)])
            #expect(header.frame == CGRect(x: 0, y: 384 * CGFloat(section), width: 1280, height: 44), "\(name)")
            #expect(header.labelHTML == name)
            #expect(header.cssClass == "title-supplementary")
        }
        let cells = page.cells(inFrameNamed: "desktop")
        #expect(cells.count == 108)
        #expect(cells[IndexPath(item: 0, section: 5)]?.frame == CGRect(x: 10, y: 1974, width: 876, height: 300))
        #expect(cells[IndexPath(item: 3, section: 5)]?.frame == CGRect(x: 10, y: 2294, width: 876, height: 300))
        #expect(page.contentSize(in: .desktop) == CGSize(width: 1280, height: 3884))
        #expect(cells[IndexPath(item: 0, section: 3)]?.frame.origin == CGPoint(x: 10, y: 1206))
        #expect(cells[IndexPath(item: 0, section: 4)]?.frame.origin == CGPoint(x: 106, y: 1590))
        #expect(cells[IndexPath(item: 3, section: 4)]?.frame.minX == CGFloat(96 + 1088 + 10))

        // Five scrolling strips, named after their behaviors; the `.none` section has none.
        let strips = rowStrips(page, frame: "desktop")
        #expect(strips.map(\.behavior) == ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"])
        #expect(strips.map(\.section) == [0, 1, 2, 3, 4])
        // Six groups of 1088; the centred row adds 96 pt at both ends.
        #expect(strips.map(\.contentWidth) == [6528, 6528, 6528, 6528, 6528 + 2 * 96])
    }

    // MARK: Conference Videos (§3.13)

    /// Phone: the top-level group of an orthogonal row resolves its width against the whole container width, not
    /// what the section's leading and trailing insets leave (compositional-layout spec §2.1, measured on UIKit): a
    /// card is 0.85 × 390 = 331.5, floored to 331.333, and 250 tall, 20 pt in, under a 44 pt title inset like the
    /// row (20, 0, 350, 44). Cards are 20 pt apart: the second at 20 + 331.333 + 20 = 371.333. Sections are
    /// 44 + 250 = 294 tall and 20 apart. Desktop: the content is wider than 500, so a card is 0.425 × 1280 = 544.
    @Test func videoCardsAndTitles() throws {
        let page = renderedPage(ConferenceVideosExample())
        let cells = page.cells(inFrameNamed: "phone")
        let titles = page.boxes(ofKind: ConferenceVideosExample.titleElementKind, inFrameNamed: "phone")
        #expect(sameFrame(cells[IndexPath(item: 0, section: 0)]?.frame, CGRect(x: 20, y: 44, width: 994.0 / 3, height: 250)))
        #expect(sameFrame(cells[IndexPath(item: 1, section: 0)]?.frame, CGRect(x: 1114.0 / 3, y: 44, width: 994.0 / 3, height: 250)))
        #expect(titles[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 20, y: 0, width: 350, height: 44))
        #expect(titles[IndexPath(item: 0, section: 1)]?.frame == CGRect(x: 20, y: 314, width: 350, height: 44))
        #expect(page.contentSize(in: .phone) == CGSize(width: 390, height: 5 * 294 + 4 * 20))
        let desktop = page.cells(inFrameNamed: "desktop")
        #expect(desktop[IndexPath(item: 1, section: 3)]?.frame == CGRect(x: 584, y: 3 * 314 + 44, width: 544, height: 250))

        // The data of §4.3 in the sample's cells and headers.
        #expect(titles[IndexPath(item: 0, section: 0)]?.labelHTML == "The New iPad Pro")
        #expect(titles[IndexPath(item: 0, section: 4)]?.labelHTML == "Speaking with Siri")
        let card = try #require(cells[IndexPath(item: 3, section: 3)])
        #expect(card.cssClass == "conference-video-cell")
        #expect(card.labelHTML == "News Ways to Work with Workouts")
        #expect(card.innerHTML.contains("<span class=\"category\">Conference 2018</span>"))
        #expect(card.innerHTML.contains("<span class=\"thumbnail\"></span>"))
        #expect(cells[IndexPath(item: 4, section: 4)]?.labelHTML == "Increase Usage of You App With Proactive Suggestions")
        #expect(rowStrips(page, frame: "phone").count == 5)
    }
}
