import Foundation
import OpenCollectionView

/// The HTML of one element of a render tree — a cell, supplementary view or decoration view — and of a swiped
/// row's action buttons.
///
/// An element is `<div class="rt-element rt-CATEGORY" data-identity="…" data-index-path="SECTION-ITEM"
/// [data-element-kind="KIND"] data-state="…" style="left:…;top:…;width:…;height:…[;…]">`, its view's own
/// appearance on that box and its subviews inside (`RenderNodeHTML`). `data-state` lists the cell's states among
/// `selected highlighted editing expanded swiped reordering`, or says `normal`; supplementary and decoration
/// views have none. A non-zero zIndex is the box's `z-index`, so separators and headers draw above cells as in
/// UIKit. Hidden elements keep their box with the `hidden` attribute.
enum RenderElementHTML {
    /// The box of `element`.
    static func html(_ element: RenderElement) -> String {
        var attributes = "data-identity=\"\(HTMLEscaping.escape(element.identity))\" "
            + "data-index-path=\"\(HTMLEscaping.escape(element.indexPath.map(String.init).joined(separator: "-")))\""
        var categoryClass: String
        switch element.category {
        case .cell:
            categoryClass = "rt-cell"
        case .supplementaryView(let kind):
            categoryClass = "rt-supplementary"
            attributes += " data-element-kind=\"\(HTMLEscaping.escape(kind))\""
        case .decorationView(let kind):
            categoryClass = "rt-decoration"
            attributes += " data-element-kind=\"\(HTMLEscaping.escape(kind))\""
        }
        if let state = element.state { attributes += " data-state=\"\(stateNames(state))\"" }
        if element.isHidden { attributes += " hidden" }
        var style = RenderNodeHTML.geometry(element.frame) + RenderNodeHTML.appearance(element.view)
        if element.zIndex != 0 { style += ";z-index:\(element.zIndex)" }
        if element.alpha < 1 { style += ";opacity:\(CSSNumber.format(element.alpha))" }
        if !element.transform.isIdentity {
            let t = element.transform
            style += ";transform:matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(CSSNumber.format).joined(separator: ",") + ")"
        }
        if element.frame.height > 0 && element.frame.height < 1 { categoryClass += " rt-hairline" }
        return "<div class=\"rt-element \(categoryClass)\" \(attributes) style=\"\(style)\">"
            + RenderNodeHTML.innerHTML(element.view) + "</div>"
    }

    /// The swiped row: a box clipping the row's frame that holds the action buttons (drawn where the swipe
    /// reveals them) and the row's cell moved aside by the revealed width.
    static func swipedRowHTML(_ element: RenderElement, swipe: RenderSwipe) -> String {
        let row = element.frame
        var moved = element
        moved.frame.origin = CGPoint(x: swipe.edge == .leading ? swipe.revealedWidth : -swipe.revealedWidth, y: 0)
        var html = "<div class=\"rt-swipe\" data-swipe-edge=\"\(swipe.edge == .leading ? "leading" : "trailing")\" "
            + "data-revealed-width=\"\(CSSNumber.format(swipe.revealedWidth))\" "
            + "style=\"\(RenderNodeHTML.geometry(row));z-index:\(max(element.zIndex, 1))\(roundedLikeBackground(element))\">"
        for (index, button) in swipe.buttons.enumerated() {
            let frame = button.frame.offsetBy(dx: -row.minX, dy: -row.minY)
            html += "<div class=\"rt-swipe-button\" data-swipe-action=\"\(index)\" style=\"\(RenderNodeHTML.geometry(frame));"
                + "\(GalleryColor(button.backgroundColor).declarations(for: "background"))\">"
            if let symbol = button.imageSystemName {
                html += "<div class=\"rt-swipe-glyph\">\(SymbolGlyph.svg(named: symbol))</div>"
            }
            if let title = button.title {
                html += "<span class=\"rt-swipe-title\">\(HTMLEscaping.escape(title))</span>"
            }
            html += "</div>"
        }
        return html + Self.html(moved) + "</div>"
    }

    /// The rounding of the cell's background (an inset-grouped section's outer corners), which also clips its
    /// swipe actions; empty when the background is square.
    private static func roundedLikeBackground(_ element: RenderElement) -> String {
        guard let background = element.view.children.first(where: { $0.content == .background }),
            background.cornerRadius > 0, !background.maskedCorners.isEmpty
        else { return "" }
        return ";border-radius:" + RenderNodeHTML.cornerRadii(background.cornerRadius, masked: background.maskedCorners)
    }

    /// The cell states that are on, space-separated, or `normal`.
    static func stateNames(_ state: RenderCellState) -> String {
        let names = [
            ("selected", state.isSelected), ("highlighted", state.isHighlighted), ("editing", state.isEditing),
            ("expanded", state.isExpanded), ("swiped", state.isSwiped), ("reordering", state.isReordering),
        ].filter(\.1).map(\.0)
        return names.isEmpty ? "normal" : names.joined(separator: " ")
    }
}
