import Foundation
import OpenCollectionView
import OpenCollectionViewWeb

/// The gallery as static pages, for reading without a server: the menu at `index.html`, every group expanded and
/// every example linked, and each example at `examples/<slug>.html`, as the screen first shows after the menu pushed
/// it, at a phone's and a desktop's size. Each page draws its screens' window render trees with the one drawing of a
/// window (`WindowHTML`), every collection view showing its whole content so that the page scrolls as the screen
/// does; nothing on them responds to taps (`swift run gallery` serves the live app). Windows are light, with increased
/// contrast, as the live pages draw by default, so that text reads at WCAG AA's 4.5:1.
@MainActor
public enum StaticGallery {
    /// The index page's path.
    public nonisolated static let indexPath = "index.html"

    /// The page of `example`'s path.
    public static func pagePath(of example: GalleryRoutes.Example) -> String {
        "examples/\(example.slug).html"
    }

    /// Every page: the index, then the examples in menu order, then `others` (screens the menu does not list, which
    /// the index lists under their groups).
    public static func pages(viewports: [Viewport] = Viewport.gallery, others: [StaticScreen] = []) -> [GalleryPage] {
        let index = ImageCollector(prefix: "")
        let indexHTML = indexPage(images: index, others: others)
        return [GalleryPage(relativePath: indexPath, html: indexHTML, imageFiles: index.files)]
            + GalleryRoutes.examples.map { example in
                let images = ImageCollector(prefix: "../")
                let html = examplePage(example, viewports: viewports, images: images)
                return GalleryPage(relativePath: pagePath(of: example), html: html, imageFiles: images.files)
            }
            + others.map { screen in
                let images = ImageCollector(prefix: "../")
                let html = screenPage(screen, viewports: viewports, images: images)
                return GalleryPage(relativePath: screen.relativePath, html: html, imageFiles: images.files)
            }
    }

    /// The image files a page draws, in the order first drawn, each referenced relative to the page.
    final class ImageCollector {
        /// The path from the page to the site root (`../` for an example's page).
        let prefix: String
        private(set) var files: [ImageFile] = []
        private var names: Set<String> = []

        init(prefix: String) {
            self.prefix = prefix
        }

        /// Notes `file` and returns its address relative to the page: `<prefix>images/<hash>.<ext>`.
        func address(of file: ImageFile) -> String {
            if names.insert(file.fileName).inserted { files.append(file) }
            return "\(prefix)\(GalleryPage.imageFolder)/\(file.fileName)"
        }
    }

    /// A window of `viewport`'s size showing the menu, with `example` pushed when given, laid out: light, with
    /// increased contrast.
    public static func window(showing example: GalleryRoutes.Example?, in viewport: Viewport) -> UIWindow {
        window(showing: GalleryRoutes.makeRootViewController(showing: example), in: viewport)
    }

    /// A window of `viewport`'s size showing `rootViewController`, laid out: light, with increased contrast.
    static func window(showing rootViewController: UIViewController, in viewport: Viewport) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: viewport.size))
        window.traitOverrides.displayScale = viewport.displayScale
        window.traitOverrides.userInterfaceStyle = .light
        window.traitOverrides.accessibilityContrast = .high
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    // MARK: Pages

    /// The page of `example`: its place in the menu, then the screen in each viewport.
    public static func examplePage(_ example: GalleryRoutes.Example, viewports: [Viewport] = Viewport.gallery) -> String {
        examplePage(example, viewports: viewports, images: ImageCollector(prefix: "../"))
    }

    static func examplePage(_ example: GalleryRoutes.Example, viewports: [Viewport], images: ImageCollector) -> String {
        screenPage(title: example.title, groups: example.groups, viewports: viewports, images: images) { viewport in
            window(showing: example, in: viewport)
        }
    }

    /// The page of `screen`, drawn as an example's page is.
    static func screenPage(_ screen: StaticScreen, viewports: [Viewport], images: ImageCollector) -> String {
        screenPage(title: screen.title, groups: [screen.group], viewports: viewports, images: images) { viewport in
            window(showing: screen.makeRootViewController(), in: viewport)
        }
    }

    /// A page titled `title` under `groups`: the screen `window(viewport)` shows, in each viewport.
    private static func screenPage(
        title: String, groups: [String], viewports: [Viewport], images: ImageCollector,
        window: (Viewport) -> UIWindow
    ) -> String {
        var body = "<header class=\"page-header\">"
        body += "<a class=\"back-link\" href=\"../\(indexPath)\">‹ \(HTMLText.escape(GalleryRoutes.menuTitle))</a>"
        body += "<p class=\"breadcrumb\">\(groups.map(HTMLText.escape).joined(separator: " › "))</p>"
        body += "<h1>\(HTMLText.escape(title))</h1>"
        body += "<p class=\"page-note\">The screen as it first shows, drawn from its window render tree; scroll inside a device "
            + "to see all of it. Run <code>swift run gallery</code> to use it live.</p></header>"
        body += "<main class=\"viewports\">"
        for viewport in viewports {
            let context = DrawingContext(imageAddress: images.address(of:))
            body += deviceHTML(StaticCapture.renderTree(of: window(viewport)), viewport: viewport, context: context)
        }
        body += "</main>"
        return document(title: "\(title) — \(GalleryRoutes.menuTitle)", bodyHTML: body)
    }

    /// The index: the menu screen, every group expanded, each example's row linking to its page.
    public static func indexPage() -> String {
        indexPage(images: ImageCollector(prefix: ""), others: [])
    }

    static func indexPage(images: ImageCollector, others: [StaticScreen]) -> String {
        let window = window(showing: nil, in: .phone)
        let menu = (window.rootViewController as? UINavigationController)?.viewControllers.first as? OutlineViewController
        menu?.expandAll()
        let tree = StaticCapture.renderTree(of: window)
        var links: [String: String] = [:]
        for element in tree.screens.flatMap(\.content.collectionViewElements) where element.category == .cell {
            guard let type = menu?.dataSource.itemIdentifier(for: element.indexPath)?.outlineViewController,
                let example = GalleryRoutes.examples.first(where: { $0.viewControllerType == type })
            else { continue }
            links[element.identity] = pagePath(of: example)
        }
        let sampleCount = GalleryRoutes.sampleExamples.count
        let beyondCount = GalleryRoutes.examples.count - sampleCount
        var body = "<header class=\"page-header\"><h1>\(HTMLText.escape(GalleryRoutes.menuTitle))</h1>"
        body += "<p class=\"page-note\">The \(sampleCount) examples of Apple's sample app, written as the sample writes them, "
            + "and \(beyondCount) beyond it, drawn by OpenCollectionView. Run <code>swift run gallery</code> to use them live; "
            + "these pages show each screen as it first appears.</p></header><main class=\"viewports\">"
        let context = DrawingContext(elementLink: { _, element in links[element.identity] }, imageAddress: images.address(of:))
        body += deviceHTML(tree, viewport: .phone, context: context)
        body += othersHTML(others)
        body += "</main>"
        return document(title: GalleryRoutes.menuTitle, bodyHTML: body)
    }

    /// The screens the menu does not list, under their groups' headings, each linking to its page.
    private static func othersHTML(_ others: [StaticScreen]) -> String {
        var groups: [String] = []
        for screen in others where !groups.contains(screen.group) { groups.append(screen.group) }
        return groups.map { group in
            let links = others.filter { $0.group == group }.map { screen in
                "<li><a href=\"\(HTMLText.escape(screen.relativePath))\">\(HTMLText.escape(screen.title))</a></li>"
            }
            return "<section class=\"other-screens\"><h2>\(HTMLText.escape(group))</h2><ul>\(links.joined())</ul></section>"
        }.joined()
    }

    /// One device: its caption, then the window at its size.
    private static func deviceHTML(_ tree: WindowRenderTree, viewport: Viewport, context: DrawingContext) -> String {
        let size = "\(Int(viewport.size.width)) × \(Int(viewport.size.height)) pt @\(Int(viewport.displayScale))x"
        return "<section class=\"viewport\" data-viewport=\"\(viewport.name)\"><h2 class=\"viewport-caption\">"
            + "\(HTMLText.escape(viewport.label)) · \(size)</h2><div class=\"device\">"
            + WindowHTML.html(tree, in: context) + "</div></section>"
    }

    /// A complete page titled `title` around `bodyHTML`, with the drawing's stylesheet and the page's own inline.
    private static func document(title: String, bodyHTML: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(title))</title>
        <style>
        \(Stylesheet.css)
        \(pageCSS)
        </style>
        </head>
        <body>
        \(bodyHTML)
        </body>
        </html>

        """
    }

    /// The pages' own look around the devices, in the windows' colours (light, increased contrast: link and secondary
    /// text as `SystemColorPalette` has them).
    private static let pageCSS = """
        body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"SF Pro Text","DejaVu Sans Condensed",system-ui,sans-serif;\
        background:#F2F2F7;color:#000}
        a{color:#0040DD;text-decoration:none}
        .page-header{padding:16px 24px;background:#fff;border-bottom:0.5px solid rgba(60,60,67,0.45)}
        .page-header h1{margin:4px 0 0;font-size:28px;font-weight:700}
        .breadcrumb,.page-note,.viewport-caption{margin:4px 0 0;font-size:13px;color:rgba(60,60,67,0.85)}
        .viewports{display:flex;flex-wrap:wrap;align-items:flex-start;gap:32px;padding:24px}
        .viewport{margin:0}
        .viewport-caption{margin:0 0 8px}
        .device{display:inline-block;border:1px solid #C7C7CC;border-radius:14px;overflow:hidden;box-shadow:0 2px 12px rgba(0,0,0,0.12)}
        .other-screens h2{margin:0 0 8px;font-size:20px}
        .other-screens ul{margin:0;padding-left:20px;line-height:1.8;font-size:17px}
        """
}

extension OutlineViewController {
    /// Expands every group, as a reader of a static page cannot tap them open.
    func expandAll() {
        var snapshot = dataSource.snapshot(for: .main)
        snapshot.expand(snapshot.items)
        dataSource.apply(snapshot, to: .main, animatingDifferences: false)
    }
}

extension RenderNode {
    /// The elements of the collection views in this node's subtree.
    var collectionViewElements: [RenderElement] {
        var elements: [RenderElement] = []
        if case .collectionView(let tree) = content { elements += tree.elements }
        for child in children { elements += child.collectionViewElements }
        return elements
    }
}
