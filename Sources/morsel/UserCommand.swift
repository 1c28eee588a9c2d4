import ArgumentParser
import Foundation
import MorselCore
import MorselServer

/// `morsel user add|list|passwd|link|unlink`.
struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user", abstract: "Manage accounts.", subcommands: [Add.self, List.self, Passwd.self, Link.self, Unlink.self])

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

    struct Link: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Let the person who signs in at the OpenID provider (MORSEL_OIDC_ISSUER) with this email, verified there, into this account.")

        @Argument(help: "The username.") var username: String
        @Option(help: "The email address the provider knows them by.") var email: String
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            try await database.withServices { services in
                let (account, issuer) = try await UserCommand.openIDAccount(username, services)
                try await UserErrors.explained { try await services.openIDIdentities.linkAhead(userID: account.id, issuer: issuer, email: email) }
                print("\(account.username) will be linked the first time \(email) signs in at \(issuer), if the provider says the email is verified.")
            }
        }
    }

    struct Unlink: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "End an account's link to the OpenID provider.")

        @Argument(help: "The username.") var username: String
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            try await database.withServices { services in
                let (account, issuer) = try await UserCommand.openIDAccount(username, services)
                try await services.openIDIdentities.unlink(userID: account.id, issuer: issuer)
                print("\(account.username) is no longer linked to \(issuer).")
            }
        }
    }

    /// The account called `username` and the configured provider's issuer.
    static func openIDAccount(_ username: String, _ services: AppServices) async throws -> (Account, String) {
        guard let issuer = services.configuration.openID?.issuer else {
            throw ValidationError("No OpenID provider is configured: set MORSEL_OIDC_ISSUER (and its other settings) as for `morsel serve`.")
        }
        guard let account = try await services.users.account(username: username) else {
            throw ValidationError("There is no user called \(username).")
        }
        return (account, issuer)
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
