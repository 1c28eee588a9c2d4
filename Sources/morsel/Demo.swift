import ArgumentParser
import Foundation
import Logging
import MorselData
import MorselServer
import MorselServices

struct Demo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Add the three sample meals to a user's journal.")

    @Argument(help: "The username.") var username: String
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        try await database.withServices { services in
            guard let account = try await services.users.account(username: username) else {
                throw ValidationError("There is no user called \(username).")
            }
            let meals = try await services.journals.of(account.id).addSamples(timeZone: account.timeZone)
            print("Added \(meals.map(\.name).joined(separator: ", ")) to \(account.username)'s journal.")
        }
    }
}
