import AsyncHTTPClient
import Crypto
import Foundation
import MorselData
import NIOCore
import NIOHTTP1

/// Sends one notification to where its person wants it, in that service's own format:
/// ntfy's plain message with a Title header, Gotify's JSON message, or a webhook's JSON signed
/// with HMAC-SHA256. Addresses keep to the import rules (`MORSEL_IMPORT_ALLOW_PRIVATE`).
package struct NotificationSender: Sendable {
    package let http: HTTPClient
    package let reach: PageFetcher.Reach
    /// The address of Morsel's page a tapped notification opens, by the notification's kind
    /// (`""` for any other kind); none without `MORSEL_PUBLIC_URL`.
    package var pages: [String: String] = [:]
    /// How a host's addresses are found (the system's resolver).
    package var resolve: PageFetcher.Resolver = PageFetcher.resolve

    package init(
        http: HTTPClient, reach: PageFetcher.Reach, pages: [String: String] = [:],
        resolve: @escaping PageFetcher.Resolver = PageFetcher.resolve
    ) {
        self.http = http
        self.reach = reach
        self.pages = pages
        self.resolve = resolve
    }

    /// Why a notification was not delivered, for the person's Settings.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The webhook's headers: when it was signed, and the signature of "timestamp.body".
    package static let timestampHeader = "X-Morsel-Timestamp"
    package static let signatureHeader = "X-Morsel-Signature"
    package static let deliveryHeader = "X-Morsel-Delivery"

    package func page(for notice: NotificationRepository.Notice) -> String? {
        pages[notice.kind] ?? pages[""]
    }

    package func send(_ notice: NotificationRepository.Notice, to target: NotificationTarget, at now: Date) async throws
    {
        guard let url = URL(string: target.url) else {
            throw Failure(description: "The address \(target.url) cannot be read.")
        }
        let address: String?
        do {
            address = try await PageFetcher.check(url, reach: reach, resolve: resolve)
        } catch let refused as PageFetcher.Refused {
            throw Failure(description: refused.description)
        }
        var request = HTTPClientRequest(url: target.kind == .gotify ? Self.gotifyAddress(target) : target.url)
        request.method = .POST
        request.headers.add(name: "User-Agent", value: "Morsel notifications")
        let page = page(for: notice)
        switch target.kind {
        case .ntfy:
            request.headers.add(name: "Title", value: Self.headerSafe(notice.title))
            request.headers.add(name: "Tags", value: notice.kind == "reminder" ? "fork_and_knife" : "bar_chart")
            if let page { request.headers.add(name: "Click", value: page) }
            if let token = target.token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
            request.body = .bytes(ByteBuffer(string: notice.message))
        case .gotify:
            request.headers.add(name: "Content-Type", value: "application/json")
            if let token = target.token { request.headers.add(name: "X-Gotify-Key", value: token) }
            var message: [String: Any] = [
                "title": notice.title, "message": notice.message, "priority": notice.kind == "reminder" ? 6 : 4,
            ]
            // Gotify's apps open this address when the notification is tapped.
            if let page { message["extras"] = ["client::notification": ["click": ["url": page]]] }
            request.body = .bytes(
                ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])))
        case .webhook:
            let body = Self.webhookBody(notice, now: now)
            let timestamp = String(Int(now.timeIntervalSince1970))
            request.headers.add(name: "Content-Type", value: "application/json")
            request.headers.add(name: Self.deliveryHeader, value: notice.id.uuidString)
            request.headers.add(name: Self.timestampHeader, value: timestamp)
            request.headers.add(
                name: Self.signatureHeader,
                value: "sha256=" + Self.signature(of: body, at: timestamp, secret: target.secret ?? ""))
            request.body = .bytes(ByteBuffer(bytes: body))
        }
        let status: HTTPResponseStatus
        do {
            // To the address checked, not to what the name resolves to by the time it connects.
            status = try await PageFetcher.pinning(url.host, to: address, else: http) { client in
                let response = try await client.execute(request, timeout: .seconds(10))
                _ = try? await response.body.collect(upTo: 64 * 1024)
                return response.status
            }
        } catch {
            throw Failure(description: "\(url.host ?? target.url) could not be reached (\(error)).")
        }
        guard (200..<300).contains(status.code) else {
            throw Failure(description: "\(url.host ?? target.url) answered \(status.code) \(status.reasonPhrase).")
        }
    }

    /// HMAC-SHA256 of "timestamp.body" under the secret, hex: what a receiver computes to check it.
    package static func signature(of body: Data, at timestamp: String, secret: String) -> String {
        var signed = Data("\(timestamp).".utf8)
        signed.append(body)
        let code = HMAC<SHA256>.authenticationCode(for: signed, using: SymmetricKey(data: Data(secret.utf8)))
        return code.map { String(format: "%02x", $0) }.joined()
    }

    /// The webhook's JSON: `{id, type, title, message, data, createdAt}`.
    package static func webhookBody(_ notice: NotificationRepository.Notice, now: Date) -> Data {
        let data = (try? JSONSerialization.jsonObject(with: Data(notice.data.utf8))) ?? [String: Any]()
        let object: [String: Any] = [
            "id": notice.id.uuidString, "type": notice.kind, "title": notice.title, "message": notice.message,
            "data": data,
            "createdAt": ISO8601DateFormatter().string(from: notice.createdAt),
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
    }

    /// Gotify's message endpoint under the server's address (unless the address is it already).
    package static func gotifyAddress(_ target: NotificationTarget) -> String {
        let base = target.url.hasSuffix("/") ? String(target.url.dropLast()) : target.url
        return base.contains("/message") ? base : base + "/message"
    }

    /// A header value of one line of visible text (ntfy's title).
    private static func headerSafe(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F })
    }
}
