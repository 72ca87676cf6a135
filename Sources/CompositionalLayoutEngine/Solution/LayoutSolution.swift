import Foundation

/// One section as the data source and section provider describe it.
public struct SectionInput: Sendable {
    /// The section's definition; `nil` when the section provider returned none.
    public var spec: SectionSpec?
    /// How many items the data source has in the section.
    public var itemCount: Int

    public init(spec: SectionSpec?, itemCount: Int) {
        self.spec = spec
        self.itemCount = itemCount
    }
}

/// A compositional layout solved for one environment: section frames, content size, and queries for
/// any element.
///
/// Solving costs O(sections): each section's group is solved once and item frames are computed when
/// asked for (spec §5.3). `frameForItem` is O(1); `forEachElement(in:)` is O(log sections + elements
/// returned). The value is immutable and `Sendable`: it can be solved off the main actor and queried
/// from anywhere.
public struct LayoutSolution: Sendable {
    public let configuration: LayoutConfigurationSpec
    public let environment: LayoutEnvironment
    /// The solved sections, in order; their frames follow each other along the scroll axis.
    public let sections: [SectionGeometry]
    /// The size of all content, each component rounded to the pixel grid; never narrower (across the
    /// scroll axis) than the container.
    public let contentSize: CGSize
    /// What the solver rejected or worked around.
    public let issues: [LayoutIssue]
    /// The pixel grid frames are rounded to.
    public let grid: PixelGrid
    /// Whether some section's group is sized as a fraction of the container's length along the scroll
    /// axis, so that changing that length changes the layout (across the axis it always does).
    public let dependsOnContainerLength: Bool

    /// Solves `sections` in `environment` (spec §1 pipeline, §6.2 stacking).
    public init(configuration: LayoutConfigurationSpec, sections inputs: [SectionInput], environment: LayoutEnvironment) {
        let grid = PixelGrid(scale: environment.displayScale)
        let sectionSolver = SectionSolver(
            configuration: configuration, environment: environment, solver: ElementSolver(grid: grid)
        )
        let axis = configuration.scrollDirection
        var issues: [LayoutIssue] = []
        var sections: [SectionGeometry] = []
        sections.reserveCapacity(inputs.count)

        var offset: CGFloat = 0
        var sawContent = false
        var crossExtent = environment.containerSize[axis.cross]
        var dependsOnContainerLength = false
        for (index, input) in inputs.enumerated() {
            guard let spec = input.spec else {
                if input.itemCount > 0 {
                    issues.append(.missingSectionDefinition(section: index, itemCount: input.itemCount))
                }
                sections.append(.placeholder(index: index, itemCount: input.itemCount, offset: offset, axis: axis))
                continue
            }
            // Spacing goes between sections, empty ones included, but not after placeholders (spec §6.2).
            if configuration.interSectionSpacing != 0 && sawContent { offset += configuration.interSectionSpacing }
            sawContent = true
            if spec.group.size.dependsOnContainer(along: axis) { dependsOnContainerLength = true }
            let section: SectionGeometry
            do {
                section = try sectionSolver.solve(
                    spec, index: index, itemCount: input.itemCount, offset: offset, issues: &issues
                )
            } catch {
                issues.append(.sectionFailed(section: index, error))
                section = .placeholder(index: index, itemCount: input.itemCount, offset: offset, axis: axis)
            }
            offset = section.frame.maximum(along: axis)
            crossExtent = max(crossExtent, section.frame.maximum(along: axis.cross))
            sections.append(section)
        }

        self.configuration = configuration
        self.environment = environment
        self.sections = sections
        self.issues = issues
        self.grid = grid
        self.dependsOnContainerLength = dependsOnContainerLength
        self.contentSize = grid.round(CGSize(along: axis, offset, across: crossExtent))
    }

    /// The frame of the cell for `item` in `section`, rounded to the pixel grid; `nil` when the layout
    /// does not place it.
    public func frameForItem(section: Int, item: Int) -> CGRect? {
        guard sections.indices.contains(section), let frame = sections[section].itemFrame(at: item) else { return nil }
        return grid.round(frame)
    }

    /// The cell for `item` in `section`, or `nil` when the layout does not place it.
    public func elementForItem(section: Int, item: Int) -> LayoutElement? {
        guard let frame = frameForItem(section: section, item: item) else { return nil }
        return .cell(section: section, item: item, frame: frame, zIndex: sections[section].itemZIndex(at: item))
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

    /// Calls `body` with every element whose frame meets `rect`, section by section.
    public func forEachElement(in rect: CGRect, _ body: (LayoutElement) -> Void) {
        forEachCell(in: rect) { section, item, frame, zIndex in
            body(.cell(section: section, item: item, frame: frame, zIndex: zIndex))
        }
    }

    /// Calls `body` with the position, rounded frame and zIndex of every cell whose frame meets `rect`.
    ///
    /// The allocation-free core of ``forEachElement(in:_:)``, for hosts that build their own element values.
    public func forEachCell(
        in rect: CGRect, _ body: (_ section: Int, _ item: Int, _ frame: CGRect, _ zIndex: Int) -> Void
    ) {
        for index in sectionIndices(meeting: rect) {
            sections[index].forEachItem(in: rect) { item, frame, zIndex in
                body(index, item, grid.round(frame), zIndex)
            }
        }
    }

    /// Every element whose frame meets `rect`. The order is not part of the contract.
    public func elements(in rect: CGRect) -> [LayoutElement] {
        var elements: [LayoutElement] = []
        elements.reserveCapacity(16)
        forEachElement(in: rect) { elements.append($0) }
        return elements
    }
}

extension SectionGeometry {
    /// A section that takes no room and places nothing: a `nil` definition, or one that failed to solve.
    static func placeholder(index: Int, itemCount: Int, offset: CGFloat, axis: LayoutAxis) -> SectionGeometry {
        SectionGeometry(
            index: index, frame: CGRect(origin: CGPoint(along: axis, offset, across: 0), size: .zero),
            itemCount: itemCount, placedItemCount: 0, axis: axis, template: SolvedElement(size: .zero, items: []),
            firstGroupOrigin: .zero, groupStride: 0, isPlaceholder: true
        )
    }
}
