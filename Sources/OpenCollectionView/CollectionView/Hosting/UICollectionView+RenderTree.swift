import Foundation

extension UICollectionView {
    /// What the collection view shows now, for a host to draw (see `RenderTree`). Lays out first if needed.
    /// Costs one rect query and a walk of the visible views.
    public func renderTree() -> RenderTree {
        layoutIfNeeded()
        return renderTree(leavingOutAllBut: nil, keepingHostViews: { _, _ in false })
    }

    /// `renderTree()` for a host that keeps what it was sent, numbered (`RenderTree.continuity`) so that the next may
    /// continue it.
    ///
    /// The view tree of each element for which `keepsView` answers true (given the element's identity and index path)
    /// is left out: for hosts that know an element's views are unchanged since they last drew it — the same cell
    /// showing the same item, with no update, reload or state change since — and that keep what they drew. Such
    /// elements are marked `keepsHostView`; everything else about them (frame, attributes, state, pinning) is current.
    /// A kept cell's states are those the last layout pass gave it, read without reading the cell.
    ///
    /// Given `previous`, the number of the last tree the host drew, by a host that would keep the views of every
    /// element that tree held: when nothing but layout passes changed the elements since, and no other tree was made,
    /// the tree holds only the elements those passes placed anew, and names those gone (`RenderContinuity`). A scroll
    /// then costs what comes into view: the elements that stay are not read at all. O(elements shown), O(changes) for
    /// the elements of a continuing tree.
    package func renderTree(
        continuing previous: UInt64?, keepingHostViews keepsView: (_ identity: String, _ indexPath: IndexPath) -> Bool
    ) -> RenderTree {
        layoutIfNeeded()
        let changes = previous.flatMap { elementChanges(continuingTree: $0) }
        // Named before the tree is made: it forgets the names of items no longer shown.
        let describing = dataSource as? any ItemIdentityDescribing
        let gone = changes?.gone.map { key in
            key.category == .cell
                ? renderIdentity(ofItemAt: key.indexPath, describedBy: describing)
                : Self.renderIdentity(ofElementOfKind: key.kind ?? "", at: key.indexPath)
        }
        var tree = renderTree(leavingOutAllBut: changes?.placedAnew, keepingHostViews: keepsView)
        hostRenderTreeCount &+= 1
        tree.continuity = RenderContinuity(
            number: hostRenderTreeCount, continues: changes == nil ? nil : previous, gone: gone ?? [])
        countElementChanges(sinceTree: hostRenderTreeCount)
        return tree
    }

    /// The render tree, with only the elements of `placedAnew` when given (the others are shown as the host has
    /// them), and the view trees `keepsView` keeps left out (`renderTree(continuing:keepingHostViews:)`). Laid out
    /// already.
    private func renderTree(
        leavingOutAllBut placedAnew: Set<ElementKey>?, keepingHostViews keepsView: (String, IndexPath) -> Bool
    ) -> RenderTree {
        let rect = displayedRect
        let visible = takeLastPassAttributes(in: rect) ?? collectionViewLayout.displayedAttributesForElements(in: rect) ?? []
        let rows = renderOrthogonalRows()
        var elements: [RenderElement] = []
        elements.reserveCapacity(placedAnew.map { min($0.count, visible.count) } ?? visible.count)
        // The items shown, whose names the data source keeps.
        var cellsShown: [IndexPath] = []
        cellsShown.reserveCapacity(visibleCellsByIndexPath.count)
        // What every element asks of the data source and the drag, found once: casting the data source to a protocol
        // for each element was a hundredth of a scroll's answer.
        let describing = dataSource as? any ItemIdentityDescribing
        let outline = dataSource as? any OutlineExpansionDataSource
        let makesRoom = roomMaking != nil
        // Kept cells' states as the last pass gave them: a server draws thousands of pages, and reading each kept cell
        // again, long out of the processor's caches, costs a cache miss a cell.
        let keptCellStates = makesRoom ? nil : lastCellPlacement?.states
        for attributes in visible {
            if attributes.representedElementCategory == .cell { cellsShown.append(attributes.indexPath) }
            if let placedAnew, !placedAnew.contains(ElementKey(attributes)) { continue }
            guard var element = renderElement(
                for: attributes, describedBy: describing, outline: outline, makingRoom: makesRoom,
                keptCellStates: keptCellStates, keepsView: keepsView)
            else { continue }
            if let row = rows[attributes.indexPath.section], attributes.indexPath.count == 2, row.ridesRow(element.category) {
                element.orthogonalSection = attributes.indexPath.section
            }
            elements.append(element)
        }
        describing?.forgetIdentities(keepingItemsAt: cellsShown)
        elements = inDrawingOrder(elements)
        return RenderTree(
            visibleRect: bounds, contentSize: contentSize, contentInset: adjustedContentInset,
            backgroundColor: backgroundColor ?? listConfiguration(forSection: 0)?.resolvedBackgroundColor,
            itemCounts: itemCounts, isOutline: outline?.hasNestedItems ?? false, elements: elements, orthogonalSections: rows.keys.sorted().compactMap { rows[$0]?.section }, swipe: renderSwipe(), presentedMenu: renderMenu(), lastUpdate: lastBatchUpdate,
            updateNumber: batchUpdates.updateNumber, lastStateChange: lastStateChange, stateChangeNumber: stateChangeNumber,
            isRightToLeft: isRightToLeft, layout: hostLayout, dragsItems: dragInteractionEnabled && dragDelegate != nil,
            isRefreshable: refreshControl?.isEnabled ?? false, isRefreshing: refreshControl?.isRefreshing ?? false,
            isRefreshingFromPull: refreshControl?.isRefreshingFromPull ?? false, backgroundView: renderBackgroundView(),
            restingOffset: drag.restingOffset, restingNumber: drag.restingNumber,
            indexTitles: indexTitles)
    }

    /// `elements` by zIndex, then cells below supplementary views below decorations, then by index path. Their
    /// order keys are sorted rather than the elements themselves, which are large to move; O(n) when they are in order
    /// already (a layout usually gives them so), else O(n log n).
    private func inDrawingOrder(_ elements: [RenderElement]) -> [RenderElement] {
        // Read field by field through the array, here and above: an element bound to a closure's parameter is copied,
        // and large.
        let keys = elements.indices.map {
            DrawingKey(zIndex: elements[$0].zIndex, rank: elements[$0].category.drawingRank, indexPath: elements[$0].indexPath)
        }
        guard let order = Self.drawingOrder(of: keys) else { return elements }
        return order.map { elements[$0] }
    }

    /// The positions of `keys` in ascending order; `nil` when they are in order. Nonisolated: a comparison the main
    /// actor's code makes checks at run time that it runs there, and a sort makes hundreds.
    private nonisolated static func drawingOrder(of keys: [DrawingKey]) -> [Int]? {
        guard zip(keys, keys.dropFirst()).contains(where: { $1 < $0 }) else { return nil }
        return keys.indices.sorted { keys[$0] < keys[$1] }
    }

    /// The background view's node, placed at the visible rect's origin.
    private func renderBackgroundView() -> RenderNode? {
        guard let backgroundView, backgroundView.superview === self, !backgroundView.isHidden else { return nil }
        var node = RenderNodeBuilder.node(for: backgroundView)
        node.frame = CGRect(origin: .zero, size: bounds.size)
        return node
    }

    /// The layout's description and measurements, when it is a compositional or flow layout that has one.
    private var hostLayout: RenderLayout? {
        if let layout = collectionViewLayout as? UICollectionViewCompositionalLayout {
            guard let description = layout.hostLayoutDescription else { return nil }
            return RenderLayout(
                description: description, measurements: layout.hostMeasurements,
                measurementGeneration: layout.hostMeasurementGeneration)
        }
        if let layout = collectionViewLayout as? UICollectionViewFlowLayout {
            guard let description = layout.hostLayoutDescription else { return nil }
            return RenderLayout(
                description: description, measurements: layout.hostMeasurements,
                measurementGeneration: layout.hostMeasurementGeneration)
        }
        return nil
    }

    /// The element `attributes` place, its identity told by `describing`, its outline level by `outline` (the data
    /// source when it has one); `makingRoom` when cells make room for a dragged item. A cell the host keeps takes its
    /// states from `keptCellStates` when given (what the last layout pass gave the cells), and is not read. `nil` when
    /// it has no view or its attributes cannot be drawn.
    private func renderElement(
        for attributes: UICollectionViewLayoutAttributes, describedBy describing: (any ItemIdentityDescribing)?,
        outline: (any OutlineExpansionDataSource)?, makingRoom: Bool, keptCellStates: CellStateSource?,
        keepsView: (String, IndexPath) -> Bool
    ) -> RenderElement? {
        let indexPath = attributes.indexPath
        let category = RenderElement.Category(attributes)
        let view: UICollectionReusableView?
        var identity: String
        // Whether the host keeps the element's view, when asked already; a kept cell whose states are known is not
        // read (`keptCellStates`).
        var keeps: Bool?
        var keptUnread = false
        switch category {
        case .cell:
            identity = renderIdentity(ofItemAt: indexPath, describedBy: describing)
            if keptCellStates != nil, visibleCellsByIndexPath.index(forKey: indexPath) != nil {
                keeps = keepsView(identity, indexPath)
                keptUnread = keeps == true
            }
            view = keptUnread ? nil : visibleCellsByIndexPath[indexPath]
        case .supplementaryView(let kind):
            view = visibleSupplementaryViews[ElementKey(attributes)]
            identity = Self.renderIdentity(ofElementOfKind: kind, at: indexPath)
        case .decorationView(let kind):
            view = visibleDecorationViews[ElementKey(attributes)]
            identity = Self.renderIdentity(ofElementOfKind: kind, at: indexPath)
        }
        guard view != nil || keptUnread else { return nil }
        guard attributes.frame.isFinite, attributes.alpha.isFinite, attributes.transform.isFinite else {
            // A layout of the app's own (a subclass) can compute what no screen can show.
            Diagnostics.report(.warning(
                "layoutAttributesForElements(in:)",
                "the attributes of the element at \(indexPath) hold a number that is not finite (NaN or infinite): "
                    + "it is not drawn"))
            return nil
        }
        let keepsHostView = keeps ?? keepsView(identity, indexPath)
        var node: RenderNode
        if keepsHostView {
            node = .keptByHost
        } else if let view {
            node = RenderNodeBuilder.node(for: view)
        } else {
            return nil
        }
        node.frame = CGRect(origin: .zero, size: attributes.frame.size)
        var state: RenderCellState?
        if keptUnread, let keptCellStates {
            state = keptCellStates.renderState(at: indexPath, outlineLevel: outline?.outlineLevel(at: indexPath) ?? 0)
        } else if let cell = view as? UICollectionViewCell {
            // The states the collection view gave the cell, read as they are: the cell's `configurationState` holds
            // them too, with the cell's traits, which cost a walk up the view tree for every element drawn.
            let given = cell.collectionState
            state = RenderCellState(
                isSelected: cell.isSelected, isHighlighted: cell.isHighlighted, isEditing: given.isEditing,
                isExpanded: given.isExpanded, isSwiped: given.isSwiped, isReordering: given.isReordering,
                outlineLevel: category == .cell ? outline?.outlineLevel(at: indexPath) ?? 0 : 0)
            if !keepsHostView, let background = backgroundNode(for: cell, at: indexPath, isItem: category == .cell) {
                node.children.insert(background, at: 0)
            }
        }
        if case .decorationView(let kind) = category, ListMetrics.isSeparatorKind(kind),
            let list = listConfiguration(forSection: indexPath.section)
        {
            node.backgroundColor = list.separatorConfiguration.color
        }
        var pinning: RenderPinning?
        if case .supplementaryView(let kind) = category, let layout = collectionViewLayout as? UICollectionViewCompositionalLayout {
            pinning = layout.pinning(ofSupplementaryViewOfKind: kind, at: indexPath)
        } else if case .supplementaryView(let kind) = category, let layout = collectionViewLayout as? UICollectionViewFlowLayout {
            pinning = layout.pinning(ofSupplementaryViewOfKind: kind, at: indexPath)
        }
        // Cells making room for a dragged item show where they would be after the drop.
        let frame = category == .cell && makingRoom ? view?.frame ?? attributes.frame : attributes.frame
        var element = RenderElement(
            category: category, indexPath: indexPath, identity: identity, frame: frame, zIndex: attributes.zIndex,
            alpha: attributes.alpha, transform: attributes.transform, isHidden: attributes.isHidden, orthogonalSection: nil,
            pinning: pinning, state: state, view: node)
        element.keepsHostView = keepsHostView
        return element
    }

    /// The identity of the supplementary or decoration element of `kind` at `indexPath` in render trees: the kind and
    /// the indexes joined by hyphens ("header 3-0").
    private static func renderIdentity(ofElementOfKind kind: String, at indexPath: IndexPath) -> String {
        indexPath.text(prefixedBy: kind + " ", joinedBy: "-")
    }

    /// An orthogonal section's row and which of its section's elements ride it.
    private struct OrthogonalRowMembership {
        let section: RenderOrthogonalSection
        /// The kinds that belong to the section rather than to its row: boundary items that do not scroll with the
        /// row, and section backgrounds.
        let sectionLevelKinds: Set<String>

        func ridesRow(_ category: RenderElement.Category) -> Bool {
            switch category {
            case .cell: true
            case .supplementaryView(let kind), .decorationView(let kind): !sectionLevelKinds.contains(kind)
            }
        }
    }

    /// The orthogonal sections of a vertically scrolling compositional layout, by section.
    private func renderOrthogonalRows() -> [Int: OrthogonalRowMembership] {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout, let solution = layout.solution,
            solution.configuration.scrollDirection == .vertical
        else { return [:] }
        var rows: [Int: OrthogonalRowMembership] = [:]
        for geometry in solution.sections {
            guard let row = geometry.row else { continue }
            let kinds = Set(geometry.boundaryItems.filter { !$0.scrollsWithRow }.map(\.elementKind))
                .union(geometry.decorations.map(\.elementKind))
            let firstGroup = geometry.run.start(ofInstance: 0)
            rows[geometry.index] = OrthogonalRowMembership(
                section: RenderOrthogonalSection(
                    section: geometry.index, behavior: row.behavior,
                    frame: geometry.frame, viewportLength: row.viewportLength, contentLength: row.contentLength,
                    offset: layout.orthogonalOffset(forSection: geometry.index), firstGroupOffset: firstGroup,
                    groupStride: geometry.run.start(ofInstance: 1) - firstGroup, groupCount: geometry.run.instanceCount),
                sectionLevelKinds: kinds)
        }
        return rows
    }

    /// The node drawing `cell`'s background configuration: its colour (the tint for `nil`), corners and stroke. Rows
    /// of inset-grouped lists round the section's outer corners, as UIKit does.
    private func backgroundNode(for cell: UICollectionViewCell, at indexPath: IndexPath, isItem: Bool) -> RenderNode? {
        guard let configuration = cell.backgroundConfiguration else { return nil }
        let tint: UIColor = cell.tintColor
        let insets = configuration.backgroundInsets
        var radius = configuration.cornerRadius
        var corners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if isItem, let list = listConfiguration(forSection: indexPath.section), list.appearance == .insetGrouped {
            radius = max(radius, ListMetrics.insetGroupedCornerRadius)
            corners = []
            if indexPath.item == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if indexPath.item == numberOfItems(inSection: indexPath.section) - 1 {
                corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            }
        }
        return RenderNode(
            viewClass: "UIBackgroundConfiguration",
            frame: CGRect(x: insets.leading, y: insets.top, width: cell.bounds.width - insets.leading - insets.trailing,
                          height: cell.bounds.height - insets.top - insets.bottom),
            backgroundColor: configuration.resolvedBackgroundColor(for: tint), alpha: 1, isHidden: false, clipsToBounds: true,
            cornerRadius: radius, maskedCorners: corners, borderWidth: configuration.strokeWidth,
            borderColor: configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint) : nil,
            content: .background, children: [])
    }

    private func renderSwipe() -> RenderSwipe? {
        guard let presentation = swipeActionsPresentation else { return nil }
        return RenderSwipe(
            indexPath: presentation.indexPath, edge: presentation.edge, revealedWidth: presentation.revealedWidth,
            isOpen: presentation.isOpen,
            buttons: presentation.buttons.map {
                RenderSwipe.Button(
                    title: $0.action.title, imageSystemName: $0.action.image?.systemName,
                    backgroundColor: $0.action.backgroundColor, frame: $0.frame)
            })
    }

    private func renderMenu() -> RenderMenu? {
        guard let presentation = presentedMenu else { return nil }
        return RenderMenu(
            title: presentation.menu.title,
            elements: presentation.elements.map(RenderMenu.Element.init),
            indexPath: presentation.indexPath, identity: renderIdentity(ofItemAt: presentation.indexPath),
            sourceFrame: presentation.sourceFrame, isContextMenu: presentation.isContextMenu)
    }
}

extension RenderElement.Category {
    /// Cells draw below supplementary views, which draw below decorations, at equal zIndex.
    var drawingRank: Int {
        switch self {
        case .cell: 0
        case .supplementaryView: 1
        case .decorationView: 2
        }
    }
}

/// Where an element draws among the others: by zIndex, then its category's rank (`drawingRank`), then its index path.
private struct DrawingKey: Comparable {
    let zIndex: Int
    let rank: Int
    let indexPath: IndexPath

    static func < (lhs: DrawingKey, rhs: DrawingKey) -> Bool {
        if lhs.zIndex != rhs.zIndex { return lhs.zIndex < rhs.zIndex }
        if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
        return lhs.indexPath.isOrdered(before: rhs.indexPath)
    }
}
