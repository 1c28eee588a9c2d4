import Foundation

@testable import MorselCore

/// Builds meals for tests with only the fields a test cares about.
func meal(
    _ name: String, category: String = "Lunch", calories: Int = 100, protein: Double = 1,
    fat: Double = 1, carbs: Double = 1, date: String = "2025-03-10", time: String? = nil,
    created: TimeInterval = 0, id: String? = nil
) -> Meal {
    let details = MealDetails(
        name: name, category: MealCategory(category),
        nutrition: Nutrition(calories: calories, protein: protein, fat: fat, carbs: carbs),
        date: MealDate(iso: date)!, time: time.flatMap(TimeOfDay.init))
    return Meal(
        id: id.map { UUID(uuidString: $0)! } ?? UUID(), details: details,
        createdAt: Date(timeIntervalSince1970: 1_700_000_000 + created))
}

extension MealInput {
    /// Input as a form would send it: every field text.
    static func form(
        name: String = "Toast", category: String = "", calories: String = "", protein: String = "",
        fat: String = "", carbs: String = "", date: String = "10/03/2025", time: String = "",
        rating: String = "", notes: String = ""
    ) -> MealInput {
        MealInput(
            name: .text(name), category: .text(category), calories: .text(calories), protein: .text(protein),
            fat: .text(fat), carbs: .text(carbs), date: .text(date), time: .text(time),
            rating: .text(rating), notes: .text(notes))
    }
}

let today = MealDate(iso: "2025-03-10")!

/// Both bundled tables, as the app holds them: foods as bought (SR28) and as eaten (FNDDS).
let bothTables = FoodIndex(foods: try! FoodTable.bundled() + FNDDSTable.bundled())
/// The eaten reading over both tables, as the app's meals in words use it.
let eaten = EatenFoodResolver(index: bothTables)
