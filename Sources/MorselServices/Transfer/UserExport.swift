import Foundation
import MorselCore
import MorselData

/// Everything one person owns, for them to keep or to move to another Morsel: settings and
/// goals, the whole journal (photos included), favourite meals and recipes, and the recipes
/// they created. The JSON form re-imports (`morsel import morsel FILE`) without duplicates:
/// meals and recipes keep their ids, and ids already present are skipped.
public struct UserExport: Codable, Sendable {
    public static let format = "morsel-export"

    public struct Settings: Sendable {
        package var sortOrder: String
        package var timeZone: String
        /// Every goal of ``MorselCore/GoalsInput/fields`` with a value, under its key.
        package var goals: [String: FieldValue]
        // Since the nutrients issue; absent from older exports.
        package var lifeStage: String?
        package var nutrientTargets: [String: Double]?
    }

    public struct Photo: Codable, Sendable {
        package var contentType: String
        /// The image's bytes (base64 in JSON).
        package var data: Data
    }

    public struct ExportedMeal: Sendable {
        package var id: UUID
        /// Every field a person types (``MorselCore/MealInput/fields``), under its key: a day
        /// `yyyy-mm-dd`, a time `HH:mm` (absent when none).
        package var fields: [String: FieldValue]
        package var favorite: Bool
        package var createdAt: Date
        package var updatedAt: Date
        package var photo: Photo?
        /// What a meal logged from a food or a recipe knows beyond its macros (`of=1;iron=2.71/1`).
        package var nutrients: String?
        /// Who its figures are from; since 2026-11-27, absent from older exports.
        package var source: String?

        package var name: String { fields[MealField.name.key]?.text() ?? "" }

        package init(_ meal: Meal, photo: Photo?) {
            let d = meal.details
            (id, favorite, createdAt, updatedAt, self.photo) = (
                meal.id, meal.isFavorite, meal.createdAt, meal.updatedAt, photo
            )
            fields = MealInput.values(of: d)
            (nutrients, source) = (d.nutrients?.storedText, d.source)
        }
    }

    public struct ExportedLine: Codable, Sendable {
        package var name: String
        package var measure: String
        package var foodId: String?
        package var grams: Double?
        package var text: String?
    }

    /// A recipe this person created: every field of ``MorselCore/RecipeInput/fields`` with a
    /// value, under its key, its lines, and what its import found (site, stated nutrition).
    public struct ExportedRecipe: Sendable {
        package var id: UUID
        package var fields: [String: FieldValue]
        package var ingredients: [ExportedLine]
        package var createdAt: Date
        // Since the import issue; absent from older exports.
        package var siteName: String?
        package var statedNutrition: [String: String]?

        package var name: String { fields[RecipeField.name.key]?.text() ?? "" }

        /// The recipe's fields, as it was exported; a number that does not read is refused
        /// naming the recipe.
        package func recipeFields() throws -> RecipeFields {
            var input = RecipeInput(file: fields)
            input.lines = ingredients.map {
                RecipeLine(name: $0.name, measure: $0.measure, foodID: $0.foodId, grams: $0.grams, text: $0.text)
            }
            var recipe: RecipeFields
            do { recipe = try input.applied(to: RecipeFields(name: "")) } catch {
                throw DomainError.invalid(
                    ValidationFailure(
                        error.errors.map { FieldError(field: "recipes[\(name)].\($0.field)", message: $0.message) }))
            }
            recipe.siteName = siteName
            recipe.stated = statedNutrition.flatMap(StatedNutrition.init)
            return recipe
        }

        package init(_ recipe: Recipe) {
            let f = recipe.fields
            (id, createdAt, siteName, statedNutrition) = (recipe.id, recipe.createdAt, f.siteName, f.stated?.values)
            fields = RecipeInput.values(of: f)
            ingredients = f.lines.map {
                ExportedLine(name: $0.name, measure: $0.measure, foodId: $0.foodID, grams: $0.grams, text: $0.text)
            }
        }
    }

    public var format: String
    public var version: Int
    public var exportedAt: Date
    public var username: String
    public var settings: Settings
    public var meals: [ExportedMeal]
    /// Recipes this person created.
    public var recipes: [ExportedRecipe]
    /// Ids of the recipes (anyone's) this person marked as favourites.
    public var favoriteRecipes: [UUID]
    /// Since the nutrients issue; absent from older exports.
    public var savedMeals: [ExportedSavedMeal]?
    /// In kilograms, whatever the person weighs in.
    public var weights: [ExportedWeight]?

    public struct ExportedWeight: Codable, Sendable {
        /// `yyyy-mm-dd`
        package var date: String
        package var kilograms: Double
        package var note: String
        /// Said right though far from the trend; since issue 37, absent from older exports.
        package var confirmed: Bool?
    }

    /// Since issue 37; absent from older exports.
    public var checkIns: [ExportedCheckIn]?

    /// A weekly check-in: the estimate that day (kcal), the target it set, and the answer.
    public struct ExportedCheckIn: Codable, Sendable {
        /// `yyyy-mm-dd`
        package var date: String
        package var expenditure: Double
        package var low: Double
        package var high: Double
        /// formula, blend or measured.
        package var basis: String
        package var days: Int
        package var trendKilograms: Double
        package var formula: Double?
        /// kg a week, negative to lose.
        package var weeklyChange: Double
        package var target: Int
        package var protein: Int
        package var fat: Int
        package var carbs: Int
        package var previousTarget: Int
        package var reason: String
        /// pending, accepted or kept.
        package var decision: String

        package init(_ checkIn: CheckIn) {
            let estimate = checkIn.estimate
            (date, expenditure, low, high) = (checkIn.date.iso, estimate.kcal, estimate.low, estimate.high)
            (basis, days, trendKilograms, formula) = (
                estimate.basis.rawValue, estimate.days, estimate.trendWeight, estimate.formula
            )
            (weeklyChange, target, protein, fat, carbs) = (
                checkIn.weeklyChange, checkIn.target, checkIn.protein, checkIn.fat, checkIn.carbs
            )
            (previousTarget, reason, decision) = (checkIn.previousTarget, checkIn.reason, checkIn.decision.rawValue)
        }

        /// The check-in, or nil when its date, basis or answer does not read.
        package var checkIn: CheckIn? {
            guard let day = MealDate(iso: date), let basis = ExpenditureEstimate.Basis(rawValue: basis),
                let decision = CheckIn.Decision(rawValue: decision)
            else { return nil }
            let estimate = ExpenditureEstimate(
                date: day, kcal: expenditure, low: low, high: high, days: days, basis: basis, formula: formula,
                trendWeight: trendKilograms)
            return CheckIn(
                date: day, estimate: estimate, weeklyChange: weeklyChange, target: target, protein: protein, fat: fat,
                carbs: carbs, previousTarget: previousTarget, reason: reason, decision: decision)
        }
    }

    /// Every field of ``MorselCore/SavedMealInput/fields``, under its key.
    public struct ExportedSavedMeal: Codable, Sendable {
        package var fields: [String: FieldValue]

        package init(_ meal: SavedMeal) { fields = SavedMealInput.values(of: meal) }

        public init(from decoder: any Decoder) throws { fields = try SavedMealInput.decodeValues(from: decoder) }

        public func encode(to encoder: any Encoder) throws {
            try SavedMealInput.encode(fields, to: encoder, leavingOutNone: true)
        }
    }

    /// What an import added and what it found already there.
    public struct ImportSummary: Sendable, Equatable {
        public var mealsAdded = 0, mealsSkipped = 0, recipesAdded = 0, recipesSkipped = 0, favoritesAdded = 0,
            savedMealsAdded = 0, weightsAdded = 0, checkInsAdded = 0
    }
}

extension UserExport {
    /// Collects `account`'s data.
    public static func make(
        for account: Account, journals: Journals, catalog: RecipeRepository, savedMeals: SavedMealRepository,
        weights: WeightRepository, clock: AppClock
    ) async throws -> UserExport {
        let journal = journals.of(account.id)
        var meals: [ExportedMeal] = []
        for meal in try await journal.all(order: .date) {
            let photo = meal.hasPhoto ? try await journal.photo(of: meal.id) : nil
            meals.append(ExportedMeal(meal, photo: photo.map { Photo(contentType: $0.contentType, data: $0.data) }))
        }
        let recipes = try await catalog.owned(by: account.id).map(ExportedRecipe.init)
        let goals = account.goals
        return UserExport(
            format: format, version: 1, exportedAt: clock.now(), username: account.username,
            settings: Settings(
                sortOrder: account.sortOrder.rawValue, timeZone: account.timeZoneName,
                goals: GoalsInput.values(of: goals), lifeStage: goals.nutrients.lifeStage.rawValue,
                nutrientTargets: goals.nutrients.overridesByName),
            meals: meals, recipes: recipes, favoriteRecipes: try await catalog.favoriteIDs(of: account.id),
            savedMeals: try await savedMeals.all().map(ExportedSavedMeal.init),
            weights: try await weights.entries().map {
                ExportedWeight(date: $0.date.iso, kilograms: $0.kilograms, note: $0.note, confirmed: $0.confirmed)
            },
            checkIns: try await checkIns(weights).recent(limit: nil).reversed().map(
                ExportedCheckIn.init))
    }

    /// The person's check-ins, read where their weighings are (the same store and person).
    private static func checkIns(_ weights: WeightRepository) -> CheckInRepository {
        CheckInRepository(store: weights.store, ownerID: weights.ownerID, clock: weights.clock)
    }

    /// The export as JSON: sorted keys, ISO 8601 times, pretty enough to read.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    /// Reads an export written by ``json()``; anything else is a clear error.
    public static func read(_ data: Data) throws -> UserExport {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let export = try? decoder.decode(UserExport.self, from: data), export.format == format else {
            throw DomainError.unreadable(
                "This is not a Morsel export (a JSON file from `morsel export` or GET /api/v1/export).")
        }
        return export
    }

    /// The journal as CSV, one meal per row, for spreadsheets: its fields, then whether it is a favourite.
    public func csv() -> String {
        let header = (MealInput.fields.map(\.key) + ["favorite"]).joined(separator: ",")
        let rows = meals.map { meal in
            (MealInput.fields.map { meal.fields[$0.key]?.text(dates: \.iso) ?? "" } + [meal.favorite ? "yes" : "no"])
                .map(Self.csvField).joined(separator: ",")
        }
        return ([header] + rows).joined(separator: "\r\n") + "\r\n"
    }

    /// RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so spreadsheets do not run it.
    package static func csvField(_ value: String) -> String {
        var text = value
        if let first = text.first, "=+-@".contains(first), Double(text) == nil { text = "'" + text }
        guard text.contains(where: { ",\"\r\n".contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Adds this export's data to `account`, skipping meals and recipes whose ids are already
    /// stored; settings and goals are taken from the export.
    public func importing(
        into account: Account, users: UserRepository, journals: Journals, catalog: RecipeRepository,
        savedMeals: SavedMealRepository, weights: WeightRepository
    ) async throws -> ImportSummary {
        var summary = ImportSummary()
        var settingsErrors: [FieldError] = []
        do {
            _ = try await users.updateSettings(
                userID: account.id, sortOrder: settings.sortOrder, timeZone: settings.timeZone)
        } catch DomainError.invalid(let failure) { settingsErrors += failure.errors }
        var goals = GoalsInput(file: settings.goals)
        goals.nutrients = NutrientTargetsInput(
            lifeStage: settings.lifeStage, targets: (settings.nutrientTargets ?? [:]).mapValues { .number($0) })
        do { _ = try await users.updateGoals(userID: account.id, goals) } catch DomainError.invalid(let failure) {
            settingsErrors += failure.errors
        }
        guard settingsErrors.isEmpty else { throw DomainError.invalid(ValidationFailure(settingsErrors)) }

        let journal = journals.of(account.id)
        for exported in meals {
            let meal = try exported.meal()
            if try await journal.restore(meal, photo: exported.photo.map { ($0.contentType, $0.data) }) {
                summary.mealsAdded += 1
            } else {
                summary.mealsSkipped += 1
            }
        }
        for exported in recipes {
            if try await catalog.exists(exported.id) {
                summary.recipesSkipped += 1
                continue
            }
            do {
                _ = try await catalog.create(
                    try exported.recipeFields(), ownerID: account.id, id: exported.id, createdAt: exported.createdAt)
            } catch {
                // The same export, imported at the same moment, added it first?
                guard try await catalog.exists(exported.id) else { throw error }
                summary.recipesSkipped += 1
                continue
            }
            summary.recipesAdded += 1
        }
        let favorites = Set(try await catalog.favoriteIDs(of: account.id))
        for id in favoriteRecipes where !favorites.contains(id) {
            guard try await catalog.exists(id) else { continue }
            try await catalog.setFavorite(id, of: account.id, true)
            summary.favoritesAdded += 1
        }
        // Saved meals by name: one already there stays as it is. They were checked when saved.
        let saved = Set(try await savedMeals.all().map { $0.name.lowercased() })
        for exported in self.savedMeals ?? [] {
            let meal = SavedMealInput(file: exported.fields).restored(id: UUID())
            guard !saved.contains(meal.name.lowercased()) else { continue }
            _ = try await savedMeals.create(meal)
            summary.savedMealsAdded += 1
        }
        // Weighings by day: one already logged that day stays, and of two exported for one day, the first.
        var weighed = Set(try await weights.entries().map(\.date))
        for exported in self.weights ?? [] {
            guard let date = MealDate(iso: exported.date), weighed.insert(date).inserted else { continue }
            var entry: WeightEntry
            do {
                entry = try WeightEntry.validated(
                    date: date, weight: .number(exported.kilograms), unit: .kilograms, note: exported.note)
            } catch {
                throw DomainError.invalid(
                    ValidationFailure(
                        error.errors.map {
                            FieldError(field: "weights[\(exported.date)].\($0.field)", message: $0.message)
                        }))
            }
            entry.confirmed = exported.confirmed ?? false
            try await weights.save(entry)
            summary.weightsAdded += 1
        }
        // Check-ins by day, oldest first: one already there that day stays.
        let checkIns = Self.checkIns(weights)
        for exported in self.checkIns ?? [] {
            guard let checkIn = exported.checkIn else {
                throw DomainError.invalid(
                    "checkIns[\(exported.date)]", "This check-in's date, basis or answer does not read.")
            }
            if try await checkIns.add(checkIn).added { summary.checkInsAdded += 1 }
        }
        return summary
    }
}

extension UserExport.Settings: Codable {
    private enum CodingKeys: String, CodingKey {
        case sortOrder, timeZone, lifeStage, nutrientTargets
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sortOrder = try container.decode(String.self, forKey: .sortOrder)
        timeZone = try container.decode(String.self, forKey: .timeZone)
        lifeStage = try container.decodeIfPresent(String.self, forKey: .lifeStage)
        nutrientTargets = try container.decodeIfPresent([String: Double].self, forKey: .nutrientTargets)
        goals = try GoalsInput.decodeValues(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sortOrder, forKey: .sortOrder)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encodeIfPresent(lifeStage, forKey: .lifeStage)
        try container.encodeIfPresent(nutrientTargets, forKey: .nutrientTargets)
        try GoalsInput.encode(goals, to: encoder, leavingOutNone: true)
    }
}

extension UserExport.ExportedRecipe: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, createdAt, siteName, statedNutrition
        case ingredients // RecipeInput.ingredientsKey
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        ingredients = try container.decode([UserExport.ExportedLine].self, forKey: .ingredients)
        siteName = try container.decodeIfPresent(String.self, forKey: .siteName)
        statedNutrition = try container.decodeIfPresent([String: String].self, forKey: .statedNutrition)
        fields = try RecipeInput.decodeValues(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(ingredients, forKey: .ingredients)
        try container.encodeIfPresent(siteName, forKey: .siteName)
        try container.encodeIfPresent(statedNutrition, forKey: .statedNutrition)
        try RecipeInput.encode(fields, to: encoder, leavingOutNone: true)
    }
}

extension UserExport.ExportedMeal: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, favorite, createdAt, updatedAt, photo, nutrients, source
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        favorite = try container.decode(Bool.self, forKey: .favorite)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        updatedAt = try container.decode(Date.self, forKey: .updatedAt)
        photo = try container.decodeIfPresent(UserExport.Photo.self, forKey: .photo)
        nutrients = try container.decodeIfPresent(String.self, forKey: .nutrients)
        source = try container.decodeIfPresent(String.self, forKey: .source)
        fields = try MealInput.decodeValues(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(favorite, forKey: .favorite)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encodeIfPresent(photo, forKey: .photo)
        try container.encodeIfPresent(nutrients, forKey: .nutrients)
        try container.encodeIfPresent(source, forKey: .source)
        try MealInput.encode(fields, to: encoder, leavingOutNone: true)
    }

    /// The meal, checked by the same rules as a typed one.
    package func meal() throws -> Meal {
        let input = MealInput { fields[$0.key]?.input }
        var details: MealDetails
        do {
            details = try input.validate(today: MealDate(createdAt, in: TimeZone(identifier: "UTC")!)).details
        } catch {
            throw DomainError.invalid(
                ValidationFailure(
                    error.errors.map { FieldError(field: "meals[\(name)].\($0.field)", message: $0.message) }))
        }
        if let nutrients {
            guard let totals = NutrientTotals(storedText: nutrients) else {
                throw DomainError.invalid("meals[\(name)].nutrients", "The nutrients of “\(name)” do not read.")
            }
            (details.nutrients, details.source) = (totals, source)
        }
        return Meal(
            id: id, details: details, isFavorite: favorite, hasPhoto: photo != nil, createdAt: createdAt,
            updatedAt: updatedAt)
    }
}
