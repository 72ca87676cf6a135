import CollectionDiagnostics
import CompositionalLayoutEngine
@_spi(ViewHooks) import OpenUIKit
import Foundation

/// A scrolling view of items laid out by a `UICollectionViewLayout` (UIKit: `UICollectionView`), headless.
///
/// It behaves as UIKit's does without a screen: `layoutIfNeeded()` asks the data source for its counts,
/// prepares the layout, sets `contentSize`, and asks for cells for the items in `bounds` — recycling the
/// cells that left. Scrolling is setting `contentOffset`. Only elements in the visible rect have views.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout that places the items. Setting it attaches the new layout and invalidates it.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            attach(collectionViewLayout)
        }
    }

    /// Supplies sections, items and cells. Setting it reloads everything.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Told which items are about to scroll into view (`UICollectionViewDataSourcePrefetching`) after each layout pass:
    /// the cells of the next screen beyond those with views, in the direction the content last moved (UIKit does not
    /// document its distance; one screen is ours [L]). Setting one prefetches the screen ahead at the next layout pass.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        didSet {
            prefetchState = PrefetchState()
            setNeedsLayout()
        }
    }

    /// Whether the prefetch data source is asked. `true` by default; turning it off forgets what was prefetched.
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { prefetchState = PrefetchState() } }
    }

    /// What was prefetched and the direction of travel (UICollectionView+Prefetching.swift).
    var prefetchState = PrefetchState()

    /// Gives the items a person drags (UICollectionView+DragAndDrop.swift). Drags begin only with
    /// `dragInteractionEnabled`.
    open weak var dragDelegate: (any UICollectionViewDragDelegate)?

    /// Proposes and performs drops of dragged items (UICollectionView+DragAndDrop.swift).
    open weak var dropDelegate: (any UICollectionViewDropDelegate)?

    /// Whether a person can drag items (with a `dragDelegate`). `false` by default, as on iPhone (UIKit turns it on by
    /// default on iPad).
    open var dragInteractionEnabled = false

    /// The drag under way (UICollectionView+DragAndDrop.swift).
    var dragSession: DragSessionState?

    /// What the data source last said of its items, asked again after `forgetDataSourceAnswers()` (a reload, a batch
    /// update).
    private var cachedItemCounts: [Int]?
    private var cachedIndexTitles: [String]?
    private var layoutIsValid = false
    /// The bounds before a change of size the layout has yet to hear of (`prepare(forAnimatedBoundsChange:)`).
    private var pendingBoundsChange: CGRect?
    /// Whether the collection view has laid out: its first size is not a change of size.
    private var hasLaidOut = false
    var registeredCellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Recycled cells and supplementary views by reuse identifier, and decoration views by kind.
    var reuseQueues: ReuseQueues = [:]
    var registeredSupplementaryViewClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    /// The views of the visible supplementary and decoration elements (UICollectionView+VisibleViews.swift).
    var visibleSupplementaryViews: [ElementKey: UICollectionReusableView] = [:]
    var visibleDecorationViews: [ElementKey: UICollectionReusableView] = [:]
    /// Recycled decoration views by element kind.
    var decorationReuseQueues: ReuseQueues = [:]
    /// The most cells a layout pass showed since the host's overscan last changed or the reuse queues were let go: how
    /// many a search's erasing may bring back (UICollectionView+VisibleViews.swift, `trimReuseQueues()`).
    var mostCellsShown = 0
    /// The number of the latest layout pass that placed views (`updateVisibleViews(_:)`), which marks the cells it
    /// keeps (`UICollectionViewCell.shownInLayoutPass`). It wraps after 2³² passes, far more than a page makes.
    var layoutPassNumber: UInt32 = 0
    /// What the cells shown were last placed with, which lets a pass in the same generation skip the cells that stay
    /// (UICollectionView+VisibleViews.swift).
    var lastCellPlacement: CellPlacement?
    /// What the layout passes changed among the elements shown since the last render tree made for a host, which the
    /// next may continue (UICollectionView+RenderContinuity.swift); `nil` when there is no such tree or the counting
    /// ended.
    var elementChangesSinceRender: ElementChangesSinceRender?
    /// How many render trees were made for hosts: the last one's number (`RenderContinuity.number`).
    var hostRenderTreeCount: UInt64 = 0
    /// Elements whose views were given new content and have not reported a preferred size since.
    var elementsNeedingMeasurement: Set<ElementKey> = []
    /// Internal for batch updates, which move cells to their items' new index paths; changed outside a layout pass
    /// only through `changeVisibleCells(_:)`.
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    /// How many times the cells shown were changed outside a layout pass (a reload, a batch update): a pass that found
    /// the cells it keeps before running the app's code knows from it whether they are still the ones shown.
    private(set) var visibleCellsChangeCount: UInt32 = 0

    /// Changes the cells shown outside a layout pass (`visibleCellsChangeCount`).
    func changeVisibleCells(_ change: (inout [IndexPath: UICollectionViewCell]) -> Void) {
        visibleCellsChangeCount &+= 1
        change(&visibleCellsByIndexPath)
    }
    /// The displayed attributes of the item a layout pass asks the data source a cell for, while it asks: the cell
    /// dequeued for that item takes them, as UIKit's takes the pass's, instead of asking the layout again.
    var attributesOfCellBeingRequested: UICollectionViewLayoutAttributes?
    /// The elements the last layout pass placed, the rectangle it asked the layout for and the layout's revision
    /// then, until a host takes them (`takeLastPassAttributes(in:)`).
    private var lastPass: (attributes: [UICollectionViewLayoutAttributes], rect: CGRect, layoutRevision: LayoutRevision)?
    /// Whether the collection view is adding or removing an element's view (`placingElementView(_:)`).
    var isPlacingElementView = false
    /// How many times the collection view was marked as needing layout (`setNeedsLayout()`): a layout pass compares
    /// the count before and after its last round to tell whether a mark came during it.
    private var layoutMarkCount: UInt = 0
    /// Who handles touches on items instead of UIKit's selection, when another face draws through this view.
    package weak var touchRouter: (any CollectionTouchRouting)?
    /// The open and last batch updates (UICollectionView+BatchUpdates.swift).
    var batchUpdates = BatchUpdateState() {
        didSet { noteHostChange() }  // its update number is what hosts compare
    }
    /// Selection, highlighting and editing (UICollectionView+Selection.swift).
    var selection = SelectionState()
    /// Swipe actions and interactive movement (UICollectionView+SwipeActions.swift, +InteractiveMovement.swift).
    var swipe: SwipeState? {
        didSet { noteHostChange() }
    }
    var interactiveMovement: InteractiveMovementState? {
        didSet { noteHostChange() }
    }
    /// The pop-up menu a cell presents (UICollectionView+PopUpMenus.swift).
    var popUpMenu: PopUpMenuState? {
        didSet {
            noteHostChange()
            contextMenuDidChange(from: oldValue)
        }
    }
    /// The last editing, selection or expansion change, for hosts (UICollectionView+StateChanges.swift).
    var stateChanges = StateChangeLog() {
        didSet { noteHostChange() }
    }
    /// The focus settings, kept without a focus engine (UICollectionView+Focus.swift).
    var focusSettings = FocusSettings()
    /// How soon items make room for a drop, and whether a drop is being performed (UICollectionView+DragAndDrop.swift).
    var storedReorderingCadence = ReorderingCadence.immediate
    var isPerformingDrop = false
    /// The drop placeholders shown as items until they are committed or deleted.
    var dropPlaceholders: [ActiveDropPlaceholder] = []
    /// When cells size themselves again (UICollectionView+SelfSizingInvalidation.swift).
    var storedSelfSizingInvalidation = SelfSizingInvalidation.enabled
    /// The interactive layout transition under way (UICollectionView+InteractiveTransition.swift).
    var interactiveTransition: InteractiveTransitionState?
    /// The context menu interaction, made when first asked for (UICollectionView+PopUpMenus.swift).
    var storedContextMenuInteraction: UIContextMenuInteraction?

    /// A view behind all of the content, as large as the collection view, that stays in place while the content
    /// scrolls; `nil`, the default, for none. The collection view makes it its backmost subview and sizes it to its
    /// bounds at every layout pass. The render tree carries it (`RenderTree.backgroundView`) for hosts to draw
    /// behind the elements.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
            setNeedsLayout()
        }
    }

    /// A collection view of `frame`'s size whose items `layout` places.
    ///
    /// Its layout margins are those of a full-screen view controller's root view (16 pt at the sides,
    /// 20 pt from 414 pt wide), so `.layoutMargins` references match a phone app.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        let side = HeadlessScreen.sideMargin(forWidth: frame.width)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        attach(layout)
    }

    /// Collection views are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Layout

    /// Replaces the layout. Headless transitions have no animation; `completion` runs at once with `true`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout at once (headless transitions have no animation), then calls `completion` with `true`.
    /// The layouts hear of it as UIKit tells them: the old one `prepareForTransition(to:)`, the new one
    /// `prepareForTransition(from:)`, the new one is prepared and asked where the content should rest
    /// (`targetContentOffset(forProposedContentOffset:)`, then the delegate), and both `finalizeLayoutTransition()`.
    /// The views shown hear of it too: `willTransition(from:to:)` before the switch, `didTransition(from:to:)` after.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let old = collectionViewLayout
        guard layout !== old else {
            completion?(true)
            return
        }
        let shown = shownReusableViews
        for view in shown { view.willTransition(from: old, to: layout) }
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        collectionViewLayout = layout
        prepareLayoutIfNeeded()
        adoptTargetContentOffset()
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        for view in shown { view.didTransition(from: old, to: layout) }
        completion?(true)
    }

    /// The cells, supplementary views and decoration views the collection view shows, cells first in index-path order.
    var shownReusableViews: [UICollectionReusableView] {
        let byIndexPath = { (views: [ElementKey: UICollectionReusableView]) in
            views.sorted { $0.key.indexPath.isOrdered(before: $1.key.indexPath) }.map(\.value)
        }
        return visibleCells + byIndexPath(visibleSupplementaryViews) + byIndexPath(visibleDecorationViews)
    }

    private func attach(_ layout: UICollectionViewLayout) {
        layout.collectionView?.collectionViewLayout = UICollectionViewLayout()
        layout.collectionView = self
        layoutDidInvalidate()
    }

    /// The elements the last layout pass placed, when they are the layout's answer for `rect` still: the pass asked
    /// for that rectangle, and the layout has not been invalidated since. What a host draws right after a pass is
    /// what the pass placed — as UIKit shows the attributes its last pass applied — without asking the layout again
    /// (a tenth of drawing a scroll's answer). `nil` otherwise. Taken, not kept: a page at rest holds no copy of its
    /// elements' attributes besides its views'.
    func takeLastPassAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        defer { lastPass = nil }
        guard let lastPass, layoutIsValid, lastPass.layoutRevision == layoutRevision, lastPass.rect == rect else {
            return nil
        }
        return lastPass.attributes
    }

    /// What the layout's answers depend on besides its queries' arguments: its generation (`layoutGeneration`) and
    /// where a list's separators start, which a layout pass records without invalidating the layout.
    struct LayoutRevision: Equatable {
        var generation: Int
        var separators: Int
    }

    private var layoutRevision: LayoutRevision {
        LayoutRevision(
            generation: layoutGeneration,
            separators: (collectionViewLayout as? UICollectionViewCompositionalLayout)?.separatorRevision ?? 0)
    }

    /// Called by the layout's `invalidateLayout()`.
    func layoutDidInvalidate() {
        layoutIsValid = false
        layoutGeneration &+= 1
        noteHostChange()
        setNeedsLayout()
    }

    /// Grows by one whenever the layout is invalidated (data reloaded, updates performed, the size or the layout
    /// changed), so that a host can tell cheaply that the collection view may show something new.
    private(set) var layoutGeneration = 0

    /// Called by the layout's `invalidateLayout(with:)` for a context that invalidates less than everything (sizes
    /// that views measured): the visible elements are laid out again, where the layout may now place them elsewhere.
    func layoutDidInvalidateInPart() {
        partialInvalidationCount &+= 1
        setNeedsLayout()
    }

    /// Grows by one whenever the layout is invalidated in part (`layoutDidInvalidateInPart()`).
    private(set) var partialInvalidationCount = 0

    /// How far beyond its bounds the collection view keeps views, and its render tree holds elements, for hosts that
    /// draw ahead of a scroll (a browser page); a negative inset leaves that much of the bounds out (a host drawing
    /// where a fling will be rather than where it is). Zero by default, as UIKit shows what is in its bounds; while it
    /// is not, `visibleCells` holds the cells of that rectangle instead. Headless addition.
    public var hostOverscan: UIEdgeInsets = .zero {
        didSet {
            guard hostOverscan != oldValue else { return }
            // What was shown with other edges (a fling's drawing ahead) is no measure of what the next passes show.
            mostCellsShown = 0
            setNeedsLayout()
        }
    }

    /// How many views this collection view keeps for reuse (cells, supplementary and decoration views out of the
    /// hierarchy, with their subviews): with the views in the hierarchy, what a host counts as the memory a window
    /// holds. O(views kept). Headless addition.
    public var hostReusableViewCount: Int {
        func count(_ view: UIView) -> Int { view.subviews.reduce(1) { $0 + count($1) } }
        return [reuseQueues, decorationReuseQueues].reduce(0) { total, queues in
            queues.values.joined().reduce(total) { $0 + count($1) }
        }
    }

    /// The rectangle whose elements have views: the bounds and the host's overscan around them.
    var displayedRect: CGRect {
        let overscan = hostOverscan
        guard overscan != .zero else { return bounds }
        return CGRect(
            x: bounds.minX - overscan.left, y: bounds.minY - overscan.top,
            width: bounds.width + overscan.left + overscan.right, height: bounds.height + overscan.top + overscan.bottom)
    }

    /// Prepares the layout if it is out of date. Layout queries call this, so a query made right after a
    /// change answers for the current state (UIKit answers from the last layout pass until the next one).
    func prepareLayoutIfNeeded() {
        guard !layoutIsValid else { return }
        layoutIsValid = true  // before `prepare()`, which may query the layout itself
        let previousSize = contentSize
        collectionViewLayout.prepare()
        // A layout prepared anew gives every view its attributes again, equal or not (the list a cell is in may have
        // changed around it).
        for view in visibleCellsByIndexPath.values { view.appliedAttributes = nil }
        for view in visibleSupplementaryViews.values { view.appliedAttributes = nil }
        for view in visibleDecorationViews.values { view.appliedAttributes = nil }
        contentSize = collectionViewLayout.collectionViewContentSize
        keepAtRightToLeftStart(previousContentSize: previousSize)
    }

    /// A right-to-left collection view scrolling sideways starts at the right end of its content, and stays there
    /// while it rests there and the content changes width (the mirror image of resting at offset 0).
    private func keepAtRightToLeftStart(previousContentSize: CGSize) {
        guard isRightToLeft, scrollAxis == .horizontal else { return }
        let insets = adjustedContentInset
        let previousStart = previousContentSize.width - bounds.width + insets.right
        guard contentOffset.x >= previousStart - 0.5 else { return }
        let start = max(-insets.left, contentSize.width - bounds.width + insets.right)
        if contentOffset.x != start { contentOffset.x = start }
    }

    /// Self-sizing passes a layout pass may take before it settles (each pass measures the views that
    /// came into view after the previous one moved content).
    static let maximumSelfSizingPasses = 8

    /// Marks the collection view as needing layout, unless the mark comes from an element view it is adding or
    /// removing itself (`placingElementView(_:)`).
    open override func setNeedsLayout() {
        guard !isPlacingElementView else { return }
        layoutMarkCount &+= 1
        super.setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // In the content's coordinates, the bounds: the background view stays put while the content scrolls.
        backgroundView?.frame = bounds
        let boundsChange = pendingBoundsChange
        pendingBoundsChange = nil
        var marksBeforeLastRound = layoutMarkCount
        for pass in 0..<Self.maximumSelfSizingPasses {
            marksBeforeLastRound = layoutMarkCount
            prepareLayoutIfNeeded()
            if pass == 0, let boundsChange { collectionViewLayout.prepare(forAnimatedBoundsChange: boundsChange) }
            let (rect, generation) = (displayedRect, layoutGeneration)
            let displayed = collectionViewLayout.displayedAttributesForElements(in: rect) ?? []
            lastPass = (displayed, rect, layoutRevision)
            // Found before the views change: a delegate told that a cell will be displayed may change the layout.
            let anchor = scrollAnchor(among: displayed)
            updateVisibleViews(displayed)
            guard measureViewsNeedingIt(placedInGeneration: generation) else { break }
            keepInPlace(anchor)
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        recycleCellsAwaitingReuse()
        updatePrefetching()
        if boundsChange != nil { collectionViewLayout.finalizeAnimatedBoundsChange() }
        hasLaidOut = true
        // Marks that came before the last round (the content moved to keep its anchor while cells settled, or a
        // delegate asked during an earlier round) were met by it; one that came during it, or since, still counts.
        if layoutMarkCount == marksBeforeLastRound { forgetLayoutMark() }
    }

    /// The layout is asked whether new bounds invalidate it while the collection view still has the old ones, as
    /// UIKit asks (a layout's `newBounds.size != collectionView?.bounds.size` compares the two).
    @_spi(ViewHooks) override open func boundsWillChange(to newBounds: CGRect) {
        super.boundsWillChange(to: newBounds)
        if layoutIsValid && collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: newBounds))
        }
    }

    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        // A change of size once laid out (a resized window, a rotation) is an animated one for the layout: told of it
        // around the next layout pass, with the bounds before the first change.
        if oldBounds.size != bounds.size, hasLaidOut, pendingBoundsChange == nil { pendingBoundsChange = oldBounds }
    }

    /// A fling's resting place is the layout's to decide (a carousel snaps to an item), before the delegate's.
    @_spi(ViewHooks) override open func proposedRestingOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        prepareLayoutIfNeeded()
        return collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    open override func traitsDidChange() {
        super.traitsDidChange()
        layoutDidInvalidate()
    }

    /// The shown cells and supplementary views sized themselves with the old measurements: each measures again at the
    /// next layout pass, whatever the self-sizing invalidation mode (as after a change of text size); the others do as
    /// they come into view, since a view given an item measures itself.
    @_spi(ViewHooks) override open func textMeasurementDidChange() {
        super.textMeasurementDidChange()
        for indexPath in visibleCellsByIndexPath.keys {
            elementsNeedingMeasurement.insert(ElementKey(category: .cell, kind: nil, indexPath: indexPath))
        }
        elementsNeedingMeasurement.formUnion(visibleSupplementaryViews.keys)
        layoutDidInvalidate()
    }

    /// The layout attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.displayedAttributesForItem(at: indexPath)
    }

    // MARK: Data

    /// The number of sections, as the data source last reported it.
    open var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`, as the data source last reported it.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts
        guard counts.indices.contains(section) else {
            Diagnostics.report(.error(
                "numberOfItems(inSection:)",
                "section \(section) is out of bounds: the collection view has \(counts.count) sections"
            ))
            return 0
        }
        return counts[section]
    }

    /// Discards the counts and visible cells and asks the data source again at the next layout pass.
    open func reloadData() {
        // What the data source says now is all there is: placeholders go, as UIKit's do.
        dropPlaceholders.removeAll()
        forgetDataSourceAnswers()
        // Index paths name other items now: what was prefetched is forgotten, as UIKit forgets it.
        prefetchState.prefetched.removeAll()
        batchUpdatesDidReloadData()
        clearSelectionForReload()
        dismissPresentedMenu(askingForPreview: false)
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.clearSeparatorLeadingOffsets()
        for (_, cell) in visibleCellsByIndexPath { recycle(cell) }
        changeVisibleCells { $0.removeAll() }
        for (_, view) in visibleSupplementaryViews { recycle(view) }
        visibleSupplementaryViews.removeAll()
        collectionViewLayout.invalidateLayout()
    }

    /// Forgets the item counts and index titles: the data changed, and the data source is asked again when they are
    /// next needed.
    func forgetDataSourceAnswers() {
        cachedItemCounts = nil
        cachedIndexTitles = nil
    }

    /// The data source's `indexTitles(for:)`, asked once per change of the data as UIKit asks them (not on every
    /// render tree a scroll builds); empty when it gives none.
    var indexTitles: [String] {
        if let cachedIndexTitles { return cachedIndexTitles }
        let titles = dataSource?.indexTitles(for: self) ?? []
        cachedIndexTitles = titles
        return titles
    }

    var itemCounts: [Int] {
        if let cachedItemCounts { return cachedItemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            counts.reserveCapacity(max(sections, 0))
            for section in 0..<max(sections, 0) {
                counts.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
            }
            for placeholder in dropPlaceholders where counts.indices.contains(placeholder.indexPath.section) {
                counts[placeholder.indexPath.section] += 1
            }
        }
        cachedItemCounts = counts
        return counts
    }

    // MARK: Cells

    /// Registers the class to create cells with for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            Diagnostics.report(.error(
                "register(_:forCellWithReuseIdentifier:)",
                "\(cellClass) is not a subclass of UICollectionViewCell (identifier \(identifier))"
            ))
            return
        }
        registeredCellClasses[identifier] = cellType
    }

    /// A recycled cell for `identifier`, reset with `prepareForReuse()`, or a new one of the registered class.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let attributes = displayedAttributesOfDequeuedItem(at: indexPath)
        let cell = makeOrReuseCell(withReuseIdentifier: identifier, for: indexPath, frame: attributes?.frame)
        // The layout's presentation first: the app's configuration, which runs next, may change it.
        if let attributes { cell.applyPresentation(of: attributes) }
        prepareListCell(cell, at: indexPath)
        return cell
    }

    /// Tells a list cell about the list section it is shown in, before the app configures it.
    func prepareListCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let listCell = cell as? UICollectionViewListCell else { return }
        listCell.collectionViewForMargins = self
        listCell.setListContext(listConfiguration(forSection: indexPath.section), at: indexPath)
        // Outline rows are indented by their depth, before the app's configuration (which may change it) runs.
        if let outline = dataSource as? any OutlineExpansionDataSource {
            listCell.indentationLevel = outline.outlineLevel(at: indexPath)
        }
    }

    /// Whether a recycled cell for `identifier` waits in the reuse queue.
    func hasQueuedCell(withReuseIdentifier identifier: String) -> Bool {
        reuseQueues[identifier]?.isEmpty == false
    }

    /// Takes a recycled cell for `identifier` out of the reuse queue, if one waits there.
    func takeQueuedCell(withReuseIdentifier identifier: String) -> UICollectionViewCell? {
        reuseQueues.takeLast(forKey: identifier) as? UICollectionViewCell
    }

    /// The index path of `cell` while it is on screen. O(visible cells).
    func indexPathForVisibleCell(_ cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The displayed attributes of the item a cell is dequeued for: the layout pass's when the pass asked for that
    /// item's cell, the layout's otherwise (a cell dequeued outside a pass, or for another item).
    private func displayedAttributesOfDequeuedItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let attributes = attributesOfCellBeingRequested, attributes.indexPath == indexPath { return attributes }
        return collectionViewLayout.displayedAttributesForItem(at: indexPath)
    }

    private func makeOrReuseCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath, frame: CGRect?
    ) -> UICollectionViewCell {
        if let cell = takeCellBeingReconfigured(withReuseIdentifier: identifier, for: indexPath) { return cell }
        if let cell = takeQueuedCell(withReuseIdentifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let cellType = registeredCellClasses[identifier] else {
            Diagnostics.report(.error(
                "dequeueReusableCell(withReuseIdentifier:for:)",
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ))
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        // A new cell starts at its item's frame, as UIKit makes it: `init(frame:)` overrides that size their subviews from
        // `bounds` see the cell's size.
        let cell = cellType.init(reuseQueueFrame: frame ?? .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The index paths of the cells on screen, in section and item order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted { $0.isOrdered(before: $1) }
    }

    /// The cell on screen for `indexPath`, or `nil` when that item has no cell.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The index path of the item `cell` shows, or `nil` when the cell is not one the collection view shows (off
    /// screen, waiting for reuse, or another view's). O(visible cells).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The index path of the supplementary element `supplementaryView` shows, or `nil` when the view is not one the
    /// collection view shows (iOS 17). O(visible supplementary views).
    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        visibleSupplementaryViews.first { $0.value === supplementaryView }?.key.indexPath
    }

    func recycle(_ view: UICollectionReusableView) {
        placingElementView { view.removeFromSuperview() }
        view.appliedAttributes = nil
        guard let identifier = view.reuseIdentifier else { return }
        let queueKey = view.elementKind.map { Self.supplementaryQueueKey($0, identifier) } ?? identifier
        reuseQueues[queueKey, default: []].append(view)
    }
}
