import Foundation
import Hummingbird
import MorselData
import MorselServices

/// Headers every response carries: a Content-Security-Policy that allows no inline script
/// or style, no MIME sniffing, no framing, referrers only to ourselves. Served over TLS
/// (`MORSEL_PUBLIC_URL` with https), cookies are marked `Secure` and HSTS is sent.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let servedOverTLS: Bool
    let contentSecurityPolicy: String

    /// `formTargets`: origins besides Morsel's own that a form may lead the browser to. A
    /// browser holds the redirect that answers a form to `form-action` too, so "Link your
    /// account" in Settings needs the sign-in provider's origin here, and "Sign out" the
    /// proxy's sign-out page's.
    init(servedOverTLS: Bool, formTargets: [String] = []) {
        self.servedOverTLS = servedOverTLS
        self.contentSecurityPolicy = Self.contentSecurityPolicy(formTargets: formTargets)
    }

    /// An address's origin (`https://auth.example.org`, a port kept), as a policy names it.
    static func origin(of address: String) -> String? {
        guard let url = URLComponents(string: address), let scheme = url.scheme, let host = url.host, !host.isEmpty
        else { return nil }
        return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
    }

    static func contentSecurityPolicy(formTargets: [String]) -> String {
        [
            "default-src 'self'", "script-src 'self'", "style-src 'self'",
            // Recipe pictures may come from TheMealDB or another https site.
            "img-src 'self' data: https:", "object-src 'none'", "base-uri 'self'",
            (["form-action 'self'"] + formTargets).joined(separator: " "), "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    static let referrerPolicy = HTTPFields.Element.Name("Referrer-Policy")!
    static let frameOptions = HTTPFields.Element.Name("X-Frame-Options")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "same-origin"
        response.headers[Self.frameOptions] = "DENY"
        if servedOverTLS {
            response.headers[.strictTransportSecurity] = "max-age=31536000"
            let cookies = response.headers[values: .setCookie]
            response.headers[values: .setCookie] = cookies.map { $0.contains("; Secure") ? $0 : $0 + "; Secure" }
        }
        return response
    }
}
