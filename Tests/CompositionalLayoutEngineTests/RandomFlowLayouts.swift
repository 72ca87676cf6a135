import CompositionalLayoutEngine
import Foundation

/// Random flow layouts for property tests, drawn by a seeded generator: one to five sections of one size (now and then
/// a hundred thousand items) or of per-item sizes (some too long for a line, some zero, a few invalid), self-sizing or
/// not, with varied insets, spacings (the interitem one sometimes negative), headers and footers (pinned or not),
/// either scroll direction, every section inset reference, and the uneven content insets of a right-to-left
/// collection view, at every scale — and measurements of self-sizing items.
struct RandomFlowLayouts: SeededDraws {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A flow layout, its environment, and the sizes of its sections' items (estimates where they self-size).
    struct Layout {
        var spec: FlowLayoutSpec
        var environment: FlowEnvironment
        var itemSizes: [[CGSize]]

        /// The size of `item` in `section` as the layout's delegate would give it.
        func size(section: Int, item: Int) -> CGSize { itemSizes[section][item] }

        /// The server's solution: `measurements` are the sizes self-sizing measured before it prepared, of which the
        /// flow layout keeps each item's last valid one (the engine ignores the others).
        func solution(measured measurements: [LayoutDescription.Measurement]) -> FlowSolution {
            var measured: [Int: [Int: CGSize]] = [:]
            for measurement in measurements where measurement.kind == nil && measurement.size.width >= 0 && measurement.size.height >= 0 {
                measured[measurement.indexPath[0], default: [:]][measurement.indexPath[1]] = measurement.size
            }
            return FlowSolution(spec: spec, environment: environment, measuredSizes: measured, sizeOfItem: size)
        }

        /// Its description.
        var description: LayoutDescription {
            LayoutDescription(flow: spec, environment: environment, sizeOfItem: size)
        }
    }

    mutating func layout() -> Layout {
        let horizontal = chance(4)
        var sections: [FlowSectionSpec] = []
        var itemSizes: [[CGSize]] = []
        for _ in 0..<(1 + below(5)) {
            let (section, sizes) = section(horizontal: horizontal)
            sections.append(section)
            itemSizes.append(sizes)
        }
        let across = CGFloat(200 + below(400))
        let along = CGFloat(300 + below(700))
        // A right-to-left collection view gives the flow its right-hand insets as leading ones: uneven either way.
        let contentInsets = LayoutInsets(
            top: CGFloat(below(3) * 10), leading: CGFloat(below(2) * 12), bottom: CGFloat(below(2) * 20), trailing: CGFloat(below(3) * 7))
        let spec = FlowLayoutSpec(
            scrollDirection: horizontal ? .horizontal : .vertical,
            sectionInsetReference: [.contentInset, .safeArea, .layoutMargins][below(3)],
            headersPinToVisibleBounds: chance(2), footersPinToVisibleBounds: chance(3),
            headerElementKind: chance(5) ? "tags-header" : "header", footerElementKind: "footer", sections: sections,
            eagerItemLimit: [0, 10, 1_000][below(3)])
        let environment = FlowEnvironment(
            containerSize: horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along),
            displayScale: CGFloat(1 + below(3)), contentInsets: contentInsets,
            safeAreaInsets: LayoutInsets(top: CGFloat(below(2) * 47), leading: CGFloat(below(2) * 44), bottom: CGFloat(below(2) * 34), trailing: CGFloat(below(2) * 44)),
            layoutMargins: insets(upTo: 24))
        return Layout(spec: spec, environment: environment, itemSizes: itemSizes)
    }

    /// A section and its items' sizes, given in the layout's axes.
    mutating func section(horizontal: Bool) -> (FlowSectionSpec, [CGSize]) {
        let uniform = chance(3)
        let count = uniform && chance(6) ? 100_000 : below(chance(4) ? 400 : 60)
        let base = size()
        let sizes = uniform ? Array(repeating: base, count: count) : (0..<count).map { _ in size() }
        var section = FlowSectionSpec(
            itemCount: count, itemSizing: uniform ? .uniform(base) : .perItem, selfSizing: chance(3),
            insets: insets(upTo: 30), minimumLineSpacing: CGFloat(below(21)),
            minimumInteritemSpacing: CGFloat(below(26)) - 5 * CGFloat(below(2)),
            headerSize: CGSize(width: CGFloat(below(50)), height: chance(2) ? CGFloat(10 + below(40)) : 0),
            footerSize: CGSize(width: CGFloat(below(50)), height: chance(3) ? CGFloat(10 + below(30)) : 0))
        guard horizontal else { return (section, sizes) }
        section.headerSize = CGSize(width: section.headerSize.height, height: section.headerSize.width)
        section.footerSize = CGSize(width: section.footerSize.height, height: section.footerSize.width)
        if case .uniform(let size) = section.itemSizing { section.itemSizing = .uniform(CGSize(width: size.height, height: size.width)) }
        return (section, sizes.map { CGSize(width: $0.height, height: $0.width) })
    }

    /// An item size: mostly tags and tiles, now and then too long for any line, zero, fractional or invalid.
    mutating func size() -> CGSize {
        switch below(40) {
        case 0: return CGSize(width: 900, height: 40)
        case 1: return .zero
        case 2: return CGSize(width: -10, height: 30)
        case 3: return CGSize(width: 350.0 / 3, height: 44.5)
        default: return CGSize(width: CGFloat(20 + below(200)), height: CGFloat(20 + below(80)))
        }
    }

    /// Measurements of items of `layout`'s self-sizing sections (and a few of sections that do not self-size, which
    /// change nothing), as a host would report them; now and then one item twice.
    mutating func measurements(of layout: Layout) -> [LayoutDescription.Measurement] {
        var measurements: [LayoutDescription.Measurement] = []
        for (index, section) in layout.spec.sections.enumerated() where section.itemCount > 0 && (section.selfSizing || chance(6)) {
            for _ in 0..<(1 + below(20)) {
                let item = below(min(section.itemCount, 300))
                let size = chance(4) ? layout.itemSizes[index][item] : self.size()
                measurements.append(LayoutDescription.Measurement(kind: nil, indexPath: IndexPath(indexes: [index, item]), size: size))
            }
        }
        measurements.shuffle(using: &random)
        return measurements
    }

    /// Rects that look at `solution` from end to end along its axis: the first screen, a third of the way, two thirds,
    /// the last screen, and one larger than all (up to 20,000 points long).
    static func rects(for solution: FlowSolution) -> [CGRect] {
        let axis = solution.axis
        let length = solution.contentSize[axis]
        let screen = solution.environment.containerSize
        let window = { (start: CGFloat) in
            CGRect(origin: CGPoint(along: axis, start, across: 0), size: screen)
        }
        return [
            window(0), window(length * 0.37), window(length * 0.71), window(max(0, length - screen[axis])),
            CGRect(origin: CGPoint(x: -100, y: -100),
                   size: CGSize(along: axis, min(length, 20_000) + 200, across: screen[axis.cross] + 200)),
        ]
    }

    mutating func insets(upTo limit: Int) -> LayoutInsets {
        LayoutInsets(
            top: CGFloat(below(limit + 1)), leading: CGFloat(below(limit + 1)), bottom: CGFloat(below(limit + 1)),
            trailing: CGFloat(below(limit + 1)))
    }

}
