import Foundation
import MorselCore

/// A row of `plan_entries`: one planned item of a household's week, a recipe's servings or a
/// custom item, with its calories and cost worked out when it was planned.
package enum PlanEntryRow {
    package enum Column: String, TableColumn {
        case id
        case householdID = "household_id"
        /// ISO `yyyy-mm-dd`.
        case date
        /// A standard category's name, or nil for "any time".
        case slot
        /// Set to NULL by the database when the recipe is deleted; the entry keeps its name.
        case recipeID = "recipe_id"
        case name, servings, calories
        case costCents = "cost_cents"
        case createdAt = "created_at"

        package var type: ColumnType {
            switch self {
            case .id, .householdID, .recipeID: .id
            case .servings: .real
            case .calories, .costCents: .integer
            case .createdAt: .time
            case .date, .slot, .name: .text
            }
        }

        package static let table = "plan_entries"
        package static let list = columnList()
    }

    /// What `entry` stores in `column`; `createdAt` only matters to an INSERT (an UPDATE leaves the column alone).
    package static func value(_ column: Column, of entry: PlanEntry, householdID: UUID, createdAt: Date = .distantPast)
        -> any Encodable & Sendable
    {
        switch column {
        case .id: entry.id
        case .householdID: householdID
        case .date: entry.date.iso
        case .slot: entry.slot?.rawValue
        case .recipeID: entry.recipeID
        case .name: entry.name
        case .servings: entry.servings
        case .calories: entry.calories
        case .costCents: entry.costCents
        case .createdAt: createdAt
        }
    }

    package static func entry(_ row: Row) throws -> PlanEntry {
        let iso = try row.string(Column.date.rawValue)
        guard let date = MealDate(iso: iso) else { throw DatabaseError.damaged("plan_entries.date holds “\(iso)”") }
        return PlanEntry(
            id: try row.uuid(Column.id.rawValue), date: date,
            slot: try row.optional(Column.slot.rawValue, row.string).flatMap(StandardCategory.init(rawValue:)),
            recipeID: try row.optional(Column.recipeID.rawValue, row.uuid), name: try row.string(Column.name.rawValue),
            servings: try row.double(Column.servings.rawValue), calories: try row.int(Column.calories.rawValue),
            costCents: try row.optional(Column.costCents.rawValue, row.int))
    }
}
