import MorselCore
import MorselData
import MorselServices

/// The message beside a form field that failed validation, with an id the field's
/// `aria-describedby` can point at; nothing when the field is fine.
func fieldError(_ errors: ValidationFailure?, _ field: String) -> HTMLNode {
    guard let message = errors?.message(for: field) else { return .empty }
    return p(.class("field-error"), .id("\(field)-error")) { text(message) }
}

/// A field's wrapper class: `field`, and `has-error` when it failed validation.
func fieldClass(_ errors: ValidationFailure?, _ field: String) -> String {
    errors?.message(for: field) == nil ? "field" : "field has-error"
}

/// A labelled input that shows what was typed and, when it failed validation, is marked
/// invalid and described by its message. Every form's text fields are drawn by it.
func formField(
    _ name: String, caption: String, value: String, errors: ValidationFailure?, type: String = "text",
    attributes: [HTMLAttribute] = []
) -> HTMLNode {
    let invalid = errors?.message(for: name) != nil
    return div(.class(fieldClass(errors, name))) {
        label(.for(name)) { text(caption) }
        voidElement(
            "input",
            [.type(type), .id(name), .name(name), .value(value)]
                + (invalid ? [.aria("invalid", "true"), .aria("describedby", "\(name)-error")] : []) + attributes)
        fieldError(errors, name)
    }
}
