#if !hasFeature(Embedded)
import Foundation
#endif

/// What a section's frame, boundary items and decorations are computed from. Kept with the section so
/// that they can be computed again when self-sizing changes its content or its boundary items.
struct SectionEnvelope: Sendable {
    let layoutAxis: LayoutAxis
    let containerSize: CGSize
    /// The reference boundary's insets, on the edges across the layout's axis only.
    let referenceInsets: LayoutInsets
    let contentInsets: LayoutInsets
    let boundaryItems: [BoundarySupplementarySpec]
    let decorations: [DecorationSpec]
    let supplementariesFollowContentInsets: Bool
    let orthogonalScrolling: OrthogonalScrollingBehavior
    /// Space outside the section's frame, before and after it along the layout's axis.
    let paddingBefore: CGFloat
    let paddingAfter: CGFloat
    let solver: ElementSolver
    /// Sizes self-sizing measured for boundary items, by their index in `boundaryItems`.
    var measuredBoundarySizes: [Int: CGSize] = [:]

    var isOrthogonal: Bool { orthogonalScrolling != .none }
}

extension SectionGeometry {
    /// Computes the section's size, content origin, boundary items, decorations and row from its envelope
    /// and its run (spec §5.1, §5.4, §7.2, §7.5).
    mutating func layOutEnvelope() throws(LayoutError) {
        let envelope = self.envelope
        let axis = envelope.layoutAxis
        let cross = axis.cross
        let insets = envelope.contentInsets
        let reference = envelope.referenceInsets
        let container = envelope.containerSize

        // Along the layout's axis an orthogonal section is as long as its tallest group; others as their content.
        let bodyLength = insets.before(axis) + contentLength + insets.after(axis)

        let follows = envelope.supplementariesFollowContentInsets
        let hostCrossStart = reference.before(cross) + (follows ? insets.before(cross) : 0)
        let hostCrossLength = container[cross] - reference.total(along: cross) - (follows ? insets.total(along: cross) : 0)
        // Boundary items resolve across against their host, along against the whole container (spec §2.1).
        let sizing = LayoutContainer(contentSize: CGSize(along: axis, container[axis], across: hostCrossLength))
        var sizes: [CGSize] = []
        for (index, spec) in envelope.boundaryItems.enumerated() {
            var size = try envelope.solver.resolve(spec.size, in: sizing)
            if let measured = envelope.measuredBoundarySizes[index] { size = EstimatedAxes(spec.size).merging(measured, into: size) }
            sizes.append(size)
        }
        let (beforeEdge, afterEdge) = RectEdges.edges(along: axis)
        let placement = BoundaryItemPlacement(axis: axis)
        let (headerLength, footerLength) = placement.extensions(of: envelope.boundaryItems, sizes: sizes)

        // Pinned leading and trailing items of an orthogonal section ride its row at the row's ends.
        let (rowBeforeEdge, rowAfterEdge) = RectEdges.edges(along: cross)
        func ridesRow(_ spec: BoundarySupplementarySpec) -> Bool {
            envelope.isOrthogonal && spec.pinToVisibleBounds && !spec.alignment.contains(beforeEdge)
                && !spec.alignment.contains(afterEdge)
                && (spec.alignment.contains(rowBeforeEdge) || spec.alignment.contains(rowAfterEdge))
        }
        var rowLeadingLength: CGFloat = 0
        var rowTrailingLength: CGFloat = 0
        for (spec, size) in zip(envelope.boundaryItems, sizes) where ridesRow(spec) && spec.extendsBoundary {
            if spec.alignment.contains(rowBeforeEdge) { rowLeadingLength = max(rowLeadingLength, size[cross]) }
            else { rowTrailingLength = max(rowTrailingLength, size[cross]) }
        }

        let centering = envelope.orthogonalScrolling == .groupPagingCentered
            ? max(0, (container[cross] - run.template.size[cross]) / 2) : 0
        let rowStart = reference.before(cross) + insets.before(cross) + centering
        let crossStart = rowStart + rowLeadingLength
        contentOrigin = CGPoint(along: axis, headerLength + insets.before(axis), across: crossStart)
        let crossLength = envelope.isOrthogonal
            ? container[cross]
            : max(container[cross], crossStart + contentCrossReach + insets.after(cross) + reference.after(cross))
        let length = isPlaceholder ? 0 : headerLength + bodyLength + footerLength
        size = CGSize(along: axis, length, across: crossLength)

        let host = CGRect(origin: CGPoint(along: axis, headerLength, across: hostCrossStart),
                          size: CGSize(along: axis, bodyLength, across: hostCrossLength))
        let rowEnd = crossStart + run.contentExtent + rowTrailingLength
        let rowHost = CGRect(origin: CGPoint(along: axis, headerLength + insets.before(axis), across: rowStart),
                             size: CGSize(along: axis, contentLength, across: rowEnd - rowStart))
        boundaryItems = placement.place(
            envelope.boundaryItems, sizes: sizes, in: host, contentStart: headerLength,
            contentEnd: headerLength + bodyLength, lifted: hasBackground)
        // Pinned leading and trailing items of an orthogonal row are anchored in the row and pin along it.
        let rowPlacement = BoundaryItemPlacement(axis: cross)
        for (index, spec) in envelope.boundaryItems.enumerated() where ridesRow(spec) {
            var plain = spec
            plain.extendsBoundary = false  // the row already made room for it
            boundaryItems[index].frame = rowPlacement.frame(of: plain, size: sizes[index], in: rowHost)
            boundaryItems[index].pinning = BoundaryItem.Pinning(
                axis: cross, edge: spec.alignment.contains(rowBeforeEdge) ? .before : .after,
                contentStart: rowStart, contentEnd: rowEnd)
            boundaryItems[index].scrollsWithRow = true
        }

        decorations = length > 0
            ? envelope.decorations.map { spec in
                DecorationItem(elementKind: spec.elementKind, frame: spec.contentInsets.inset(CGRect(origin: .zero, size: size)),
                               zIndex: spec.zIndex)
            }
            : []

        row = envelope.isOrthogonal
            ? OrthogonalRow(
                behavior: envelope.orthogonalScrolling, viewportLength: container[cross],
                contentLength: rowEnd + insets.after(cross) + reference.after(cross) + centering,
                centeringInset: centering)
            : nil
    }
}
