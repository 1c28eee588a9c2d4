import Foundation

/// What a person says about a meal: everything they type or pick in the form.
public struct MealDetails: Hashable, Sendable {
    public var name: String
    public var category: MealCategory
    public var nutrition: Nutrition
    public var date: MealDate
    public var time: TimeOfDay?
    /// 0 to 5 stars; 0 means not rated.
    public var rating: Int
    public var notes: String
    /// Vitamins, minerals and the rest, for a meal logged from a food or a recipe: the food's
    /// amounts, or the recipe's totals with how many of its lines knew each. Nil for a meal
    /// typed by hand, which knows only its calories and macros.
    public var nutrients: NutrientTotals?
    /// Who the figures of a meal logged from foods are from ("USDA FNDDS 2021-2023; USDA
    /// SR28"), shown with them; nil for a meal typed by hand. Kept, like ``nutrients``, only
    /// while the nutrition it came with stands.
    public var source: String?

    public init(name: String, category: MealCategory, nutrition: Nutrition, date: MealDate,
                time: TimeOfDay? = nil, rating: Int = 0, notes: String = "", nutrients: NutrientTotals? = nil, source: String? = nil) {
        self.name = name
        self.category = category
        self.nutrition = nutrition
        self.date = date
        self.time = time
        self.rating = rating
        self.notes = notes
        self.nutrients = nutrients
        self.source = source
    }
}

/// A logged meal in someone's journal.
public struct Meal: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var details: MealDetails
    public var isFavorite: Bool
    public var hasPhoto: Bool
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: UUID, details: MealDetails, isFavorite: Bool = false, hasPhoto: Bool = false,
                createdAt: Date, updatedAt: Date? = nil) {
        self.id = id
        self.details = details
        self.isFavorite = isFavorite
        self.hasPhoto = hasPhoto
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    public var name: String { details.name }
    public var category: MealCategory { details.category }
    public var nutrition: Nutrition { details.nutrition }
    public var date: MealDate { details.date }
    public var time: TimeOfDay? { details.time }
    public var rating: Int { details.rating }

    /// The details of the same meal eaten again now: everything as it was (name,
    /// category, nutrition, rating, notes), dated today at the current time in the
    /// person's time zone. The caller copies the photo.
    public func loggedAgain(at instant: Date, in timeZone: TimeZone) -> MealDetails {
        var again = details
        again.date = MealDate(instant, in: timeZone)
        again.time = TimeOfDay(instant, in: timeZone)
        return again
    }
}
