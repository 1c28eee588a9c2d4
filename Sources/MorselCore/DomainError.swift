/// What the domain refuses, in words for the person who asked. Repositories and services
/// throw these and know nothing of HTTP; the server's error middleware decides how each is
/// shown (a status and problem+json for the API, a page or a form's errors for browsers).
public enum DomainError: Error, Sendable, Equatable {
    /// Nothing with that id, or nothing this person may see: the two are not told apart.
    case notFound
    /// Theirs to see but not to change.
    case forbidden(String)
    /// Values that break the rules, each with its field.
    case invalid(ValidationFailure)
    /// At odds with what is stored (a name already taken).
    case conflict(String)
    /// More than is accepted (a photo over 10 MiB).
    case tooLarge(String)
    /// A kind of content not accepted (a photo that is not an image).
    case unsupportedContent(String)
    /// Too many attempts for now; another may come after `retryAfter` seconds.
    case tooManyAttempts(String, retryAfter: Int)
    /// Input that cannot be read as what it should be (a file that is not an export).
    case unreadable(String)
    /// Foods of a meal in words that are not sure enough to log unasked, with the choices weighed.
    case unsure([UnsureFood])
    /// A service this needs, elsewhere (Open Food Facts), cannot be reached or answered nonsense.
    case unavailable(String)

    /// A single field's failure.
    public static func invalid(_ field: String, _ message: String) -> DomainError {
        .invalid(ValidationFailure([FieldError(field: field, message: message)]))
    }

    /// The words for a person; a validation failure names each field's problem.
    public var message: String {
        switch self {
        case .notFound: "There is nothing here, or it is not yours to see."
        case .forbidden(let message), .conflict(let message), .tooLarge(let message), .unsupportedContent(let message),
            .tooManyAttempts(let message, _), .unreadable(let message), .unavailable(let message):
            message
        case .invalid(let failure): failure.errors.map(\.message).joined(separator: " ")
        case .unsure(let foods): foods.map(\.message).joined(separator: " ")
        }
    }

    public var fieldErrors: [FieldError] {
        if case .invalid(let failure) = self { failure.errors } else { [] }
    }
}
