import CompositionalLayoutEngine
import Foundation
import Testing

/// Bad layout input (issue: zero, negative, NaN or infinite dimensions; no subitems; `count: 0`; no room):
/// the section concerned lays out nothing, with UIKit's message, and the rest of the layout stands.
@Suite struct LayoutErrorTests {
    static let rows = SectionSpec(group: group(.horizontal, fw(1), pt(44), [item(fw(1), fh(1))]))

    func solveBetweenGoodSections(_ bad: SectionSpec) -> LayoutSolution {
        solve([SectionInput(spec: Self.rows, itemCount: 2), SectionInput(spec: bad, itemCount: 3),
               SectionInput(spec: Self.rows, itemCount: 1)])
    }

    func expectOnlyTheMiddleSectionFailed(_ solution: LayoutSolution, with error: LayoutError) {
        // Messages, not values: a NaN inside an error is never equal to itself.
        #expect(solution.issues.map(\.message) == [LayoutIssue.sectionFailed(section: 1, error).message])
        #expect(solution.issues.map(\.section) == [1])
        #expect(solution.frameForItem(section: 1, item: 0) == nil)
        #expect(solution.frameForItem(section: 2, item: 0) == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(solution.contentSize.height == 132)
    }

    @Test(arguments: [LayoutDimension.absolute(0), .absolute(-5), .fractionalWidth(.nan), .estimated(.infinity),
                      .fractionalHeight(-0.5), .uniformAcrossSiblings(estimate: 0)])
    func unusableDimensionsRejectTheirSection(dimension: LayoutDimension) {
        let bad = SectionSpec(group: group(.horizontal, fw(1), pt(44), [item(dimension, fh(1))]))
        expectOnlyTheMiddleSectionFailed(solveBetweenGoodSections(bad), with: .invalidDimension(dimension))
    }

    @Test func dimensionMessagesAreUIKits() {
        #expect(LayoutError.invalidDimension(.absolute(0)).message
                == "Invalid absolute dimension, must be > 0.0. NOTE: This will be a hard-assert soon, please update "
                    + "your call site. (value: 0)")
        #expect(LayoutError.invalidDimension(.absolute(.nan)).message
                == "Invalid absolute dimension: nan. The dimension must be a finite value.")
        #expect(LayoutError.invalidDimension(.fractionalWidth(.infinity)).message
                == "Invalid fractional width: inf. The fraction must be a finite value.")
    }

    @Test func aGroupWithoutSubitemsIsRejected() {
        let bad = SectionSpec(group: group(.horizontal, fw(1), pt(44), []))
        let solution = solveBetweenGoodSections(bad)
        expectOnlyTheMiddleSectionFailed(solution, with: .noSubitems)
        #expect(LayoutError.noSubitems.message == "At least 1 subitem is required for a group.")
    }

    @Test func aCountBelowOneIsRejected() {
        let bad = SectionSpec(group: GroupSpec.dividingEvenly(
            .horizontal, size: LayoutSize(width: fw(1), height: pt(44)), subitem: item(fw(1), fh(1)), count: 0))
        expectOnlyTheMiddleSectionFailed(solveBetweenGoodSections(bad), with: .invalidCount(0))
    }

    @Test func insetsThatLeaveNoRoomAreRejectedWithUIKitsMessage() {
        var padded = group(.horizontal, fw(1), pt(44), [item(fw(1), fh(1))])
        padded.contentInsets = LayoutInsets(top: 0, leading: 200, bottom: 0, trailing: 200)
        let solution = solveBetweenGoodSections(SectionSpec(group: padded))
        let error = LayoutError.noRoom(contentInsets: padded.contentInsets, size: CGSize(width: 390, height: 44))
        expectOnlyTheMiddleSectionFailed(solution, with: error)
        #expect(error.message
                == "There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, or it "
                    + "has no room for any subitems itself. Inspect the parent and ensure the contentInsets "
                    + "({0, 200, 0, 200}) do not result in a negative effectiveContentSize when applied to size: {390, 44}.")
    }

    @Test func aSubitemTooLargeForItsGroupIsRejected() {
        let bad = SectionSpec(group: group(.horizontal, fw(1), pt(44), [item(pt(400), fh(1))]))
        let error = LayoutError.cannotFitSingleItem(effectiveSize: CGSize(width: 390, height: 44))
        expectOnlyTheMiddleSectionFailed(solveBetweenGoodSections(bad), with: error)
        #expect(error.message.hasPrefix(
            "NSCollectionLayoutItem created with invalid combination of spacing and size specified. This group cannot "
                + "fit even a single item."))
    }

    @Test func subitemsThatTakeNoRoomCannotRepeatForever() {
        // 0.0001 × 390 floors to 0 at any scale: without a guard the group would never fill.
        let bad = SectionSpec(group: group(.horizontal, fw(1), pt(44), [item(fw(0.0001), fh(1))]))
        let error = LayoutError.subitemsTakeNoRoom(effectiveSize: CGSize(width: 390, height: 44))
        expectOnlyTheMiddleSectionFailed(solveBetweenGoodSections(bad), with: error)
    }

    @Test func nonFiniteSpacingProducesNoFrames() {
        let bad = SectionSpec(group: group(.horizontal, fw(1), pt(44), [item(pt(50), fh(1))], spacing: .fixed(.nan)))
        let solution = solveBetweenGoodSections(bad)
        #expect(solution.issues.count == 1)
        guard case .sectionFailed(1, .invalidFrame) = solution.issues.first else {
            Issue.record("expected an invalid frame, got \(solution.issues)")
            return
        }
        #expect(solution.frameForItem(section: 2, item: 0) == CGRect(x: 0, y: 88, width: 390, height: 44))
    }

    @Test func aCustomGroupWithoutFramesLeavesItsItemsOutAndSaysSo() {
        let empty = GroupSpec(arrangement: .custom { _ in [] }, size: LayoutSize(width: fw(1), height: pt(44)), subitems: [])
        let solution = solve(SectionSpec(group: empty), items: 5)
        #expect(solution.issues == [.itemsNotPlaced(section: 0, itemCount: 5)])
        #expect(solution.issues[0].isError)
        #expect(solution.contentSize.height == 0)
    }
}
