/// The categories view: Breakfast, Lunch, Dinner, Snack, and Other for everything else.
public struct CategorySection: Hashable, Sendable {
    /// Nil for the Other section.
    public let category: StandardCategory?
    public let meals: [Meal]

    public var name: String { category?.rawValue ?? "Other" }
    /// Image for the section: Other uses the Snack image, as its meals do.
    public var imageCategory: StandardCategory { category ?? .snack }

    /// Always five sections in the same order, each in `order`
    /// (``MealSortOrder/withinCategory``: Category order sorts each section by name).
    public static func sections(of meals: [Meal], order: MealSortOrder) -> [CategorySection] {
        let sorted = order.withinCategory.sorted(meals)
        var byCategory: [StandardCategory?: [Meal]] = [:]
        for meal in sorted {
            if case .standard(let standard) = meal.category {
                byCategory[standard, default: []].append(meal)
            } else {
                byCategory[nil, default: []].append(meal)
            }
        }
        let keys: [StandardCategory?] = StandardCategory.allCases.map { $0 } + [nil]
        return keys.map { CategorySection(category: $0, meals: byCategory[$0] ?? []) }
    }
}
