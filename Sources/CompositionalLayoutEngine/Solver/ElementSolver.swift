#if !hasFeature(Embedded)
import Foundation
#endif

/// Solves items and groups in a container (spec §2–§4): resolves sizes, fits subitems, arranges them.
///
/// Pure arithmetic on value types. No pixel rounding happens here except the flooring of fractional
/// dimensions; final frames are rounded when they are handed out (spec §9).
public struct ElementSolver: Sendable {
    /// The pixel grid fractional dimensions are floored to.
    public let grid: PixelGrid

    /// How far a group's subitems may overflow it, in points, and still count as fitting (spec §4.3).
    public static let fittingTolerance: CGFloat = 0.25

    /// Insets below this value (and above zero) are fractions of the element's size, as in UIKit (spec §3.1, [M]).
    public static let fractionalInsetThreshold: CGFloat = 0.5

    /// Spacing magnitudes at or below this count as no spacing at all.
    static let spacingEpsilon: CGFloat = 1e-9

    /// A solver flooring fractional dimensions to `grid`.
    public init(grid: PixelGrid) {
        self.grid = grid
    }

    // MARK: Sizes

    /// `size` resolved in `container` (spec §2.1): fractions of the container's effective size (or its whole
    /// size when `ignoringInsets`), floored to the pixel grid; points as given.
    public func resolve(
        _ size: LayoutSize, in container: LayoutContainer, ignoringInsets: Bool = false
    ) throws(LayoutError) -> CGSize {
        if let invalid = size.invalidDimension { throw .invalidDimension(invalid) }
        let base = ignoringInsets ? container.contentSize : container.effectiveContentSize
        return CGSize(width: resolve(size.width, base: base), height: resolve(size.height, base: base))
    }

    @inlinable func resolve(_ dimension: LayoutDimension, base: CGSize) -> CGFloat {
        switch dimension {
        case .absolute(let points), .estimated(let points), .uniformAcrossSiblings(let points):
            return points
        case .fractionalWidth(let fraction):
            return grid.floor(base.width * fraction)
        case .fractionalHeight(let fraction):
            return grid.floor(base.height * fraction)
        }
    }

    /// The content insets an element really gets (spec §3.1): none along estimated axes, and values
    /// in (0, 0.5) taken as fractions of the element's resolved size.
    public func effectiveInsets(_ insets: LayoutInsets, of size: LayoutSize, resolved: CGSize) -> LayoutInsets {
        func effective(_ value: CGFloat, length: CGFloat) -> CGFloat {
            value > 0 && value < Self.fractionalInsetThreshold ? value * length : value
        }
        var result = LayoutInsets(
            top: effective(insets.top, length: resolved.height),
            leading: effective(insets.leading, length: resolved.width),
            bottom: effective(insets.bottom, length: resolved.height),
            trailing: effective(insets.trailing, length: resolved.width)
        )
        if size.width.isEstimated { result = result.zeroing(.horizontal) }
        if size.height.isEstimated { result = result.zeroing(.vertical) }
        return result
    }

    // MARK: Elements

    /// Solves an item or a group in `container`.
    public func solve(_ element: LayoutElementSpec, in container: LayoutContainer) throws(LayoutError) -> SolvedElement {
        switch element {
        case .item(let item): return try solve(item, in: container)
        case .group(let group): return try solve(group, in: container)
        }
    }

    /// An item's slot is its resolved size; its cell is the slot inset by its content insets. A measured
    /// size, when self-sizing has one, replaces the slot along the item's estimated axes.
    public func solve(_ item: ItemSpec, in container: LayoutContainer, measured: CGSize? = nil) throws(LayoutError) -> SolvedElement {
        let estimatedAxes = EstimatedAxes(item.size)
        var slot = try resolve(item.size, in: container)
        if let measured { slot = estimatedAxes.merging(measured, into: slot) }
        let insets = effectiveInsets(item.contentInsets, of: item.size, resolved: slot)
        // An inset wider than the slot leaves the difference, taken positive (spec §3.1, MEAS, [L]).
        let cell = CGRect(
            x: insets.leading, y: insets.top,
            width: abs(slot.width - insets.leading - insets.trailing),
            height: abs(slot.height - insets.top - insets.bottom)
        )
        let supplementaries = try anchor(item.supplementaries, to: cell, hostFirstItem: 0)
        return SolvedElement(
            size: slot, items: [SolvedItem(frame: cell, zIndex: item.zIndex, estimatedAxes: estimatedAxes)],
            supplementaries: supplementaries, plan: .item
        )
    }

    /// Places supplementary items anchored to `host` (spec §7.1, §7.4): each resolves its size against the
    /// host's size, meets the host at its anchor, then is inset by its own content insets.
    func anchor(_ specs: [SupplementarySpec], to host: CGRect, hostFirstItem: Int) throws(LayoutError) -> [SolvedSupplementary] {
        guard !specs.isEmpty else { return [] }
        var solved: [SolvedSupplementary] = []
        solved.reserveCapacity(specs.count)
        for spec in specs {
            let size = try resolve(spec.size, in: LayoutContainer(contentSize: host.size))
            let origin = LayoutAnchor.origin(
                of: size, in: host, containerAnchor: spec.containerAnchor, itemAnchor: spec.itemAnchor)
            let frame = spec.contentInsets.inset(CGRect(origin: origin, size: size))
            solved.append(SolvedSupplementary(
                elementKind: spec.elementKind, frame: frame, zIndex: spec.zIndex, hostFirstItem: hostFirstItem,
                isDecoration: spec.isDecoration))
        }
        return solved
    }

    /// Solves a group: its size, then how many subitems fit and where they go (spec §4.2–§4.6).
    public func solve(_ group: GroupSpec, in container: LayoutContainer) throws(LayoutError) -> SolvedElement {
        let size = try resolve(group.size, in: container)
        let insets = effectiveInsets(group.contentInsets, of: group.size, resolved: size)
        let inner = LayoutContainer(contentSize: size, contentInsets: insets)

        if case .custom(let provider) = group.arrangement {
            let providerSize = try resolve(group.size, in: container, ignoringInsets: true)
            let frames = provider(LayoutContainer(contentSize: providerSize, contentInsets: insets))
            let supplementaries = try anchor(group.supplementaries, to: CGRect(origin: .zero, size: size), hostFirstItem: 0)
            return SolvedElement(size: size, items: frames.map { SolvedItem(frame: $0.frame, zIndex: $0.zIndex) },
                                 supplementaries: supplementaries)
        }

        let axis = group.arrangement.axis
        let estimatedAlongAxis = group.size.dimension(along: axis).isEstimated
        let available = inner.effectiveContentSize[axis]
        guard size.width > 0, size.height > 0, available > 0 || estimatedAlongAxis else {
            throw .noRoom(contentInsets: insets, size: size)
        }
        guard !group.subitems.isEmpty else { throw .noSubitems }
        if case .exactly(let count) = group.capacity, count < 1 { throw .invalidCount(count) }

        let placed = try fit(group, axis: axis, inner: inner, estimatedAlongAxis: estimatedAlongAxis)
        return try finish(group, size: size, placed: placed, axis: axis, inner: inner)
    }

    /// Arranges placed subitems and completes the group: estimated sides hold exactly what the group
    /// holds (spec §4.3, §8), then the group's own supplementaries come before its children's.
    func finish(
        _ group: GroupSpec, size resolvedSize: CGSize, placed: [PlacedElement], axis: LayoutAxis, inner: LayoutContainer
    ) throws(LayoutError) -> SolvedElement {
        var size = resolvedSize
        let arranged = arrange(placed, along: axis, in: inner, spacing: group.interItemSpacing ?? .fixed(0))
        if group.size.dimension(along: axis).isEstimated { size[axis] = arranged.extent[axis] }
        if group.size.dimension(along: axis.cross).isEstimated { size[axis.cross] = arranged.extent[axis.cross] }
        let own = try anchor(group.supplementaries, to: CGRect(origin: .zero, size: size), hostFirstItem: 0)
        let plan = PlacementPlan.group(placed: placed.map {
            PlacementPlan.PlacedSubitem(subitemIndex: $0.subitemIndex, plan: $0.solved.plan ?? .item)
        })
        return SolvedElement(size: size, items: arranged.items, supplementaries: own + arranged.supplementaries, plan: plan)
    }

    // MARK: Fitting (spec §4.3)

    /// A subitem that found room in its group, with the spacing around it.
    struct PlacedElement {
        var subitemIndex: Int
        var solved: SolvedElement
        var edgeSpacing: LayoutEdgeSpacing
    }

    /// Decides how many subitems the group holds and solves each one in the container it gets.
    ///
    /// Subitems cycle (`a b a b …`) until the next one would overflow. When spacing is set and a placed
    /// subitem's size depends on the container along the group's axis, the subitems are solved again in
    /// a container shrunk by the total spacing, so `fractionalWidth(0.5)` with `.fixed(10)` gives two
    /// items of `(width − 10) / 2`.
    func fit(
        _ group: GroupSpec, axis: LayoutAxis, inner: LayoutContainer, estimatedAlongAxis: Bool
    ) throws(LayoutError) -> [PlacedElement] {
        let spacing = group.interItemSpacing?.value ?? 0
        let exactCount: Int? = if case .exactly(let count) = group.capacity { count } else { nil }
        let hasSpacing = abs(spacing) > Self.spacingEpsilon
        let available = inner.effectiveContentSize[axis]
        var container = inner
        var reduced = false

        while true {
            // Each subitem solves the same way in a given container; solve it once per pass.
            var solvedSubitems = [SolvedElement?](repeating: nil, count: group.subitems.count)
            var remaining = available
            var remainingAtCycleStart = available
            var placed: [PlacedElement] = []
            var anyDependent = false
            var index = 0
            var cycles = 0

            while true {
                let subitem = group.subitems[index]
                let solved: SolvedElement
                if let cached = solvedSubitems[index] {
                    solved = cached
                } else {
                    solved = try solve(subitem, in: container)
                    solvedSubitems[index] = solved
                }
                let dependent = subitem.size.dependsOnContainer(along: axis)
                if hasSpacing && !placed.isEmpty && (!dependent || reduced) { remaining -= spacing }
                remaining -= solved.size[axis] + subitem.edgeSpacing.fixedTotal(along: axis)

                let fits = exactCount != nil || estimatedAlongAxis || remaining >= -Self.fittingTolerance
                guard fits else {
                    if placed.isEmpty { throw .cannotFitSingleItem(effectiveSize: inner.effectiveContentSize) }
                    break
                }
                placed.append(PlacedElement(subitemIndex: index, solved: solved, edgeSpacing: subitem.edgeSpacing))
                anyDependent = anyDependent || dependent

                index += 1
                if index == group.subitems.count {
                    index = 0
                    cycles += 1
                    if exactCount == nil && !estimatedAlongAxis {
                        // A whole cycle that used no room would repeat forever.
                        guard remaining < remainingAtCycleStart else {
                            throw .subitemsTakeNoRoom(effectiveSize: inner.effectiveContentSize)
                        }
                        remainingAtCycleStart = remaining
                    }
                }
                if let exactCount {
                    if placed.count == exactCount { break }
                } else if estimatedAlongAxis && cycles > 0 {
                    break  // a group estimated along its axis holds each subitem once
                }
            }

            if !reduced && hasSpacing && anyDependent && placed.count >= 2 {
                var shrunk = inner.effectiveContentSize
                shrunk[axis] -= spacing * CGFloat(placed.count - 1)
                container = LayoutContainer(contentSize: shrunk)
                reduced = true
                continue
            }
            return placed
        }
    }

    // MARK: Arrangement (spec §4.4)

    /// Positions placed subitems along the group's axis and across it, sharing leftover room among
    /// flexible spacings, and flattens their cells into the group's coordinates.
    func arrange(
        _ placed: [PlacedElement], along axis: LayoutAxis, in inner: LayoutContainer, spacing: LayoutSpacing
    ) -> (items: [SolvedItem], supplementaries: [SolvedSupplementary], extent: CGSize) {
        let cross = axis.cross
        let available = inner.effectiveContentSize
        let gaps = CGFloat(placed.count - 1)

        var total = spacing.value * gaps
        var flexibleCount = spacing.isFlexible ? gaps : 0
        for element in placed {
            total += element.solved.size[axis]
            for edge in [element.edgeSpacing.before(axis), element.edgeSpacing.after(axis)] {
                total += edge?.value ?? 0
                if edge?.isFlexible == true { flexibleCount += 1 }
            }
        }
        let extra = flexibleCount > 0 ? (available[axis] - total) / flexibleCount : 0
        let gap = spacing.value + (spacing.isFlexible ? extra : 0)

        func share(_ edge: LayoutSpacing?, extra: CGFloat) -> CGFloat {
            guard let edge else { return 0 }
            return edge.value + (edge.isFlexible ? extra : 0)
        }

        var items: [SolvedItem] = []
        items.reserveCapacity(placed.reduce(0) { $0 + $1.solved.items.count })
        var supplementaries: [SolvedSupplementary] = []
        var position = inner.contentInsets.before(axis)
        var crossExtent: CGFloat = 0
        for (index, element) in placed.enumerated() {
            position += share(element.edgeSpacing.before(axis), extra: extra)
            var origin = CGPoint(along: axis, position, across: 0)
            position += element.solved.size[axis] + share(element.edgeSpacing.after(axis), extra: extra)
            if index < placed.count - 1 { position += gap }

            // Across the axis each subitem is arranged alone (n = 1, no inter-item spacing).
            let before = element.edgeSpacing.before(cross)
            let after = element.edgeSpacing.after(cross)
            let crossTotal = element.solved.size[cross] + (before?.value ?? 0) + (after?.value ?? 0)
            let crossFlexible = CGFloat((before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0))
            let crossExtra = crossFlexible > 0 ? (available[cross] - crossTotal) / crossFlexible : 0
            origin[cross] = inner.contentInsets.before(cross) + share(before, extra: crossExtra)
            crossExtent = max(crossExtent, origin[cross] + element.solved.size[cross] + share(after, extra: crossExtra))

            for supplementary in element.solved.supplementaries {
                var moved = supplementary
                moved.frame = supplementary.frame.offset(by: origin)
                moved.hostFirstItem += items.count
                supplementaries.append(moved)
            }
            for item in element.solved.items {
                var moved = item
                moved.frame = item.frame.offset(by: origin)
                items.append(moved)
            }
        }
        let extent = CGSize(
            along: axis, position + inner.contentInsets.after(axis),
            across: crossExtent + inner.contentInsets.after(cross)
        )
        return (items, supplementaries, extent)
    }
}
