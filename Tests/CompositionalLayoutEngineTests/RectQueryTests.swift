import CompositionalLayoutEngine
import Foundation
import Testing

/// Spec §10: a rect query returns exactly the elements whose frames (and whose groups' frames) meet it.
@Suite struct RectQueryTests {
    /// The elements a query must return, found by materialising every item of every section.
    func expectedElements(_ solution: LayoutSolution, in rect: CGRect) -> Set<IndexPath> {
        var found = Set<IndexPath>()
        for section in solution.sections {
            for item in 0..<section.placedItemCount {
                let group = section.instanceFrame(item / section.run.itemsPerInstance)
                guard let frame = section.itemFrame(at: item), group.overlaps(rect), frame.overlaps(rect) else { continue }
                found.insert(IndexPath(indexes: [section.index, item]))
            }
        }
        return found
    }

    static let layouts: [(String, [SectionInput])] = {
        let nested = group(.horizontal, fw(1), fh(0.4), [
            item(fw(0.7), fh(1), insets: insets(10)),
            .group(GroupSpec.dividingEvenly(.vertical, size: LayoutSize(width: fw(0.3), height: fh(1)),
                                            subitem: item(fw(1), fh(0.3), insets: insets(10)), count: 2)),
        ])
        let grid = group(.horizontal, fw(1), fw(0.2), [item(fw(0.2), fh(1))])
        let rows = group(.horizontal, fw(1), pt(44), [item(fw(1), fh(1))])
        return [
            ("nested groups", [SectionInput(spec: SectionSpec(group: nested), itemCount: 100)]),
            ("many sections", (0..<50).map { index in
                SectionInput(spec: SectionSpec(group: index % 2 == 0 ? grid : rows, contentInsets: insets(12),
                                               interGroupSpacing: 6), itemCount: index % 7 * 5)
            }),
        ]
    }()

    @Test(arguments: 0..<2)
    func randomRectsFindWhatABruteForceScanFinds(layoutIndex: Int) {
        let (_, sections) = Self.layouts[layoutIndex]
        let solution = solve(sections)
        var generator = SplitMix64(seed: 0x5EED + UInt64(layoutIndex))
        for _ in 0..<300 {
            let y = CGFloat(generator.next() % UInt64(max(1, solution.contentSize.height)))
            let x = CGFloat(generator.next() % 390) - 50
            let rect = CGRect(x: x, y: y - 100, width: CGFloat(generator.next() % 400), height: CGFloat(generator.next() % 900))
            let found = solution.elements(in: rect)
            #expect(Set(found.map(\.indexPath)) == expectedElements(solution, in: rect), "\(rect)")
            #expect(found.count == Set(found.map(\.indexPath)).count)
            for element in found where element.category == .cell {
                #expect(element.frame == solution.frameForItem(section: element.indexPath[0], item: element.indexPath[1]))
            }
        }
    }

    @Test func aViewportDeepInAMillionItemGridReturnsOnlyTheVisibleRows() {
        let grid = SectionSpec(group: group(.horizontal, fw(1), fw(0.2), [item(fw(0.2), fh(1))]))
        let solution = solve(grid, items: 1_000_000)
        let viewport = CGRect(x: 0, y: 78 * 150_000 + 39, width: 390, height: 844)
        let found = solution.elements(in: viewport).map { $0.indexPath[1] }.sorted()
        // Rows 150,000 … 150,011 meet the viewport (the last one by 5 pt).
        #expect(found == Array(750_000..<750_060))
        #expect(solution.contentSize.height == CGFloat(78 * 200_000))
    }

    @Test func itemsOutsideTheirGroupAreFoundByIndexButNotByRect() {
        let tall = group(.horizontal, fw(1), pt(40), [item(pt(100), pt(80))])
        let solution = solve(SectionSpec(group: tall), items: 8)
        // Row 1's items (3, 4, 5) reach from y = 40 to 120, but their group ends at 80: a rect at y = 100
        // finds only row 2's items, whose group it meets.
        #expect(solution.frameForItem(section: 0, item: 3) == CGRect(x: 0, y: 40, width: 100, height: 80))
        let found = solution.elements(in: CGRect(x: 0, y: 100, width: 390, height: 10)).map { $0.indexPath[1] }
        #expect(found.sorted() == [6, 7])
    }
}
