import MorselCore
import MorselData
import MorselServices

/// The Nutrients view: every vitamin, mineral and the rest of a day, or the average of a
/// week's logged days, as bars against the person's targets and upper limits, with the meals
/// that gave the most of each.
struct NutrientsPage: Sendable {
    enum Span: String, Sendable {
        case day, week

        var days: Int { self == .day ? 1 : 7 }
    }

    let report: NutrientReport
    let targets: NutrientTargets
    let period: Span

    var date: MealDate { report.to }

    var periodLabel: String {
        switch period {
        case .day: return date.longLabel
        case .week:
            let logged = report.loggedDays == 1 ? "1 logged day" : "\(report.loggedDays) logged days"
            return "\(report.from.longLabel) to \(report.to.longLabel): the average of \(logged)"
        }
    }

    func href(_ date: MealDate, _ period: Span) -> String {
        Route.nutrients.path() + "?date=\(date.iso)" + (period == .week ? "&span=week" : "")
    }

    /// "42 %", and "<1 %" for a share that rounds to nothing but is something.
    static func percent(_ share: Double) -> String {
        share > 0 && share < 0.005 ? "<1 %" : "\(Int((share * 100).rounded())) %"
    }
}

extension Nutrient.Group {
    /// For ids: `minerals`, `fats`.
    var anchor: String {
        switch self {
        case .general: "general"
        case .fats: "fats"
        case .minerals: "minerals"
        case .vitamins: "vitamins"
        }
    }
}
