import FluentKit
import Foundation
import MorselCore

/// One household's food prices. Every query is scoped to ``householdID``.
public struct PriceRepository: Sendable {
    let database: any Database
    let householdID: UUID
    let foods: FoodCatalog

    /// Food id → price.
    public func all() async throws -> [String: FoodPrice] {
        let models = try await FoodPriceModel.query(on: database).filter(\.$household.$id == householdID).all()
        return Dictionary(models.compactMap { $0.price.map { ($0.foodID, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// Replaces every price at once, after checking each; a bad one changes nothing.
    public func replace(with prices: [FoodPrice]) async throws {
        var errors: [FieldError] = []
        for (index, price) in prices.enumerated() {
            if foods.index.food(id: price.foodID) == nil { errors.append(FieldError(field: "items[\(index)].foodId", message: "There is no food \(price.foodID).")) }
            if !(0...1_000_000).contains(price.cents) { errors.append(FieldError(field: "items[\(index)].price", message: "A price must be from 0 to 10,000.")) }
        }
        if Set(prices.map(\.foodID)).count != prices.count { errors.append(FieldError(field: "items", message: "Each food may have one price.")) }
        guard errors.isEmpty else { throw AppError.validation(ValidationFailure(errors)) }
        try await database.transaction { database in
            try await FoodPriceModel.query(on: database).filter(\.$household.$id == householdID).delete()
            for price in prices {
                let model = FoodPriceModel()
                model.$household.id = householdID
                model.foodID = price.foodID
                model.unit = price.unit.rawValue
                model.cents = price.cents
                try await model.create(on: database)
            }
        }
    }
}
