import Foundation
import OpenCollectionView

/// What a window shows across the whole content of its collection views, for a page that has no live host behind
/// it: scrolling such a page must show what scrolling the screen shows.
///
/// A render tree holds what is visible. `renderTree(of:)` scrolls each collection view of the window through its
/// content, and each orthogonal row through its length, keeps every element once (by identity) with rows at rest,
/// and puts the gathered elements into the window's render tree. Content longer than `maximumScreens` screens is
/// gathered that far (a million rows would make a page nobody can open); the page then ends there. The collection
/// views are left as they were found (scrolled back, rows at rest), with every cell they met measured.
@MainActor
public enum StaticCapture {
    /// How many screens of a collection view's content a static page holds at most.
    public static let maximumScreens = 40

    /// The window's render tree, each collection view showing all of its elements (up to `maximumScreens` screens).
    public static func renderTree(of window: UIWindow) -> WindowRenderTree {
        window.layoutIfNeeded()
        var captured: [String: RenderTree] = [:]
        for collectionView in collectionViews(in: window) {
            captured[collectionView.hostIdentity] = capture(collectionView)
        }
        var tree = window.renderTree()
        for index in tree.screens.indices {
            tree.screens[index].content = replacingCollectionViews(in: tree.screens[index].content, with: captured)
        }
        return tree
    }

    /// The collection views shown in `view` (table views' lists included), depth first.
    public static func collectionViews(in view: UIView) -> [UICollectionView] {
        var found: [UICollectionView] = []
        if let collectionView = view as? UICollectionView, !collectionView.isHidden { found.append(collectionView) }
        for subview in view.subviews where !subview.isHidden { found += collectionViews(in: subview) }
        return found
    }

    private static func replacingCollectionViews(in node: RenderNode, with captured: [String: RenderTree]) -> RenderNode {
        var node = node
        if case .collectionView = node.content, let identity = node.identity, let tree = captured[identity] {
            node.content = .collectionView(tree)
        }
        node.children = node.children.map { replacingCollectionViews(in: $0, with: captured) }
        return node
    }

    /// Everything `collectionView` shows across its content: its render tree at rest, with every element.
    /// Costs one render tree per screenful times the most screenfuls an orthogonal row spans.
    static func capture(_ collectionView: UICollectionView) -> RenderTree {
        collectionView.layoutIfNeeded()
        let startOffset = collectionView.contentOffset
        let top = -collectionView.adjustedContentInset.top
        let height = max(collectionView.bounds.height, 1)
        let width = max(collectionView.bounds.width, 1)
        func end() -> CGFloat {
            min(collectionView.contentSize.height + collectionView.adjustedContentInset.bottom, top + height * CGFloat(maximumScreens))
        }

        // First pass: scroll through once so that every cell is measured before anything is recorded.
        var y = top
        repeat {
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
            y += height
        } while y < end()

        let restTree = collectionView.renderTree()
        let rows = restTree.orthogonalSections
        var seen: Set<String> = []
        var elements: [RenderElement] = []
        var swipe: RenderSwipe?
        y = top
        repeat {
            var step = 0
            var rowsLeft = true
            while rowsLeft {
                rowsLeft = false
                var offsets: [Int: CGFloat] = [:]
                for row in rows {
                    let wanted = CGFloat(step) * width
                    offsets[row.section] = collectionView.setOrthogonalScrollingOffset(wanted, forSection: row.section)
                    if wanted < row.contentLength - width { rowsLeft = true }
                }
                collectionView.contentOffset = CGPoint(x: 0, y: y)
                let tree = collectionView.renderTree()
                if swipe == nil { swipe = tree.swipe }
                for element in tree.elements where !seen.contains(element.identity) {
                    seen.insert(element.identity)
                    var atRest = element
                    if let section = element.orthogonalSection, let offset = offsets[section] {
                        atRest.frame.origin.x += offset
                    }
                    elements.append(atRest)
                }
                step += 1
            }
            y += height
        } while y < end()

        for row in rows { collectionView.setOrthogonalScrollingOffset(0, forSection: row.section) }
        collectionView.contentOffset = startOffset
        var tree = collectionView.renderTree()
        tree.elements = elements.sorted { lhs, rhs in
            (lhs.zIndex, rank(lhs.category), lhs.indexPath) < (rhs.zIndex, rank(rhs.category), rhs.indexPath)
        }
        tree.swipe = tree.swipe ?? swipe
        tree.visibleRect.origin = CGPoint(x: 0, y: top)
        // A page cut short ends below the last element it holds.
        let reach = elements.map(\.frame.maxY).max() ?? 0
        if collectionView.contentSize.height > end() { tree.contentSize.height = reach }
        return tree
    }

    /// Cells draw below supplementary views, which draw below decorations, at equal zIndex.
    private static func rank(_ category: RenderElement.Category) -> Int {
        switch category {
        case .cell: 0
        case .supplementaryView: 1
        case .decorationView: 2
        }
    }
}
