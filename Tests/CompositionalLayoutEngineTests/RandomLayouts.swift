import CompositionalLayoutEngine
import Foundation

/// Random layouts for property tests, drawn by a seeded generator: one to four sections of nested groups with every
/// kind of dimension, insets, fixed and flexible spacing, edge spacing, badges, headers and footers (estimated or
/// absolute, pinned or not), background decorations, orthogonal rows, item counts up to a million, in containers of
/// phone to desktop size at every scale — and measurements of estimated items.
struct RandomLayouts: SeededDraws {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// A layout: its settings, sections and environment.
    struct Layout {
        var configuration: LayoutConfigurationSpec
        var sections: [SectionInput]
        var environment: LayoutEnvironment
    }

    mutating func layout() -> Layout {
        let width = CGFloat(320 + below(705))
        let environment = LayoutEnvironment(
            containerSize: CGSize(width: width, height: CGFloat(500 + below(500))), displayScale: CGFloat(1 + below(3)),
            safeAreaInsets: LayoutInsets(top: 0, leading: chance(4) ? 20 : 0, bottom: 0, trailing: chance(4) ? 20 : 0),
            layoutMargins: insets(upTo: 20), readableContentInsets: insets(upTo: 40))
        var configuration = LayoutConfigurationSpec(interSectionSpacing: CGFloat(below(3) * 8))
        if chance(8) { configuration.scrollDirection = .horizontal }
        if chance(5) { configuration.boundaryItems = [boundary(kind: "layout-header", alignment: .top)] }
        var sections: [SectionInput] = []
        for _ in 0..<(1 + below(4)) {
            let spec = section()
            sections.append(SectionInput(spec: spec, itemCount: chance(10) ? 1_000_000 : below(2_000)))
        }
        return Layout(configuration: configuration, sections: sections, environment: environment)
    }

    /// Measurements of items of `layout`'s sections, as self-sizing would report them.
    mutating func measurements(of layout: Layout) -> [LayoutDescription.Measurement] {
        var measurements: [LayoutDescription.Measurement] = []
        for (sectionIndex, input) in layout.sections.enumerated() where input.itemCount > 0 && chance(2) {
            for _ in 0..<(1 + below(20)) {
                measurements.append(LayoutDescription.Measurement(
                    kind: nil, indexPath: IndexPath(indexes: [sectionIndex, below(min(input.itemCount, 500))]),
                    size: CGSize(width: CGFloat(20 + below(300)), height: CGFloat(20 + below(120)))))
            }
        }
        return measurements
    }

    mutating func section() -> SectionSpec {
        var spec = SectionSpec(
            group: group(depth: 0), contentInsets: insets(upTo: 20), interGroupSpacing: CGFloat(below(3) * 5),
            supplementariesFollowContentInsets: chance(2))
        if chance(3) { spec.boundaryItems.append(boundary(kind: "header", alignment: .top)) }
        if chance(4) { spec.boundaryItems.append(boundary(kind: "footer", alignment: .bottom)) }
        if chance(4) { spec.decorations = [DecorationSpec(elementKind: "background", zIndex: [-10, -1, 0][below(3)], contentInsets: insets(upTo: 8))] }
        if chance(5) {
            spec.orthogonalScrolling = OrthogonalScrollingBehavior.allCases[1 + below(OrthogonalScrollingBehavior.allCases.count - 1)]
        }
        return spec
    }

    mutating func group(depth: Int) -> GroupSpec {
        let horizontal = chance(2) || depth == 0
        var subitems: [LayoutElementSpec] = []
        for _ in 0..<(1 + below(3)) {
            subitems.append(depth < 1 && chance(4) ? .group(group(depth: depth + 1)) : item())
        }
        var group = GroupSpec(
            arrangement: horizontal ? .horizontal : .vertical,
            size: LayoutSize(
                width: depth == 0 ? .fractionalWidth(1) : .fractionalWidth(CGFloat(1 + below(4)) / 4),
                height: chance(3) ? .estimated(CGFloat(40 + below(80))) : .absolute(CGFloat(40 + below(120)))),
            subitems: subitems, capacity: chance(3) ? .exactly(1 + below(4)) : .asManyAsFit,
            interItemSpacing: chance(2) ? (chance(2) ? .fixed(CGFloat(below(10))) : .flexible(CGFloat(below(10)))) : nil,
            contentInsets: insets(upTo: 6))
        if chance(6) { group.supplementaries = [badge()] }
        return group
    }

    mutating func item() -> LayoutElementSpec {
        let widths: [LayoutDimension] = [
            .fractionalWidth(CGFloat(1 + below(4)) / 4), .absolute(CGFloat(40 + below(100))), .estimated(CGFloat(40 + below(100))),
        ]
        let heights: [LayoutDimension] = [
            .fractionalHeight(1), .absolute(CGFloat(30 + below(80))), .estimated(CGFloat(30 + below(80))),
            .uniformAcrossSiblings(estimate: CGFloat(30 + below(80))),
        ]
        var spec = ItemSpec(
            size: LayoutSize(width: widths[below(widths.count)], height: heights[below(heights.count)]),
            contentInsets: insets(upTo: 4))
        if chance(5) {
            spec.edgeSpacing = LayoutEdgeSpacing(
                leading: .flexible(CGFloat(below(8))), top: .fixed(CGFloat(below(8))), trailing: nil, bottom: nil)
        }
        if chance(6) { spec.supplementaries = [badge()] }
        spec.zIndex = below(3)
        return .item(spec)
    }

    mutating func badge() -> SupplementarySpec {
        SupplementarySpec(
            size: LayoutSize(width: .absolute(20), height: .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: CGPoint(x: 0.3, y: -0.3), isFractionalOffset: true),
            itemAnchor: chance(2) ? LayoutAnchor(edges: [.bottom, .leading]) : nil)
    }

    mutating func boundary(kind: String, alignment: RectEdges) -> BoundarySupplementarySpec {
        BoundarySupplementarySpec(
            size: LayoutSize(width: .fractionalWidth(1), height: chance(2) ? .estimated(44) : .absolute(CGFloat(30 + below(30)))),
            elementKind: kind, alignment: alignment, extendsBoundary: !chance(4), pinToVisibleBounds: chance(3))
    }

    mutating func insets(upTo limit: Int) -> LayoutInsets {
        guard chance(2) else { return .zero }
        return LayoutInsets(
            top: CGFloat(below(limit + 1)), leading: CGFloat(below(limit + 1)), bottom: CGFloat(below(limit + 1)),
            trailing: CGFloat(below(limit + 1)))
    }

}
