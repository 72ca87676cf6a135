import GallerySite
import Hummingbird

/// Answers every HTTP request from the rendered gallery.
///
/// A responder rather than a router: the site is a fixed table of pages (plus pages rendered for a
/// `?filter=` query), and looking the whole path up in it gives every request — any method, any path —
/// the gallery's own answer, 400, 404 and 405 included.
struct GalleryResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let gallery: RenderedGallery

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        // The query travels with the path: filterable pages are rendered for their `?filter=`.
        let target = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
        let answer = await gallery.response(method: request.method.rawValue, target: target)
        var headers: HTTPFields = [
            .contentType: answer.contentType,
            .contentLength: String(answer.contentLength),
        ]
        if !answer.allowedMethods.isEmpty {
            headers[.allow] = answer.allowedMethods.joined(separator: ", ")
        }
        return Response(
            status: HTTPResponse.Status(code: answer.status),
            headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: answer.body))
        )
    }
}
