import Foundation
import Hummingbird
import Logging
import MorselCore
import MorselData
import MorselServices

/// An RFC 9457 problem description.
struct Problem: Encodable {
    struct Field: Encodable {
        let field: String
        let message: String
    }

    let title: String
    let status: HTTPResponse.Status
    let detail: String
    let errors: [Field]?
    /// The foods of a meal in words that were not sure, each with the choices weighed.
    var unsure: [UnsureFoodDTO]?

    init(_ error: any Error, context: AppRequestContext) {
        switch error {
        case let error as DomainError:
            status = error.status
            detail = error.message
            errors =
                error.fieldErrors.isEmpty ? nil : error.fieldErrors.map { Field(field: $0.field, message: $0.message) }
            if case .unsure(let foods) = error { unsure = foods.map(UnsureFoodDTO.init) }
        case let error as AppError:
            status = error.status
            detail = error.message
            errors = nil
        case let error as HTTPError:
            status = error.status
            detail = Self.detail(for: error)
            errors = nil
        case let error as any HTTPResponseError:
            status = error.status
            detail = status == .contentTooLarge ? "The request body is too large." : status.reasonPhrase
            errors = nil
        case is DecodingError:
            status = .badRequest
            detail = "The request body is not valid JSON of the expected shape."
            errors = nil
        default:
            status = .internalServerError
            detail = "Something went wrong on our side. It has been logged (request \(context.id))."
            errors = nil
        }
        title = status.reasonPhrase
    }

    private static func detail(for error: HTTPError) -> String {
        switch error.status {
        case .notFound: DomainError.notFound.message
        case .badRequest: error.body.map { "The request could not be read: \($0)" } ?? "The request could not be read."
        default: error.body ?? error.status.reasonPhrase
        }
    }

    private enum CodingKeys: String, CodingKey { case type, title, status, detail, errors, unsure }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("about:blank", forKey: .type)
        try container.encode(title, forKey: .title)
        try container.encode(status.code, forKey: .status)
        try container.encode(detail, forKey: .detail)
        try container.encodeIfPresent(errors, forKey: .errors)
        try container.encodeIfPresent(unsure, forKey: .unsure)
    }

    func jsonResponse() -> Response {
        var response = (try? JSONResponse.make(self, status: status)) ?? Response(status: status)
        response.headers[.contentType] = "application/problem+json"
        if status == .unauthorized { response.headers[.wwwAuthenticate] = "Bearer realm=\"morsel\"" }
        return response
    }

    func htmlResponse() -> Response {
        HTMLResponse.page(ErrorPage(status: status.code, title: title, detail: detail).render(), status: status)
    }
}
