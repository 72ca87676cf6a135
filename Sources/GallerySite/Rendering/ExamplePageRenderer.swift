import Foundation
import OpenCollectionView

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

    /// One device frame of a page: what its collection view shows and how the page labels it.
    struct DeviceFrame {
        /// What the frame's collection view draws.
        enum Content {
            /// The frames the layout computed, drawn with the example's cell designs.
            case layout(ComputedLayout)
            /// What the collection view's render trees show (`RenderTreeFrame`).
            case renderTree(CapturedContent)
        }

        let content: Content
        /// The frame's `data-viewport` attribute: the viewport's name, or the name of the state it shows.
        let name: String
        /// The line above the device.
        let caption: String
        /// HTML drawn between the navigation bar and the collection view, such as a search bar.
        let accessoryHTML: String
        /// HTML at the trailing end of the navigation bar, such as a bar button.
        let barButtonHTML: String
        /// The collection view's background, when it is not the example's (a list's appearance decides it).
        let background: GalleryColor?

        /// A frame for `layout`, named and captioned after its viewport unless told otherwise.
        init(
            layout: ComputedLayout, name: String? = nil, caption: String? = nil, accessoryHTML: String = "",
            background: GalleryColor? = nil
        ) {
            content = .layout(layout)
            self.name = name ?? layout.viewport.name
            self.caption = caption ?? ExamplePageRenderer.viewportCaption(layout)
            self.accessoryHTML = accessoryHTML
            barButtonHTML = ""
            self.background = background
        }

        /// A frame drawing a collection view's render trees.
        init(_ frame: RenderTreeFrame) {
            content = .renderTree(frame.content)
            name = frame.name
            caption = frame.caption
            accessoryHTML = frame.accessoryHTML
            barButtonHTML = frame.barButtonTitle.map {
                "<span class=\"bar-button\">\(HTMLEscaping.escape($0))</span>"
            } ?? frame.barButtonSymbol.map { "<span class=\"bar-button\">\(SymbolGlyph.svg(named: $0))</span>" } ?? ""
            background = frame.content.backgroundColor.map(GalleryColor.init) ?? frame.background
        }

        /// The size of the viewport the frame shows.
        var viewport: Viewport {
            switch content {
            case .layout(let layout): layout.viewport
            case .renderTree(let content): content.viewport
            }
        }
    }

    /// The complete HTML page of `example`, drawn from `layouts` (one per viewport, in page order).
    @MainActor
    public static func render(_ example: any GalleryExample, layouts: [ComputedLayout]) -> String {
        return page(for: example, noteHTML: defaultNoteHTML(for: example), frames: layouts.map { DeviceFrame(layout: $0) })
    }

    /// The page note of an example drawn from its layout: its counts, and its own `pageNote` (escaped here).
    @MainActor
    static func defaultNoteHTML(for example: any GalleryExample) -> String {
        let itemCount = example.itemIdentifiers.reduce(0) { $0 + $1.count }
        let sectionCount = example.itemIdentifiers.count
        var note = "\(itemCount) items in \(sectionCount) \(sectionCount == 1 ? "section" : "sections"), "
            + "placed at the frames OpenCollectionView's compositional layout computes."
        if let pageNote = example.pageNote { note += " " + HTMLEscaping.escape(pageNote) }
        return note
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
            body += frameHTML(frame, navigationTitle: example.navigationTitle, background: frame.background ?? example.backgroundColor)
        }
        body += "</main>"
        return HTMLDocument.page(title: "\(example.menuTitle) — \(SampleMenu.title)", bodyHTML: body)
    }

    /// "iPhone · 390 × 844 pt @3x · content 390 × 1482 pt".
    static func viewportCaption(_ layout: ComputedLayout) -> String {
        viewportCaption(layout.viewport, contentSize: layout.contentSize)
    }

    /// "iPhone · 390 × 844 pt @3x · content 390 × 1482 pt" for a viewport showing content of `contentSize`.
    static func viewportCaption(_ viewport: Viewport, contentSize: CGSize) -> String {
        "\(viewport.label) · \(CSSNumber.format(viewport.size.width)) × \(CSSNumber.format(viewport.size.height)) pt "
            + "@\(CSSNumber.format(viewport.displayScale))x · content \(CSSNumber.format(contentSize.width)) × "
            + "\(CSSNumber.format(contentSize.height)) pt"
    }

    private static func frameHTML(_ frame: DeviceFrame, navigationTitle: String, background: GalleryColor) -> String {
        let viewport = frame.viewport
        let contentSize: CGSize
        var contentOffset = CGPoint.zero
        switch frame.content {
        case .layout(let layout):
            contentSize = layout.contentSize
            contentOffset = layout.contentOffset
        case .renderTree(let content):
            contentSize = content.contentSize
        }
        // A frame recorded scrolled shows the content from its offset: the content is moved up (and left) so
        // that what the offset shows sits at the top of the collection view; pinned elements are already
        // where that offset puts them.
        var contentStyle = "width:\(px(contentSize.width));height:\(px(contentSize.height))"
        if contentOffset.y != 0 { contentStyle += ";margin-top:\(px(-contentOffset.y))" }
        if contentOffset.x != 0 { contentStyle += ";margin-left:\(px(-contentOffset.x))" }
        let drawnFrom: String
        if case .renderTree = frame.content { drawnFrom = " data-drawn-from=\"render-tree\"" } else { drawnFrom = "" }
        var html = """
            <section class="viewport" data-viewport="\(HTMLEscaping.escape(frame.name))">
            <h2 class="viewport-caption">\(HTMLEscaping.escape(frame.caption))</h2>
            <div class="device">
            \(navigationBarHTML(title: navigationTitle, barButtonHTML: frame.barButtonHTML))
            \(frame.accessoryHTML)<div class="collection-view"\(drawnFrom) style="width:\(px(viewport.size.width));height:\(px(viewport.size.height));\
            \(background.declarations(for: "background"))">
            <div class="collection-content" style="\(contentStyle)">

            """
        switch frame.content {
        case .layout(let layout):
            for element in layout.elements where !element.isInOrthogonalRow {
                html += ElementHTML.html(element)
                html += "\n"
            }
            for row in layout.orthogonalRows {
                html += orthogonalRowHTML(row, elements: layout.elements.filter { $0.isInOrthogonalRow && $0.indexPath.section == row.section })
            }
        case .renderTree(let content):
            html += renderTreeContentHTML(content)
        }
        html += "</div>\n</div>\n</div>\n</section>\n"
        return html
    }

    /// The navigation bar: the title, centred; with a bar button, the title between an empty start and the button,
    /// shortened with an ellipsis rather than run under the button.
    private static func navigationBarHTML(title: String, barButtonHTML: String) -> String {
        guard !barButtonHTML.isEmpty else { return "<div class=\"navigation-bar\">\(HTMLEscaping.escape(title))</div>" }
        return "<div class=\"navigation-bar has-bar-button\"><span class=\"navigation-title\">\(HTMLEscaping.escape(title))</span>"
            + "\(barButtonHTML)</div>"
    }

    /// The elements of captured render trees, each at its frame; orthogonal rows as scrollable strips; the
    /// swiped row moved aside over its buttons.
    private static func renderTreeContentHTML(_ content: CapturedContent) -> String {
        func elementHTML(_ element: RenderElement) -> String {
            if let swipe = content.swipe, element.category == .cell, element.indexPath == swipe.indexPath {
                return RenderElementHTML.swipedRowHTML(element, swipe: swipe) + "\n"
            }
            return RenderElementHTML.html(element) + "\n"
        }
        var html = content.elements.map(elementHTML).joined()
        for row in content.orthogonalRows {
            let band = row.band
            let behavior = HTMLEscaping.escape(row.behaviorName)
            let stripStyle = "left:\(px(band.minX));top:\(px(band.minY));width:\(px(band.width));height:\(px(band.height))"
            let innerStyle = "top:\(px(-band.minY));width:\(px(row.contentWidth));height:\(px(band.maxY))"
            html += "<div class=\"orthogonal-row\" data-section=\"\(row.section)\" data-orthogonal-scrolling=\"\(behavior)\" "
            html += "style=\"\(stripStyle)\">\n<div class=\"orthogonal-row-content\" style=\"\(innerStyle)\">\n"
            html += row.elements.map(elementHTML).joined()
            html += "</div>\n</div>\n"
        }
        return html
    }

    /// An orthogonally scrolling row as a horizontally scrollable strip over the row's band. Its elements keep
    /// their content coordinates: the strip's inner box starts at the content's top, above the strip.
    private static func orthogonalRowHTML(_ row: ComputedLayout.OrthogonalRow, elements: [ComputedLayout.Element]) -> String {
        let band = row.band
        var html = "<div class=\"orthogonal-row\" data-section=\"\(row.section)\" "
            + "data-orthogonal-scrolling=\"\(HTMLEscaping.escape(row.behaviorName))\" "
            + "style=\"left:\(px(band.minX));top:\(px(band.minY));width:\(px(band.width));height:\(px(band.height))\">\n"
            + "<div class=\"orthogonal-row-content\" style=\"top:\(px(-band.minY));width:\(px(row.contentWidth));"
            + "height:\(px(band.maxY))\">\n"
        for element in elements {
            html += ElementHTML.html(element)
            html += "\n"
        }
        html += "</div>\n</div>\n"
        return html
    }

    private static func px(_ value: CGFloat) -> String {
        CSSNumber.format(value) + "px"
    }
}
