import FluentKit
import Foundation
import MorselCore

/// One line of the list as shown: the merged item, its group, and whether it is bought.
public struct GroceryListItem: Sendable {
    /// Stands for the item in the API and forms (its first line's id).
    public let id: UUID
    public let item: GroceryItem
    /// The USDA food group, or "Other" for what matched no food.
    public let group: String
}

/// One household's grocery list. Every query is scoped to ``householdID``.
public struct GroceryRepository: Sendable {
    let database: any Database
    let householdID: UUID
    let clock: AppClock
    let foods: FoodCatalog
    let recipes: RecipeRepository

    /// The merged list, grouped by food group then name; bought items last in their group.
    public func items() async throws -> [GroceryListItem] {
        let entries = try await scoped().sort(\.$position).all()
        var list = GroceryList()
        var first: [String: (id: UUID, group: String)] = [:]
        var allDone: [String: Bool] = [:]
        for entry in entries {
            list.add(name: entry.name, measure: entry.measure, food: entry.foodID.flatMap(foods.index.food(id:)), source: entry.source)
            if first[entry.mergeKey] == nil { first[entry.mergeKey] = (entry.id!, entry.foodGroup) }
            allDone[entry.mergeKey] = (allDone[entry.mergeKey] ?? true) && entry.done
        }
        return list.items.compactMap { item -> GroceryListItem? in
            guard let head = first[item.key] else { return nil }
            var item = item
            item.done = allDone[item.key] ?? false
            return GroceryListItem(id: head.id, item: item, group: head.group)
        }.sorted { ($0.group, $0.item.done ? 1 : 0, $0.item.name.lowercased()) < ($1.group, $1.item.done ? 1 : 0, $1.item.name.lowercased()) }
    }

    /// Adds a line typed by hand ("Milk", "2 pints").
    public func add(name: String, measure: String) async throws {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw AppError.invalid("name", "Name is required.") }
        guard trimmed.count <= 200, measure.count <= 100 else { throw AppError.invalid("name", "Name and amount are too long.") }
        try await insert([typedLine(trimmed, measure: measure.trimmingCharacters(in: .whitespaces), source: nil)])
    }

    /// Adds a recipe's lines, scaled from its servings to `servings`.
    public func add(recipe id: UUID, servings: Double) async throws {
        guard servings > 0, servings <= 100 else { throw AppError.invalid("servings", "Servings must be more than 0 and at most 100.") }
        let recipe = try await recipes.recipe(id)
        try await insert(lines(of: recipe, servings: servings))
    }

    /// Adds everything planned in `week`: recipes' lines scaled, custom items by name.
    public func add(plan: WeekPlan) async throws {
        var batch: [Line] = []
        for entry in plan.days.flatMap(\.entries) {
            if let recipeID = entry.recipeID, let recipe = try? await recipes.recipe(recipeID) {
                batch += lines(of: recipe, servings: entry.servings)
            } else {
                batch.append(typedLine(entry.name, measure: "", source: "Plan, \(entry.date.longLabel)"))
            }
        }
        try await insert(batch)
    }

    public func setDone(_ id: UUID, _ done: Bool) async throws {
        let key = try await model(id).mergeKey
        try await scoped().filter(\.$mergeKey == key).set(\.$done, to: done).update()
    }

    public func delete(_ id: UUID) async throws {
        let key = try await model(id).mergeKey
        try await scoped().filter(\.$mergeKey == key).delete()
    }

    /// Removes bought items (`doneOnly`) or everything.
    public func clear(doneOnly: Bool) async throws {
        let query = scoped()
        if doneOnly { query.filter(\.$done == true) }
        try await query.delete()
    }

    private func lines(of recipe: Recipe, servings: Double) -> [Line] {
        GroceryList.shoppingLines(of: recipe, servings: servings, matcher: foods.matcher).map {
            Line(name: $0.name, measure: $0.measure, source: recipe.name, food: $0.food)
        }
    }

    /// A line to store, with the food it matched (nil for none).
    private struct Line {
        let name: String
        let measure: String
        let source: String?
        let food: Food?
    }

    /// A line typed by hand or a custom plan item, matched by its name; "2 pints milk" typed
    /// whole as a name is cut into its amount and name.
    private func typedLine(_ name: String, measure: String, source: String?) -> Line {
        let parsed = IngredientParser.parse(name: name, measure: measure)
        return Line(name: parsed.fields.name, measure: parsed.fields.measure, source: source, food: foods.matcher.match(parsed))
    }

    /// Stores lines with their merge key and food group, matched once here rather than on every
    /// read; all of them or, on any failure, none.
    private func insert(_ lines: [Line]) async throws {
        try await database.transaction { database in try await insert(lines, on: database) }
    }

    private func insert(_ lines: [Line], on database: any Database) async throws {
        var position = (try await GroceryEntryModel.query(on: database).filter(\.$household.$id == householdID).max(\.$position) ?? 0)
        for line in lines {
            position += 1
            let food = line.food
            let model = GroceryEntryModel()
            model.$household.id = householdID
            model.mergeKey = GroceryList.key(name: line.name, foodID: food?.id)
            model.name = line.name
            model.measure = line.measure
            model.foodID = food?.id
            model.source = line.source
            model.foodGroup = food?.group ?? "Other"
            model.done = false
            model.position = position
            model.createdAt = clock.now()
            try await model.create(on: database)
        }
    }

    private func scoped() -> QueryBuilder<GroceryEntryModel> {
        GroceryEntryModel.query(on: database).filter(\.$household.$id == householdID)
    }

    private func model(_ id: UUID) async throws -> GroceryEntryModel {
        guard let model = try await scoped().filter(\.$id == id).first() else { throw AppError.notFound }
        return model
    }
}
