import MorselCore
import MorselData
import MorselServices

extension InsightsPage {
    func render() -> String {
        Layout.page(context, title: "Insights") {
            h1 { "Insights" }
            if let pending = coaching?.pending {
                CheckInCard.render(pending, context: context, back: Route.insights.path() + "#expenditure")
            }
            periodForm
            summaryList
            section(.class("card"), .aria("labelledby", "calories-heading")) {
                h2(.id("calories-heading")) { "Calories per day" }
                if insights.days.count > 7 {
                    h3 { "Last 7 days" }
                    caloriesChart(id: "calories-7", days: insights.lastDays(7))
                    h3 { text(periodName) }
                }
                caloriesChart(id: "calories-all", days: insights.days[...])
                dataTable(
                    caption: "Calories per day", headers: ["Day", "kcal", "Meals"],
                    rows: insights.days.map { day in
                        [
                            day.date.longLabel, day.nutrition.calories.grouped + (day.isOverGoal ? " (over goal)" : ""),
                            String(day.meals),
                        ]
                    })
            }
            weightSection
            if let coaching { expenditureSection(coaching) }
            section(.class("card"), .aria("labelledby", "macros-heading")) {
                h2(.id("macros-heading")) { "Protein, fat and carbs" }
                // Nothing logged with them: a sentence, not an empty chart and a table of zeros.
                if let shares = insights.shares {
                    macrosChart
                    h3 { "Shares of energy" }
                    if insights.days.count > 7,
                        let week = EnergyShares(Nutrition.total(insights.lastDays(7).map(\.nutrition)))
                    {
                        shareBar(id: "shares-7", title: "Last 7 days", week)
                    }
                    shareBar(id: "shares-all", title: periodName, shares)
                    macrosTable
                } else {
                    p(.class("muted")) {
                        "Log meals with protein, fat or carbs to see them here, and how your energy splits between them."
                    }
                }
            }
            section(.class("card"), .aria("labelledby", "spend-heading")) {
                h2(.id("spend-heading")) { "Planned spend per week" }
                spendChart
                dataTable(
                    caption: "Planned spend per week", headers: ["Week", "Planned", "Budget"],
                    rows: insights.weeks.map { week in
                        [
                            week.week.description,
                            goals.money(week.plannedCents) + (week.isOverBudget ? " (over budget)" : ""),
                            goals.money(week.budgetCents),
                        ]
                    })
                p(.class("muted")) {
                    "From the household's "
                    a(.href(Route.plan.path())) { "plan" }
                    " and its food prices; planned items without a price count as nothing."
                }
            }
        }
    }

    /// The weight log beside the calories: weighings and their smoothed trend, a form to log
    /// one, and the figures.
    private var weightSection: HTMLNode {
        let unit = goals.weightUnit
        let change = WeightTrend.weeklyChange(weights)
        return section(.class("card"), .id("weight"), .aria("labelledby", "weight-heading")) {
            h2(.id("weight-heading")) { "Weight" }
            if let last = weights.last {
                p {
                    text("Trend \(unit.format(kilograms: last.trend))")
                    if let change {
                        let amount = unit.amount(ofKilograms: abs(change))
                        text(
                            amount < 0.05
                                ? ", steady."
                                : ", \(change < 0 ? "down" : "up") \(Nutrition.format(grams: amount)) \(unit.rawValue) a week over the last four weeks."
                        )
                    } else {
                        text(".")
                    }
                }
                WeightChart(id: "weight-chart", from: insights.from, to: insights.to, points: weights, unit: unit)
                    .render()
                p(.class("muted")) {
                    "The line is the trend, an average that moves a tenth of the way to each weighing (as The Hacker's Diet draws it): "
                    "a day's water and salt barely stir it."
                }
            } else {
                p(.class("muted")) {
                    "No weighings in this period. Log one below; the trend line appears from the second."
                }
            }
            form(.class("weight-form"), .post, .action(Route.weights.path())) {
                Layout.csrfField(context)
                div(.class("field")) {
                    label(.for("weight-date")) { "Day" }
                    input(.type("date"), .id("weight-date"), .name("date"), .value(today.iso), .required)
                }
                div(.class("field")) {
                    label(.for("weight-value")) { "Weight (\(unit.rawValue))" }
                    input(
                        .type("text"), .id("weight-value"), .name("weight"), .inputmode("decimal"), .required,
                        .autocomplete("off"))
                }
                div(.class("field")) {
                    label(.for("weight-note")) { "Note (optional)" }
                    input(.type("text"), .id("weight-note"), .name("note"), .maxlength(WeightEntry.maxNoteLength))
                }
                button(.type("submit"), .class("button")) { "Log weight" }
            }
            if !weights.isEmpty {
                dataTable(
                    caption: "Weighings (\(unit.rawValue))", headers: ["Day", "Weight", "Trend", "Note"],
                    rows: weights.reversed().map { point in
                        [
                            point.entry.date.longLabel,
                            Nutrition.format(grams: unit.amount(ofKilograms: point.entry.kilograms)),
                            Nutrition.format(grams: unit.amount(ofKilograms: point.trend)), point.entry.note,
                        ]
                    })
            }
        }
    }

    private var periodForm: HTMLNode {
        form(.class("period"), .method("get"), .action(Route.insights.path())) {
            div(.class("field")) {
                label(.for("insights-from")) { "From" }
                input(.type("date"), .id("insights-from"), .name("from"), .value(insights.from.iso))
            }
            div(.class("field")) {
                label(.for("insights-to")) { "To" }
                input(.type("date"), .id("insights-to"), .name("to"), .value(insights.to.iso))
            }
            button(.type("submit"), .class("button")) { "Show" }
        }
    }

    private var summaryList: HTMLNode {
        dl(.class("insight-summary")) {
            div {
                dt { "Average per logged day" }
                dd { text(insights.averageCalories.map { "\($0.grouped) kcal" } ?? "Nothing logged") }
            }
            div {
                dt { "Daily goal" }
                dd { text("\(goals.dailyCalories.grouped) kcal") }
            }
            div {
                dt { "Days over goal" }
                dd { text("\(insights.daysOverGoal) of \(insights.days.count)") }
            }
            div {
                dt { "Days logged" }
                dd { text("\(insights.loggedDays) of \(insights.days.count)") }
            }
        }
    }

    private func caloriesChart(id: String, days: ArraySlice<Insights.Day>) -> HTMLNode {
        let over = days.filter(\.isOverGoal).count
        let logged = days.filter(\.isLogged)
        let average =
            Insights.averageCalories(of: logged).map {
                "an average of \($0.grouped) kcal on the \(logged.count) logged days"
            } ?? "nothing logged"
        let chart = BarChart(
            id: id, title: "Calories per day, \(days.first!.date.text) to \(days.last!.date.text)",
            summary:
                "\(days.count) days with \(average); \(over) over the goal of \(goals.dailyCalories.grouped) kcal.",
            bars: days.map { day in
                BarChart.Bar(
                    label: Self.axisLabel(day.date, count: days.count),
                    detail: "\(day.date.longLabel): \(day.nutrition.calories.grouped) kcal",
                    segments: [.init(value: Double(day.nutrition.calories), style: "bar-calories")],
                    isOver: day.isOverGoal)
            },
            unit: "kcal", goal: (Double(goals.dailyCalories), "Goal \(goals.dailyCalories.grouped) kcal"))
        return chart.render()
    }

    private var macrosTable: HTMLNode {
        dataTable(
            caption: "Protein, fat and carbs per day (grams)", headers: ["Day", "Protein", "Fat", "Carbs"],
            rows: insights.days.map { day in
                [
                    day.date.longLabel, Nutrition.format(grams: day.nutrition.protein),
                    Nutrition.format(grams: day.nutrition.fat), Nutrition.format(grams: day.nutrition.carbs),
                ]
            })
    }

    private var macrosChart: HTMLNode {
        let days = insights.lastDays(insights.days.count > 14 ? 14 : 7)
        let chart = BarChart(
            id: "macros", title: "Protein, fat and carbs per day, last \(days.count) days",
            summary:
                "Grams per day, stacked: protein, then fat, then carbs. Over the period: \(Nutrition.format(grams: insights.total.protein)) g protein, \(Nutrition.format(grams: insights.total.fat)) g fat, \(Nutrition.format(grams: insights.total.carbs)) g carbs.",
            bars: days.map { day in
                let n = day.nutrition
                return BarChart.Bar(
                    label: Self.axisLabel(day.date, count: days.count),
                    detail:
                        "\(day.date.longLabel): protein \(Nutrition.format(grams: n.protein)) g, fat \(Nutrition.format(grams: n.fat)) g, carbs \(Nutrition.format(grams: n.carbs)) g",
                    segments: [
                        .init(value: n.protein, style: "bar-protein"), .init(value: n.fat, style: "bar-fat"),
                        .init(value: n.carbs, style: "bar-carbs"),
                    ])
            },
            unit: "g")
        return group([
            chart.render(),
            ul(.class("legend")) {
                li {
                    span(.class("swatch bar-protein"), .aria("hidden", "true"))
                    " Protein"
                }
                li {
                    span(.class("swatch bar-fat"), .aria("hidden", "true"))
                    " Fat"
                }
                li {
                    span(.class("swatch bar-carbs"), .aria("hidden", "true"))
                    " Carbs"
                }
            },
        ])
    }

    private func shareBar(id: String, title: String, _ shares: EnergyShares) -> HTMLNode {
        group([
            p(.class("share-title")) { text(title) },
            ShareBar(
                id: id, title: "Shares of energy, \(title.lowercased())",
                parts: [
                    .init(name: "Protein", share: shares.protein, style: "bar-protein"),
                    .init(name: "Fat", share: shares.fat, style: "bar-fat"),
                    .init(name: "Carbs", share: shares.carbs, style: "bar-carbs"),
                ]
            ).render(),
        ])
    }

    private var spendChart: HTMLNode {
        let weeks = insights.weeks
        let over = weeks.filter(\.isOverBudget).count
        return BarChart(
            id: "spend", title: "Planned spend per week, \(weeks.first!.week) to \(weeks.last!.week)",
            summary:
                "\(weeks.count) weeks against a budget of \(goals.money(goals.weeklyBudgetCents)); \(over) over budget.",
            bars: weeks.map { week in
                BarChart.Bar(
                    label: "W\(week.week.week)", detail: "\(week.week): \(goals.money(week.plannedCents)) planned",
                    segments: [.init(value: Double(week.plannedCents) / 100, style: "bar-spend")],
                    isOver: week.isOverBudget)
            },
            unit: goals.currency,
            goal: (Double(goals.weeklyBudgetCents) / 100, "Budget \(goals.money(goals.weeklyBudgetCents))")
        ).render()
    }

    /// The figures of a chart as a table, folded away, for screen readers and exact values.
    func dataTable(
        caption: String, headers: [String], rows: [[String]], opener: String = "Show the figures"
    ) -> HTMLNode {
        details(.class("chart-data")) {
            summary { text(opener) }
            table {
                MorselServer.caption { text(caption) }
                thead { tr { group(headers.map { header in th(.scope("col")) { text(header) } }) } }
                tbody {
                    group(
                        rows.map { row in
                            tr {
                                th(.scope("row")) { text(row[0]) }
                                group(row.dropFirst().map { cell in td { text(cell) } })
                            }
                        })
                }
            }
        }
    }
}
