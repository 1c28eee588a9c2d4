import Foundation
import MorselCore
import MorselData
import MorselServices

/// A meal as the API shows it: every field a person types (``MorselCore/MealInput/fields``,
/// under its key) and what the journal adds, keys in sorted order. Written by ``JSONWriter``
/// on the hot routes and by `Encodable` elsewhere, both from the one list of parts.
struct MealDTO: Sendable {
    let meal: Meal
    /// Which form a meal's date is answered in.
    let version: APIVersion
    /// Present on create and update responses: what was accepted but changed.
    let warnings: [String]?
    /// Present where one meal is answered (not in lists): what it knows beyond its macros,
    /// empty for a meal typed by hand.
    let nutrients: [NutrientAmountDTO]?

    /// One meal on its own, with its nutrients.
    init(_ meal: Meal, warnings: [String]? = nil, version: APIVersion) {
        self.init(meal, warnings: warnings, nutrients: true, version: version)
    }

    /// A meal in a list, without its nutrients.
    init(listed meal: Meal, version: APIVersion) { self.init(meal, warnings: nil, nutrients: false, version: version) }

    private init(_ meal: Meal, warnings: [String]?, nutrients: Bool, version: APIVersion) {
        self.meal = meal
        self.version = version
        self.warnings = warnings
        self.nutrients = nutrients ? NutrientAmountDTO.list(meal.details.nutrients ?? NutrientTotals()) : nil
    }

    /// What an answer holds besides the typed fields.
    private enum Part: Sendable {
        case field(MealField)
        case id, isStandardCategory, favorite, createdAt, updatedAt
        /// `/api/v1/meals/{id}/photo`, or null.
        case photoUrl
        /// Who the figures are from ("USDA FNDDS 2021-2023"); null for a meal typed by hand.
        case source
        /// Present only where set: ``warnings`` and ``nutrients``.
        case warnings, nutrients
    }

    /// Every key of the answer, in the sorted order both writers keep.
    private static let parts: [(key: String, part: Part)] = {
        let added: [(String, Part)] = [
            ("id", .id), ("isStandardCategory", .isStandardCategory), ("favorite", .favorite),
            ("createdAt", .createdAt), ("updatedAt", .updatedAt), ("photoUrl", .photoUrl), ("source", .source),
            ("warnings", .warnings), ("nutrients", .nutrients),
        ]
        return (MealInput.fields.map { ($0.key, Part.field($0)) } + added).sorted { $0.0 < $1.0 }
    }()

    /// A typed field's value as this version answers it.
    private func value(_ field: MealField) -> MealField.Value {
        let value = field.value(meal.details)
        if case .date(let date) = value { return .text(version.mealDate(date)) }
        return value
    }
}

extension MealDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            for (key, part) in Self.parts {
                switch part {
                case .field(let field):
                    json.key(named: key)
                    switch value(field) {
                    case .text(let text): json.string(text)
                    case .integer(let number): json.integer(number)
                    case .decimal(let number): json.double(number)
                    case .date(let date): json.string(date.iso)
                    case .none: json.null()
                    }
                case .id: json.field("id", meal.id)
                case .isStandardCategory: json.field("isStandardCategory", meal.category.isStandard)
                case .favorite: json.field("favorite", meal.isFavorite)
                case .createdAt: json.field("createdAt", meal.createdAt)
                case .updatedAt: json.field("updatedAt", meal.updatedAt)
                case .photoUrl: json.field("photoUrl", orNull: meal.hasPhoto ? Route.API.photo.path(meal.id) : nil)
                case .source: json.field("source", orNull: meal.details.source)
                case .warnings: json.field("warnings", ifPresent: warnings)
                case .nutrients: json.field("nutrients", ifPresent: nutrients)
                }
            }
        }
    }
}

extension MealDTO: Encodable {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (name, part) in Self.parts {
            let key = Key(stringValue: name)
            switch part {
            case .field(let field):
                switch value(field) {
                case .text(let text): try container.encode(text, forKey: key)
                case .integer(let number): try container.encode(number, forKey: key)
                case .decimal(let number): try container.encode(number, forKey: key)
                case .date(let date): try container.encode(date.iso, forKey: key)
                case .none: try container.encodeNil(forKey: key)
                }
            case .id: try container.encode(meal.id, forKey: key)
            case .isStandardCategory: try container.encode(meal.category.isStandard, forKey: key)
            case .favorite: try container.encode(meal.isFavorite, forKey: key)
            case .createdAt: try container.encode(meal.createdAt, forKey: key)
            case .updatedAt: try container.encode(meal.updatedAt, forKey: key)
            case .photoUrl: try container.encode(meal.hasPhoto ? Route.API.photo.path(meal.id) : nil, forKey: key)
            case .source: try container.encode(meal.details.source, forKey: key)
            case .warnings: try container.encodeIfPresent(warnings, forKey: key)
            case .nutrients: try container.encodeIfPresent(nutrients, forKey: key)
            }
        }
    }
}
