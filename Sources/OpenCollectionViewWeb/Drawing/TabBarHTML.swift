import Foundation
import OpenCollectionView

/// The HTML of a tab bar (`RenderTabBar`): a row of tabs along the bottom of its screen, each a button with its symbol,
/// title and badge. The row is a `tablist` and each tab a `tab` whose `aria-selected` says which is shown; tabs carry
/// `data-bar-button` (the identity `HostEvent.tapBarButton` takes), so the page sends a click as a bar button's tap.
enum TabBarHTML {
    static func html(_ bar: RenderTabBar, in context: DrawingContext) -> String {
        var style = CSS.geometry(bar.frame)
        if let background = bar.barTintColor { style += ";" + CSS.declaration("background", background, in: context) }
        var html = "<nav class=\"ocv-tab-bar\" role=\"tablist\" aria-label=\"Tabs\""
        if !bar.isTranslucent { html += " data-opaque" }
        html += " style=\"\(style)\">"
        for item in bar.items { html += tabHTML(item, in: bar, context: context) }
        return html + "</nav>"
    }

    /// One tab: its symbol (a dashed square for a symbol without a drawing, none for a tab without an image), its
    /// title, and its badge over the symbol's corner.
    private static func tabHTML(_ item: RenderTabBar.Item, in bar: RenderTabBar, context: DrawingContext) -> String {
        var attributes = " role=\"tab\" aria-selected=\"\(item.isSelected)\" data-bar-button=\"\(HTMLText.escape(item.identity))\""
        let label = [item.accessibilityLabel, item.badgeValue].compactMap { $0 }.joined(separator: ", ")
        if !label.isEmpty { attributes += " aria-label=\"\(HTMLText.escape(label))\"" }
        if !item.isEnabled { attributes += " disabled" }
        if item.isSelected {
            attributes += " style=\"\(CSS.declaration("color", bar.tintColor, in: context))\""
        } else if let unselected = bar.unselectedItemTintColor {
            attributes += " style=\"\(CSS.declaration("color", unselected, in: context))\""
        }
        var html = "<button class=\"ocv-tab\"\(attributes)><span class=\"ocv-tab-glyph\" aria-hidden=\"true\">"
        if let symbol = item.symbolName { html += SymbolGlyph.svg(named: symbol) }
        if let badge = item.badgeValue {
            var badgeStyle = ""
            if let color = item.badgeColor { badgeStyle = " style=\"\(CSS.declaration("background", color, in: context))\"" }
            html += "<span class=\"ocv-tab-badge\"\(badgeStyle)>\(HTMLText.escape(badge))</span>"
        }
        html += "</span>"
        if let title = item.title { html += "<span class=\"ocv-tab-title\">\(HTMLText.escape(title))</span>" }
        return html + "</button>"
    }
}
