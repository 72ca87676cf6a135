import Foundation

/// Writes the page of one example: for each viewport, a device frame with the navigation-bar title
/// above a scrollable collection view, and one absolutely positioned box per element at the frame the
/// engine computed.
///
/// Boxes carry `data-index-path="section-item"` so that tests and browser scripts can find them;
/// CSS pixels are points.
public enum ExamplePageRenderer {
    /// The page's path relative to the site root.
    public static func relativePath(forSlug slug: String) -> String {
        "examples/\(slug).html"
    }

    /// The complete HTML page of `example`, drawn from `layouts` (one per viewport, in page order).
    @MainActor
    public static func render(_ example: any GalleryExample, layouts: [ComputedLayout]) -> String {
        let groups = SampleMenu.groupTitles(leadingTo: example.menuTitle)
        let itemCount = example.itemIdentifiers.reduce(0) { $0 + $1.count }
        let sectionCount = example.itemIdentifiers.count
        var body = """
            <header class="page-header">
            <a class="back-link" href="../index.html">‹ \(HTMLEscaping.escape(SampleMenu.title))</a>
            <p class="breadcrumb">\(groups.map(HTMLEscaping.escape).joined(separator: " › "))</p>
            <h1>\(HTMLEscaping.escape(example.menuTitle))</h1>
            <p class="page-note">\(itemCount) items in \(sectionCount) \(sectionCount == 1 ? "section" : "sections"), \
            placed at the frames OpenCollectionView's compositional layout computes.</p>
            </header>
            <main class="viewports">

            """
        for layout in layouts {
            body += viewportHTML(layout, navigationTitle: example.navigationTitle, background: example.backgroundColor)
        }
        body += "</main>"
        return HTMLDocument.page(title: "\(example.menuTitle) — \(SampleMenu.title)", bodyHTML: body)
    }

    private static func viewportHTML(_ layout: ComputedLayout, navigationTitle: String, background: GalleryColor) -> String {
        let viewport = layout.viewport
        let caption = "\(viewport.label) · \(CSSNumber.format(viewport.size.width)) × \(CSSNumber.format(viewport.size.height)) pt "
            + "@\(CSSNumber.format(viewport.displayScale))x · content \(CSSNumber.format(layout.contentSize.width)) × "
            + "\(CSSNumber.format(layout.contentSize.height)) pt"
        var html = """
            <section class="viewport" data-viewport="\(HTMLEscaping.escape(viewport.name))">
            <h2 class="viewport-caption">\(HTMLEscaping.escape(caption))</h2>
            <div class="device">
            <div class="navigation-bar">\(HTMLEscaping.escape(navigationTitle))</div>
            <div class="collection-view" style="width:\(px(viewport.size.width));height:\(px(viewport.size.height));\
            \(background.declarations(for: "background"))">
            <div class="collection-content" style="width:\(px(layout.contentSize.width));height:\(px(layout.contentSize.height))">

            """
        for element in layout.elements {
            html += elementHTML(element)
            html += "\n"
        }
        html += "</div>\n</div>\n</div>\n</section>\n"
        return html
    }

    private static func elementHTML(_ element: ComputedLayout.Element) -> String {
        let frame = element.frame
        var style = "left:\(px(frame.minX));top:\(px(frame.minY));width:\(px(frame.width));height:\(px(frame.height))"
        let indexPath = HTMLEscaping.escape(element.indexPath.map(String.init).joined(separator: "-"))
        guard let content = element.cellContent else {
            let kind = element.elementKind.map { " data-element-kind=\"\(HTMLEscaping.escape($0))\"" } ?? ""
            return "<div class=\"element placeholder-element\" data-index-path=\"\(indexPath)\"\(kind) style=\"\(style)\"></div>"
        }
        let text = HTMLEscaping.escape(content.text)
        switch content.design {
        case .textCell(let cornerRadius):
            if cornerRadius > 0 { style += ";border-radius:\(px(cornerRadius))" }
            return "<div class=\"element text-cell\" data-index-path=\"\(indexPath)\" style=\"\(style)\">"
                + "<span class=\"label\">\(text)</span></div>"
        case .listCell:
            return "<div class=\"element list-cell\" data-index-path=\"\(indexPath)\" style=\"\(style)\">"
                + "<span class=\"label\">\(text)</span>\(chevronSVG)</div>"
        }
    }

    /// The list cell's disclosure chevron, drawn in its 13 × 20 pt box in the current colour.
    private static let chevronSVG =
        #"<svg class="chevron" viewBox="0 0 13 20" aria-hidden="true"><path d="M3.5 2.5 10 10 3.5 17.5" fill="none" "#
        + #"stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>"#

    private static func px(_ value: CGFloat) -> String {
        CSSNumber.format(value) + "px"
    }
}
