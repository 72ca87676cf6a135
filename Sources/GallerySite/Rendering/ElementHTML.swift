import Foundation

/// The HTML of one element of a laid-out example: an absolutely positioned box at the element's frame,
/// drawn as its cell design, supplementary view or decoration view (the stylesheet holds the looks).
///
/// Every box is `<div class="element DESIGN" data-index-path="SECTION-ITEM" [data-element-kind="KIND"]
/// style="left:…;top:…;width:…;height:…[;more]">`, so that tests and browser scripts can find elements by
/// index path and kind. Elements with a non-zero zIndex carry it as a CSS `z-index`, so pinned headers and
/// list separators draw above cells as they do in UIKit.
enum ElementHTML {
    /// The box of `element`.
    static func html(_ element: ComputedLayout.Element) -> String {
        let frame = element.frame
        let indexPath = HTMLEscaping.escape(element.indexPath.map(String.init).joined(separator: "-"))
        var attributes = "data-index-path=\"\(indexPath)\""
        if let kind = element.elementKind {
            attributes += " data-element-kind=\"\(HTMLEscaping.escape(kind))\""
        }
        let geometry = "left:\(px(frame.minX));top:\(px(frame.minY));width:\(px(frame.width));height:\(px(frame.height))"
        let zIndex = element.zIndex != 0 ? ";z-index:\(element.zIndex)" : ""

        let drawing: Drawing
        switch element.category {
        case .cell:
            drawing = element.cellContent.map { cell($0, width: frame.width) } ?? .placeholder
        case .supplementaryView:
            drawing = element.supplementaryContent.map(supplementary) ?? .placeholder
        case .decorationView:
            drawing = element.decorationDesign.map(decoration) ?? .placeholder
        }
        if drawing.isHidden { attributes += " hidden" }
        return "<div class=\"element \(drawing.cssClass)\" \(attributes) style=\"\(geometry)\(drawing.style)\(zIndex)\">"
            + "\(drawing.innerHTML)</div>"
    }

    /// How one box is drawn: its design class, extra style declarations (each starting with `;`), its
    /// contents, and whether it is hidden (placed but not shown).
    private struct Drawing {
        var cssClass: String
        var style = ""
        var innerHTML = ""
        var isHidden = false

        /// An outlined box for elements the gallery has no design for.
        static let placeholder = Drawing(cssClass: "placeholder-element")
    }

    // MARK: Cells

    private static func cell(_ content: CellContent, width: CGFloat) -> Drawing {
        let text = HTMLEscaping.escape(content.text)
        let label = "<span class=\"label\">\(text)</span>"
        switch content.design {
        case .textCell(let cornerRadius):
            return Drawing(cssClass: "text-cell", style: cornerRadius > 0 ? ";border-radius:\(px(cornerRadius))" : "",
                           innerHTML: label)
        case .listCell:
            return Drawing(cssClass: "list-cell", innerHTML: label + chevronSVG)
        case .listCellWithoutSeparator:
            return Drawing(cssClass: "list-cell-without-separator", innerHTML: label + chevronSVG)
        case .labelCell:
            return Drawing(cssClass: "label-cell", innerHTML: label)
        case .colorSwatch(let color):
            return Drawing(cssClass: "swatch-cell", style: ";" + color.declarations(for: "background"))
        case .conferenceVideoCell:
            return Drawing(
                cssClass: "conference-video-cell",
                innerHTML: "<span class=\"thumbnail\"></span>\(label)"
                    + "<span class=\"category\">\(HTMLEscaping.escape(content.secondaryText ?? ""))</span>")
        case .conferenceNewsFeedCell(let showsSeparator):
            // Each label gets the height the row's measurement counted for it, so the page draws the cell the
            // layout sized even where the browser's font wraps differently (it clips instead of overlapping).
            let heights = ConferenceNewsFeedCellMetrics.labelHeights(
                title: content.text, date: content.secondaryText ?? "", body: content.bodyText ?? "", width: width)
            return Drawing(
                cssClass: "conference-news-cell",
                innerHTML: "<span class=\"label\" style=\"height:\(px(heights.title))\">\(text)</span>"
                    + "<span class=\"date\" style=\"height:\(px(heights.date))\">\(HTMLEscaping.escape(content.secondaryText ?? ""))</span>"
                    + "<span class=\"body\" style=\"height:\(px(heights.body))\">\(HTMLEscaping.escape(content.bodyText ?? ""))</span>"
                    + "<span class=\"separator\"\(showsSeparator ? "" : " hidden")></span>")
        case .photoTile(let color):
            return Drawing(cssClass: "photo-tile", style: ";" + color.declarations(for: "background"), innerHTML: label)
        }
    }

    // MARK: Supplementary and decoration views

    private static func supplementary(_ content: SupplementaryContent) -> Drawing {
        let label = "<span class=\"label\">\(HTMLEscaping.escape(content.text))</span>"
        let cssClass: String
        switch content.design {
        case .titleSupplementaryView(let isBoxed):
            cssClass = isBoxed ? "boxed-title-supplementary" : "title-supplementary"
        case .badgeSupplementaryView:
            cssClass = "badge-supplementary"
        }
        return Drawing(cssClass: cssClass, innerHTML: label, isHidden: content.isHidden)
    }

    private static func decoration(_ design: DecorationDesign) -> Drawing {
        switch design {
        case .sectionBackground: return Drawing(cssClass: "section-background-decoration")
        case .listSeparator: return Drawing(cssClass: "list-separator")
        }
    }

    // MARK: Glyphs

    /// The sample `ListCell`'s chevron, drawn in its 13 × 20 pt box in the current colour.
    private static let chevronSVG =
        #"<svg class="chevron" viewBox="0 0 13 20" aria-hidden="true"><path d="M3.5 2.5 10 10 3.5 17.5" fill="none" "#
        + #"stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>"#

    private static func px(_ value: CGFloat) -> String {
        CSSNumber.format(value) + "px"
    }
}
