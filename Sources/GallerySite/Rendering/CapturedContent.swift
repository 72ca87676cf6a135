import OpenCollectionView

/// Everything a collection view shows across its whole content, gathered from its render trees
/// (`UICollectionView.renderTree()`), for a static page that lets the reader scroll what a device scrolls.
///
/// A render tree holds what is visible in the view's bounds. `capture(_:viewport:)` scrolls the collection view
/// through its content, and each orthogonal section's row through its length, takes a tree at every step and
/// keeps each element once (by its identity), in content coordinates; elements of orthogonal rows keep their
/// positions with the row at rest. The collection view is left as it was found (scrolled back, rows at rest),
/// with every cell it met measured.
public struct CapturedContent: Sendable {
    /// An orthogonally scrolling section's row and its elements.
    public struct OrthogonalRow: Sendable {
        /// The section's index.
        public let section: Int
        /// The section's scrolling behavior, as UIKit names it (`"continuous"`, `"groupPaging"`…).
        public let behaviorName: String
        /// The band the row's elements occupy in the content: the content's whole width, from the top of its
        /// highest element to the bottom of its lowest.
        public let band: CGRect
        /// The row's length at rest: its insets and every group.
        public let contentWidth: CGFloat
        /// The row's elements, at their frames with the row at rest, in drawing order.
        public let elements: [RenderElement]
    }

    /// The viewport the collection view was laid out in.
    public let viewport: Viewport
    /// The collection view's `contentSize` once everything was measured.
    public let contentSize: CGSize
    /// The collection view's background colour; `nil` when it has none.
    public let backgroundColor: UIColor?
    /// The elements outside orthogonal rows, in drawing order, in the content's coordinates.
    public let elements: [RenderElement]
    /// The orthogonally scrolling rows, by section.
    public let orthogonalRows: [OrthogonalRow]
    /// The swiped row's buttons, when a row is swiped.
    public let swipe: RenderSwipe?

    /// Every element, those of orthogonal rows included, in drawing order within each part.
    public var allElements: [RenderElement] {
        elements + orthogonalRows.flatMap(\.elements)
    }

    /// The cells, by index path.
    public var cellsByIndexPath: [IndexPath: RenderElement] {
        var cells: [IndexPath: RenderElement] = [:]
        for element in allElements where element.category == .cell { cells[element.indexPath] = element }
        return cells
    }

    /// Gathers what `collectionView`, laid out at `viewport`'s size and scale by its owner, shows across its
    /// content. Costs one render tree per screenful times the most screenfuls an orthogonal row spans.
    @MainActor
    public static func capture(_ collectionView: UICollectionView, viewport: Viewport) -> CapturedContent {
        collectionView.layoutIfNeeded()
        let startOffset = collectionView.contentOffset
        let height = max(collectionView.bounds.height, 1)
        let width = max(collectionView.bounds.width, 1)

        // First pass: scroll through once so that every cell is measured before anything is recorded.
        var y: CGFloat = 0
        repeat {
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
            y += height
        } while y < collectionView.contentSize.height

        let rows = OrthogonalSections(collectionView)
        var seen: Set<String> = []
        var plain: [RenderElement] = []
        var rowElements: [Int: [RenderElement]] = [:]
        var swipe: RenderSwipe?
        y = 0
        repeat {
            var step = 0
            var rowsLeft = true
            while rowsLeft {
                rowsLeft = false
                var offsets: [Int: CGFloat] = [:]
                for section in rows.sections {
                    let wanted = CGFloat(step) * width
                    let set = collectionView.setOrthogonalScrollingOffset(wanted, forSection: section)
                    offsets[section] = set
                    if wanted < rows.length(ofSection: section) - width { rowsLeft = true }
                }
                collectionView.contentOffset = CGPoint(x: 0, y: y)
                let tree = collectionView.renderTree()
                if step == 0 && y == 0 { swipe = tree.swipe }
                for element in tree.elements where !seen.contains(element.identity) {
                    seen.insert(element.identity)
                    if rows.isInRow(element), let offset = offsets[element.indexPath.section] {
                        var atRest = element
                        atRest.frame.origin.x += offset
                        rowElements[element.indexPath.section, default: []].append(atRest)
                    } else {
                        plain.append(element)
                    }
                }
                step += 1
            }
            y += height
        } while y < collectionView.contentSize.height

        for section in rows.sections { collectionView.setOrthogonalScrollingOffset(0, forSection: section) }
        collectionView.contentOffset = startOffset
        collectionView.layoutIfNeeded()

        let contentWidth = collectionView.contentSize.width
        let orthogonalRows = rows.sections.compactMap { section -> OrthogonalRow? in
            guard let members = rowElements[section], let top = members.map(\.frame.minY).min(),
                let bottom = members.map(\.frame.maxY).max()
            else { return nil }
            let reach = members.map(\.frame.maxX).max() ?? 0
            return OrthogonalRow(
                section: section, behaviorName: rows.behaviorName(ofSection: section),
                band: CGRect(x: 0, y: top, width: contentWidth, height: bottom - top),
                contentWidth: max(rows.length(ofSection: section), reach), elements: sortedForDrawing(members))
        }
        return CapturedContent(
            viewport: viewport, contentSize: collectionView.contentSize, backgroundColor: collectionView.backgroundColor,
            elements: sortedForDrawing(plain), orthogonalRows: orthogonalRows, swipe: swipe)
    }

    /// `elements` in the render tree's drawing order: zIndex, then cells before supplementary views before
    /// decorations, then index path.
    private static func sortedForDrawing(_ elements: [RenderElement]) -> [RenderElement] {
        func rank(_ category: RenderElement.Category) -> Int {
            switch category {
            case .cell: 0
            case .supplementaryView: 1
            case .decorationView: 2
            }
        }
        return elements.sorted { lhs, rhs in
            (lhs.zIndex, rank(lhs.category), lhs.indexPath) < (rhs.zIndex, rank(rhs.category), rhs.indexPath)
        }
    }
}
