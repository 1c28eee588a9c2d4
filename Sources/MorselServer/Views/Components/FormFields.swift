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

/// A field of a field list (``MorselCore/EditableField``) as its kind is typed: a number pad
/// for numbers, the time picker, a day as dd/mm/yyyy, a text area, a checkbox, a choice.
/// `value` is what the form shows (``MorselCore/FieldValue/text(dates:)``, or what was typed).
func formField<Input, Saved>(
    _ field: EditableField<Input, Saved>, value: String, errors: ValidationFailure?, attributes: [HTMLAttribute] = []
) -> HTMLNode {
    let name = field.key
    let typed: (type: String, attributes: [HTMLAttribute])
    switch field.kind {
    case .kilocalories, .stars, .wholeNumber: typed = ("text", [.inputmode("numeric")])
    case .grams, .money, .amount: typed = ("text", [.inputmode("decimal")])
    case .time: typed = ("time", [])
    case .date:
        typed = ("text", [.placeholder("dd/mm/yyyy"), .pattern("\\d{2}/\\d{2}/\\d{4}"), .data("date-field", "")])
    case .text, .tags: typed = ("text", [])
    case .url: typed = ("url", [])
    case .longText:
        return div(.class(fieldClass(errors, name))) {
            label(.for(name)) { text(field.label) }
            // Three rows, unless the caller says how many.
            let rows: [HTMLAttribute] = attributes.contains { $0.name == "rows" } ? [] : [.rows(3)]
            HTMLNode.element("textarea", [.id(name), .name(name)] + rows + attributes) { text(value) }
            fieldError(errors, name)
        }
    case .category:
        return div(.class(fieldClass(errors, name))) {
            label(.for(name)) { text(field.label) }
            MealFormPage.categoryInput(id: name, value: value)
            fieldError(errors, name)
        }
    case .toggle:
        return label(.class("check")) {
            input(.type("checkbox"), .name(name), .value("true"), .flag("checked", value == "true"))
            text(" " + field.label)
        }
    case .choice(let choices):
        return div(.class(fieldClass(errors, name))) {
            label(.for(name)) { text(field.label) }
            select(.id(name), .name(name)) {
                group(
                    choices.map { choice in
                        option(.value(choice.value), .flag("selected", choice.value == value)) { text(choice.label) }
                    })
            }
            fieldError(errors, name)
        }
    }
    let placeholder: [HTMLAttribute] = field.placeholder.isEmpty ? [] : [.placeholder(field.placeholder)]
    return formField(
        name, caption: field.label, value: value, errors: errors, type: typed.type,
        attributes: typed.attributes + placeholder + attributes)
}
