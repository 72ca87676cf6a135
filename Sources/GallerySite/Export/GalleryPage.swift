/// One finished page of the gallery: where it lives and its bytes.
public struct GalleryPage: Sendable, Hashable {
    /// The media type of every gallery page.
    public static let htmlContentType = "text/html; charset=utf-8"

    /// The page's path relative to the site root, e.g. `index.html` or `examples/grid.html`; the same
    /// when served and when exported, so relative links between pages work in both.
    public let relativePath: String
    /// The page's media type.
    public let contentType: String
    /// The page's HTML.
    public let html: String

    /// A page at `relativePath` with `html`.
    public init(relativePath: String, html: String, contentType: String = GalleryPage.htmlContentType) {
        self.relativePath = relativePath
        self.html = html
        self.contentType = contentType
    }

    /// The URL path the page is served at.
    public var requestPath: String { "/" + relativePath }
}
