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

    /// What an answer holds beside the typed fields: what the journal adds. No payload to
    /// count references of, as the hot routes write fifty meals of nineteen keys a page.
    private enum Added: Sendable {
        case id, isStandardCategory, favorite, createdAt, updatedAt
        /// `/api/v1/meals/{id}/photo`, or null.
        case photoUrl
        /// Who the figures are from ("USDA FNDDS 2021-2023"); null for a meal typed by hand.
        case source
        /// Present only where set: ``warnings`` and ``nutrients``.
        case warnings, nutrients
    }

    private static let layout = FieldLayout<MealInput, Added>(adding: [
        ("id", .id), ("isStandardCategory", .isStandardCategory), ("favorite", .favorite), ("createdAt", .createdAt),
        ("updatedAt", .updatedAt), ("photoUrl", .photoUrl), ("source", .source), ("warnings", .warnings),
        ("nutrients", .nutrients),
    ])

    /// A typed field's value as this version answers it.
    private func value(_ index: Int, of details: MealDetails, readers: [@Sendable (MealDetails) -> FieldValue])
        -> FieldValue
    {
        let value = readers[index](details)
        if case .date(let date) = value { return .text(version.mealDate(date)) }
        return value
    }
}

extension MealDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        let layout = Self.layout
        let details = meal.details
        layout.write(
            &json, includes: { ($0 != .warnings || warnings != nil) && ($0 != .nutrients || nutrients != nil) }
        ) {
            part, json in
            switch part {
            case .field(let field): json.value(value(field, of: details, readers: layout.readers))
            case .extra(.id): json.string(meal.id.uuidString)
            case .extra(.isStandardCategory): json.bool(meal.category.isStandard)
            case .extra(.favorite): json.bool(meal.isFavorite)
            case .extra(.createdAt): json.date(meal.createdAt)
            case .extra(.updatedAt): json.date(meal.updatedAt)
            case .extra(.photoUrl):
                if meal.hasPhoto { json.string(Route.API.photo.path(meal.id)) } else { json.null() }
            case .extra(.source): if let source = details.source { json.string(source) } else { json.null() }
            case .extra(.warnings): json.array(warnings ?? []) { value, json in json.string(value) }
            case .extra(.nutrients): json.array(nutrients ?? [])
            }
        }
    }
}

extension MealDTO: Encodable {
    func encode(to encoder: any Encoder) throws {
        let layout = Self.layout
        try layout.encode(to: encoder) { part, key, container in
            switch part {
            case .field(let field):
                try container.encode(value(field, of: meal.details, readers: layout.readers), forKey: key)
            case .extra(.id): try container.encode(meal.id, forKey: key)
            case .extra(.isStandardCategory): try container.encode(meal.category.isStandard, forKey: key)
            case .extra(.favorite): try container.encode(meal.isFavorite, forKey: key)
            case .extra(.createdAt): try container.encode(meal.createdAt, forKey: key)
            case .extra(.updatedAt): try container.encode(meal.updatedAt, forKey: key)
            case .extra(.photoUrl):
                try container.encode(meal.hasPhoto ? Route.API.photo.path(meal.id) : nil, forKey: key)
            case .extra(.source): try container.encode(meal.details.source, forKey: key)
            case .extra(.warnings): try container.encodeIfPresent(warnings, forKey: key)
            case .extra(.nutrients): try container.encodeIfPresent(nutrients, forKey: key)
            }
        }
    }
}
