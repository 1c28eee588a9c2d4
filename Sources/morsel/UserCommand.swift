import ArgumentParser
import Foundation
import MorselCore
import MorselServer

/// `morsel user add|list|passwd`.
struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user", abstract: "Manage accounts.", subcommands: [Add.self, List.self, Passwd.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add an account (prompts for the password).")

        @Argument(help: "The new username.") var username: String
        @Flag(help: "Make the account an administrator.") var admin = false
        @Option(help: "Join the household of this name, creating it if there is none (by default, the first household).")
        var household: String?
        @Flag(help: "Read the password from the first line of standard input instead of prompting.") var passwordStdin = false
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            let password = try Password.read(fromStdin: passwordStdin, confirm: true)
            try await database.withServices { services in
                guard let household else {
                    let account = try await UserErrors.explained { try await services.users.create(username: username, password: password, isAdmin: admin) }
                    print("Added \(account.username)\(account.isAdmin ? " (admin)" : "").")
                    return
                }
                let (account, created) = try await UserErrors.explained {
                    try await services.users.create(username: username, password: password, isAdmin: admin, householdName: household)
                }
                // The stored name, which may differ in case from the one typed.
                let name = try await services.users.households().first { $0.id == account.householdID }?.name ?? household
                if created { print("Created the household \(name).") }
                print("Added \(account.username)\(account.isAdmin ? " (admin)" : "") to \(name).")
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the accounts, each with its household.")

        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            try await database.withServices { services in
                let accounts = try await services.users.all()
                if accounts.isEmpty { print("No accounts yet. Add one with: morsel user add NAME --admin") }
                let households = try await services.users.households()
                for account in accounts {
                    let household = households.first { $0.id == account.householdID }?.name ?? "no household"
                    print("\(account.username)\(account.isAdmin ? "\tadmin" : "")\t\(account.timeZoneName)\t\(household)")
                }
            }
        }
    }

    struct Passwd: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set an account's password.")

        @Argument(help: "The username.") var username: String
        @Flag(help: "Read the password from the first line of standard input instead of prompting.") var passwordStdin = false
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            let password = try Password.read(fromStdin: passwordStdin, confirm: true)
            try await database.withServices { services in
                guard let account = try await services.users.account(username: username) else {
                    throw ValidationError("There is no user called \(username).")
                }
                try await UserErrors.explained { try await services.users.setPassword(userID: account.id, to: password) }
                print("Password changed for \(account.username).")
            }
        }
    }
}

/// Turns a refused account change into a plain message and a failing exit code.
enum UserErrors {
    static func explained<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as DomainError {
            throw ValidationError(error.message)
        }
    }
}
