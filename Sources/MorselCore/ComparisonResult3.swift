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
