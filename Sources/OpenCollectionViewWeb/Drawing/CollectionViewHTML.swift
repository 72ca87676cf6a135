import CompositionalLayoutEngine
import Foundation
import OpenCollectionView

/// The HTML of a collection view (or a table view's list): a natively scrolling box holding a space as large as the
/// content and its insets, in which the content sits at its inset; in the content, each element at its frame, each
/// orthogonal section's row as a sideways-scrolling strip over the section's band, the swiped row over its buttons,
/// and the presented menu; the view's own border over them all, still while they scroll (`borderHTML`).
///
/// The box carries `data-collection-view` (the view's host identity) and the grid role assistive technologies read
/// (`role="grid"` or `"treegrid"`, `aria-rowcount` = all items); every row says its place among them;
/// `data-drags-items` when a person can drag the items (a live page lifts cells), `data-refreshable` and
/// `data-refreshing` for a refresh control (a live page lets a person pull to refresh; the spinner shows while it runs,
/// with room above the content when `data-refreshing="pulled"`: a person's pull started it). Scrolled to the top, the
/// box shows what the view shows at `contentOffset.y = -contentInset.top`, as a screen shows it first.
/// A live page gets the box without its elements (`DrawingContext.drawsCollectionViewElements`), its item count or
/// its scroll space's size — each collection view's patch carries those, so that the skeleton does not change when only
/// the content does (a search filtering) — and each element from `placements(of:in:)`, which the drawing of a whole box
/// uses too.
enum CollectionViewHTML {
    static func html(node: RenderNode, tree: RenderTree, in context: DrawingContext) -> String {
        var context = context
        let identity = node.identity ?? ""
        context.collectionViewIdentity = identity
        let role = CollectionRole(tree)
        var style = CSS.geometry(node.frame)
        var appearanceNode = node
        appearanceNode.backgroundColor = tree.backgroundColor ?? node.backgroundColor
        style += NodeHTML.appearance(appearanceNode, in: context)
        let whole = context.drawsCollectionViewElements
        var html = "<div class=\"ocv-node ocv-collection-view\" data-view=\"\(HTMLText.escape(node.viewClass))\""
        html += " data-collection-view=\"\(HTMLText.escape(identity))\" role=\"\(role.name)\""
        if whole { html += " aria-rowcount=\"\(itemCount(tree))\"" }
        if scrollsSideways(tree) { html += " data-axis=\"horizontal\"" }
        if tree.dragsItems { html += " data-drags-items" }
        if tree.isRefreshable { html += " data-refreshable" }
        if tree.isRefreshing { html += (tree.isRefreshingFromPull ? " data-refreshing=\"pulled\"" : " data-refreshing") + " aria-busy=\"true\"" }
        html += " aria-multiselectable=\"false\" tabindex=\"0\" style=\"\(style)\">"
        if let background = tree.backgroundView { html += backgroundViewHTML(background, in: context) }
        html += borderHTML(node, in: context)
        html += "<div class=\"ocv-scroll-space\" role=\"presentation\"" + (whole ? " style=\"\(scrollSpaceStyle(tree))\">" : ">")
        html += "<div class=\"ocv-content\" role=\"presentation\"" + (whole ? " style=\"\(CSS.geometry(contentFrame(tree)))\">" : ">")
        if whole { html += elementsHTML(tree, in: context) }
        html += "</div></div></div>"
        if !tree.indexTitles.isEmpty { html += sectionIndexHTML(tree, frame: node.frame, identity: identity) }
        return html
    }

    /// The data source's index titles as UIKit's section index: a column of buttons along the collection view's
    /// trailing edge, as wide as its longest title, over the content and not scrolling with it, between its top and
    /// bottom insets.
    static func sectionIndexHTML(_ tree: RenderTree, frame: CGRect, identity: String) -> String {
        let insets = tree.contentInset
        let edge = tree.isRightToLeft ? "left:\(CSS.px(frame.minX))" : "right:calc(100% - \(CSS.px(frame.maxX)))"
        let style = "\(edge);top:\(CSS.px(frame.minY + insets.top));height:\(CSS.px(max(frame.height - insets.top - insets.bottom, 0)))"
        var html = "<nav class=\"ocv-section-index\" aria-label=\"Section index\" data-index-for=\"\(HTMLText.escape(identity))\""
            + " style=\"\(style)\">"
        for (index, title) in tree.indexTitles.enumerated() {
            html += "<button type=\"button\" data-index-title=\"\(index)\">\(HTMLText.escape(title))</button>"
        }
        return html + "</nav>"
    }

    /// Every item the collection view has, for its `aria-rowcount`.
    static func itemCount(_ tree: RenderTree) -> Int {
        tree.itemCounts.reduce(0, +)
    }

    /// The space that scrolls: the content and the insets around it.
    static func scrollSpace(_ tree: RenderTree) -> CGSize {
        let insets = tree.contentInset
        return CGSize(
            width: max(tree.contentSize.width + insets.left + insets.right, 0),
            height: max(tree.contentSize.height + insets.top + insets.bottom, 0))
    }

    /// The collection view's `backgroundView`: over its background colour and under every element, and still while the
    /// content scrolls — a box that sticks to the scrolling box's corner, taking no room from the scroll space.
    static func backgroundViewHTML(_ node: RenderNode, in context: DrawingContext) -> String {
        let size = node.frame.size
        return "<div class=\"ocv-background-view\" role=\"presentation\" style=\"width:\(CSS.px(size.width));"
            + "height:\(CSS.px(size.height));margin-bottom:\(CSS.px(-size.height))\">"
            + NodeHTML.html(node, in: context) + "</div>"
    }

    /// The collection view's own border (its layer's), as a layer draws it: on the view's bounds, over every element,
    /// and still while the content scrolls — a box of the view's size that sticks to the scrolling box's corner, as the
    /// background view's does, taking no room from the scroll space. Empty without a border.
    static func borderHTML(_ node: RenderNode, in context: DrawingContext) -> String {
        let border = NodeHTML.borderHTML(node, in: context)
        guard !border.isEmpty else { return "" }
        let size = node.frame.size
        return "<div class=\"ocv-collection-border\" aria-hidden=\"true\" style=\"width:\(CSS.px(size.width));"
            + "height:\(CSS.px(size.height));margin-bottom:\(CSS.px(-size.height))\">" + border + "</div>"
    }

    /// Whether the content scrolls sideways only (a carousel): wider than the view and no taller than it leaves room
    /// for. A finger sliding sideways on a cell then scrolls rather than swipes the row.
    static func scrollsSideways(_ tree: RenderTree) -> Bool {
        let space = scrollSpace(tree)
        return space.width > tree.visibleRect.width + 0.5 && space.height <= tree.visibleRect.height + 0.5
    }

    static func scrollSpaceStyle(_ tree: RenderTree) -> String {
        let space = scrollSpace(tree)
        return "width:\(CSS.px(space.width));height:\(CSS.px(space.height))"
    }

    /// The content box in the scroll space: at the content insets, as large as the content.
    static func contentFrame(_ tree: RenderTree) -> CGRect {
        CGRect(x: tree.contentInset.left, y: tree.contentInset.top, width: tree.contentSize.width, height: tree.contentSize.height)
    }

    /// Every element of `tree` with the rows' strips around the elements that ride them.
    static func elementsHTML(_ tree: RenderTree, in context: DrawingContext) -> String {
        var html = ""
        var rowElements: [Int: String] = [:]
        for placement in placements(of: tree) {
            if let row = placement.row {
                rowElements[row, default: ""] += placement.html(from: tree, in: context)
            } else {
                html += placement.html(from: tree, in: context)
            }
        }
        for row in rowStrips(of: tree) {
            html += row.openingHTML + (rowElements[row.section] ?? "") + "</div></div>"
        }
        return html
    }

    /// Each element of `tree` where it is drawn: in the content at its frame, or in its row's strip at its resting
    /// place (where it is with the row at offset 0, relative to the row's content box); the swiped row as its swipe
    /// box; the presented menu as an element of its own (identity `@menu`).
    static func placements(of tree: RenderTree) -> [ElementPlacement] {
        let role = CollectionRole(tree)
        let positions = ItemPositions(itemCounts: tree.itemCounts)
        let rows = Dictionary(uniqueKeysWithValues: tree.orthogonalSections.map { ($0.section, $0) })
        var placements: [ElementPlacement] = []
        placements.reserveCapacity(tree.elements.count + 1)
        // Each element is read through the array, not copied: bound to a loop variable, it would be.
        let elements = tree.elements
        for index in elements.indices {
            var frame = elements[index].frame
            var row: Int?
            if let section = elements[index].orthogonalSection, let strip = rows[section] {
                row = section
                frame = frame.offsetBy(
                    dx: RowStrip.restingShift(of: strip, width: tree.visibleRect.width, rightToLeft: tree.isRightToLeft),
                    dy: -strip.frame.minY)
            }
            let isCell = elements[index].category == .cell
            let indexPath = elements[index].indexPath
            let position = isCell ? positions.position(of: indexPath) : nil
            var swipe: RenderSwipe?
            if let treeSwipe = tree.swipe, isCell, indexPath == treeSwipe.indexPath { swipe = treeSwipe }
            placements.append(ElementPlacement(
                identity: elements[index].identity, row: row, frame: frame, element: elements[index], at: index,
                swipe: swipe, position: position, role: role))
        }
        if let menu = tree.presentedMenu {
            placements.append(ElementPlacement(menu: menu, contentWidth: tree.contentSize.width))
        }
        return placements
    }

    /// The strips of `tree`'s orthogonal sections.
    static func rowStrips(of tree: RenderTree) -> [RowStrip] {
        tree.orthogonalSections.map { RowStrip($0, width: tree.visibleRect.width) }
    }

    /// The behavior's name as UIKit spells it (`groupPagingCentered`).
    static func behaviorName(_ behavior: OrthogonalScrollingBehavior) -> String {
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

/// An element of a collection view as a page places it: where, and digests of what decides its drawing. What it draws
/// is read from its tree when it is drawn (`content(from:)`), so that a host comparing placements with what it sent
/// copies only the elements it draws — a placement holding its element was some 800 bytes, an element's copy a retain
/// for each reference in its view tree, for every element shown on every answer.
struct ElementPlacement {
    /// What decides the element's drawing besides where it is: the element (with the swipe shown on it and its
    /// position in the whole collection), or the presented menu.
    enum Content: Sendable {
        case element(RenderElement, swipe: RenderSwipe?, position: Int?, role: CollectionRole)
        case menu(RenderMenu, contentWidth: CGFloat)
    }

    /// Where the content is: the element at an index of the tree placed, and whether the tree's swipe is shown on it;
    /// or the presented menu, boxed, as it is rare.
    enum Source {
        case element(index: Int, isSwiped: Bool)
        indirect case menu(RenderMenu, contentWidth: CGFloat)
    }

    /// The identity of the presented menu's placement.
    static let menuIdentity = "@menu"

    let identity: String
    /// The orthogonal section whose strip holds the element, or `nil` for the content.
    let row: Int?
    /// The box: in the content, or in the row's strip.
    let frame: CGRect
    let source: Source
    /// What a patch reads of every element shown on every answer: its category and index path (`nil` for the menu),
    /// its place among the items (cells alone), whether the host kept its views (`RenderElement.keepsHostView`) and how
    /// it pins.
    let key: LayoutAnimationEnds.Key?
    let position: Int?
    let keepsHostView: Bool
    let pinning: RenderPinning?
    /// Digests (`Hasher`'s) of what decides the drawing besides where it is, made from the element in hand, which a
    /// patch compares with what the page was sent (`CollectionPatch.ContentDigest`): the view tree without its frame
    /// (`nil` when the host kept the views, whose digest is the one sent), and everything else — the element's size,
    /// attributes and state, the swipe shown on it and the collection's role, or the menu.
    let viewDigest: Int?
    let drawingDigest: Int

    /// The placement of `element`, the element at `index` of its tree, with the swipe shown on it, its place among the
    /// items and the collection's role.
    init(
        identity: String, row: Int?, frame: CGRect, element: RenderElement, at index: Int, swipe: RenderSwipe?,
        position: Int?, role: CollectionRole
    ) {
        self.identity = identity
        self.row = row
        self.frame = frame
        key = LayoutAnimationEnds.Key(element)
        self.position = position
        keepsHostView = element.keepsHostView
        pinning = element.pinning
        if element.keepsHostView {
            viewDigest = nil
        } else {
            var tree = element.view
            tree.frame = .zero
            viewDigest = tree.hashValue
        }
        var hasher = Hasher()
        element.hashDrawing(into: &hasher)
        hasher.combine(swipe)
        hasher.combine(role)
        drawingDigest = hasher.finalize()
        source = .element(index: index, isSwiped: swipe != nil)
    }

    /// The placement of the presented menu, over content `contentWidth` wide.
    init(menu: RenderMenu, contentWidth: CGFloat) {
        identity = Self.menuIdentity
        row = nil
        frame = menu.sourceFrame
        key = nil
        position = nil
        keepsHostView = false
        pinning = nil
        viewDigest = 0
        var hasher = Hasher()
        hasher.combine(menu)
        hasher.combine(contentWidth)
        drawingDigest = hasher.finalize()
        source = .menu(menu, contentWidth: contentWidth)
    }

    /// What the placement draws, read from `tree`, the tree it was placed from.
    func content(from tree: RenderTree) -> Content {
        switch source {
        case .element(let index, let isSwiped):
            .element(
                tree.elements[index], swipe: isSwiped ? tree.swipe : nil, position: position, role: CollectionRole(tree))
        case .menu(let menu, let contentWidth):
            .menu(menu, contentWidth: contentWidth)
        }
    }

    /// The element's HTML, drawn now from `tree` (the tree it was placed from) with `context`.
    func html(from tree: RenderTree, in context: DrawingContext) -> String {
        var html = ""
        Self.write(content(from: tree), at: frame, in: context, into: &html)
        return html
    }

    /// Appends the HTML of `content` placed at `frame`, drawn with `context`, to `html` — an element's views taken from
    /// `contents` (a cache and their digest, `viewDigest`) when given.
    static func write(
        _ content: Content, at frame: CGRect, in context: DrawingContext,
        contents: (cache: SharedElementHTML, viewDigest: Int)? = nil, into html: inout String
    ) {
        switch content {
        case .element(let element, let swipe?, let position, let role):
            html += ElementHTML.swipedRowHTML(element, swipe: swipe, at: frame, position: position, role: role, in: context)
        case .element(let element, nil, let position, let role):
            ElementHTML.write(element, at: frame, position: position, role: role, in: context, contents: contents, into: &html)
        case .menu(let menu, let contentWidth):
            html += MenuHTML.cellMenuHTML(menu, contentWidth: contentWidth)
        }
    }
}

/// An orthogonal section's strip: the band over the section that scrolls sideways, its length, where it is scrolled,
/// and its snap points.
struct RowStrip: Equatable {
    let section: Int
    let behavior: String
    /// The band in the content.
    let band: CGRect
    let length: CGFloat
    let offset: CGFloat
    /// The first group's resting offset, the stride between groups, the group count and the page length.
    let snap: (first: CGFloat, stride: CGFloat, count: Int, page: CGFloat)

    init(_ row: RenderOrthogonalSection, width: CGFloat) {
        section = row.section
        behavior = CollectionViewHTML.behaviorName(row.behavior)
        band = CGRect(x: 0, y: row.frame.minY, width: width, height: row.frame.height)
        length = row.contentLength
        offset = row.offset
        snap = (row.firstGroupOffset, row.groupStride, row.groupCount, row.viewportLength)
    }

    /// How far an element of `row` moves from where it is shown (at the row's offset) to its place in the row's
    /// content box. A left-to-right row's box starts at the band's left edge; a right-to-left row's box ends at the
    /// band's right edge (the browser's right-to-left scrolling box) and its offset scrolls it rightwards.
    static func restingShift(of row: RenderOrthogonalSection, width: CGFloat, rightToLeft: Bool) -> CGFloat {
        rightToLeft ? row.contentLength - width - row.offset : row.offset
    }

    static func == (lhs: RowStrip, rhs: RowStrip) -> Bool {
        lhs.section == rhs.section && lhs.behavior == rhs.behavior && lhs.band == rhs.band && lhs.length == rhs.length
            && lhs.offset == rhs.offset && lhs.snap == rhs.snap
    }

    /// The strip's box and its content's box, open for the elements.
    var openingHTML: String {
        // A group of the grid's rows that scrolls sideways: reachable with Tab and scrolled with the arrow keys, as a
        // scrollable region must be.
        var html = "<div class=\"ocv-orthogonal-row\" role=\"rowgroup\" tabindex=\"0\" data-section=\"\(section)\""
        html += " data-behavior=\"\(behavior)\" data-row-offset=\"\(CSS.number(offset))\""
        html += " data-snap=\"\(CSS.number(snap.first)) \(CSS.number(snap.stride)) \(snap.count) \(CSS.number(snap.page))\""
        html += " style=\"\(CSS.geometry(band))\">"
        html += "<div class=\"ocv-orthogonal-content\" role=\"presentation\" style=\"width:\(CSS.px(length));height:\(CSS.px(band.height))\">"
        return html
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

extension RenderNode {
    /// The collection views in this node's subtree, depth first, with their host identities.
    var collectionViewTrees: [(identity: String, tree: RenderTree)] {
        var found: [(String, RenderTree)] = []
        if case .collectionView(let tree) = content { found.append((identity ?? "", tree)) }
        for child in children { found += child.collectionViewTrees }
        return found
    }
}
