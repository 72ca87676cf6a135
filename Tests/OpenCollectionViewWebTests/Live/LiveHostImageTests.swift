import Foundation
import Hummingbird
import HummingbirdTesting
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// `GET /ocv/images/<sha256>.<ext>`: the bytes the shared registry holds, with their type, a year's immutable caching,
/// the hash as ETag (304 when the browser has it) and the security headers; 404 for what it does not hold.
@Suite struct LiveHostImageTests {
    @Test func imagesAreServedWithCachingHeaders() async throws {
        let file = ImageFile(try #require(ImageHTMLTests.gif.encodedImage))
        ImageRegistry.shared.register(file)
        try await LiveHostTests.serve(try LiveHostLimitsTests.host()) { client in
            let port = try #require(client.port)
            let answer = try await LiveHostTests.request(file.livePath, port: port)
            #expect(answer.status == 200)
            #expect(answer.header("content-type") == "image/gif")
            #expect(answer.header("cache-control") == "public, max-age=31536000, immutable")
            #expect(answer.header("etag") == "\"\(file.hash)\"")
            #expect(answer.header("x-content-type-options") == "nosniff")
            #expect(answer.header("content-security-policy")?.hasPrefix("default-src 'self'") == true)
            #expect(answer.body == String(decoding: ImageHTMLTests.gifBytes, as: UTF8.self))

            for tag in ["\"\(file.hash)\"", "W/\"\(file.hash)\"", "\"other\", \"\(file.hash)\"", "*"] {
                let cached = try await LiveHostTests.request(file.livePath, port: port, headers: "If-None-Match: \(tag)\r\n")
                #expect(cached.status == 304, "\(tag)")
                #expect(cached.body.isEmpty)
                #expect(cached.header("etag") == "\"\(file.hash)\"")
                #expect(cached.header("cache-control") == "public, max-age=31536000, immutable")
                #expect(cached.header("x-content-type-options") == "nosniff")
            }
            let head = try await LiveHostTests.request(file.livePath, method: "HEAD", port: port)
            #expect(head.status == 200)
            #expect(head.header("content-type") == "image/gif")
            #expect(head.header("etag") == "\"\(file.hash)\"")
            #expect(head.body.isEmpty)

            let stale = try await LiveHostTests.request(file.livePath, port: port, headers: "If-None-Match: \"other\"\r\n")
            #expect(stale.status == 200)

            let missing = try await LiveHostTests.request("/ocv/images/\(String(repeating: "0", count: 64)).png", port: port)
            #expect(missing.status == 404)
            #expect(missing.header("x-content-type-options") == "nosniff")
            #expect(missing.header("cache-control") != "public, max-age=31536000, immutable")
            // The right hash with another extension is another file.
            #expect(try await LiveHostTests.request("/ocv/images/\(file.hash).png", port: port).status == 404)
            #expect(try await LiveHostTests.request(file.livePath, host: "elsewhere.example", port: port).status == 421)
        }
    }
}
