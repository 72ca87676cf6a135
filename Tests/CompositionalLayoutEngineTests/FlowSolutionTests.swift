import CompositionalLayoutEngine
import Foundation
import Testing

/// A flow layout computed the plain way — every line of every section, item by item, vertical only — to compare the
/// solver's periodic runs, lazy lines and self-sizing with.
struct FlowReference {
    struct Section {
        var sizes: [CGSize]
        var insets: LayoutInsets
        var lineSpacing: CGFloat
        var itemSpacing: CGFloat
        var header: CGFloat
        var footer: CGFloat
    }

    var items: [[CGRect]] = []
    var headers: [CGRect?] = []
    var footers: [CGRect?] = []
    var sectionStarts: [CGFloat] = []
    var height: CGFloat = 0

    /// Lays out `sections` in content `width` wide whose lines keep `before` and `after` clear on their sides.
    init(sections: [Section], width: CGFloat, before: CGFloat = 0, after: CGFloat = 0) {
        let tolerance: CGFloat = 1e-6
        var y: CGFloat = 0
        for section in sections {
            let start = y
            sectionStarts.append(start)
            headers.append(section.header > 0 ? CGRect(x: 0, y: y, width: width, height: section.header) : nil)
            y += section.header + section.insets.top
            let origin = before + section.insets.leading
            let available = width - before - after - section.insets.leading - section.insets.trailing
            let sizes = section.sizes
            var lines: [[Int]] = []
            var next = 0
            while next < sizes.count {
                var line = [next]
                var used = sizes[next].width
                if used <= available + tolerance {
                    while next + line.count < sizes.count {
                        let width = sizes[next + line.count].width
                        if width > available + tolerance || used + section.itemSpacing + width > available + tolerance { break }
                        used += section.itemSpacing + width
                        line.append(next + line.count)
                    }
                }
                lines.append(line)
                next += line.count
            }
            let uniform = sizes.allSatisfy { $0 == sizes[0] }
            var frames = [CGRect](repeating: .zero, count: sizes.count)
            for (number, line) in lines.enumerated() {
                let thickness = line.map { sizes[$0].height }.max() ?? 0
                let widths = line.reduce(CGFloat(0)) { $0 + sizes[$1].width }
                var x = origin
                var gap = section.itemSpacing
                if number == lines.count - 1 && !uniform {
                    // the minimum spacing from the leading inset
                } else if line.count == 1 {
                    if widths <= available + tolerance { x += (available - widths) / 2 }
                } else {
                    gap = (available - widths) / CGFloat(line.count - 1)
                }
                for item in line {
                    let size = sizes[item]
                    frames[item] = CGRect(x: x, y: y + (thickness - size.height) / 2, width: size.width, height: size.height)
                    x += size.width + gap
                }
                y += thickness + (number == lines.count - 1 ? 0 : section.lineSpacing)
            }
            items.append(frames)
            y += section.insets.bottom
            footers.append(section.footer > 0 ? CGRect(x: 0, y: y, width: width, height: section.footer) : nil)
            y += section.footer
            y = max(y, start)
        }
        height = y
    }
}

extension CGRect {
    /// The rectangle with x and y, and width and height, exchanged.
    var transposed: CGRect { CGRect(x: minY, y: minX, width: height, height: width) }

    func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-6 && abs(minY - other.minY) < 1e-6 && abs(width - other.width) < 1e-6
            && abs(height - other.height) < 1e-6
    }
}

extension CGSize {
    var transposed: CGSize { CGSize(width: height, height: width) }
}

/// The flow solver (engine): periodic sections, lines built as far as queries reach, self-sizing, and the same
/// frames as the plain reference on random layouts.
@Suite struct FlowSolutionTests {
    static let worked = FlowSectionSpec(
        itemCount: 6, itemSizing: .uniform(CGSize(width: 100, height: 50)),
        insets: LayoutInsets(top: 10, leading: 10, bottom: 10, trailing: 10), minimumLineSpacing: 20,
        minimumInteritemSpacing: 10)

    static func environment(width: CGFloat = 390, height: CGFloat = 844) -> FlowEnvironment {
        FlowEnvironment(containerSize: CGSize(width: width, height: height), displayScale: 3)
    }

    @Test func theWorkedExample() {
        var solution = FlowSolution(spec: FlowLayoutSpec(sections: [Self.worked]), environment: Self.environment())
        let frames = (0..<6).map { solution.frameForItem(section: 0, item: $0) }
        #expect(frames == [
            CGRect(x: 10, y: 10, width: 100, height: 50), CGRect(x: 145, y: 10, width: 100, height: 50),
            CGRect(x: 280, y: 10, width: 100, height: 50), CGRect(x: 10, y: 80, width: 100, height: 50),
            CGRect(x: 145, y: 80, width: 100, height: 50), CGRect(x: 280, y: 80, width: 100, height: 50),
        ])
        #expect(solution.contentSize == CGSize(width: 390, height: 140))
        // One run of lines stands for the whole section.
        #expect(solution.sections[0].lineTableCount == 1)
    }

    /// A million items of one size: one run of lines, never a size asked, every frame arithmetic.
    @Test func aMillionItemsOfOneSizeAreOneRun() {
        var section = Self.worked
        section.itemCount = 1_000_000
        var asked = 0
        var solution = FlowSolution(spec: FlowLayoutSpec(sections: [section]), environment: Self.environment()) { _, _ in
            asked += 1
            return .zero
        }
        #expect(solution.sections[0].lineTableCount == 2)  // 333,333 full lines, then the lone last item's
        let last = solution.frameForItem(section: 0, item: 999_998)
        #expect(last == CGRect(x: 280, y: 10 + 333_332 * 70, width: 100, height: 50))
        let deep = solution.elements(in: CGRect(x: 0, y: 10 + 200_000 * 70, width: 390, height: 50))
        #expect(deep.map { $0.indexPath[1] }.sorted() == [600_000, 600_001, 600_002])
        #expect(asked == 0)
    }

    /// Per-item sizes: lines are built as far as queries reach, each size asked once; the rest is estimated from the
    /// lines built, and exact once the last line is.
    @Test func perItemSizesAreBuiltAsFarAsQueriesReach() {
        let widths: [CGFloat] = [60, 90, 120, 150]
        var asked: [Int] = []
        let size: (Int, Int) -> CGSize = { _, item in
            asked.append(item)
            return CGSize(width: widths[item % 4], height: 40)
        }
        var section = FlowSectionSpec(itemCount: 100_000, itemSizing: .perItem, minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        section.headerSize = CGSize(width: 0, height: 30)
        var solution = FlowSolution(
            spec: FlowLayoutSpec(sections: [section, section]), environment: Self.environment(), sizeOfItem: size)
        // Only the first item of each section was asked, to estimate its length.
        #expect(asked == [0, 0])
        let estimated = solution.contentSize.height
        let top = solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844), sizeOfItem: size)
        #expect(top.contains { $0.indexPath[1] == 0 })
        #expect(solution.sections[0].builtItems < 100)
        #expect(asked.count < 100)
        #expect(Set(asked.dropFirst(2)).count == asked.count - 2)
        // Built to the end of both sections, the content is what the reference lays out.
        _ = solution.frameForItem(section: 1, item: 99_999, sizeOfItem: size)
        _ = solution.frameForItem(section: 0, item: 99_999, sizeOfItem: size)
        #expect(solution.sections.count == 2)
        #expect(solution.sections.allSatisfy { $0.isComplete })
        let sizes = (0..<100_000).map { CGSize(width: widths[$0 % 4], height: 40) }
        let reference = FlowReference(
            sections: Array(repeating: FlowReference.Section(
                sizes: sizes, insets: .zero, lineSpacing: 10, itemSpacing: 10, header: 30, footer: 0), count: 2),
            width: 390)
        #expect(solution.contentSize.height == reference.height)
        #expect(estimated != reference.height)
        let deep = solution.frameForItem(section: 1, item: 54_321, sizeOfItem: size)
        #expect(deep == reference.items[1][54_321])
        #expect(asked.count == 200_000)
    }

    /// A section of per-item sizes short enough to be built whole is built whole again when measured: its length stays
    /// exact, and the sections after it stay where a solution prepared with the measurement puts them. (A section built
    /// as far as queries reach is built again as they reach it.)
    @Test func aSectionBuiltWholeIsBuiltWholeAgainWhenMeasured() {
        let widths: [CGFloat] = [60, 90, 120, 150]
        let size: (Int, Int) -> CGSize = { _, item in CGSize(width: widths[item % 4], height: 40) }
        let spec = FlowLayoutSpec(sections: [
            FlowSectionSpec(itemCount: 60, itemSizing: .perItem, selfSizing: true, minimumLineSpacing: 10, minimumInteritemSpacing: 10),
            FlowSectionSpec(itemCount: 9, itemSizing: .uniform(CGSize(width: 100, height: 100))),
        ])
        let measurement = (item: 3, size: CGSize(width: 300, height: 70))
        var measured = FlowSolution(spec: spec, environment: Self.environment(), sizeOfItem: size)
        let changed = measured.setMeasuredSizes([measurement], inSection: 0, sizeOfItem: size)
        #expect(changed)
        #expect(measured.sections[0].isComplete)
        let prepared = FlowSolution(
            spec: spec, environment: Self.environment(), measuredSizes: [0: [measurement.item: measurement.size]], sizeOfItem: size)
        #expect(measured.contentSize == prepared.contentSize)
        #expect(measured.sections[1].offset == prepared.sections[1].offset)
    }

    /// A measurement deep in a million items of one size splits the run around the measured item's lines only: the
    /// lines before it stay one run, those after it form another.
    @Test func aMeasurementDeepInAMillionItemsSplitsTheRun() {
        var section = Self.worked
        section.itemCount = 1_000_000
        section.selfSizing = true
        var solution = FlowSolution(spec: FlowLayoutSpec(sections: [section]), environment: Self.environment())
        let before = solution.contentSize.height
        let changed = solution.setMeasuredSizes([(item: 900_001, size: CGSize(width: 100, height: 90))], inSection: 0)
        #expect(changed)
        #expect(solution.sections[0].lineTableCount <= 5)
        // Item 900,001's line (300,000) is 40 taller; its neighbours are centred on it; everything after moves 40 down.
        let line = 10 + 300_000 * 70
        let frames = [900_000, 900_001, 900_003, 899_999].map { solution.frameForItem(section: 0, item: $0) }
        #expect(frames == [
            CGRect(x: 10, y: CGFloat(line + 20), width: 100, height: 50), CGRect(x: 145, y: CGFloat(line), width: 100, height: 90),
            CGRect(x: 10, y: CGFloat(line + 110), width: 100, height: 50), CGRect(x: 280, y: CGFloat(line - 70), width: 100, height: 50),
        ])
        #expect(solution.contentSize.height == before + 40)
        // Measuring it back at its estimate joins nothing up, but lays out the same lines as before.
        let restored = solution.setMeasuredSizes([(item: 900_001, size: CGSize(width: 100, height: 50))], inSection: 0)
        #expect(restored)
        #expect(solution.contentSize.height == before)
        let again = solution.setMeasuredSizes([(item: 900_001, size: CGSize(width: 100, height: 50))], inSection: 0)
        #expect(!again)
    }

    /// Pinned headers follow the visible start within their section; footers the visible end.
    @Test func pinnedHeadersAndFootersStayInTheirSection() {
        var section = Self.worked
        section.headerSize = CGSize(width: 0, height: 40)
        section.footerSize = CGSize(width: 0, height: 30)
        let spec = FlowLayoutSpec(headersPinToVisibleBounds: true, footersPinToVisibleBounds: true, sections: [section, section])
        let solution = FlowSolution(spec: spec, environment: Self.environment(height: 100))
        // Section 0: header 0–40, lines 50–170, inset to 180, footer 180–210. Section 1 from 210.
        let scrolled = LayoutQueryContext(visibleBounds: CGRect(x: 0, y: 60, width: 390, height: 100))
        let header = IndexPath(indexes: [0, 0])
        #expect(solution.elementForSupplementary(ofKind: "header", at: header, context: scrolled)?.frame
            == CGRect(x: 0, y: 60, width: 390, height: 40))
        #expect(solution.elementForSupplementary(ofKind: "footer", at: header, context: scrolled)?.frame
            == CGRect(x: 0, y: 130, width: 390, height: 30))
        let late = LayoutQueryContext(visibleBounds: CGRect(x: 0, y: 200, width: 390, height: 100))
        // Scrolled past it, the header rests on the footer's top and the footer where it lies.
        #expect(solution.elementForSupplementary(ofKind: "header", at: header, context: late)?.frame
            == CGRect(x: 0, y: 140, width: 390, height: 40))
        #expect(solution.elementForSupplementary(ofKind: "footer", at: header, context: late)?.frame
            == CGRect(x: 0, y: 180, width: 390, height: 30))
        let range = solution.pinningRange(ofSupplementaryKind: "header", at: IndexPath(indexes: [1, 0]))
        #expect(range?.edge == .before)
        #expect([range?.restingOrigin, range?.length, range?.lowerBound, range?.upperBound] == [210, 40, 210, 390])
    }

    // MARK: Random layouts against the reference

    struct RandomLayout {
        var spec: FlowLayoutSpec
        var environment: FlowEnvironment
        /// Each section's sizes as given (estimates when self-sizing).
        var givenSizes: [[CGSize]]

        init(_ random: inout SplitMix64) {
            let horizontal = Bool.random(using: &random)
            let sectionCount = Int.random(in: 1...4, using: &random)
            var sections: [FlowSectionSpec] = []
            givenSizes = []
            for _ in 0..<sectionCount {
                let count = Int.random(in: 0...40, using: &random)
                let uniform = Int.random(in: 0...2, using: &random) == 0
                let base = CGSize(width: CGFloat(Int.random(in: 0...160, using: &random)), height: CGFloat(Int.random(in: 0...80, using: &random)))
                let sizes = (0..<count).map { _ in
                    uniform ? base : CGSize(width: CGFloat(Int.random(in: 0...200, using: &random)),
                                            height: CGFloat(Int.random(in: 0...80, using: &random)))
                }
                givenSizes.append(sizes)
                sections.append(FlowSectionSpec(
                    itemCount: count, itemSizing: uniform ? .uniform(base) : .perItem,
                    selfSizing: Int.random(in: 0...2, using: &random) == 0,
                    insets: LayoutInsets(
                        top: CGFloat(Int.random(in: 0...20, using: &random)), leading: CGFloat(Int.random(in: 0...30, using: &random)),
                        bottom: CGFloat(Int.random(in: 0...20, using: &random)), trailing: CGFloat(Int.random(in: 0...30, using: &random))),
                    minimumLineSpacing: CGFloat(Int.random(in: 0...20, using: &random)),
                    minimumInteritemSpacing: CGFloat(Int.random(in: -5...20, using: &random)),
                    headerSize: CGSize(width: 7, height: CGFloat([0, 0, 25].randomElement(using: &random) ?? 0)),
                    footerSize: CGSize(width: 9, height: CGFloat([0, 0, 15].randomElement(using: &random) ?? 0))))
            }
            if horizontal {
                for index in sections.indices {
                    let insets = sections[index].insets
                    sections[index].insets = LayoutInsets(
                        top: insets.leading, leading: insets.top, bottom: insets.trailing, trailing: insets.bottom)
                    sections[index].headerSize = sections[index].headerSize.transposed
                    sections[index].footerSize = sections[index].footerSize.transposed
                    if case .uniform(let size) = sections[index].itemSizing { sections[index].itemSizing = .uniform(size.transposed) }
                }
                givenSizes = givenSizes.map { $0.map(\.transposed) }
            }
            spec = FlowLayoutSpec(
                scrollDirection: horizontal ? .horizontal : .vertical, sections: sections,
                eagerItemLimit: [0, 10, 1_000].randomElement(using: &random) ?? 0)
            let across = CGFloat(Int.random(in: 200...400, using: &random))
            let insetBefore = CGFloat(Int.random(in: 0...10, using: &random))
            environment = FlowEnvironment(
                containerSize: horizontal ? CGSize(width: 500, height: across) : CGSize(width: across, height: 500),
                displayScale: 1,
                contentInsets: horizontal
                    ? LayoutInsets(top: insetBefore, leading: 0, bottom: 0, trailing: 0)
                    : LayoutInsets(top: 0, leading: insetBefore, bottom: 0, trailing: 0))
        }

        /// The reference layout for `sizes` (each section's current sizes), in the spec's axes.
        func reference(sizes: [[CGSize]]) -> FlowReference {
            let horizontal = spec.scrollDirection == .horizontal
            let sections = zip(spec.sections, sizes).map { section, sizes in
                let insets = section.insets
                return FlowReference.Section(
                    sizes: horizontal ? sizes.map(\.transposed) : sizes,
                    insets: horizontal
                        ? LayoutInsets(top: insets.leading, leading: insets.top, bottom: insets.trailing, trailing: insets.bottom)
                        : insets,
                    lineSpacing: section.minimumLineSpacing, itemSpacing: section.minimumInteritemSpacing,
                    header: horizontal ? section.headerSize.width : section.headerSize.height,
                    footer: horizontal ? section.footerSize.width : section.footerSize.height)
            }
            let across = horizontal
                ? environment.containerSize.height - environment.contentInsets.top
                : environment.containerSize.width - environment.contentInsets.leading
            var reference = FlowReference(sections: sections, width: across)
            if horizontal {
                reference.items = reference.items.map { $0.map(\.transposed) }
                reference.headers = reference.headers.map { $0?.transposed }
                reference.footers = reference.footers.map { $0?.transposed }
            }
            return reference
        }
    }

    /// Random layouts queried as a scroll would (windows from the start to the end) give the reference's elements in
    /// each window; then, built whole, every frame and the content size are the reference's.
    @Test func randomLayoutsMatchTheReferenceWhenScrolledThrough() {
        var random = SplitMix64(seed: 0xF10F)
        for round in 0..<500 {
            let layout = RandomLayout(&random)
            let sizes = layout.givenSizes
            let reference = layout.reference(sizes: sizes)
            var solution = FlowSolution(spec: layout.spec, environment: layout.environment) { sizes[$0][$1] }
            let axis = layout.spec.scrollDirection
            var position: CGFloat = -20
            while position < reference.height + 20 {
                let length = CGFloat(Int.random(in: 30...400, using: &random))
                let window = CGRect(origin: CGPoint(along: axis, position, across: 0),
                                    size: CGSize(along: axis, length, across: 1_000))
                let found = solution.elements(in: window) { sizes[$0][$1] }.filter { $0.category == .cell }
                var expected: [IndexPath] = []
                for (section, frames) in reference.items.enumerated() {
                    for (item, frame) in frames.enumerated() where frame.overlaps(window) {
                        expected.append(IndexPath(indexes: [section, item]))
                    }
                }
                #expect(found.map(\.indexPath).sorted() == expected, "round \(round) at \(position)")
                position += length
            }
            #expect(solution.sections.count == layout.spec.sections.count, "round \(round)")
            #expect(solution.sections.allSatisfy { $0.isComplete }, "round \(round)")
            Self.expectSame(&solution, reference, round: round)
        }
    }

    /// Random layouts queried item by item in a random order, then measured in random batches (self-sizing sections),
    /// give the reference's frames for the sizes they have.
    @Test func randomLayoutsMatchTheReferenceInAnyOrderAndAfterMeasuring() {
        var random = SplitMix64(seed: 0x5EED_F10)
        for round in 0..<500 {
            let layout = RandomLayout(&random)
            var sizes = layout.givenSizes
            var solution = FlowSolution(spec: layout.spec, environment: layout.environment) { sizes[$0][$1] }
            var order = layout.spec.sections.indices.flatMap { section in (0..<sizes[section].count).map { (section, $0) } }
            order.shuffle(using: &random)
            for (section, item) in order.prefix(8) { _ = solution.frameForItem(section: section, item: item) { sizes[$0][$1] } }
            for _ in 0..<3 {
                for section in layout.spec.sections.indices where layout.spec.sections[section].selfSizing && !sizes[section].isEmpty {
                    var batch: [(item: Int, size: CGSize)] = []
                    for _ in 0..<Int.random(in: 1...4, using: &random) {
                        let item = Int.random(in: 0..<sizes[section].count, using: &random)
                        let size = Bool.random(using: &random)
                            ? layout.givenSizes[section][item]
                            : CGSize(width: CGFloat(Int.random(in: 0...200, using: &random)), height: CGFloat(Int.random(in: 0...80, using: &random)))
                        batch.append((item, size))
                        sizes[section][item] = size
                    }
                    let given = layout.givenSizes
                    solution.setMeasuredSizes(batch, inSection: section) { given[$0][$1] }
                }
                for (section, item) in order.shuffled(using: &random).prefix(5) {
                    _ = solution.frameForItem(section: section, item: item) { layout.givenSizes[$0][$1] }
                }
            }
            for (section, item) in order { _ = solution.frameForItem(section: section, item: item) { layout.givenSizes[$0][$1] } }
            let reference = layout.reference(sizes: sizes)
            Self.expectSame(&solution, reference, round: round)
            let everything = CGRect(x: -100, y: -100, width: 100_000, height: 100_000)
            let found = solution.elements(in: everything).filter { $0.category == .cell }.map(\.indexPath).sorted()
            let expected = reference.items.enumerated().flatMap { section, frames in
                frames.indices.filter { frames[$0].overlaps(everything) }.map { IndexPath(indexes: [section, $0]) }
            }
            #expect(found == expected, "round \(round)")
        }
    }

    static func expectSame(_ solution: inout FlowSolution, _ reference: FlowReference, round: Int) {
        for (section, frames) in reference.items.enumerated() {
            for (item, frame) in frames.enumerated() {
                let found = solution.sections[section].itemFrame(at: item)
                #expect(found?.isClose(to: frame) == true, "round \(round): item \(item) of \(section) at \(String(describing: found)), not \(frame)")
            }
            let header = solution.elementForSupplementary(ofKind: "header", at: IndexPath(indexes: [section, 0]))?.frame
            #expect(header == reference.headers[section].map { solution.grid.round($0) }, "round \(round)")
            let footer = solution.elementForSupplementary(ofKind: "footer", at: IndexPath(indexes: [section, 0]))?.frame
            #expect(footer == reference.footers[section].map { solution.grid.round($0) }, "round \(round)")
        }
        #expect(solution.contentSize[solution.axis] == solution.grid.round(reference.height), "round \(round)")
    }
}
