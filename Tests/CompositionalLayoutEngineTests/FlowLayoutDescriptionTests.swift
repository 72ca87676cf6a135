import CompositionalLayoutEngine
import Foundation
import Testing

/// A flow layout's description — the numbers the live page's copy of the engine solves — describes exactly the flow
/// layout it was made from, item sizes included, is never taken for the compositional form nor it for the flow form,
/// and never traps on numbers that describe nothing.
@Suite struct FlowLayoutDescriptionTests {
    /// The server prepares with what self-sizing measured so far; the page solves the description and applies the
    /// measurements after. Queried alike from end to end, then measured again alike, both answer the same.
    @Test func aFlowDescriptionSolvesTheLayoutItDescribes() throws {
        var layouts = RandomFlowLayouts(seed: 0xF10D_0001)
        for index in 0..<400 {
            let layout = layouts.layout()
            let measurements = layouts.measurements(of: layout)
            var original = layout.solution(measured: measurements)
            let numbers = layout.description.numbers
            let decoded = try #require(LayoutDescription(numbers: numbers).decodedFlow(), "layout \(index)")
            #expect(decoded.spec == layout.spec, "layout \(index)")
            #expect(decoded.environment == layout.environment, "layout \(index)")
            #expect(decoded.itemSizes == zip(layout.spec.sections, layout.itemSizes).map { $0.itemSizing == .perItem ? $1 : [] })
            let wire = try #require(LayoutDescription.measurements(from: LayoutDescription.encoded(measurements)))
            var solved = try #require(LayoutDescription(numbers: numbers).solvedFlow(measuring: wire), "layout \(index)")
            #expect(solved.contentSize == original.contentSize, "layout \(index)")
            for rect in RandomFlowLayouts.rects(for: original) {
                let expected = original.elements(in: rect, sizeOfItem: layout.size)
                #expect(solved.elements(in: rect) == expected, "layout \(index), rect \(rect)")
                #expect(solved.contentSize == original.contentSize, "layout \(index), rect \(rect)")
            }
            let later = layouts.measurements(of: layout)
            for section in Set(later.map { $0.indexPath[0] }).sorted() {
                let cells = later.filter { $0.indexPath[0] == section }.map { (item: $0.indexPath[1], size: $0.size) }
                original.setMeasuredSizes(cells, inSection: section, sizeOfItem: layout.size)
            }
            solved.apply(later)
            #expect(solved.contentSize == original.contentSize, "layout \(index), measured again")
            for section in layout.spec.sections.indices {
                for item in Set((0..<min(layout.spec.sections[section].itemCount, 50)) + [layout.spec.sections[section].itemCount - 1]) {
                    #expect(solved.frameForItem(section: section, item: item)
                        == original.frameForItem(section: section, item: item, sizeOfItem: layout.size), "layout \(index), item \(item) of \(section)")
                }
            }
            for rect in RandomFlowLayouts.rects(for: original).reversed() {
                #expect(solved.elements(in: rect) == original.elements(in: rect, sizeOfItem: layout.size), "layout \(index), rect \(rect)")
            }
            #expect(solved.contentSize == original.contentSize, "layout \(index), measured again")
        }
    }

    /// Pinned headers and footers are placed for a collection view resting at the top of its content, as the server's
    /// solution places them when asked without a context (and as the compositional form reports its pinned items): a
    /// deep section's header at its section's start, the first section's footer at the bottom of the first screen, and
    /// the deep section's footer, whose section that screen has not reached, held right below its header.
    @Test func pinnedHeadersAndFootersArePlacedAsForACollectionViewAtRest() throws {
        let section = FlowSectionSpec(
            itemCount: 40, itemSizing: .uniform(CGSize(width: 100, height: 50)), minimumLineSpacing: 10,
            headerSize: CGSize(width: 0, height: 40), footerSize: CGSize(width: 0, height: 30))
        let spec = FlowLayoutSpec(
            headersPinToVisibleBounds: true, footersPinToVisibleBounds: true, sections: [section, section])
        let environment = FlowEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3)
        var solved = try #require(LayoutDescription(flow: spec, environment: environment) { _, _ in .zero }.solvedFlow())
        var server = FlowSolution(spec: spec, environment: environment)
        // Section 0: header 0…40, 14 lines of three 50-point items 10 apart (830 points), footer 870…900.
        let rect = CGRect(x: 0, y: 800, width: 390, height: 250)
        let supplementaries = solved.elements(in: rect).filter { $0.category == .supplementaryView }
        #expect(supplementaries.map { [$0.elementKind, "\($0.indexPath[0])", "\($0.frame)"] } == [
            ["footer", "0", "\(CGRect(x: 0, y: 814, width: 390, height: 30))"],
            ["header", "1", "\(CGRect(x: 0, y: 900, width: 390, height: 40))"],
            ["footer", "1", "\(CGRect(x: 0, y: 940, width: 390, height: 30))"],
        ])
        #expect(solved.elements(in: rect) == server.elements(in: rect))
    }

    /// Per-item sizes are asked once each, in order, and only for sections of per-item sizes.
    @Test func describingAsksEachPerItemSizeOnce() {
        let spec = FlowLayoutSpec(sections: [
            FlowSectionSpec(itemCount: 1_000_000, itemSizing: .uniform(CGSize(width: 10, height: 10))),
            FlowSectionSpec(itemCount: 5, itemSizing: .perItem),
            FlowSectionSpec(itemCount: 0, itemSizing: .perItem),
        ])
        var asked: [[Int]] = []
        let description = LayoutDescription(flow: spec, environment: FlowEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 2)) {
            asked.append([$0, $1])
            return CGSize(width: 40 + CGFloat($1), height: 20)
        }
        #expect(asked == (0..<5).map { [1, $0] })
        #expect(description.decodedFlow()?.itemSizes == [[], (0..<5).map { CGSize(width: 40 + CGFloat($0), height: 20) }, []])
        // The flow version, four settings, the two kinds, the eager item limit, the environment, the section count, then
        // the sections: one of one size, one of five sizes, one empty.
        #expect(description.numbers.count == 1 + 4 + (1 + 6) + (1 + 6) + 1 + 15 + 1 + 15 + (13 + 5 * 2) + 13)
    }

    /// The two forms are told apart by their first number: neither reads as the other.
    @Test func theFormsAreNeverTakenForEachOther() throws {
        var flows = RandomFlowLayouts(seed: 0xF10D_0002)
        var layouts = RandomLayouts(seed: 0xF10D_0003)
        for _ in 0..<50 {
            let flow = flows.layout().description
            #expect(flow.numbers.first == LayoutDescription.flowVersion)
            #expect(flow.decoded() == nil)
            #expect(flow.solved() == nil)
            let layout = layouts.layout()
            let compositional = try #require(LayoutDescription(
                configuration: layout.configuration, sections: layout.sections, environment: layout.environment))
            #expect(compositional.decodedFlow() == nil)
            #expect(compositional.solvedFlow() == nil)
        }
    }

    /// Truncated descriptions and numbers of every wrong kind decode to nothing, and never trap.
    @Test func numbersThatDescribeNothingAreRefused() throws {
        var layouts = RandomFlowLayouts(seed: 0xF10D_0004)
        var random = SplitMix64(seed: 0xF10D_0005)
        let strange: [Double] = [.nan, .infinity, -.infinity, -2, 1e300, -1e300, 0.5, 1e9, 256, -1, 2e7]
        for _ in 0..<300 {
            let numbers = layouts.layout().description.numbers
            let cut = Int(random.next() % UInt64(numbers.count))
            #expect(LayoutDescription(numbers: Array(numbers.prefix(cut))).decodedFlow() == nil)
            #expect(LayoutDescription(numbers: numbers + [0]).decodedFlow() == nil)
            var spoiled = numbers
            for _ in 0..<(1 + Int(random.next() % 3)) {
                spoiled[1 + Int(random.next() % UInt64(numbers.count - 1))] = strange[Int(random.next() % UInt64(strange.count))]
            }
            if var solved = LayoutDescription(numbers: spoiled).solvedFlow() {
                for rect in RandomFlowLayouts.rects(for: solved.solution) { _ = solved.elements(in: rect) }
            }
        }
        #expect(LayoutDescription(numbers: []).decodedFlow() == nil)
        #expect(LayoutDescription(numbers: [1_002]).decodedFlow() == nil)
        // A section claiming a billion per-item sizes that the numbers do not hold.
        let spec = FlowLayoutSpec(sections: [FlowSectionSpec(itemCount: 1, itemSizing: .perItem)])
        var numbers = LayoutDescription(flow: spec, environment: FlowEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 2)) { _, _ in
            CGSize(width: 10, height: 10)
        }.numbers
        let itemCountPosition = numbers.count - 11 - 2 - 2
        #expect(numbers[itemCountPosition] == 1 && numbers[itemCountPosition + 1] == 1)
        numbers[itemCountPosition] = 999_999_999
        #expect(LayoutDescription(numbers: numbers).decodedFlow() == nil)
    }
}
