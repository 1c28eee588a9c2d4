import Foundation

/// A meal someone eats again and again ("my usual breakfast"): several foods with amounts,
/// written one per line as in ``MealText``, logged as one meal in one tap.
public struct SavedMeal: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var name: String
    public var category: MealCategory
    /// The foods, one per line ("2 large eggs", "1 slice toast").
    public var foods: String

    public init(id: UUID, name: String, category: MealCategory, foods: String) {
        self.id = id
        self.name = name
        self.category = category
        self.foods = foods
    }

    /// The foods worked out, as they would be logged.
    public func parsed(with resolver: EatenFoodResolver) throws(ValidationFailure) -> MealText {
        try MealText(foods, resolver: resolver)
    }

    /// The journal entry for eating it on `date`. Saved before Morsel read foods as eaten, a
    /// food may now be unsure: refused with the choices weighed, not guessed.
    public func meal(with resolver: EatenFoodResolver, date: MealDate, time: TimeOfDay?) throws(DomainError)
        -> MealDetails
    {
        let parsed: MealText
        do { parsed = try self.parsed(with: resolver) } catch { throw .invalid(error) }
        try parsed.requireSure()
        var details = parsed.meal(category: category, date: date, time: time)
        details.name = name
        return details
    }
}
