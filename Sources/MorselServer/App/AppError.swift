import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// A request refused before it reaches the domain: nobody recognised, or a body that cannot
/// be read. Everything the domain refuses is a ``MorselCore/DomainError``; ``ErrorMiddleware``
/// renders both as problem+json for the API and as a page for browsers.
public enum AppError: Error, Sendable {
    case unauthorized(String = "Sign in, or send a valid API token as `Authorization: Bearer TOKEN`.")
    case badRequest(String)
    /// Nothing found, with what to do about it (a barcode no one knows: add it by hand).
    case notFound(String)

    var status: HTTPResponse.Status {
        switch self {
        case .unauthorized: .unauthorized
        case .badRequest: .badRequest
        case .notFound: .notFound
        }
    }

    /// The words for a person.
    public var message: String {
        switch self {
        case .unauthorized(let message), .badRequest(let message), .notFound(let message): message
        }
    }
}

extension DomainError {
    /// How the API answers each refusal.
    var status: HTTPResponse.Status {
        switch self {
        case .notFound: .notFound
        case .forbidden: .forbidden
        case .invalid, .unsure: .unprocessableContent
        case .conflict: .conflict
        case .tooLarge: .contentTooLarge
        case .unsupportedContent: .unsupportedMediaType
        case .tooManyAttempts: .tooManyRequests
        case .unreadable: .badRequest
        case .unavailable: .badGateway
        }
    }
}

extension DomainError {
    /// Foods of a meal in words that are not sure enough to log unasked.
    var isUnsure: Bool {
        if case .unsure = self { true } else { false }
    }
}
