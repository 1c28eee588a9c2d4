import Hummingbird
import MorselCore

/// Every failure a request can end in, each with the status and words a user should see.
/// ``ErrorMiddleware`` renders it as problem+json for the API and as a page for browsers.
public enum AppError: Error, Sendable {
    case notFound
    case unauthorized(String = "Sign in, or send a valid API token as `Authorization: Bearer TOKEN`.")
    case forbidden(String)
    case badRequest(String)
    case validation(ValidationFailure)
    case conflict(String)
    case payloadTooLarge(String)
    case unsupportedMediaType(String)
    /// 429, with the seconds to wait sent as `Retry-After`.
    case tooManyRequests(String, retryAfter: Int)

    var status: HTTPResponse.Status {
        switch self {
        case .notFound: .notFound
        case .unauthorized: .unauthorized
        case .forbidden: .forbidden
        case .badRequest: .badRequest
        case .validation: .unprocessableContent
        case .conflict: .conflict
        case .payloadTooLarge: .contentTooLarge
        case .unsupportedMediaType: .unsupportedMediaType
        case .tooManyRequests: .tooManyRequests
        }
    }

    var detail: String {
        switch self {
        case .notFound: "There is nothing here, or it is not yours to see."
        case .unauthorized(let message), .forbidden(let message), .badRequest(let message), .conflict(let message),
             .payloadTooLarge(let message), .unsupportedMediaType(let message), .tooManyRequests(let message, _): message
        case .validation(let failure): failure.errors.map(\.message).joined(separator: " ")
        }
    }

    /// The words for a person: the detail, which names each invalid field's problem.
    public var message: String { detail }

    var fieldErrors: [FieldError] {
        if case .validation(let failure) = self { failure.errors } else { [] }
    }

    /// A single-field validation failure, for checks made outside the domain.
    static func invalid(_ field: String, _ message: String) -> AppError {
        .validation(ValidationFailure([FieldError(field: field, message: message)]))
    }
}

extension MealInput {
    /// ``validate(today:)`` with its failure as the app's 422.
    func validated(today: MealDate) throws -> Validated {
        do { return try validate(today: today) } catch { throw AppError.validation(error) }
    }
}
