/// How a person's lists of meals are ordered; a per-user setting.
public enum MealSortOrder: String, CaseIterable, Sendable {
    case date, calories, protein, fat, carbs, name, category

    public static let `default` = MealSortOrder.date

    public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The keys compared in turn. Every order ends with newest-created then id, so it is stable.
    /// The database layer translates these same keys into its ORDER BY, so paging agrees
    /// with ``sorted(_:)``.
    public var keys: [SortKey] {
        let primary: [SortKey] = switch self {
        case .date: [.date(.descending), .minuteOfDay(.descending)]
        case .calories: [.calories(.descending)]
        case .protein: [.protein(.descending)]
        case .fat: [.fat(.descending)]
        case .carbs: [.carbs(.descending)]
        case .name: [.name(.ascending)]
        case .category: [.categoryRank(.ascending), .categoryName(.ascending), .date(.descending), .minuteOfDay(.descending)]
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
             .name(let d), .categoryRank(let d), .categoryName(let d), .createdAt(let d), .id(let d): d
        }
    }

    func compare(_ lhs: Meal, _ rhs: Meal) -> ComparisonResult3 {
        let ascending: ComparisonResult3 = switch self {
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

enum ComparisonResult3 {
    case orderedAscending, orderedSame, orderedDescending

    static func of<T: Comparable>(_ lhs: T, _ rhs: T) -> ComparisonResult3 {
        lhs < rhs ? .orderedAscending : (lhs == rhs ? .orderedSame : .orderedDescending)
    }

    var reversed: ComparisonResult3 {
        switch self {
        case .orderedAscending: .orderedDescending
        case .orderedSame: .orderedSame
        case .orderedDescending: .orderedAscending
        }
    }
}

extension Meal {
    /// The key that "Name" order compares: the name without regard to case.
    public var nameKey: String { name.lowercased() }
    /// The key that orders non-standard categories A→Z without regard to case.
    public var categoryKey: String { category.name.lowercased() }
    /// Minutes since midnight, with no time counting as 00:00.
    public var minuteOfDay: Int { time?.minutes ?? 0 }
}
