import FluentKit
import Foundation
import MorselCore

/// One household's meal plan. Every query is scoped to ``householdID``.
public struct PlanRepository: Sendable {
    let database: any Database
    let householdID: UUID
    let clock: AppClock
    let recipes: RecipeRepository
    let prices: PriceRepository

    /// What to plan: servings of a recipe, or a custom item with its own figures.
    public enum Item: Sendable {
        case recipe(UUID, servings: Double)
        case custom(name: String, calories: Int, costCents: Int?)
    }

    public func week(_ week: PlanWeek, goals: Goals) async throws -> WeekPlan {
        let models = try await scoped().filter(\.$date >= week.monday.iso).filter(\.$date <= week.sunday.iso).all()
        return WeekPlan(week: week, entries: models.map(\.entry), goals: goals)
    }

    /// What the plan costs on each date from `from` to `to`, in cents; unknown costs count as nothing.
    public func dailyCosts(from: MealDate, to: MealDate) async throws -> [MealDate: Int] {
        let rows = try await scoped().filter(\.$date >= from.iso).filter(\.$date <= to.iso).field(\.$date).field(\.$costCents).all()
        var costs: [MealDate: Int] = [:]
        for row in rows {
            guard let date = MealDate(iso: row.date) else { continue }
            costs[date, default: 0] += row.costCents ?? 0
        }
        return costs
    }

    public func entry(_ id: UUID) async throws -> PlanEntry { try await model(id).entry }

    /// Plans an item on `date`; a recipe's calories are its estimate for the servings.
    public func add(_ item: Item, on date: MealDate, slot: StandardCategory?) async throws -> PlanEntry {
        let model = PlanEntryModel()
        model.$household.id = householdID
        model.date = date.iso
        model.slot = slot?.rawValue
        model.createdAt = clock.now()
        try await fill(model, with: item)
        try await model.create(on: database)
        return model.entry
    }

    /// Moves, re-slots or re-sizes an entry; a recipe entry's calories follow its servings.
    public func update(_ id: UUID, date: MealDate?, slot: StandardCategory??, servings: Double?) async throws -> PlanEntry {
        let model = try await model(id)
        if let date { model.date = date.iso }
        if let slot { model.slot = slot?.rawValue }
        if let servings {
            try Self.checkServings(servings)
            if let recipeID = model.$recipe.id {
                try await fill(model, with: .recipe(recipeID, servings: servings))
            } else {
                // A custom item's figures are for one serving's worth as entered; scale them.
                let factor = servings / model.servings
                model.calories = Int((Double(model.calories) * factor).rounded())
                model.costCents = model.costCents.map { Int((Double($0) * factor).rounded()) }
                model.servings = servings
            }
        }
        try await model.save(on: database)
        return model.entry
    }

    public func delete(_ id: UUID) async throws {
        try await model(id).delete(on: database)
    }

    /// Removes every entry of the week (or of one day).
    public func clear(_ week: PlanWeek) async throws {
        try await scoped().filter(\.$date >= week.monday.iso).filter(\.$date <= week.sunday.iso).delete()
    }

    public func clear(day: MealDate) async throws {
        try await scoped().filter(\.$date == day.iso).delete()
    }

    private func fill(_ model: PlanEntryModel, with item: Item) async throws {
        switch item {
        case let .recipe(id, servings):
            try Self.checkServings(servings)
            let recipe = try await recipes.recipe(id)
            let total = recipes.foods.estimate(of: recipe).total
            model.$recipe.id = id
            model.name = recipe.name
            model.servings = servings
            model.calories = Int((Double(total.calories) * servings / Double(recipe.servings)).rounded())
            // Costed from the household's prices when any line is priced; otherwise unknown.
            let cost = RecipeCost(recipe: recipe, prices: try await prices.all(), matcher: recipes.foods.matcher)
            model.costCents = cost.coverage > 0 ? Int((Double(cost.totalCents) * servings / Double(recipe.servings)).rounded()) : nil
        case let .custom(name, calories, costCents):
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            var errors: [FieldError] = []
            if trimmed.isEmpty { errors.append(FieldError(field: "name", message: "Name is required.")) }
            if !(0...100_000).contains(calories) { errors.append(FieldError(field: "calories", message: "Calories must be from 0 to 100,000.")) }
            if let costCents, !(0...10_000_000).contains(costCents) { errors.append(FieldError(field: "cost", message: "Cost must be from 0 to 100,000.")) }
            guard errors.isEmpty else { throw DomainError.invalid(ValidationFailure(errors)) }
            model.$recipe.id = nil
            model.name = trimmed
            model.servings = 1
            model.calories = calories
            model.costCents = costCents
        }
    }

    private static func checkServings(_ servings: Double) throws {
        guard servings > 0, servings <= 100 else { throw DomainError.invalid("servings", "Servings must be more than 0 and at most 100.") }
    }

    private func scoped() -> QueryBuilder<PlanEntryModel> {
        PlanEntryModel.query(on: database).filter(\.$household.$id == householdID)
    }

    private func model(_ id: UUID) async throws -> PlanEntryModel {
        guard let model = try await scoped().filter(\.$id == id).first() else { throw DomainError.notFound }
        return model
    }
}
