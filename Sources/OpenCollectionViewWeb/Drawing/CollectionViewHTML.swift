import Foundation
import OpenCollectionView

/// The HTML of a collection view (or a table view's list): a natively scrolling box holding a space as large as the
/// content and its insets, in which the content sits at its inset; in the content, each element at its frame, each
/// orthogonal section's row as a sideways-scrolling strip over the section's band, the swiped row over its buttons,
/// and the presented menu.
///
/// The box carries `data-collection-view` (the view's host identity) and the grid role assistive technologies read
/// (`role="grid"` or `"treegrid"`, `aria-rowcount` = all items); every row says its place among them. Scrolled to
/// the top, the box shows what the view shows at `contentOffset.y = -contentInset.top`, as a screen shows it first.
enum CollectionViewHTML {
    static func html(node: RenderNode, tree: RenderTree, in context: DrawingContext) -> String {
        var context = context
        let identity = node.identity ?? ""
        context.collectionViewIdentity = identity
        let role = CollectionRole(tree)
        var style = CSS.geometry(node.frame)
        var appearanceNode = node
        appearanceNode.backgroundColor = tree.backgroundColor ?? node.backgroundColor
        style += NodeHTML.appearance(appearanceNode)
        let itemCount = tree.itemCounts.reduce(0, +)
        var html = "<div class=\"ocv-node ocv-collection-view\(NodeHTML.borderClass(node))\" data-view=\"\(HTMLText.escape(node.viewClass))\""
        html += " data-collection-view=\"\(HTMLText.escape(identity))\" role=\"\(role.name)\" aria-rowcount=\"\(itemCount)\""
        html += " aria-multiselectable=\"false\" tabindex=\"0\" style=\"\(style)\">"
        html += "<div class=\"ocv-scroll-space\" role=\"presentation\" style=\"\(scrollSpaceStyle(tree))\">"
        html += contentHTML(tree, role: role, in: context)
        html += "</div></div>"
        return html
    }

    /// The space that scrolls: the content and the insets around it.
    static func scrollSpaceStyle(_ tree: RenderTree) -> String {
        let insets = tree.contentInset
        let width = max(tree.contentSize.width + insets.left + insets.right, 0)
        let height = max(tree.contentSize.height + insets.top + insets.bottom, 0)
        return "width:\(CSS.px(width));height:\(CSS.px(height))"
    }

    /// The content box at its inset, with every element of `tree`.
    static func contentHTML(_ tree: RenderTree, role: CollectionRole, in context: DrawingContext) -> String {
        let insets = tree.contentInset
        let content = CGRect(x: insets.left, y: insets.top, width: tree.contentSize.width, height: tree.contentSize.height)
        var html = "<div class=\"ocv-content\" role=\"presentation\" style=\"\(CSS.geometry(content))\">"
        let positions = ItemPositions(itemCounts: tree.itemCounts)
        let rows = Dictionary(uniqueKeysWithValues: tree.orthogonalSections.map { ($0.section, $0) })
        var rowElements: [Int: [RenderElement]] = [:]
        for element in tree.elements {
            if let section = element.orthogonalSection, rows[section] != nil {
                rowElements[section, default: []].append(element)
                continue
            }
            html += elementHTML(element, at: element.frame, tree: tree, positions: positions, role: role, in: context)
        }
        for row in tree.orthogonalSections {
            html += rowHTML(row, elements: rowElements[row.section] ?? [], tree: tree, positions: positions, role: role, in: context)
        }
        if let menu = tree.presentedMenu { html += MenuHTML.cellMenuHTML(menu, contentWidth: tree.contentSize.width) }
        return html + "</div>"
    }

    /// An orthogonal section's row: a strip over the section's band that scrolls sideways, holding the row's elements
    /// at their resting places (their frames plus the row's offset) relative to the band.
    static func rowHTML(
        _ row: RenderOrthogonalSection, elements: [RenderElement], tree: RenderTree, positions: ItemPositions,
        role: CollectionRole, in context: DrawingContext
    ) -> String {
        let band = CGRect(x: 0, y: row.frame.minY, width: tree.visibleRect.width, height: row.frame.height)
        var html = "<div class=\"ocv-orthogonal-row\" role=\"presentation\" data-section=\"\(row.section)\""
        html += " data-behavior=\"\(behaviorName(row.behavior))\" data-row-offset=\"\(CSS.number(row.offset))\""
        html += " data-snap=\"\(CSS.number(row.firstGroupOffset)) \(CSS.number(row.groupStride)) \(row.groupCount) \(CSS.number(row.viewportLength))\""
        html += " style=\"\(CSS.geometry(band))\">"
        html += "<div class=\"ocv-orthogonal-content\" role=\"presentation\" style=\"width:\(CSS.px(row.contentLength));height:\(CSS.px(band.height))\">"
        for element in elements {
            let frame = element.frame.offsetBy(dx: row.offset, dy: -band.minY)
            html += elementHTML(element, at: frame, tree: tree, positions: positions, role: role, in: context)
        }
        return html + "</div></div>"
    }

    /// An element at `frame`; the swiped row drawn over its buttons.
    static func elementHTML(
        _ element: RenderElement, at frame: CGRect, tree: RenderTree, positions: ItemPositions, role: CollectionRole,
        in context: DrawingContext
    ) -> String {
        let position = element.category == .cell ? positions.position(of: element.indexPath) : nil
        if let swipe = tree.swipe, element.category == .cell, element.indexPath == swipe.indexPath {
            return ElementHTML.swipedRowHTML(element, swipe: swipe, at: frame, position: position, role: role, in: context)
        }
        return ElementHTML.html(element, at: frame, position: position, role: role, in: context)
    }

    /// The behavior's name as UIKit spells it (`groupPagingCentered`).
    static func behaviorName(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> String {
        switch behavior {
        case .none: "none"
        case .continuous: "continuous"
        case .continuousGroupLeadingBoundary: "continuousGroupLeadingBoundary"
        case .paging: "paging"
        case .groupPaging: "groupPaging"
        case .groupPagingCentered: "groupPagingCentered"
        }
    }
}

/// An item's place among all the items of a collection view, from 1: what `aria-rowindex` says.
struct ItemPositions {
    private let sectionStarts: [Int]

    init(itemCounts: [Int]) {
        var starts: [Int] = []
        starts.reserveCapacity(itemCounts.count)
        var total = 0
        for count in itemCounts {
            starts.append(total)
            total += count
        }
        sectionStarts = starts
    }

    func position(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, sectionStarts.indices.contains(indexPath[0]) else { return nil }
        return sectionStarts[indexPath[0]] + indexPath[1] + 1
    }
}
