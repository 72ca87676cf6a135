import CompositionalLayoutEngine
import Foundation
import Testing

/// Spec §7: item, group and boundary supplementaries and decorations, in the engine's own vocabulary.
@Suite struct SupplementaryTests {
    static func badge(_ kind: String = "badge", edges: RectEdges = [.top, .trailing]) -> SupplementarySpec {
        SupplementarySpec(size: LayoutSize(width: pt(10), height: pt(10)), elementKind: kind,
                          containerAnchor: LayoutAnchor(edges: edges))
    }

    static func header(_ kind: String = "header", _ alignment: RectEdges = .top, height: CGFloat = 30,
                       extends: Bool = true) -> BoundarySupplementarySpec {
        BoundarySupplementarySpec(size: LayoutSize(width: fw(1), height: pt(height)), elementKind: kind,
                                  alignment: alignment, extendsBoundary: extends)
    }

    func kinds(_ elements: [LayoutElement], _ kind: String) -> [IndexPath] {
        elements.filter { $0.elementKind == kind }.map(\.indexPath).sorted()
    }

    @Test func itemAndGroupSupplementariesAreNumberedPerKindInLayoutOrder() {
        // A row of three items; the first two carry a badge, the group carries a label: the label comes first.
        let badged = ItemSpec(size: LayoutSize(width: pt(100), height: fh(1)), supplementaries: [Self.badge()])
        let plain = ItemSpec(size: LayoutSize(width: pt(100), height: fh(1)))
        var row = GroupSpec(arrangement: .horizontal, size: LayoutSize(width: fw(1), height: pt(50)),
                            subitems: [.item(badged), .item(badged), .item(plain)], capacity: .exactly(3))
        row.supplementaries = [Self.badge("label", edges: .leading)]
        let solution = solve(SectionSpec(group: row), items: 7)
        let elements = solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 200))
        // Instances: [0 1 2] [3 4 5] [6]: badges on 0, 1, 3, 4, 6; labels on every instance.
        #expect(kinds(elements, "badge") == (0..<5).map { IndexPath(indexes: [0, $0]) })
        #expect(kinds(elements, "label") == (0..<3).map { IndexPath(indexes: [0, $0]) })
        // Badge 4 belongs to item 6 (the last instance holds one item): top-trailing corner of (0, 100, 100, 50).
        #expect(solution.elementForSupplementary(ofKind: "badge", at: IndexPath(indexes: [0, 4]))?.frame
                == CGRect(x: 90, y: 100, width: 10, height: 10))
        #expect(solution.elementForSupplementary(ofKind: "badge", at: IndexPath(indexes: [0, 5])) == nil)
        #expect(solution.elementForSupplementary(ofKind: "label", at: IndexPath(indexes: [0, 2]))?.frame
                == CGRect(x: 0, y: 120, width: 10, height: 10))
    }

    @Test func boundaryItemsSitOnTheEdgesTheirAlignmentNames() {
        var section = SectionSpec(group: group(.horizontal, fw(1), pt(40), [item(fw(1), fh(1))]), contentInsets: insets(10))
        section.boundaryItems = [
            Self.header("top", .top),
            Self.header("bottomLeading", [.bottom, .leading], height: 20).narrowed(to: 100),
            Self.header("overlay", .top, height: 15, extends: false),
            Self.header("side", .trailing, height: 25).narrowed(to: 50),
        ]
        let solution = solve(section, items: 2)
        func frame(_ kind: String) -> CGRect? {
            solution.elementForSupplementary(ofKind: kind, at: IndexPath(indexes: [0, 0]))?.frame
        }
        // Host: x 10…380 (follows the insets), y 30…130 (top inset, two rows, bottom inset) after the 30-pt header.
        #expect(frame("top") == CGRect(x: 10, y: 0, width: 370, height: 30))
        #expect(frame("bottomLeading") == CGRect(x: 10, y: 130, width: 100, height: 20))
        #expect(frame("overlay") == CGRect(x: 10, y: 30, width: 370, height: 15))
        // Leading and trailing items do not extend a vertical section: centred along it, inside the host.
        #expect(frame("side") == rect(330, 67.5, 50, 25))  // 67.5 rounds to 67.667 at @3
        #expect(solution.frameForItem(section: 0, item: 0) == CGRect(x: 10, y: 40, width: 370, height: 40))
        #expect(solution.sections[0].frame.height == 150)
    }

    @Test func boundaryItemsIgnoreTheInsetsWhenTheyDoNotFollowThem() {
        var section = SectionSpec(group: group(.horizontal, fw(1), pt(40), [item(fw(1), fh(1))]), contentInsets: insets(10))
        section.supplementariesFollowContentInsets = false
        section.boundaryItems = [Self.header()]
        let solution = solve(section, items: 1)
        #expect(solution.elementForSupplementary(ofKind: "header", at: IndexPath(indexes: [0, 0]))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 30))
    }

    @Test func inAHorizontalLayoutLeadingItemsExtendTheSection() {
        let configuration = LayoutConfigurationSpec(scrollDirection: .horizontal)
        var section = SectionSpec(group: group(.vertical, pt(100), fh(1), [item(fw(1), fh(1))]))
        section.boundaryItems = [BoundarySupplementarySpec(size: LayoutSize(width: pt(40), height: fh(1)),
                                                           elementKind: "leading", alignment: .leading)]
        let solution = solve([SectionInput(spec: section, itemCount: 2)], configuration: configuration)
        #expect(solution.elementForSupplementary(ofKind: "leading", at: IndexPath(indexes: [0, 0]))?.frame
                == CGRect(x: 0, y: 0, width: 40, height: 844))
        #expect(solution.frameForItem(section: 0, item: 1) == CGRect(x: 140, y: 0, width: 100, height: 844))
        #expect(solution.contentSize == CGSize(width: 240, height: 844))
    }

    @Test func aBackgroundLiftsCellsAndBoundaryItemsAboveIt() {
        var section = SectionSpec(group: group(.horizontal, fw(1), pt(40), [item(fw(1), fh(1))]))
        section.boundaryItems = [BoundarySupplementarySpec(size: LayoutSize(width: fw(1), height: pt(20)), elementKind: "h",
                                                           alignment: .top, zIndex: 0)]
        section.decorations = [DecorationSpec(elementKind: "bg", zIndex: -1)]
        let solution = solve(section, items: 1)
        let elements = solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(elements.first { $0.category == .cell }?.zIndex == 1)
        #expect(elements.first { $0.elementKind == "h" }?.zIndex == 1)
        #expect(elements.first { $0.elementKind == "bg" }?.zIndex == -1)
        #expect(elements.first { $0.elementKind == "bg" }?.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
    }

    @Test func anEmptySectionHasNoBackground() {
        var section = SectionSpec(group: group(.horizontal, fw(1), pt(40), [item(fw(1), fh(1))]))
        section.decorations = [DecorationSpec(elementKind: "bg")]
        let solution = solve(section, items: 0)
        #expect(solution.elementForDecoration(ofKind: "bg", at: IndexPath(indexes: [0, 0])) == nil)
    }

    @Test func duplicateBoundaryKindsAndAlignmentsWithoutEdgesAreRejected() {
        var duplicate = SectionSpec(group: group(.horizontal, fw(1), pt(40), [item(fw(1), fh(1))]))
        duplicate.boundaryItems = [Self.header(), Self.header("header", .bottom)]
        let first = solve(duplicate, items: 1)
        #expect(first.issues.map(\.message) == [
            "section 0 lays out nothing: Duplicate supplementary item kinds are not allowed in a section or layout. "
                + "Duplicate kind: header",
        ])
        var nowhere = duplicate
        nowhere.boundaryItems = [Self.header("floating", [])]
        let second = solve(nowhere, items: 1)
        #expect(second.issues.count == 1)
        #expect(second.issues.first?.message.contains("the alignment must name an edge") == true)
        #expect(second.frameForItem(section: 0, item: 0) == nil)

        var configuration = LayoutConfigurationSpec()
        configuration.boundaryItems = [Self.header("banner", [])]
        let layoutLevel = solve([SectionInput(spec: SectionSpec(group: duplicate.group), itemCount: 1)], configuration: configuration)
        #expect(layoutLevel.issues.map(\.isError) == [true])
        #expect(layoutLevel.boundaryItems.isEmpty)
        #expect(layoutLevel.frameForItem(section: 0, item: 0) == CGRect(x: 0, y: 0, width: 390, height: 40))
    }
}

extension BoundarySupplementarySpec {
    /// The same item, `width` points wide.
    func narrowed(to width: CGFloat) -> BoundarySupplementarySpec {
        var copy = self
        copy.size.width = .absolute(width)
        return copy
    }
}
