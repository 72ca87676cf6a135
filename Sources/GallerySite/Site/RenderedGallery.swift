/// Every page of the gallery, rendered once, and the answers to requests for them.
///
/// Pages are deterministic — the same layouts, data and viewports give the same bytes — so they are
/// rendered once, up front, on the main actor where the collection views live. The result is a plain
/// `Sendable` value that server threads read without touching the engine, and the exporter writes the
/// very same bytes to disk.
public struct RenderedGallery: Sendable {
    /// The methods requests may use.
    public static let allowedMethods = ["GET", "HEAD"]

    /// Every page: the index first, then the examples in menu order.
    public let pages: [GalleryPage]
    private let pagesByRequestPath: [String: GalleryPage]

    /// A gallery of `pages`, served at their request paths; `/` serves `index.html` when there is one.
    public init(pages: [GalleryPage]) {
        self.pages = pages
        var byPath: [String: GalleryPage] = [:]
        for page in pages { byPath[page.requestPath] = page }
        if let index = byPath["/" + IndexPageRenderer.relativePath] { byPath["/"] = index }
        pagesByRequestPath = byPath
    }

    /// Renders the index and one page per example, each example laid out in every viewport.
    @MainActor
    public static func render(
        examples: [any GalleryExample] = ExampleCatalog.examples, viewports: [Viewport] = Viewport.gallery
    ) -> RenderedGallery {
        var pagePaths: [String: String] = [:]
        var examplePages: [GalleryPage] = []
        for example in examples {
            let layouts = viewports.map { ComputedLayout(example: example, viewport: $0) }
            let path = ExamplePageRenderer.relativePath(forSlug: example.slug)
            pagePaths[example.menuTitle] = path
            examplePages.append(GalleryPage(relativePath: path, html: ExamplePageRenderer.render(example, layouts: layouts)))
        }
        let index = GalleryPage(relativePath: IndexPageRenderer.relativePath, html: IndexPageRenderer.render(pagePaths: pagePaths))
        return RenderedGallery(pages: [index] + examplePages)
    }

    /// The page served at `requestPath` (a URL path such as `/examples/grid.html`), if any.
    ///
    /// Paths are matched exactly, never resolved against a file system, so `..`, encoded characters or
    /// repeated slashes can only miss.
    public func page(atRequestPath requestPath: String) -> GalleryPage? {
        pagesByRequestPath[requestPath]
    }

    /// The answer to a request with `method` for `target`, a URL path that may carry a query.
    ///
    /// Total: any method and any path give an answer — the page, or a small HTML page with 404 or 405.
    public func response(method: String, target: String) -> GalleryResponse {
        let path = String(target.prefix { $0 != "?" && $0 != "#" })
        // Methods are case-sensitive (RFC 9110 §9.1): "get" is not GET.
        guard Self.allowedMethods.contains(method) else {
            return GalleryResponse(
                status: 405, html: ErrorPageRenderer.methodNotAllowed(method: method),
                contentType: GalleryPage.htmlContentType, includesBody: true, allowedMethods: Self.allowedMethods)
        }
        let includesBody = method == "GET"
        guard let page = page(atRequestPath: path) else {
            return GalleryResponse(
                status: 404, html: ErrorPageRenderer.notFound(requestedPath: path),
                contentType: GalleryPage.htmlContentType, includesBody: includesBody)
        }
        return GalleryResponse(status: 200, html: page.html, contentType: page.contentType, includesBody: includesBody)
    }
}
