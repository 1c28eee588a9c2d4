import Foundation

/// A logged meal in someone's journal.
public struct Meal: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var details: MealDetails
    public var isFavorite: Bool
    public var hasPhoto: Bool
    public let createdAt: Date
    public var updatedAt: Date

    public init(
        id: UUID, details: MealDetails, isFavorite: Bool = false, hasPhoto: Bool = false,
        createdAt: Date, updatedAt: Date? = nil
    ) {
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
