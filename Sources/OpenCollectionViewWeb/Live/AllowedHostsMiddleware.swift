import Hummingbird

/// Answers `421 Misdirected Request` to a request whose `Host` names no host a live host answers to (loopback's name,
/// IP addresses and `LiveHost.Configuration.allowedHosts`), before any route sees it: the same door as the host's own
/// pages, for the routes you add beside them — a metrics or admin listener included. A site whose name was pointed at
/// your server (DNS rebinding) reaches none of them.
///
/// ```swift
/// let router = Router()
/// router.add(middleware: AllowedHostsMiddleware(configuration: host.configuration))
/// router.get("/metrics") { … }
/// ```
public struct AllowedHostsMiddleware<Context: RequestContext>: RouterMiddleware {
    private let configuration: LiveHost.Configuration

    /// A door that lets through the names `configuration` answers to.
    public init(configuration: LiveHost.Configuration) {
        self.configuration = configuration
    }

    /// Answers 421 to a request for another name; passes the others on to `next`.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if let refusal = LiveHost.refusal(of: request, configuration: configuration) { return refusal }
        return try await next(request, context)
    }
}
