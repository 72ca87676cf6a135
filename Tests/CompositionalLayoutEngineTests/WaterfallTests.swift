import CompositionalLayoutEngine
import Foundation
import Testing

/// The waterfall (masonry) section: shortest column first, self-sizing, queries.
@Suite struct WaterfallTests {
    /// The plainest possible placement, to compare with.
    func referenceFrames(heights: [CGFloat], columns: Int, width: CGFloat, columnSpacing: CGFloat, itemSpacing: CGFloat,
                         origin: CGPoint = .zero) -> [CGRect] {
        var bottoms = [CGFloat](repeating: 0, count: columns)
        return heights.map { height in
            let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] || (bottoms[$0] == bottoms[$1] && $0 < $1) } ?? 0
            let frame = CGRect(x: origin.x + CGFloat(column) * (width + columnSpacing), y: origin.y + bottoms[column],
                               width: width, height: height)
            bottoms[column] += height + itemSpacing
            return frame
        }
    }

    static func section(_ heights: [CGFloat], columns: Int = 3) -> SectionSpec {
        var section = SectionSpec(group: group(.vertical, fw(1), est(44), [item(fw(1), est(44))]), contentInsets: insets(10))
        section.waterfall = WaterfallSpec(columnCount: columns, columnSpacing: 10, itemSpacing: 10) { heights[$0] }
        return section
    }

    @Test func eachItemGoesToTheShortestColumn() {
        let heights: [CGFloat] = [100, 50, 80, 30, 60, 40]
        let solution = solve(Self.section(heights), items: heights.count)
        // Columns of ⌊(370 − 20) / 3⌋₃ = 116.667 from x = 10.
        #expect(allFrames(solution) == [
            rect(10, 10, 116.667, 100), rect(136.667, 10, 116.667, 50), rect(263.333, 10, 116.667, 80),
            rect(136.667, 70, 116.667, 30), rect(263.333, 100, 116.667, 60), rect(136.667, 110, 116.667, 40),
        ])
        // Columns end at 100, 140 and 150.
        #expect(solution.contentSize.height == 170)
    }

    @Test func randomHeightsMatchTheReferenceBeforeAndAfterMeasuring() {
        var generator = SplitMix64(seed: 7)
        let heights = (0..<2_000).map { _ in CGFloat(30 + generator.next() % 200) }
        var solution = solve(Self.section(heights, columns: 4), items: heights.count)
        let width = PixelGrid(scale: 3).floor((370 - 30) / 4.0)
        let grid = PixelGrid(scale: 3)
        func expected(_ heights: [CGFloat]) -> [CGRect] {
            referenceFrames(heights: heights, columns: 4, width: width, columnSpacing: 10, itemSpacing: 10,
                            origin: CGPoint(x: 10, y: 10)).map { grid.round($0) }
        }
        #expect(allFrames(solution) == expected(heights))

        var measured = heights
        var measurements: [(item: Int, size: CGSize)] = []
        for _ in 0..<50 {
            let item = Int(generator.next() % 2_000)
            measured[item] = CGFloat(20 + generator.next() % 300)
            measurements.append((item, CGSize(width: 1, height: measured[item])))
        }
        let changed = solution.setMeasuredSizes(measurements, inSection: 0)
        #expect(changed)
        #expect(allFrames(solution) == expected(measured))

        let frames = allFrames(solution)
        for _ in 0..<200 {
            let rect = CGRect(x: CGFloat(generator.next() % 390), y: CGFloat(generator.next() % 100_000),
                              width: CGFloat(1 + generator.next() % 390), height: CGFloat(1 + generator.next() % 900))
            let found = Set(solution.elements(in: rect).filter { $0.category == .cell }.map { $0.indexPath[1] })
            let brute = Set(frames.indices.filter { frames[$0].overlaps(rect) })
            #expect(found == brute)
        }
    }

    @Test func aMeasurementOnlyMovesItemsPlacedAfterIt() {
        let heights: [CGFloat] = [100, 50, 80, 30, 60, 40]
        var solution = solve(Self.section(heights), items: heights.count)
        let changed = solution.setMeasuredSize(CGSize(width: 1, height: 10), forItem: 3, inSection: 0)
        #expect(changed)
        // Item 3 shrinks to 10, so column 1 ends at 80 and item 4 now goes there instead of column 2 (at 90).
        #expect(allFrames(solution).prefix(3) == [rect(10, 10, 116.667, 100), rect(136.667, 10, 116.667, 50),
                                                 rect(263.333, 10, 116.667, 80)])
        #expect(solution.frameForItem(section: 0, item: 3) == rect(136.667, 70, 116.667, 10))
        #expect(solution.frameForItem(section: 0, item: 4) == rect(136.667, 90, 116.667, 60))
        #expect(solution.frameForItem(section: 0, item: 5) == rect(263.333, 100, 116.667, 40))
    }

    @Test func waterfallsMixWithOtherSectionsHeadersAndBackgrounds() {
        var waterfall = Self.section([100, 50], columns: 2)
        waterfall.boundaryItems = [BoundarySupplementarySpec(size: LayoutSize(width: fw(1), height: pt(30)),
                                                             elementKind: "header", alignment: .top)]
        waterfall.decorations = [DecorationSpec(elementKind: "bg")]
        let rows = SectionSpec(group: group(.horizontal, fw(1), pt(44), [item(fw(1), fh(1))]))
        let solution = solve([SectionInput(spec: waterfall, itemCount: 2), SectionInput(spec: rows, itemCount: 1)])
        // Two columns of (370 − 10) / 2 = 180 inside the 10-pt insets, under the 30-pt header.
        #expect(solution.frameForItem(section: 0, item: 1) == CGRect(x: 200, y: 40, width: 180, height: 50))
        #expect(solution.frameForItem(section: 1, item: 0) == CGRect(x: 0, y: 150, width: 390, height: 44))
        #expect(solution.elementForDecoration(ofKind: "bg", at: IndexPath(indexes: [0, 0]))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 150))
        #expect(solution.elements(in: CGRect(x: 0, y: 40, width: 390, height: 60)).first { $0.category == .cell }?.zIndex == 1)
    }

    @Test func badWaterfallsAreRejected() {
        var noColumns = Self.section([10])
        noColumns.waterfall?.columnCount = 0
        #expect(solve(noColumns, items: 1).issues.map(\.message) == [LayoutIssue.sectionFailed(section: 0, .invalidCount(0)).message])
        let flat = Self.section([0])
        #expect(solve(flat, items: 1).issues.count == 1)
        #expect(solve(flat, items: 1).frameForItem(section: 0, item: 0) == nil)
        var tooMany = Self.section([10])
        tooMany.waterfall?.columnSpacing = 400
        #expect(solve(tooMany, items: 1).issues.count == 1)
    }
}
