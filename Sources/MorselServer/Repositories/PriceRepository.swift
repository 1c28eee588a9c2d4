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
            if !Self.centsRange.contains(price.cents) { errors.append(FieldError(field: "items[\(index)].price", message: Self.rangeMessage)) }
        }
        if Set(prices.map(\.foodID)).count != prices.count { errors.append(FieldError(field: "items", message: "Each food may have one price.")) }
        guard errors.isEmpty else { throw DomainError.invalid(ValidationFailure(errors)) }
        try await database.transaction { database in
            try await FoodPriceModel.query(on: database).filter(\.$household.$id == householdID).delete()
            for price in prices { try await model(of: price).create(on: database) }
        }
    }

    /// Sets one food's price, replacing the one it had.
    public func set(_ price: FoodPrice) async throws {
        var errors: [FieldError] = []
        if foods.index.food(id: price.foodID) == nil { errors.append(FieldError(field: "food", message: "There is no food \(price.foodID).")) }
        if !Self.centsRange.contains(price.cents) { errors.append(FieldError(field: "price", message: Self.rangeMessage)) }
        guard errors.isEmpty else { throw DomainError.invalid(ValidationFailure(errors)) }
        try await database.transaction { database in
            try await FoodPriceModel.query(on: database).filter(\.$household.$id == householdID).filter(\.$foodID == price.foodID).delete()
            try await model(of: price).create(on: database)
        }
    }

    /// Removes one food's price; false when it had none.
    @discardableResult
    public func remove(foodID: String) async throws -> Bool {
        guard let model = try await FoodPriceModel.query(on: database).filter(\.$household.$id == householdID).filter(\.$foodID == foodID).first() else {
            return false
        }
        try await model.delete(on: database)
        return true
    }

    /// 0 to 10,000 in the household's currency.
    private static let centsRange = 0...1_000_000
    private static let rangeMessage = "A price must be from 0 to 10,000."

    private func model(of price: FoodPrice) -> FoodPriceModel {
        let model = FoodPriceModel()
        model.$household.id = householdID
        model.foodID = price.foodID
        model.unit = price.unit.rawValue
        model.cents = price.cents
        return model
    }
}
