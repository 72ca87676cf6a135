import Foundation
import GallerySite
import OpenCollectionView
import Testing

/// The text-height estimate, and the pages whose cells are measured by it or by their shape: Conference News
/// (spec §3.14) and the Waterfall extension.
@Suite struct TextHeightEstimateTests {
    /// 17 pt body text assumes 8.5 pt per character: 354 pt hold 41 characters.
    @Test func lineCapacityIsTheWidthOverHalfThePointSize() {
        #expect(TextHeightEstimate.charactersPerLine(font: .body, width: 354) == 41)
        #expect(TextHeightEstimate.charactersPerLine(font: .title2, width: 354) == 32)
        #expect(TextHeightEstimate.charactersPerLine(font: .body, width: 1) == 1)
    }

    /// Words wrap greedily at spaces; line breaks start new lines; words longer than a line are broken.
    @Test func wrapsWordsGreedily() {
        // title2 is 11 pt per character: 55 pt hold 5 characters.
        #expect(TextHeightEstimate.lineCount(of: "", font: .title2, width: 55) == 0)
        #expect(TextHeightEstimate.lineCount(of: "ab cd", font: .title2, width: 55) == 1)
        #expect(TextHeightEstimate.lineCount(of: "ab cde", font: .title2, width: 55) == 2)
        #expect(TextHeightEstimate.lineCount(of: "ab\ncd", font: .title2, width: 55) == 2)
        #expect(TextHeightEstimate.lineCount(of: "ab\n\ncd", font: .title2, width: 55) == 3)
        // Twelve characters: 5 + 5 + 2, and the next word fits after the 2.
        #expect(TextHeightEstimate.lineCount(of: "abcdefghijkl xy", font: .title2, width: 55) == 3)
        #expect(TextHeightEstimate.lineCount(of: "abcdefghijkl xyz", font: .title2, width: 55) == 4)
        // Heights count lines at the font's line height (title2: 28 pt).
        #expect(TextHeightEstimate.height(of: "ab cde", font: .title2, width: 55) == 56)
    }
}

@MainActor
@Suite struct SelfSizingPageTests {
    // MARK: Conference News (§3.14)

    /// Phone: rows are 370 wide (section insets 10), so labels are 354 wide inside the 8 pt margins: 32 title2
    /// characters (11 pt each) or 41 body characters (8.5 pt each) to a line. A row is 8 + title + 8 + date (13) +
    /// 8 + body + 20 + 1 + 8 = 66 + title + body.
    ///
    /// - 0 "Conference 2019 Registration Now Open": "…Now" is 32 characters, "Open" wraps: 2 lines, 56. Body: "Register
    ///   by … 2019 at" (40) / "5:00PM … and" (41) / "thousands", then "of coders, … ones at" (38) / "this year's …
    ///   Jose," (38) / "June 3-7.": 6 lines, 132. Row 254.
    /// - 1 "Apply for a Conference19 Scholarship": "Scholarship" does not fit after 24: 2 lines. Body "Conference
    ///   Scholarships reward talented" / "studens … with" / "the opportunity", "to attend … Apply" / "by Sunday, …
    ///   PDT": 5 lines. Row 66 + 56 + 110 = 232.
    /// - 2 "Conference18 Video Subtitles Now" (32) / "in More Languages": 2 lines. Body "All of … are now" (41) /
    ///   "available … Simplified" (38) / "Chinese subtitles.", "Watch … Apple" (39) / "Developer website.": 5 lines.
    ///   Row 232.
    /// - 3 "Lunchtime Inspiration": 1 line. Body as 2 with "Chinease": 5 lines. Row 66 + 28 + 110 = 204.
    /// - 4 "Close Your Rings Challenge": 1 line. Body "Congratulations … Rings" / "Challenge … active" (41), "throughout …
    ///   who" / "participated … up" (41) / "a", "special … Plaza" / "until 5:00 p.m.": 7 lines. Row 66 + 28 + 154 = 248.
    @Test func newsRowsTakeTheirEstimatedTextHeights() throws {
        let page = renderedPage(ConferenceNewsExample())
        let cells = page.cells(inFrameNamed: "phone")
        let heights: [CGFloat] = [254, 232, 232, 204, 248]
        var y: CGFloat = 10
        for (item, height) in heights.enumerated() {
            #expect(cells[IndexPath(item: item, section: 0)]?.frame == CGRect(x: 10, y: y, width: 370, height: height), "item \(item)")
            y += height + 10
        }
        #expect(page.contentSize(in: .phone) == CGSize(width: 390, height: y))

        let first = try #require(cells[IndexPath(item: 0, section: 0)])
        #expect(first.cssClass == "conference-news-cell")
        #expect(first.innerHTML.contains("<span class=\"label\" style=\"height:56px\">Conference 2019 Registration Now Open</span>"))
        #expect(first.innerHTML.contains("<span class=\"date\" style=\"height:13px\">3/14/19</span>"))
        #expect(first.innerHTML.contains("<span class=\"body\" style=\"height:132px\">Register by Wednesday"))
        #expect(first.innerHTML.contains("<span class=\"separator\"></span>"))
        // The last row hides its separator.
        #expect(cells[IndexPath(item: 4, section: 0)]?.innerHTML.contains("<span class=\"separator\" hidden></span>") == true)
        #expect(cells[IndexPath(item: 2, section: 0)]?.innerHTML.contains(">8/8/19</span>") == true)
        #expect(page.html.contains("average glyph width of half the point size"))
    }

    /// The layout alone keeps the estimated 100 pt: the heights above come from the page's measurements.
    @Test func newsRowsAreEstimatedAtAHundredPoints() {
        let reference = ReferenceLayout(ConferenceNewsExample(), in: .phone)
        #expect(reference.frame(item: 0)?.height == 100)
    }

    // MARK: Waterfall (extension)

    /// Phone: the header is 44 pt, inset like the section (10); columns are (370 − 10) / 2 = 180 wide from y = 54.
    /// Tiles are 180 / aspect ratio tall: 3:4 → 240, 1:1 → 180, 2:3 → 270, 4:3 → 135, 3:2 → 120, 1:1 → 180. Each
    /// goes to the shorter column: 0 left (54–294), 1 right (54–234), 2 right (244–514), 3 left (304–439), 4 left
    /// (449–569), 5 right (524–704).
    @Test func tilesFillTheShortestColumnAtTheirMeasuredHeights() throws {
        let page = renderedPage(WaterfallExample())
        let cells = page.cells(inFrameNamed: "phone")
        #expect(cells.count == 30)
        #expect(cells[IndexPath(item: 0, section: 0)]?.frame == CGRect(x: 10, y: 54, width: 180, height: 240))
        #expect(cells[IndexPath(item: 1, section: 0)]?.frame == CGRect(x: 200, y: 54, width: 180, height: 180))
        #expect(cells[IndexPath(item: 2, section: 0)]?.frame == CGRect(x: 200, y: 244, width: 180, height: 270))
        #expect(cells[IndexPath(item: 3, section: 0)]?.frame == CGRect(x: 10, y: 304, width: 180, height: 135))
        #expect(cells[IndexPath(item: 4, section: 0)]?.frame == CGRect(x: 10, y: 449, width: 180, height: 120))
        #expect(cells[IndexPath(item: 5, section: 0)]?.frame == CGRect(x: 200, y: 524, width: 180, height: 180))

        let header = try #require(page.boxes(ofKind: WaterfallExample.headerElementKind, inFrameNamed: "phone")[IndexPath(item: 0, section: 0)])
        #expect(header.frame == CGRect(x: 10, y: 0, width: 370, height: 44))
        #expect(header.labelHTML == "Photos")
        #expect(cells[IndexPath(item: 2, section: 0)]?.cssClass == "photo-tile")
        #expect(cells[IndexPath(item: 2, section: 0)]?.labelHTML == "Photo 3 · 2:3")

        // Desktop: three columns of (1260 − 20) / 3 = 413.333.
        let desktop = page.cells(inFrameNamed: "desktop")
        #expect(Set(desktop.values.map(\.frame.minX)).count == 3)
    }

    /// The layout alone keeps the 200 pt estimate: the tiles' heights come from the page's measurements.
    @Test func tilesAreEstimatedAtTwoHundredPoints() {
        let reference = ReferenceLayout(WaterfallExample(), in: .phone)
        #expect(reference.frame(item: 0)?.height == 200)
        #expect(reference.frame(item: 2)?.minY == CGFloat(54 + 200 + 10))
    }
}
