#if !hasFeature(Embedded)
import Foundation
#endif

/// A flow layout solved for one environment: sections stacked along the scroll axis, each filling lines across it,
/// with queries for cells, headers and footers (UIKit: what `UICollectionViewFlowLayout` computes).
///
/// Solving costs O(sections) when every section's items share one size — items per line and line pitch are then
/// arithmetic, and item lookups and rect queries cost O(log entries) plus the elements returned. Sections of per-item
/// sizes are built from their start as far as queries reach, asking each item's size once through the `sizeOfItem`
/// closure the queries take (`(section, item) -> CGSize`; only such sections call it): a query near the top of a
/// million items asks about the items near the top. What is not built yet is estimated, so such a section's length,
/// the positions of the sections after it and the content size are exact once its last line is built. Queries that
/// build lines are `mutating`; the value is `Sendable` and can be solved and queried anywhere.
///
/// Frames are in the flow's left-to-right terms, rounded to the pixel grid; a right-to-left host reflects them.
public struct FlowSolution: Sendable {
    /// The layout the solution was solved from.
    public let spec: FlowLayoutSpec
    /// The environment the solution was solved for.
    public let environment: FlowEnvironment
    /// The pixel grid frames are rounded to.
    public let grid: PixelGrid
    /// The solved sections, in order, each starting where the one before it ends.
    public private(set) var sections: [FlowSection]
    /// The size of all content, rounded to the pixel grid: the sections' lengths along the scroll axis, the content's
    /// length (the container less its content insets) across it.
    public private(set) var contentSize: CGSize = .zero
    /// What the solution worked around so far, in the order found.
    public private(set) var issues: [FlowIssue] = []
    /// Whether some header or footer pins to the visible bounds, so that where it is depends on them.
    public let hasPinnedSupplementaries: Bool

    /// Solves `spec` for `environment`, taking `measuredSizes` (by section, then item) as the sizes self-sizing measured.
    /// `sizeOfItem` answers for sections of per-item sizes: it is asked for every item of those that fit in
    /// `spec.eagerItemLimit` (from the first section on), and for the first item of the others. O(sections + the
    /// measured items + `eagerItemLimit`).
    public init(
        spec: FlowLayoutSpec, environment: FlowEnvironment, measuredSizes: [Int: [Int: CGSize]] = [:],
        sizeOfItem: (_ section: Int, _ item: Int) -> CGSize = { _, _ in .zero }
    ) {
        self.spec = spec
        self.environment = environment
        grid = PixelGrid(scale: environment.displayScale)
        var sections: [FlowSection] = []
        sections.reserveCapacity(spec.sections.count)
        var offset: CGFloat = 0
        var eagerItems = max(0, spec.eagerItemLimit)
        for (index, sectionSpec) in spec.sections.enumerated() {
            let buildsWhole = sectionSpec.itemSizing == .perItem && sectionSpec.itemCount <= eagerItems
            if buildsWhole { eagerItems -= sectionSpec.itemCount }
            var section = FlowSection(
                index: index, spec: sectionSpec, layout: spec, environment: environment, offset: offset,
                measured: measuredSizes[index] ?? [:], buildsWhole: buildsWhole, sizeOfItem: { sizeOfItem(index, $0) })
            issues += section.takeIssues()
            offset += section.length
            sections.append(section)
        }
        self.sections = sections
        hasPinnedSupplementaries = (spec.headersPinToVisibleBounds && sections.contains { $0.headerLength > 0 })
            || (spec.footersPinToVisibleBounds && sections.contains { $0.footerLength > 0 })
        updateContentSize()
    }

    /// The axis the layout scrolls along.
    public var axis: LayoutAxis { spec.scrollDirection }

    // MARK: Stacking

    /// Places the sections after `index` right after it, and updates the content size. O(sections after `index`).
    private mutating func restack(after index: Int) {
        var offset = sections[index].offset + sections[index].length
        for next in (index + 1)..<sections.count {
            sections[next].offset = offset
            offset += sections[next].length
        }
        updateContentSize()
    }

    private mutating func updateContentSize() {
        let length = sections.last.map { $0.offset + $0.length } ?? 0
        contentSize = grid.round(CGSize(along: axis, length, across: environment.contentCrossLength(across: axis)))
    }

    private mutating func collectIssues(of index: Int) {
        let found = sections[index].takeIssues()
        if !found.isEmpty { issues += found }
    }

    /// The first section that ends after `position` along the axis (the sections' count when none does).
    private func firstSection(endingAfter position: CGFloat) -> Int {
        var lower = 0
        var upper = sections.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if sections[middle].offset + sections[middle].length <= position { lower = middle + 1 } else { upper = middle }
        }
        return lower
    }

    // MARK: Queries

    /// The context of a collection view resting at the top-left of the content.
    public var restingContext: LayoutQueryContext {
        LayoutQueryContext(visibleBounds: CGRect(origin: .zero, size: environment.containerSize))
    }

    /// Calls `body` with every element whose frame meets `rect`: each section's cells, then its header and footer
    /// (pinned for `context`, the resting context when `nil`). Builds the lines of sections of per-item sizes as far as
    /// `rect` reaches. O(log sections + log entries + the elements in the lines `rect` meets), plus the lines built.
    public mutating func forEachElement(
        in rect: CGRect, context: LayoutQueryContext? = nil,
        sizeOfItem: (_ section: Int, _ item: Int) -> CGSize = { _, _ in .zero }, _ body: (LayoutElement) -> Void
    ) {
        let context = context ?? restingContext
        let grid = grid
        let low = rect.minimum(along: axis)
        let high = rect.maximum(along: axis)
        var index = firstSection(endingAfter: low)
        while index < sections.count, sections[index].offset < high {
            if sections[index].build(reaching: high, sizeOfItem: { sizeOfItem(index, $0) }) { restack(after: index) }
            collectIssues(of: index)
            let section = sections[index]
            let estimatedAxes: EstimatedAxes = section.isSelfSizing ? [.width, .height] : []
            let sectionIndex = index
            section.forEachItem(in: rect) { item, frame in
                body(.cell(section: sectionIndex, item: item, frame: grid.round(frame), zIndex: 0, estimatedAxes: estimatedAxes))
            }
            for (kind, frame) in supplementaryFrames(of: section, in: context) where frame.overlaps(rect) {
                body(LayoutElement(category: .supplementaryView, elementKind: kind,
                                   indexPath: IndexPath(section: sectionIndex, item: 0), frame: grid.round(frame), zIndex: 0))
            }
            index += 1
        }
    }

    /// Every element whose frame meets `rect` (see `forEachElement(in:context:sizeOfItem:_:)`). The order is not part of
    /// the contract.
    public mutating func elements(
        in rect: CGRect, context: LayoutQueryContext? = nil,
        sizeOfItem: (_ section: Int, _ item: Int) -> CGSize = { _, _ in .zero }
    ) -> [LayoutElement] {
        var elements: [LayoutElement] = []
        forEachElement(in: rect, context: context, sizeOfItem: sizeOfItem) { elements.append($0) }
        return elements
    }

    /// The frame of `item` in `section`, rounded to the pixel grid, building lines up to its own if they are not yet;
    /// `nil` when there is no such item. O(log entries + the items before it in its line), plus the lines built.
    public mutating func frameForItem(
        section: Int, item: Int, sizeOfItem: (_ section: Int, _ item: Int) -> CGSize = { _, _ in .zero }
    ) -> CGRect? {
        guard sections.indices.contains(section), item >= 0, item < sections[section].itemCount else { return nil }
        if sections[section].build(throughItem: item, sizeOfItem: { sizeOfItem(section, $0) }) { restack(after: section) }
        collectIssues(of: section)
        return sections[section].itemFrame(at: item).map { grid.round($0) }
    }

    /// The cell of `item` in `section` (see `frameForItem(section:item:sizeOfItem:)`).
    public mutating func elementForItem(
        section: Int, item: Int, sizeOfItem: (_ section: Int, _ item: Int) -> CGSize = { _, _ in .zero }
    ) -> LayoutElement? {
        guard let frame = frameForItem(section: section, item: item, sizeOfItem: sizeOfItem) else { return nil }
        return .cell(section: section, item: item, frame: frame, zIndex: 0,
                     estimatedAxes: sections[section].isSelfSizing ? [.width, .height] : [])
    }

    /// The header or footer of `kind` at `[section, 0]`, pinned for `context` (the resting context when `nil`); `nil`
    /// when the section has none. O(1).
    public func elementForSupplementary(ofKind kind: String, at indexPath: IndexPath, context: LayoutQueryContext? = nil) -> LayoutElement? {
        guard indexPath.count == 2, indexPath[1] == 0, sections.indices.contains(indexPath[0]) else { return nil }
        let frames = supplementaryFrames(of: sections[indexPath[0]], in: context ?? restingContext)
        guard let found = frames.first(where: { $0.kind == kind }) else { return nil }
        return LayoutElement(category: .supplementaryView, elementKind: kind, indexPath: indexPath,
                             frame: grid.round(found.frame), zIndex: 0)
    }

    /// The section's header and footer, each pinned to the visible bounds less the content insets when it pins: a
    /// header follows the visible start while its section shows, pushed back by the section's footer; a footer follows
    /// the visible end, held by the header.
    private func supplementaryFrames(of section: FlowSection, in context: LayoutQueryContext) -> [(kind: String, frame: CGRect)] {
        var frames: [(kind: String, frame: CGRect)] = []
        if let header = section.headerFrame {
            frames.append((spec.headerElementKind, pinned(header, of: section, edge: .before, in: context)))
        }
        if let footer = section.footerFrame {
            frames.append((spec.footerElementKind, pinned(footer, of: section, edge: .after, in: context)))
        }
        return frames
    }

    private func pinned(_ frame: CGRect, of section: FlowSection, edge: BoundaryItem.Pinning.Edge, in context: LayoutQueryContext) -> CGRect {
        guard let range = pinningRange(of: section, edge: edge) else { return frame }
        let bounds = context.pinningBounds
        var pinned = frame
        pinned.origin[axis] = range.origin(visibleStart: bounds.minimum(along: axis), visibleEnd: bounds.maximum(along: axis))
        return pinned
    }

    private func pinningRange(of section: FlowSection, edge: BoundaryItem.Pinning.Edge) -> PinningRange? {
        switch edge {
        case .before:
            guard spec.headersPinToVisibleBounds, let header = section.headerFrame else { return nil }
            return PinningRange(
                axis: axis, edge: .before, restingOrigin: header.minimum(along: axis), length: section.headerLength,
                lowerBound: section.offset, upperBound: section.offset + section.length - section.footerLength)
        case .after:
            guard spec.footersPinToVisibleBounds, let footer = section.footerFrame else { return nil }
            return PinningRange(
                axis: axis, edge: .after, restingOrigin: footer.minimum(along: axis), length: section.footerLength,
                lowerBound: section.offset + section.headerLength, upperBound: section.offset + section.length)
        }
    }

    /// How the header or footer of `kind` at `[section, 0]` pins, for hosts that move it as the content scrolls; `nil`
    /// when it does not pin.
    public func pinningRange(ofSupplementaryKind kind: String, at indexPath: IndexPath) -> PinningRange? {
        guard indexPath.count == 2, indexPath[1] == 0, sections.indices.contains(indexPath[0]) else { return nil }
        let section = sections[indexPath[0]]
        if kind == spec.headerElementKind { return pinningRange(of: section, edge: .before) }
        if kind == spec.footerElementKind { return pinningRange(of: section, edge: .after) }
        return nil
    }


    // MARK: Self-sizing

    /// Takes measured sizes for items of a self-sizing section (other sections ignore them). A size the item already
    /// has changes nothing; otherwise the lines from the first changed item's line on are laid out again (see
    /// `FlowSection`) and the sections after it move. Returns whether anything changed.
    @discardableResult
    public mutating func setMeasuredSizes(
        _ measurements: [(item: Int, size: CGSize)], inSection section: Int,
        sizeOfItem: (_ section: Int, _ item: Int) -> CGSize = { _, _ in .zero }
    ) -> Bool {
        guard sections.indices.contains(section),
            sections[section].measure(measurements, sizeOfItem: { sizeOfItem(section, $0) })
        else { return false }
        collectIssues(of: section)
        restack(after: section)
        return true
    }
}
