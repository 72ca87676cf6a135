internal import CompositionalLayoutEngine
import OpenCollectionView

/// What the layout engine computed for one example in one viewport: the content size and every
/// element's frame, with what each cell, supplementary view and decoration view shows.
public struct ComputedLayout: Sendable {
    /// One element the layout placed.
    public struct Element: Sendable, Hashable {
        /// The element's index path.
        public let indexPath: IndexPath
        /// The element's frame in the collection view's content, in points.
        public let frame: CGRect
        /// Whether the element is a cell, a supplementary view or a decoration view.
        public let category: UICollectionView.ElementCategory
        /// The element's zIndex: higher ones are drawn above lower ones.
        public let zIndex: Int
        /// What the cell shows; `nil` for supplementary and decoration views.
        public let cellContent: CellContent?
        /// The supplementary or decoration kind; `nil` for cells.
        public let elementKind: String?
        /// What the supplementary view shows; `nil` for other elements, and for supplementary views without a
        /// gallery design (drawn as outlined placeholders).
        public let supplementaryContent: SupplementaryContent?
        /// How the decoration view looks; `nil` for other elements, and for decorations without a gallery design.
        public let decorationDesign: DecorationDesign?
        /// Whether the element rides its section's orthogonally scrolling row (its cells and their item
        /// supplementaries), rather than the section itself (boundary items, section backgrounds).
        public let isInOrthogonalRow: Bool
    }

    /// The row of an orthogonally scrolling section, as the page lets it scroll.
    public struct OrthogonalRow: Sendable, Hashable {
        /// The section's index.
        public let section: Int
        /// The section's scrolling behavior, as UIKit names it (`"continuous"`, `"groupPagingCentered"`…).
        public let behaviorName: String
        /// The band the row's elements occupy in the content: the content's whole width, from the top of
        /// its highest element to the bottom of its lowest.
        public let band: CGRect
        /// The row's length along its scrolling axis at rest: its insets and every group.
        public let contentWidth: CGFloat
    }

    /// The viewport the example was laid out in.
    public let viewport: Viewport
    /// The collection view's `contentSize`.
    public let contentSize: CGSize
    /// The collection view's `contentOffset` when the layout was recorded; pinned elements sit where this
    /// offset puts them.
    public let contentOffset: CGPoint
    /// Every element in the content, in the order the layout returned them.
    public let elements: [Element]
    /// The orthogonally scrolling rows, by section order (vertical layouts only).
    public let orthogonalRows: [OrthogonalRow]

    /// Lays `example` out in `viewport` the way an app does — a collection view of the viewport's size
    /// and scale, a data source with the example's items, `layoutIfNeeded()` — takes the heights the
    /// example measures for self-sizing cells, scrolls to `contentOffset`, and records every element in the
    /// whole content.
    @MainActor
    public init(example: any GalleryExample, viewport: Viewport, contentOffset: CGPoint = .zero) {
        let collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: example.makeLayout())
        collectionView.traitOverrides.displayScale = viewport.displayScale
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: ExampleDataSource.cellReuseIdentifier)
        let dataSource = ExampleDataSource(itemIdentifiers: example.itemIdentifiers)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let identifiers = example.itemIdentifiers
        func identifier(at indexPath: IndexPath) -> Int? {
            guard identifiers.indices.contains(indexPath.section),
                identifiers[indexPath.section].indices.contains(indexPath.item)
            else { return nil }
            return identifiers[indexPath.section][indexPath.item]
        }
        Self.applyMeasuredHeights(to: collectionView) { indexPath, width in
            identifier(at: indexPath).flatMap { example.measuredHeight(for: $0, at: indexPath, width: width) }
        }
        if contentOffset != .zero {
            collectionView.contentOffset = contentOffset
            collectionView.layoutIfNeeded()
        }
        self.init(
            collectionView: collectionView, viewport: viewport,
            cellContent: { indexPath in identifier(at: indexPath).map { example.cellContent(for: $0, at: indexPath) } },
            supplementaryContent: { kind, indexPath in example.supplementaryContent(ofKind: kind, at: indexPath) },
            decorationDesign: { kind in example.decorationDesign(ofKind: kind) })
        // The data source is weak on the collection view; keep it alive until the layout has been read.
        withExtendedLifetime(dataSource) {}
    }

    /// Records every element of `collectionView`'s whole content as its layout places it now, with what
    /// `cellContent` says the cell at each index path shows, `supplementaryContent` says each supplementary
    /// view (kind, index path) shows and `decorationDesign` says each decoration kind looks like. List
    /// separators are drawn as such without asking. The collection view is laid out in `viewport` by its owner
    /// (with a data source of its choice, such as a diffable one).
    @MainActor
    public init(
        collectionView: UICollectionView, viewport: Viewport, cellContent: (IndexPath) -> CellContent?,
        supplementaryContent: (String, IndexPath) -> SupplementaryContent? = { _, _ in nil },
        decorationDesign: (String) -> DecorationDesign? = { _ in nil }
    ) {
        collectionView.layoutIfNeeded()
        let solution = (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.solution
        let sections = solution?.sections ?? []
        let isVertical = solution.map { $0.configuration.scrollDirection == .vertical } ?? true
        // Orthogonal rows reach past the content's width; ask for all of them so the page can scroll them.
        let rows = isVertical ? sections.compactMap { section in section.row.map { (section, $0) } } : []
        let rowLength = rows.map(\.1.contentLength).max() ?? 0
        let contentRect = CGRect(
            x: 0, y: 0, width: max(collectionView.contentSize.width, rowLength), height: collectionView.contentSize.height)
        let attributes = collectionView.collectionViewLayout.layoutAttributesForElements(in: contentRect) ?? []

        // What belongs to the section rather than to its row: boundary items and section backgrounds.
        var sectionLevelKinds: [Int: Set<String>] = [:]
        for (section, _) in rows {
            sectionLevelKinds[section.index] = Set(section.boundaryItems.filter { !$0.scrollsWithRow }.map(\.elementKind))
                .union(section.decorations.map(\.elementKind))
        }

        self.viewport = viewport
        contentSize = collectionView.contentSize
        contentOffset = collectionView.contentOffset
        let elements = attributes.map { attributes in
            let indexPath = attributes.indexPath
            let kind = attributes.representedElementKind
            let section = indexPath.count == 2 ? indexPath.section : nil
            var isInRow = false
            if let section, let sectionKinds = sectionLevelKinds[section] {
                isInRow = attributes.representedElementCategory == .cell || !sectionKinds.contains(kind ?? "")
            }
            var content: CellContent?
            var supplementary: SupplementaryContent?
            var decoration: DecorationDesign?
            switch attributes.representedElementCategory {
            case .cell:
                if indexPath.count == 2 { content = cellContent(indexPath) }
            case .supplementaryView:
                supplementary = supplementaryContent(kind ?? "", indexPath)
            case .decorationView:
                decoration = ListSeparatorKind.isListSeparator(kind ?? "") ? .listSeparator : decorationDesign(kind ?? "")
            }
            return Element(
                indexPath: indexPath, frame: attributes.frame, category: attributes.representedElementCategory,
                zIndex: attributes.zIndex, cellContent: content, elementKind: kind, supplementaryContent: supplementary,
                decorationDesign: decoration, isInOrthogonalRow: isInRow)
        }
        self.elements = elements

        orthogonalRows = rows.compactMap { section, row in
            let members = elements.filter { $0.isInOrthogonalRow && $0.indexPath.section == section.index }
            guard let top = members.map(\.frame.minY).min(), let bottom = members.map(\.frame.maxY).max() else { return nil }
            let reach = members.map(\.frame.maxX).max() ?? 0
            return OrthogonalRow(
                section: section.index, behaviorName: Self.name(of: row.behavior),
                band: CGRect(x: 0, y: top, width: collectionView.contentSize.width, height: bottom - top),
                contentWidth: max(row.contentLength, reach))
        }
    }

    /// Hands the layout the height `measure` gives each cell (index path, the width the layout gives it), as a
    /// host that measured the cells elsewhere does, and lays out again. Cells whose height is not estimated
    /// keep theirs: the layout takes measurements along estimated axes only.
    @MainActor
    static func applyMeasuredHeights(to collectionView: UICollectionView, measure: (IndexPath, CGFloat) -> CGFloat?) {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else { return }
        var changed = false
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                guard let frame = layout.layoutAttributesForItem(at: indexPath)?.frame,
                    let height = measure(indexPath, frame.width)
                else { continue }
                if layout.setMeasuredSize(CGSize(width: frame.width, height: height), forItemAt: indexPath) { changed = true }
            }
        }
        if changed { collectionView.layoutIfNeeded() }
    }

    /// UIKit's name of an orthogonal scrolling behavior.
    private static func name(of behavior: OrthogonalScrollingBehavior) -> String {
        switch behavior {
        case .none: return "none"
        case .continuous: return "continuous"
        case .continuousGroupLeadingBoundary: return "continuousGroupLeadingBoundary"
        case .paging: return "paging"
        case .groupPaging: return "groupPaging"
        case .groupPagingCentered: return "groupPagingCentered"
        }
    }
}
