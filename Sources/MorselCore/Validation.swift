/// One problem with one input field, worded for the person who typed it.
public struct FieldError: Hashable, Sendable, Error {
    /// The input's name as the API and the form know it (`name`, `calories`, ...).
    public let field: String
    public let message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}

/// Input that cannot be saved, with every problem found (not only the first).
public struct ValidationFailure: Error, Sendable, Equatable {
    public let errors: [FieldError]

    public init(_ errors: [FieldError]) { self.errors = errors }

    public func message(for field: String) -> String? {
        errors.first { $0.field == field }?.message
    }
}
