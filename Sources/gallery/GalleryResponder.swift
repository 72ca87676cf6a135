import GallerySite
import Hummingbird

/// Answers every HTTP request from the rendered gallery.
///
/// A responder rather than a router: the site is a fixed table of pages, and looking the whole path up
/// in it gives every request — any method, any path — the gallery's own answer, 404 and 405 included.
struct GalleryResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let gallery: RenderedGallery

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        let answer = gallery.response(method: request.method.rawValue, target: request.uri.path)
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
