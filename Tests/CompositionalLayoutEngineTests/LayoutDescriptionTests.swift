import CompositionalLayoutEngine
import Foundation
import Testing

/// A layout's description — the numbers the live page's copy of the engine solves — describes exactly the layout it
/// was made from, refuses what it cannot carry, and never traps on numbers that describe nothing.
@Suite struct LayoutDescriptionTests {
    /// Queries that look at a layout from end to end: its start, deep down, its end, and a rect wider than all.
    static func rects(for solution: LayoutSolution) -> [CGRect] {
        let size = solution.contentSize
        let viewport = solution.environment.containerSize
        return [
            CGRect(origin: .zero, size: viewport),
            CGRect(x: 0, y: size.height * 0.37, width: viewport.width, height: viewport.height),
            CGRect(x: size.width * 0.61, y: 0, width: viewport.width, height: viewport.height),
            CGRect(x: 0, y: max(0, size.height - viewport.height), width: viewport.width, height: viewport.height),
            CGRect(x: -100, y: -100, width: viewport.width + 200, height: min(size.height, 20_000) + 200),
        ]
    }

    @Test func aDescriptionSolvesTheLayoutItDescribes() throws {
        var layouts = RandomLayouts(seed: 0xDE5C_0001)
        for index in 0..<300 {
            let layout = layouts.layout()
            let measurements = layouts.measurements(of: layout)
            var original = LayoutSolution(configuration: layout.configuration, sections: layout.sections, environment: layout.environment)
            original.apply(measurements)
            let description = try #require(LayoutDescription(
                configuration: layout.configuration, sections: layout.sections, environment: layout.environment))
            let wire = try #require(LayoutDescription.measurements(from: LayoutDescription.encoded(measurements)))
            #expect(wire == measurements)
            let solved = try #require(LayoutDescription(numbers: description.numbers).solved(measuring: wire))
            #expect(solved.contentSize == original.contentSize, "layout \(index)")
            #expect(solved.issues.count == original.issues.count, "layout \(index)")
            for rect in Self.rects(for: original) {
                #expect(solved.elements(in: rect) == original.elements(in: rect), "layout \(index), rect \(rect)")
            }
        }
    }

    @Test func layoutsThatRunAppCodeHaveNoDescription() {
        let item = LayoutElementSpec.item(ItemSpec(size: LayoutSize(width: .absolute(10), height: .absolute(10))))
        let custom = GroupSpec(
            arrangement: .custom { _ in [CustomGroupItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10))] },
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), subitems: [item])
        var waterfall = SectionSpec(group: GroupSpec(
            arrangement: .vertical, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), subitems: [item]))
        waterfall.waterfall = WaterfallSpec(columnCount: 2, columnSpacing: 8, itemSpacing: 8) { _ in 100 }
        let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3)
        for spec in [SectionSpec(group: custom), waterfall] {
            #expect(LayoutDescription(
                configuration: LayoutConfigurationSpec(), sections: [SectionInput(spec: spec, itemCount: 5)], environment: environment)
                == nil)
        }
    }

    /// Truncated descriptions and numbers of every wrong kind decode to nothing, and never trap.
    @Test func numbersThatDescribeNothingAreRefused() throws {
        var layouts = RandomLayouts(seed: 0xDE5C_0002)
        var random = SplitMix64(seed: 0xDE5C_0003)
        let strange: [Double] = [.nan, .infinity, -.infinity, -2, 1e300, 0.5, 1e9, 256, -1]
        for _ in 0..<200 {
            let layout = layouts.layout()
            let numbers = try #require(LayoutDescription(
                configuration: layout.configuration, sections: layout.sections, environment: layout.environment)).numbers
            let cut = Int(random.next() % UInt64(numbers.count))
            #expect(LayoutDescription(numbers: Array(numbers.prefix(cut))).decoded() == nil)
            #expect(LayoutDescription(numbers: numbers + [0]).decoded() == nil)
            var spoiled = numbers
            spoiled[Int(random.next() % UInt64(numbers.count))] = strange[Int(random.next() % UInt64(strange.count))]
            _ = LayoutDescription(numbers: spoiled).solved()
        }
        #expect(LayoutDescription(numbers: []).decoded() == nil)
        #expect(LayoutDescription(numbers: [2]).decoded() == nil)
        #expect(LayoutDescription.measurements(from: [1, 0, 3, 0, 0, 0, 10, 10]) == nil)
        #expect(LayoutDescription.measurements(from: [1, 0, 2, 0, 4, .nan, 10]) == nil)
    }
}
