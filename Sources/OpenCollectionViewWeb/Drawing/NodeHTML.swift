import Foundation
import OpenCollectionView

/// The HTML of one view of a render tree (`RenderNode`) and its subviews: nested, absolutely positioned boxes at the
/// views' frames, CSS pixels being points.
///
/// A box carries the view's fill, its corner radius on the corners the layer masks, its alpha and its clipping; its
/// border is the box's last child (`borderHTML`), drawn inside the bounds and over the subviews as a layer's border
/// is. What the view draws besides goes inside: a label's lines, an image view's symbol, an accessory, a switch,
/// a spinner, a progress bar, a page control's dots, a segmented control's radios, a search field, or a collection
/// view (`CollectionViewHTML`). Hidden views are left out. Every box names its view
/// class (`data-view`); views a person acts on carry their host identity (`data-host-identity`).
///
/// Every box costs the page its parsing, style and layout, so a box is drawn only where it draws something or takes
/// a person's input: a label's box lays out its lines itself (`ocv-text`), a symbol is its `<svg>` alone
/// (`ocv-glyph`), inside an element a view that draws nothing of its own leaves its subviews to its parent's box, and
/// an element's box draws its cell's background configuration when it can (`backgroundDrawnByItsElement`).
enum NodeHTML {
    /// The box of `node` and its subviews, placed at `node.frame` in its parent.
    static func html(_ node: RenderNode, in context: DrawingContext) -> String {
        var html = ""
        write(node, in: context, into: &html)
        return html
    }

    /// Appends the box of `node` and its subviews to `html`. Every box of an element is written into the one string:
    /// a string returned for each subview and appended to its parent's copied each box once per level above it.
    static func write(_ node: RenderNode, in context: DrawingContext, into html: inout String) {
        guard !node.isHidden else { return }
        if case .collectionView(let tree) = node.content {
            html += CollectionViewHTML.html(node: node, tree: tree, in: context)
            return
        }
        let appearance = appearance(node, in: context)
        if context.isInsideElement, appearance.isEmpty, drawsNothingOfItsOwn(node, in: context) {
            for child in node.children {
                var placed = child
                placed.frame.origin.x += node.frame.minX
                placed.frame.origin.y += node.frame.minY
                write(placed, in: context, into: &html)
            }
            return
        }
        let text: RenderText? = if case .text(let text) = node.content { text } else { nil }
        html += text == nil ? "<div class=\"ocv-node" : "<div class=\"ocv-node ocv-text"
        html += AnimationCSS.className(node.animations, of: .box)
        html += "\" data-view=\""
        html += HTMLText.escape(node.viewClass)
        html += "\""
        html += contentAttributes(node, in: context)
        if let identity = node.identity {
            html += " data-host-identity=\""
            html += HTMLText.escape(identity)
            html += "\""
        }
        html += " style=\""
        CSS.writeGeometry(node.frame, into: &html)
        html += appearance
        if let text {
            html += ";"
            writeTextStyle(text, in: context, into: &html)
        }
        html += AnimationCSS.declarations(node.animations, of: .box, in: context)
        html += "\">"
        html += shapeHTML(node, in: context)
        if !node.layers.isEmpty { html += layersHTML(node.layers.filter { !$0.isOverSubviews }, in: context) }
        if let text { writeLines(text, into: &html) } else { html += contentHTML(node, in: context) }
        for child in node.children { write(child, in: context, into: &html) }
        if !node.layers.isEmpty { html += layersHTML(node.layers.filter(\.isOverSubviews), in: context) }
        writeBorder(node, in: context, into: &html)
        html += "</div>"
    }

    /// Whether `node` is a view with subviews and nothing else: no content, shape, border, sublayers or animations of
    /// its own, no host identity (its appearance is for the caller to look at). Inside an element such a view (a list
    /// cell's content view, a stack of labels) gets no box: its subviews are placed in its parent's, where they show
    /// the same — nothing of its own clips, fades, fills or outlines them — and a person's input there is the element's.
    private static func drawsNothingOfItsOwn(_ node: RenderNode, in context: DrawingContext) -> Bool {
        guard case .none = node.content, !node.children.isEmpty, node.identity == nil, node.shape == nil else { return false }
        return node.layers.isEmpty && node.animations.isEmpty && !hasBorder(node, in: context)
    }

    /// The shape the view's own layer draws, if any, its outline running the layer's stroke animations.
    static func shapeHTML(_ node: RenderNode, in context: DrawingContext) -> String {
        guard let shape = node.shape else { return "" }
        return ShapeSVG.html(shape, frame: CGRect(origin: .zero, size: node.frame.size), animations: node.animations, in: context)
    }

    /// The sublayers an app added: boxes behind (or over) the subviews, with their fill or gradient, or their shape,
    /// running their animations.
    static func layersHTML(_ layers: [RenderLayer], in context: DrawingContext) -> String {
        layers.map { layer in
            if let shape = layer.shape {
                return ShapeSVG.html(shape, frame: layer.frame, animations: layer.animations, movesBox: true, in: context)
            }
            var style = CSS.geometry(layer.frame)
            if let gradient = layer.gradient {
                style += ";background:" + GradientCSS.image(gradient, size: layer.frame.size, in: context)
            } else if let color = layer.backgroundColor {
                style += ";" + CSS.declaration("background", color, in: context)
            }
            if layer.cornerRadius > 0 { style += ";border-radius:\(CSS.px(layer.cornerRadius))" }
            if layer.opacity < 1 { style += ";opacity:\(CSS.number(layer.opacity))" }
            style += AnimationCSS.declarations(layer.animations, of: .box, in: context)
            let animated = AnimationCSS.className(layer.animations, of: .box)
            return "<div class=\"ocv-layer\(animated)\" aria-hidden=\"true\" style=\"\(style)\"></div>"
        }.joined()
    }

    /// Appends the HTML of an element's contents — its view `view`'s content and subviews, as `writeInner` draws them —
    /// inside the element, where controls without a name of their own take the element's first text.
    static func writeElementContents(
        _ view: RenderNode, leavingOutFirstSubview: Bool, in context: DrawingContext, into html: inout String
    ) {
        var inner = context
        inner.controlName = view.firstText
        inner.isInsideElement = true
        writeInner(view, leavingOutFirstSubview: leavingOutFirstSubview, in: inner, into: &html)
    }

    /// Appends what goes inside the box of `node` when the box is not the view's own (an element's): its own drawing
    /// (a label's lines in a box of their own over the whole), then its subviews' boxes — but the first when
    /// `leavingOutFirstSubview`, which the caller drew itself (`backgroundDrawnByItsElement`).
    static func writeInner(_ node: RenderNode, leavingOutFirstSubview: Bool = false, in context: DrawingContext, into html: inout String) {
        html += contentHTML(node, in: context)
        for child in node.children.dropFirst(leavingOutFirstSubview ? 1 : 0) { write(child, in: context, into: &html) }
    }

    /// The background configuration's box of an element's view `view` (`size` its drawn size), when the element's own
    /// box can draw it instead: the view's first subview, filling its bounds, drawing its fill and corners and nothing
    /// else — no subviews, sublayers, shape, mask, border, alpha or animations of its own, so that under the content
    /// it looks the same on the element's box. Its clipping is left out: it clips nothing, having no subviews. Returns
    /// the declarations that draw it; `nil` when the element must draw it as a box.
    static func backgroundDrawnByItsElement(_ view: RenderNode, size: CGSize, in context: DrawingContext) -> String? {
        guard var background = view.children.first, background.content == .background, !background.isHidden,
            background.frame == CGRect(origin: .zero, size: size), background.children.isEmpty, background.alpha >= 1,
            !hasBorder(background, in: context), background.identity == nil, background.shape == nil,
            background.layers.isEmpty, background.mask == nil, background.animations.isEmpty
        else { return nil }
        background.clipsToBounds = false
        return appearance(background, in: context)
    }

    /// The box that draws `node`'s border, for the end of the view's box: inside its bounds, with its corners, over
    /// its sublayers and subviews, as a layer's border is drawn; empty for a view without one. A box of its own rather
    /// than the view's box's `::after`: a pseudo-element's style is computed again whenever its box's is — on every
    /// frame of every glide — and a bordered row then cost the page three styles a frame instead of one.
    static func borderHTML(_ node: RenderNode, in context: DrawingContext) -> String {
        var html = ""
        writeBorder(node, in: context, into: &html)
        return html
    }

    /// Appends `borderHTML(node, in: context)` to `html`.
    static func writeBorder(_ node: RenderNode, in context: DrawingContext, into html: inout String) {
        guard hasBorder(node, in: context), let color = node.borderColor else { return }
        html += "<div class=\"ocv-border\" aria-hidden=\"true\" style=\"border:"
        html += CSS.px(node.borderWidth)
        html += " solid "
        html += CSS.color(color, in: context)
        html += cornersDeclaration(node)
        html += "\"></div>"
    }

    /// `;border-radius:…` rounding the corners `node`'s layer masks; empty when it is square.
    static func cornersDeclaration(_ node: RenderNode) -> String {
        guard node.cornerRadius > 0, !node.maskedCorners.isEmpty else { return "" }
        return ";border-radius:" + CSS.cornerRadii(node.cornerRadius, masked: node.maskedCorners)
    }

    private static func hasBorder(_ node: RenderNode, in context: DrawingContext) -> Bool {
        guard node.borderWidth > 0, let color = node.borderColor else { return false }
        return color.resolvedColor(with: context.traitCollection).alpha > 0
    }

    /// The declarations (each after a `;`) drawing `node`'s fill, corners, alpha and clipping, in `context`'s traits
    /// (its border is a box of its own: `borderHTML`).
    static func appearance(_ node: RenderNode, in context: DrawingContext) -> String {
        var style = ""
        if let gradient = node.gradient {
            style += ";background:" + GradientCSS.image(gradient, size: node.frame.size, in: context)
        } else if let color = node.backgroundColor?.resolvedColor(with: context.traitCollection), color.alpha > 0 {
            style += ";" + CSS.declaration("background", resolved: color)
        }
        style += cornersDeclaration(node)
        if node.alpha < 1 { style += ";opacity:\(CSS.number(node.alpha))" }
        if node.clipsToBounds { style += ";overflow:hidden" }
        if let mask = node.mask { style += ";clip-path:" + ShapeSVG.clipPath(mask) }
        return style
    }

    // MARK: Contents

    /// Attributes naming what the box draws: the accessory's kind, the symbol, the switch's state, a background.
    private static func contentAttributes(_ node: RenderNode, in context: DrawingContext) -> String {
        switch node.content {
        case .accessory(let kind, let symbolName, let text, _):
            var attributes = " data-accessory=\"\(HTMLText.escape(kind))\""
            if let symbolName { attributes += " data-symbol=\"\(HTMLText.escape(symbolName))\"" }
            if AccessoryNames.isActionable(kind) {
                attributes += " role=\"button\" aria-label=\"\(HTMLText.escape(AccessoryNames.label(kind, text: text)))\""
            } else {
                attributes += " aria-hidden=\"true\""
            }
            return attributes
        case .image(let image):
            return image.systemName.map { " data-symbol=\"\(HTMLText.escape($0))\" aria-hidden=\"true\"" } ?? ""
        case .toggle(let isOn, _):
            let name = context.controlName.map { " aria-label=\"\(HTMLText.escape($0))\"" } ?? ""
            return " data-on=\"\(isOn)\" role=\"switch\" aria-checked=\"\(isOn)\" tabindex=\"0\"\(name)"
        case .button(let isEnabled, let menu):
            // A press goes back to the window; a disabled button is announced as such and not focusable; one whose menu
            // is its primary action says that it opens a menu; one whose menu a long press shows says so to the page
            // and, as its description, to a screen reader.
            let menu = switch menu {
            case .none: ""
            case .onPress: " aria-haspopup=\"menu\""
            case .onLongPress: " data-long-press-menu aria-description=\"Long press or context menu key for more\""
            }
            return (isEnabled ? " role=\"button\" tabindex=\"0\" data-button" : " role=\"button\" aria-disabled=\"true\" data-button") + menu
        case .activityIndicator(let isAnimating, _, _):
            // A stopped spinner that stays visible says nothing; a turning one is a status a screen reader names.
            return isAnimating ? " role=\"status\" aria-label=\"In progress\" data-animating=\"true\"" : " aria-hidden=\"true\""
        case .progress(let progress, _, _):
            let percent = CSS.wholeNumber(CGFloat(progress) * 100, in: 0...100)
            // A progress bar must have a name; without its cell's, it is called what VoiceOver calls UIKit's.
            let label = HTMLText.escape(context.controlName ?? "Progress")
            return " role=\"progressbar\" aria-valuemin=\"0\" aria-valuemax=\"100\" aria-valuenow=\"\(percent)\" aria-label=\"\(label)\""
        case .pageControl(let control):
            return pageControlAttributes(control, in: context)
        case .segmentedControl(let control):
            return " role=\"radiogroup\" data-segmented" + (control.isEnabled ? "" : " aria-disabled=\"true\"") + name(in: context)
        case .textField(let field):
            return " data-text-field data-border-style=\"\(ControlHTML.borderStyleName(field.borderStyle))\""
        case .slider(let slider):
            return ControlHTML.sliderAttributes(slider, name: context.controlName)
        case .stepper(let stepper):
            // A held button keeps stepping in the page when the stepper autorepeats.
            let name = context.controlName.map { " aria-label=\"\(HTMLText.escape($0))\"" } ?? " aria-label=\"Stepper\""
            return " role=\"group\" data-stepper" + (stepper.autorepeats ? " data-autorepeat" : "") + name
        case .background:
            return " data-background=\"true\""
        case .resizeHandle:
            // A grip the pointer drags and the arrow keys move (resize-handle.js), named for screen readers.
            return " data-resize-handle role=\"button\" tabindex=\"0\" aria-label=\"Resize\""
                + " aria-keyshortcuts=\"ArrowUp ArrowDown ArrowLeft ArrowRight\""
        case .collectionView, .searchField, .none, .text:
            return ""
        }
    }

    /// ` aria-label` with the control's name (its cell's first text), or nothing.
    private static func name(in context: DrawingContext) -> String {
        context.controlName.map { " aria-label=\"\(HTMLText.escape($0))\"" } ?? ""
    }

    /// A page control is a slider over the pages: screen readers announce "page 2 of 5" and move it with the arrow
    /// keys (as VoiceOver adjusts UIKit's), one tab stop whatever the number of pages.
    private static func pageControlAttributes(_ control: RenderPageControl, in context: DrawingContext) -> String {
        let page = control.currentPage + 1
        var attributes = " role=\"slider\" data-page-control data-current-page=\"\(control.currentPage)\""
        attributes += " data-number-of-pages=\"\(control.numberOfPages)\" aria-valuemin=\"1\""
        attributes += " aria-valuemax=\"\(max(control.numberOfPages, 1))\" aria-valuenow=\"\(page)\""
        attributes += " aria-valuetext=\"Page \(page) of \(control.numberOfPages)\""
        attributes += control.isEnabled ? " tabindex=\"0\"" : " aria-disabled=\"true\""
        return attributes + (context.controlName.map { " aria-label=\"\(HTMLText.escape($0))\"" } ?? " aria-label=\"Page\"")
    }

    private static func contentHTML(_ node: RenderNode, in context: DrawingContext) -> String {
        switch node.content {
        case .none, .background, .collectionView, .button, .resizeHandle:
            return ""
        case .text(let text):
            var html = ""
            writeTextBox(text, in: context, into: &html)
            return html
        case .image(let image) where image.encodedImage != nil:
            return ImageHTML.html(image, size: node.frame.size, in: context)
        case .image(let image):
            let tint = image.tintColor.map { " style=\"\(CSS.declaration("color", $0, in: context))\"" } ?? ""
            guard let name = image.systemName else {
                return "<div class=\"ocv-image\" data-image=\"\(HTMLText.escape(image.name ?? ""))\"\(tint)></div>"
            }
            return SymbolGlyph.svg(named: name, cssClass: "ocv-glyph", style: image.tintColor.map { CSS.declaration("color", $0, in: context) })
        case .accessory(_, let symbolName, let text, let color):
            if let symbolName {
                return SymbolGlyph.svg(named: symbolName, cssClass: "ocv-glyph", style: CSS.declaration("color", color, in: context))
            }
            return "<div class=\"ocv-accessory-text\" style=\"\(CSS.declaration("color", color, in: context))\">\(HTMLText.escape(text ?? ""))</div>"
        case .activityIndicator(let isAnimating, let color, let diameter):
            return spinnerHTML(isAnimating: isAnimating, color: color, diameter: diameter, in: context)
        case .progress(let progress, let tint, let track):
            let fill = "width:\(CSS.number(CGFloat(progress) * 100))%;" + CSS.declaration("background", tint, in: context)
            return "<div class=\"ocv-progress-track\" style=\"\(CSS.declaration("background", track, in: context))\">"
                + "<div class=\"ocv-progress-fill\" style=\"\(fill)\"></div></div>"
        case .pageControl(let control):
            var html = "<div class=\"ocv-page-dots\" aria-hidden=\"true\">"
            for page in 0..<control.numberOfPages {
                let color = page == control.currentPage ? control.currentIndicatorColor : control.indicatorColor
                let current = page == control.currentPage ? " data-current" : ""
                html += "<span class=\"ocv-page-dot\"\(current) style=\"\(CSS.declaration("background", color, in: context))\"></span>"
            }
            return html + "</div>"
        case .segmentedControl(let control):
            return segmentsHTML(control, in: context)
        case .textField(let field):
            return ControlHTML.textFieldHTML(field, in: context)
        case .slider(let slider):
            return ControlHTML.sliderHTML(slider, in: context)
        case .stepper(let stepper):
            return ControlHTML.stepperHTML(stepper)
        case .toggle(let isOn, let onTintColor):
            // An off switch's track is the stylesheet's, which follows the window's appearance.
            let track = isOn ? " style=\"\(CSS.declaration("background", onTintColor ?? .systemGreen, in: context))\"" : ""
            return "<div class=\"ocv-switch-track\"\(track)><div class=\"ocv-switch-knob\"></div></div>"
        case .searchField(let field):
            var input = "<input class=\"ocv-search-field\" type=\"search\" enterkeyhint=\"search\" autocomplete=\"off\""
            if !(field.isFocused && context.leavesFocusedFieldsToThePage) { input += " value=\"\(HTMLText.escape(field.text))\"" }
            let placeholder = field.placeholder ?? "Search"
            input += " placeholder=\"\(HTMLText.escape(placeholder))\" aria-label=\"\(HTMLText.escape(placeholder))\">"
            return "<div class=\"ocv-search-glyph\" aria-hidden=\"true\">\(SymbolGlyph.svg(named: "magnifyingglass"))</div>" + input
        }
    }

    /// Eight spokes fading behind the leading one, turned by the stylesheet a spoke at a time, as iOS's spinner.
    private static func spinnerHTML(isAnimating: Bool, color: UIColor, diameter: CGFloat, in context: DrawingContext) -> String {
        var html = "<div class=\"ocv-spinner\" data-animating=\"\(isAnimating)\" style=\"width:\(CSS.px(diameter));"
        html += "height:\(CSS.px(diameter));\(CSS.declaration("color", color, in: context))\">"
        for spoke in 0..<8 {
            let opacity = 1 - CGFloat(spoke) * 0.1
            html += "<span class=\"ocv-spoke\" style=\"transform:rotate(\(-45 * spoke)deg);opacity:\(CSS.number(opacity))\"></span>"
        }
        return html + "</div>"
    }

    /// The segments as radio buttons, the selected one on a raised thumb; only the chosen (or the first enabled)
    /// segment is a tab stop, the arrow keys moving between them, as the WAI-ARIA radio group pattern has it.
    private static func segmentsHTML(_ control: RenderSegmentedControl, in context: DrawingContext) -> String {
        // The thumb is always there, hidden with no selection, so that redrawing keeps every radio in its place (and
        // the focus on the one a person is on).
        var thumb = "display:none"
        if control.segments.indices.contains(control.selectedIndex) {
            thumb = CSS.geometry(control.segments[control.selectedIndex].frame.insetBy(dx: 2, dy: 2))
            thumb += control.selectedTintColor.map { ";" + CSS.declaration("background", $0, in: context) } ?? ""
        }
        var html = "<div class=\"ocv-segment-thumb\" aria-hidden=\"true\" style=\"\(thumb)\"></div>"
        let tabStop = control.segments.indices.contains(control.selectedIndex)
            ? control.selectedIndex : control.segments.firstIndex(where: \.isEnabled)
        for (index, segment) in control.segments.enumerated() {
            let isSelected = index == control.selectedIndex
            html += "<div class=\"ocv-segment\" role=\"radio\" data-segment-index=\"\(index)\" aria-checked=\"\(isSelected)\""
            if !segment.isEnabled || !control.isEnabled { html += " aria-disabled=\"true\"" }
            html += " tabindex=\"\(control.isEnabled && index == tabStop ? 0 : -1)\" style=\"\(CSS.geometry(segment.frame))\">"
            html += "<span class=\"ocv-segment-title\">\(HTMLText.escape(segment.title))</span></div>"
        }
        return html
    }

    /// Appends a label's lines in a box of their own over the whole of `node`'s (`writeInner`), vertically centred in
    /// the label's bounds as UIKit draws them.
    private static func writeTextBox(_ text: RenderText, in context: DrawingContext, into html: inout String) {
        html += "<div class=\"ocv-text\" style=\""
        writeTextStyle(text, in: context, into: &html)
        html += "\">"
        writeLines(text, into: &html)
        html += "</div>"
    }

    /// Appends the declarations (joined by `;`) drawing a label's lines: its font, colour, alignment and decorations.
    private static func writeTextStyle(_ text: RenderText, in context: DrawingContext, into html: inout String) {
        html += CSS.font(text.font)
        html += ";"
        html += CSS.declaration("color", text.color, in: context)
        switch text.alignment {
        case .center: html += ";text-align:center"
        case .right: html += ";text-align:right"
        case .justified: html += ";text-align:justify"
        // Natural follows the page's `dir`; left is left in either direction.
        case .left: if context.traitCollection.layoutDirection == .rightToLeft { html += ";text-align:left" }
        case .natural: break
        }
        let decorations = [text.isUnderlined ? "underline" : nil, text.isStruckThrough ? "line-through" : nil].compactMap { $0 }
        if !decorations.isEmpty { html += ";text-decoration:" + decorations.joined(separator: " ") }
    }

    /// Appends a label's lines, one block each (its whole text when it was not broken into lines).
    private static func writeLines(_ text: RenderText, into html: inout String) {
        for line in text.lines.isEmpty ? [text.text] : text.lines {
            html += "<span class=\"ocv-line\">"
            html += HTMLText.escape(line)
            html += "</span>"
        }
    }
}

/// What assistive technologies call the accessories a person can act on.
enum AccessoryNames {
    /// Whether a tap on the accessory does something of its own (rather than selecting the row).
    static func isActionable(_ kind: String) -> Bool {
        ["outlineDisclosure", "delete", "insert", "detail", "reorder", "popUpMenu", "multiselect"].contains(kind)
    }

    /// The accessory's spoken name.
    static func label(_ kind: String, text: String?) -> String {
        switch kind {
        case "outlineDisclosure": "Expand or collapse"
        case "delete": "Delete"
        case "insert": "Insert"
        case "detail": "More Info"
        case "reorder": "Reorder"
        case "popUpMenu": text ?? "Options"
        case "multiselect": "Select"
        default: text ?? kind
        }
    }
}
