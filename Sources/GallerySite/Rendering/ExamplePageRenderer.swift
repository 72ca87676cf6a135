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
        "examples/" + fileName(forSlug: slug)
    }

    /// The page's file name, which links between example pages use.
    public static func fileName(forSlug slug: String) -> String {
        "\(slug).html"
    }

    /// One device frame of a page: a laid-out collection view and how the page labels it.
    struct DeviceFrame {
        let layout: ComputedLayout
        /// The frame's `data-viewport` attribute: the viewport's name, or the name of the state it shows.
        let name: String
        /// The line above the device.
        let caption: String
        /// HTML drawn between the navigation bar and the collection view, such as a search bar.
        let accessoryHTML: String

        /// A frame for `layout`, named and captioned after its viewport unless told otherwise.
        init(layout: ComputedLayout, name: String? = nil, caption: String? = nil, accessoryHTML: String = "") {
            self.layout = layout
            self.name = name ?? layout.viewport.name
            self.caption = caption ?? ExamplePageRenderer.viewportCaption(layout)
            self.accessoryHTML = accessoryHTML
        }
    }

    /// The complete HTML page of `example`, drawn from `layouts` (one per viewport, in page order).
    @MainActor
    public static func render(_ example: any GalleryExample, layouts: [ComputedLayout]) -> String {
        let itemCount = example.itemIdentifiers.reduce(0) { $0 + $1.count }
        let sectionCount = example.itemIdentifiers.count
        let note = "\(itemCount) items in \(sectionCount) \(sectionCount == 1 ? "section" : "sections"), "
            + "placed at the frames OpenCollectionView's compositional layout computes."
        return page(for: example, noteHTML: note, frames: layouts.map { DeviceFrame(layout: $0) })
    }

    /// A page for `example`: the header with `noteHTML` (already HTML) and `headerExtrasHTML` below it, then
    /// `frames` side by side.
    @MainActor
    static func page(
        for example: any GalleryExample, noteHTML: String, headerExtrasHTML: String = "", frames: [DeviceFrame]
    ) -> String {
        let groups = SampleMenu.groupTitles(leadingTo: example.menuTitle)
        var body = """
            <header class="page-header">
            <a class="back-link" href="../index.html">‹ \(HTMLEscaping.escape(SampleMenu.title))</a>
            <p class="breadcrumb">\(groups.map(HTMLEscaping.escape).joined(separator: " › "))</p>
            <h1>\(HTMLEscaping.escape(example.menuTitle))</h1>
            <p class="page-note">\(noteHTML)</p>
            \(headerExtrasHTML)</header>
            <main class="viewports">

            """
        for frame in frames {
            body += frameHTML(frame, navigationTitle: example.navigationTitle, background: example.backgroundColor)
        }
        body += "</main>"
        return HTMLDocument.page(title: "\(example.menuTitle) — \(SampleMenu.title)", bodyHTML: body)
    }

    /// "iPhone · 390 × 844 pt @3x · content 390 × 1482 pt".
    static func viewportCaption(_ layout: ComputedLayout) -> String {
        let viewport = layout.viewport
        return "\(viewport.label) · \(CSSNumber.format(viewport.size.width)) × \(CSSNumber.format(viewport.size.height)) pt "
            + "@\(CSSNumber.format(viewport.displayScale))x · content \(CSSNumber.format(layout.contentSize.width)) × "
            + "\(CSSNumber.format(layout.contentSize.height)) pt"
    }

    private static func frameHTML(_ frame: DeviceFrame, navigationTitle: String, background: GalleryColor) -> String {
        let layout = frame.layout
        let viewport = layout.viewport
        var html = """
            <section class="viewport" data-viewport="\(HTMLEscaping.escape(frame.name))">
            <h2 class="viewport-caption">\(HTMLEscaping.escape(frame.caption))</h2>
            <div class="device">
            <div class="navigation-bar">\(HTMLEscaping.escape(navigationTitle))</div>
            \(frame.accessoryHTML)<div class="collection-view" style="width:\(px(viewport.size.width));height:\(px(viewport.size.height));\
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
        case .labelCell:
            return "<div class=\"element label-cell\" data-index-path=\"\(indexPath)\" style=\"\(style)\">"
                + "<span class=\"label\">\(text)</span></div>"
        case .colorSwatch(let color):
            return "<div class=\"element swatch-cell\" data-index-path=\"\(indexPath)\" "
                + "style=\"\(style);\(color.declarations(for: "background"))\"></div>"
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
