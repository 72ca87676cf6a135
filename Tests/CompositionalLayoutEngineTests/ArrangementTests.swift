import CompositionalLayoutEngine
import Foundation
import Testing

/// Spec §4.4: where subitems go along and across their group's axis.
@Suite struct ArrangementTests {
    let solver = ElementSolver(grid: PixelGrid(scale: 3))
    let container = LayoutContainer(contentSize: CGSize(width: 370, height: 844))

    @Test func flexibleInterItemSpacingSpreadsItemsToBothEnds() throws {
        let row = group(.horizontal, fw(1), pt(44), [item(pt(44), pt(44))], spacing: .flexible(10))
        let solved = try solver.solve(row, in: container)
        // Seven fit (7 × 44 + 6 × 10 = 368); the 2 pt left are shared by the 6 gaps.
        let gap: CGFloat = 10 + 2.0 / 6
        #expect(solved.items.count == 7)
        for (index, item) in solved.items.enumerated() {
            #expect(Swift.abs(item.frame.minX - CGFloat(index) * (44 + gap)) < 1e-9)
        }
        #expect(Swift.abs(solved.items[6].frame.maxX - 370) < 1e-9)
    }

    @Test func flexibleEdgesOnBothSidesCentreEachItemInItsShare() throws {
        let centred = LayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let row = group(.horizontal, fw(1), pt(50), [item(pt(100), pt(50), edges: centred)])
        let solved = try solver.solve(row, in: LayoutContainer(contentSize: CGSize(width: 390, height: 844)))
        // Three fit; (390 − 300) / 6 flexible edges = 15 pt each.
        #expect(solved.items.map(\.frame.minX) == [15, 145, 275])
    }

    @Test func aFlexibleTopEdgeAlignsItemsToTheBottom() throws {
        let bottomAligned = LayoutEdgeSpacing(leading: nil, top: .flexible(0), trailing: nil, bottom: nil)
        let row = group(.horizontal, fw(1), pt(50), [item(pt(100), pt(30), edges: bottomAligned), item(pt(100), pt(30))])
        let solved = try solver.solve(row, in: container)
        #expect(solved.items.map(\.frame.minY) == [20, 0, 20])
    }

    @Test func fixedEdgeSpacingTakesRoomBeforeAndAfter() throws {
        let spaced = LayoutEdgeSpacing(leading: .fixed(5), top: .fixed(3), trailing: .fixed(7), bottom: nil)
        let row = group(.horizontal, fw(1), pt(50), [item(pt(100), pt(30), edges: spaced)])
        let solved = try solver.solve(row, in: container)
        // Each item claims 5 + 100 + 7 = 112: three fit in 370.
        #expect(solved.items.map(\.frame) == [
            CGRect(x: 5, y: 3, width: 100, height: 30), CGRect(x: 117, y: 3, width: 100, height: 30),
            CGRect(x: 229, y: 3, width: 100, height: 30),
        ])
    }

    @Test func itemsTallerThanTheirGroupStickOut() throws {
        let row = group(.horizontal, fw(1), pt(40), [item(pt(100), pt(60))])
        let solved = try solver.solve(row, in: container)
        #expect(solved.size.height == 40)
        #expect(solved.items[0].frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    }
}

/// Spec §3.1: an item's cell is its slot inset by its content insets.
@Suite struct ItemInsetsTests {
    let solver = ElementSolver(grid: PixelGrid(scale: 3))
    let container = LayoutContainer(contentSize: CGSize(width: 390, height: 844))

    @Test func insetsShrinkTheCellInsideTheSlot() throws {
        let solved = try solver.solve(ItemSpec(size: LayoutSize(width: pt(78), height: pt(78)), contentInsets: insets(5)), in: container)
        #expect(solved.size == CGSize(width: 78, height: 78))
        #expect(solved.items[0].frame == CGRect(x: 5, y: 5, width: 68, height: 68))
    }

    @Test func insetsAlongEstimatedAxesAreIgnored() throws {
        let spec = ItemSpec(size: LayoutSize(width: fw(1), height: est(44)), contentInsets: insets(10))
        let solved = try solver.solve(spec, in: container)
        #expect(solved.items[0].frame == CGRect(x: 10, y: 0, width: 370, height: 44))
    }

    @Test func insetsBelowHalfAPointAreFractionsOfTheItemsSize() throws {
        let spec = ItemSpec(size: LayoutSize(width: pt(100), height: pt(40)), contentInsets: insets(0.25))
        let solved = try solver.solve(spec, in: container)
        #expect(solved.items[0].frame == CGRect(x: 25, y: 10, width: 50, height: 20))
    }

    @Test func insetsWiderThanTheSlotLeaveTheDifferenceTakenPositive() throws {
        let spec = ItemSpec(size: LayoutSize(width: pt(10), height: pt(10)),
                            contentInsets: LayoutInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        let solved = try solver.solve(spec, in: container)
        #expect(solved.items[0].frame == CGRect(x: 8, y: 0, width: 6, height: 10))
    }

    @Test func fractionalDimensionsAreFlooredToThePixelGridButPointsAreNot() throws {
        let fractional = try solver.solve(ItemSpec(size: LayoutSize(width: fw(0.25), height: pt(10.1))),
                                          in: LayoutContainer(contentSize: CGSize(width: 350, height: 100)))
        #expect(fractional.size == CGSize(width: 262.0 / 3, height: 10.1))
    }
}
