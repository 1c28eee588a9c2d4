import MorselCore
import MorselData
import MorselServices

/// A weekly check-in waiting for an answer, on Today and on Insights: the new target with
/// protein, fat and carbs, why, and two buttons: take it, or keep the person's own.
enum CheckInCard {
    /// `back`: where the answer returns to (a path of this app, sent as the forms' `return`).
    static func render(_ checkIn: CheckIn, context: PageContext, back: String) -> HTMLNode {
        section(.class("card check-in"), .id("check-in"), .aria("labelledby", "check-in-heading")) {
            h2(.id("check-in-heading")) { text("Check-in: \(checkIn.date.longLabel)") }
            p(.class("check-in-target")) {
                strong { text("\(checkIn.target.grouped) kcal a day") }
                text(
                    checkIn.target == checkIn.previousTarget
                        ? " (unchanged)" : " (your target is \(checkIn.previousTarget.grouped))")
                text(" · protein \(checkIn.protein) g, fat \(checkIn.fat) g, carbs \(checkIn.carbs) g")
            }
            p { text(checkIn.reason) }
            form(.class("actions"), .post, .action(Route.checkIn.path())) {
                Layout.csrfField(context)
                input(.type("hidden"), .name("date"), .value(checkIn.date.iso))
                input(.type("hidden"), .name("return"), .value(back))
                button(.type("submit"), .class("button"), .name("decision"), .value("accepted")) {
                    text("Use \(checkIn.target.grouped) kcal")
                }
                button(.type("submit"), .class("button secondary"), .name("decision"), .value("kept")) {
                    text("Keep my own (\(checkIn.previousTarget.grouped) kcal)")
                }
            }
        }
    }

    /// Where the day's calorie target came from, in a line: `accepted` is the latest check-in
    /// taken (``MorselCore/CheckIn/source(of:accepted:)`` decides whether the target is its).
    static func source(goals: Goals, accepted: CheckIn?) -> String {
        if let source = CheckIn.source(of: goals, accepted: accepted) {
            return "Target \(goals.dailyCalories.grouped) kcal, from your check-in of \(source.date.longLabel)."
        }
        return goals.plan.isSteering
            ? "Target \(goals.dailyCalories.grouped) kcal, your own; the weekly check-in suggests one."
            : "Target \(goals.dailyCalories.grouped) kcal, your own."
    }
}
