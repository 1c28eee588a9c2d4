import MorselCore
import MorselData
import MorselServices

extension InsightsPage {
    /// What the person burns, as measured from their log and weighings: the figure with its
    /// range and what it rests on, weighings asked about, the estimate over the period beside
    /// the logged intake and the target, and the check-ins.
    func expenditureSection(_ report: Coaching.Report) -> HTMLNode {
        let unit = goals.weightUnit
        let shown = report.run.estimates.filter { $0.date >= insights.from }
        return section(.class("card"), .id("expenditure"), .aria("labelledby", "expenditure-heading")) {
            h2(.id("expenditure-heading")) { "What you burn" }
            if let estimate = report.estimate {
                p(.class("expenditure-figure")) {
                    strong { text("About \(estimate.shownKcal.grouped) kcal a day") }
                    text(
                        ", likely \(estimate.range)"
                            + " (\(estimate.basis.label)).")
                }
            }
            p(.class("muted")) {
                text(report.status)
                if let formula = report.estimate?.formula {
                    text(" The formula alone says \(Int(formula.rounded()).grouped) kcal.")
                }
            }
            group(
                report.doubtful.map { weighing in
                    div(.class("notice notice-warning"), .role("status")) {
                        text(
                            "The weighing of \(weighing.date.longLabel), \(unit.format(kilograms: weighing.kilograms)), is far from your trend and left out of the estimate. Is it right? "
                        )
                        MealComponents.postButton(
                            "It is right", action: Route.confirmWeight.path(), context: context,
                            style: "button secondary", fields: [("date", weighing.date.iso)],
                            about: "(\(weighing.date.longLabel))")
                        text(" Or log that day again above to correct it.")
                    }
                })
            if !shown.isEmpty {
                ExpenditureChart(
                    id: "expenditure-chart", from: insights.from, to: insights.to, estimates: shown,
                    intake: report.intake, target: goals.dailyCalories
                ).render()
                p(.class("muted")) {
                    "The line is the estimate and the band its likely range; the dots are what you logged, the dashed line your target. "
                    "It is measured in the calories you log: what you leave out of the log, it leaves out too."
                }
                dataTable(
                    caption: "Expenditure estimate by day (kcal)",
                    headers: ["Day", "Estimate", "Likely range", "Logged", "Trend weight (\(unit.rawValue))"],
                    rows: shown.reversed().map { estimate in
                        [
                            estimate.date.longLabel, estimate.shownKcal.grouped, estimate.range,
                            report.intake[estimate.date].map { Int($0.rounded()).grouped } ?? "not logged",
                            Nutrition.format(grams: unit.amount(ofKilograms: estimate.trendWeight)),
                        ]
                    })
            }
            p {
                text(CheckInCard.source(goals: goals, accepted: report.acceptedTarget))
                text(" ")
                a(.href(Route.settings.path() + "#steering")) {
                    goals.plan.isSteering ? "Change the plan" : "Let a weekly check-in steer it"
                }
            }
            if !report.checkIns.isEmpty {
                dataTable(
                    caption: "Check-ins", headers: ["Day", "Expenditure", "Target", "Answer", "Why"],
                    rows: report.checkIns.map { checkIn in
                        [
                            checkIn.date.longLabel, checkIn.estimate.shownKcal.grouped,
                            checkIn.target.grouped, checkIn.decision.label, checkIn.reason,
                        ]
                    }, opener: "Show the check-ins (\(report.checkIns.count))")
            }
        }
    }
}

extension ExpenditureEstimate.Basis {
    var label: String {
        switch self {
        case .formula: "the formula's figure"
        case .blend: "part formula, part measured"
        case .measured: "measured"
        }
    }
}

extension CheckIn.Decision {
    var label: String {
        switch self {
        case .pending: "Not answered yet"
        case .accepted: "Used"
        case .kept: "Kept my own"
        }
    }
}
