import AsyncHTTPClient
import Foundation
import MorselCore
import MorselData
import NIOCore
import NIOFoundationCompat

/// Reads recipes from TheMealDB's v1 API (or any server answering the same paths, set with
/// `MORSEL_THEMEALDB_URL`). Offline, every call fails with ``TheMealDBClient/Unavailable``
/// and the local catalog keeps working.
public struct TheMealDBClient: Sendable {
    public static let defaultBaseURL = "https://www.themealdb.com/api/json/v1/1"

    /// TheMealDB could not be reached or answered nonsense; the message says which.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    package let baseURL: String
    package let http: HTTPClient
    package let timeout: TimeAmount

    public init(
        baseURL: String = TheMealDBClient.defaultBaseURL, http: HTTPClient = .shared, timeout: TimeAmount = .seconds(8)
    ) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.http = http
        self.timeout = timeout
    }

    /// Meals whose name contains `name`.
    public func search(name: String) async throws -> [RecipeDraft] {
        try await drafts("search.php?s=" + (name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
    }

    /// One meal chosen by TheMealDB at random.
    public func random() async throws -> [RecipeDraft] {
        try await drafts("random.php")
    }

    /// The meal with TheMealDB id `id`, if there is one.
    public func lookup(id: String) async throws -> RecipeDraft? {
        guard !id.isEmpty, id.allSatisfy(\.isNumber) else { return nil }
        return try await drafts("lookup.php?i=\(id)").first
    }

    private func drafts(_ path: String) async throws -> [RecipeDraft] {
        let request = HTTPClientRequest(url: "\(baseURL)/\(path)")
        let body: ByteBuffer
        do {
            let response = try await http.execute(request, timeout: timeout)
            guard response.status == .ok else {
                throw Unavailable(
                    description: "TheMealDB answered \(response.status.code) \(response.status.reasonPhrase).")
            }
            body = try await response.body.collect(upTo: 5 * 1024 * 1024)
        } catch let error as Unavailable {
            throw error
        } catch {
            throw Unavailable(
                description: "TheMealDB cannot be reached (\(baseURL)); are we offline? The local catalog still works.")
        }
        do {
            return try MealDBPayload.parse(Data(buffer: body)).compactMap { try? $0.result.get() }
        } catch {
            throw Unavailable(description: "TheMealDB's answer could not be read: \(error.message)")
        }
    }
}
