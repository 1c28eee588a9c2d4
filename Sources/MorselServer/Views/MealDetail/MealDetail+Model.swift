import Foundation
import MorselCore
import MorselData
import MorselServices

/// One meal with every attribute, and the things one can do with it.
struct MealDetailPage: Sendable {
    let context: PageContext
    let meal: Meal
    /// Asking to confirm a delete shows the confirmation on this page.
    let confirmingDelete: Bool

    static let mock = MealDetailPage(
        context: .mock,
        meal: Meal(
            id: UUID(), details: SampleMeals.details(today: MealDate(iso: "2025-03-10")!)[1], isFavorite: true,
            createdAt: Date(timeIntervalSince1970: 0)),
        confirmingDelete: false)
}
