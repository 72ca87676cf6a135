import Foundation
import OpenCollectionView

/// The HTML of a window (`WindowRenderTree`): its screens bottom up, each with its view tree and its navigation bar
/// over it, and the menu a bar button shows. This is the one drawing of a screen: static pages, the live page's
/// first frame and its updates, and snapshot images all draw with it.
///
/// Colours are drawn as the window's traits resolve them (`WindowRenderTree.traitCollection`): a dark window draws
/// system colours' dark values, a window with increased contrast their increased-contrast values. The window's box
/// says which with `data-appearance="light|dark"` and `data-contrast="normal|high"`, so that the stylesheet draws
/// what it draws itself (bars, menus, search fields, focus rings) to match. A right-to-left window's box has
/// `dir="rtl"`: text reads and aligns from the right, bars put leading items on the right, directional symbols point
/// the other way and orthogonal rows scroll with the browser's right-to-left scroll positions; frames come mirrored.
/// Unlike UIKit, a view inside the window that overrides its traits still draws with the window's.
public enum WindowHTML {
    /// The window's box, `width` × `height` points, and everything in it, in the window's traits (whatever
    /// `context.traitCollection` says).
    public static func html(_ window: WindowRenderTree, in context: DrawingContext = DrawingContext()) -> String {
        var context = context
        context.traitCollection = window.traitCollection
        var html = "<div class=\"ocv-window\" data-window \(traitAttributes(window.traitCollection))"
        html += " style=\"width:\(CSS.px(window.size.width));height:\(CSS.px(window.size.height))\">"
        for (index, screen) in window.screens.enumerated() {
            html += screenHTML(screen, index: index, isTop: index == window.screens.count - 1, menu: window.presentedMenu, in: context)
        }
        return html + "</div>"
    }

    /// The window box's `data-appearance` and `data-contrast` attributes: light and normal unless the traits say dark
    /// or high, as colours resolve; and `dir="rtl"` when the traits' layout direction is right to left.
    static func traitAttributes(_ traits: UITraitCollection) -> String {
        let appearance = traits.userInterfaceStyle == .dark ? "dark" : "light"
        let contrast = traits.accessibilityContrast == .high ? "high" : "normal"
        let direction = traits.layoutDirection == .rightToLeft ? " dir=\"rtl\"" : ""
        return "data-appearance=\"\(appearance)\" data-contrast=\"\(contrast)\"" + direction
    }

    /// One screen: its content, the dimming of an active search, its tab bar, its navigation bar, and the bar's menu
    /// when shown.
    static func screenHTML(
        _ screen: RenderScreen, index: Int, isTop: Bool, menu: RenderBarButtonMenu?, in context: DrawingContext
    ) -> String {
        var html = "<section class=\"ocv-screen\" data-screen=\"\(index)\""
        if !isTop { html += " inert aria-hidden=\"true\"" }
        if let title = screen.navigationBar?.title { html += " aria-label=\"\(HTMLText.escape(title))\"" }
        html += " style=\"\(CSS.geometry(screen.frame))\">"
        var content = screen.content
        content.frame.origin = CGPoint(
            x: content.frame.minX - screen.frame.minX, y: content.frame.minY - screen.frame.minY)
        html += "<main class=\"ocv-screen-content\">" + NodeHTML.html(content, in: context) + "</main>"
        if screen.dimsContentForSearch { html += "<div class=\"ocv-search-dimming\" data-dismiss-search></div>" }
        if let tabBar = screen.tabBar { html += TabBarHTML.html(tabBar, in: context) }
        if let bar = screen.navigationBar {
            html += NavigationBarHTML.html(bar, in: context)
            if isTop, let menu, menu.sourceFrame == nil {
                let leading = bar.leftItems.contains { $0.identity == menu.sourceIdentity }
                html += "<div class=\"ocv-menu-backdrop\" data-dismiss-menu></div>"
                html += MenuHTML.barMenuHTML(menu, below: CGRect(origin: bar.frame.origin, size: CGSize(width: bar.frame.width, height: 44)), leading: leading)
            }
        }
        if isTop, let menu, let source = menu.sourceFrame {
            // A button's menu, beside the button, within the screen.
            let button = source.offsetBy(dx: -screen.frame.minX, dy: -screen.frame.minY)
            html += "<div class=\"ocv-menu-backdrop\" data-dismiss-menu></div>"
            html += MenuHTML.buttonMenuHTML(menu, at: button, in: screen.frame.size)
        }
        return html + "</section>"
    }
}
