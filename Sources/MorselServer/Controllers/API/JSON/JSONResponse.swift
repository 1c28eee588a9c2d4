import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices
import NIOFoundationCompat

/// JSON responses. Every answer goes through ``JSONBytesEncoder``, which writes bytes as a
/// value encodes itself, except the hot routes' answers, which write themselves
/// (``JSONWritable``): `morsel-bench json` measures them 2–3× faster again. ``encoder``,
/// Foundation's, configured once (ISO 8601 dates, sorted keys), serves MCP and the benchmarks.
enum JSONResponse {
    /// Shared by every request: `encode` keeps no state between calls.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func make<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok) throws -> Response {
        response(try bytes(of: value), status: status)
    }

    static func make<T: Encodable & JSONWritable>(_ value: T, status: HTTPResponse.Status = .ok) throws -> Response {
        response(try bytes(of: value), status: status)
    }

    /// How answers are written: `MORSEL_JSON=direct` sends the answers that write themselves
    /// through ``JSONBytesEncoder`` too, `MORSEL_JSON=foundation` sends every answer through
    /// ``encoder``, to measure what each saves on each route (`scripts/bench-http --json …`).
    enum Writing: String { case byHand = "by-hand", direct, foundation }
    static let writing = Writing(rawValue: ProcessInfo.processInfo.environment["MORSEL_JSON"] ?? "") ?? .byHand

    /// `value`'s JSON.
    static func bytes<T: Encodable>(of value: T) throws -> ByteBuffer {
        writing == .foundation ? ByteBuffer(data: try encoder.encode(value)) : try JSONBytesEncoder.encode(value)
    }

    /// `value`'s JSON, written by hand unless ``writing`` says otherwise.
    static func bytes<T: Encodable & JSONWritable>(of value: T) throws -> ByteBuffer {
        switch writing {
        case .byHand: JSONWriter.bytes(of: value)
        case .direct: try JSONBytesEncoder.encode(value)
        case .foundation: ByteBuffer(data: try encoder.encode(value))
        }
    }

    /// JSON already written (by a ``JSONWriter``).
    static func make(written body: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        response(body, status: status)
    }

    private static func response(_ body: ByteBuffer, status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: body))
    }

    /// Reads a JSON body of at most `limit` bytes; malformed JSON is a 400, never a 500.
    static func decode<T: Decodable>(_ type: T.Type, from request: Request, limit: Int = 64 * 1024) async throws -> T {
        guard let value = try await decodeIfPresent(type, from: request, limit: limit) else {
            throw AppError.badRequest("The body must be a JSON object of the documented shape.")
        }
        return value
    }

    /// As ``decode(_:from:limit:)``, but an empty body is nil: for routes whose body is optional.
    static func decodeIfPresent<T: Decodable>(_ type: T.Type, from request: Request, limit: Int = 64 * 1024)
        async throws -> T?
    {
        let body = try await request.body.collect(upTo: limit)
        if body.readableBytes == 0 { return nil }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: body))
        } catch let error as DomainError {
            // A field of the right type but a wrong value, refused by the body's own decoder.
            throw error
        } catch {
            throw AppError.badRequest("The body must be a JSON object of the documented shape.")
        }
    }
}
