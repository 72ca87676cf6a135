import CollectionDiagnostics
import CompositionalLayoutEngine
import Foundation

/// The views of visible elements: cells and supplementary views from the data source, decoration views
/// from the layout's registered classes, recycled when their elements leave the visible bounds — and
/// self-sizing, which asks newly configured views for their preferred size.
extension UICollectionView {
    // MARK: Supplementary views

    /// Registers the class to create supplementary views of `elementKind` with for `identifier`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let viewClass else {
            registeredSupplementaryViewClasses[elementKind]?[identifier] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            Diagnostics.report(.error(
                "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
                "\(viewClass) is not a subclass of UICollectionReusableView (kind \(elementKind), identifier \(identifier))"))
            return
        }
        registeredSupplementaryViewClasses[elementKind, default: [:]][identifier] = viewType
    }

    /// A recycled supplementary view for `identifier`, reset with `prepareForReuse()`, or a new one of the
    /// class registered for `elementKind`.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let queueKey = Self.supplementaryQueueKey(elementKind, identifier)
        if let view = reuseQueues.takeLast(forKey: queueKey) {
            view.prepareForReuse()
            return listAwareSupplementary(view, ofKind: elementKind, at: indexPath)
        }
        guard let viewType = registeredSupplementaryViewClasses[elementKind]?[identifier] else {
            Diagnostics.report(.error(
                "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib "
                    + "or a class for the identifier or connect a prototype cell in a storyboard"))
            let view = UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            view.elementKind = elementKind
            return view
        }
        let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        let view = viewType.init(reuseQueueFrame: attributes?.frame ?? .zero)
        view.reuseIdentifier = identifier
        view.elementKind = elementKind
        return listAwareSupplementary(view, ofKind: elementKind, at: indexPath)
    }

    /// A supplementary view for `identifier` as `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
    /// gives it; list cells used as headers and footers learn their list section first.
    private func listAwareSupplementary(_ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        // The layout's presentation first: the app's configuration, which runs next, may change it.
        if let attributes = collectionViewLayout.displayedAttributesForSupplementaryView(ofKind: kind, at: indexPath) {
            view.applyPresentation(of: attributes)
        }
        (view as? UICollectionViewListCell)?.setListContext(
            listConfiguration(forSection: indexPath.section), at: indexPath, elementKind: kind)
        return view
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of `elementKind`, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            supplementaryView(forElementKind: elementKind, at: $0)
        }
    }

    /// The index paths of the visible supplementary elements of `elementKind`, sorted.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout attributes of the supplementary element of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.displayedAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The views of the visible decoration elements (hosts draw them; apps rarely need them).
    public var visibleDecorationViewsByKind: [String: [UICollectionReusableView]] {
        var byKind: [String: [UICollectionReusableView]] = [:]
        for (key, view) in visibleDecorationViews.sorted(by: { $0.key.indexPath.isOrdered(before: $1.key.indexPath) }) {
            byKind[key.kind ?? "", default: []].append(view)
        }
        return byKind
    }

    static func supplementaryQueueKey(_ kind: String, _ identifier: String) -> String { "\(kind)\u{1F}\(identifier)" }

    // MARK: The layout pass

    /// Gives every element of `displayed` (the layout's elements in `displayedRect`) a view, recycling first the views
    /// whose elements left so that new elements can reuse them.
    func updateVisibleViews(_ displayed: [UICollectionViewLayoutAttributes]) {
        let visible = limitedToHostMaximum(displayed)
        var cells: [UICollectionViewLayoutAttributes] = []
        var supplementaries: [UICollectionViewLayoutAttributes] = []
        var decorations: [UICollectionViewLayoutAttributes] = []
        for attributes in visible {
            switch attributes.representedElementCategory {
            case .cell: cells.append(attributes)
            case .supplementaryView: supplementaries.append(attributes)
            case .decorationView: decorations.append(attributes)
            }
        }

        // What leaves is found first and removed after, as for the other views: removing while iterating would copy
        // every shown view's entry, and the delegate's code, called as each goes, may read what is shown.
        layoutPassNumber &+= 1
        let pass = layoutPassNumber
        // Each staying cell is found once, here, for the loop that shows the cells below too — unless the app's code,
        // which runs as views go and come, changes the cells shown meanwhile (a delegate that reloads) or lays the
        // collection view out again: then each is read again.
        let changesBefore = visibleCellsChangeCount
        // Whether the cells shown are still those this pass found: none changed outside it, and no pass ran within it.
        let shownAsFound = { self.visibleCellsChangeCount == changesBefore && self.layoutPassNumber == pass }
        // A pass that finds the cells where the last put them — the same layout generation, no invalidation in part
        // since, no cell put in place outside a pass, and a layout that places items by its invalidations alone —
        // leaves the cells that stay unread while their states stay as that pass gave them (`lastCellPlacement`): it
        // finds them by their index paths, and those that leave by the index paths shown. A server scrolls each of
        // thousands of pages every few seconds, its cells are out of the processor's caches by then, and reading the
        // cells that stay cost a scroll's pass most of its time. Otherwise the cells that stay are read and marked
        // with this pass's number, which finds those that leave without a set (a set of the index paths shown cost a
        // steady scroll's pass three times as much, its cells in the caches).
        let placement = lastCellPlacement.flatMap {
            $0.generation == layoutGeneration && $0.partialInvalidationCount == partialInvalidationCount
                && $0.cellsChangeCount == changesBefore && layoutPlacesItemsByInvalidationsAlone ? $0 : nil
        }
        // Cells making room for a dragged item are not where their attributes say: a host's next tree must hold them all.
        if roomMaking != nil { elementChangesSinceRender = nil }
        let staying: [UICollectionViewCell?]
        let isStaying: [Bool]
        var leaving: [(IndexPath, UICollectionViewCell)] = []
        if placement != nil {
            var shown = Set<IndexPath>(minimumCapacity: cells.count)
            isStaying = cells.map { attributes in
                shown.insert(attributes.indexPath)
                return visibleCellsByIndexPath.index(forKey: attributes.indexPath) != nil
            }
            staying = Array(repeating: nil, count: cells.count)
            for indexPath in visibleCellsByIndexPath.keys where !shown.contains(indexPath) {
                if let cell = visibleCellsByIndexPath[indexPath] { leaving.append((indexPath, cell)) }
            }
        } else {
            staying = cells.map { attributes -> UICollectionViewCell? in
                let cell = visibleCellsByIndexPath[attributes.indexPath]
                cell?.shownInLayoutPass = pass
                return cell
            }
            isStaying = staying.map { $0 != nil }
            for (indexPath, cell) in visibleCellsByIndexPath where cell.shownInLayoutPass != pass {
                leaving.append((indexPath, cell))
            }
        }
        let compositionalLayout = collectionViewLayout as? UICollectionViewCompositionalLayout
        for (indexPath, cell) in leaving {
            // A delegate that reloaded, or laid the collection view out again, as an earlier cell went may have let go
            // of this one already.
            if !shownAsFound(), visibleCellsByIndexPath[indexPath] !== cell { continue }
            visibleCellsByIndexPath[indexPath] = nil
            elementChangesSinceRender?.left.append(ElementKey(category: .cell, kind: nil, indexPath: indexPath))
            // The row's separator goes back to the list's inset with its cell: what a scroll leaves behind is not kept.
            compositionalLayout?.forgetSeparatorLeadingOffset(forItemAt: indexPath)
            recycle(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        // The other views are fewer (headers) or have no place for a mark (a list's separators): the keys shown are a
        // set.
        for (key, view) in Self.views(in: visibleSupplementaryViews, notAmong: supplementaries) {
            guard visibleSupplementaryViews[key] === view else { continue }  // let go of by a reload, as cells above
            visibleSupplementaryViews[key] = nil
            elementChangesSinceRender?.left.append(key)
            elementsNeedingMeasurement.remove(key)
            recycle(view)
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
        }
        for (key, view) in Self.views(in: visibleDecorationViews, notAmong: decorations) {
            visibleDecorationViews[key] = nil
            elementChangesSinceRender?.left.append(key)
            elementsNeedingMeasurement.remove(key)
            placingElementView { view.removeFromSuperview() }
            view.appliedAttributes = nil
            decorationReuseQueues[key.kind ?? "", default: []].append(view)
        }

        // Read again after the app's code runs (a data source or delegate may select an item), else once a pass.
        var stateSource = cellStateSource
        for (index, attributes) in cells.enumerated() {
            let indexPath = attributes.indexPath
            let stayingIsCurrent = shownAsFound()
            if stayingIsCurrent, isStaying[index], let placement, stateSource.givesCellsTheStatesOf(placement.states) {
                continue
            }
            var cell = stayingIsCurrent
                ? staying[index] ?? (isStaying[index] ? visibleCellsByIndexPath[indexPath] : nil)
                : visibleCellsByIndexPath[indexPath]
            let isNew = cell == nil
            if isNew {
                attributesOfCellBeingRequested = attributes
                cell = requestCell(at: indexPath)
                attributesOfCellBeingRequested = nil
                elementsNeedingMeasurement.insert(ElementKey(attributes))
                stateSource = cellStateSource
            }
            guard let cell else { continue }
            applyState(to: cell, at: indexPath, from: stateSource)
            if isNew {
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                stateSource = cellStateSource
            }
            // Placed anew for a host's next tree: a new cell, one given other attributes, or — in a pass that found
            // the cells in place, which reads only these — one given other states.
            if show(cell, with: attributes) || isNew || placement != nil {
                elementChangesSinceRender?.placedAnew.append(ElementKey(attributes))
            }
            if roomMaking != nil {
                cell.frame = frameMakingRoom(ofItemAt: indexPath, layoutFrame: attributes.frame)
            }
            // A staying cell is in the table already, unless the app's code changed what is shown.
            if isNew || !stayingIsCurrent { visibleCellsByIndexPath[indexPath] = cell }
            if isNew, let listCell = cell as? UICollectionViewListCell, listConfiguration(forSection: indexPath.section) != nil {
                (collectionViewLayout as? UICollectionViewCompositionalLayout)?.setSeparatorLeadingOffset(
                    listCell.separatorLeadingOffset, forItemAt: indexPath)
            }
        }
        for attributes in supplementaries {
            let key = ElementKey(attributes)
            var view = visibleSupplementaryViews[key]
            let isNew = view == nil
            if isNew {
                view = requestSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
                elementsNeedingMeasurement.insert(key)
            }
            guard let view else { continue }
            if isNew {
                collectionDelegate?.collectionView(
                    self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
            }
            if show(view, with: attributes) { elementChangesSinceRender?.placedAnew.append(key) }
            visibleSupplementaryViews[key] = view
        }
        for attributes in decorations {
            let key = ElementKey(attributes)
            guard let view = visibleDecorationViews[key] ?? makeDecorationView(ofKind: key.kind ?? "") else { continue }
            if show(view, with: attributes) { elementChangesSinceRender?.placedAnew.append(key) }
            visibleDecorationViews[key] = view
        }
        mostCellsShown = max(mostCellsShown, visibleCellsByIndexPath.count)
        // The app's code changed the cells shown, or laid out again, during the pass: what changed is not known. And
        // passes that no host draws (a screen under another) stop counting before the count outgrows a whole tree.
        if !shownAsFound() || elementChangesSinceRender.map({ $0.count > 4 * visible.count + 64 }) == true {
            elementChangesSinceRender = nil
        }
        // Recorded unless a pass ran within this one (the app's code laid the collection view out again): that pass's
        // record stands.
        if layoutPassNumber == pass {
            lastCellPlacement = CellPlacement(
                generation: layoutGeneration, partialInvalidationCount: partialInvalidationCount,
                cellsChangeCount: visibleCellsChangeCount, states: stateSource)
        }
        trimReuseQueues()
    }

    /// What the cells shown were last placed with (`updateVisibleViews(_:)`): the layout's generation and invalidations
    /// in part, the count of the changes made to the cells shown outside passes (`visibleCellsChangeCount`), and the
    /// states the pass gave them.
    struct CellPlacement {
        let generation: Int
        let partialInvalidationCount: Int
        let cellsChangeCount: UInt32
        let states: CellStateSource
    }

    /// Whether the layout places every item where its invalidations say, whatever the scroll position: a compositional
    /// or flow layout of this library's own, which invalidates itself when the scroll moves what it places (pinned
    /// items, visible-items handlers). An app's subclass may place items otherwise. Not while cells make room for a
    /// dragged item, which moves them.
    private var layoutPlacesItemsByInvalidationsAlone: Bool {
        let layoutType = type(of: collectionViewLayout)
        return (layoutType == UICollectionViewCompositionalLayout.self || layoutType == UICollectionViewFlowLayout.self)
            && roomMaking == nil
    }

    /// The entries of `views` whose elements are not among `shown`: gathered into an array before any is removed, since
    /// removing while iterating would copy the table, and the delegate's code, called as each goes, may read it.
    private static func views(
        in views: [ElementKey: UICollectionReusableView], notAmong shown: [UICollectionViewLayoutAttributes]
    ) -> [(ElementKey, UICollectionReusableView)] {
        let shownKeys = Set(shown.map(ElementKey.init))
        var leaving: [(ElementKey, UICollectionReusableView)] = []
        for (key, view) in views where !shownKeys.contains(key) { leaving.append((key, view)) }
        return leaving
    }

    /// The fewest views a reuse queue may keep, however few the collection view shows.
    static let reuseQueueFloor = 4

    /// Keeps each reuse queue to a sixteenth of the views the collection view shows now (at least `reuseQueueFloor`),
    /// or to as many as it showed at most since the host's overscan last changed less those it shows now
    /// (`mostCellsShown`), the ones recycled last. A fling's drawing ahead leaves dozens of views behind when it stops
    /// (and the overscan with it), which would otherwise stay for the life of the page; a search that filters the rows
    /// down keeps the cells its erasing brings back, which it would otherwise make again with every key — so a page
    /// never holds more cells than at its fullest. A scroll's step needs no queue of its own — a layout pass recycles
    /// what leaves at one edge before it dequeues what enters at the other — so what is kept beyond that only spares the
    /// making of the first views a fling draws ahead. UIKit does not bound its queues but lets them go when memory runs
    /// low; a host serving thousands of pages keeps the few (a grid's cell is some 2.4 KB with its content and
    /// constraints): a fling draws up to a screen and a half ahead, far more than any queue would keep, and an eighth
    /// cost a grid page some 12 KB more at no measurable gain in its answers' time. O(views dropped).
    private func trimReuseQueues() {
        let shown = max(
            (visibleCellsByIndexPath.count + visibleSupplementaryViews.count) / 16, Self.reuseQueueFloor,
            mostCellsShown - visibleCellsByIndexPath.count)
        for (key, queue) in reuseQueues where queue.count > shown {
            reuseQueues[key] = Array(queue.suffix(shown))
        }
        let decorations = max(visibleDecorationViews.count / 16, Self.reuseQueueFloor)
        for (kind, queue) in decorationReuseQueues where queue.count > decorations {
            decorationReuseQueues[kind] = Array(queue.suffix(decorations))
        }
    }

    /// Lets go of every view waiting for reuse, as UIKit does when memory runs low: a host calls it for a page at rest,
    /// which keeps what it shows; a scroll that follows recycles what leaves before it makes what enters, so only the
    /// growth of a fling's drawing ahead makes views again. O(views released). Headless addition.
    package func releaseReuseQueues() {
        reuseQueues.removeAll()
        decorationReuseQueues.removeAll()
        mostCellsShown = 0
    }

    /// `displayed` cut to the window's `hostMaximumElementsPerCollectionView`: the elements in the bounds first, in the
    /// layout's order, then those in the overscan. O(displayed).
    private func limitedToHostMaximum(_ displayed: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        guard let maximum = window?.hostMaximumElementsPerCollectionView, displayed.count > maximum else { return displayed }
        let bounds = bounds
        var inBounds: [UICollectionViewLayoutAttributes] = []
        var around: [UICollectionViewLayoutAttributes] = []
        for attributes in displayed {
            if attributes.frame.intersects(bounds) { inBounds.append(attributes) } else { around.append(attributes) }
        }
        return Array((inBounds + around).prefix(max(maximum, 0)))
    }

    /// Adds or removes an element's view without marking the collection view as needing layout. UIView marks a view
    /// whose subviews change, as UIKit does; the views a layout pass places are the pass's own doing, and the mark
    /// would make the next `layoutIfNeeded()` — the host's drawing, right after the scroll that placed them — run the
    /// whole pass again for nothing.
    func placingElementView(_ change: () -> Void) {
        isPlacingElementView = true
        defer { isPlacingElementView = false }
        change()
    }

    /// Places `view` as `attributes` say; whether it was placed anew: added, or given attributes other than those it
    /// had.
    private func show(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) -> Bool {
        // Added before it is placed: a view out of the hierarchy that changes size is told the traits of a root
        // view of that size, then the collection view's when it is added — twice through its subviews for nothing.
        let isAdded = view.superview !== self
        if isAdded { placingElementView { addSubview(view) } }
        view.frame = attributes.frame
        view.applyPresentation(of: attributes)
        guard !(view.appliedAttributes?.isEqualAsShown(attributes) ?? false) else { return isAdded }
        view.appliedAttributes = attributes
        view.apply(attributes)
        return true
    }

    private func requestSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view = ViewRequestTracking.duringViewRequest {
            dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
        if let dequeuedKind = view.elementKind, dequeuedKind != kind {
            Diagnostics.report(.error(
                "collectionView(_:viewForSupplementaryElementOfKind:at:)",
                RegistrationMessages.supplementaryKindMismatch(requested: kind, dequeued: dequeuedKind, indexPath: indexPath)))
        }
        return view
    }

    private func requestCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        if let placeholder = dropPlaceholder(at: indexPath) {
            return ViewRequestTracking.duringViewRequest { placeholderCell(for: placeholder) }
        }
        let dataSourceIndexPath = dataSourceIndexPath(for: indexPath)
        let cell = ViewRequestTracking.duringViewRequest { dataSource.collectionView(self, cellForItemAt: dataSourceIndexPath) }
        if cell.reuseIdentifier == nil {
            Diagnostics.report(.error(
                "collectionView(_:cellForItemAt:)",
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                    + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: "
                    + "(index path \(indexPath))"
            ))
        }
        return cell
    }

    /// A recycled or new decoration view of `kind`, of the class the layout registered for it. List
    /// separators, which UIKit draws with private views, get plain reusable views.
    private func makeDecorationView(ofKind kind: String) -> UICollectionReusableView? {
        if let view = decorationReuseQueues.takeLast(forKey: kind) {
            view.prepareForReuse()
            return view
        }
        let viewType: UICollectionReusableView.Type
        if let registered = collectionViewLayout.registeredDecorationViewClasses[kind] as? UICollectionReusableView.Type {
            viewType = registered
        } else if kind == ListMetrics.bottomSeparatorKind || kind == ListMetrics.topSeparatorKind {
            viewType = UICollectionReusableView.self
        } else {
            Diagnostics.report(.error(
                "register(_:forDecorationViewOfKind:)",
                "could not dequeue a view of kind: \(kind) with identifier \(kind) - must register a nib or a class "
                    + "for the identifier or connect a prototype cell in a storyboard"))
            return nil
        }
        let view = viewType.init(reuseQueueFrame: .zero)
        view.reuseIdentifier = kind
        view.elementKind = kind
        return view
    }

    // MARK: Self-sizing (spec §8)

    /// Asks each view given new content since its last measurement for its preferred attributes and lets the
    /// layout take them, right after a layout pass that placed the views with the layout of generation
    /// `placedInGeneration` (`layoutGeneration`). Returns whether the layout changed.
    func measureViewsNeedingIt(placedInGeneration: Int) -> Bool {
        guard !elementsNeedingMeasurement.isEmpty else { return false }
        let keys = elementsNeedingMeasurement
        elementsNeedingMeasurement.removeAll()
        var changed = false
        for key in Self.inMeasuringOrder(keys) {
            let view: UICollectionReusableView?
            switch key.category {
            case .cell: view = visibleCellsByIndexPath[key.indexPath]
            case .supplementaryView: view = visibleSupplementaryViews[key]
            case .decorationView: continue
            }
            // Until the layout changes — by a view measured before this one, too — what the pass applied to the view
            // is the layout's answer: asking again cost each entering cell a walk up the view tree for the safe area.
            let attributes: UICollectionViewLayoutAttributes?
            if !changed, placedInGeneration == layoutGeneration, let applied = view?.appliedAttributes {
                attributes = applied
            } else if key.category == .cell {
                attributes = collectionViewLayout.displayedAttributesForItem(at: key.indexPath)
            } else {
                attributes = collectionViewLayout.displayedAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
            }
            guard let view, let attributes, let offered = attributes.copy() as? UICollectionViewLayoutAttributes else { continue }
            let preferred = view.preferredLayoutAttributesFitting(offered)
            guard collectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
            else { continue }
            collectionViewLayout.invalidateLayout(
                with: collectionViewLayout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
            changed = true
        }
        return changed
    }

    /// `keys` in index-path order, the order their views are measured in. Sorted by section and item read once for
    /// each key, when every key has both: an index path's subscript, read for every comparison, cost a screen of new
    /// cells a twentieth of their layout pass. Nonisolated: a comparison the main actor's code makes checks at run time
    /// that it runs there, once for every comparison of the sort.
    private nonisolated static func inMeasuringOrder(_ keys: Set<ElementKey>) -> [ElementKey] {
        guard keys.allSatisfy({ $0.indexPath.count == 2 }) else {
            return keys.sorted { $0.indexPath.isOrdered(before: $1.indexPath) }
        }
        let places = keys.map { (section: $0.indexPath[0], item: $0.indexPath[1], key: $0) }
        return places.sorted { ($0.section, $0.item) < ($1.section, $1.item) }.map(\.key)
    }

    /// The first item in the visible bounds and where it starts along the scroll axis, to keep it in place
    /// when content before it changes size.
    func scrollAnchor() -> (indexPath: IndexPath, position: CGFloat)? {
        scrollAnchor(among: collectionViewLayout.displayedAttributesForElements(in: bounds) ?? [])
    }

    /// `scrollAnchor()` found among `displayed`, the layout's elements in `displayedRect`: a layout pass has them
    /// already, and asking the layout again for the bounds cost a thirtieth of a scroll's answer. Elements in the
    /// host's overscan are not in the bounds and are passed over. O(displayed).
    func scrollAnchor(among displayed: [UICollectionViewLayoutAttributes]) -> (indexPath: IndexPath, position: CGFloat)? {
        let bounds = bounds
        let hasOverscan = hostOverscan != .zero
        let first = displayed.lazy
            .filter { $0.representedElementCategory == .cell && (!hasOverscan || $0.frame.intersects(bounds)) }
            .min { $0.indexPath.isOrdered(before: $1.indexPath) }
        guard let first else { return nil }
        return (first.indexPath, first.frame.minimum(along: scrollAxis))
    }

    /// Moves the content offset by how far `anchor`'s item moved, so that what the user looks at stays put.
    /// A collection view resting at the start of its content stays there.
    func keepInPlace(_ anchor: (indexPath: IndexPath, position: CGFloat)?) {
        prepareLayoutIfNeeded()
        contentSize = collectionViewLayout.collectionViewContentSize
        let insets = adjustedContentInset
        let start = scrollAxis == .vertical ? -insets.top : -insets.left
        guard contentOffset[scrollAxis] > start, let anchor,
            let frame = collectionViewLayout.displayedAttributesForItem(at: anchor.indexPath)?.frame
        else { return }
        let shift = frame.minimum(along: scrollAxis) - anchor.position
        guard shift != 0 else { return }
        var offset = contentOffset
        offset[scrollAxis] += shift
        contentOffset = offset
    }

    /// The axis the layout scrolls along.
    var scrollAxis: LayoutAxis {
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout { return flow.scrollDirection.axis }
        return (collectionViewLayout as? UICollectionViewCompositionalLayout)?.solution?.configuration.scrollDirection ?? .vertical
    }
}
