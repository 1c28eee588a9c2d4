/// How a person's lists of meals are ordered; a per-user setting.
public enum MealSortOrder: String, CaseIterable, Sendable {
    case date, calories, protein, fat, carbs, name, category

    public static let `default` = MealSortOrder.date

    public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The keys compared in turn. Every order ends with newest-created then id, so it is stable.
    /// The database layer translates these same keys into its ORDER BY, so paging agrees
    /// with ``sorted(_:)``.
    public var keys: [SortKey] {
        let primary: [SortKey] =
            switch self {
            case .date: [.date(.descending), .minuteOfDay(.descending)]
            case .calories: [.calories(.descending)]
            case .protein: [.protein(.descending)]
            case .fat: [.fat(.descending)]
            case .carbs: [.carbs(.descending)]
            case .name: [.name(.ascending)]
            case .category:
                [.categoryRank(.ascending), .categoryName(.ascending), .date(.descending), .minuteOfDay(.descending)]
            }
        return primary + [.createdAt(.descending), .id(.ascending)]
    }

    /// The order inside one section of the categories view: the same, except that
    /// Category order (meaningless inside one category) sorts by name.
    public var withinCategory: MealSortOrder { self == .category ? .name : self }

    public func sorted(_ meals: [Meal]) -> [Meal] {
        let keys = keys
        return meals.sorted { lhs, rhs in
            for key in keys {
                switch key.compare(lhs, rhs) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return false
        }
    }
}

public enum SortDirection: Sendable {
    case ascending, descending
}

extension Meal {
    /// The key that "Name" order compares: the name without regard to case.
    public var nameKey: String { name.lowercased() }
    /// The key that orders non-standard categories A→Z without regard to case.
    public var categoryKey: String { category.name.lowercased() }
    /// Minutes since midnight, with no time counting as 00:00.
    public var minuteOfDay: Int { time?.minutes ?? 0 }
}
