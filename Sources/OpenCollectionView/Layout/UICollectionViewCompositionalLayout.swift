import CollectionDiagnostics
import CompositionalLayoutEngine
import Foundation

/// Returns the layout of the section at an index, for the current environment; `nil` for a section
/// with no items (a section with items and no layout is an error).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of items, groups and sections (UIKit: `UICollectionViewCompositionalLayout`).
///
/// Each `prepare()` asks the section provider for every section, compiles the descriptions into engine
/// specs and solves them: O(sections), whatever the number of items, because each section's group is
/// solved once and item frames are arithmetic. Queries cost O(log sections + elements returned).
/// Misuse the layout cannot lay out (a `nil` section with items, a group with no room) is reported under
/// the diagnostics policy, and the section concerned lays out nothing.
///
/// In a right-to-left collection view (its `effectiveUserInterfaceLayoutDirection`) the layout is the mirror image
/// of the left-to-right one across the content's width: sections, groups, items, supplementaries, decorations and
/// separators, with leading insets, edge spacing and alignments on the right and orthogonal rows starting at the right
/// edge. Its queries take and give right-to-left coordinates; orthogonal offsets still count from the row's start.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private enum SectionSource {
        case single(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    private let sectionSource: SectionSource
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// The solved layout, once prepared.
    public internal(set) var solution: LayoutSolution?

    /// Row offsets of orthogonal sections, by section.
    private var orthogonalOffsets: [Int: CGFloat] = [:]
    /// The visible-items handlers of the sections that have one, from the last prepare.
    private var visibleItemsHandlers: [Int: NSCollectionLayoutSectionVisibleItemsInvalidationHandler] = [:]
    /// The traits the layout was last prepared for.
    private var preparedTraits = UITraitCollection()
    /// Whether the layout was last prepared for a right-to-left collection view: its queries mirror the solution.
    private var isRightToLeft = false
    /// The list configurations of list sections, by section, from the last prepare.
    private var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]

    /// Where the automatic separators of list rows start, from the row's leading edge, as their cells' separator
    /// layout guides report it (the primary text's leading edge), for the rows whose cells are displayed. Rows not
    /// listed use `ListMetrics`' inset.
    private(set) var separatorLeadingOffsets: [IndexPath: CGFloat] = [:] {
        didSet { separatorRevision &+= 1 }
    }

    /// Grows by one whenever a separator's start changes: the layout then answers otherwise for its rows' separators,
    /// without being invalidated (a layout pass records the starts of the cells it places).
    private(set) var separatorRevision = 0

    /// Records where the separator of the row at `indexPath` starts when its insets are automatic. The collection view
    /// calls it after laying out a list cell, as UIKit aligns separators with each cell's text. A start the row's
    /// separator has unrecorded is not recorded: that would move `separatorRevision`, and so make the next query of
    /// the layout answer again what it answered (most rows of a text list start where the list's separators do).
    func setSeparatorLeadingOffset(_ offset: CGFloat, forItemAt indexPath: IndexPath) {
        let automatic = listConfigurations[indexPath.section].map { ListMetrics.automaticSeparatorLeadingInset(for: $0.appearance) }
        let recorded = offset == automatic ? nil : offset
        guard separatorLeadingOffsets[indexPath] != recorded else { return }
        separatorLeadingOffsets[indexPath] = recorded
    }

    /// Forgets where the separator of the row at `indexPath` starts: its cell is no longer displayed.
    func forgetSeparatorLeadingOffset(forItemAt indexPath: IndexPath) {
        guard separatorLeadingOffsets[indexPath] != nil else { return }
        separatorLeadingOffsets[indexPath] = nil
    }

    /// Forgets the recorded separator offsets; the next layout pass records those of the visible rows again.
    func clearSeparatorLeadingOffsets() {
        guard !separatorLeadingOffsets.isEmpty else { return }
        separatorLeadingOffsets.removeAll()
    }

    /// The list configuration of section `section` when it is a list section, as of the last prepare.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        listConfigurations[section]
    }
    /// Sizes self-sizing measured, kept across prepares while the container's width across the scroll axis
    /// stays the same, and moved with their elements by batch updates; the most recent ones only
    /// (`MeasurementRecency`). Changed only by `recordMeasuredSizes(_:)` and `replaceMeasuredSizes(_:)`, which tell
    /// `hostLayout` too.
    private(set) var measuredSizes: [ElementKey: CGSize] = [:]
    private var measurementRecency = MeasurementRecency<ElementKey>()

    /// Keeps `sizes`; each new or changed one is appended to what hosts get. O(sizes given), whatever was measured
    /// before: a long scroll measures one element at a time. Returns whether older sizes were forgotten to make room
    /// (the layout must then be solved again).
    @discardableResult
    func recordMeasuredSizes(_ sizes: [ElementKey: CGSize]) -> Bool {
        for (key, size) in sizes where measuredSizes.updateValue(size, forKey: key) != size {
            measurementRecency.measured(key)
            hostLayout.measured(key, size, among: measuredSizes)
        }
        guard let kept = measurementRecency.trimmed(measuredSizes) else { return false }
        replaceMeasuredSizes(kept)
        return true
    }

    /// Replaces every kept size (forgotten for a new width, moved by a batch update); hosts get them again unless
    /// nothing was forgotten or moved. O(sizes).
    func replaceMeasuredSizes(_ sizes: [ElementKey: CGSize]) {
        let old = measuredSizes
        measuredSizes = sizes
        measurementRecency.replaced(by: sizes)
        hostLayout.measuredSizesDidChange(from: old, to: sizes)
    }
    /// The prepared layout as hosts that solve it elsewhere see it (UICollectionViewCompositionalLayout+HostLayout.swift).
    var hostLayout = HostLayoutRecord()
    /// What the layout was last prepared from, described for hosts when they ask.
    var hostInputs: (configuration: LayoutConfigurationSpec, sections: [SectionInput], environment: LayoutEnvironment)?
    /// The container length across the scroll axis the measurements were taken at.
    var measuredCrossLength: CGFloat?

    /// The layout's settings. Reading gives a copy; assigning stores a copy and invalidates the layout,
    /// so changing a configuration object after assigning it has no effect (as in UIKit).
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() }
        set {
            storedConfiguration = newValue.copy()
            invalidateLayout()
        }
    }

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        sectionSource = .single(section)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionSource = .single(section)
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section every time it prepares.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        sectionSource = .provider(sectionProvider)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section every time it prepares, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        sectionSource = .provider(sectionProvider)
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// Compositional layouts are not decoded from archives here; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Preparing

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            solution = nil
            return
        }
        let traits = collectionView.traitCollection
        let environment = collectionView.layoutEngineEnvironment(scale: traits.displayScale)
        let configurationSpec = storedConfiguration.spec
        let context = LayoutCompilationContext { CompositionalLayoutEnvironment(container: $0, traitCollection: traits) }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }

        visibleItemsHandlers = [:]
        listConfigurations = [:]
        preparedTraits = traits
        isRightToLeft = collectionView.isRightToLeft
        // The section definition of every section, compiling each distinct section object once.
        var definitions: [(section: NSCollectionLayoutSection, spec: SectionSpec)?] = []
        definitions.reserveCapacity(counts.count)
        switch sectionSource {
        case .single(let section):
            let spec = section.compile(in: context)
            definitions = counts.map { _ in (section, spec) }
        case .provider(let provider):
            let layoutEnvironment = CompositionalLayoutEnvironment(
                container: environment.layoutContainer(for: configurationSpec), traitCollection: traits,
                layoutMargins: collectionView.directionalLayoutMargins
            )
            // A provider often hands back the same section object; compile each object once per pass.
            var compiled: [ObjectIdentifier: (section: NSCollectionLayoutSection, spec: SectionSpec)] = [:]
            for index in counts.indices {
                guard let section = provider(index, layoutEnvironment) else {
                    definitions.append(nil)
                    continue
                }
                let key = ObjectIdentifier(section)
                let definition = compiled[key] ?? (section, section.compile(in: context))
                compiled[key] = definition
                definitions.append(definition)
            }
        }

        let grid = PixelGrid(scale: traits.displayScale)
        var inputs: [SectionInput] = []
        inputs.reserveCapacity(counts.count)
        for (index, definition) in definitions.enumerated() {
            guard let definition else {
                inputs.append(SectionInput(spec: nil, itemCount: counts[index]))
                continue
            }
            let section = definition.section
            var spec = definition.spec
            if let handler = section.visibleItemsInvalidationHandler { visibleItemsHandlers[index] = handler }
            if let list = section.listConfiguration {
                listConfigurations[index] = list
                (spec.paddingBefore, spec.paddingAfter) = list.paddings(sectionIndex: index, sectionCount: counts.count, grid: grid)
            }
            inputs.append(SectionInput(spec: spec, itemCount: counts[index]))
        }

        hostInputs = (configurationSpec, inputs, environment)
        solveAgain()
        for issue in solution?.issues ?? [] {
            let operation = "UICollectionViewCompositionalLayout.prepare()"
            Diagnostics.report(issue.isError ? .error(operation, issue.message) : .warning(operation, issue.message))
        }
    }

    /// Solves the layout from what it was last prepared from and the measurements kept; O(sections + measurements).
    func solveAgain() {
        guard let (configurationSpec, inputs, environment) = hostInputs else { return }
        hostLayout.prepared()
        var solution = LayoutSolution(configuration: configurationSpec, sections: inputs, environment: environment)
        reapplyMeasurements(to: &solution)
        self.solution = solution
    }

    // MARK: Self-sizing (see UICollectionViewCompositionalLayout+SelfSizing.swift)

    open override class var invalidationContextClass: AnyClass {
        CompositionalLayoutInvalidationContext.self
    }

    /// True when the element's size is estimated on an axis where `preferredAttributes` differs.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let axes = estimatedAxes(of: originalAttributes)
        let preferred = preferredAttributes.frame.size
        let original = originalAttributes.frame.size
        guard preferred.width.isFinite, preferred.height.isFinite, preferred.width >= 0, preferred.height >= 0 else { return false }
        return (axes.contains(.width) && preferred.width != original.width)
            || (axes.contains(.height) && preferred.height != original.height)
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        (context as? CompositionalLayoutInvalidationContext)?.preferredSizes[ElementKey(originalAttributes)] =
            preferredAttributes.frame.size
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if !context.invalidateEverything, let sizes = (context as? CompositionalLayoutInvalidationContext)?.preferredSizes,
            !sizes.isEmpty
        {
            setMeasuredSizes(sizes)
        }
        super.invalidateLayout(with: context)
    }

    // MARK: Queries

    private func preparedSolution() -> LayoutSolution? {
        collectionView?.prepareLayoutIfNeeded()
        return solution
    }

    /// The reflection between the solution's left-to-right coordinates and the collection view's right-to-left ones;
    /// `nil` when the layout reads left to right. It reflects across the content's width, or across the visible width
    /// when a horizontal layout's content is narrower, so that its start sits on the right edge.
    private var mirror: HorizontalMirror? {
        guard isRightToLeft, let solution else { return nil }
        var width = solution.contentSize.width
        if solution.configuration.scrollDirection == .horizontal, let collectionView {
            let insets = collectionView.adjustedContentInset
            width = max(width, collectionView.bounds.width - insets.left - insets.right)
        }
        return HorizontalMirror(width: width)
    }

    /// Attributes of `element` in the collection view's coordinates: reflected by `mirror` when there is one. (The
    /// element is not copied to reflect it: queries make attributes for every element in view, scroll after scroll.)
    private static func makeAttributes(
        for element: LayoutElement, mirroredBy mirror: HorizontalMirror?, of attributesClass: UICollectionViewLayoutAttributes.Type
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(for: element, of: attributesClass)
        if let mirror { attributes.frame = mirror.rect(attributes.frame) }
        return attributes
    }

    /// Where the collection view is looking and where each orthogonal row is scrolled, in the solution's
    /// left-to-right coordinates.
    var queryContext: LayoutQueryContext {
        guard let collectionView else { return solution?.restingContext ?? LayoutQueryContext(visibleBounds: .zero) }
        let insets = collectionView.adjustedContentInset
        let mirror = mirror
        return LayoutQueryContext(
            visibleBounds: mirror?.rect(collectionView.bounds) ?? collectionView.bounds,
            contentInsets: mirror == nil
                ? LayoutInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
                : LayoutInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left),
            orthogonalOffsets: orthogonalOffsets)
    }

    open override var collectionViewContentSize: CGSize {
        preparedSolution()?.contentSize ?? .zero
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let solution = preparedSolution() else { return nil }
        let context = queryContext
        let mirror = mirror
        let attributesClass = Self.attributesType
        var attributes: [UICollectionViewLayoutAttributes] = []
        attributes.reserveCapacity(64)
        var rows = RowsMet()
        solution.forEachElement(in: mirror?.rect(rect) ?? rect, context: context) { element in
            if element.category == .decorationView, !listConfigurations.isEmpty {
                guard let separator = listSeparator(element, solution: solution, context: context, rows: rows) else { return }
                attributes.append(Self.makeAttributes(for: separator, mirroredBy: mirror, of: attributesClass))
            } else {
                if element.category == .cell, !listConfigurations.isEmpty { rows.meet(element) }
                attributes.append(Self.makeAttributes(for: element, mirroredBy: mirror, of: attributesClass))
            }
        }
        applyVisibleItemsHandlers(to: attributes, solution: solution, context: context)
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let solution = preparedSolution(),
            let element = solution.elementForItem(section: indexPath.section, item: indexPath.item, context: queryContext)
        else { return nil }
        return attributesAfterHandlers(
            Self.makeAttributes(for: element, mirroredBy: mirror, of: Self.attributesType), solution: solution)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let solution = preparedSolution(),
            let element = solution.elementForSupplementary(ofKind: elementKind, at: indexPath, context: queryContext)
        else { return nil }
        return attributesAfterHandlers(
            Self.makeAttributes(for: element, mirroredBy: mirror, of: Self.attributesType), solution: solution)
    }

    /// How the supplementary view of `elementKind` at `indexPath` pins while the content scrolls, for hosts; `nil`
    /// when it does not pin along the layout's axis.
    func pinning(ofSupplementaryViewOfKind elementKind: String, at indexPath: IndexPath) -> RenderPinning? {
        guard let solution, let range = solution.pinningRange(ofSupplementaryKind: elementKind, at: indexPath) else { return nil }
        let grid = PixelGrid(scale: solution.environment.displayScale)
        if range.axis == .horizontal, let mirror {
            // Along x, the mirror image: a header pinned to the leading edge pins to the right one.
            return RenderPinning(
                pinsToStart: range.edge != .before, isVertical: false,
                restingOrigin: grid.round(mirror.width - range.restingOrigin - range.length), length: range.length,
                lowerBound: mirror.width - range.upperBound, upperBound: mirror.width - range.lowerBound)
        }
        return RenderPinning(
            pinsToStart: range.edge == .before, isVertical: range.axis == .vertical, restingOrigin: grid.round(range.restingOrigin),
            length: range.length, lowerBound: range.lowerBound, upperBound: range.upperBound)
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let solution = preparedSolution(),
            let found = solution.elementForDecoration(ofKind: elementKind, at: indexPath, context: queryContext),
            let element = listConfigurations.isEmpty ? found : listSeparator(found, solution: solution, context: queryContext)
        else { return nil }
        return attributesAfterHandlers(
            Self.makeAttributes(for: element, mirroredBy: mirror, of: Self.attributesType), solution: solution)
    }

    /// True when the size changes across the scroll axis, or along it when a section's group is a
    /// fraction of the collection view's length — and, as in UIKit, on any scroll when pinned items or
    /// visible-items handlers depend on the visible bounds. Scrolling never re-solves the layout here:
    /// pinned items and handlers are applied when attributes are handed out.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let solution else { return true }
        if newBounds.origin != collectionView?.bounds.origin && (hasPinnedItems || !visibleItemsHandlers.isEmpty) {
            return true
        }
        let axis = solution.configuration.scrollDirection
        let oldSize = solution.environment.containerSize
        if newBounds.size[axis.cross] != oldSize[axis.cross] { return true }
        return newBounds.size[axis] != oldSize[axis] && solution.dependsOnContainerLength
    }

    private var hasPinnedItems: Bool {
        guard let solution else { return false }
        return solution.boundaryItems.contains { $0.pinning != nil }
            || solution.sections.contains { section in section.boundaryItems.contains { $0.pinning != nil } }
    }

    static func makeAttributes(
        for element: LayoutElement, of attributesClass: UICollectionViewLayoutAttributes.Type
    ) -> UICollectionViewLayoutAttributes {
        let category: UICollectionView.ElementCategory
        switch element.category {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementaryView
        case .decorationView: category = .decorationView
        }
        let attributes: UICollectionViewLayoutAttributes
        if attributesClass == UICollectionViewLayoutAttributes.self {
            // Queries make one object per visible element; the direct initializer skips the setters.
            attributes = UICollectionViewLayoutAttributes(
                category, kind: element.elementKind, indexPath: element.indexPath, frame: element.frame, zIndex: element.zIndex)
        } else {
            switch category {
            case .cell: attributes = attributesClass.init(forCellWith: element.indexPath)
            case .supplementaryView:
                attributes = attributesClass.init(forSupplementaryViewOfKind: element.elementKind ?? "", with: element.indexPath)
            case .decorationView:
                attributes = attributesClass.init(forDecorationViewOfKind: element.elementKind ?? "", with: element.indexPath)
            }
            attributes.frame = element.frame
            attributes.zIndex = element.zIndex
        }
        // Views fit the axes the item or boundary item estimates, and keep the others (UIKit's self-sizing).
        attributes.selfSizingAxes = element.estimatedAxes
        return attributes
    }

    // MARK: List separators (spec §11.1)

    /// `element` as the list shows it: `nil` when it is a separator the list hides (the last row's in inset
    /// appearances, or one the separator configuration or item separator handler hides), moved to the
    /// configured insets, or unchanged when it is not a list separator.
    ///
    /// `rows` are the cells the query met before the separator: a section's cells come before its separators, so
    /// the row a separator belongs to is usually among them and need not be found again.
    private func listSeparator(
        _ element: LayoutElement, solution: LayoutSolution, context: LayoutQueryContext, rows: RowsMet = RowsMet()
    ) -> LayoutElement? {
        guard let kind = element.elementKind,
            kind == ListMetrics.bottomSeparatorKind || kind == ListMetrics.topSeparatorKind,
            element.indexPath.count == 2, let list = listConfigurations[element.indexPath[0]]
        else { return element }
        let indexPath = IndexPath(item: element.indexPath[1], section: element.indexPath[0])
        let itemCount = solution.itemCount(inSection: indexPath.section)
        let resolved = list.separator(ofKind: kind, at: indexPath, itemCount: itemCount)
        guard resolved.isVisible else { return nil }
        let insets = resolved.insets
            ?? separatorLeadingOffsets[indexPath].map { NSDirectionalEdgeInsets(top: 0, leading: $0, bottom: 0, trailing: 0) }
        guard let insets,
            let row = rows.frame(section: indexPath.section, item: indexPath.item)
                ?? solution.frameForItem(section: indexPath.section, item: indexPath.item, context: context)
        else { return element }
        var placed = element
        placed.frame.origin.x = row.minX + insets.leading
        placed.frame.size.width = max(0, row.width - insets.leading - insets.trailing)
        return placed
    }

    /// The frames of the cells a query has met, one run of consecutive items of one section: what a list's query
    /// meets before the separators of those rows. Meeting a cell that does not follow the run starts a new one.
    struct RowsMet {
        private var section = -1
        private var firstItem = 0
        private var frames: [CGRect] = []

        mutating func meet(_ cell: LayoutElement) {
            let (section, item) = (cell.indexPath[0], cell.indexPath[1])
            if section != self.section || item != firstItem + frames.count {
                self.section = section
                firstItem = item
                frames.removeAll(keepingCapacity: true)
            }
            frames.append(cell.frame)
        }

        /// The frame of the cell met for `item` of `section`, if the current run has it. O(1).
        func frame(section: Int, item: Int) -> CGRect? {
            guard section == self.section, item >= firstItem, item - firstItem < frames.count else { return nil }
            return frames[item - firstItem]
        }
    }

    // MARK: Visible-items handlers (spec §5.5)

    /// Lets each visible section's handler change its visible elements, then applies the changes to
    /// `attributes` (the elements a query returns).
    private func applyVisibleItemsHandlers(
        to attributes: [UICollectionViewLayoutAttributes], solution: LayoutSolution, context: LayoutQueryContext
    ) {
        guard !visibleItemsHandlers.isEmpty else { return }
        let changed = visibleItemsAfterHandlers(solution: solution, context: context)
        guard !changed.isEmpty else { return }
        for element in attributes {
            guard let visible = changed[ElementKey(element)] else { continue }
            element.alpha = visible.alpha
            element.zIndex = visible.zIndex
            element.isHidden = visible.isHidden
            element.transform = visible.transform
            element.center = visible.center
        }
    }

    private func attributesAfterHandlers(
        _ attributes: UICollectionViewLayoutAttributes, solution: LayoutSolution
    ) -> UICollectionViewLayoutAttributes {
        applyVisibleItemsHandlers(to: [attributes], solution: solution, context: queryContext)
        return attributes
    }

    /// Runs the handlers of the sections in view on their visible elements and returns those elements by key.
    private func visibleItemsAfterHandlers(
        solution: LayoutSolution, context: LayoutQueryContext
    ) -> [ElementKey: UICollectionViewLayoutAttributes] {
        let visibleBounds = context.visibleBounds
        let mirror = mirror
        var bySection: [Int: [UICollectionViewLayoutAttributes]] = [:]
        solution.forEachElement(in: visibleBounds, context: context) { element in
            guard element.indexPath.count == 2, visibleItemsHandlers[element.indexPath[0]] != nil else { return }
            bySection[element.indexPath[0], default: []].append(
                Self.makeAttributes(for: element, mirroredBy: mirror, of: UICollectionViewLayoutAttributes.self))
        }
        var changed: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        let environment = CompositionalLayoutEnvironment(
            container: LayoutContainer(contentSize: visibleBounds.size), traitCollection: preparedTraits)
        for (section, elements) in bySection.sorted(by: { $0.key < $1.key }) {
            guard let handler = visibleItemsHandlers[section] else { continue }
            var offset = visibleBounds.origin
            let geometry = solution.sections[section]
            if geometry.row != nil {
                offset[solution.configuration.scrollDirection.cross] += context.orthogonalOffsets[section] ?? 0
            }
            // The handler sees the elements where they are shown, and the offset of the visible box's left edge among
            // them: in a right-to-left layout, the mirror image of the left-to-right box.
            if let mirror { offset.x = mirror.width - offset.x - visibleBounds.width }
            handler(elements.map(VisibleLayoutItem.init), offset, environment)
            for element in elements { changed[ElementKey(element)] = element }
        }
        return changed
    }

    // MARK: Orthogonal rows (spec §5.4)

    /// Whether section `section` scrolls across the layout's axis in a row of its own.
    func scrollsOrthogonally(section: Int) -> Bool {
        preparedSolution()?.sections[safe: section]?.row != nil
    }

    /// The row offset of orthogonal section `section` (0 when it is not orthogonal or was never scrolled).
    func orthogonalOffset(forSection section: Int) -> CGFloat {
        guard let geometry = preparedSolution()?.sections[safe: section], let row = geometry.row else { return 0 }
        return row.clamp(orthogonalOffsets[section] ?? row.initialOffset)
    }

    /// Scrolls orthogonal section `section`'s row to `offset`, clamped to its range; returns the offset set.
    @discardableResult
    func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) -> CGFloat {
        guard let geometry = preparedSolution()?.sections[safe: section], let row = geometry.row else { return 0 }
        let clamped = row.clamp(offset)
        orthogonalOffsets[section] = clamped
        return clamped
    }

    /// Where orthogonal section `section`'s row rests after a drag by `distance` ending at `velocity`.
    func restingOrthogonalOffset(forSection section: Int, distance: CGFloat, velocity: CGFloat) -> CGFloat? {
        guard let geometry = preparedSolution()?.sections[safe: section], geometry.row != nil else { return nil }
        return geometry.restingOffset(startOffset: orthogonalOffset(forSection: section), distance: distance, velocity: velocity)
    }
}

/// Identifies an element across queries: its category, kind and index path.
struct ElementKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String?
    let indexPath: IndexPath

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind
        indexPath = attributes.indexPath
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension UICollectionView {
    /// What the layout engine needs to know about this collection view.
    func layoutEngineEnvironment(scale: CGFloat) -> LayoutEnvironment {
        let margins = directionalLayoutMargins
        let size = bounds.size
        // The readable column is at most `readableWidth` wide and never narrower than the margins allow.
        let readableSide = max(margins.leading, (size.width - HeadlessScreen.readableWidth) / 2)
        return LayoutEnvironment(
            containerSize: size,
            displayScale: scale,
            safeAreaInsets: safeAreaInsets.directional(for: effectiveUserInterfaceLayoutDirection).layoutInsets,
            layoutMargins: margins.layoutInsets,
            readableContentInsets: LayoutInsets(
                top: margins.top, leading: readableSide, bottom: margins.bottom,
                trailing: max(margins.trailing, (size.width - HeadlessScreen.readableWidth) / 2)
            )
        )
    }
}
