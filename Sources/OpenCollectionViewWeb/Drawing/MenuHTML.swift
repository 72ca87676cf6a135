import Foundation
import OpenCollectionView

/// The HTML of menus: a cell's pop-up menu and a bar button's menu, as lists of rows a person chooses from.
enum MenuHTML {
    /// A menu's width in points. [L]
    static let width: CGFloat = 250
    /// A row's height in points. [L]
    static let rowHeight: CGFloat = 44

    /// The pop-up menu a cell presents, below the cell's trailing end, in the collection view's content.
    static func cellMenuHTML(_ menu: RenderMenu, contentWidth: CGFloat) -> String {
        let left = max(0, min(menu.sourceFrame.maxX - width, contentWidth - width))
        let frame = CGRect(x: left, y: menu.sourceFrame.maxY, width: width, height: CGFloat(menu.elements.count) * rowHeight)
        var html = "<div class=\"ocv-menu\" role=\"menu\" data-menu-source=\"\(HTMLText.escape(menu.identity))\""
        if !menu.title.isEmpty { html += " aria-label=\"\(HTMLText.escape(menu.title))\"" }
        html += " style=\"\(CSS.geometry(frame))\">"
        html += rowsHTML(menu.elements, checkable: !menu.isContextMenu)
        return html + "</div>"
    }

    /// The menu a bar button shows, below the bar at its trailing end (leading for leading items), in the screen.
    static func barMenuHTML(_ menu: RenderBarButtonMenu, below bar: CGRect, leading: Bool) -> String {
        let left = leading ? bar.minX + 8 : bar.maxX - width - 8
        return barMenuHTML(menu, at: CGPoint(x: left, y: bar.maxY))
    }

    /// The menu a button shows: below the button, or above it when there is no room below (as UIKit's does near the
    /// bottom of the screen), starting at its left edge; kept 8 points inside the screen.
    static func buttonMenuHTML(_ menu: RenderBarButtonMenu, at button: CGRect, in screen: CGSize) -> String {
        let left = max(8, min(button.minX, screen.width - width - 8))
        let height = CGFloat(menu.elements.count) * rowHeight
        let below = button.maxY + 4
        let above = button.minY - 4 - height
        let top = below + height <= screen.height - 8 || above < 8 ? below : above
        return barMenuHTML(menu, at: CGPoint(x: left, y: top))
    }

    private static func barMenuHTML(_ menu: RenderBarButtonMenu, at origin: CGPoint) -> String {
        let frame = CGRect(x: origin.x, y: origin.y, width: width, height: CGFloat(menu.elements.count) * rowHeight)
        var html = "<div class=\"ocv-menu ocv-bar-menu\" role=\"menu\" data-menu-source=\"\(HTMLText.escape(menu.sourceIdentity))\""
        if !menu.title.isEmpty { html += " aria-label=\"\(HTMLText.escape(menu.title))\"" }
        html += " style=\"\(CSS.geometry(frame))\">"
        // A menu whose rows show states chooses among them (a single-selection menu has its choice on); one of plain
        // actions has none to show.
        html += rowsHTML(menu.elements, checkable: menu.elements.contains { $0.state != .off })
        return html + "</div>"
    }

    /// One button per row: its state's checkmark, title, subtitle and symbol; submenus with a chevron. Rows of a
    /// `checkable` menu are radio items (one choice checked); a context menu's, or a menu of plain actions, are actions.
    private static func rowsHTML(_ elements: [RenderMenu.Element], checkable: Bool) -> String {
        var html = ""
        for (index, element) in elements.enumerated() {
            let isRadio = checkable && !element.isSubmenu
            let role = isRadio ? "menuitemradio" : "menuitem"
            var attributes = " role=\"\(role)\" data-menu-index=\"\(index)\""
            if isRadio { attributes += " aria-checked=\"\(element.state == .on)\"" }
            if element.attributes.contains(.disabled) { attributes += " aria-disabled=\"true\" disabled" }
            var classes = "ocv-menu-row"
            if element.attributes.contains(.destructive) { classes += " ocv-destructive" }
            html += "<button class=\"\(classes)\"\(attributes)>"
            html += "<span class=\"ocv-menu-check\" aria-hidden=\"true\">"
            switch element.state {
            case .on: html += SymbolGlyph.svg(named: "checkmark")
            case .mixed: html += "–"
            case .off: break
            }
            html += "</span><span class=\"ocv-menu-title\">\(HTMLText.escape(element.title))"
            if let subtitle = element.subtitle { html += "<span class=\"ocv-menu-subtitle\">\(HTMLText.escape(subtitle))</span>" }
            html += "</span>"
            if let symbol = element.imageSystemName {
                html += "<span class=\"ocv-menu-glyph\" aria-hidden=\"true\">\(SymbolGlyph.svg(named: symbol))</span>"
            }
            if element.isSubmenu {
                html += "<span class=\"ocv-menu-glyph\" aria-hidden=\"true\">\(SymbolGlyph.svg(named: "chevron.forward"))</span>"
            }
            html += "</button>"
        }
        return html
    }
}
