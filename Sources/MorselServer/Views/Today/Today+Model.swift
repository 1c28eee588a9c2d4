import Foundation
import MorselCore
import MorselData
import MorselServices

/// The day page (home is today): the day's meals and totals, quick add, favourites.
struct TodayPage: Sendable {
    let context: PageContext
    let day: DailySummary
    let isToday: Bool
    let favorites: [Meal]
    /// True when the journal has no meals at all: offer the samples.
    let journalIsEmpty: Bool
    let goals: Goals
    /// The in-app reminder: today, after the person's reminder time, with nothing logged.
    var isReminderDue = false
    /// Meals eaten most and lately, to log again in one tap (``MorselCore/FrequentMeals``).
    var frequent: [Meal] = []
    /// "My usual breakfast" and the like, logged in one tap.
    var savedMeals: [SavedMeal] = []
    /// Text for the "Log in words" field: what was said before, when it could not be logged.
    var said = ""
    /// The meal just logged in words, shown beside the words box with its breakdown, to change or undo.
    var justLogged: Meal?
    /// The latest weekly check-in and the latest taken, when the plan steers the target (today only).
    var checkIns = Coaching.Standing()

    static let frequentShown = 8
    /// The person's today, where copies of another day go by default.
    var todayDate: MealDate = MealDate.fallback

    /// The favourites the page lists, by name; the page reads one more to know if there are others.
    static let favoritesShown = 12

    var shownFavorites: ArraySlice<Meal> { favorites.prefix(Self.favoritesShown) }
    var hasMoreFavorites: Bool { favorites.count > Self.favoritesShown }

    var progress: GoalProgress { GoalProgress(totals: day.totals, goals: goals) }

    var date: MealDate { day.date }
    var title: String { isToday ? "Today" : day.date.longLabel }

    static let mock = TodayPage(
        context: .mock,
        day: DailySummary(
            date: MealDate(iso: "2025-03-10")!,
            meals: [
                Meal(
                    id: UUID(), details: SampleMeals.details(today: MealDate(iso: "2025-03-10")!)[0],
                    createdAt: Date(timeIntervalSince1970: 0))
            ]),
        isToday: true, favorites: [], journalIsEmpty: false, goals: .standard)
}
