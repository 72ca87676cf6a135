#if !hasFeature(Embedded)
import Foundation
#endif

/// A section's group instances, one after another along an axis.
///
/// Instance `g` holds items `g·N ..< g·N + N` (N = the template's cells). Unmeasured instances are the
/// template; an instance whose cells self-sizing measured is solved again on its own (same membership,
/// new sizes) and the change in its length is kept in a Fenwick tree, so finding an instance's origin
/// and measuring a cell both cost O(log n). Positions are relative to the section's content origin.
public struct GroupRun: Sendable {
    /// The axis instances follow each other along.
    public let axis: LayoutAxis
    /// The solved group every unmeasured instance repeats.
    public let template: SolvedElement
    /// Where instance 0's slot starts across the axis (the top-level group's cross-axis placement).
    public let crossOffset: CGFloat
    /// Fixed edge spacing before each instance's slot along the axis.
    public let leadingSpacing: CGFloat
    /// The length an unmeasured instance takes along the axis: its slot plus fixed edge spacing.
    public let instanceExtent: CGFloat
    /// Space between consecutive instances.
    public let spacing: CGFloat
    /// How many items the run places.
    public let itemCount: Int
    /// Whether a partial last instance is shortened to the cells it holds (spec §5.3).
    let trimsLastInstance: Bool
    /// What re-solving a measured instance needs.
    let groupSpec: GroupSpec
    let groupContainer: LayoutContainer

    private var measuredInstances: [Int: SolvedElement] = [:]
    private var measuredSizes: [Int: [CGSize?]] = [:]
    private var extentChanges: FenwickTree?
    /// Whether the group is sized `uniformAcrossSiblings` along the axis: then every instance takes the
    /// length of the longest measured one (spec §2.2), and the run stays periodic.
    private let sharesLengthAcrossSection: Bool
    private var sharedExtent: CGFloat
    /// The largest length across the axis of the template and the measured instances, kept as instances are measured:
    /// a list measures a row at a time, thousands of rows deep, and the section's size asks for it after each.
    private var largestCrossExtent: CGFloat

    /// How many supplementaries of each kind one full instance holds, and each template supplementary's
    /// place among those of its kind (spec §7.4: index paths count a kind's occurrences in layout order).
    let supplementaryCountByKind: [String: Int]
    let supplementaryOrdinals: [Int]
    let supplementaryIndexByKindAndOrdinal: [String: [Int]]

    init(
        axis: LayoutAxis, template: SolvedElement, crossOffset: CGFloat, leadingSpacing: CGFloat, instanceExtent: CGFloat,
        spacing: CGFloat, itemCount: Int, trimsLastInstance: Bool, groupSpec: GroupSpec, groupContainer: LayoutContainer
    ) {
        self.axis = axis
        self.template = template
        self.crossOffset = crossOffset
        self.leadingSpacing = leadingSpacing
        self.instanceExtent = instanceExtent
        self.spacing = spacing
        self.itemCount = template.items.isEmpty ? 0 : itemCount
        self.trimsLastInstance = trimsLastInstance
        self.groupSpec = groupSpec
        self.groupContainer = groupContainer
        if case .uniformAcrossSiblings = groupSpec.size.dimension(along: axis) {
            sharesLengthAcrossSection = true
        } else {
            sharesLengthAcrossSection = false
        }
        sharedExtent = instanceExtent
        largestCrossExtent = template.size[axis.cross]
        var counts: [String: Int] = [:]
        var ordinals: [Int] = []
        var byKind: [String: [Int]] = [:]
        for (index, supplementary) in template.supplementaries.enumerated() {
            let ordinal = counts[supplementary.elementKind, default: 0]
            ordinals.append(ordinal)
            counts[supplementary.elementKind] = ordinal + 1
            byKind[supplementary.elementKind, default: []].append(index)
        }
        supplementaryCountByKind = counts
        supplementaryOrdinals = ordinals
        supplementaryIndexByKindAndOrdinal = byKind
    }

    // MARK: Instances

    /// Cells per full instance.
    @inlinable public var itemsPerInstance: Int { template.items.count }

    /// How many instances the run has.
    public var instanceCount: Int {
        itemsPerInstance == 0 ? 0 : (itemCount + itemsPerInstance - 1) / itemsPerInstance
    }

    /// How many cells instance `instance` holds (fewer than N only in the last one).
    func itemCount(inInstance instance: Int) -> Int {
        min(itemsPerInstance, itemCount - instance * itemsPerInstance)
    }

    /// The solved group of instance `instance`.
    public func solvedInstance(_ instance: Int) -> SolvedElement {
        measuredInstances[instance] ?? template
    }

    /// The length instance `instance` takes along the axis.
    func extent(ofInstance instance: Int) -> CGFloat {
        if sharesLengthAcrossSection { return sharedExtent }
        return measuredExtent(ofInstance: instance)
    }

    /// The length instance `instance`'s own solution takes along the axis.
    private func measuredExtent(ofInstance instance: Int) -> CGFloat {
        guard let measured = measuredInstances[instance] else { return instanceExtent }
        return instanceExtent - template.size[axis] + measured.size[axis]
    }

    /// The length every instance takes when all take the same, so positions are arithmetic.
    private var periodicExtent: CGFloat? {
        sharesLengthAcrossSection ? sharedExtent : (extentChanges == nil ? instanceExtent : nil)
    }

    /// Where instance `instance` starts along the axis (its edge spacing included).
    public func start(ofInstance instance: Int) -> CGFloat {
        if let periodicExtent { return CGFloat(instance) * (periodicExtent + spacing) }
        return CGFloat(instance) * (instanceExtent + spacing) + (extentChanges?.prefixSum(upTo: instance) ?? 0)
    }

    /// The origin of instance `instance`'s slot.
    public func slotOrigin(ofInstance instance: Int) -> CGPoint {
        CGPoint(along: axis, start(ofInstance: instance) + leadingSpacing, across: crossOffset)
    }

    /// The length all instances cover, the last one trimmed to its cells unless the group fills its container.
    public var contentExtent: CGFloat {
        let count = instanceCount
        guard count > 0 else { return 0 }
        var extent = start(ofInstance: count - 1) + extent(ofInstance: count - 1)
        let remainder = itemCount - (count - 1) * itemsPerInstance
        if trimsLastInstance && remainder < itemsPerInstance {
            let items = solvedInstance(count - 1).items
            let reach = { (slice: ArraySlice<SolvedItem>) in slice.reduce(-CGFloat.infinity) { max($0, $1.frame.maximum(along: axis)) } }
            extent -= reach(items[...]) - reach(items.prefix(remainder))
        }
        return extent
    }

    /// The largest length across the axis any instance takes (an orthogonal section is this tall). O(1).
    public var crossExtent: CGFloat { largestCrossExtent }

    /// The instances whose span along the axis may meet `low ..< high`.
    func instances(meeting low: CGFloat, _ high: CGFloat) -> Range<Int> {
        let count = instanceCount
        guard count > 0, high > low else { return 0..<0 }
        let periodic = periodicExtent
        let stride = (periodic ?? instanceExtent) + spacing
        guard stride > 0 else { return 0..<count }  // overlapping instances: no order to search
        var first: Int
        if let periodic {
            first = Self.index(atOrBelow: (low - periodic) / stride, count: count)
        } else {
            // Instance ends grow with the index: binary search the first that ends after `low`.
            var lower = 0
            var upper = count
            while lower < upper {
                let middle = (lower + upper) / 2
                if start(ofInstance: middle) + extent(ofInstance: middle) <= low { lower = middle + 1 } else { upper = middle }
            }
            first = lower
        }
        first = min(first, count)
        var end = first
        if periodic != nil {
            end = max(first, min(count, Self.index(atOrBelow: high / stride, count: count) + 1))
        } else {
            while end < count, start(ofInstance: end) < high { end += 1 }
        }
        return first..<end
    }

    /// `position` rounded down and clamped to `0 ... count`, for any value a query rectangle can produce
    /// (huge, infinite or NaN ones included).
    private static func index(atOrBelow position: CGFloat, count: Int) -> Int {
        guard position > 0 else { return 0 }
        guard position < CGFloat(count) else { return count }
        return Int(position.rounded(.down))
    }

    // MARK: Items

    /// The frame of `item`'s cell relative to the content origin, or `nil` when the run does not place it.
    public func itemFrame(at item: Int) -> CGRect? {
        guard item >= 0, item < itemCount else { return nil }
        let instance = item / itemsPerInstance
        return solvedInstance(instance).items[item - instance * itemsPerInstance].frame
            .offset(by: slotOrigin(ofInstance: instance))
    }

    /// The zIndex of `item`'s cell.
    func itemZIndex(at item: Int) -> Int {
        template.items[item % itemsPerInstance].zIndex
    }

    /// The axes along which `item`'s size is estimated.
    public func estimatedAxes(ofItem item: Int) -> EstimatedAxes {
        guard itemsPerInstance > 0 else { return [] }
        return template.items[item % itemsPerInstance].estimatedAxes
    }

    /// Calls `body` with each cell meeting `rect` (relative to the content origin) whose instance's slot
    /// meets it too (spec §10).
    func forEachItem(in rect: CGRect, _ body: (_ item: Int, _ frame: CGRect, _ zIndex: Int) -> Void) {
        guard itemCount > 0 else { return }
        for instance in instances(meeting: rect.minimum(along: axis), rect.maximum(along: axis)) {
            let solved = solvedInstance(instance)
            let origin = slotOrigin(ofInstance: instance)
            guard CGRect(origin: origin, size: solved.size).overlaps(rect) else { continue }
            let first = instance * itemsPerInstance
            for slot in 0..<itemCount(inInstance: instance) {
                let cell = solved.items[slot]
                let frame = cell.frame.offset(by: origin)
                if frame.overlaps(rect) { body(first + slot, frame, cell.zIndex) }
            }
        }
    }

    // MARK: Supplementaries

    /// How far supplementaries reach outside their instance along the axis, so that a search for
    /// supplementaries in a rect also visits instances whose badges stick into it.
    private var supplementaryOverhang: CGFloat {
        template.supplementaries.reduce(0) { overhang, supplementary in
            max(overhang, -supplementary.frame.minimum(along: axis), supplementary.frame.maximum(along: axis) - template.size[axis])
        }
    }

    /// Calls `body` with each item or group supplementary meeting `rect` (relative to the content origin).
    func forEachSupplementary(
        in rect: CGRect,
        _ body: (_ kind: String, _ index: Int, _ frame: CGRect, _ zIndex: Int, _ isDecoration: Bool) -> Void
    ) {
        guard itemCount > 0, !template.supplementaries.isEmpty else { return }
        let overhang = supplementaryOverhang
        let range = instances(meeting: rect.minimum(along: axis) - overhang, rect.maximum(along: axis) + overhang)
        for instance in range {
            let solved = solvedInstance(instance)
            let origin = slotOrigin(ofInstance: instance)
            let cells = itemCount(inInstance: instance)
            for (templateIndex, supplementary) in solved.supplementaries.enumerated() where supplementary.hostFirstItem < cells {
                let frame = supplementary.frame.offset(by: origin)
                guard frame.overlaps(rect) else { continue }
                let perInstance = supplementaryCountByKind[supplementary.elementKind] ?? 0
                body(supplementary.elementKind, instance * perInstance + supplementaryOrdinals[templateIndex], frame,
                     supplementary.zIndex, supplementary.isDecoration)
            }
        }
    }

    /// The frame and zIndex of supplementary number `index` of `kind` (relative to the content origin).
    func supplementary(ofKind kind: String, at index: Int) -> (frame: CGRect, zIndex: Int, isDecoration: Bool)? {
        guard let perInstance = supplementaryCountByKind[kind], perInstance > 0, index >= 0 else { return nil }
        let instance = index / perInstance
        guard instance < instanceCount, let templateIndex = supplementaryIndexByKindAndOrdinal[kind]?[index % perInstance]
        else { return nil }
        let supplementary = solvedInstance(instance).supplementaries[templateIndex]
        guard supplementary.hostFirstItem < itemCount(inInstance: instance) else { return nil }
        return (supplementary.frame.offset(by: slotOrigin(ofInstance: instance)), supplementary.zIndex, supplementary.isDecoration)
    }

    // MARK: Self-sizing

    /// Records `size` as `item`'s measured size and solves its instance again (spec §8). Returns how much
    /// the run's content extent changed. O(cells per instance + log instances); O(instances measured) when it makes
    /// the longest or widest instance smaller.
    mutating func measure(item: Int, size: CGSize, solver: ElementSolver) throws(LayoutError) -> CGFloat {
        guard item >= 0, item < itemCount, template.plan != nil else { return 0 }
        let instance = item / itemsPerInstance
        var sizes = measuredSizes[instance] ?? [CGSize?](repeating: nil, count: itemsPerInstance)
        guard sizes[item - instance * itemsPerInstance] != size else { return 0 }
        sizes[item - instance * itemsPerInstance] = size
        let solved = try solver.solve(
            groupSpec, in: groupContainer, following: template.plan ?? .item, measuredSizes: sizes)
        let before = contentExtent
        let oldExtent = measuredExtent(ofInstance: instance)
        let oldChange = oldExtent - instanceExtent
        measuredSizes[instance] = sizes
        let templateCross = template.size[axis.cross]
        let replacedCross = measuredInstances.updateValue(solved, forKey: instance)?.size[axis.cross] ?? templateCross
        largestCrossExtent = Self.largest(
            largestCrossExtent, floor: templateCross, replacing: replacedCross, with: solved.size[axis.cross]
        ) { measuredInstances.values.reduce(templateCross) { max($0, $1.size[axis.cross]) } }
        let newExtent = measuredExtent(ofInstance: instance)
        let newChange = newExtent - instanceExtent
        if sharesLengthAcrossSection {
            sharedExtent = Self.largest(sharedExtent, floor: instanceExtent, replacing: oldExtent, with: newExtent) {
                measuredInstances.keys.reduce(instanceExtent) { max($0, measuredExtent(ofInstance: $1)) }
            }
        } else if newChange != oldChange {
            if extentChanges == nil { extentChanges = FenwickTree(count: instanceCount) }
            extentChanges?.add(newChange - oldChange, at: instance)
        }
        return contentExtent - before
    }

    /// The largest of `floor` and the instances' lengths, `largest` before, once an instance that was `old` long (the
    /// floor if it was not measured) is `new` long: found again with `all` only when the longest instance got shorter
    /// (rare, O(instances measured)); O(1) otherwise.
    private static func largest(
        _ largest: CGFloat, floor: CGFloat, replacing old: CGFloat, with new: CGFloat, all: () -> CGFloat
    ) -> CGFloat {
        if new >= largest { return new }
        return old == largest && old > floor ? all() : largest
    }

    /// The size measured for `item`, if any.
    public func measuredSize(ofItem item: Int) -> CGSize? {
        guard itemsPerInstance > 0 else { return nil }
        let instance = item / itemsPerInstance
        return measuredSizes[instance]?[item - instance * itemsPerInstance] ?? nil
    }
}
