/// What kind of meal this was: one of the four standard categories, or the user's own text.
public enum MealCategory: Hashable, Sendable {
    case standard(StandardCategory)
    /// Any other text, kept as given (trimmed); may be empty.
    case other(String)

    /// Matches the standard names regardless of case; keeps anything else as typed.
    public init(_ text: String) {
        // Stored names are exact: every meal read back takes this path, which skips
        // Foundation's trimming and case folding (microseconds each on Linux).
        if let standard = StandardCategory(rawValue: text) {
            self = .standard(standard)
            return
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let standard = StandardCategory.allCases.first(where: {
            $0.rawValue.caseInsensitiveCompare(trimmed) == .orderedSame
        }) {
            self = .standard(standard)
        } else {
            self = .other(trimmed)
        }
    }

    /// The stored and displayed name: standard ones capitalised, others as given.
    public var name: String {
        switch self {
        case .standard(let standard): standard.rawValue
        case .other(let text): text
        }
    }

    public var isStandard: Bool {
        if case .standard = self { true } else { false }
    }

    /// The category whose image represents this one: non-standard categories look like a snack.
    public var imageCategory: StandardCategory {
        if case .standard(let standard) = self { standard } else { .snack }
    }

    /// Position when grouping by category: the four standard ones in order, then all others.
    public var groupRank: Int {
        if case .standard(let standard) = self {
            StandardCategory.allCases.firstIndex(of: standard)!
        } else {
            StandardCategory.allCases.count
        }
    }
}

extension MealCategory: Comparable {
    /// Breakfast, Lunch, Dinner, Snack, then the other categories A→Z ignoring case.
    public static func < (lhs: MealCategory, rhs: MealCategory) -> Bool {
        if lhs.groupRank != rhs.groupRank { return lhs.groupRank < rhs.groupRank }
        return lhs.name.lowercased() < rhs.name.lowercased()
    }
}

/// The four categories every journal has, in the order they are shown.
public enum StandardCategory: String, CaseIterable, Sendable {
    case breakfast = "Breakfast"
    case lunch = "Lunch"
    case dinner = "Dinner"
    case snack = "Snack"

    /// The file name of this category's image among the static assets.
    public var imageName: String { "category-\(rawValue.lowercased()).svg" }
}

extension StandardCategory {
    /// The plan's slot asked for: none when blank, else Breakfast, Lunch, Dinner or Snack.
    public static func slot(_ text: String?) throws(DomainError) -> StandardCategory? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        guard case .standard(let slot) = MealCategory(text) else {
            throw .invalid("slot", "slot must be Breakfast, Lunch, Dinner or Snack.")
        }
        return slot
    }
}
