import Foundation

/// Lays out one section (spec §5): solves its group once in the section's container, places group
/// instance 0, and works out how far the instances reach — without visiting the items.
struct SectionSolver {
    let configuration: LayoutConfigurationSpec
    let environment: LayoutEnvironment
    let solver: ElementSolver

    var axis: LayoutAxis { configuration.scrollDirection }

    /// The section at `offset` along the scroll axis.
    func solve(
        _ spec: SectionSpec, index: Int, itemCount: Int, offset: CGFloat, issues: inout [LayoutIssue]
    ) throws(LayoutError) -> SectionGeometry {
        let cross = axis.cross
        let insets = spec.contentInsets
        let reference = spec.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : spec.contentInsetsReference
        // Reference insets apply on the edges across the scroll axis only (spec §5.1, §6.4).
        let referenceInsets = environment.insets(for: reference).zeroing(axis)
        let containerSize = environment.containerSize

        // The top-level group resolves against the whole length along the scroll axis, and against what
        // the reference and section insets leave across it (spec §2.1).
        let crossAvailable = containerSize[cross] - referenceInsets.total(along: cross) - insets.total(along: cross)
        let groupContainer = LayoutContainer(
            contentSize: CGSize(along: axis, containerSize[axis], across: crossAvailable)
        )
        let template = try solver.solve(spec.group, in: groupContainer)
        try Self.validate(template)

        let edgeSpacing = spec.group.edgeSpacing
        if edgeSpacing.before(axis)?.isFlexible == true || edgeSpacing.after(axis)?.isFlexible == true {
            issues.append(.flexibleEdgeSpacingIgnored(section: index))
        }

        // Along the axis only fixed edge spacing counts, and it lengthens every group instance.
        let groupExtent = template.size[axis] + edgeSpacing.fixedTotal(along: axis)
        let stride = groupExtent + spec.interGroupSpacing

        // Across the axis the group is arranged alone, so flexible edges can centre it (spec §3.2).
        let before = edgeSpacing.before(cross)
        let after = edgeSpacing.after(cross)
        let flexibleEdges = CGFloat((before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0))
        let crossLeftover = crossAvailable - template.size[cross] - (before?.value ?? 0) - (after?.value ?? 0)
        let crossExtra = flexibleEdges > 0 ? crossLeftover / flexibleEdges : 0
        let leadingShare = (before?.value ?? 0) + (before?.isFlexible == true ? crossExtra : 0)
        let trailingShare = (after?.value ?? 0) + (after?.isFlexible == true ? crossExtra : 0)

        let contentCrossStart = referenceInsets.before(cross) + insets.before(cross)
        let firstGroupOrigin = CGPoint(
            along: axis, offset + insets.before(axis) + (edgeSpacing.before(axis)?.fixedValue ?? 0),
            across: contentCrossStart + leadingShare
        )

        let perGroup = template.items.count
        if perGroup == 0 && itemCount > 0 { issues.append(.itemsNotPlaced(section: index, itemCount: itemCount)) }
        let placed = perGroup == 0 ? 0 : itemCount
        let contentExtent = Self.contentExtent(
            of: spec, template: template, itemCount: placed, groupExtent: groupExtent, axis: axis
        )
        let sectionExtent = insets.before(axis) + contentExtent + insets.after(axis)
        let crossEnd = contentCrossStart + leadingShare + template.size[cross] + trailingShare
            + insets.after(cross) + referenceInsets.after(cross)
        let frame = CGRect(
            origin: CGPoint(along: axis, offset, across: 0),
            size: CGSize(along: axis, sectionExtent, across: max(containerSize[cross], crossEnd))
        )
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite,
            firstGroupOrigin.x.isFinite, firstGroupOrigin.y.isFinite, stride.isFinite
        else { throw .invalidFrame(frame) }

        return SectionGeometry(
            index: index, frame: frame, itemCount: itemCount, placedItemCount: placed, axis: axis,
            template: template, firstGroupOrigin: firstGroupOrigin, groupStride: stride, isPlaceholder: false
        )
    }

    /// The length the section's group instances cover (spec §5.3): full instances, a last instance
    /// trimmed to the items it holds (unless the group fills its container), and the spacing between.
    static func contentExtent(
        of spec: SectionSpec, template: SolvedElement, itemCount: Int, groupExtent: CGFloat, axis: LayoutAxis
    ) -> CGFloat {
        let perGroup = template.items.count
        guard perGroup > 0, itemCount > 0 else { return 0 }
        let fullGroups = itemCount / perGroup
        let remainder = itemCount % perGroup
        let groupCount = fullGroups + (remainder > 0 ? 1 : 0)

        var lastExtent: CGFloat = 0
        if remainder > 0 {
            let fillsContainer = spec.group.size == LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
            if fillsContainer {
                lastExtent = groupExtent
            } else {
                let reach = { (items: ArraySlice<SolvedItem>) in
                    items.reduce(-CGFloat.infinity) { max($0, $1.frame.maximum(along: axis)) }
                }
                lastExtent = groupExtent - (reach(template.items[...]) - reach(template.items.prefix(remainder)))
            }
        }
        return groupExtent * CGFloat(fullGroups) + lastExtent + spec.interGroupSpacing * CGFloat(groupCount - 1)
    }

    /// Rejects a template whose frames are not finite or have a negative size (spec §9).
    static func validate(_ template: SolvedElement) throws(LayoutError) {
        for item in template.items {
            let frame = item.frame
            let finite = frame.origin.x.isFinite && frame.origin.y.isFinite
                && frame.size.width.isFinite && frame.size.height.isFinite
            if !finite || frame.size.width < 0 || frame.size.height < 0 { throw .invalidFrame(frame) }
        }
        if !template.size.width.isFinite || !template.size.height.isFinite {
            throw .invalidFrame(CGRect(origin: .zero, size: template.size))
        }
    }
}
