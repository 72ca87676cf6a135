import HTTPTypes

/// The headers on everything a live host answers. The page loads only its own files and talks only to its own
/// server, so its policy says exactly that:
///
/// - `Content-Security-Policy`: scripts, styles, connections and everything else from the page's own origin only (and
///   compiling WebAssembly, `'wasm-unsafe-eval'`: the page's copy of the layout engine; and the one inline script,
///   the page's first step, by its hash: `ClientResources.bootScriptSource`);
///   inline style attributes (elements are placed with them) and `data:` images (the tab's icon); no plugins, no
///   `<base>`, no forms; and `frame-ancestors 'self'`, so no other site can frame the page (a framed page would pass
///   the origin check as the page itself).
/// - `X-Content-Type-Options: nosniff`: a file is only ever what its type says.
/// - `Referrer-Policy: same-origin`: addresses of pages are not sent to other sites.
enum SecurityHeaders {
    static let contentSecurityPolicy = [
        "default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'" + (ClientResources.bootScriptSource.map { " " + $0 } ?? ""),
        "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
        "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'self'",
    ].joined(separator: "; ")

    static let fields: HTTPFields = [
        .contentSecurityPolicy: contentSecurityPolicy,
        HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        HTTPField.Name("Referrer-Policy")!: "same-origin",
    ]
}
