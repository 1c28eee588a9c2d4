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

    /// What an answer holds: a typed field (its index in ``MorselCore/MealInput/fields``), or
    /// what the journal adds. No payload to count references of, as the hot routes write
    /// fifty meals of nineteen keys a page.
    private enum Part: Sendable {
        case field(Int)
        case id, isStandardCategory, favorite, createdAt, updatedAt
        /// `/api/v1/meals/{id}/photo`, or null.
        case photoUrl
        /// Who the figures are from ("USDA FNDDS 2021-2023"); null for a meal typed by hand.
        case source
        /// Present only where set: ``warnings`` and ``nutrients``.
        case warnings, nutrients
    }

    /// Every key of the answer, in the sorted order both writers keep, worked out once.
    private struct Layout: Sendable {
        let names: [String]
        let parts: [Part]
        /// The keys' UTF-8, one after another, and where each is.
        let keyBytes: [UInt8]
        let keyRanges: [Range<Int>]
        /// How to read each of ``MorselCore/MealInput/fields`` from a meal, by index.
        let readers: [@Sendable (MealDetails) -> FieldValue]

        init() {
            let added: [(String, Part)] = [
                ("id", .id), ("isStandardCategory", .isStandardCategory), ("favorite", .favorite),
                ("createdAt", .createdAt), ("updatedAt", .updatedAt), ("photoUrl", .photoUrl), ("source", .source),
                ("warnings", .warnings), ("nutrients", .nutrients),
            ]
            let sorted = (MealInput.fields.enumerated().map { ($0.element.key, Part.field($0.offset)) } + added)
                .sorted { $0.0 < $1.0 }
            names = sorted.map(\.0)
            parts = sorted.map(\.1)
            var bytes: [UInt8] = []
            var ranges: [Range<Int>] = []
            for name in names {
                ranges.append(bytes.count..<bytes.count + name.utf8.count)
                bytes += name.utf8
            }
            (keyBytes, keyRanges) = (bytes, ranges)
            readers = MealInput.fields.map(\.value)
        }
    }

    private static let layout = Layout()

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
        json.object { json in
            layout.keyBytes.withUnsafeBufferPointer { keys in
                for (index, part) in layout.parts.enumerated() {
                    switch part {
                    case .warnings where warnings == nil, .nutrients where nutrients == nil: continue
                    default: json.key(utf8: UnsafeBufferPointer(rebasing: keys[layout.keyRanges[index]]))
                    }
                    switch part {
                    case .field(let field):
                        json.value(value(field, of: details, readers: layout.readers))
                    case .id: json.string(meal.id.uuidString)
                    case .isStandardCategory: json.bool(meal.category.isStandard)
                    case .favorite: json.bool(meal.isFavorite)
                    case .createdAt: json.date(meal.createdAt)
                    case .updatedAt: json.date(meal.updatedAt)
                    case .photoUrl:
                        if meal.hasPhoto { json.string(Route.API.photo.path(meal.id)) } else { json.null() }
                    case .source: if let source = details.source { json.string(source) } else { json.null() }
                    case .warnings: json.array(warnings ?? []) { value, json in json.string(value) }
                    case .nutrients: json.array(nutrients ?? [])
                    }
                }
            }
        }
    }
}

extension MealDTO: Encodable {
    func encode(to encoder: any Encoder) throws {
        let layout = Self.layout
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (name, part) in zip(layout.names, layout.parts) {
            let key = AnyCodingKey(name)
            switch part {
            case .field(let field):
                try container.encode(value(field, of: meal.details, readers: layout.readers), forKey: key)
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
