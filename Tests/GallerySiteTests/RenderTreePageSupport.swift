import Foundation
import GallerySite
import OpenCollectionView

/// A view box inside an element of a page drawn from render trees, read back from the HTML.
struct DrawnNode: Equatable {
    /// The view's class (`data-view`).
    let viewClass: String
    /// The accessory kind (`data-accessory`), for list accessories.
    let accessory: String?
    /// The SF Symbol drawn (`data-symbol`), for accessories and image views.
    let symbol: String?
    /// Whether a switch is on (`data-on`).
    let isOn: Bool?
    /// The frame in the parent view's coordinates.
    let frame: CGRect
    /// The declarations after the geometry.
    let style: String
    /// The node's HTML from its opening tag to the next node's (its own drawing, not its subviews').
    let html: String
}

/// An element box (cell, supplementary or decoration view) of a page drawn from render trees.
struct DrawnElement {
    /// `cell`, `supplementary` or `decoration`.
    let category: String
    let identity: String
    let indexPath: IndexPath
    let elementKind: String?
    /// The states of `data-state`, e.g. `["selected"]`; empty for `normal` and for elements without a state.
    let states: Set<String>
    let isHidden: Bool
    /// The frame in the content (or, for the swiped row, in its swipe box).
    let frame: CGRect
    /// The declarations after the geometry.
    let style: String
    /// The element's HTML, up to the next element or the end of its frame.
    let html: String

    /// The text lines the element draws, in order (as the page writes them, escaped).
    var lines: [String] {
        html.matches(of: #/<span class="rt-line">([^<]*)</span>/#).map { String($0.output.1) }
    }

    /// The element's view boxes, depth first.
    var nodes: [DrawnNode] {
        let pattern = #/<div class="rt-node" data-view="([^"]+)"( data-accessory="([^"]+)")?( data-symbol="([^"]+)")?( data-on="(true|false)")?( data-background="true")? style="left:(-?[\d.]+)px;top:(-?[\d.]+)px;width:([\d.]+)px;height:([\d.]+)px([^"]*)">/#
        let matches = html.matches(of: pattern)
        return matches.enumerated().map { index, match in
            let output = match.output
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : html.endIndex
            return DrawnNode(
                viewClass: String(output.1), accessory: output.3.map(String.init), symbol: output.5.map(String.init),
                isOn: output.7.map { $0 == "true" },
                frame: CGRect(x: Double(output.9)!, y: Double(output.10)!, width: Double(output.11)!, height: Double(output.12)!),
                style: String(output.13), html: String(html[match.range.lowerBound..<end]))
        }
    }

    /// The accessory kinds the element shows, leading to trailing as the page lists them.
    var accessories: [String] { nodes.compactMap(\.accessory) }

    /// The symbols the element draws, in page order.
    var symbols: [String] { nodes.compactMap(\.symbol) }

    /// The node drawing the cell's background configuration.
    var background: DrawnNode? { nodes.first { $0.viewClass == "UIBackgroundConfiguration" } }
}

/// Reads a page drawn from render trees.
struct RenderTreePage {
    let page: RenderedPage

    @MainActor
    init(_ example: any GalleryExample, viewports: [Viewport] = Viewport.gallery) {
        page = renderedPage(example, viewports: viewports)
    }

    var html: String { page.html }

    /// The HTML of the frame named `name`; empty when the page has none.
    func frameHTML(_ name: String) -> String {
        page.frameHTML(named: name) ?? ""
    }

    /// The frames' names, in page order.
    var frameNames: [String] {
        html.matches(of: #/<section class="viewport" data-viewport="([a-z0-9-]+)">/#).map { String($0.output.1) }
    }

    /// The caption of the frame named `name`.
    func caption(_ name: String) -> String? {
        frameHTML(name).firstMatch(of: #/<h2 class="viewport-caption">([^<]*)</h2>/#).map { String($0.output.1) }
    }

    /// Every element box of the frame named `name`, in page order.
    func elements(_ name: String) -> [DrawnElement] {
        let section = frameHTML(name)
        let pattern = #/<div class="rt-element rt-(cell|supplementary|decoration)(?: rt-hairline)?" data-identity="([^"]*)" data-index-path="(\d+)-(\d+)"( data-element-kind="([^"]*)")?( data-state="([^"]*)")?( hidden)? style="left:(-?[\d.]+)px;top:(-?[\d.]+)px;width:([\d.]+)px;height:([\d.]+)px([^"]*)">/#
        let matches = section.matches(of: pattern)
        return matches.enumerated().map { index, match in
            let output = match.output
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : section.endIndex
            let state = output.8.map(String.init) ?? "normal"
            return DrawnElement(
                category: String(output.1), identity: String(output.2),
                indexPath: IndexPath(item: Int(output.4)!, section: Int(output.3)!), elementKind: output.6.map(String.init),
                states: state == "normal" ? [] : Set(state.split(separator: " ").map(String.init)), isHidden: output.9 != nil,
                frame: CGRect(x: Double(output.10)!, y: Double(output.11)!, width: Double(output.12)!, height: Double(output.13)!),
                style: String(output.14), html: String(section[match.range.lowerBound..<end]))
        }
    }

    /// The cells of the frame named `name`, by index path.
    func cells(_ name: String) -> [IndexPath: DrawnElement] {
        Dictionary(elements(name).filter { $0.category == "cell" }.map { ($0.indexPath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The elements of `kind` in the frame named `name`, by index path.
    func elements(ofKind kind: String, in name: String) -> [IndexPath: DrawnElement] {
        Dictionary(elements(name).filter { $0.elementKind == kind }.map { ($0.indexPath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The cells of section `section` of the frame named `name`, in item order.
    func rows(_ name: String, section: Int) -> [DrawnElement] {
        cells(name).values.filter { $0.indexPath.section == section }.sorted { $0.indexPath.item < $1.indexPath.item }
    }

    /// The size of the content of the frame named `name`.
    func contentSize(_ name: String) -> CGSize? {
        frameHTML(name).firstMatch(of: #/class="collection-content" style="width:([\d.]+)px;height:([\d.]+)px"/#).map {
            CGSize(width: Double($0.output.1)!, height: Double($0.output.2)!)
        }
    }

    /// The opening tag of the swiped row's box in the frame named `name`, and its buttons' tags.
    func swipe(_ name: String) -> (box: String, buttons: [String])? {
        let section = frameHTML(name)
        guard let box = section.firstMatch(of: #/<div class="rt-swipe"[^>]*>/#) else { return nil }
        let buttons = section[box.range.upperBound...].matches(of: #/<div class="rt-swipe-button"[^>]*>(?:<div class="rt-swipe-glyph"><svg[^>]*>)?/#)
        return (String(box.output), buttons.map { String($0.output) })
    }
}
