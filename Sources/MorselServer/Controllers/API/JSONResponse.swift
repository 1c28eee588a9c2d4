import Foundation
import Hummingbird
import NIOFoundationCompat

/// JSON responses with one encoder: ISO 8601 dates, sorted keys for stable output.
enum JSONResponse {
    static func make<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                        body: .init(byteBuffer: ByteBuffer(data: try encoder.encode(value))))
    }

    /// Reads a JSON body of at most `limit` bytes; malformed JSON is a 400, never a 500.
    static func decode<T: Decodable>(_ type: T.Type, from request: Request, limit: Int = 64 * 1024) async throws -> T {
        let body = try await request.body.collect(upTo: limit)
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: body))
        } catch let error as AppError {
            throw error
        } catch {
            throw AppError.badRequest("The body must be a JSON object of the documented shape.")
        }
    }
}
