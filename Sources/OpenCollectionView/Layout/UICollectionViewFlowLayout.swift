import CollectionDiagnostics
import CompositionalLayoutEngine
import Foundation

/// A layout that places items in lines, filling each across the scroll axis before starting the next, with optional
/// section headers and footers (UIKit: `UICollectionViewFlowLayout`).
///
/// Its properties give every section's sizes and spacings; a `UICollectionViewDelegateFlowLayout` delegate may answer
/// per section and per item instead. Lines are justified — their first item at the leading section inset, their last
/// at the trailing one — items are centred on their line's cross axis, a line holding one item centres it, and a
/// section's last line is justified when all its items have one size and otherwise keeps the minimum spacing from the
/// leading inset. An item too long for the lines gets a line of its own, at the leading inset, and the layout logs
/// UIKit's message under the diagnostics policy. Horizontal scrolling is the same with the axes swapped: lines become
/// columns, filled top to bottom. In a right-to-left collection view the layout is mirrored (it flips horizontally in
/// the opposite layout direction, as in UIKit).
///
/// Cost: preparing is O(sections) and asks the delegate for each section's values; when items share `itemSize` (no
/// delegate `sizeForItemAt`, no self-sizing) every line is arithmetic, so a query costs O(log sections + elements
/// returned) whatever the item count. With per-item sizes, lines are built from a section's start as far as queries
/// reach and kept until the layout prepares again; each item's size is asked once. Preparing builds the first 1,000
/// such items' sections whole; the part of other sections that no query reached yet is estimated from the lines
/// built, so `collectionViewContentSize` is exact once queries have reached each section's end (UIKit asks for every
/// size when it prepares). Self-sizing cells
/// (`estimatedItemSize`) sit at their estimate until measured; a measurement lays out again from its line on.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The boundary a section's left and right insets (top and bottom when scrolling horizontally) are measured from
    /// (UIKit: `UICollectionViewFlowLayout.SectionInsetReference`).
    public enum SectionInsetReference: Int, Sendable, Hashable {
        /// The content's edges: the collection view's bounds less its adjusted content insets.
        case fromContentInset = 0
        /// The safe area's edges, where they lie inside the content insets.
        case fromSafeArea = 1
        /// The layout margins' edges, where they lie inside the content insets.
        case fromLayoutMargins = 2
    }

    /// The `estimatedItemSize` that asks cells to size themselves with no estimate of their own: they sit at `itemSize`
    /// until measured. Its value is a marker only (UIKit's is a constant too).
    public nonisolated static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item when the delegate does not give sizes. 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { if itemSize != oldValue { invalidateLayout() } }
    }

    /// A non-zero size makes cells size themselves (`preferredLayoutAttributesFitting(_:)`), placed at this estimate
    /// (or, with `automaticSize`, at `itemSize`, or the delegate's sizes) until measured. `.zero` by default.
    open var estimatedItemSize = CGSize.zero {
        didSet { if estimatedItemSize != oldValue { invalidateLayout() } }
    }

    /// The space between lines (between columns when scrolling horizontally). 10 by default.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }

    /// The least space between neighbouring items of a line; a line's extra room widens it evenly. 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }

    /// The space around each section's lines, inside its header and footer. `.zero` by default.
    open var sectionInset = UIEdgeInsets.zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }

    /// The boundary `sectionInset` is measured from across the scroll axis. `.fromContentInset` by default.
    open var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
    }

    /// The size of each section's header; only its height counts when scrolling vertically (its width when scrolling
    /// horizontally), the header spanning the content across the axis. `.zero` by default: no headers.
    open var headerReferenceSize = CGSize.zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// The size of each section's footer, as `headerReferenceSize` is the header's. `.zero` by default: no footers.
    open var footerReferenceSize = CGSize.zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// Whether each section's header stays at the top of the visible bounds (less the content insets) while its
    /// section shows, pushed up by its section's end. `false` by default.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// Whether each section's footer stays at the bottom of the visible bounds while its section shows, held down by
    /// its section's start. `false` by default.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// The axis the layout scrolls along: `.vertical` (lines are rows, sections stack top to bottom, the default) or
    /// `.horizontal` (lines are columns filled top to bottom, sections sit side by side).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }

    /// The solved layout, once prepared.
    var solution: FlowSolution?
    /// Sizes self-sizing measured, kept across prepares while the content's length across the scroll axis stays the
    /// same, and moved with their items by batch updates. Changed only by `recordMeasuredSizes(_:)` and
    /// `replaceMeasuredSizes(_:)`, which tell `hostLayout` too.
    private(set) var measuredSizes: [IndexPath: CGSize] = [:]
    /// The order the sizes were measured in, to keep the most recent only.
    private var measurementRecency = MeasurementRecency<IndexPath>()
    /// The prepared layout as hosts that solve it elsewhere see it (UICollectionViewFlowLayout+HostLayout.swift).
    var hostLayout = HostLayoutRecord()
    /// What the layout was last prepared from, described for hosts when they ask.
    var hostInputs: (spec: FlowLayoutSpec, environment: FlowEnvironment)?
    /// The content's length across the scroll axis the measurements were taken at.
    var measuredCrossLength: CGFloat?
    /// How many of the solution's issues were reported already.
    private var reportedIssueCount = 0
    /// Counts the delegate answers its protocol's defaults gave: a question answered without a change here was answered
    /// by the delegate itself.
    var defaultDelegateAnswers = 0
    /// The answer to the question that told whether the delegate sizes items, kept so that it is not asked twice.
    private var firstAskedSize: (indexPath: IndexPath, size: CGSize)?

    /// A flow layout with UIKit's defaults: 50 × 50 items, spacings of 10, no insets, headers or footers, vertical.
    public override init() {
        super.init()
    }

    /// Flow layouts are not decoded from archives here; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Like UIKit's flow layout, it lays out left to right and lets the collection view mirror it for right-to-left.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The mirror reflects across the content's width, or, scrolling horizontally, across the visible width when the
    /// content is narrower, so that the first section starts at the right edge.
    override var displayMirror: HorizontalMirror? {
        guard flipsHorizontallyInOppositeLayoutDirection, let collectionView,
            collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
        else { return nil }
        var width = collectionViewContentSize.width
        if scrollDirection == .horizontal {
            let insets = collectionView.adjustedContentInset
            width = max(width, collectionView.bounds.width - insets.left - insets.right)
        }
        return HorizontalMirror(width: width)
    }

    // MARK: Preparing

    /// The delegate, when it is a flow delegate.
    private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
        collectionView?.delegate as? any UICollectionViewDelegateFlowLayout
    }

    /// Compiles the properties and the delegate's section answers into an engine spec and solves it: O(sections), plus
    /// the items of sections with per-item sizes short enough to build whole.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            solution = nil
            return
        }
        let direction = collectionView.effectiveUserInterfaceLayoutDirection
        let margins = collectionView.layoutMarginsFromEdges
        let environment = FlowEnvironment(
            containerSize: collectionView.bounds.size, displayScale: collectionView.traitCollection.displayScale,
            contentInsets: collectionView.adjustedContentInset.directional(for: direction).layoutInsets,
            safeAreaInsets: collectionView.safeAreaInsets.directional(for: direction).layoutInsets,
            layoutMargins: margins.directional(for: direction).layoutInsets)
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let delegate = flowDelegate
        let sizesPerItem = delegateSizesItems(delegate, counts: counts)
        let selfSizing = estimatedItemSize != .zero
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        let itemSizing: FlowItemSizing = sizesPerItem ? .perItem : .uniform(selfSizing ? estimate : itemSize)

        var sections: [FlowSectionSpec] = []
        sections.reserveCapacity(counts.count)
        for (section, count) in counts.enumerated() {
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            sections.append(FlowSectionSpec(
                itemCount: count, itemSizing: itemSizing, selfSizing: selfSizing,
                insets: LayoutInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
                minimumLineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                    ?? minimumLineSpacing,
                minimumInteritemSpacing: delegate?.collectionView(
                    collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
                headerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                    ?? headerReferenceSize,
                footerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                    ?? footerReferenceSize))
        }
        let spec = FlowLayoutSpec(
            scrollDirection: scrollDirection.axis, sectionInsetReference: sectionInsetReference.engineReference,
            headersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
            footersPinToVisibleBounds: sectionFootersPinToVisibleBounds,
            headerElementKind: UICollectionView.elementKindSectionHeader,
            footerElementKind: UICollectionView.elementKindSectionFooter, sections: sections)

        let crossLength = environment.contentCrossLength(across: spec.scrollDirection)
        if let measuredCrossLength, measuredCrossLength != crossLength { replaceMeasuredSizes([:]) }
        measuredCrossLength = crossLength
        reportedIssueCount = 0
        hostInputs = (spec, environment)
        solveAgain()
        firstAskedSize = nil
        reportIssues()
    }

    /// Solves the layout from what it was last prepared from and the measurements kept (when it self-sizes).
    func solveAgain() {
        guard let (spec, environment) = hostInputs else { return }
        var measured: [Int: [Int: CGSize]] = [:]
        if estimatedItemSize != .zero {
            for (indexPath, size) in measuredSizes where indexPath.count == 2 { measured[indexPath.section, default: [:]][indexPath.item] = size }
        }
        solution = FlowSolution(spec: spec, environment: environment, measuredSizes: measured, sizeOfItem: askDelegateForSize)
        hostLayout.prepared()
    }

    /// Whether the delegate gives item sizes: it is asked for the first item of the first section that has one, and
    /// the answer is kept for when the layout needs it.
    private func delegateSizesItems(_ delegate: (any UICollectionViewDelegateFlowLayout)?, counts: [Int]) -> Bool {
        firstAskedSize = nil
        guard let delegate, let collectionView, let section = counts.firstIndex(where: { $0 > 0 }) else { return false }
        let indexPath = IndexPath(item: 0, section: section)
        let defaults = defaultDelegateAnswers
        let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        guard defaultDelegateAnswers == defaults else { return false }
        firstAskedSize = (indexPath, size)
        return true
    }

    /// The delegate's size for item `item` of `section` (only sections of per-item sizes ask).
    func askDelegateForSize(section: Int, item: Int) -> CGSize {
        let indexPath = IndexPath(item: item, section: section)
        if let firstAskedSize, firstAskedSize.indexPath == indexPath {
            self.firstAskedSize = nil
            return firstAskedSize.size
        }
        guard let collectionView, let delegate = flowDelegate else { return itemSize }
        return delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
    }

    /// Keeps each valid size of `sizes` (the engine lays out no other); each new or changed one is appended to what hosts
    /// get. O(sizes given). Returns whether older sizes were forgotten to make room (`MeasurementRecency`; the layout
    /// must then be solved again).
    @discardableResult
    func recordMeasuredSizes(_ sizes: [IndexPath: CGSize]) -> Bool {
        for (indexPath, size) in sizes where indexPath.count == 2 && size.width >= 0 && size.height >= 0
            && size.width.isFinite && size.height.isFinite && measuredSizes.updateValue(size, forKey: indexPath) != size
        {
            measurementRecency.measured(indexPath)
            hostLayout.measured(indexPath, size, among: measuredSizes)
        }
        guard let kept = measurementRecency.trimmed(measuredSizes) else { return false }
        replaceMeasuredSizes(kept)
        return true
    }

    /// Replaces every kept size (forgotten for a new width, moved by a batch update); hosts get them again unless
    /// nothing was forgotten or moved. O(sizes).
    func replaceMeasuredSizes(_ sizes: [IndexPath: CGSize]) {
        let old = measuredSizes
        measuredSizes = sizes
        measurementRecency.replaced(by: sizes)
        hostLayout.measuredSizesDidChange(from: old, to: sizes)
    }

    /// Reports what the solution worked around since the last report, under the diagnostics policy.
    private func reportIssues() {
        guard let issues = solution?.issues, issues.count > reportedIssueCount else { return }
        for issue in issues[reportedIssueCount...] {
            let operation = "UICollectionViewFlowLayout"
            Diagnostics.report(issue.isError ? .error(operation, issue.message) : .warning(operation, issue.message))
        }
        reportedIssueCount = issues.count
    }

    // MARK: Queries

    /// Runs `body` on the solution, held uniquely so that building lines does not copy it; the delegate may be asked
    /// for sizes meanwhile.
    private func withSolution<Result>(_ body: (inout FlowSolution) -> Result) -> Result? {
        collectionView?.prepareLayoutIfNeeded()
        guard var current = solution else { return nil }
        solution = nil
        let result = body(&current)
        solution = current
        reportIssues()
        return result
    }

    /// Where the collection view is looking, in the layout's left-to-right coordinates.
    private var queryContext: LayoutQueryContext? {
        guard let collectionView else { return nil }
        let insets = collectionView.adjustedContentInset
        let mirror = displayMirror
        return LayoutQueryContext(
            visibleBounds: mirror?.rect(collectionView.bounds) ?? collectionView.bounds,
            contentInsets: mirror == nil
                ? LayoutInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
                : LayoutInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left))
    }

    private func makeAttributes(_ element: LayoutElement) -> UICollectionViewLayoutAttributes {
        UICollectionViewCompositionalLayout.makeAttributes(for: element, of: Self.attributesType)
    }

    /// The sections' lengths along the scroll axis (estimated where queries have not reached the end of a section of
    /// per-item sizes), and the content's length across it: the collection view's less its adjusted content insets.
    open override var collectionViewContentSize: CGSize {
        collectionView?.prepareLayoutIfNeeded()
        return solution?.contentSize ?? .zero
    }

    /// The cells, headers and footers in `rect` (headers and footers pinned where they pin). O(log sections + elements
    /// returned) for sections of one item size; sections of per-item sizes build their lines as far as `rect` reaches.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let context = queryContext
        return withSolution { solution in
            var attributes: [UICollectionViewLayoutAttributes] = []
            solution.forEachElement(in: rect, context: context, sizeOfItem: askDelegateForSize) {
                attributes.append(makeAttributes($0))
            }
            return attributes
        }
    }

    /// The cell at `indexPath`: O(1) in a section of one item size; with per-item sizes, lines are built up to the
    /// item's if no query reached it yet.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let element = withSolution { solution in
            solution.elementForItem(section: indexPath.section, item: indexPath.item, sizeOfItem: askDelegateForSize)
        }
        return element.flatMap { $0 }.map(makeAttributes)
    }

    /// The header (`UICollectionView.elementKindSectionHeader`) or footer (`elementKindSectionFooter`) at
    /// `[section, 0]`, pinned where it pins; `nil` when the section has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        collectionView?.prepareLayoutIfNeeded()
        guard let element = solution?.elementForSupplementary(ofKind: elementKind, at: indexPath, context: queryContext)
        else { return nil }
        return makeAttributes(element)
    }

    /// How the header or footer of `elementKind` at `indexPath` pins while the content scrolls, for hosts, in the
    /// collection view's coordinates; `nil` when it does not pin.
    func pinning(ofSupplementaryViewOfKind elementKind: String, at indexPath: IndexPath) -> RenderPinning? {
        guard let solution, let range = solution.pinningRange(ofSupplementaryKind: elementKind, at: indexPath) else { return nil }
        if range.axis == .horizontal, let mirror = displayMirror {
            // Along x, the mirror image: a header pinned to the leading edge pins to the right one.
            return RenderPinning(
                pinsToStart: range.edge != .before, isVertical: false,
                restingOrigin: solution.grid.round(mirror.width - range.restingOrigin - range.length), length: range.length,
                lowerBound: mirror.width - range.upperBound, upperBound: mirror.width - range.lowerBound)
        }
        return RenderPinning(
            pinsToStart: range.edge == .before, isVertical: range.axis == .vertical,
            restingOrigin: solution.grid.round(range.restingOrigin), length: range.length, lowerBound: range.lowerBound,
            upperBound: range.upperBound)
    }

    // MARK: Invalidation

    /// `UICollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass {
        UICollectionViewFlowLayoutInvalidationContext.self
    }

    /// True when the content's length across the scroll axis changes (the width, scrolling vertically) — the lines
    /// break anew — and on any move while headers or footers pin, which follow the visible bounds.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let solution, let collectionView else { return true }
        if solution.hasPinnedSupplementaries, newBounds != collectionView.bounds { return true }
        let cross = solution.axis.cross
        return newBounds.size[cross] != solution.environment.containerSize[cross]
    }

    /// A flow context that asks the delegate nothing again when the size stays: only pinned headers and footers move.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if !context.invalidateEverything, let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    /// True for a cell of a self-sizing layout whose preferred size differs from the one it was given.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard estimatedItemSize != .zero, originalAttributes.representedElementCategory == .cell else { return false }
        let preferred = preferredAttributes.frame.size
        guard preferred.width.isFinite, preferred.height.isFinite, preferred.width >= 0, preferred.height >= 0 else { return false }
        return preferred != originalAttributes.frame.size
    }

    /// A flow context carrying the cell's preferred size, which asks the delegate nothing again.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
            if originalAttributes.representedElementCategory == .cell {
                flow.preferredSizes[originalAttributes.indexPath] = preferredAttributes.frame.size
            }
        }
        return context
    }

    /// Prepares again when `context` invalidates everything or the flow layout's delegate metrics or attributes; takes
    /// the preferred sizes of self-sizing cells it carries without preparing again.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if !context.invalidateEverything, let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            if !flow.preferredSizes.isEmpty {
                setMeasuredSizes(flow.preferredSizes)
            } else if flow.invalidateFlowLayoutDelegateMetrics || flow.invalidateFlowLayoutAttributes {
                context.invalidateEverything = true
            }
        }
        super.invalidateLayout(with: context)
    }
}

/// What invalidating a flow layout covers (UIKit: `UICollectionViewFlowLayoutInvalidationContext`).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate is asked for sizes and spacings again: the layout prepares again. `true` by default.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's own attributes are computed again: the layout prepares again. `true` by default.
    open var invalidateFlowLayoutAttributes = true
    /// Preferred sizes of self-sizing cells, by index path.
    var preferredSizes: [IndexPath: CGSize] = [:]

    /// A context that invalidates the delegate's metrics and the layout's attributes.
    public required init() {
        super.init()
    }
}

extension UICollectionViewFlowLayout.SectionInsetReference {
    var engineReference: FlowSectionInsetReference {
        switch self {
        case .fromContentInset: .contentInset
        case .fromSafeArea: .safeArea
        case .fromLayoutMargins: .layoutMargins
        }
    }
}
