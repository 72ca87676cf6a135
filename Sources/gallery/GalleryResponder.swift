import GallerySite
import Hummingbird

/// Answers every HTTP request from the static gallery's pages: `GET` and `HEAD` of a page, 404 for anything else.
struct GalleryResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let pages: [String: GalleryPage]

    init(pages: [GalleryPage]) {
        var byPath: [String: GalleryPage] = [:]
        for page in pages { byPath[page.requestPath] = page }
        byPath["/"] = byPath["/" + StaticGallery.indexPath]
        self.pages = byPath
    }

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        guard let page = pages[request.uri.path] else {
            return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "Not found\n")))
        }
        let body = request.method == .head ? ByteBuffer() : ByteBuffer(string: page.html)
        return Response(
            status: .ok, headers: [.contentType: page.contentType, .contentLength: String(page.html.utf8.count)],
            body: ResponseBody(byteBuffer: body))
    }
}
