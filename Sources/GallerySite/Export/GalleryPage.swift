import OpenCollectionViewWeb

/// One finished page of the gallery: where it lives, its bytes, and the image files it shows.
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
    /// The images the page shows, which it references at `images/<hash>.<ext>` relative to the site root
    /// (`GalleryExporter` writes them there).
    public let imageFiles: [ImageFile]

    /// A page at `relativePath` with `html`, showing `imageFiles`.
    public init(
        relativePath: String, html: String, contentType: String = GalleryPage.htmlContentType, imageFiles: [ImageFile] = []
    ) {
        self.relativePath = relativePath
        self.html = html
        self.contentType = contentType
        self.imageFiles = imageFiles
    }

    /// Where the site's image files live, relative to its root.
    public static let imageFolder = "images"

    /// The URL path the page is served at.
    public var requestPath: String { "/" + relativePath }
}
