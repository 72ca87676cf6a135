#if !hasFeature(Embedded)
import Foundation
#endif

/// Lays out one section (spec §5): solves its group once in the section's container, places group
/// instance 0, works out how far the instances reach, then frames the section with its boundary items
/// and decorations — without visiting the items.
struct SectionSolver {
    let configuration: LayoutConfigurationSpec
    let environment: LayoutEnvironment
    let solver: ElementSolver

    var layoutAxis: LayoutAxis { configuration.scrollDirection }

    /// The section at `offset` along the scroll axis.
    func solve(
        _ spec: SectionSpec, index: Int, itemCount: Int, offset: CGFloat, issues: inout [LayoutIssue]
    ) throws(LayoutError) -> SectionGeometry {
        try Self.validate(spec.boundaryItems)
        if let waterfall = spec.waterfall {
            return try solveWaterfall(waterfall, of: spec, index: index, itemCount: itemCount, offset: offset)
        }
        let axis = layoutAxis
        let cross = axis.cross
        let isOrthogonal = spec.orthogonalScrolling != .none
        // A normal section's groups follow the layout's axis; an orthogonal section's form a row across it.
        let runAxis = isOrthogonal ? cross : axis
        let runCross = runAxis.cross
        let insets = spec.contentInsets
        let reference = spec.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : spec.contentInsetsReference
        // Reference insets apply on the edges across the scroll axis only (spec §5.1, §6.4).
        let referenceInsets = environment.insets(for: reference).zeroing(axis)
        let containerSize = environment.containerSize

        // The top-level group resolves against the whole length along its section's axis, and against what
        // the reference and section insets leave across it (spec §2.1, §5.4).
        let crossAvailable = containerSize[runCross] - referenceInsets.total(along: runCross) - insets.total(along: runCross)
        let groupContainer = LayoutContainer(
            contentSize: CGSize(along: runAxis, containerSize[runAxis], across: crossAvailable))
        let template = try solver.solve(spec.group, in: groupContainer)
        try Self.validate(template)

        let edgeSpacing = spec.group.edgeSpacing
        if edgeSpacing.before(runAxis)?.isFlexible == true || edgeSpacing.after(runAxis)?.isFlexible == true {
            issues.append(.flexibleEdgeSpacingIgnored(section: index))
        }
        if template.items.isEmpty && itemCount > 0 { issues.append(.itemsNotPlaced(section: index, itemCount: itemCount)) }

        // Across the run the group is arranged alone, so flexible edges can centre it (spec §3.2).
        let before = edgeSpacing.before(runCross)
        let after = edgeSpacing.after(runCross)
        let flexibleEdges = CGFloat((before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0))
        let leftover = crossAvailable - template.size[runCross] - (before?.value ?? 0) - (after?.value ?? 0)
        let crossExtra = flexibleEdges > 0 ? leftover / flexibleEdges : 0
        let leadingShare = (before?.value ?? 0) + (before?.isFlexible == true ? crossExtra : 0)

        let run = GroupRun(
            axis: runAxis, template: template, crossOffset: leadingShare,
            leadingSpacing: edgeSpacing.before(runAxis)?.fixedValue ?? 0,
            instanceExtent: template.size[runAxis] + edgeSpacing.fixedTotal(along: runAxis),
            spacing: spec.interGroupSpacing, itemCount: itemCount,
            trimsLastInstance: spec.group.size != LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
            groupSpec: spec.group, groupContainer: groupContainer)
        let envelope = SectionEnvelope(
            layoutAxis: axis, containerSize: containerSize, referenceInsets: referenceInsets, contentInsets: insets,
            boundaryItems: spec.boundaryItems, decorations: spec.decorations,
            supplementariesFollowContentInsets: spec.supplementariesFollowContentInsets,
            orthogonalScrolling: spec.orthogonalScrolling, paddingBefore: spec.paddingBefore,
            paddingAfter: spec.paddingAfter, solver: solver)
        var section = SectionGeometry(
            index: index, itemCount: itemCount, isPlaceholder: false, offset: offset, run: run, envelope: envelope)
        try section.layOutEnvelope()
        guard section.size.width.isFinite, section.size.height.isFinite, run.instanceExtent.isFinite,
            run.crossOffset.isFinite, spec.interGroupSpacing.isFinite
        else { throw .invalidFrame(section.frame) }
        return section
    }

    /// A waterfall section: its columns share what the reference and section insets leave across the axis.
    private func solveWaterfall(
        _ waterfall: WaterfallSpec, of spec: SectionSpec, index: Int, itemCount: Int, offset: CGFloat
    ) throws(LayoutError) -> SectionGeometry {
        let axis = layoutAxis
        let reference = spec.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : spec.contentInsetsReference
        let referenceInsets = environment.insets(for: reference).zeroing(axis)
        let crossLength = environment.containerSize[axis.cross] - referenceInsets.total(along: axis.cross)
            - spec.contentInsets.total(along: axis.cross)
        let columns = try WaterfallRun(spec: waterfall, itemCount: itemCount, crossLength: crossLength, axis: axis,
                                       grid: solver.grid)
        var section = placeholder(index: index, itemCount: itemCount, offset: offset, isPlaceholder: false)
        section.waterfall = columns
        section.envelope = SectionEnvelope(
            layoutAxis: axis, containerSize: environment.containerSize, referenceInsets: referenceInsets,
            contentInsets: spec.contentInsets, boundaryItems: spec.boundaryItems, decorations: spec.decorations,
            supplementariesFollowContentInsets: spec.supplementariesFollowContentInsets, orthogonalScrolling: .none,
            paddingBefore: spec.paddingBefore, paddingAfter: spec.paddingAfter, solver: solver)
        try section.layOutEnvelope()
        return section
    }

    /// A section that takes no room and places nothing: a `nil` definition, or one that failed to solve.
    func placeholder(index: Int, itemCount: Int, offset: CGFloat, isPlaceholder: Bool = true) -> SectionGeometry {
        let empty = GroupSpec(arrangement: layoutAxis == .vertical ? .vertical : .horizontal,
                              size: LayoutSize(width: .absolute(1), height: .absolute(1)), subitems: [])
        let run = GroupRun(
            axis: layoutAxis, template: SolvedElement(size: .zero, items: []), crossOffset: 0, leadingSpacing: 0,
            instanceExtent: 0, spacing: 0, itemCount: 0, trimsLastInstance: false, groupSpec: empty,
            groupContainer: LayoutContainer(contentSize: .zero))
        let envelope = SectionEnvelope(
            layoutAxis: layoutAxis, containerSize: environment.containerSize, referenceInsets: .zero, contentInsets: .zero,
            boundaryItems: [], decorations: [], supplementariesFollowContentInsets: true, orthogonalScrolling: .none,
            paddingBefore: 0, paddingAfter: 0, solver: solver)
        var section = SectionGeometry(
            index: index, itemCount: itemCount, isPlaceholder: isPlaceholder, offset: offset, run: run, envelope: envelope)
        try? section.layOutEnvelope()  // cannot fail: there is nothing to resolve
        return section
    }

    /// Rejects boundary items UIKit rejects: duplicate kinds, and alignments that name no edge.
    static func validate(_ items: [BoundarySupplementarySpec]) throws(LayoutError) {
        var kinds = Set<String>()
        for item in items {
            guard !item.alignment.isEmpty else { throw .invalidBoundaryAlignment(elementKind: item.elementKind) }
            guard kinds.insert(item.elementKind).inserted else { throw .duplicateSupplementaryKind(item.elementKind) }
        }
    }

    /// Rejects a template whose frames are not finite or have a negative size (spec §9).
    static func validate(_ template: SolvedElement) throws(LayoutError) {
        let frames = template.items.map { $0.frame } + template.supplementaries.map { $0.frame }
        for frame in frames {
            let finite = frame.origin.x.isFinite && frame.origin.y.isFinite
                && frame.size.width.isFinite && frame.size.height.isFinite
            if !finite || frame.size.width < 0 || frame.size.height < 0 { throw .invalidFrame(frame) }
        }
        if !template.size.width.isFinite || !template.size.height.isFinite {
            throw .invalidFrame(CGRect(origin: .zero, size: template.size))
        }
    }
}
