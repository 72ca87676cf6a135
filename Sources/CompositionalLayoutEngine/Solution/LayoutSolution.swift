#if !hasFeature(Embedded)
import Foundation
#endif

/// One section as the data source and section provider describe it.
public struct SectionInput: Sendable {
    /// The section's definition; `nil` when the section provider returned none.
    public var spec: SectionSpec?
    /// How many items the data source has in the section.
    public var itemCount: Int

    /// A section described by `spec` (or by none) with `itemCount` items.
    public init(spec: SectionSpec?, itemCount: Int) {
        self.spec = spec
        self.itemCount = itemCount
    }
}

/// A compositional layout solved for one environment: section frames, content size, and queries for
/// any element.
///
/// Solving costs O(sections): each section's group is solved once and item frames are computed when
/// asked for (spec §5.3). Item lookups are O(1) (O(log n) in a section self-sizing has measured);
/// `forEachElement(in:context:)` is O(log sections + log n + elements returned). The value is `Sendable`:
/// it can be solved off the main actor and queried from anywhere. Self-sizing mutates it in place
/// (`setMeasuredSize`), moving only what follows the measured element.
public struct LayoutSolution: Sendable {
    /// The layout-wide settings the solution was solved with.
    public let configuration: LayoutConfigurationSpec
    /// The container size, display scale and insets the solution was solved for.
    public let environment: LayoutEnvironment
    /// The solved sections, in order; their frames follow each other along the scroll axis.
    public private(set) var sections: [SectionGeometry]
    /// The size of all content, each component rounded to the pixel grid; never narrower (across the
    /// scroll axis) than the container.
    public private(set) var contentSize: CGSize
    /// The layout's own headers and footers, in content coordinates (spec §7.3).
    public private(set) var boundaryItems: [BoundaryItem] = []
    /// What the solver rejected or worked around.
    public private(set) var issues: [LayoutIssue]
    /// The pixel grid frames are rounded to.
    public let grid: PixelGrid
    /// Whether some section's group is sized as a fraction of the container's length along the scroll
    /// axis, so that changing that length changes the layout (across the axis it always does).
    public let dependsOnContainerLength: Bool

    private let solver: ElementSolver
    /// The layout's boundary items that solved (all of them, or none when one is invalid).
    private var layoutBoundarySpecs: [BoundarySupplementarySpec]
    private var measuredBoundarySizes: [Int: CGSize] = [:]

    /// Solves `sections` in `environment` (spec §1 pipeline, §6.2 stacking, §7.3 layout boundary items).
    public init(configuration: LayoutConfigurationSpec, sections inputs: [SectionInput], environment: LayoutEnvironment) {
        let grid = PixelGrid(scale: environment.displayScale)
        let solver = ElementSolver(grid: grid)
        let sectionSolver = SectionSolver(configuration: configuration, environment: environment, solver: solver)
        let axis = configuration.scrollDirection
        var issues: [LayoutIssue] = []
        var sections: [SectionGeometry] = []
        sections.reserveCapacity(inputs.count)
        var dependsOnContainerLength = false
        for (index, input) in inputs.enumerated() {
            guard let spec = input.spec else {
                if input.itemCount > 0 {
                    issues.append(.missingSectionDefinition(section: index, itemCount: input.itemCount))
                }
                sections.append(sectionSolver.placeholder(index: index, itemCount: input.itemCount, offset: 0))
                continue
            }
            if spec.group.size.dependsOnContainer(along: spec.orthogonalScrolling == .none ? axis : axis.cross) {
                dependsOnContainerLength = true
            }
            do throws(LayoutError) {
                sections.append(try sectionSolver.solve(
                    spec, index: index, itemCount: input.itemCount, offset: 0, issues: &issues))
            } catch {
                issues.append(.sectionFailed(section: index, error))
                sections.append(sectionSolver.placeholder(index: index, itemCount: input.itemCount, offset: 0))
            }
        }
        self.configuration = configuration
        self.environment = environment
        self.sections = sections
        self.issues = issues
        self.grid = grid
        self.solver = solver
        self.dependsOnContainerLength = dependsOnContainerLength
        self.contentSize = .zero
        self.layoutBoundarySpecs = configuration.boundaryItems
        do throws(LayoutError) {
            try SectionSolver.validate(layoutBoundarySpecs)
            try restack()
        } catch {
            self.issues.append(.layoutBoundaryItemsFailed(error))
            layoutBoundarySpecs = []
            try? restack()  // cannot fail without boundary items to resolve
        }
    }

    // MARK: Stacking (spec §6.2, §7.3)

    /// Places the sections one after another, then the layout's boundary items around them.
    private mutating func restack() throws(LayoutError) {
        let axis = configuration.scrollDirection
        let cross = axis.cross
        let container = environment.containerSize
        let reference = environment.insets(for: configuration.contentInsetsReference).zeroing(axis)
        let hostCrossLength = container[cross] - reference.total(along: cross)
        let sizing = LayoutContainer(contentSize: CGSize(along: axis, container[axis], across: hostCrossLength))
        let specs = layoutBoundarySpecs
        var sizes: [CGSize] = []
        for (index, spec) in specs.enumerated() {
            var size = try solver.resolve(spec.size, in: sizing)
            if let measured = measuredBoundarySizes[index] { size = EstimatedAxes(spec.size).merging(measured, into: size) }
            sizes.append(size)
        }
        let placement = BoundaryItemPlacement(axis: axis)
        let (headerLength, footerLength) = placement.extensions(of: specs, sizes: sizes)

        var offset = headerLength
        var sawContent = false
        var crossExtent = container[cross]
        for index in sections.indices {
            if sections[index].isPlaceholder {
                sections[index].offset = offset
                continue
            }
            // Spacing goes between sections, empty ones included, but not after placeholders (spec §6.2).
            if configuration.interSectionSpacing != 0 && sawContent { offset += configuration.interSectionSpacing }
            sawContent = true
            offset += sections[index].envelope.paddingBefore
            sections[index].offset = offset
            offset += sections[index].size[axis] + sections[index].envelope.paddingAfter
            crossExtent = max(crossExtent, sections[index].size[cross])
        }

        let host = CGRect(origin: CGPoint(along: axis, headerLength, across: reference.before(cross)),
                          size: CGSize(along: axis, offset - headerLength, across: hostCrossLength))
        boundaryItems = placement.place(specs, sizes: sizes, in: host, contentStart: headerLength, contentEnd: offset, lifted: false)
        contentSize = grid.round(CGSize(along: axis, offset + footerLength, across: crossExtent))
    }

    // MARK: Queries

    /// The context of a collection view resting at the top-left of this layout's content.
    public var restingContext: LayoutQueryContext { .resting(containerSize: environment.containerSize) }

    /// How many items `section` has. O(1), without copying the section's geometry out of `sections` as reading its
    /// `itemCount` from another module does.
    public func itemCount(inSection section: Int) -> Int {
        sections[section].itemCount
    }

    /// The frame of the cell for `item` in `section`, rounded to the pixel grid; `nil` when the layout
    /// does not place it.
    public func frameForItem(section: Int, item: Int, context: LayoutQueryContext? = nil) -> CGRect? {
        guard sections.indices.contains(section) else { return nil }
        let geometry = sections[section]
        guard let frame = geometry.itemFrame(at: item, rowOffset: geometry.rowOffset(in: context ?? restingContext))
        else { return nil }
        return grid.round(frame)
    }

    /// The cell for `item` in `section`, or `nil` when the layout does not place it.
    public func elementForItem(section: Int, item: Int, context: LayoutQueryContext? = nil) -> LayoutElement? {
        guard let frame = frameForItem(section: section, item: item, context: context) else { return nil }
        return .cell(section: section, item: item, frame: frame, zIndex: sections[section].itemZIndex(at: item),
                     estimatedAxes: sections[section].estimatedAxes(ofItem: item))
    }

    /// The supplementary view of `kind` at `indexPath`: `[section, item]` for sections, `[item]` for the
    /// layout's own boundary items (spec §7.2–§7.4, §10).
    public func elementForSupplementary(ofKind kind: String, at indexPath: IndexPath, context: LayoutQueryContext? = nil) -> LayoutElement? {
        let context = context ?? restingContext
        if indexPath.count == 1 {
            guard let item = boundaryItems.first(where: { $0.elementKind == kind && $0.kindIndex == indexPath[0] })
            else { return nil }
            var element = LayoutElement(category: .supplementaryView, elementKind: kind, indexPath: indexPath,
                                        frame: grid.round(pinnedFrame(of: item, in: context)), zIndex: item.zIndex)
            element.estimatedAxes = item.estimatedAxes
            return element
        }
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        guard let found = section.supplementary(ofKind: kind, at: indexPath[1], decoration: false, context: context)
        else { return nil }
        var element = LayoutElement(category: .supplementaryView, elementKind: kind, indexPath: indexPath,
                                    frame: grid.round(found.frame), zIndex: found.zIndex)
        if let boundary = section.boundaryItems.first(where: { $0.elementKind == kind && $0.kindIndex == indexPath[1] }) {
            element.estimatedAxes = boundary.estimatedAxes
        }
        return element
    }

    /// The decoration view of `kind` at `[section, index]`: a section background, or an item decoration
    /// such as a list separator.
    public func elementForDecoration(ofKind kind: String, at indexPath: IndexPath, context: LayoutQueryContext? = nil) -> LayoutElement? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        if let found = section.supplementary(ofKind: kind, at: indexPath[1], decoration: true, context: context ?? restingContext) {
            return LayoutElement(category: .decorationView, elementKind: kind, indexPath: indexPath,
                                 frame: grid.round(found.frame), zIndex: found.zIndex)
        }
        guard section.decorations.indices.contains(indexPath[1]),
            section.decorations[indexPath[1]].elementKind == kind
        else { return nil }
        let decoration = section.decorations[indexPath[1]]
        return LayoutElement(category: .decorationView, elementKind: kind, indexPath: indexPath,
                             frame: grid.round(decoration.frame.offset(by: section.origin)), zIndex: decoration.zIndex)
    }

    /// The indices of the sections whose span along the scroll axis meets `rect`'s, found by binary search.
    public func sectionIndices(meeting rect: CGRect) -> Range<Int> {
        let axis = configuration.scrollDirection
        let low = rect.minimum(along: axis)
        let high = rect.maximum(along: axis)
        // Sections follow each other, so their ends are sorted: find the first that ends after `low`.
        var lower = 0
        var upper = sections.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if sections[middle].frame.maximum(along: axis) <= low { lower = middle + 1 } else { upper = middle }
        }
        var end = lower
        while end < sections.count, sections[end].frame.minimum(along: axis) < high { end += 1 }
        return lower..<end
    }

    /// Calls `body` with every element whose frame meets `rect`: the layout's boundary items, then each
    /// section's decorations, cells, item supplementaries and boundary items. Pinned items and orthogonal
    /// rows are placed for `context` (the resting context when `nil`).
    public func forEachElement(in rect: CGRect, context: LayoutQueryContext? = nil, _ body: (LayoutElement) -> Void) {
        let context = context ?? restingContext
        for item in boundaryItems {
            let frame = pinnedFrame(of: item, in: context)
            guard frame.overlaps(rect) else { continue }
            body(LayoutElement(category: .supplementaryView, elementKind: item.elementKind,
                               indexPath: IndexPath(index: item.kindIndex), frame: grid.round(frame), zIndex: item.zIndex,
                               estimatedAxes: item.estimatedAxes))
        }
        for index in sectionIndices(meeting: rect) {
            sections[index].forEachElement(in: rect, context: context, grid: grid, body)
        }
    }

    /// Every element whose frame meets `rect`. The order is not part of the contract.
    public func elements(in rect: CGRect, context: LayoutQueryContext? = nil) -> [LayoutElement] {
        var elements: [LayoutElement] = []
        elements.reserveCapacity(16)
        forEachElement(in: rect, context: context) { elements.append($0) }
        return elements
    }

    /// A layout boundary item's frame, pinned within the content when it pins.
    private func pinnedFrame(of item: BoundaryItem, in context: LayoutQueryContext) -> CGRect {
        item.pinning?.pin(item.frame, within: context.pinningBounds, hostOffset: 0) ?? item.frame
    }

    // MARK: Self-sizing (spec §8)

    /// Takes `size` as the measured size of `item` in `section` along the item's estimated axes, re-solves
    /// its group instance and moves what follows. Returns whether anything moved or resized.
    ///
    /// Measuring in any order gives the same final layout. Cost: O(cells per group + log n + sections).
    @discardableResult
    public mutating func setMeasuredSize(_ size: CGSize, forItem item: Int, inSection section: Int) -> Bool {
        setMeasuredSizes([(item, size)], inSection: section)
    }

    /// Takes measured sizes for several items of one section at once, framing the section and moving what
    /// follows once for the whole batch (a waterfall section places its items again once, from the first
    /// measured one). Returns whether anything moved or resized.
    @discardableResult
    public mutating func setMeasuredSizes(_ measurements: [(item: Int, size: CGSize)], inSection section: Int) -> Bool {
        guard sections.indices.contains(section), !sections[section].isPlaceholder else { return false }
        let usable = measurements.filter { item, size in
            size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
                && !sections[section].estimatedAxes(ofItem: item).isEmpty
        }
        guard !usable.isEmpty else { return false }
        let before = sections[section].size
        var changed = false
        do throws(LayoutError) {
            if sections[section].waterfall != nil {
                let axis = configuration.scrollDirection
                changed = sections[section].waterfall?.measure(usable.map { ($0.item, $0.size[axis]) }) == true
            } else {
                for (item, size) in usable {
                    let previous = sections[section].run.measuredSize(ofItem: item)
                    _ = try sections[section].run.measure(item: item, size: size, solver: solver)
                    if previous != sections[section].run.measuredSize(ofItem: item) { changed = true }
                }
            }
            guard changed else { return false }
            try sections[section].layOutEnvelope()
            if sections[section].size != before { try restack() }
        } catch {
            issues.append(.sectionFailed(section: section, error))
            return false
        }
        return true
    }

    /// Takes `size` as the measured size of the boundary supplementary of `kind` at `indexPath` (a section's,
    /// or with a one-index path the layout's) along its estimated axes. Returns whether anything changed.
    /// Item and group supplementaries keep their estimates, as in UIKit.
    @discardableResult
    public mutating func setMeasuredSize(_ size: CGSize, forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return false }
        if indexPath.count == 1 {
            guard let specIndex = Self.specIndex(of: kind, number: indexPath[0], in: layoutBoundarySpecs),
                !EstimatedAxes(layoutBoundarySpecs[specIndex].size).isEmpty,
                measuredBoundarySizes[specIndex] != size
            else { return false }
            measuredBoundarySizes[specIndex] = size
            try? restack()
            return true
        }
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return false }
        let section = indexPath[0]
        let specs = sections[section].envelope.boundaryItems
        guard let specIndex = Self.specIndex(of: kind, number: indexPath[1], in: specs),
            !EstimatedAxes(specs[specIndex].size).isEmpty,
            sections[section].envelope.measuredBoundarySizes[specIndex] != size
        else { return false }
        sections[section].envelope.measuredBoundarySizes[specIndex] = size
        do throws(LayoutError) {
            try sections[section].layOutEnvelope()
            try restack()
        } catch {
            issues.append(.sectionFailed(section: section, error))
            return false
        }
        return true
    }

    private static func specIndex(of kind: String, number: Int, in specs: [BoundarySupplementarySpec]) -> Int? {
        var count = 0
        for (index, spec) in specs.enumerated() where spec.elementKind == kind {
            if count == number { return index }
            count += 1
        }
        return nil
    }
}
