import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// `morsel weight log|list`: the weight log from the terminal, in the person's unit.
struct WeightCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weight", abstract: "Log weighings and see the trend.", subcommands: [Log.self, List.self])

    struct Log: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Log a weighing (replacing one already logged that day).")

        @Argument(help: "The weight, such as 72.4.") var weight: String
        @Option(help: ArgumentHelp("Whose log.", valueName: "name")) var user: String
        @Option(help: ArgumentHelp("yyyy-mm-dd or dd/mm/yyyy; today when not given.", valueName: "date")) var date:
            String?
        @Option(help: ArgumentHelp("kg or lb; the person's setting by default.", valueName: "unit")) var unit: String?
        @Option(help: "A note, such as “after the holidays”.") var note = ""
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            try await database.withServices { services in
                guard let account = try await services.users.account(username: user) else {
                    throw ValidationError("There is no user called \(user).")
                }
                var weightUnit = account.goals.weightUnit
                if let unit {
                    guard let chosen = WeightUnit(text: unit) else {
                        throw ValidationError("--unit is “\(unit)”; use kg or lb.")
                    }
                    weightUnit = chosen
                }
                let today = MealDate(services.clock.now(), in: account.timeZone)
                let day: MealDate
                if let date {
                    guard
                        let parsed = MealDate(iso: date)
                            ?? (MealDate.parse(date).usedFallback ? nil : MealDate.parse(date).date)
                    else {
                        throw ValidationError("--date is “\(date)”; use yyyy-mm-dd or dd/mm/yyyy.")
                    }
                    day = parsed
                } else {
                    day = today
                }
                let entry: WeightEntry
                do {
                    entry = try WeightEntry.validated(date: day, weight: .text(weight), unit: weightUnit, note: note)
                } catch let error as ValidationFailure {
                    throw ValidationError(error.errors.map(\.message).joined(separator: " "))
                }
                let log = services.weights(of: account.id)
                try await log.save(entry)
                let trend =
                    WeightTrend.trend(try await log.entries()).last { $0.entry.date <= day }?.trend ?? entry.kilograms
                print(
                    "Logged \(account.goals.weightUnit.format(kilograms: entry.kilograms)) for \(account.username) on \(day.text); trend \(account.goals.weightUnit.format(kilograms: trend))."
                )
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The weighings of the last days, with the trend.")

        @Option(help: ArgumentHelp("Whose log.", valueName: "name")) var user: String
        @Option(help: "How many days back.") var days = 30
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            try await database.withServices { services in
                guard let account = try await services.users.account(username: user) else {
                    throw ValidationError("There is no user called \(user).")
                }
                let unit = account.goals.weightUnit
                let today = MealDate(services.clock.now(), in: account.timeZone)
                let from = today.adding(days: -(max(days, 1) - 1))
                let trended = WeightTrend.trend(try await services.weights(of: account.id).entries(to: today))
                let shown = trended.filter { $0.entry.date >= from }
                if shown.isEmpty { print("No weighings in the last \(days) days.") }
                for point in shown {
                    let note = point.entry.note.isEmpty ? "" : "  \(point.entry.note)"
                    print(
                        "\(point.entry.date.iso)  \(unit.format(kilograms: point.entry.kilograms))  trend \(unit.format(kilograms: point.trend))\(note)"
                    )
                }
                if let change = WeightTrend.weeklyChange(shown) {
                    let amount = unit.amount(ofKilograms: change)
                    print(String(format: "Trend: %+.2f %@ a week over the last four weeks.", amount, unit.rawValue))
                }
            }
        }
    }
}
