import CompositionalLayoutEngine
import Foundation
import Synchronization
import Testing

/// Spec §4.3: how many subitems a group holds, and at what size.
@Suite struct GroupFittingTests {
    let solver = ElementSolver(grid: PixelGrid(scale: 3))
    let phoneWidth = LayoutContainer(contentSize: CGSize(width: 390, height: 844))

    @Test func subitemsCycleUntilTheNextOneDoesNotFit() throws {
        let row = group(.horizontal, fw(1), pt(50), [item(pt(100), fh(1)), item(pt(50), fh(1))])
        let solved = try solver.solve(row, in: phoneWidth)
        // a b a b = 300 pt; the next a (100 pt) would end at 400 > 390.
        #expect(solved.items.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 100, y: 0, width: 50, height: 50),
            CGRect(x: 150, y: 0, width: 100, height: 50), CGRect(x: 250, y: 0, width: 50, height: 50),
        ])
    }

    @Test func overflowUpToAQuarterPointStillFits() throws {
        let within = try solver.solve(group(.horizontal, fw(1), pt(50), [item(pt(97.55), fh(1))]), in: phoneWidth)
        let beyond = try solver.solve(group(.horizontal, fw(1), pt(50), [item(pt(97.6), fh(1))]), in: phoneWidth)
        #expect(within.items.count == 4)  // 390.2: 0.2 pt over
        #expect(beyond.items.count == 3)  // 390.4: 0.4 pt over
    }

    @Test func fractionsShareWhatSpacingLeaves() throws {
        let halves = try solver.solve(
            group(.horizontal, fw(1), pt(44), [item(fw(0.5), fh(1))], spacing: .fixed(10)), in: phoneWidth)
        #expect(halves.items.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 190, height: 44), CGRect(x: 200, y: 0, width: 190, height: 44),
        ])
        // A quarter first fits four times at ⌊97.5⌋₃; with 3 × 10 pt of spacing each becomes (390 − 30) / 4 = 90.
        let quarters = try solver.solve(
            group(.horizontal, fw(1), pt(44), [item(fw(0.25), fh(1))], spacing: .fixed(10)), in: phoneWidth)
        #expect(quarters.items.map(\.frame.minX) == [0, 100, 200, 300])
        #expect(quarters.items.map(\.frame.width) == [90, 90, 90, 90])
    }

    @Test func fixedSizesAreNotResolvedAgainWhenSpacingIsSet() throws {
        let solved = try solver.solve(
            group(.horizontal, fw(1), pt(44), [item(pt(120), fh(1))], spacing: .fixed(10)), in: phoneWidth)
        // 120 + 10 + 120 + 10 + 120 = 380 fits; a fourth would need 510.
        #expect(solved.items.map(\.frame.minX) == [0, 130, 260])
    }

    @Test func dividingEvenlyIgnoresTheSubitemsOwnLengthAndTakesSpacingOut() throws {
        let twoColumns = GroupSpec.dividingEvenly(
            .horizontal, size: LayoutSize(width: fw(1), height: pt(44)), subitem: item(fw(0.9), fh(1)), count: 2)
        var spaced = twoColumns
        spaced.interItemSpacing = .fixed(10)
        let container = LayoutContainer(contentSize: CGSize(width: 370, height: 844))
        let solved = try solver.solve(spaced, in: container)
        #expect(solved.items.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 180, height: 44), CGRect(x: 190, y: 0, width: 180, height: 44),
        ])
        let thirds = GroupSpec.dividingEvenly(
            .horizontal, size: LayoutSize(width: fw(1), height: pt(70)), subitem: item(fw(1), fh(1)), count: 3)
        let solvedThirds = try solver.solve(thirds, in: LayoutContainer(contentSize: CGSize(width: 350, height: 844)))
        let third: CGFloat = 350.0 / 3
        #expect(solvedThirds.items.map(\.frame.width) == [third, third, third])
    }

    @Test func verticalDividingRewritesTheHeight() throws {
        let column = GroupSpec.dividingEvenly(
            .vertical, size: LayoutSize(width: pt(117), height: pt(337)), subitem: item(fw(1), fh(0.3)), count: 2)
        let solved = try solver.solve(column, in: phoneWidth)
        // Each half of 337 is 168.5, floored to the pixel grid: 505 / 3.
        #expect(solved.items.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 117, height: 505.0 / 3), CGRect(x: 0, y: 505.0 / 3, width: 117, height: 505.0 / 3),
        ])
    }

    @Test func repeatingSubitemsKeepTheirSizeAndMayOverflow() throws {
        let repeating = GroupSpec(
            arrangement: .horizontal, size: LayoutSize(width: fw(1), height: pt(50)),
            subitems: [item(pt(150), fh(1))], capacity: .exactly(3))
        let solved = try solver.solve(repeating, in: phoneWidth)
        #expect(solved.items.map(\.frame.minX) == [0, 150, 300])
        #expect(solved.items.last?.frame.maxX == 450)
        #expect(solved.size == CGSize(width: 390, height: 50))
    }

    @Test func aGroupEstimatedAlongItsAxisHoldsEachSubitemOnceAndIsAsLongAsThey() throws {
        let column = group(.vertical, fw(1), est(100), [item(fw(1), pt(30)), item(fw(1), pt(30))], spacing: .fixed(5))
        let solved = try solver.solve(column, in: phoneWidth)
        #expect(solved.size == CGSize(width: 390, height: 65))
        #expect(solved.items.map(\.frame.minY) == [0, 35])
    }

    @Test func nestedGroupsSolveInTheirParentsInnerContainer() throws {
        let trailing = GroupSpec.dividingEvenly(
            .vertical, size: LayoutSize(width: fw(0.3), height: fh(1)), subitem: item(fw(1), fh(0.3), insets: insets(10)),
            count: 2)
        let outer = group(.horizontal, fw(1), fh(0.4), [item(fw(0.7), fh(1), insets: insets(10)), .group(trailing)])
        let solved = try solver.solve(outer, in: LayoutContainer(contentSize: CGSize(width: 390, height: 844)))
        #expect(solved.size == CGSize(width: 390, height: 1012.0 / 3))
        #expect(solved.items.map { PixelGrid(scale: 3).round($0.frame) } == [
            rect(10, 10, 253, 317.333), rect(283, 10, 97, 148.667), rect(283, 178.667, 97, 148.667),
        ])
    }

    @Test func groupInsetsShrinkTheContainerTheirSubitemsResolveIn() throws {
        var padded = group(.horizontal, fw(1), pt(100), [item(fw(0.5), fh(1))])
        padded.contentInsets = LayoutInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
        let solved = try solver.solve(padded, in: phoneWidth)
        // Inner size: 360 × 80; each half is 180 wide, placed from the leading and top insets.
        #expect(solved.items.map(\.frame) == [
            CGRect(x: 10, y: 5, width: 180, height: 80), CGRect(x: 190, y: 5, width: 180, height: 80),
        ])
    }

    @Test func customGroupsGetTheirSizeResolvedAgainstTheParentsWholeSize() throws {
        let seen = ContainerLog()
        let custom = GroupSpec(
            arrangement: .custom { container in
                seen.record(container)
                let width = container.contentSize.width
                return [CustomGroupItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 100)),
                        CustomGroupItem(frame: CGRect(x: width / 2, y: 0, width: width / 2, height: 50), zIndex: 3)]
            },
            size: LayoutSize(width: fw(0.5), height: fh(1)), subitems: [], contentInsets: insets(4))
        var outer = group(.horizontal, fw(1), pt(100), [.group(custom)])
        outer.contentInsets = LayoutInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let solved = try solver.solve(outer, in: phoneWidth)
        // Laid out at ⌊0.5 × 370⌋ = 185 wide, twice; the provider sees 0.5 × 390 = 195 and the group's insets.
        #expect(seen.containers == [LayoutContainer(contentSize: CGSize(width: 195, height: 100), contentInsets: insets(4))])
        #expect(solved.items.map(\.frame) == [
            CGRect(x: 10, y: 0, width: 97.5, height: 100), CGRect(x: 107.5, y: 0, width: 97.5, height: 50),
            CGRect(x: 195, y: 0, width: 97.5, height: 100), CGRect(x: 292.5, y: 0, width: 97.5, height: 50),
        ])
        #expect(solved.items.map(\.zIndex) == [0, 3, 0, 3])
    }
}

/// Collects what a custom group's provider was called with.
final class ContainerLog: Sendable {
    private let storage = Mutex<[LayoutContainer]>([])

    func record(_ container: LayoutContainer) {
        storage.withLock { $0.append(container) }
    }

    var containers: [LayoutContainer] { storage.withLock { $0 } }
}
