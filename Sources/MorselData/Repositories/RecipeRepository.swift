import Foundation
import MorselCore
import SQLKit

/// The shared recipe catalog: searching, adding, changing, importing, favourites.
/// Anyone signed in reads it; only a recipe's creator or an admin changes it.
public struct RecipeRepository: Sendable {
    package let store: DatabaseStore
    package let clock: AppClock
    package let foods: FoodCatalog

    package init(store: DatabaseStore, clock: AppClock, foods: FoodCatalog) {
        self.store = store
        self.clock = clock
        self.foods = foods
    }

    private typealias Column = RecipeRow.Column

    public struct Filter: Sendable {
        public var query: String?
        public var category: String?
        public var area: String?
        public var ingredient: String?
        /// Only this person's favourites.
        public var favoritesOf: UUID?

        public init(
            query: String? = nil, category: String? = nil, area: String? = nil, ingredient: String? = nil,
            favoritesOf: UUID? = nil
        ) {
            self.query = query
            self.category = category
            self.area = area
            self.ingredient = ingredient
            self.favoritesOf = favoritesOf
        }
    }

    /// What an import did.
    public struct ImportSummary: Sendable {
        public var imported = 0
        public var updated = 0
        public var unchanged = 0
        public var skipped = 0
        public var errors: [(index: Int, message: String)] = []

        public init() {}

        /// Adds another import's counts; its errors are prefixed with where they came from.
        public mutating func add(_ other: ImportSummary, from source: String) {
            imported += other.imported
            updated += other.updated
            unchanged += other.unchanged
            skipped += other.skipped
            errors += other.errors.map { (index: $0.index, message: "\(source) #\($0.index): \($0.message)") }
        }
    }

    public static let maxPageSize = 100

    // MARK: Reading

    /// A page of recipes by name; `query` matches words of the name, `ingredient` words of any
    /// ingredient. The page and the count of all that match in one query.
    public func list(_ filter: Filter, limit: Int = 24, offset: Int = 0) async throws -> (
        items: [RecipeSummary], total: Int
    ) {
        // Each word must begin a word of the name (so "tom" finds "Tomato soup" while typing),
        // and each ingredient word must be a whole word of an ingredient.
        let words = Self.searchWords(filter)
        // A word search reads the index of words (migration 017), which holds each word's
        // recipes in the list's order: the first word's entries are walked, the others and
        // the filters are tested against them. Without words the recipes' own indexes serve.
        let (source, id): (String, String) = words.isEmpty ? ("recipes", "id") : ("recipe_words", "recipe_id")
        var matching: SQLQueryString = "1 = 1"
        for (index, (kind, word)) in words.enumerated() {
            if index == 0 {
                matching = "kind = \(bind: kind.rawValue) AND word = \(bind: word)"
            } else {
                matching.appendInterpolation(
                    " AND recipe_id IN (SELECT recipe_id FROM recipe_words WHERE kind = \(bind: kind.rawValue) AND word = \(bind: word))"
                        as SQLQueryString)
            }
        }
        for (column, value) in [(Column.categoryKey, filter.category), (.areaKey, filter.area)] {
            guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { continue }
            let key: SQLQueryString = "\(unsafeRaw: column.quoted) = \(bind: value.lowercased())"
            matching.appendInterpolation(
                words.isEmpty
                    ? " AND \(key)" as SQLQueryString : " AND recipe_id IN (SELECT id FROM recipes WHERE \(key))")
        }
        if let userID = filter.favoritesOf {
            matching.appendInterpolation(
                " AND \(unsafeRaw: id) IN (SELECT recipe_id FROM recipe_favorites WHERE user_id = \(bind: userID))"
                    as SQLQueryString)
        }
        // The page's ids first, from an index that holds the sort keys, so only the page's own
        // rows are read whole; then those rows, each with the count of all that match.
        let rows = try await store.rows(
            """
            SELECT \(unsafeRaw: Column.summary), (SELECT COUNT(*) FROM \(unsafeRaw: source) WHERE \(matching)) AS total
            FROM recipes WHERE id IN (SELECT \(unsafeRaw: id) FROM \(unsafeRaw: source) WHERE \(matching)
                                      ORDER BY name_key, \(unsafeRaw: id) LIMIT \(bind: limit) OFFSET \(bind: offset))
            ORDER BY name_key, id
            """)
        guard let first = rows.first else {
            return (
                [],
                try await store.row("SELECT COUNT(*) AS total FROM \(unsafeRaw: source) WHERE \(matching)")?.int(
                    "total") ?? 0
            )
        }
        return (try rows.map(RecipeRow.summary), try first.int("total"))
    }

    /// The words a search seeks, each once, at most ``maxSearchWords`` (more narrow nothing
    /// a person would notice, and each adds a subquery).
    package static func searchWords(_ filter: Filter) -> [(RecipeWordRow.Kind, String)] {
        var seen = Set<String>()
        let words =
            FoodText.words(filter.query ?? "").map { (RecipeWordRow.Kind.name, $0) }
            + FoodText.words(filter.ingredient ?? "").map { (RecipeWordRow.Kind.ingredient, $0) }
        return Array(words.filter { seen.insert("\($0.0)\u{0}\($0.1)").inserted }.prefix(maxSearchWords))
    }

    package static let maxSearchWords = 8

    /// Up to `count` different recipes chosen at random.
    public func random(count: Int) async throws -> [RecipeSummary] {
        // Both engines' RANDOM() orders the rows; the catalog's ids come from the covering
        // index, so only the picked recipes are read whole. One query.
        try await store.rows(
            """
            SELECT \(unsafeRaw: Column.summary) FROM recipes
            WHERE id IN (SELECT id FROM recipes ORDER BY RANDOM() LIMIT \(bind: count))
            """
        ).map(RecipeRow.summary).shuffled()
    }

    public func recipe(_ id: UUID) async throws -> Recipe {
        guard let recipe = try await find(id) else { throw DomainError.notFound }
        return recipe
    }

    /// The recipes with these ids that exist, each with its lines: two queries however many.
    public func recipes(_ ids: some Collection<UUID>) async throws -> [UUID: Recipe] {
        let ids = Array(Set(ids))
        guard !ids.isEmpty else { return [:] }
        let rows = try await store.rows("SELECT \(unsafeRaw: Column.list) FROM recipes WHERE id IN (\(binds: ids))")
        var lines: [UUID: [RecipeLine]] = [:]
        for row in try await store.rows(
            """
            SELECT \(unsafeRaw: RecipeLineRow.Column.list) FROM recipe_lines
            WHERE recipe_id IN (\(binds: ids)) ORDER BY recipe_id, position
            """)
        {
            lines[try row.uuid(RecipeLineRow.Column.recipeID.rawValue), default: []].append(try RecipeLineRow.line(row))
        }
        var recipes: [UUID: Recipe] = [:]
        for row in rows {
            let id = try row.uuid(Column.id.rawValue)
            recipes[id] = try RecipeRow.recipe(row, lines: lines[id] ?? [])
        }
        return recipes
    }

    /// The categories and areas in use, for the browse page's pickers.
    public func facets() async throws -> (categories: [String], areas: [String]) {
        let rows = try await store.rows("SELECT DISTINCT category, area FROM recipes")
        let categories = Set(try rows.map { try $0.string("category") }.filter { !$0.isEmpty }).sorted()
        let areas = Set(try rows.map { try $0.string("area") }.filter { !$0.isEmpty }).sorted()
        return (categories, areas)
    }

    /// The catalog's recipe ids for TheMealDB ids it already holds.
    public func localIDs(forExternal ids: [String]) async throws -> [String: String] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await store.rows("SELECT id, external_id FROM recipes WHERE external_id IN (\(binds: ids))")
        return Dictionary(
            try rows.map { (try $0.string("external_id"), try $0.uuid("id").uuidString) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The recipes a person created, oldest first.
    public func owned(by userID: UUID) async throws -> [Recipe] {
        let recipes = try await store.rows(
            "SELECT \(unsafeRaw: Column.list) FROM recipes WHERE owner_id = \(bind: userID) ORDER BY created_at")
        let lines = try await store.rows(
            """
            SELECT \(unsafeRaw: RecipeLineRow.Column.list) FROM recipe_lines
            WHERE recipe_id IN (SELECT id FROM recipes WHERE owner_id = \(bind: userID)) ORDER BY recipe_id, position
            """)
        let byRecipe = Dictionary(
            grouping: try lines.map {
                (try $0.uuid(RecipeLineRow.Column.recipeID.rawValue), try RecipeLineRow.line($0))
            },
            by: \.0)
        return try recipes.map { row in
            try RecipeRow.recipe(row, lines: byRecipe[try row.uuid(Column.id.rawValue)]?.map(\.1) ?? [])
        }
    }

    /// The ids of a person's favourite recipes.
    public func favoriteIDs(of userID: UUID) async throws -> [UUID] {
        try await store.rows("SELECT recipe_id FROM recipe_favorites WHERE user_id = \(bind: userID)").map {
            try $0.uuid("recipe_id")
        }
    }

    public func exists(_ id: UUID) async throws -> Bool {
        try await store.row("SELECT 1 AS found FROM recipes WHERE id = \(bind: id)") != nil
    }

    public func isFavorite(_ id: UUID, of userID: UUID) async throws -> Bool {
        try await store.row(
            "SELECT 1 AS found FROM recipe_favorites WHERE user_id = \(bind: userID) AND recipe_id = \(bind: id)")
            != nil
    }

    // MARK: Writing

    /// Adds a recipe, with its photo if one is given, all or nothing (a bad photo adds nothing);
    /// `id` and `createdAt` are kept when given (re-importing a person's export, another app's).
    public func create(
        _ fields: RecipeFields, ownerID: UUID?, externalID: String? = nil, id: UUID? = nil,
        createdAt: Date? = nil, photo: Data? = nil
    ) async throws -> Recipe {
        let format = try photo.map(MealRepository.checkedPhoto)
        var recipe = try made(fields, ownerID: ownerID, externalID: externalID, id: id, createdAt: createdAt)
        recipe.hasPhoto = photo != nil
        let estimate = estimate(recipe.fields)
        try await store.transaction { [recipe] database in
            try await Self.insert(recipe, estimate: estimate, on: database)
            if let photo, let format {
                try await Self.savePhoto(of: recipe.id, format, photo, at: recipe.updatedAt, on: database)
            }
        }
        return recipe
    }

    /// Replaces a recipe's fields (who may is decided before: ``Recipe/checkEditable(by:isAdmin:)``).
    public func update(_ current: Recipe, to fields: RecipeFields) async throws -> Recipe {
        try await save(current, try Self.validate(fields))
    }

    public func delete(_ id: UUID) async throws {
        try await store.transaction { database in
            for table in [
                RecipeLineRow.Column.table, RecipeWordRow.Column.table, RecipeFavoriteRow.Column.table,
                RecipePhotoRow.Column.table,
            ] {
                try await database.raw("DELETE FROM \(unsafeRaw: table) WHERE recipe_id = \(bind: id)").run()
            }
            try await database.raw("DELETE FROM recipes WHERE id = \(bind: id)").run()
        }
    }

    public func setFavorite(_ id: UUID, of userID: UUID, _ isFavorite: Bool) async throws {
        guard try await exists(id) else { throw DomainError.notFound }
        if isFavorite {
            // Already a favourite (perhaps by a request a moment ago) is left as it is.
            var insert = RecipeFavoriteRow.Column.insert([.id: UUID(), .userID: userID, .recipeID: id])
            insert.appendLiteral(" ON CONFLICT (user_id, recipe_id) DO NOTHING")
            try await store.run(insert)
        } else {
            try await store.run(
                "DELETE FROM recipe_favorites WHERE user_id = \(bind: userID) AND recipe_id = \(bind: id)")
        }
    }

    /// Adds TheMealDB recipes by their id, and updates ones already imported when `mayUpdate`
    /// (an administrator or the command line; imported recipes belong to nobody, so anyone
    /// else leaves them unchanged). A bad record is reported and skipped.
    public func importDrafts(_ entries: [MealDBPayload.Entry], mayUpdate: Bool) async throws -> ImportSummary {
        var summary = ImportSummary()
        for entry in entries {
            switch entry.result {
            case .failure(let error):
                summary.skipped += 1
                summary.errors.append((entry.index, error.message))
            case .success(let draft):
                do {
                    let fields = try Self.validate(RecipeFields(draft))
                    if let externalID = draft.externalID, let current = try await find(externalID: externalID) {
                        let merged = fields.keepingCorrections(from: current.fields)
                        if merged == current.fields || !mayUpdate {
                            summary.unchanged += 1
                        } else {
                            _ = try await save(current, merged)
                            summary.updated += 1
                        }
                    } else {
                        do {
                            _ = try await create(fields, ownerID: nil, externalID: draft.externalID)
                            summary.imported += 1
                        } catch {
                            // Imported a moment ago by a request like this one?
                            guard let externalID = draft.externalID, try await find(externalID: externalID) != nil
                            else { throw error }
                            summary.unchanged += 1
                        }
                    }
                } catch let failure as DomainError {
                    summary.skipped += 1
                    summary.errors.append((entry.index, "“\(draft.name)”: \(failure.message)"))
                }
            }
        }
        return summary
    }

    /// Loads the bundled starter recipes once per installation; deleting them later is final.
    public func loadStarterCatalogIfNeeded(_ drafts: [RecipeDraft]) async throws {
        let key = "starter_catalog_loaded"
        func loaded() async throws -> Bool {
            try await store.row("SELECT value FROM app_state WHERE key = \(bind: key)") != nil
        }
        guard try await !loaded() else { return }
        let recipes = try drafts.map { try made(RecipeFields($0), ownerID: nil) }
        let estimates = recipes.map { estimate($0.fields) }
        let stamp = ISO8601DateFormatter().string(from: clock.now())
        do {
            try await store.transaction { database in
                for (recipe, estimate) in zip(recipes, estimates) {
                    try await Self.insert(recipe, estimate: estimate, on: database)
                }
                try await database.raw(AppStateRow.Column.insert([.key: key, .value: stamp])).run()
            }
        } catch {
            // Another instance starting at the same moment loaded them first: its key won,
            // this transaction rolled back, and the catalog is there once.
            guard try await loaded() else { throw error }
        }
    }

    // MARK: Photos

    public func photo(of id: UUID) async throws -> (contentType: String, data: Data) {
        guard
            let row = try await store.row("SELECT content_type, data FROM recipe_photos WHERE recipe_id = \(bind: id)")
        else {
            throw DomainError.notFound
        }
        return (try row.string("content_type"), try row.data("data"))
    }

    public func setPhoto(of recipe: Recipe, data: Data) async throws -> Recipe {
        let format = try MealRepository.checkedPhoto(data)
        let id = recipe.id
        let now = clock.now()
        try await store.transaction { database in
            try await Self.savePhoto(of: id, format, data, at: now, on: database)
            try await database.raw("UPDATE recipes SET has_photo = \(bind: true) WHERE id = \(bind: id)").run()
        }
        var updated = recipe
        updated.hasPhoto = true
        return updated
    }

    private static func savePhoto(
        of id: UUID, _ format: ImageFormat, _ data: Data, at instant: Date, on database: any SQLDatabase
    ) async throws {
        try await database.raw(
            RecipePhotoRow.Column.upsert(
                [
                    .id: UUID(), .recipeID: id, .contentType: format.contentType, .data: data, .updatedAt: instant,
                ], on: [.recipeID], keeping: [.id])
        ).run()
    }

    // MARK: Helpers

    package func estimate(_ fields: RecipeFields) -> NutritionEstimate {
        foods.estimate(of: fields)
    }

    /// A new recipe of validated `fields`, not yet stored.
    private func made(
        _ fields: RecipeFields, ownerID: UUID?, externalID: String? = nil, id: UUID? = nil,
        createdAt: Date? = nil
    ) throws -> Recipe {
        let now = clock.now()
        return Recipe(
            id: id ?? UUID(), fields: try Self.validate(fields), hasPhoto: false, externalID: externalID,
            ownerID: ownerID,
            createdAt: createdAt ?? now, updatedAt: now)
    }

    private func save(_ current: Recipe, _ fields: RecipeFields) async throws -> Recipe {
        let updated = Recipe(
            id: current.id, fields: fields, hasPhoto: current.hasPhoto, externalID: current.externalID,
            ownerID: current.ownerID, createdAt: current.createdAt, updatedAt: clock.now())
        let estimate = estimate(fields)
        try await store.transaction { database in
            try await database.raw(
                Column.update(
                    Self.updateList, { RecipeRow.value($0, of: updated, estimate: estimate) },
                    where: "id = \(bind: updated.id)")
            ).run()
            try await Self.insertLines(of: updated, on: database, replacing: true)
            try await Self.insertWords(of: updated, on: database, replacing: true)
        }
        return updated
    }

    /// What an update rewrites: not the id, owner, external id, photo flag or creation time.
    private static let updateList = Column.allCases.filter {
        ![.id, .ownerID, .externalID, .hasPhoto, .createdAt].contains($0)
    }

    private static func insert(_ recipe: Recipe, estimate: NutritionEstimate, on database: any SQLDatabase) async throws
    {
        try await database.raw(
            Column.insert([Column.allCases.map { RecipeRow.value($0, of: recipe, estimate: estimate) }])
        ).run()
        try await insertLines(of: recipe, on: database, replacing: false)
        try await insertWords(of: recipe, on: database, replacing: false)
    }

    private static func insertWords(of recipe: Recipe, on database: any SQLDatabase, replacing: Bool) async throws {
        if replacing { try await database.raw("DELETE FROM recipe_words WHERE recipe_id = \(bind: recipe.id)").run() }
        try await insert(words: RecipeWordRow.values(of: recipe), on: database)
    }

    /// Rows of `recipe_words`, a thousand a statement (a few thousand values, well under both
    /// engines' limits however many words a recipe has).
    private static func insert(words rows: [[any Encodable & Sendable]], on database: any SQLDatabase) async throws {
        for start in stride(from: 0, to: rows.count, by: 1000) {
            try await database.raw(RecipeWordRow.Column.insert(rows[start..<min(start + 1000, rows.count)])).run()
        }
    }

    /// Fills `recipe_words` again from the words every recipe stores (`name_words`,
    /// `ingredient_words`): after migration 017 creates it and after a restore.
    package static func indexWords(on database: any SQLDatabase) async throws {
        try await database.raw("DELETE FROM recipe_words").run()
        var rows: [[any Encodable & Sendable]] = []
        func flush() async throws {
            try await insert(words: rows, on: database)
            rows.removeAll(keepingCapacity: true)
        }
        for recipe in try await database.raw("SELECT id, name_key, name_words, ingredient_words FROM recipes").all() {
            let id = try recipe.decode(column: Column.id.rawValue, as: UUID.self)
            let nameKey = try recipe.decode(column: Column.nameKey.rawValue, as: String.self)
            for (kind, column) in [(RecipeWordRow.Kind.name, Column.nameWords), (.ingredient, .ingredientWords)] {
                let words = try recipe.decode(column: column.rawValue, as: String.self).split(separator: " ").map(
                    String.init)
                rows += kind.entries(words).map { RecipeWordRow.values(kind, $0, nameKey: nameKey, recipeID: id) }
            }
            if rows.count >= 1000 { try await flush() }
        }
        try await flush()
    }

    private static func insertLines(of recipe: Recipe, on database: any SQLDatabase, replacing: Bool) async throws {
        if replacing { try await database.raw("DELETE FROM recipe_lines WHERE recipe_id = \(bind: recipe.id)").run() }
        guard !recipe.fields.lines.isEmpty else { return }
        try await database.raw(
            RecipeLineRow.Column.insert(
                recipe.fields.lines.enumerated().map { position, line in
                    RecipeLineRow.values(recipeID: recipe.id, position: position, line: line)
                })
        ).run()
    }

    /// The recipe with this id, its lines in order: two indexed reads.
    package func find(_ id: UUID) async throws -> Recipe? {
        guard let row = try await store.row("SELECT \(unsafeRaw: Column.list) FROM recipes WHERE id = \(bind: id)")
        else { return nil }
        return try RecipeRow.recipe(row, lines: try await lines(of: id))
    }

    /// `ownerID`'s recipe imported from the page at `sourceURL`, if any: importing a page
    /// again updates it.
    package func find(sourceURL: String, ownerID: UUID) async throws -> Recipe? {
        guard
            let row = try await store.row(
                """
                SELECT \(unsafeRaw: Column.list) FROM recipes WHERE owner_id = \(bind: ownerID) AND source_url =
                \(bind: sourceURL)
                ORDER BY created_at LIMIT 1
                """)
        else { return nil }
        return try RecipeRow.recipe(row, lines: try await lines(of: try row.uuid(Column.id.rawValue)))
    }

    private func find(externalID: String) async throws -> Recipe? {
        guard
            let row = try await store.row(
                "SELECT \(unsafeRaw: Column.list) FROM recipes WHERE external_id = \(bind: externalID)")
        else {
            return nil
        }
        return try RecipeRow.recipe(row, lines: try await lines(of: try row.uuid(Column.id.rawValue)))
    }

    private func lines(of id: UUID) async throws -> [RecipeLine] {
        try await store.rows(
            """
            SELECT \(unsafeRaw: RecipeLineRow.Column.list) FROM recipe_lines WHERE recipe_id = \(bind: id) ORDER BY
            position
            """
        ).map(RecipeLineRow.line)
    }

    package static func validate(_ fields: RecipeFields) throws -> RecipeFields {
        do { return try fields.validated() } catch { throw DomainError.invalid(error) }
    }
}
