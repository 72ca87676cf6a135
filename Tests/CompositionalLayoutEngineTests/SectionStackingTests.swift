import CompositionalLayoutEngine
import Foundation
import Testing

/// Spec §6.1–§6.2: sections follow each other along the scroll axis.
@Suite struct SectionStackingTests {
    static let rows = SectionSpec(group: group(.horizontal, fw(1), pt(44), [item(fw(1), fh(1))]))

    @Test func interSectionSpacingSeparatesSectionsEmptyOnesIncluded() {
        var spaced = LayoutConfigurationSpec()
        spaced.interSectionSpacing = 10
        let solution = solve([3, 0, 2].map { SectionInput(spec: Self.rows, itemCount: $0) }, configuration: spaced)
        #expect(solution.sections.map(\.frame.minY) == [0, 142, 152])
        #expect(solution.frameForItem(section: 2, item: 1) == CGRect(x: 0, y: 196, width: 390, height: 44))
        #expect(solution.contentSize == CGSize(width: 390, height: 240))
    }

    @Test func sectionsWithoutADefinitionAndWithoutItemsTakeNoRoomAndNoSpacing() {
        var spaced = LayoutConfigurationSpec()
        spaced.interSectionSpacing = 10
        let solution = solve([
            SectionInput(spec: nil, itemCount: 0), SectionInput(spec: Self.rows, itemCount: 3),
            SectionInput(spec: nil, itemCount: 0), SectionInput(spec: Self.rows, itemCount: 2),
        ], configuration: spaced)
        #expect(solution.issues.isEmpty)
        #expect(solution.sections.map(\.frame.minY) == [0, 0, 132, 142])
        #expect(solution.contentSize.height == 230)
    }

    @Test func aSectionWithItemsButNoDefinitionIsAnErrorAndLaysOutNothing() {
        let solution = solve([
            SectionInput(spec: Self.rows, itemCount: 1), SectionInput(spec: nil, itemCount: 4),
            SectionInput(spec: Self.rows, itemCount: 1),
        ])
        #expect(solution.issues == [.missingSectionDefinition(section: 1, itemCount: 4)])
        #expect(solution.issues[0].message.hasPrefix(
            "Invalid section definition. Please specify a valid section definition when content is to be rendered "
                + "for a section. This is a client error."))
        #expect(solution.frameForItem(section: 1, item: 0) == nil)
        #expect(solution.frameForItem(section: 2, item: 0) == CGRect(x: 0, y: 44, width: 390, height: 44))
    }

    @Test func noSectionsMeansNoContentButTheContainersWidth() {
        let solution = solve([SectionInput]())
        #expect(solution.contentSize == CGSize(width: 390, height: 0))
        #expect(solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844)).isEmpty)
    }
}

/// Spec §6.1: a horizontally scrolling layout is a vertical one with the axes swapped.
@Suite struct HorizontalScrollDirectionTests {
    static var horizontal: LayoutConfigurationSpec {
        var configuration = LayoutConfigurationSpec(scrollDirection: .horizontal)
        configuration.interSectionSpacing = 30
        return configuration
    }

    static let columns: SectionSpec = {
        let column = GroupSpec.dividingEvenly(
            .vertical, size: LayoutSize(width: pt(100), height: fh(1)), subitem: item(fw(1), fh(1)), count: 4)
        return SectionSpec(group: column, contentInsets: LayoutInsets(top: 10, leading: 20, bottom: 10, trailing: 20),
                           interGroupSpacing: 8)
    }()

    @Test func groupsRepeatAlongXAndFractionalHeightsExcludeTheTopAndBottomInsets() {
        let solution = solve([SectionInput(spec: Self.columns, itemCount: 10)], configuration: Self.horizontal)
        // Column height ⌊844 − 20⌋ = 824; four rows of 206; columns every 108 pt from x = 20.
        #expect(solution.frameForItem(section: 0, item: 0) == CGRect(x: 20, y: 10, width: 100, height: 206))
        #expect(solution.frameForItem(section: 0, item: 3) == CGRect(x: 20, y: 628, width: 100, height: 206))
        #expect(solution.frameForItem(section: 0, item: 9) == CGRect(x: 236, y: 216, width: 100, height: 206))
        #expect(solution.sections[0].frame == CGRect(x: 0, y: 0, width: 356, height: 844))
        #expect(solution.contentSize == CGSize(width: 356, height: 844))
    }

    @Test func sectionsFollowEachOtherAlongX() {
        let solution = solve(
            [SectionInput(spec: Self.columns, itemCount: 10), SectionInput(spec: Self.columns, itemCount: 4)],
            size: CGSize(width: 1024, height: 768), scale: 2, configuration: Self.horizontal)
        // 768 − 20 = 748 tall columns, rows of 187; the second section starts 356 + 30 pt along.
        #expect(solution.frameForItem(section: 0, item: 1) == CGRect(x: 20, y: 197, width: 100, height: 187))
        #expect(solution.frameForItem(section: 1, item: 2) == CGRect(x: 406, y: 384, width: 100, height: 187))
        #expect(solution.contentSize == CGSize(width: 386 + 140, height: 768))
    }

    @Test func rectQueriesFollowTheHorizontalAxis() {
        let solution = solve([SectionInput(spec: Self.columns, itemCount: 10)], configuration: Self.horizontal)
        let found = solution.elements(in: CGRect(x: 130, y: 0, width: 100, height: 844)).map { $0.indexPath[1] }
        #expect(found.sorted() == [4, 5, 6, 7])
    }
}
