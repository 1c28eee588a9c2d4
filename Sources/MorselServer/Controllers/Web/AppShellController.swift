import Foundation
import Hummingbird
import MorselData
import MorselServices

/// What makes Morsel an installable app: the web app manifest and the service worker
/// (`Resources/AppShell`). Both are public: the browser fetches them before anyone signs in.
struct AppShellController {
    func addRoutes(to router: Router<AppRequestContext>) {
        let manifest = Self.file("manifest.webmanifest")
        let serviceWorker = Self.file("sw.js")
        router.get(.init(Route.manifest.pattern)) { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/manifest+json", .cacheControl: "max-age=3600"],
                body: .init(byteBuffer: manifest))
        }
        // Never cached by HTTP, so a new version of the worker reaches browsers on their next visit.
        router.get(.init(Route.serviceWorker.pattern)) { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
                body: .init(byteBuffer: serviceWorker))
        }
    }

    /// A file of `Resources/AppShell`, read once when the routes are added.
    private static func file(_ name: String) -> ByteBuffer {
        let url = Bundle.module.url(forResource: "AppShell", withExtension: nil)!.appendingPathComponent(name)
        return ByteBuffer(bytes: try! Data(contentsOf: url))
    }
}
