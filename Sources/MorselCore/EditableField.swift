import Foundation

/// One thing a person types about something they edit (a meal, their goals, a saved meal),
/// described once for every edge that carries it: its key (the API's JSON key, the form's
/// field name, the export's key), what kind of value it holds, where a typed value goes in
/// the `Input`, and how to read it from what was saved. The API's body and answer, the web
/// form and its values, the export and its import all loop over the input's `fields`; the
/// rule that checks a value stays beside the list, in the input's validation.
public struct EditableField<Input, Saved>: Sendable {
    public typealias Kind = FieldKind
    public typealias Value = FieldValue

    public let key: String
    /// What a form calls it ("Calories (kcal)").
    public let label: String
    public let kind: Kind
    /// Where a typed value of it goes.
    public let input: WritableKeyPath<Input, InputValue?> & Sendable
    /// Its value in what was saved.
    public let value: @Sendable (Saved) -> Value
    /// Whether a change that sends null (or an import that leaves it out) empties it, or
    /// leaves it as it is (a meal's date, a unit).
    public let nullClears: Bool

    /// What a form shows greyed in it while empty, such as "Italian, Indian…".
    public let placeholder: String

    public init(
        _ key: String, _ label: String, _ kind: Kind, input: WritableKeyPath<Input, InputValue?> & Sendable,
        nullClears: Bool = true, placeholder: String = "", value: @escaping @Sendable (Saved) -> Value
    ) {
        (self.key, self.label, self.kind, self.input, self.nullClears, self.placeholder, self.value) = (
            key, label, kind, input, nullClears, placeholder, value
        )
    }
}

public typealias MealField = EditableField<MealInput, MealDetails>
