import Foundation
import OpenCollectionView

/// The HTML of one view of a render tree (`RenderNode`) and its subviews: nested, absolutely positioned boxes at
/// the views' frames, CSS pixels being points.
///
/// A box carries the view's fill, its corner radius on the corners the layer masks, its border (drawn inside the
/// bounds as a layer's border is, with an inset outline so that subviews keep their coordinates), its alpha and
/// its clipping. What the view draws besides goes inside: a label's lines in its font, size, weight, colour and
/// alignment; an image view's SF Symbol (`SymbolGlyph`) in its tint; a list accessory's symbol or text; a switch.
/// Hidden views are left out. Every box names its view class (`data-view`), so a page can be read back by class.
enum RenderNodeHTML {
    /// The box of `node` and its subviews.
    static func html(_ node: RenderNode) -> String {
        guard !node.isHidden else { return "" }
        let style = geometry(node.frame) + appearance(node)
        return "<div class=\"rt-node\" data-view=\"\(HTMLEscaping.escape(node.viewClass))\"\(contentAttributes(node)) "
            + "style=\"\(style)\">\(innerHTML(node))</div>"
    }

    /// What goes inside the box of `node`: its own drawing, then its subviews' boxes.
    static func innerHTML(_ node: RenderNode) -> String {
        contentHTML(node) + node.children.map(html).joined()
    }

    /// `left`, `top`, `width` and `height` declarations for `frame`.
    static func geometry(_ frame: CGRect) -> String {
        "left:\(px(frame.minX));top:\(px(frame.minY));width:\(px(frame.width));height:\(px(frame.height))"
    }

    /// The declarations (each after a `;`) drawing `node`'s fill, corners, border, alpha and clipping.
    static func appearance(_ node: RenderNode) -> String {
        var style = ""
        if let color = node.backgroundColor, color.alpha > 0 {
            style += ";" + GalleryColor(color).declarations(for: "background")
        }
        if node.cornerRadius > 0 && !node.maskedCorners.isEmpty {
            style += ";border-radius:" + cornerRadii(node.cornerRadius, masked: node.maskedCorners)
        }
        if node.borderWidth > 0, let color = node.borderColor, color.alpha > 0 {
            style += ";outline:\(px(node.borderWidth)) solid \(GalleryColor(color).css);outline-offset:\(px(-node.borderWidth))"
        }
        if node.alpha < 1 { style += ";opacity:\(CSSNumber.format(node.alpha))" }
        if node.clipsToBounds { style += ";overflow:hidden" }
        return style
    }

    /// CSS `border-radius` values (top-left, top-right, bottom-right, bottom-left) rounding the corners in `masked`.
    static func cornerRadii(_ radius: CGFloat, masked: CACornerMask) -> String {
        let corners: [CACornerMask] = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner]
        let values = corners.map { masked.contains($0) ? px(radius) : "0" }
        return Set(values).count == 1 ? values[0] : values.joined(separator: " ")
    }

    // MARK: Contents

    /// Attributes naming what the box draws: the accessory's kind, the symbol, the switch's state.
    private static func contentAttributes(_ node: RenderNode) -> String {
        switch node.content {
        case .accessory(let kind, let symbolName, _, _):
            return " data-accessory=\"\(HTMLEscaping.escape(kind))\""
                + (symbolName.map { " data-symbol=\"\(HTMLEscaping.escape($0))\"" } ?? "")
        case .image(let image):
            return image.systemName.map { " data-symbol=\"\(HTMLEscaping.escape($0))\"" } ?? ""
        case .toggle(let isOn, _):
            return " data-on=\"\(isOn)\""
        case .background:
            return " data-background=\"true\""
        case .collectionView, .searchField, .none, .text:
            return ""
        }
    }

    private static func contentHTML(_ node: RenderNode) -> String {
        switch node.content {
        case .none, .background, .collectionView, .searchField:
            return ""
        case .text(let text):
            return textHTML(text)
        case .image(let image):
            let tint = image.tintColor.map { " style=\"\(GalleryColor($0).declarations(for: "color"))\"" } ?? ""
            guard let name = image.systemName else {
                return "<div class=\"rt-image\" data-image=\"\(HTMLEscaping.escape(image.name ?? ""))\"\(tint)></div>"
            }
            return "<div class=\"rt-glyph\"\(tint)>\(SymbolGlyph.svg(named: name))</div>"
        case .accessory(_, let symbolName, let text, let color):
            let colorStyle = " style=\"\(GalleryColor(color).declarations(for: "color"))\""
            if let symbolName {
                return "<div class=\"rt-glyph\"\(colorStyle)>\(SymbolGlyph.svg(named: symbolName))</div>"
            }
            return "<div class=\"rt-accessory-text\"\(colorStyle)>\(HTMLEscaping.escape(text ?? ""))</div>"
        case .toggle(let isOn, let onTintColor):
            let track = isOn ? GalleryColor(onTintColor ?? .systemGreen) : GalleryColor(css: "#E9E9EA")
            return "<div class=\"rt-toggle\" style=\"\(track.declarations(for: "background"))\">"
                + "<div class=\"rt-toggle-knob\" style=\"left:\(isOn ? "22px" : "2px")\"></div></div>"
        }
    }

    /// A label's lines, one block each, vertically centred in the label's bounds as UIKit draws them.
    private static func textHTML(_ text: RenderText) -> String {
        let font = text.font
        var style = "font-size:\(px(font.pointSize));font-weight:\(font.weight.cssWeight);line-height:\(px(font.lineHeight))"
        if let family = fontFamily(font) { style += ";font-family:\(family)" }
        style += ";" + GalleryColor(text.color).declarations(for: "color")
        switch text.alignment {
        case .center: style += ";text-align:center"
        case .right: style += ";text-align:right"
        case .justified: style += ";text-align:justify"
        case .left, .natural: break
        }
        let lines = text.lines.isEmpty ? [text.text] : text.lines
        let linesHTML = lines.map { "<span class=\"rt-line\">\(HTMLEscaping.escape($0))</span>" }.joined()
        return "<div class=\"rt-text\" style=\"\(style)\">\(linesHTML)</div>"
    }

    /// The CSS font family of a named font (`UIFont(name:size:)`): its family as named and with spaces between
    /// words ("AvenirNext", "Avenir Next"), then the system stack; `nil` for system fonts, which the page's
    /// family already draws.
    private static func fontFamily(_ font: UIFont) -> String? {
        let family = font.familyName
        guard !family.hasPrefix(".") else { return nil }
        var spaced = ""
        for character in family {
            if character.isUppercase, let last = spaced.last, last.isLowercase { spaced.append(" ") }
            spaced.append(character)
        }
        let names = spaced == family ? [family] : [family, spaced]
        return names.map { "&quot;\(HTMLEscaping.escape($0))&quot;" }.joined(separator: ",") + "," + GalleryFont.systemFamilyCSS
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static func px(_ value: CGFloat) -> String {
        CSSNumber.format(value) + "px"
    }
}
