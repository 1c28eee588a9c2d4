import Foundation
import MorselCore
import SQLKit

/// A journal entry as stored in `meals`. Besides the meal's own fields a row keeps the sort
/// keys ``MorselCore/SortKey`` names (`name_key`, `category_rank`, `category_key`,
/// `minute_of_day`), so every sort order runs in the database on an index.
package enum MealRow {
    package enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case name
        case nameKey = "name_key"
        case category
        case categoryRank = "category_rank"
        case categoryKey = "category_key"
        case calories, protein, fat, carbs
        /// ISO `yyyy-mm-dd`, so text order is date order.
        case date
        case timeMinutes = "time_minutes"
        case minuteOfDay = "minute_of_day"
        case rating, notes
        case isFavorite = "is_favorite"
        case hasPhoto = "has_photo"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        /// `NutrientTotals.storedText`; null for a meal typed by hand.
        case nutrients
        /// Who the figures are from; null for a meal typed by hand.
        case source
        /// Where it was eaten; empty when not said.
        case place

        package var type: ColumnType {
            switch self {
            case .id, .userID: .id
            case .calories, .categoryRank, .timeMinutes, .minuteOfDay, .rating: .integer
            case .protein, .fat, .carbs: .real
            case .isFavorite, .hasPhoto: .bool
            case .createdAt, .updatedAt: .time
            case .name, .nameKey, .category, .categoryKey, .date, .notes, .nutrients, .source, .place: .text
            }
        }

        package static let table = "meals"
        package static let list = columnList()
        /// Every column but the nutrients, read as null: for meals only listed (a page of
        /// meals, the favourites, those eaten often), whose nutrients nobody shows. Reading
        /// them was most of a page's time; a meal read this way must not be written back.
        package static let listed = allCases.map { $0 == .nutrients ? "NULL AS \($0.quoted)" : $0.quoted }.joined(
            separator: ", ")
    }

    /// What `meal` stores in `column`, for INSERT and UPDATE.
    package static func value(_ column: Column, of meal: Meal, userID: UUID) -> any Encodable & Sendable {
        let details = meal.details
        switch column {
        case .id: return meal.id
        case .userID: return userID
        case .name: return details.name
        case .nameKey: return details.name.lowercased()
        case .category: return details.category.name
        case .categoryRank: return details.category.groupRank
        case .categoryKey: return details.category.name.lowercased()
        case .calories: return details.nutrition.calories
        case .protein: return details.nutrition.protein
        case .fat: return details.nutrition.fat
        case .carbs: return details.nutrition.carbs
        case .date: return details.date.iso
        case .timeMinutes: return details.time?.minutes
        case .minuteOfDay: return details.time?.minutes ?? 0
        case .rating: return details.rating
        case .notes: return details.notes
        case .isFavorite: return meal.isFavorite
        case .hasPhoto: return meal.hasPhoto
        case .createdAt: return meal.createdAt
        case .updatedAt: return meal.updatedAt
        case .nutrients: return details.nutrients?.storedText
        case .source: return details.source
        case .place: return details.place
        }
    }

    /// Every column's value, in ``Column/list`` order.
    package static func values(of meal: Meal, userID: UUID) -> [any Encodable & Sendable] {
        Column.allCases.map { value($0, of: meal, userID: userID) }
    }

    /// The meal in a row selected with ``Column/list``. Stored rows hold valid values, so a
    /// date that does not read is a damaged database, reported as such.
    package static func meal(_ row: Row) throws -> Meal {
        let date = try Self.date(row)
        let details = MealDetails(
            name: try row.string(Column.name.rawValue),
            category: MealCategory(try row.string(Column.category.rawValue)),
            nutrition: Nutrition(
                calories: try row.int(Column.calories.rawValue), protein: try row.double(Column.protein.rawValue),
                fat: try row.double(Column.fat.rawValue), carbs: try row.double(Column.carbs.rawValue)),
            date: date, time: try row.optional(Column.timeMinutes.rawValue, row.int).flatMap { TimeOfDay(minutes: $0) },
            rating: try row.int(Column.rating.rawValue), notes: try row.string(Column.notes.rawValue),
            nutrients: try row.optional(Column.nutrients.rawValue, row.string).map(nutrients),
            source: try row.optional(Column.source.rawValue, row.string), place: try row.string(Column.place.rawValue))
        return Meal(
            id: try row.uuid(Column.id.rawValue), details: details,
            isFavorite: try row.bool(Column.isFavorite.rawValue),
            hasPhoto: try row.bool(Column.hasPhoto.rawValue), createdAt: try row.date(Column.createdAt.rawValue),
            updatedAt: try row.date(Column.updatedAt.rawValue))
    }

    package static func date(_ row: Row) throws -> MealDate {
        let iso = try row.string(Column.date.rawValue)
        guard let date = MealDate(iso: iso) else { throw DatabaseError.damaged("meals.date holds “\(iso)”") }
        return date
    }

    /// A stored ``NutrientTotals``; text that does not read is a damaged database.
    package static func nutrients(_ text: String) throws -> NutrientTotals {
        guard let totals = NutrientTotals(storedText: text) else {
            throw DatabaseError.damaged("meals.nutrients holds “\(text.prefix(80))”")
        }
        return totals
    }

    /// `ORDER BY` for the domain's sort keys.
    package static func orderBy(_ keys: [SortKey]) -> String {
        keys.map { key in
            let column: Column =
                switch key {
                case .date: .date
                case .minuteOfDay: .minuteOfDay
                case .calories: .calories
                case .protein: .protein
                case .fat: .fat
                case .carbs: .carbs
                case .name: .nameKey
                case .categoryRank: .categoryRank
                case .categoryName: .categoryKey
                case .createdAt: .createdAt
                case .id: .id
                }
            return column.quoted + (key.direction == .ascending ? " ASC" : " DESC")
        }.joined(separator: ", ")
    }
}
