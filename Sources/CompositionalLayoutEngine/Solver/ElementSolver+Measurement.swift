#if !hasFeature(Embedded)
import Foundation
#endif

extension ElementSolver {
    /// Solves a group instance again with the sizes self-sizing measured for some of its cells (spec §8).
    ///
    /// The instance keeps the subitems its template placed (`plan`); only sizes change. A measured size
    /// replaces a cell's slot along its estimated axes; estimated group sides then hold exactly what the
    /// group holds (so a row with an estimated height is as tall as its tallest cell, whose neighbours keep
    /// their own heights), and siblings sized `uniformAcrossSiblings` grow to the largest of them.
    /// `measuredSizes[i]` belongs to the instance's `i`-th cell; `nil` keeps the estimate.
    ///
    /// Cost: O(cells in the group).
    public func solve(
        _ group: GroupSpec, in container: LayoutContainer, following plan: PlacementPlan, measuredSizes: [CGSize?]
    ) throws(LayoutError) -> SolvedElement {
        var cursor = 0
        return try replay(.group(group), plan: plan, in: container, measuredSizes: measuredSizes, cursor: &cursor)
    }

    private func replay(
        _ element: LayoutElementSpec, plan: PlacementPlan, in container: LayoutContainer, measuredSizes: [CGSize?],
        cursor: inout Int
    ) throws(LayoutError) -> SolvedElement {
        switch element {
        case .item(let item):
            let measured = cursor < measuredSizes.count ? measuredSizes[cursor] : nil
            cursor += 1
            return try solve(item, in: container, measured: measured)
        case .group(let group):
            guard case .group(let placedSubitems) = plan, !isCustom(group) else {
                // Custom groups place the provider's frames as given; measurements do not move them.
                let solved = try solve(group, in: container)
                cursor += solved.items.count
                return solved
            }
            let size = try resolve(group.size, in: container)
            let insets = effectiveInsets(group.contentInsets, of: group.size, resolved: size)
            let inner = LayoutContainer(contentSize: size, contentInsets: insets)
            let axis = group.arrangement.axis
            let childContainer = containerForPlacedSubitems(of: group, placed: placedSubitems, axis: axis, inner: inner)

            var placed: [PlacedElement] = []
            placed.reserveCapacity(placedSubitems.count)
            var firstCells: [Int] = []
            for placedSubitem in placedSubitems {
                let subitem = group.subitems[placedSubitem.subitemIndex]
                firstCells.append(cursor)
                let solved = try replay(
                    subitem, plan: placedSubitem.plan, in: childContainer, measuredSizes: measuredSizes, cursor: &cursor)
                placed.append(PlacedElement(subitemIndex: placedSubitem.subitemIndex, solved: solved, edgeSpacing: subitem.edgeSpacing))
            }
            try equalizeUniformSiblings(&placed, of: group, in: childContainer)
            return try finish(group, size: size, placed: placed, axis: axis, inner: inner)
        }
    }

    private func isCustom(_ group: GroupSpec) -> Bool {
        if case .custom = group.arrangement { return true }
        return false
    }

    /// The container the template's subitems were finally solved in: shrunk by the spacing when a placed
    /// subitem depends on the container along the group's axis (spec §4.3).
    private func containerForPlacedSubitems(
        of group: GroupSpec, placed: [PlacementPlan.PlacedSubitem], axis: LayoutAxis, inner: LayoutContainer
    ) -> LayoutContainer {
        let spacing = group.interItemSpacing?.value ?? 0
        let anyDependent = placed.contains { group.subitems[$0.subitemIndex].size.dependsOnContainer(along: axis) }
        guard abs(spacing) > Self.spacingEpsilon, anyDependent, placed.count >= 2 else { return inner }
        var shrunk = inner.effectiveContentSize
        shrunk[axis] -= spacing * CGFloat(placed.count - 1)
        return LayoutContainer(contentSize: shrunk)
    }

    /// Items sized `uniformAcrossSiblings` along an axis take the largest such sibling's length (spec §2.2).
    private func equalizeUniformSiblings(
        _ placed: inout [PlacedElement], of group: GroupSpec, in container: LayoutContainer
    ) throws(LayoutError) {
        for axis in [LayoutAxis.horizontal, .vertical] {
            let uniform = placed.indices.filter { index in
                guard case .item(let item) = group.subitems[placed[index].subitemIndex],
                    case .uniformAcrossSiblings = item.size.dimension(along: axis)
                else { return false }
                return true
            }
            guard uniform.count > 1 else { continue }
            let largest = uniform.map { placed[$0].solved.size[axis] }.max() ?? 0
            for index in uniform where placed[index].solved.size[axis] < largest {
                guard case .item(let item) = group.subitems[placed[index].subitemIndex] else { continue }
                var grown = placed[index].solved.size
                grown[axis] = largest
                placed[index].solved = try solve(item, in: container, measured: grown)
            }
        }
    }
}
