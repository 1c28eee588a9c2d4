/// One comparison in a sort order, named so that storage can index and sort by it.
public enum SortKey: Sendable, Equatable {
    case date(SortDirection)
    /// The time of day in minutes; a meal without a time counts as 00:00.
    case minuteOfDay(SortDirection)
    case calories(SortDirection)
    case protein(SortDirection)
    case fat(SortDirection)
    case carbs(SortDirection)
    /// The name, ignoring case (``Meal/nameKey``).
    case name(SortDirection)
    /// ``MealCategory/groupRank``: Breakfast, Lunch, Dinner, Snack, then others.
    case categoryRank(SortDirection)
    /// The category's name ignoring case, to order the non-standard categories A→Z.
    case categoryName(SortDirection)
    case createdAt(SortDirection)
    case id(SortDirection)

    public var direction: SortDirection {
        switch self {
        case .date(let d), .minuteOfDay(let d), .calories(let d), .protein(let d), .fat(let d), .carbs(let d),
            .name(let d), .categoryRank(let d), .categoryName(let d), .createdAt(let d), .id(let d):
            d
        }
    }

    func compare(_ lhs: Meal, _ rhs: Meal) -> ComparisonResult3 {
        let ascending: ComparisonResult3 =
            switch self {
            case .date: .of(lhs.date, rhs.date)
            case .minuteOfDay: .of(lhs.minuteOfDay, rhs.minuteOfDay)
            case .calories: .of(lhs.nutrition.calories, rhs.nutrition.calories)
            case .protein: .of(lhs.nutrition.protein, rhs.nutrition.protein)
            case .fat: .of(lhs.nutrition.fat, rhs.nutrition.fat)
            case .carbs: .of(lhs.nutrition.carbs, rhs.nutrition.carbs)
            case .name: .of(lhs.nameKey, rhs.nameKey)
            case .categoryRank: .of(lhs.category.groupRank, rhs.category.groupRank)
            case .categoryName: .of(lhs.categoryKey, rhs.categoryKey)
            case .createdAt: .of(lhs.createdAt, rhs.createdAt)
            case .id: .of(lhs.id.uuidString, rhs.id.uuidString)
            }
        return direction == .ascending ? ascending : ascending.reversed
    }
}
