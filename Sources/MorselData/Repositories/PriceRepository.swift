import Foundation
import MorselCore
import SQLKit

/// One household's food prices. Every query is scoped to ``householdID``.
public struct PriceRepository: Sendable {
    package let store: DatabaseStore
    package let householdID: UUID
    package let foods: FoodCatalog

    /// Food id → price.
    public func all() async throws -> [String: FoodPrice] {
        let prices = try await store.rows(
            """
            SELECT \(unsafeRaw: FoodPriceRow.Column.list) FROM food_prices WHERE household_id = \(bind: householdID)
            """
        ).compactMap(FoodPriceRow.price)
        return Dictionary(prices.map { ($0.foodID, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Replaces every price at once, after checking each; a bad one changes nothing.
    public func replace(with prices: [FoodPrice]) async throws {
        var errors: [FieldError] = []
        for (index, price) in prices.enumerated() {
            if foods.index.food(id: price.foodID) == nil {
                errors.append(FieldError(field: "items[\(index)].foodId", message: "There is no food \(price.foodID)."))
            }
            if !Self.centsRange.contains(price.cents) {
                errors.append(FieldError(field: "items[\(index)].price", message: Self.rangeMessage))
            }
        }
        if Set(prices.map(\.foodID)).count != prices.count {
            errors.append(FieldError(field: "items", message: "Each food may have one price."))
        }
        guard errors.isEmpty else { throw DomainError.invalid(ValidationFailure(errors)) }
        let householdID = householdID
        try await store.transaction { database in
            // The household's row first, locked till the commit on PostgreSQL: a list sent at the
            // same moment waits, then replaces this one whole (its DELETE sees these rows).
            try await database.raw("UPDATE households SET id = id WHERE id = \(bind: householdID)").run()
            try await database.raw("DELETE FROM food_prices WHERE household_id = \(bind: householdID)").run()
            if !prices.isEmpty {
                // A price set for one food a moment ago (``set(_:)`` does not wait for the lock) is replaced.
                var insert = FoodPriceRow.Column.insert(
                    prices.map { FoodPriceRow.values(of: $0, householdID: householdID) })
                insert.appendLiteral(
                    " ON CONFLICT (household_id, food_id) DO UPDATE SET unit = excluded.unit, cents = excluded.cents")
                try await database.raw(insert).run()
            }
        }
    }

    /// Sets one food's price, replacing the one it had.
    public func set(_ price: FoodPrice) async throws {
        var errors: [FieldError] = []
        if foods.index.food(id: price.foodID) == nil {
            errors.append(FieldError(field: "food", message: "There is no food \(price.foodID)."))
        }
        if !Self.centsRange.contains(price.cents) {
            errors.append(FieldError(field: "price", message: Self.rangeMessage))
        }
        guard errors.isEmpty else { throw DomainError.invalid(ValidationFailure(errors)) }
        let row = Dictionary(
            uniqueKeysWithValues: zip(
                FoodPriceRow.Column.allCases, FoodPriceRow.values(of: price, householdID: householdID)))
        try await store.run(FoodPriceRow.Column.upsert(row, on: [.householdID, .foodID], keeping: [.id]))
    }

    /// Removes one food's price; false when it had none.
    @discardableResult
    public func remove(foodID: String) async throws -> Bool {
        try await store.delete(
            "DELETE FROM food_prices WHERE household_id = \(bind: householdID) AND food_id = \(bind: foodID)") > 0
    }

    /// 0 to 10,000 in the household's currency.
    private static let centsRange = 0...1_000_000
    private static let rangeMessage = "A price must be from 0 to 10,000."
}
