/// Every page of the gallery, rendered once, and the answers to requests for them.
///
/// Pages are deterministic — the same layouts, data and viewports give the same bytes — so they are
/// rendered once, up front, on the main actor where the collection views live. The result is a plain
/// `Sendable` value that server threads read without touching the engine, and the exporter writes the
/// very same bytes to disk. The only pages rendered later are those of filterable examples asked for with
/// a `?filter=` query: they are rendered on demand, on the main actor.
public struct RenderedGallery: Sendable {
    /// Renders a filterable example's page for a validated, non-empty filter.
    public typealias FilteredPageRenderer = @MainActor @Sendable (_ filter: String) -> String

    /// The methods requests may use.
    public static let allowedMethods = ["GET", "HEAD"]

    /// Every page: the index first, then the examples in menu order.
    public let pages: [GalleryPage]
    private let pagesByRequestPath: [String: GalleryPage]
    private let filteredPageRenderers: [String: FilteredPageRenderer]

    /// A gallery of `pages`, served at their request paths; `/` serves `index.html` when there is one. The pages
    /// at the request paths of `filteredPageRenderers` are rendered again for a `?filter=` query.
    public init(pages: [GalleryPage], filteredPageRenderers: [String: FilteredPageRenderer] = [:]) {
        self.pages = pages
        var byPath: [String: GalleryPage] = [:]
        for page in pages { byPath[page.requestPath] = page }
        if let index = byPath["/" + IndexPageRenderer.relativePath] { byPath["/"] = index }
        pagesByRequestPath = byPath
        self.filteredPageRenderers = filteredPageRenderers
    }

    /// Renders the index and one page per example, each example laid out in every viewport; filterable
    /// examples can render their page again for a filter.
    @MainActor
    public static func render(
        examples: [any GalleryExample] = ExampleCatalog.examples, viewports: [Viewport] = Viewport.gallery
    ) -> RenderedGallery {
        var pagePaths: [String: String] = [:]
        var examplePages: [GalleryPage] = []
        var renderers: [String: FilteredPageRenderer] = [:]
        for example in examples {
            let path = ExamplePageRenderer.relativePath(forSlug: example.slug)
            pagePaths[example.menuTitle] = path
            let page = GalleryPage(relativePath: path, html: example.renderPage(viewports: viewports))
            examplePages.append(page)
            if let filterable = example as? any FilterableGalleryExample {
                renderers[page.requestPath] = { @MainActor filter in
                    filterable.renderPage(viewports: viewports, filter: filter)
                }
            }
        }
        let index = GalleryPage(relativePath: IndexPageRenderer.relativePath, html: IndexPageRenderer.render(
            pagePaths: pagePaths, pendingReasons: ExampleCatalog.pendingReasons))
        return RenderedGallery(pages: [index] + examplePages, filteredPageRenderers: renderers)
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
    /// Total: any method and any path give an answer — the page, or a small HTML page with 400, 404 or 405.
    /// A filterable page asked for with a non-empty `filter` parameter is rendered for it on the main actor; an
    /// unusable `filter` (too long, badly encoded, control characters) is answered with 400. Other queries are
    /// ignored.
    public func response(method: String, target: String) async -> GalleryResponse {
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
        if let renderer = filteredPageRenderers[page.requestPath] {
            switch FilterQuery.parse(target: target) {
            case .none:
                break
            case .invalid(let reason):
                return GalleryResponse(
                    status: 400, html: ErrorPageRenderer.badRequest(reason: reason),
                    contentType: GalleryPage.htmlContentType, includesBody: includesBody)
            case .filter(let filter):
                let html = await renderer(filter)
                return GalleryResponse(status: 200, html: html, contentType: page.contentType, includesBody: includesBody)
            }
        }
        return GalleryResponse(status: 200, html: page.html, contentType: page.contentType, includesBody: includesBody)
    }
}
