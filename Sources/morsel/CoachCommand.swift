import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// `morsel coach`: what a person burns as measured from their log and weighings, where their
/// calorie target comes from, and the weekly check-in, answered from the terminal.
struct CoachCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coach",
        abstract: "The expenditure estimate and the weekly check-in; --accept or --keep answers it.")

    @Option(help: ArgumentHelp("Whose.", valueName: "name")) var user: String
    @Option(help: ArgumentHelp("yyyy-mm-dd or dd/mm/yyyy; today when not given.", valueName: "date")) var date: String?
    @Flag(help: "Take the waiting check-in's target, protein, fat and carbs as the daily goals.") var accept = false
    @Flag(help: "Keep your own target; the waiting check-in is answered.") var keep = false
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if accept && keep { throw ValidationError("Give --accept or --keep, not both.") }
    }

    func run() async throws {
        try await database.withServices { services in
            guard let account = try await services.users.account(username: user) else {
                throw ValidationError("There is no user called \(user).")
            }
            let coaching = services.coaching
            if accept || keep {
                guard
                    let pending = try await coaching.standing(
                        userID: account.id, goals: account.goals, timeZone: account.timeZone
                    ).pending
                else {
                    throw ValidationError("No check-in is waiting for an answer.")
                }
                let answered = try await coaching.decide(
                    pending.date, accept ? .accepted : .kept, userID: account.id, goals: account.goals)
                print(answered.answer(ownTarget: account.goals.dailyCalories))
                return
            }
            let day: MealDate
            do { day = try MealDate.read(date, field: "date") ?? services.clock.today(in: account.timeZone) } catch {
                throw ValidationError("--date is “\(date ?? "")”; use yyyy-mm-dd or dd/mm/yyyy.")
            }
            let report = try await coaching.report(
                userID: account.id, goals: account.goals, timeZone: account.timeZone, on: day)
            print(Self.describe(report, unit: account.goals.weightUnit, username: account.username))
        }
    }

    /// The report as lines to read in a terminal.
    static func describe(_ report: Coaching.Report, unit: WeightUnit, username: String) -> String {
        var lines: [String] = []
        if let estimate = report.estimate {
            lines.append(
                "Expenditure on \(report.date.longLabel): about \(estimate.shownKcal.grouped) kcal a day "
                    + "(likely \(estimate.range)), "
                    + "\(estimate.basis.rawValue); trend weight \(unit.format(kilograms: estimate.trendWeight)).")
        }
        lines.append(report.status)
        if let formula = report.estimate?.formula {
            lines.append("The formula alone says \(Int(formula.rounded()).grouped) kcal.")
        }
        for weighing in report.doubtful {
            lines.append(
                "Asked: the weighing of \(weighing.date.iso) (\(unit.format(kilograms: weighing.kilograms))) is far from the trend and left out; "
                    + "log it again with `morsel weight log` to correct it, or confirm it on Insights.")
        }
        let accepted = report.acceptedTarget
        lines.append(
            "Target: \(report.goals.dailyCalories.grouped) kcal, "
                + (accepted.map { "from the check-in of \($0.date.iso)." } ?? "your own."))
        if let pending = report.pending {
            lines.append("")
            lines.append(
                "Check-in of \(pending.date.longLabel), waiting: \(pending.target.grouped) kcal a day "
                    + "(protein \(pending.protein) g, fat \(pending.fat) g, carbs \(pending.carbs) g).")
            lines.append(pending.reason)
            lines.append("Answer with: morsel coach --user \(username) --accept   (or --keep)")
        } else if !report.goals.plan.isSteering {
            lines.append("Nothing steers the target: choose lose, keep or gain in Settings for a weekly check-in.")
        }
        return lines.joined(separator: "\n")
    }
}
