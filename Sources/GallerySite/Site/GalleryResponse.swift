/// The gallery's answer to one HTTP request, independent of the server that sends it.
public struct GalleryResponse: Sendable, Hashable {
    /// The HTTP status code: 200, 400, 404 or 405.
    public let status: Int
    /// The `Content-Type` header.
    public let contentType: String
    /// The body to send: the page for `GET`, empty for `HEAD`.
    public let body: String
    /// The `Content-Length` header: the byte count of the page, also for `HEAD`.
    public let contentLength: Int
    /// The methods the gallery answers, for the `Allow` header of a 405 answer; empty otherwise.
    public let allowedMethods: [String]

    /// An answer with `status` carrying `html`; `includesBody` is false for `HEAD` requests.
    init(status: Int, html: String, contentType: String, includesBody: Bool, allowedMethods: [String] = []) {
        self.status = status
        self.contentType = contentType
        body = includesBody ? html : ""
        contentLength = html.utf8.count
        self.allowedMethods = allowedMethods
    }
}
