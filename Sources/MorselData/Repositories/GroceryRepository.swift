import Foundation
import MorselCore
import SQLKit

/// One household's grocery list. Every query is scoped to ``householdID``.
public struct GroceryRepository: Sendable {
    package let store: DatabaseStore
    package let householdID: UUID
    /// Who changes the list through this repository: the other members are told.
    package let changer: UUID?
    package let clock: AppClock
    package let foods: FoodCatalog
    package let recipes: RecipeRepository

    /// The merged list, grouped by food group then name; bought items last in their group.
    public func items() async throws -> [GroceryListItem] {
        let entries = try await store.rows(
            """
            SELECT \(unsafeRaw: Column.list) FROM grocery_entries WHERE \(owned) ORDER BY position
            """
        ).map(GroceryEntryRow.entry)
        var list = GroceryList()
        var first: [String: (id: UUID, group: String)] = [:]
        var allDone: [String: Bool] = [:]
        for entry in entries {
            list.add(
                name: entry.name, measure: entry.measure, quantity: Self.quantity(of: entry.measure),
                food: entry.foodID.flatMap(foods.index.food(id:)), source: entry.source)
            if first[entry.mergeKey] == nil { first[entry.mergeKey] = (entry.id, entry.foodGroup) }
            allDone[entry.mergeKey] = (allDone[entry.mergeKey] ?? true) && entry.done
        }
        return list.items.compactMap { item -> (order: (String, Int, String), item: GroceryListItem)? in
            guard let head = first[item.key] else { return nil }
            var item = item
            item.done = allDone[item.key] ?? false
            return (
                (head.group, item.done ? 1 : 0, item.name.lowercased()),
                GroceryListItem(id: head.id, item: item, group: head.group)
            )
        }.sorted { $0.order < $1.order }.map(\.item)
    }

    /// What lines' measures read as: a list is read far more often than it changes, and
    /// reading a measure again took a third of the time of reading the list.
    private static let quantities = BoundedCache<String, GroceryQuantity?>(limit: 10_000)

    /// The shopping quantity `measure` stands for (nil for "to taste" and the like), read once.
    private static func quantity(of measure: String) -> GroceryQuantity? {
        quantities.value(for: measure) { GroceryQuantity(IngredientMeasure.parse(measure)) }
    }

    /// Adds a line typed by hand ("Milk", "2 pints").
    public func add(name: String, measure: String) async throws {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw DomainError.invalid("name", "Name is required.") }
        guard trimmed.count <= 200, measure.count <= 100 else {
            throw DomainError.invalid("name", "Name and amount are too long.")
        }
        try await insert([typedLine(trimmed, measure: measure.trimmingCharacters(in: .whitespaces), source: nil)])
    }

    /// Adds a recipe's lines, scaled from its servings to `servings`.
    public func add(recipe id: UUID, servings: Double) async throws {
        guard servings > 0, servings <= 100 else {
            throw DomainError.invalid("servings", "Servings must be more than 0 and at most 100.")
        }
        let recipe = try await recipes.recipe(id)
        try await insert(lines(of: recipe, servings: servings))
    }

    /// Adds everything planned in `week`: recipes' lines scaled, custom items by name.
    public func add(plan: WeekPlan) async throws {
        let entries = plan.days.flatMap(\.entries)
        let planned = try await recipes.recipes(entries.compactMap(\.recipeID))
        var batch: [Line] = []
        for entry in entries {
            if let recipeID = entry.recipeID, let recipe = planned[recipeID] {
                batch += lines(of: recipe, servings: entry.servings)
            } else {
                batch.append(typedLine(entry.name, measure: "", source: "Plan, \(entry.date.longLabel)"))
            }
        }
        try await insert(batch)
    }

    public func setDone(_ id: UUID, _ done: Bool) async throws {
        let key = try await mergeKey(of: id)
        try await store.run(
            "UPDATE grocery_entries SET done = \(bind: done) WHERE \(owned) AND merge_key = \(bind: key)",
            changing: .grocery, of: householdID, by: changer, at: clock.now())
    }

    public func delete(_ id: UUID) async throws {
        let key = try await mergeKey(of: id)
        _ = try await store.delete(
            "DELETE FROM grocery_entries WHERE \(owned) AND merge_key = \(bind: key)", changing: .grocery,
            of: householdID, by: changer,
            at: clock.now())
    }

    /// Removes bought items (`doneOnly`) or everything.
    public func clear(doneOnly: Bool) async throws {
        _ = try await store.delete(
            doneOnly
                ? "DELETE FROM grocery_entries WHERE \(owned) AND done = \(bind: true)"
                : "DELETE FROM grocery_entries WHERE \(owned)", changing: .grocery, of: householdID, by: changer,
            at: clock.now())
    }

    private func lines(of recipe: Recipe, servings: Double) -> [Line] {
        GroceryList.shoppingLines(of: recipe, servings: servings, matcher: foods.matcher).map {
            Line(name: $0.name, measure: $0.measure, source: recipe.name, food: $0.food)
        }
    }

    /// A line to store, with the food it matched (nil for none).
    private struct Line {
        package let name: String
        package let measure: String
        package let source: String?
        package let food: Food?
    }

    /// A line typed by hand or a custom plan item, matched by its name; "2 pints milk" typed
    /// whole as a name is cut into its amount and name.
    private func typedLine(_ name: String, measure: String, source: String?) -> Line {
        let parsed = IngredientParser.parse(name: name, measure: measure)
        return Line(
            name: parsed.fields.name, measure: parsed.fields.measure, source: source, food: foods.matcher.match(parsed))
    }

    /// Stores lines with their merge key and food group, matched once here rather than on every
    /// read, after the list's last position; all of them or, on any failure, none.
    private func insert(_ lines: [Line]) async throws {
        guard !lines.isEmpty else { return }
        let householdID = householdID
        let now = clock.now()
        try await store.transaction { database in
            var last = 0
            if let row = try await database.raw(
                "SELECT MAX(position) AS last FROM grocery_entries WHERE household_id = \(bind: householdID)"
            )
            .first().map(Row.init), let position = try row.optional("last", row.int) {
                last = position
            }
            let rows = lines.enumerated().map { offset, line in
                Column.allCases.map { column -> any Encodable & Sendable in
                    switch column {
                    case .id: UUID()
                    case .householdID: householdID
                    case .mergeKey: GroceryList.key(name: line.name, foodID: line.food?.id)
                    case .name: line.name
                    case .measure: line.measure
                    case .foodID: line.food?.id
                    case .source: line.source
                    case .foodGroup: line.food?.group ?? "Other"
                    case .done: false
                    case .position: last + offset + 1
                    case .createdAt: now
                    }
                }
            }
            try await database.raw(Column.insert(rows)).run()
            try await database.raw(HouseholdChange.grocery.noted(householdID, by: changer, at: now)).run()
        }
    }

    private typealias Column = GroceryEntryRow.Column

    /// The condition every query of this list carries.
    private var owned: SQLQueryString { "household_id = \(bind: householdID)" }

    private func mergeKey(of id: UUID) async throws -> String {
        guard let row = try await store.row("SELECT merge_key FROM grocery_entries WHERE \(owned) AND id = \(bind: id)")
        else {
            throw DomainError.notFound
        }
        return try row.string("merge_key")
    }
}
