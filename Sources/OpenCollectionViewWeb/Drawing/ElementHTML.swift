import Foundation
import OpenCollectionView

/// The HTML of one element of a collection view's render tree — a cell, supplementary view or decoration view — and
/// of a swiped row with its action buttons.
///
/// An element is `<div class="ocv-element" data-kind="cell|KIND" data-identity="…" data-index-path="SECTION.ITEM"
/// data-state="…" style="left;top;width;height[;…]">`: its view's own appearance on that box — or, when the view has
/// none, its background configuration's, with `data-background` —, its subviews inside (`NodeHTML`). `data-state` lists the cell's states among `selected highlighted editing expanded swiped
/// reordering`, or says `normal`; supplementary and decoration views have none. A non-zero zIndex is the box's
/// `z-index`, so separators and headers draw above cells, as in UIKit. Hidden elements keep their box with the
/// `hidden` attribute. `position` (cells only) is the item's place among all the collection view's items, from 1, for
/// assistive technologies.
public enum ElementHTML {
    /// The box of `element` at `frame` (its frame, unless the element rides a row or a swipe that moves it).
    static func html(
        _ element: RenderElement, at frame: CGRect? = nil, position: Int? = nil, role: CollectionRole = .grid,
        in context: DrawingContext
    ) -> String {
        var html = ""
        write(element, at: frame, position: position, role: role, in: context, into: &html)
        return html
    }

    /// Appends `html(element, at: frame, position: position, role: role, in: context)` to `html`: an element's boxes are
    /// written into one string, its views' boxes too (`NodeHTML.write`) — or, given `contents` (a cache and the digest of
    /// the element's view tree, `ElementPlacement.viewDigest`), the HTML of its views drawn before for any page.
    static func write(
        _ element: RenderElement, at frame: CGRect? = nil, position: Int? = nil, role: CollectionRole = .grid,
        in context: DrawingContext, contents: (cache: SharedElementHTML, viewDigest: Int)? = nil, into html: inout String
    ) {
        let drawnFrame = frame ?? element.frame
        let ownAppearance = NodeHTML.appearance(element.view, in: context)
        // The cell's background configuration, under its content, is drawn by the element's own box when that draws
        // nothing itself: a row is one box fewer for the page to parse, style and lay out.
        let background = ownAppearance.isEmpty
            ? NodeHTML.backgroundDrawnByItsElement(element.view, size: drawnFrame.size, in: context) : nil
        html += "<div class=\"ocv-element"
        // Lines thinner than a CSS pixel (separators) must not vanish on a low-resolution screen.
        if drawnFrame.height > 0 && drawnFrame.height < 1 { html += " ocv-hairline" }
        html += AnimationCSS.className(element.view.animations, of: .box)
        html += "\" data-kind=\""
        html += HTMLText.escape(kind(of: element))
        html += "\" data-identity=\""
        html += HTMLText.escape(element.identity)
        html += "\" data-index-path=\""
        html += indexPathText(element.indexPath)
        html += "\""
        if let state = element.state {
            html += " data-state=\""
            html += stateNames(state)
            html += "\""
        }
        if background != nil { html += " data-background=\"true\"" }
        // Cells are rows of the grid, with one cell each; headers and other supplementary views are rows too, with a
        // header cell; decorations are not read.
        let cellRole: String?
        switch element.category {
        case .cell:
            html += role.attributes(for: element, state: element.state ?? RenderCellState(), position: position)
            cellRole = "gridcell"
        case .supplementaryView(let kind):
            html += " role=\"row\""
            cellRole = kind.localizedCaseInsensitiveContains("header") ? "rowheader" : "gridcell"
        case .decorationView:
            html += " aria-hidden=\"true\""
            cellRole = nil
        }
        // A hidden view (a badge counting nothing) keeps its place but is not drawn.
        if element.isHidden || element.view.isHidden { html += " hidden" }
        html += " style=\""
        CSS.writeGeometry(drawnFrame, into: &html)
        html += background ?? ownAppearance
        if element.zIndex != 0 { html += ";z-index:\(element.zIndex)" }
        // The layout's alpha is the view's (a reusable view takes its attributes' presentation, as in UIKit), which the
        // appearance above already wrote.
        if !element.transform.isIdentity {
            let t = element.transform
            html += ";transform:matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { CSS.number($0) }.joined(separator: ",") + ")"
        }
        // The cell's own layer's animations move the whole element, over the layout's transform.
        html += AnimationCSS.declarations(element.view.animations, of: .box, in: context)
        html += "\">"
        if let cellRole {
            html += "<div class=\"ocv-cell-content\" role=\""
            html += cellRole
            html += "\">"
        }
        if let contents {
            contents.cache.writeInner(
                element.view, digest: contents.viewDigest, leavingOutFirstSubview: background != nil, in: context, into: &html)
        } else {
            NodeHTML.writeElementContents(element.view, leavingOutFirstSubview: background != nil, in: context, into: &html)
        }
        if cellRole != nil { html += "</div>" }
        NodeHTML.writeBorder(element.view, in: context, into: &html)
        if let link = context.elementLink?(context.collectionViewIdentity, element), isSafeLink(link) {
            let label = element.view.firstText ?? element.identity
            html += "<a class=\"ocv-element-link\" href=\"\(HTMLText.escape(link))\" aria-label=\"\(HTMLText.escape(label))\"></a>"
        }
        html += "</div>"
    }

    /// An index path as `data-index-path` says it: its indexes joined by dots ("SECTION.ITEM").
    static func indexPathText(_ indexPath: IndexPath) -> String {
        indexPath.text(joinedBy: ".")
    }

    /// Whether `link` may be an element's `href`: an `http`/`https` address, or a relative one on the page's own site
    /// (`/path`, `examples/grid.html`, `?query`, `#fragment`). Anything else (`javascript:`, `data:`, a scheme-relative
    /// `//host`) would run or load what the page does not vouch for, so such an element gets no link.
    static func isSafeLink(_ link: String) -> Bool {
        guard !link.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }),
            !link.hasPrefix("//"), !link.contains("\\")
        else { return false }
        let lowercased = link.lowercased()
        if lowercased.hasPrefix("http://") || lowercased.hasPrefix("https://") { return true }
        // A relative reference names no scheme before its first "/", "?" or "#".
        return !link.prefix { $0 != "/" && $0 != "?" && $0 != "#" }.contains(":")
    }

    /// A swiped row: a box clipping the row's frame (at `frame`) that holds the action buttons, drawn where the swipe
    /// reveals them, and the row's cell moved aside by the revealed width.
    static func swipedRowHTML(
        _ element: RenderElement, swipe: RenderSwipe, at frame: CGRect, position: Int?, role: CollectionRole,
        in context: DrawingContext
    ) -> String {
        var html = "<div class=\"ocv-swipe\" data-swipe-identity=\"\(HTMLText.escape(element.identity))\""
        html += " data-swipe-edge=\"\(swipe.edge == .leading ? "leading" : "trailing")\""
        html += " data-revealed-width=\"\(CSS.number(swipe.revealedWidth))\""
        html += " style=\"\(CSS.geometry(frame));z-index:\(max(element.zIndex, 1))\(roundedLikeBackground(element))\">"
        for (index, button) in swipe.buttons.enumerated() {
            let buttonFrame = button.frame.offsetBy(dx: -element.frame.minX, dy: -element.frame.minY)
            let label = button.title ?? button.imageSystemName.map(SymbolGlyph.spokenName) ?? "Action"
            html += "<button class=\"ocv-swipe-button\" data-swipe-action=\"\(index)\" aria-label=\"\(HTMLText.escape(label))\""
            html += " style=\"\(CSS.geometry(buttonFrame));\(CSS.declaration("background", button.backgroundColor, in: context))\">"
            if let symbol = button.imageSystemName {
                html += "<span class=\"ocv-swipe-glyph\">\(SymbolGlyph.svg(named: symbol))</span>"
            }
            if let title = button.title { html += "<span class=\"ocv-swipe-title\">\(HTMLText.escape(title))</span>" }
            html += "</button>"
        }
        // Leading actions are on the left, or on the right in a right-to-left window: the cell moves away from them.
        let revealsLeftEdge = (swipe.edge == .leading) != (context.traitCollection.layoutDirection == .rightToLeft)
        let moved = CGRect(
            origin: CGPoint(x: revealsLeftEdge ? swipe.revealedWidth : -swipe.revealedWidth, y: 0), size: frame.size)
        write(element, at: moved, position: position, role: role, in: context, into: &html)
        return html + "</div>"
    }

    /// The element's `data-kind`: `cell`, or the supplementary or decoration kind.
    static func kind(of element: RenderElement) -> String {
        switch element.category {
        case .cell: "cell"
        case .supplementaryView(let kind), .decorationView(let kind): kind
        }
    }

    /// The cell states that are on, space-separated, or `normal`.
    static func stateNames(_ state: RenderCellState) -> String {
        var names: [String] = []
        if state.isSelected { names.append("selected") }
        if state.isHighlighted { names.append("highlighted") }
        if state.isEditing { names.append("editing") }
        if state.isExpanded { names.append("expanded") }
        if state.isSwiped { names.append("swiped") }
        if state.isReordering { names.append("reordering") }
        return names.isEmpty ? "normal" : names.joined(separator: " ")
    }

    /// The rounding of the cell's background (an inset-grouped section's outer corners), which also clips its swipe
    /// actions; empty when the background is square.
    private static func roundedLikeBackground(_ element: RenderElement) -> String {
        guard let background = element.view.children.first(where: { $0.content == .background }) else { return "" }
        return NodeHTML.cornersDeclaration(background)
    }
}

extension RenderNode {
    /// The first text the node or its subviews draw, depth first: what names the element's controls and link.
    var firstText: String? {
        if case .text(let text) = content { return text.text }
        for child in children {
            if let text = child.firstText { return text }
        }
        return nil
    }
}
