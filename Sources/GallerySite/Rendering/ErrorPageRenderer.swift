/// Writes the small pages answered for requests the gallery cannot serve.
///
/// Their links are absolute because these pages answer any path, at any depth.
public enum ErrorPageRenderer {
    /// The longest part of a request the pages repeat; the rest is cut so that odd requests cannot make
    /// large answers.
    public static let maximumQuotedLength = 200

    /// A page saying that the gallery has no page at `requestedPath`, with a link to the index.
    public static func notFound(requestedPath: String) -> String {
        page(
            title: "Page not found",
            message: "The gallery has no page at <code>\(quoted(requestedPath))</code>."
        )
    }

    /// A page saying that the gallery only answers `GET` and `HEAD`, not `method`.
    public static func methodNotAllowed(method: String) -> String {
        page(
            title: "Method not allowed",
            message: "The gallery only serves pages (GET and HEAD), not <code>\(quoted(method))</code> requests."
        )
    }

    /// A page saying that the request's query could not be used, and why (`reason` is plain text).
    public static func badRequest(reason: String) -> String {
        page(title: "Bad request", message: quoted(reason))
    }

    private static func page(title: String, message: String) -> String {
        let body = """
            <main class="error-page">
            <h1>\(HTMLEscaping.escape(title))</h1>
            <p>\(message)</p>
            <p><a href="/">Back to \(HTMLEscaping.escape(SampleMenu.title))</a></p>
            </main>
            """
        return HTMLDocument.page(title: "\(title) — \(SampleMenu.title)", bodyHTML: body)
    }

    private static func quoted(_ text: String) -> String {
        var shown = String(text.prefix(maximumQuotedLength))
        if shown.count < text.count { shown += "…" }
        return HTMLEscaping.escape(shown)
    }
}
