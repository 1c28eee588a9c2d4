import MorselCore
import MorselData
import MorselServices

extension NutrientsPage {
    /// The page around `content`: ``content``, or its markup kept from an earlier view.
    static func render(_ context: PageContext, content: HTMLNode) -> String {
        Layout.page(context, title: "Nutrients") { content }
    }

    /// All of the page but its layout. It depends on the report, the targets and the period
    /// alone, not on the request, so it can be kept rendered (``JournalCache``).
    @HTMLBuilder var content: HTMLNode {
        section(.class("day-header")) {
            h1 { "Nutrients" }
            p(.class("subtle")) { text(periodLabel) }
            navigation
        }
        summary
        for nutrientGroup in Nutrient.Group.allCases {
            section(.class("card nutrient-group"), .aria("labelledby", "group-\(nutrientGroup.anchor)")) {
                h2(.id("group-\(nutrientGroup.anchor)")) { text(nutrientGroup.rawValue) }
                ul(.class("goal-bars nutrient-bars")) {
                    group(report.rows.filter { $0.nutrient.group == nutrientGroup }.map(row))
                }
            }
        }
        p(.class("subtle")) {
            text(
                "Targets: \(targets.lifeStage.label)\(targets.lifeStage == .dailyValues ? "" : ", US Dietary Reference Intakes")"
            )
            text(targets.overrides.isEmpty ? ". " : ", with \(targets.overrides.count) of your own. ")
            a(.href(Route.settings.path() + "#nutrient-targets")) { "Change targets" }
            text(". Figures: \(FoodSource.usdaCredit).")
        }
    }

    private var navigation: HTMLNode {
        nav(.class("day-nav"), .aria("label", "Period")) {
            a(.class("button secondary"), .href(href(date.adding(days: -period.days), period)), .rel("prev")) {
                span(.aria("hidden", "true")) { "← " }
                text(period == .day ? "Previous day" : "Previous week")
            }
            a(.class("button secondary"), .href(href(date, period == .day ? .week : .day))) {
                text(period == .day ? "Week's average" : "This day only")
            }
            a(.class("button secondary"), .href(Route.day.path(date.iso))) { "The day's meals" }
            a(.class("button secondary"), .href(href(date.adding(days: period.days), period)), .rel("next")) {
                text(period == .day ? "Next day" : "Next week")
                span(.aria("hidden", "true")) { " →" }
            }
        }
    }

    private var summary: HTMLNode {
        if report.meals == 0 {
            return p(.class("notice notice-info"), .role("status")) {
                text(period == .day ? "Nothing is logged on this day. " : "Nothing is logged in these seven days. ")
                a(.href(Route.newMeal.path() + "?date=\(date.iso)")) { "Log a meal from a food" }
                text(" to see its vitamins and minerals.")
            }
        }
        guard report.mealsWithoutNutrients > 0 else { return .empty }
        let without = report.mealsWithoutNutrients
        return p(.class("notice notice-warning"), .role("status")) {
            text(
                "\(without) of \(report.meals) meals \(without == 1 ? "was" : "were") typed by hand or imported with calories and macros only: "
            )
            text(
                "\(without == 1 ? "it counts" : "they count") as unknown below, so totals marked “of \(report.meals) meals known” may be low. "
            )
            text("Meals logged from a food or a recipe know their nutrients.")
        }
    }

    private func row(_ row: NutrientReport.Row) -> HTMLNode {
        let nutrient = row.nutrient
        let amount = row.total.map { nutrient.format($0.amount) } ?? "unknown"
        var parts: [String] = []
        if let target = row.target {
            parts.append(
                "target \(nutrient.format(target))" + (row.ofTarget.map { " · \(Int(($0 * 100).rounded())) %" } ?? ""))
        }
        if let limit = row.upperLimit { parts.append("upper limit \(nutrient.format(limit))") }
        let known = row.total.flatMap { $0.isComplete ? nil : "\($0.known) of \($0.of) meals known" }
        let overLimit = row.isOverLimit
        let label = [
            nutrient.label + ": " + amount, known, parts.joined(separator: ", "),
            overLimit ? "over the upper limit" : nil,
        ]
        .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "; ")
        return li(.class(overLimit ? "goal over" : "goal"), .data("nutrient", nutrient.rawValue)) {
            div(.class("goal-text")) {
                strong { text(nutrient.label) }
                span(.class("amount")) { text(amount) }
                if let known { span(.class("known")) { text("(\(known))") } }
                if !parts.isEmpty { span { text("· " + parts.joined(separator: " · ")) } }
                if overLimit { span(.class("over-limit")) { "over the upper limit" } }
            }
            if row.target != nil || row.upperLimit != nil { bar(row, label: label) }
            if !row.sources.isEmpty {
                p(.class("sources subtle")) {
                    text(
                        "Most from: "
                            + row.sources.map { "\($0.name) (\(Self.percent($0.share)))" }.joined(separator: ", "))
                }
            }
        }
    }

    /// Filled to the target (full at 100 %), with a mark where the upper limit falls when the
    /// scale reaches it. An SVG: the Content-Security-Policy allows no inline styles.
    private func bar(_ row: NutrientReport.Row, label: String) -> HTMLNode {
        let amount = row.total?.amount ?? 0
        // The scale: the target, or the limit where there is no target.
        let scale = row.target ?? row.upperLimit ?? 1
        let fill = scale > 0 ? min(amount / scale, 1) : 0
        return element(
            "svg",
            [
                .class("bar"), .role("img"), .aria("label", label), .init("viewBox", "0 0 100 1"),
                .init("preserveAspectRatio", "none"),
            ]
        ) {
            element(
                "rect", [.class("fill"), .init("width", String(Int((fill * 100).rounded()))), .init("height", "1")])
        }
    }
}
