/// The HTML document of every live page: the page's first step (`boot`, inline: it opens the connection to the
/// session at once), the page's stylesheet, a root the client fills once its session answers (its first frame names
/// the page), and the client — the stylesheet and the client each one file (`ClientBundle`), so that a first visit
/// fetches them in one round rather than twenty files over several.
enum LivePage {
    /// Four rounded tiles, so that the tab has an icon without a request for `/favicon.ico`.
    static let icon = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='%23007aff'>"
        + "<rect x='1' y='1' width='6' height='6' rx='1.5'/><rect x='9' y='1' width='6' height='6' rx='1.5'/>"
        + "<rect x='1' y='9' width='6' height='6' rx='1.5'/><rect x='9' y='9' width='6' height='6' rx='1.5'/></svg>"

    /// The document that runs `boot` (`ClientResources.bootScript()`) and loads the client from `root`
    /// (`LiveHost.clientRoot`, which stands for `LiveHost.resourcePrefix` in `ClientResources.scriptPath` and
    /// `stylesheetPath`). The first step comes before the stylesheet, which would hold a script after it back until
    /// it loads.
    static func document(root: String, boot: String) -> String {
        let script = root + ClientResources.scriptPath.dropFirst(LiveHost.resourcePrefix.count)
        let stylesheet = root + ClientResources.stylesheetPath.dropFirst(LiveHost.resourcePrefix.count)
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
        <link rel="icon" href="\(icon)">
        <title>OpenCollectionView</title>
        <script>\(boot)</script>
        <link rel="stylesheet" href="\(stylesheet)">
        <script type="module" src="\(script)"></script>
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
