import AsyncHTTPClient
import Foundation
import MorselCore
import MorselData
import NIOCore
import NIOFoundationCompat

/// Asks Open Food Facts' API (`MORSEL_OFF_URL`, or a server answering its paths) for one
/// product by barcode.
public struct OpenFoodFactsClient: Sendable {
    /// OFF could not be reached or answered nonsense; the message says which.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    package let baseURL: String
    package let http: HTTPClient
    package let timeout: TimeAmount

    public init(baseURL: String, http: HTTPClient = .shared, timeout: TimeAmount = .seconds(8)) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.http = http
        self.timeout = timeout
    }

    /// The product, or nil when OFF has none by that barcode.
    public func product(_ barcode: Barcode) async throws -> Product? {
        var request = HTTPClientRequest(url: "\(baseURL)/api/v2/product/\(barcode.code).json")
        // OFF asks every app to name itself.
        request.headers.add(name: "User-Agent", value: "Morsel/1.0 (self-hosted meal tracker)")
        let body: ByteBuffer
        do {
            let response = try await http.execute(request, timeout: timeout)
            if response.status == .notFound { return nil }
            guard response.status == .ok else {
                throw Unavailable(
                    description: "Open Food Facts answered \(response.status.code) \(response.status.reasonPhrase).")
            }
            body = try await response.body.collect(upTo: 2 * 1024 * 1024)
        } catch let error as Unavailable {
            throw error
        } catch {
            throw Unavailable(
                description: "Open Food Facts cannot be reached (\(baseURL)). Products already here still work.")
        }
        return OpenFoodFacts.product(api: Data(buffer: body))
    }
}
