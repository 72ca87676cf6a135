/// The frame every gallery page shares: doctype, head with the inline stylesheet, and a body.
enum HTMLDocument {
    /// A complete page titled `title` (escaped here) whose body is `bodyHTML` (already HTML).
    static func page(title: String, bodyHTML: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLEscaping.escape(title))</title>
        <style>
        \(GalleryStylesheet.css)
        </style>
        </head>
        <body>
        \(bodyHTML)
        </body>
        </html>

        """
    }
}
