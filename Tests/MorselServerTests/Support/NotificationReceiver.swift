import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization

/// A real HTTP server on 127.0.0.1 that records every notification posted to it (any path),
/// as ntfy, Gotify or a webhook would receive it; it can be told to fail the next few.
final class NotificationReceiver: Sendable {
    struct Delivery: Sendable {
        let path: String
        let query: String?
        let headers: HTTPFields
        let body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    }

    private let received = Mutex<[Delivery]>([])
    /// How many of the next requests answer 500.
    let failing = Mutex(0)

    var deliveries: [Delivery] { received.withLock { $0 } }

    /// Runs `body` with the receiver's base URL; the server stops when `body` returns.
    static func run(_ body: @escaping @Sendable (String, NotificationReceiver) async throws -> Void) async throws {
        let receiver = NotificationReceiver()
        let router = Router()
        router.post("**") { request, _ -> Response in
            let bytes = try await request.body.collect(upTo: 1024 * 1024)
            let failing = receiver.failing.withLock { count -> Bool in
                guard count > 0 else { return false }
                count -= 1
                return true
            }
            if failing { return Response(status: .internalServerError) }
            receiver.received.withLock {
                $0.append(
                    Delivery(
                        path: request.uri.path, query: request.uri.query, headers: request.headers,
                        body: Data(buffer: bytes)))
            }
            return Response(status: .ok)
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try await body("http://127.0.0.1:\(client.port!)", receiver)
        }
    }
}
