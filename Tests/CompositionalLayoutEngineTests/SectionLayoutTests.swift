import CompositionalLayoutEngine
import Foundation
import Testing

/// Spec §5: sections repeat their group; insets, spacing, the last group, the top-level group's edges.
@Suite struct SectionLayoutTests {
    static let grid = SectionSpec(group: group(.horizontal, fw(1), fw(0.2), [item(fw(0.2), fh(1))]))

    @Test(arguments: [
        // container, scale, side of a square (⌊0.2 × width⌋ at the scale), content height for 94 items (19 rows)
        (CGSize(width: 390, height: 844), CGFloat(3), CGFloat(78), CGFloat(1482)),
        (CGSize(width: 375, height: 667), CGFloat(2), CGFloat(75), CGFloat(1425)),
        (CGSize(width: 414, height: 896), CGFloat(3), CGFloat(248) / 3, CGFloat(19 * 248) / 3),
        (CGSize(width: 1024, height: 768), CGFloat(2), CGFloat(204.5), CGFloat(3885.5)),
    ])
    func gridRowsRepeatEveryGroupHeight(size: CGSize, scale: CGFloat, side: CGFloat, contentHeight: CGFloat) {
        let solution = solve(Self.grid, items: 94, size: size, scale: scale)
        #expect(solution.frameForItem(section: 0, item: 0) == CGRect(x: 0, y: 0, width: side, height: side))
        #expect(solution.frameForItem(section: 0, item: 4) == rect(4 * side, 0, side, side, scale: scale))
        #expect(solution.frameForItem(section: 0, item: 5) == rect(0, side, side, side, scale: scale))
        #expect(solution.frameForItem(section: 0, item: 93) == rect(3 * side, 18 * side, side, side, scale: scale))
        #expect(solution.frameForItem(section: 0, item: 94) == nil)
        #expect(solution.contentSize == CGSize(width: size.width, height: contentHeight))
    }

    @Test func insetsAndInterGroupSpacingPlaceTheRows() {
        var twoColumns = GroupSpec.dividingEvenly(
            .horizontal, size: LayoutSize(width: fw(1), height: pt(44)), subitem: item(fw(1), fh(1)), count: 2)
        twoColumns.interItemSpacing = .fixed(10)
        let section = SectionSpec(
            group: twoColumns, contentInsets: LayoutInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
            interGroupSpacing: 10)
        // 375 @2: (355 − 10) / 2 = 172.5; 414 @3: (394 − 10) / 2 = 192; 1024 @2: (1004 − 10) / 2 = 497.
        for (width, scale, column) in [(CGFloat(375), CGFloat(2), CGFloat(172.5)), (414, 3, 192), (1024, 2, 497)] {
            let solution = solve(section, items: 94, size: CGSize(width: width, height: 700), scale: scale)
            #expect(solution.frameForItem(section: 0, item: 0) == CGRect(x: 10, y: 0, width: column, height: 44))
            #expect(solution.frameForItem(section: 0, item: 93) == CGRect(x: 20 + column, y: 46 * 54, width: column, height: 44))
            #expect(solution.contentSize.height == CGFloat(47 * 44 + 46 * 10))
        }
    }

    @Test func aPartialLastGroupIsTrimmedToTheItemsItHolds() {
        let column = GroupSpec.dividingEvenly(
            .vertical, size: LayoutSize(width: fw(1), height: pt(150)), subitem: item(fw(1), fh(1)), count: 3)
        let solution = solve(SectionSpec(group: column), items: 4)
        #expect(solution.frameForItem(section: 0, item: 3) == CGRect(x: 0, y: 150, width: 390, height: 50))
        #expect(solution.contentSize.height == 200)
    }

    @Test func aRowIsNotTrimmedBecauseItsItemsShareTheBottomEdge() {
        let solution = solve(Self.grid, items: 6)
        #expect(solution.contentSize.height == 156)
    }

    @Test func aGroupFillingItsContainerIsNeverTrimmed() {
        let column = GroupSpec.dividingEvenly(
            .vertical, size: LayoutSize(width: fw(1), height: fh(1)), subitem: item(fw(1), fh(1)), count: 4)
        let solution = solve(SectionSpec(group: column), items: 5)
        #expect(solution.frameForItem(section: 0, item: 4) == CGRect(x: 0, y: 844, width: 390, height: 211))
        #expect(solution.contentSize.height == CGFloat(2 * 844))
    }

    @Test func theTopLevelGroupsFractionalHeightIsOfTheWholeCollectionViewHeight() {
        let section = SectionSpec(
            group: group(.horizontal, fw(1), fh(0.4), [item(fw(1), fh(1))]),
            contentInsets: LayoutInsets(top: 30, leading: 0, bottom: 30, trailing: 0))
        let solution = solve(section, items: 2, size: CGSize(width: 375, height: 667), scale: 2)
        // ⌊0.4 × 667⌋₂ = 266.5, although the section's top and bottom insets leave less.
        #expect(solution.frameForItem(section: 0, item: 1) == CGRect(x: 0, y: 30 + 266.5, width: 375, height: 266.5))
        #expect(solution.contentSize.height == CGFloat(30 + 533 + 30))
    }

    @Test func theTopLevelGroupsEdgeSpacingCentresItAndLengthensEachInstance() {
        var centred = group(.horizontal, fw(0.5), pt(50), [item(fw(1), fh(1))])
        centred.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(0), top: .fixed(10), trailing: .flexible(0), bottom: .fixed(5))
        let solution = solve(SectionSpec(group: centred), items: 3)
        #expect(solution.issues.isEmpty)
        // (390 − 195) / 2 = 97.5, which the final rounding to thirds of a point turns into 97.667.
        #expect(allFrames(solution) == [rect(97.5, 10, 195, 50), rect(97.5, 75, 195, 50), rect(97.5, 140, 195, 50)])
        #expect(solution.contentSize.height == 195)
    }

    @Test func flexibleEdgeSpacingAlongTheSectionsAxisIsIgnoredWithUIKitsWarning() {
        var top = group(.horizontal, fw(1), pt(50), [item(fw(1), fh(1))])
        top.edgeSpacing = LayoutEdgeSpacing(leading: nil, top: .flexible(20), trailing: nil, bottom: nil)
        let solution = solve(SectionSpec(group: top), items: 2)
        #expect(solution.issues == [.flexibleEdgeSpacingIgnored(section: 0)])
        #expect(!solution.issues[0].isError)
        #expect(solution.issues[0].message.hasPrefix(
            "A NSCollectionLayoutGroup has specified flexible edge spacing along primary layout axis; flexible "
                + "spacing will be ignored but any required spacing will be applied."))
        #expect(allFrames(solution).map(\.minY) == [0, 50])
    }

    @Test func referenceInsetsApplyAcrossTheScrollAxisOnly() {
        var layoutMargins = LayoutConfigurationSpec()
        layoutMargins.contentInsetsReference = .layoutMargins
        let margins = LayoutInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let solution = solve([SectionInput(spec: Self.grid, itemCount: 6)], configuration: layoutMargins, margins: margins)
        // (390 − 32) × 0.2 = 71.6, floored to 71.333.
        #expect(solution.frameForItem(section: 0, item: 0) == rect(16, 0, 71.333, 71.333))
        #expect(solution.frameForItem(section: 0, item: 5) == rect(16, 71.333, 71.333, 71.333))

        var sectionOptsOut = Self.grid
        sectionOptsOut.contentInsetsReference = .none
        let none = solve([SectionInput(spec: sectionOptsOut, itemCount: 1)], configuration: layoutMargins, margins: margins)
        #expect(none.frameForItem(section: 0, item: 0) == CGRect(x: 0, y: 0, width: 78, height: 78))
    }

    @Test func aSectionWithoutItemsStillHasItsInsets() {
        let section = SectionSpec(group: Self.grid.group, contentInsets: insets(20))
        let solution = solve(section, items: 0)
        #expect(solution.sections[0].frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(solution.frameForItem(section: 0, item: 0) == nil)
    }

    @Test func aGroupWiderThanTheContainerWidensTheContent() {
        let wide = SectionSpec(group: group(.horizontal, pt(500), pt(50), [item(fw(1), fh(1))]), contentInsets: insets(10))
        let solution = solve(wide, items: 1)
        #expect(solution.contentSize == CGSize(width: 520, height: 70))
    }
}
