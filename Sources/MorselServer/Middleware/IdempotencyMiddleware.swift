import Crypto
import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices
import NIOCore

/// Makes a signed-in person's `POST` safe to send again: one that carries an
/// `Idempotency-Key` header is done once, and the same request with the same key within a
/// day gets the first answer again (marked `Idempotent-Replayed: true`) instead of being
/// done twice. This is what lets the installed app replay the meals logged offline, and a
/// script retry a write whose answer it lost. The same key with another request is refused
/// (422), and one still under way answers 409. A write that failed on our side (5xx), was
/// refused for too many attempts, or was refused its sender (401, 403) lets its key go, so the
/// retry runs.
///
/// Placed after the authenticators: keys are each person's own, and a request nobody is
/// signed in for passes through untouched.
struct IdempotencyMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let keys: IdempotencyKeys

    static let keyHeader = HTTPFields.Element.Name("Idempotency-Key")!
    static let replayedHeader = HTTPFields.Element.Name("Idempotent-Replayed")!
    /// Long enough for any UUID or hash a client makes.
    static let maxKeyLength = 255

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard request.method == .post, let key = request.headers[Self.keyHeader], let user = context.identity else {
            return try await next(request, context)
        }
        guard Self.isValid(key) else {
            throw AppError.badRequest(
                "The Idempotency-Key header is 1 to \(Self.maxKeyLength) visible ASCII characters, such as a UUID.")
        }
        var request = request
        let body = try await request.collectBody(upTo: context.maxUploadSize)
        let fingerprint = Self.fingerprint(request, body: body)
        let id: UUID
        switch try await keys.claim(userID: user.id, key: key, fingerprint: fingerprint) {
        case .claimed(let claimed): id = claimed
        case .answered(let answer): return Self.replay(answer)
        case .otherRequest:
            throw DomainError.invalid(
                "Idempotency-Key",
                "This Idempotency-Key came with a different request in the last day; send a new key with a new request."
            )
        case .underWay:
            throw DomainError.conflict(
                "The request with this Idempotency-Key is still under way; send it again in a moment.")
        }

        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            response = ErrorMiddleware.response(to: error, request: request, context: context)
        }
        guard Self.isFinal(response.status) else {
            try await keys.release(id: id)
            return response
        }
        return try await keep(response, id: id)
    }

    /// Reads the whole answer, keeps it under the claimed key, and sends it.
    private func keep(_ response: Response, id: UUID) async throws -> Response {
        var response = response
        let collector = BodyCollector()
        try await response.body.write(collector)
        let body = collector.buffer
        do {
            try await keys.keep(
                .init(
                    status: Int(response.status.code), contentType: response.headers[.contentType],
                    location: response.headers[.location], body: Data(buffer: body)), id: id)
        } catch {
            // The write was done: answer it, and let a retry that finds no answer run it again
            // rather than leave the key claimed until it is abandoned.
            try? await keys.release(id: id)
        }
        response.body = .init(byteBuffer: body)
        return response
    }

    private static func replay(_ answer: IdempotencyKeys.Answer) -> Response {
        var headers: HTTPFields = [replayedHeader: "true"]
        if let contentType = answer.contentType { headers[.contentType] = contentType }
        if let location = answer.location { headers[.location] = location }
        return Response(
            status: .init(code: answer.status), headers: headers,
            body: .init(byteBuffer: ByteBuffer(bytes: answer.body)))
    }

    /// An answer worth giving again: all but our own faults, "too many, try later", and a
    /// refusal of who sent it (a form from an ended session), which a retry signed in afresh may pass.
    static func isFinal(_ status: HTTPResponse.Status) -> Bool {
        status.code < 500 && ![.tooManyRequests, .requestTimeout, .unauthorized, .forbidden].contains(status)
    }

    static func isValid(_ key: String) -> Bool {
        (1...maxKeyLength).contains(key.utf8.count) && key.utf8.allSatisfy { (0x21...0x7E).contains($0) }
    }

    /// What the request was: its method, path, query and body, hashed.
    static func fingerprint(_ request: Request, body: ByteBuffer) -> String {
        var hash = SHA256()
        hash.update(data: Data("\(request.method.rawValue) \(request.uri.path)?\(request.uri.query ?? "")\n".utf8))
        body.withUnsafeReadableBytes { hash.update(bufferPointer: $0) }
        return hash.finalize().map { String(format: "%02x", $0) }.joined()
    }
}

/// A response body's bytes, gathered as it is written.
private final class BodyCollector: ResponseBodyWriter, @unchecked Sendable {
    var buffer = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        self.buffer.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
