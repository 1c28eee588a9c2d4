import Foundation
import MorselCore
import SQLKit

/// One person's saved meals. Every query is scoped to ``ownerID``: another person's saved
/// meal is indistinguishable from one that does not exist.
public struct SavedMealRepository: Sendable {
    package let store: DatabaseStore
    package let ownerID: UUID
    package let clock: AppClock

    package init(store: DatabaseStore, ownerID: UUID, clock: AppClock) {
        self.store = store
        self.ownerID = ownerID
        self.clock = clock
    }

    private typealias Column = SavedMealRow.Column

    public static let maxPerPerson = 200

    private var owned: SQLQueryString { "user_id = \(bind: ownerID)" }

    /// By name.
    public func all() async throws -> [SavedMeal] {
        try await store.rows("SELECT \(unsafeRaw: Column.list) FROM saved_meals WHERE \(owned) ORDER BY name_key, id")
            .map(SavedMealRow.savedMeal)
    }

    public func savedMeal(_ id: UUID) async throws -> SavedMeal {
        guard
            let row = try await store.row(
                "SELECT \(unsafeRaw: Column.list) FROM saved_meals WHERE \(owned) AND id = \(bind: id)")
        else {
            throw DomainError.notFound
        }
        return try SavedMealRow.savedMeal(row)
    }

    /// Saves a new one; a name already saved (whatever its case) is refused.
    public func create(_ meal: SavedMeal) async throws -> SavedMeal {
        let ownerID = ownerID
        let now = clock.now()
        let owned = owned
        try await store.transaction { database in
            let count =
                try await database.raw("SELECT COUNT(*) AS count FROM saved_meals WHERE \(owned)").first()?
                .decode(column: "count", as: Int.self) ?? 0
            guard count < Self.maxPerPerson else {
                throw DomainError.invalid(
                    "name", "At most \(Self.maxPerPerson) saved meals; delete one you no longer eat first.")
            }
            var insert = Column.insert([SavedMealRow.values(of: meal, userID: ownerID, createdAt: now)])
            insert.appendLiteral(" ON CONFLICT (user_id, name_key) DO NOTHING RETURNING 1 AS added")
            guard try await database.raw(insert).first() != nil else {
                throw DomainError.invalid("name", "You already have a saved meal called “\(meal.name)”.")
            }
        }
        return meal
    }

    public func delete(_ id: UUID) async throws {
        guard try await store.delete("DELETE FROM saved_meals WHERE \(owned) AND id = \(bind: id)") > 0 else {
            throw DomainError.notFound
        }
    }
}
