/// The HTML document of every live page: the drawing's stylesheet, a root the client fills once its session answers
/// (its first frame names the page), and the client — with every module it imports named up front
/// (`modulepreload`), so that the browser fetches them all at once rather than a level of imports at a time.
enum LivePage {
    /// Four rounded tiles, so that the tab has an icon without a request for `/favicon.ico`.
    static let icon = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='%23007aff'>"
        + "<rect x='1' y='1' width='6' height='6' rx='1.5'/><rect x='9' y='1' width='6' height='6' rx='1.5'/>"
        + "<rect x='1' y='9' width='6' height='6' rx='1.5'/><rect x='9' y='9' width='6' height='6' rx='1.5'/></svg>"

    /// The document that loads the client from `root` (`LiveHost.clientRoot`), whose modules are at `modulePaths`
    /// (request paths under `LiveHost.resourcePrefix`; `main.js` among them).
    static func document(root: String, modulePaths: [String]) -> String {
        let preloads = modulePaths.sorted().map { path in
            "<link rel=\"modulepreload\" href=\"\(root)\(path.dropFirst(LiveHost.resourcePrefix.count))\">"
        }.joined(separator: "\n")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
        <link rel="icon" href="\(icon)">
        <title>OpenCollectionView</title>
        <link rel="stylesheet" href="\(root)/ocv.css">
        <link rel="stylesheet" href="\(root)/client/live.css">
        \(preloads)
        <script type="module" src="\(root)/client/main.js"></script>
        </head>
        <body class="ocv-live">
        <div id="ocv-root" aria-busy="true"></div>
        <div id="ocv-status" role="status" hidden></div>
        <noscript><p class="ocv-noscript">This page needs JavaScript: it draws a screen that runs on the server.</p></noscript>
        </body>
        </html>

        """
    }
}
