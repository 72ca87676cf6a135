import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// The drawing follows the window's traits: colours in their dark and increased-contrast values, the window's box
/// saying which, and the stylesheet's own colours keyed on that.
@MainActor
@Suite struct AppearanceHTMLTests {
    /// Three tiles: the first with a `label` text, the second `secondaryLabel`, the third a colour of the app's own
    /// that is red in dark appearance; every cell on a `secondarySystemGroupedBackground`.
    func tilesWindow() -> UIWindow {
        let screen = TilesViewController()
        screen.count = 3
        screen.title = "Tiles"
        screen.configure = { cell, indexPath in
            cell.contentView.backgroundColor = .secondarySystemGroupedBackground
            let label = (cell as? TilesViewController.LabelCell)?.label
            switch indexPath.item {
            case 1: label?.textColor = .secondaryLabel
            case 2: label?.textColor = UIColor { $0.userInterfaceStyle == .dark ? .systemRed : .black }
            default: break
            }
        }
        return shownWindow(screen)
    }

    /// The style of the text of the cell at `item`: its label's box, which lays out the lines.
    func textStyle(_ html: String, item: Int) throws -> String {
        let cell = try #require(html.range(of: "data-index-path=\"0.\(item)\""))
        return try #require(String(html[cell.upperBound...]).openingTag(containing: "class=\"ocv-node ocv-text\""))
    }

    @Test func aLightWindowDrawsLightValuesAndSaysSo() throws {
        let html = WindowHTML.html(tilesWindow().renderTree())
        #expect(html.hasPrefix("<div class=\"ocv-window\" data-window data-appearance=\"light\" data-contrast=\"normal\" "))
        #expect(try textStyle(html, item: 0).contains("color:#000000"))
        #expect(try textStyle(html, item: 1).contains("color:rgba(60,60,67,0.6)"))
        #expect(try textStyle(html, item: 2).contains("color:#000000"))
        #expect(try #require(html.openingTag(containing: "class=\"ocv-navigation-bar\"")).contains("color:#007AFF"))
    }

    @Test func aDarkWindowDrawsDarkValues() throws {
        let window = tilesWindow()
        window.handle(.userInterfaceStyle(.dark))
        let html = WindowHTML.html(window.renderTree())
        #expect(html.hasPrefix("<div class=\"ocv-window\" data-window data-appearance=\"dark\" data-contrast=\"normal\" "))
        #expect(try textStyle(html, item: 0).contains("color:#FFFFFF"))
        #expect(try textStyle(html, item: 1).contains("color:rgba(235,235,245,0.6)"))
        // The app's own dynamic colour, by its provider, and the system red it answers with, in dark.
        #expect(try textStyle(html, item: 2).contains("color:#FF453A"))
        #expect(html.occurrences(of: "background:#1C1C1E") == 3)
        #expect(try #require(html.openingTag(containing: "class=\"ocv-navigation-bar\"")).contains("color:#0A84FF"))
    }

    @Test func increasedContrastDrawsTheIncreasedValues() throws {
        let window = tilesWindow()
        window.handle(.accessibilityContrast(.high))
        let light = WindowHTML.html(window.renderTree())
        #expect(light.hasPrefix("<div class=\"ocv-window\" data-window data-appearance=\"light\" data-contrast=\"high\" "))
        #expect(try textStyle(light, item: 1).contains("color:rgba(60,60,67,0.85)"))
        // Bar buttons in the darker blue (7:1 on the bar, where #007AFF reads 3.8:1).
        #expect(try #require(light.openingTag(containing: "class=\"ocv-navigation-bar\"")).contains("color:#0040DD"))

        window.handle(.userInterfaceStyle(.dark))
        let dark = WindowHTML.html(window.renderTree())
        #expect(dark.hasPrefix("<div class=\"ocv-window\" data-window data-appearance=\"dark\" data-contrast=\"high\" "))
        #expect(try textStyle(dark, item: 1).contains("color:rgba(235,235,245,0.8)"))
        #expect(try textStyle(dark, item: 2).contains("color:#FF6961"))
        #expect(try #require(dark.openingTag(containing: "class=\"ocv-navigation-bar\"")).contains("color:#409CFF"))
    }

    /// The window's traits decide, whatever the context says: a drawing cannot disagree with its window's box.
    @Test func theWindowsTraitsWinOverTheContexts() throws {
        let tree = tilesWindow().renderTree()
        let html = WindowHTML.html(tree, in: DrawingContext(traitCollection: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(html.contains("data-appearance=\"light\""))
        #expect(try textStyle(html, item: 0).contains("color:#000000"))
    }

    /// What draws outside `WindowHTML` (a live session's elements) resolves with the context's traits.
    @Test func elementsResolveWithTheContextsTraits() throws {
        let window = tilesWindow()
        let element = try #require(window.collectionViewsOnTopScreen.first?.renderTree().elements.first)
        let dark = DrawingContext(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        #expect(ElementHTML.html(element, in: dark).contains("color:#FFFFFF"))
        #expect(ElementHTML.html(element, in: DrawingContext()).contains("color:#000000"))
    }

    /// The stylesheet's own colours for what it draws (bars, menus, search fields, focus rings) are the palette's, in
    /// each of the four appearances the window's box can name.
    @Test func theStylesheetFollowsThePalette() throws {
        let css = Stylesheet.css
        /// The custom properties the block of `selector` declares, values normalised (no spaces, lowercase, `#fff`
        /// spelled out).
        func properties(_ selector: String) throws -> [String: String] {
            let start = try #require(css.range(of: selector + " {\n  --ocv"))
            let end = try #require(css[start.lowerBound...].firstIndex(of: "}"))
            var found: [String: String] = [:]
            for line in css[start.lowerBound..<end].split(separator: "\n").dropFirst() {
                let declaration = line.components(separatedBy: "/*")[0]
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                var value = parts[1].replacingOccurrences(of: " ", with: "").replacingOccurrences(of: ";", with: "").lowercased()
                if value.hasPrefix("#"), value.count == 4 { value = "#" + value.dropFirst().map { "\($0)\($0)" }.joined() }
                found[parts[0].trimmingCharacters(in: .whitespaces)] = value
            }
            return found
        }
        let base = try properties(".ocv-window")
        let high = try properties(".ocv-window[data-contrast=\"high\"]")
        let dark = try properties(".ocv-window[data-appearance=\"dark\"]")
        let darkHigh = try properties(".ocv-window[data-appearance=\"dark\"][data-contrast=\"high\"]")
        let palette: [String: UIColor] = [
            "--ocv-background": .systemBackground, "--ocv-label": .label, "--ocv-secondary-label": .secondaryLabel,
            "--ocv-separator": .separator, "--ocv-tint": .systemBlue, "--ocv-destructive": .systemRed,
        ]
        let cascades: [(UITraitCollection, [String: String])] = [
            (UITraitCollection(userInterfaceStyle: .light), base),
            (UITraitCollection(traitsFrom: [UITraitCollection(accessibilityContrast: .high)]), base.merging(high) { $1 }),
            (UITraitCollection(userInterfaceStyle: .dark), base.merging(dark) { $1 }),
            (
                UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high)]),
                base.merging(dark) { $1 }.merging(darkHigh) { $1 }
            ),
        ]
        for (traits, declared) in cascades {
            for (property, color) in palette {
                let expected = CSS.color(color, in: DrawingContext(traitCollection: traits)).lowercased()
                #expect(declared[property] == expected, "\(property) in \(traits)")
            }
        }
    }
}

/// An attributed text's lines, as CSS text decorations.
@MainActor
@Suite struct TextDecorationHTMLTests {
    @Test func underlinedAndStruckThroughTextIsDecorated() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.attributedText = NSAttributedString(string: "Was", attributes: [
            .underlineStyle: NSUnderlineStyle.single.rawValue, .strikethroughStyle: NSUnderlineStyle.thick.rawValue,
        ])
        let html = NodeHTML.html(label.renderNode(), in: DrawingContext())
        #expect(html.contains(#";text-decoration:underline line-through">"#))
        label.text = "Is"
        #expect(!NodeHTML.html(label.renderNode(), in: DrawingContext()).contains("text-decoration"))
    }
}
