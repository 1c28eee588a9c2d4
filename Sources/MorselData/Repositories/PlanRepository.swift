import Foundation
import MorselCore
import SQLKit

/// One household's meal plan. Every query is scoped to ``householdID``.
public struct PlanRepository: Sendable {
    package let store: DatabaseStore
    package let householdID: UUID
    /// Who changes the plan through this repository: the other members are told.
    package let changer: UUID?
    package let clock: AppClock
    package let recipes: RecipeRepository
    package let prices: PriceRepository

    /// What to plan: servings of a recipe, or a custom item with its own figures.
    public enum Item: Sendable {
        case recipe(UUID, servings: Double)
        case custom(name: String, calories: Int, costCents: Int?)
    }

    private typealias Column = PlanEntryRow.Column

    public func week(_ week: PlanWeek, goals: Goals) async throws -> WeekPlan {
        WeekPlan(week: week, entries: try await entries(from: week.monday, to: week.sunday), goals: goals)
    }

    /// Every entry from `from` to `to`: a week, or the calendar feed's weeks.
    public func entries(from: MealDate, to: MealDate) async throws -> [PlanEntry] {
        try await store.rows(
            """
            SELECT \(unsafeRaw: Column.list) FROM plan_entries WHERE \(owned) AND date >= \(bind: from.iso) AND date <=
            \(bind: to.iso)
            """
        ).map(PlanEntryRow.entry)
    }

    /// What the plan costs on each date from `from` to `to`, in cents; unknown costs count as nothing.
    public func dailyCosts(from: MealDate, to: MealDate) async throws -> [MealDate: Int] {
        let rows = try await store.rows(
            """
            SELECT date, cost_cents FROM plan_entries WHERE \(owned) AND date >= \(bind: from.iso) AND date <=
            \(bind: to.iso)
            """)
        var costs: [MealDate: Int] = [:]
        for row in rows {
            guard let date = MealDate(iso: try row.string("date")) else { continue }
            costs[date, default: 0] += try row.optional("cost_cents", row.int) ?? 0
        }
        return costs
    }

    public func entry(_ id: UUID) async throws -> PlanEntry {
        guard
            let row = try await store.row(
                "SELECT \(unsafeRaw: Column.list) FROM plan_entries WHERE \(owned) AND id = \(bind: id)")
        else {
            throw DomainError.notFound
        }
        return try PlanEntryRow.entry(row)
    }

    /// Plans an item on `date`; a recipe's calories are its estimate for the servings.
    public func add(_ item: Item, on date: MealDate, slot: StandardCategory?) async throws -> PlanEntry {
        let entry = try await filled(PlanEntry(id: UUID(), date: date, slot: slot, name: "", calories: 0), with: item)
        let householdID = householdID
        let now = clock.now()
        try await store.run(
            Column.insert([
                Column.allCases.map { PlanEntryRow.value($0, of: entry, householdID: householdID, createdAt: now) }
            ]),
            changing: .plan, of: householdID, by: changer, at: now)
        return entry
    }

    /// Moves, re-slots or re-sizes an entry; a recipe entry's calories follow its servings.
    public func update(_ id: UUID, date: MealDate?, slot: StandardCategory??, servings: Double?) async throws
        -> PlanEntry
    {
        var entry = try await entry(id)
        if let date { entry.date = date }
        if let slot { entry.slot = slot }
        if let servings {
            try Self.checkServings(servings)
            if let recipeID = entry.recipeID {
                entry = try await filled(entry, with: .recipe(recipeID, servings: servings))
            } else {
                // A custom item's figures are for one serving's worth as entered; scale them.
                // From a sliver of a serving the factor can be too large for any figure (even infinite).
                let factor = servings / entry.servings
                let calories = (Double(entry.calories) * factor).rounded()
                let cost = entry.costCents.map { (Double($0) * factor).rounded() }
                guard calories.isFinite, calories <= Double(Self.maxCalories),
                    cost.map({ $0.isFinite && $0 <= Double(Self.maxCostCents) }) ?? true
                else {
                    throw DomainError.invalid(
                        "servings", "Its calories or cost for that many servings would be over the limit (100,000).")
                }
                // Scaled back up later, nothing would come back of them.
                guard calories >= 1 || entry.calories == 0 else {
                    throw DomainError.invalid("servings", "Too few servings: its calories would round to nothing.")
                }
                entry.calories = Int(calories)
                entry.costCents = cost.map { Int($0) }
                entry.servings = servings
            }
        }
        let changed: [Column] = [.date, .slot, .recipeID, .name, .servings, .calories, .costCents]
        let householdID = householdID
        let updated = entry
        try await store.run(
            Column.update(
                changed, { PlanEntryRow.value($0, of: updated, householdID: householdID) },
                where: "\(owned) AND id = \(bind: id)"), changing: .plan, of: householdID, by: changer, at: clock.now())
        return entry
    }

    public func delete(_ id: UUID) async throws {
        guard
            try await store.delete(
                "DELETE FROM plan_entries WHERE \(owned) AND id = \(bind: id)", changing: .plan, of: householdID,
                by: changer,
                at: clock.now()) > 0
        else { throw DomainError.notFound }
    }

    /// Removes every entry of the week (or of one day).
    public func clear(_ week: PlanWeek) async throws {
        _ = try await store.delete(
            "DELETE FROM plan_entries WHERE \(owned) AND date >= \(bind: week.monday.iso) AND date <= \(bind: week.sunday.iso)",
            changing: .plan, of: householdID, by: changer, at: clock.now())
    }

    public func clear(day: MealDate) async throws {
        _ = try await store.delete(
            "DELETE FROM plan_entries WHERE \(owned) AND date = \(bind: day.iso)", changing: .plan, of: householdID,
            by: changer, at: clock.now())
    }

    /// `entry` with what `item` plans: a recipe's name, calories and cost for the servings, or a custom item's own.
    private func filled(_ entry: PlanEntry, with item: Item) async throws -> PlanEntry {
        var entry = entry
        switch item {
        case .recipe(let id, let servings):
            try Self.checkServings(servings)
            let recipe = try await recipes.recipe(id)
            let total = recipes.foods.estimate(of: recipe).total
            entry.recipeID = id
            entry.name = recipe.name
            entry.servings = servings
            entry.calories = Int((Double(total.calories) * servings / Double(recipe.servings)).rounded())
            // Costed from the household's prices when any line is priced; otherwise unknown.
            let cost = RecipeCost(recipe: recipe, prices: try await prices.all(), matcher: recipes.foods.matcher)
            entry.costCents =
                cost.coverage > 0 ? Int((Double(cost.totalCents) * servings / Double(recipe.servings)).rounded()) : nil
        case .custom(let name, let calories, let costCents):
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            var errors: [FieldError] = []
            if trimmed.isEmpty { errors.append(FieldError(field: "name", message: "Name is required.")) }
            if !(0...Self.maxCalories).contains(calories) {
                errors.append(FieldError(field: "calories", message: "Calories must be from 0 to 100,000."))
            }
            if let costCents, !(0...Self.maxCostCents).contains(costCents) {
                errors.append(FieldError(field: "cost", message: "Cost must be from 0 to 100,000."))
            }
            guard errors.isEmpty else { throw DomainError.invalid(ValidationFailure(errors)) }
            entry.recipeID = nil
            entry.name = trimmed
            entry.servings = 1
            entry.calories = calories
            entry.costCents = costCents
        }
        return entry
    }

    /// An entry's calories and cost (in cents) are at most these.
    private static let maxCalories = 100_000, maxCostCents = 10_000_000

    private static func checkServings(_ servings: Double) throws {
        guard servings > 0, servings <= 100 else {
            throw DomainError.invalid("servings", "Servings must be more than 0 and at most 100.")
        }
    }

    /// The condition every query of this plan carries.
    private var owned: SQLQueryString { "household_id = \(bind: householdID)" }
}
