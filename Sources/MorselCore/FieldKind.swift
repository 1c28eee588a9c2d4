import Foundation

/// What kind of value a field holds: how a form asks for it and how a file's value reads back.
public enum FieldKind: Hashable, Sendable {
    /// One line of text (a name, a category, a currency).
    case text
    /// Text of several lines.
    case longText
    /// A meal's slot: Breakfast, Lunch, Dinner, Snack, or the person's own.
    case category
    /// Whole kilocalories.
    case kilocalories
    /// A whole number of something (servings, minutes).
    case wholeNumber
    /// Grams, to the tenth shown.
    case grams
    /// A number with a fraction, to at most two places (a height, a rate).
    case amount
    /// An amount of money, to the cent.
    case money
    /// A day: `dd/mm/yyyy` in a form and in version 1 of the API, ISO elsewhere.
    case date
    /// `HH:mm`, or none.
    case time
    /// A web address.
    case url
    /// Words, comma-separated in a form, a list in JSON.
    case tags
    /// Whole stars, 0 to 5.
    case stars
    /// On or off.
    case toggle
    /// One of a few values, each with what a form calls it.
    case choice([Choice])

    public struct Choice: Hashable, Sendable {
        public let value: String
        public let label: String

        public init(_ value: String, _ label: String) { (self.value, self.label) = (value, label) }
    }
}
