import MorselCore

/// The message beside a form field that failed validation, with an id the field's
/// `aria-describedby` can point at; nothing when the field is fine.
func fieldError(_ errors: ValidationFailure?, _ field: String) -> HTMLNode {
    guard let message = errors?.message(for: field) else { return .empty }
    return p(.class("field-error"), .id("\(field)-error")) { text(message) }
}
