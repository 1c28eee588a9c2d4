import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import TestFixtures

/// A live HTTP server on 127.0.0.1 serving the saved recipe pages of `Tests/Fixtures/recipe-pages`
/// gzip-compressed, as sites send them, and the awkward answers an import must survive.
///
///     /pages/{stem}            the page (Content-Encoding: gzip)
///     /redirect/{n}/{stem}     n redirects, then the page
///     /big                     6 MiB of HTML
///     /slow                    the answer after 3 s
///     /missing                 404
///     /plain                   a page with no recipe
///     /with-photo/{kind}       a small recipe whose image is /photo/{kind}
///     /photo/png, /photo/html  a real PNG; HTML where a photo should be
enum RecipePageServer {
    /// Runs `body` with the server's base URL; the server stops when `body` returns.
    static func run(_ body: @escaping @Sendable (String) async throws -> Void) async throws {
        let router = Router()
        router.get("pages/{stem}") { _, context -> Response in
            let stem = try context.parameters.require("stem")
            guard stem.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }),
                let data = try? TestFixture.data("recipe-pages/\(stem).html.gz")
            else { return Response(status: .notFound) }
            return Response(
                status: .ok, headers: [.contentType: "text/html", .contentEncoding: "gzip"],
                body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.get("redirect/{count}/{stem}") { _, context -> Response in
            let count = try context.parameters.require("count", as: Int.self)
            let stem = try context.parameters.require("stem")
            let next = count <= 1 ? "/pages/\(stem)" : "/redirect/\(count - 1)/\(stem)"
            return Response(status: .found, headers: [.location: next])
        }
        router.get("big") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "text/html"],
                body: .init(byteBuffer: ByteBuffer(string: "<html><body>" + String(repeating: "x", count: 6 << 20))))
        }
        router.get("slow") { _, _ -> Response in
            try await Task.sleep(for: .seconds(3))
            return Response(
                status: .ok, headers: [.contentType: "text/html"],
                body: .init(byteBuffer: ByteBuffer(string: "<html></html>")))
        }
        router.get("missing") { _, _ in Response(status: .notFound) }
        router.get("with-photo/{kind}") { _, context -> Response in
            let kind = try context.parameters.require("kind")
            let recipe =
                #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Photo Soup", "image": "/photo/\#(kind)", "#
                + #""recipeIngredient": ["1 onion", "500 ml stock"], "recipeInstructions": "Simmer."}"#
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: .init(
                    byteBuffer: ByteBuffer(
                        string:
                            "<html><head><script type=\"application/ld+json\">\(recipe)</script></head><body></body></html>"
                    )))
        }
        router.get("photo/png") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "image/png"], body: .init(byteBuffer: ByteBuffer(bytes: pngBytes)))
        }
        router.get("photo/html") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "image/png"],
                body: .init(byteBuffer: ByteBuffer(string: "<html>not a photo</html>")))
        }
        router.get("plain") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: .init(
                    byteBuffer: ByteBuffer(
                        string: "<html><head><title>About us</title></head><body><p>No recipes here.</p></body></html>")
                ))
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try await body("http://127.0.0.1:\(client.port!)")
        }
    }
}
