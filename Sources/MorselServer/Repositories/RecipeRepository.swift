import FluentKit
import Foundation
import MorselCore

/// A recipe as lists show it: no lines, the cached per-serving estimate.
public struct RecipeSummary: Sendable, Equatable {
    public let id: UUID
    public let name: String
    public let category: String
    public let area: String
    public let imageURL: String?
    public let hasPhoto: Bool
    public let servings: Int
    public let cookMinutes: Int?
    public let perServing: Nutrition
    public let coverage: Double
}

/// The shared recipe catalog: searching, adding, changing, importing, favourites.
/// Anyone signed in reads it; only a recipe's creator or an admin changes it.
public struct RecipeRepository: Sendable {
    let database: any Database
    let clock: AppClock
    let foods: FoodCatalog

    public struct Filter: Sendable {
        public var query: String?
        public var category: String?
        public var area: String?
        public var ingredient: String?
        /// Only this person's favourites.
        public var favoritesOf: UUID?

        public init(query: String? = nil, category: String? = nil, area: String? = nil, ingredient: String? = nil, favoritesOf: UUID? = nil) {
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

    /// A page of recipes by name; `query` matches words of the name, `ingredient` words of any ingredient.
    public func list(_ filter: Filter, limit: Int = 24, offset: Int = 0) async throws -> (items: [RecipeSummary], total: Int) {
        let query = RecipeModel.query(on: database)
        // Each word must begin a word of the name (so "tom" finds "Tomato soup" while typing),
        // and each ingredient word must be a whole word of an ingredient.
        for word in FoodText.words(filter.query ?? "") {
            query.filter(\.$nameWords ~~ " \(word)")
        }
        for word in FoodText.words(filter.ingredient ?? "") {
            query.filter(\.$ingredientWords ~~ " \(word) ")
        }
        if let category = filter.category?.trimmingCharacters(in: .whitespaces), !category.isEmpty {
            query.filter(\.$categoryKey == category.lowercased())
        }
        if let area = filter.area?.trimmingCharacters(in: .whitespaces), !area.isEmpty {
            query.filter(\.$areaKey == area.lowercased())
        }
        if let userID = filter.favoritesOf {
            let ids = try await RecipeFavoriteModel.query(on: database).filter(\.$user.$id == userID).all().map { $0.$recipe.id }
            query.filter(\.$id ~~ ids)
        }
        let total = try await query.copy().count()
        let items = try await query.sort(\.$nameKey).sort(\.$id).range(offset..<(offset + limit)).all().map(\.summary)
        return (items, total)
    }

    /// Up to `count` different recipes chosen at random.
    public func random(count: Int) async throws -> [RecipeSummary] {
        let total = try await RecipeModel.query(on: database).count()
        guard total > 0 else { return [] }
        var picked: [RecipeSummary] = []
        for offset in Array(0..<total).shuffled().prefix(count) {
            if let model = try await RecipeModel.query(on: database).sort(\.$id).range(offset..<(offset + 1)).first() {
                picked.append(model.summary)
            }
        }
        return picked
    }

    public func recipe(_ id: UUID) async throws -> Recipe {
        try await load(try model(id))
    }

    /// The categories and areas in use, for the browse page's pickers.
    public func facets() async throws -> (categories: [String], areas: [String]) {
        let models = try await RecipeModel.query(on: database).field(\.$category).field(\.$area).all()
        let categories = Set(models.map(\.category).filter { !$0.isEmpty }).sorted()
        let areas = Set(models.map(\.area).filter { !$0.isEmpty }).sorted()
        return (categories, areas)
    }

    /// The catalog's recipe ids for TheMealDB ids it already holds.
    public func localIDs(forExternal ids: [String]) async throws -> [String: String] {
        guard !ids.isEmpty else { return [:] }
        let models = try await RecipeModel.query(on: database).filter(\.$externalID ~~ ids).all()
        return Dictionary(models.compactMap { model in model.externalID.map { ($0, model.id!.uuidString) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The recipes a person created, oldest first.
    public func owned(by userID: UUID) async throws -> [Recipe] {
        var recipes: [Recipe] = []
        for model in try await RecipeModel.query(on: database).filter(\.$owner.$id == userID).sort(\.$createdAt).all() {
            recipes.append(model.recipe(lines: try await lines(of: model.id!, on: database)))
        }
        return recipes
    }

    /// The ids of a person's favourite recipes.
    public func favoriteIDs(of userID: UUID) async throws -> [UUID] {
        try await RecipeFavoriteModel.query(on: database).filter(\.$user.$id == userID).all().map(\.$recipe.id)
    }

    public func exists(_ id: UUID) async throws -> Bool {
        try await RecipeModel.find(id, on: database) != nil
    }

    public func isFavorite(_ id: UUID, of userID: UUID) async throws -> Bool {
        try await RecipeFavoriteModel.query(on: database).filter(\.$user.$id == userID).filter(\.$recipe.$id == id).count() > 0
    }

    // MARK: Writing

    /// Adds a recipe; `id` and `createdAt` are kept when given (re-importing a person's export).
    public func create(_ fields: RecipeFields, ownerID: UUID?, externalID: String? = nil, id: UUID? = nil,
                       createdAt: Date? = nil) async throws -> Recipe {
        let clean = try Self.validate(fields)
        return try await database.transaction { database in
            let model = RecipeModel()
            model.id = id
            model.$owner.id = ownerID
            model.externalID = externalID
            model.hasPhoto = false
            model.createdAt = createdAt ?? clock.now()
            model.apply(clean, estimate: estimate(clean), at: clock.now())
            try await model.create(on: database)
            try await replaceLines(of: model.id!, with: clean.lines, on: database)
            return model.recipe(lines: try await lines(of: model.id!, on: database))
        }
    }

    /// Replaces a recipe's fields; only its creator or an admin may.
    public func update(_ id: UUID, to fields: RecipeFields, by user: CurrentUser) async throws -> Recipe {
        let model = try await model(id)
        try Self.checkEditable(model, by: user)
        let clean = try Self.validate(fields)
        return try await save(model, clean)
    }

    public func delete(_ id: UUID, by user: CurrentUser) async throws {
        let model = try await model(id)
        try Self.checkEditable(model, by: user)
        try await database.transaction { database in
            try await RecipeLineModel.query(on: database).filter(\.$recipe.$id == id).delete()
            try await RecipeFavoriteModel.query(on: database).filter(\.$recipe.$id == id).delete()
            try await RecipePhotoModel.query(on: database).filter(\.$recipe.$id == id).delete()
            try await model.delete(on: database)
        }
    }

    public func setFavorite(_ id: UUID, of userID: UUID, _ isFavorite: Bool) async throws {
        _ = try await model(id)
        let existing = try await RecipeFavoriteModel.query(on: database).filter(\.$user.$id == userID).filter(\.$recipe.$id == id).first()
        if isFavorite, existing == nil {
            try await RecipeFavoriteModel(userID: userID, recipeID: id).create(on: database)
        } else if !isFavorite, let existing {
            try await existing.delete(on: database)
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
                    if let externalID = draft.externalID,
                       let existing = try await RecipeModel.query(on: database).filter(\.$externalID == externalID).first() {
                        let current = try await load(existing)
                        let merged = fields.keepingCorrections(from: current.fields)
                        if merged == current.fields || !mayUpdate {
                            summary.unchanged += 1
                        } else {
                            _ = try await save(existing, merged)
                            summary.updated += 1
                        }
                    } else {
                        _ = try await create(fields, ownerID: nil, externalID: draft.externalID)
                        summary.imported += 1
                    }
                } catch let failure as AppError {
                    summary.skipped += 1
                    summary.errors.append((entry.index, "“\(draft.name)”: \(failure.detail)"))
                }
            }
        }
        return summary
    }

    /// Loads the bundled starter recipes once per installation; deleting them later is final.
    public func loadStarterCatalogIfNeeded(_ drafts: [RecipeDraft]) async throws {
        let key = "starter_catalog_loaded"
        guard try await AppStateModel.find(key, on: database) == nil else { return }
        do {
            try await database.transaction { database in
                let repository = RecipeRepository(database: database, clock: clock, foods: foods)
                for draft in drafts { _ = try await repository.create(RecipeFields(draft), ownerID: nil) }
                try await AppStateModel(key: key, value: ISO8601DateFormatter().string(from: clock.now())).create(on: database)
            }
        } catch {
            // Another instance starting at the same moment loaded them first: its key won,
            // this transaction rolled back, and the catalog is there once.
            guard try await AppStateModel.find(key, on: database) != nil else { throw error }
        }
    }

    // MARK: Photos

    public func photo(of id: UUID) async throws -> (contentType: String, data: Data) {
        guard let photo = try await RecipePhotoModel.query(on: database).filter(\.$recipe.$id == id).first() else { throw AppError.notFound }
        return (photo.contentType, photo.data)
    }

    public func setPhoto(of id: UUID, data: Data, by user: CurrentUser) async throws -> Recipe {
        let format = try MealRepository.checkedPhoto(data)
        let model = try await model(id)
        try Self.checkEditable(model, by: user)
        try await database.transaction { database in
            try await RecipePhotoModel.query(on: database).filter(\.$recipe.$id == id).delete()
            try await RecipePhotoModel(recipeID: id, contentType: format.contentType, data: data, updatedAt: clock.now()).create(on: database)
            model.hasPhoto = true
            try await model.save(on: database)
        }
        return try await load(model)
    }

    // MARK: Helpers

    func estimate(_ fields: RecipeFields) -> NutritionEstimate {
        fields.estimate(with: foods.matcher)
    }

    private func save(_ model: RecipeModel, _ fields: RecipeFields) async throws -> Recipe {
        try await database.transaction { database in
            model.apply(fields, estimate: estimate(fields), at: clock.now())
            try await model.save(on: database)
            try await replaceLines(of: model.id!, with: fields.lines, on: database)
            return model.recipe(lines: try await lines(of: model.id!, on: database))
        }
    }

    private func replaceLines(of id: UUID, with lines: [RecipeLine], on database: any Database) async throws {
        try await RecipeLineModel.query(on: database).filter(\.$recipe.$id == id).delete()
        for (position, line) in lines.enumerated() {
            try await RecipeLineModel(recipeID: id, position: position, line: line).create(on: database)
        }
    }

    private func lines(of id: UUID, on database: any Database) async throws -> [RecipeLineModel] {
        try await RecipeLineModel.query(on: database).filter(\.$recipe.$id == id).sort(\.$position).all()
    }

    private func load(_ model: RecipeModel) async throws -> Recipe {
        model.recipe(lines: try await lines(of: model.id!, on: database))
    }

    private func model(_ id: UUID) async throws -> RecipeModel {
        guard let model = try await RecipeModel.find(id, on: database) else { throw AppError.notFound }
        return model
    }

    private static func checkEditable(_ model: RecipeModel, by user: CurrentUser) throws {
        guard user.isAdmin || model.$owner.id == user.id else {
            throw AppError.forbidden("Only the person who added this recipe, or an administrator, can change it.")
        }
    }

    static func validate(_ fields: RecipeFields) throws -> RecipeFields {
        do { return try fields.validated() } catch { throw AppError.validation(error) }
    }
}

extension RecipeModel {
    var summary: RecipeSummary {
        RecipeSummary(id: id!, name: name, category: category, area: area, imageURL: imageURL, hasPhoto: hasPhoto,
                      servings: servings, cookMinutes: cookMinutes, perServing: perServing, coverage: coverage)
    }
}
