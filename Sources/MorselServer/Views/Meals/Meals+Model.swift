import Foundation
import MorselCore
import MorselData
import MorselServices

/// All meals in the person's sort order, a page at a time, with category headers
/// when the order is Category.
struct MealsPage: Sendable {
    let context: PageContext
    let order: MealSortOrder
    let meals: [Meal]
    let total: Int
    let page: Int
    let pageSize: Int

    /// Consecutive meals of one category under one header (only for Category order).
    var groups: [(header: String?, meals: [Meal])] {
        guard order == .category else { return [(nil, meals)] }
        var result: [(header: String?, meals: [Meal])] = []
        for meal in meals {
            let header = meal.category.name.isEmpty ? "No category" : meal.category.name
            if result.last?.header == header {
                result[result.count - 1].meals.append(meal)
            } else {
                result.append((header, [meal]))
            }
        }
        return result
    }

    var hasPrevious: Bool { page > 1 }
    var hasNext: Bool { page * pageSize < total }

    static let mock = MealsPage(context: .mock, order: .category, meals: [], total: 0, page: 1, pageSize: 100)
}
