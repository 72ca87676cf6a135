import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

extension LiveHost {
    /// Where a live host serves the images its pages draw: `/ocv/images/<sha256>.<ext>`.
    public static let imagePathPrefix = "/ocv/images/"

    /// How long browsers keep what an address names by its bytes (an image by its hash, the client under its version):
    /// a year, never asking again (`immutable`).
    static let cachedForGood = "public, max-age=31536000, immutable"

    /// The answer to `GET /ocv/images/<file>`: the bytes from `registry` with their media type, the year-long
    /// `immutable` cache, the hash as `ETag` and the security headers; `304 Not Modified` (no body) when the request's
    /// `If-None-Match` names that tag; 404 when `registry` does not hold the file (never drawn, or forgotten).
    static func imageResponse(fileName: String, request: Request, registry: ImageRegistry) -> Response {
        guard let file = registry.file(named: fileName) else { return textResponse(.notFound, "Not found\n") }
        var headers = SecurityHeaders.fields
        headers[.cacheControl] = cachedForGood
        let tag = "\"\(file.hash)\""
        headers[.eTag] = tag
        let asked = request.headers[values: .ifNoneMatch].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if asked.contains(where: { $0 == tag || $0 == "W/" + tag || $0 == "*" }) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = file.contentType
        return Response(
            status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.encodedImage.data)))
    }
}
