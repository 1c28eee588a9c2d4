import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// What the day page (Today, or another day) reads from the journal: kept in ``JournalCache`` as one answer, so a
/// page shown again before the journal changes reads none of it.
struct DayPageJournal: Sendable {
    let day: DailySummary
    let favorites: [Meal]
    /// True when the journal has no meals at all: the page offers the samples.
    let journalIsEmpty: Bool
    let frequent: [Meal]
    let savedMeals: [SavedMeal]

    init(date: MealDate, today: MealDate, meals: MealRepository, savedMeals: SavedMealRepository) async throws {
        day = try await meals.day(date)
        (favorites, journalIsEmpty) = try await meals.todayExtras(favoritesLimit: TodayPage.favoritesShown + 1)
        frequent = try await meals.frequent(today: today, limit: TodayPage.frequentShown)
        self.savedMeals = try await savedMeals.all()
    }
}
