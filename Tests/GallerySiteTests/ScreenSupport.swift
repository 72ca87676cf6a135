import Foundation
@testable import GallerySite
import OpenCollectionView
import OpenCollectionViewWeb

/// An example as a person reaches it — the menu in a navigation controller with the example pushed on it — in a
/// window of a viewport's size, and what its screen shows across its whole content (`StaticCapture`, which the
/// static pages draw).
///
/// The window lives as long as the value: views hold their superviews weakly, as UIKit's do.
@MainActor
struct ShownScreen {
    let window: UIWindow
    let viewport: Viewport

    /// The example at `slug` in `viewport`.
    init(_ slug: String, _ viewport: Viewport = .phone) {
        guard let example = GalleryRoutes.example(forSlug: slug) else { preconditionFailure("no example at \(slug)") }
        window = StaticGallery.window(showing: example, in: viewport)
        self.viewport = viewport
    }

    /// The menu alone, in `viewport`.
    init(menuIn viewport: Viewport = .phone) {
        window = StaticGallery.window(showing: nil, in: viewport)
        self.viewport = viewport
    }

    var navigationController: UINavigationController {
        window.rootViewController as! UINavigationController
    }

    /// The view controller on top.
    var viewController: UIViewController {
        navigationController.topViewController!
    }

    /// What the window shows now, each collection view with all of its elements.
    var capturedTree: WindowRenderTree {
        StaticCapture.renderTree(of: window)
    }

    /// What the window shows now, as a host gets it: only what is visible.
    var visibleTree: WindowRenderTree {
        window.renderTree()
    }

    /// The top screen's navigation bar.
    var bar: RenderNavigationBar? {
        visibleTree.screens.last?.navigationBar
    }

    /// The first collection view on the top screen, with all of its elements.
    var collection: RenderTree {
        capturedTree.screens.last!.content.collectionViewTrees.first!.tree
    }

    /// The host identity of the first collection view on the top screen.
    var collectionViewIdentity: String {
        visibleTree.screens.last!.content.collectionViewTrees.first!.identity
    }

    /// The first collection view on the top screen.
    var collectionView: UICollectionView {
        StaticCapture.collectionViews(in: viewController.view).first!
    }

    /// The cells, by index path.
    var cells: [IndexPath: RenderElement] {
        collection.cells
    }

    /// The supplementary or decoration views of `kind`, by index path.
    func elements(ofKind kind: String) -> [IndexPath: RenderElement] {
        collection.elements(ofKind: kind)
    }

    /// The cells of `section`, in item order.
    func rows(section: Int) -> [RenderElement] {
        cells.filter { $0.key.section == section }.sorted { $0.key.item < $1.key.item }.map(\.value)
    }

    /// Applies `event` to the window, as a host reports what a person did.
    @discardableResult
    func handle(_ event: HostEvent) -> WindowRenderTree {
        window.handle(event)
    }

    /// Applies `event` to the first collection view on the top screen.
    @discardableResult
    func handle(_ event: CollectionViewEvent) -> WindowRenderTree {
        window.handle(.collectionView(collectionViewIdentity, event))
    }
}

extension RenderNode {
    /// The collection views in this node's subtree, depth first, with their host identities.
    var collectionViewTrees: [(identity: String, tree: RenderTree)] {
        var found: [(String, RenderTree)] = []
        if case .collectionView(let tree) = content { found.append((identity ?? "", tree)) }
        for child in children { found += child.collectionViewTrees }
        return found
    }

    /// The node and its subviews, depth first; a collection view's elements' views follow the collection view.
    var allNodes: [RenderNode] {
        var nodes = [self]
        if case .collectionView(let tree) = content { nodes += tree.elements.flatMap(\.view.allNodes) }
        return nodes + children.flatMap(\.allNodes)
    }

    /// The lines of the labels in the node's subtree, depth first.
    var lines: [String] {
        allNodes.flatMap { node -> [String] in
            if case .text(let text) = node.content { return text.lines }
            return []
        }
    }

    /// The labels' texts in the subtree.
    var texts: [RenderText] {
        allNodes.compactMap { node in
            if case .text(let text) = node.content { return text }
            return nil
        }
    }

    /// The kinds of the accessories in the subtree, in drawing order.
    var accessoryKinds: [String] {
        allNodes.compactMap { node in
            if case .accessory(let kind, _, _, _) = node.content { return kind }
            return nil
        }
    }

    /// The SF Symbols drawn in the subtree, image views and accessories alike.
    var symbols: [String] {
        allNodes.compactMap { node in
            switch node.content {
            case .image(let image): return image.systemName
            case .accessory(_, let symbol, _, _): return symbol
            default: return nil
            }
        }
    }

    /// The first node of `viewClass` in the subtree, depth first.
    func first(_ viewClass: String) -> RenderNode? {
        allNodes.first { $0.viewClass == viewClass }
    }

    /// The first node drawing a `kind` accessory.
    func accessory(_ kind: String) -> RenderNode? {
        allNodes.first { node in
            if case .accessory(let accessoryKind, _, _, _) = node.content { return accessoryKind == kind }
            return false
        }
    }
}

extension RenderTree {
    var cells: [IndexPath: RenderElement] {
        var cells: [IndexPath: RenderElement] = [:]
        for element in elements where element.category == .cell { cells[element.indexPath] = element }
        return cells
    }

    func elements(ofKind kind: String) -> [IndexPath: RenderElement] {
        var found: [IndexPath: RenderElement] = [:]
        for element in elements {
            switch element.category {
            case .supplementaryView(let elementKind), .decorationView(let elementKind):
                if elementKind == kind { found[element.indexPath] = element }
            case .cell:
                break
            }
        }
        return found
    }
}

extension RenderElement {
    /// The lines the element's labels draw.
    var lines: [String] { view.lines }
}

/// Whether two frames are the same to within rounding of thirds of a point.
func sameFrame(_ drawn: CGRect?, _ expected: CGRect?) -> Bool {
    guard let drawn, let expected else { return false }
    let pairs = [(drawn.minX, expected.minX), (drawn.minY, expected.minY), (drawn.width, expected.width), (drawn.height, expected.height)]
    return pairs.allSatisfy { abs($0.0 - $0.1) <= 0.0006 }
}

/// The rendered colour's sRGB bytes and alpha, for comparisons that read like the spec's colour table.
func rgba(_ color: UIColor?) -> String {
    guard let color else { return "none" }
    func byte(_ value: CGFloat) -> Int { Int((value * 255).rounded()) }
    return "\(byte(color.red)),\(byte(color.green)),\(byte(color.blue)),\(alphaText(color.alpha))"
}

private func alphaText(_ alpha: CGFloat) -> String {
    let rounded = (alpha * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", Double(rounded))
}
