import Foundation
import OpenCollectionView

/// The HTML of a navigation bar: a row with the back button and leading items, the centred title and the trailing
/// items, then the search bar when the top item has one. Buttons carry `data-bar-button` (the identity
/// `HostEvent.tapBarButton` takes).
enum NavigationBarHTML {
    static func html(_ bar: RenderNavigationBar, in context: DrawingContext) -> String {
        var style = CSS.geometry(bar.frame)
        if let tint = bar.barTintColor { style += ";" + CSS.declaration("background", tint, in: context) }
        style += ";" + CSS.declaration("color", bar.tintColor, in: context)
        var html = "<header class=\"ocv-navigation-bar\" role=\"banner\" style=\"\(style)\">"
        html += "<nav class=\"ocv-bar-row\" aria-label=\"Navigation bar\">"
        html += "<div class=\"ocv-bar-leading\">"
        if let back = bar.backButton { html += buttonHTML(back, isBack: true, in: context) }
        for item in bar.leftItems { html += buttonHTML(item, isBack: false, in: context) }
        html += "</div>"
        html += "<h1 class=\"ocv-bar-title\">\(HTMLText.escape(bar.title ?? ""))</h1>"
        html += "<div class=\"ocv-bar-trailing\">"
        for item in bar.rightItems { html += buttonHTML(item, isBack: false, in: context) }
        html += "</div></nav>"
        if let searchBar = bar.searchBar {
            var searchNode = searchBar
            searchNode.frame.origin.y -= bar.frame.minY
            html += NodeHTML.html(searchNode, in: context)
        }
        return html + "</header>"
    }

    /// A bar button: its title (bold for `.done`) or symbol; spaces are empty boxes.
    static func buttonHTML(_ button: RenderBarButton, isBack: Bool, in context: DrawingContext) -> String {
        if button.isFlexibleSpace { return "<span class=\"ocv-bar-space ocv-flexible\"></span>" }
        if let width = button.fixedSpaceWidth { return "<span class=\"ocv-bar-space\" style=\"width:\(CSS.px(width))\"></span>" }
        var classes = "ocv-bar-button"
        if isBack { classes += " ocv-back-button" }
        if button.isBold { classes += " ocv-done" }
        var attributes = " data-bar-button=\"\(HTMLText.escape(button.identity))\""
        if let label = button.accessibilityLabel {
            // The back button is named after where it goes ("Back to Grid"), unless the screen it returns to has no
            // title and the button says only "Back".
            let name = isBack && label != "Back" ? "Back to " + label : label
            attributes += " aria-label=\"\(HTMLText.escape(name))\""
        }
        if !button.isEnabled { attributes += " disabled" }
        if button.showsMenuOnTap { attributes += " aria-haspopup=\"menu\"" }
        if button.isSelected { attributes += " aria-pressed=\"true\"" }
        if let tint = button.tintColor { attributes += " style=\"\(CSS.declaration("color", tint, in: context))\"" }
        var html = "<button class=\"\(classes)\"\(attributes)>"
        if let symbol = button.symbolName, isBack || button.title == nil {
            html += "<span class=\"ocv-bar-glyph\" aria-hidden=\"true\">\(SymbolGlyph.svg(named: symbol))</span>"
        }
        if let title = button.title { html += "<span class=\"ocv-bar-button-title\">\(HTMLText.escape(title))</span>" }
        return html + "</button>"
    }
}
