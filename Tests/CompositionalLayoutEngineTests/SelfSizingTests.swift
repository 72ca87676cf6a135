import CompositionalLayoutEngine
import Foundation
import Testing

/// Spec §8: estimated sizes replaced by measured ones, along estimated axes only.
@Suite struct SelfSizingTests {
    /// A list: one row per group, each `fw(1) × est(44)`.
    static let list = SectionSpec(group: GroupSpec(
        arrangement: .vertical, size: LayoutSize(width: fw(1), height: est(44)),
        subitems: [item(fw(1), est(44))]), interGroupSpacing: 0)

    @Test func aMeasuredRowMovesEverythingAfterItAndNothingBefore() {
        var solution = solve(Self.list, items: 1_000_000)
        #expect(solution.contentSize.height == 44_000_000)
        let changed1 = solution.setMeasuredSize(CGSize(width: 999, height: 100), forItem: 500_000, inSection: 0)
        #expect(changed1)
        // Only the estimated axis (height) is taken; the width stays the container's.
        #expect(solution.frameForItem(section: 0, item: 500_000) == CGRect(x: 0, y: 22_000_000, width: 390, height: 100))
        #expect(solution.frameForItem(section: 0, item: 499_999) == CGRect(x: 0, y: 21_999_956, width: 390, height: 44))
        #expect(solution.frameForItem(section: 0, item: 500_001) == CGRect(x: 0, y: 22_000_100, width: 390, height: 44))
        #expect(solution.contentSize.height == 44_000_056)
        let found = solution.elements(in: CGRect(x: 0, y: 22_000_050, width: 390, height: 100)).map { $0.indexPath[1] }
        #expect(found.sorted() == [500_000, 500_001, 500_002])
        let changed2 = solution.setMeasuredSize(CGSize(width: 999, height: 100), forItem: 500_000, inSection: 0)
        #expect(!changed2)
    }

    @Test func measuringInAnyOrderGivesTheSameLayout() {
        var generator = SplitMix64(seed: 42)
        let measurements = (0..<300).map { _ in
            (item: Int(generator.next() % 2_000), height: CGFloat(20 + generator.next() % 100))
        }
        var inOrder = solve(Self.list, items: 2_000)
        for measurement in measurements {
            inOrder.setMeasuredSize(CGSize(width: 10, height: measurement.height), forItem: measurement.item, inSection: 0)
        }
        // The last measurement of an item wins; apply those, shuffled.
        var last: [Int: CGFloat] = [:]
        for measurement in measurements { last[measurement.item] = measurement.height }
        var shuffled = solve(Self.list, items: 2_000)
        for (item, height) in last.shuffled(using: &generator) {
            shuffled.setMeasuredSize(CGSize(width: 10, height: height), forItem: item, inSection: 0)
        }
        #expect(allFrames(inOrder) == allFrames(shuffled))
        #expect(inOrder.contentSize == shuffled.contentSize)
        let expectedHeight = CGFloat(2_000 - last.count) * 44 + last.values.reduce(0, +)
        #expect(inOrder.contentSize.height == expectedHeight)
        var y: CGFloat = 0
        for (item, frame) in allFrames(inOrder).enumerated() {
            #expect(frame.minY == y)
            y += last[item] ?? 44
        }
    }

    @Test func anOrthogonalRowIsAsTallAsItsTallestMeasuredCardAndShrinksWhenThatCardDoes() {
        // Cards 150 wide, 100 estimated, in a row that scrolls sideways: the section is as tall as the tallest.
        var section = SectionSpec(group: GroupSpec(
            arrangement: .horizontal, size: LayoutSize(width: pt(150), height: est(100)),
            subitems: [item(fw(1), est(100))]), interGroupSpacing: 0)
        section.orthogonalScrolling = .continuous
        var solution = solve(section, items: 10)
        #expect(solution.contentSize.height == 100)
        let heights: [(item: Int, height: CGFloat, section: CGFloat)] = [
            (3, 180, 180), (5, 150, 180), (3, 120, 150), (5, 90, 120), (3, 60, 100), (7, 100, 100),
        ]
        for step in heights {
            solution.setMeasuredSize(CGSize(width: 150, height: step.height), forItem: step.item, inSection: 0)
            #expect(solution.contentSize.height == step.section, "card \(step.item) at \(step.height)")
        }
    }

    @Test func aRowWithAnEstimatedHeightIsAsTallAsItsTallestCellWhoseNeighboursKeepTheirHeights() {
        let row = GroupSpec(arrangement: .horizontal, size: LayoutSize(width: fw(1), height: est(44)),
                            subitems: [item(fw(0.5), est(44))], capacity: .exactly(2))
        var solution = solve(SectionSpec(group: row, interGroupSpacing: 10), items: 4)
        solution.setMeasuredSize(CGSize(width: 1, height: 80), forItem: 1, inSection: 0)
        #expect(solution.frameForItem(section: 0, item: 0) == CGRect(x: 0, y: 0, width: 195, height: 44))
        #expect(solution.frameForItem(section: 0, item: 1) == CGRect(x: 195, y: 0, width: 195, height: 80))
        #expect(solution.frameForItem(section: 0, item: 2) == CGRect(x: 0, y: 90, width: 195, height: 44))
        #expect(solution.contentSize.height == 134)  // 80 + 10 + 44
    }

    @Test func uniformAcrossSiblingsGrowsEachItemToTheLargestMeasuredSibling() {
        let row = GroupSpec(arrangement: .horizontal, size: LayoutSize(width: fw(1), height: est(44)),
                            subitems: [item(fw(0.25), .uniformAcrossSiblings(estimate: 44))], capacity: .exactly(4))
        var solution = solve(SectionSpec(group: row), items: 8)
        solution.setMeasuredSize(CGSize(width: 1, height: 70), forItem: 2, inSection: 0)
        solution.setMeasuredSize(CGSize(width: 1, height: 50), forItem: 3, inSection: 0)
        #expect((0..<4).compactMap { solution.frameForItem(section: 0, item: $0)?.height } == [70, 70, 70, 70])
        // ⌊0.25 × 390⌋₃ = 97.333.
        #expect(solution.frameForItem(section: 0, item: 4) == rect(0, 70, 97.333, 44))
    }

    @Test func fixedDimensionsIgnoreMeasurements() {
        var solution = solve(SectionSpec(group: group(.horizontal, fw(1), pt(44), [item(fw(1), fh(1))])), items: 3)
        let changed3 = solution.setMeasuredSize(CGSize(width: 10, height: 100), forItem: 1, inSection: 0)
        #expect(!changed3)
        #expect(solution.frameForItem(section: 0, item: 2) == CGRect(x: 0, y: 88, width: 390, height: 44))
    }

    @Test func aMeasuredHeaderMovesItsSectionsContentAndTheSectionsAfter() {
        var section = Self.list
        section.boundaryItems = [BoundarySupplementarySpec(size: LayoutSize(width: fw(1), height: est(44)),
                                                           elementKind: "header", alignment: .top)]
        var solution = solve([SectionInput(spec: section, itemCount: 2), SectionInput(spec: section, itemCount: 2)])
        #expect(solution.frameForItem(section: 1, item: 0) == CGRect(x: 0, y: 176, width: 390, height: 44))
        let changed4 = solution.setMeasuredSize(CGSize(width: 390, height: 60), forSupplementaryOfKind: "header",
                                         at: IndexPath(indexes: [0, 0]))
        #expect(changed4)
        #expect(solution.elementForSupplementary(ofKind: "header", at: IndexPath(indexes: [0, 0]))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(solution.frameForItem(section: 0, item: 0) == CGRect(x: 0, y: 60, width: 390, height: 44))
        #expect(solution.frameForItem(section: 1, item: 0) == CGRect(x: 0, y: 192, width: 390, height: 44))
        #expect(solution.contentSize.height == 280)
    }

    @Test(arguments: [CGSize(width: 10, height: CGFloat.nan), CGSize(width: 10, height: -1), CGSize(width: CGFloat.infinity, height: 40)])
    func unusableMeasurementsAreIgnored(size: CGSize) {
        var solution = solve(Self.list, items: 3)
        let changed5 = solution.setMeasuredSize(size, forItem: 1, inSection: 0)
        #expect(!changed5)
        #expect(solution.contentSize.height == 132)
    }

    @Test func measurementsOfItemsOrSectionsThatDoNotExistChangeNothing() {
        var solution = solve(Self.list, items: 3)
        let changed6 = solution.setMeasuredSize(CGSize(width: 10, height: 80), forItem: 3, inSection: 0)
        #expect(!changed6)
        let changed7 = solution.setMeasuredSize(CGSize(width: 10, height: 80), forItem: 0, inSection: 1)
        #expect(!changed7)
        let changed8 = solution.setMeasuredSize(CGSize(width: 10, height: 80), forSupplementaryOfKind: "none",
                                          at: IndexPath(indexes: [0, 0]))
        #expect(!changed8)
        #expect(solution.contentSize.height == 132)
    }
}

/// Spec §2.2: `uniformAcrossSiblings` on a section's outermost group shares the longest measured length
/// across the section.
@Suite struct SectionWideUniformTests {
    @Test func everyRowTakesTheTallestMeasuredRowsHeight() {
        let rows = GroupSpec(arrangement: .horizontal, size: LayoutSize(width: fw(1), height: .uniformAcrossSiblings(estimate: 44)),
                             subitems: [item(fw(0.5), est(44))], capacity: .exactly(2))
        var solution = solve(SectionSpec(group: rows, interGroupSpacing: 10), items: 6)
        solution.setMeasuredSize(CGSize(width: 1, height: 90), forItem: 3, inSection: 0)
        // Row 1 measured 90; rows 0 and 2 (unmeasured, 44) take 90 too.
        #expect((0..<3).map { solution.frameForItem(section: 0, item: $0 * 2)?.minY } == [0, 100, 200])
        #expect(solution.frameForItem(section: 0, item: 3) == CGRect(x: 195, y: 100, width: 195, height: 90))
        #expect(solution.frameForItem(section: 0, item: 2) == CGRect(x: 0, y: 100, width: 195, height: 44))
        #expect(solution.contentSize.height == 290)
        solution.setMeasuredSize(CGSize(width: 1, height: 50), forItem: 3, inSection: 0)
        #expect(solution.contentSize.height == 170)  // the longest row is now 50
    }
}
