import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// `morsel user add|list|passwd|link|unlink`.
struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user", abstract: "Manage accounts.",
        subcommands: [Add.self, List.self, Passwd.self, Link.self, Unlink.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add an account (prompts for the password).")

        @Argument(help: "The new username.") var username: String
        @Flag(help: "Make the account an administrator.") var admin = false
        @Option(
            help: "Join the household of this name, creating it if there is none (by default, the first household).")
        var household: String?
        @Flag(help: "Read the password from the first line of standard input instead of prompting.") var passwordStdin =
            false
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            let password = try Password.read(fromStdin: passwordStdin, confirm: true)
            try await database.withServices { services in
                guard let household else {
                    let account = try await UserErrors.explained {
                        try await services.users.create(username: username, password: password, isAdmin: admin)
                    }
                    print("Added \(account.username)\(account.isAdmin ? " (admin)" : "").")
                    return
                }
                let (account, created) = try await UserErrors.explained {
                    try await services.users.create(
                        username: username, password: password, isAdmin: admin, householdName: household)
                }
                // The stored name, which may differ in case from the one typed.
                let name =
                    try await services.users.households().first { $0.id == account.householdID }?.name ?? household
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
                    print(
                        "\(account.username)\(account.isAdmin ? "\tadmin" : "")\t\(account.timeZoneName)\t\(household)")
                }
            }
        }
    }

    struct Passwd: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set an account's password.")

        @Argument(help: "The username.") var username: String
        @Flag(help: "Read the password from the first line of standard input instead of prompting.") var passwordStdin =
            false
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            let password = try Password.read(fromStdin: passwordStdin, confirm: true)
            try await database.withServices { services in
                guard let account = try await services.users.account(username: username) else {
                    throw ValidationError("There is no user called \(username).")
                }
                try await UserErrors.explained {
                    try await services.users.setPassword(userID: account.id, to: password)
                }
                print("Password changed for \(account.username).")
            }
        }
    }

    struct Link: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Let the person who signs in at the OpenID provider with this email, verified there, into this account."
        )

        @Argument(help: "The username.") var username: String
        @Option(help: "The email address the provider knows them by.") var email: String
        @Option(help: "The provider's issuer URL; MORSEL_OIDC_ISSUER by default.") var issuer: String?
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            try await database.withServices { services in
                guard let issuer = issuer ?? services.configuration.openID?.issuer else {
                    throw ValidationError(
                        "Which provider? Give --issuer https://auth.example.org, or set MORSEL_OIDC_ISSUER as for `morsel serve`."
                    )
                }
                let account = try await UserCommand.account(username, services)
                try await UserErrors.explained {
                    try await services.openIDIdentities.linkAhead(userID: account.id, issuer: issuer, email: email)
                }
                print(
                    "\(account.username) will be linked the first time \(email) signs in at \(issuer), if the provider says the email is verified."
                )
            }
        }
    }

    struct Unlink: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "End an account's links to OpenID providers: it signs in with its password again.")

        @Argument(help: "The username.") var username: String
        @Option(help: "End the link to this issuer only; every link by default.") var issuer: String?
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            try await database.withServices { services in
                let account = try await UserCommand.account(username, services)
                let ended = try await services.openIDIdentities.unlink(userID: account.id, issuer: issuer)
                print(
                    ended == 0
                        ? "\(account.username) was not linked\(issuer.map { " to \($0)" } ?? "")."
                        : "\(account.username) is no longer linked\(issuer.map { " to \($0)" } ?? "").")
            }
        }
    }

    /// The account called `username`.
    static func account(_ username: String, _ services: AppServices) async throws -> Account {
        guard let account = try await services.users.account(username: username) else {
            throw ValidationError("There is no user called \(username).")
        }
        return account
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
