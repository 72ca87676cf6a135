import Foundation
import OpenCollectionView
import OpenCollectionViewWeb

/// A window's render tree as text for a snapshot reference: the window, each screen with its navigation and tab bars, and
/// each collection view with what it shows — every element's kind, index path, identity and frame, sorted, with its
/// pinning, hiding and transparency; orthogonal rows with their offsets; and, when `includesViews`, each element's
/// view tree (texts with their font and colour, images, accessories, switches, backgrounds). Numbers are points,
/// written with at most three decimals, so a reference reads the same on every machine.
enum LayoutDescription {
    static func text(of window: WindowRenderTree, includesViews: Bool) -> String {
        var lines = [
            "window \(number(window.size.width)) × \(number(window.size.height)) @\(number(window.displayScale))x"
                + (window.traitCollection.userInterfaceStyle == .dark ? " dark" : " light")
                + (window.traitCollection.layoutDirection == .rightToLeft ? " right to left" : ""),
        ]
        for (index, screen) in window.screens.enumerated() {
            lines.append("screen \(index) \(rect(screen.frame))")
            if let bar = screen.navigationBar { lines.append("  " + navigationBar(bar)) }
            if let bar = screen.tabBar { lines.append("  " + tabBar(bar)) }
            describe(screen.content, depth: 1, includesViews: includesViews, traits: window.traitCollection, into: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func navigationBar(_ bar: RenderNavigationBar) -> String {
        var text = "navigation bar \(rect(bar.frame))"
        if let title = bar.title { text += " \(quoted(title))" }
        if let back = bar.backButton { text += " back \(quoted(back.title ?? back.symbolName ?? ""))" }
        if !bar.leftItems.isEmpty { text += " left [\(bar.leftItems.map(button).joined(separator: ", "))]" }
        if !bar.rightItems.isEmpty { text += " right [\(bar.rightItems.map(button).joined(separator: ", "))]" }
        if bar.searchBar != nil { text += " search bar" }
        return text
    }

    private static func tabBar(_ bar: RenderTabBar) -> String {
        let tabs = bar.items.map { item in
            var text = item.title.map(quoted) ?? item.symbolName.map { "symbol \($0)" } ?? "tab"
            if let badge = item.badgeValue { text += " badge \(quoted(badge))" }
            if item.isSelected { text += " selected" }
            return item.isEnabled ? text : text + " disabled"
        }
        return "tab bar \(rect(bar.frame)) [\(tabs.joined(separator: ", "))]"
    }

    private static func button(_ button: RenderBarButton) -> String {
        let label = button.title.map(quoted) ?? button.symbolName.map { "symbol \($0)" } ?? "space"
        return button.isEnabled ? label : label + " disabled"
    }

    /// The views of a screen that hold collection views, down to them; other views are described only with
    /// `includesViews`.
    private static func describe(
        _ node: RenderNode, depth: Int, includesViews: Bool, traits: UITraitCollection, into lines: inout [String]
    ) {
        let indent = String(repeating: "  ", count: depth)
        if case .collectionView(let tree) = node.content {
            lines.append(indent + "collection view \(node.identity ?? "") \(rect(node.frame))")
            lines += collection(tree, indent: indent + "  ", includesViews: includesViews, traits: traits)
            return
        }
        for child in node.children {
            describe(child, depth: depth, includesViews: includesViews, traits: traits, into: &lines)
        }
    }

    private static func collection(
        _ tree: RenderTree, indent: String, includesViews: Bool, traits: UITraitCollection
    ) -> [String] {
        let inset = tree.contentInset
        var lines = [
            indent + "content \(number(tree.contentSize.width)) × \(number(tree.contentSize.height)), shows "
                + "\(rect(tree.visibleRect)), insets (\(number(inset.top)), \(number(inset.left)), "
                + "\(number(inset.bottom)), \(number(inset.right)))",
        ]
        for row in tree.orthogonalSections {
            lines.append(indent + "orthogonal section \(row.section) \(row.behavior) \(rect(row.frame)) offset "
                + "\(number(row.offset)) of \(number(row.contentLength))")
        }
        let elements = tree.elements.sorted { order($0).lexicographicallyPrecedes(order($1)) }
        for element in elements {
            lines.append(indent + self.element(element))
            if includesViews { view(element.view, indent: indent + "  ", traits: traits, into: &lines) }
        }
        return lines
    }

    private static func order(_ element: RenderElement) -> [String] {
        [element.indexPath.map { String(format: "%08d", $0) }.joined(separator: "."), category(element), element.identity]
    }

    private static func category(_ element: RenderElement) -> String {
        switch element.category {
        case .cell: "cell"
        case .supplementaryView(let kind): "supplementary \(kind)"
        case .decorationView(let kind): "decoration \(kind)"
        }
    }

    private static func element(_ element: RenderElement) -> String {
        var text = "\(category(element)) \(element.indexPath.map(String.init).joined(separator: ".")) "
            + "\(quoted(element.identity)) \(rect(element.frame))"
        if element.zIndex != 0 { text += " z \(element.zIndex)" }
        if element.isHidden { text += " hidden" }
        if element.alpha != 1 { text += " alpha \(number(element.alpha))" }
        if let section = element.orthogonalSection { text += " in row \(section)" }
        if element.pinning != nil { text += " pinned" }
        if let state = element.state { text += self.state(state) }
        return text
    }

    /// The cell's states beyond the normal one.
    private static func state(_ state: RenderCellState) -> String {
        let names: [(Bool, String)] = [
            (state.isSelected, "selected"), (state.isHighlighted, "highlighted"), (state.isEditing, "editing"),
            (state.isExpanded, "expanded"), (state.isSwiped, "swiped"), (state.isReordering, "reordering"),
        ]
        var text = names.filter(\.0).map { " " + $0.1 }.joined()
        if state.outlineLevel > 0 { text += " level \(state.outlineLevel)" }
        return text
    }

    static func view(_ node: RenderNode, indent: String, traits: UITraitCollection, into lines: inout [String]) {
        guard !node.isHidden else { return }
        var text = indent + "\(node.viewClass) \(rect(node.frame))"
        if let background = node.backgroundColor { text += " background \(color(background, traits))" }
        if node.cornerRadius > 0 { text += " radius \(number(node.cornerRadius))" }
        if node.alpha != 1 { text += " alpha \(number(node.alpha))" }
        switch node.content {
        case .text(let label):
            text += " \(label.lines.map(quoted).joined(separator: " / ")) \(number(label.font.pointSize))pt"
                + " weight \(label.font.weight.cssWeight) \(color(label.color, traits))"
        case .image(let image) where image.encodedImage != nil:
            text += " image \(image.name ?? image.encodedImage?.format.rawValue ?? "") \(number(image.size.width))×"
                + "\(number(image.size.height)) \(image.contentMode)"
        case .image(let image):
            text += " image \(image.systemName ?? image.name ?? "")"
        case .accessory(let kind, let symbolName, let label, let tint):
            text += " accessory \(kind) \(symbolName ?? label.map(quoted) ?? "") \(color(tint, traits))"
        case .toggle(let isOn, _):
            text += isOn ? " switch on" : " switch off"
        case .button(let isEnabled, let menu):
            text += (isEnabled ? " button" : " button disabled") + (menu == .onPress ? " menu" : menu == .onLongPress ? " long-press menu" : "")
        case .activityIndicator(let isAnimating, _, let diameter):
            text += " spinner \(number(diameter))" + (isAnimating ? " animating" : " stopped")
        case .progress(let progress, _, _):
            text += " progress \(number(CGFloat(progress)))"
        case .pageControl(let control):
            text += " page \(control.currentPage + 1) of \(control.numberOfPages)"
        case .segmentedControl(let control):
            text += " segments " + control.segments.enumerated().map { index, segment in
                (index == control.selectedIndex ? "[\(quoted(segment.title))]" : quoted(segment.title)) + (segment.isEnabled ? "" : " disabled")
            }.joined(separator: " ")
        case .textField(let field):
            text += " text field " + (field.isSecure ? "secure \(field.text.count) characters" : quoted(field.text))
            text += field.placeholder.map { " placeholder \(quoted($0))" } ?? ""
            text += field.isFocused ? " editing" : ""
        case .slider(let slider):
            text += " slider \(number(CGFloat(slider.value))) in \(number(CGFloat(slider.minimumValue)))…\(number(CGFloat(slider.maximumValue)))"
        case .stepper(let stepper):
            text += " stepper \(number(CGFloat(stepper.value))) in \(number(CGFloat(stepper.minimumValue)))…\(number(CGFloat(stepper.maximumValue)))"
            text += (stepper.canDecrement ? "" : " − disabled") + (stepper.canIncrement ? "" : " + disabled")
        case .resizeHandle:
            text += " resize handle"
        default:
            break
        }
        lines.append(text)
        for child in node.children { view(child, indent: indent + "  ", traits: traits, into: &lines) }
    }

    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// `value` with at most three decimals and none that are zero.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1_000).rounded() / 1_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// The colour as the window's traits resolve it, as `#RRGGBB` or `#RRGGBBAA`.
    private static func color(_ color: UIColor, _ traits: UITraitCollection) -> String {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let bytes = [red, green, blue, alpha].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        let hex = bytes.prefix(alpha < 1 ? 4 : 3).map { String(format: "%02X", $0) }.joined()
        return "#" + hex
    }
}
