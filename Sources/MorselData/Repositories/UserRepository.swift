import Foundation
import MorselCore
import SQLKit

/// Accounts: creating them, checking passwords, and each person's settings.
public struct UserRepository: Sendable {
    package let store: DatabaseStore
    package let clock: AppClock
    package let passwords: Passwords
    package let defaultTimeZone: String

    package init(store: DatabaseStore, clock: AppClock, passwords: Passwords, defaultTimeZone: String) {
        self.store = store
        self.clock = clock
        self.passwords = passwords
        self.defaultTimeZone = defaultTimeZone
    }

    package typealias Column = UserRow.Column

    public func count() async throws -> Int {
        try await store.row("SELECT COUNT(*) AS total FROM users")?.int("total") ?? 0
    }

    public func administratorCount() async throws -> Int {
        try await store.row("SELECT COUNT(*) AS total FROM users WHERE is_admin = \(bind: true)")?.int("total") ?? 0
    }

    /// Creates an account after checking the name and password; fails if the name is taken.
    /// It joins `householdID` (404 if there is no such household), or else the instance's first
    /// household (created with the first account).
    @discardableResult
    public func create(username rawName: String, password: String, isAdmin: Bool, householdID: UUID? = nil) async throws
        -> Account
    {
        try await insert(
            username: rawName, password: password, isAdmin: isAdmin,
            joining: householdID.map(NewAccountHousehold.id) ?? .first
        ).account
    }

    /// Creates an account in the household called `householdName` (regardless of case), creating
    /// that household if there is none; `createdHousehold` says whether it did. Account and
    /// household are saved together or not at all.
    public func create(
        username rawName: String, password: String, isAdmin: Bool,
        householdName: String
    ) async throws -> (account: Account, createdHousehold: Bool) {
        try await insert(username: rawName, password: password, isAdmin: isAdmin, joining: .named(householdName))
    }

    /// Creates an account for a person who signs in through the household's identity provider
    /// or an authenticating proxy: no password, so password sign-in never opens it. It joins
    /// the household called `householdName` (created if there is none), or else the first.
    public func createWithoutPassword(username rawName: String, isAdmin: Bool, householdName: String?) async throws
        -> Account
    {
        try await insert(
            username: rawName, password: nil, isAdmin: isAdmin,
            joining: householdName.map(NewAccountHousehold.named) ?? .first
        ).account
    }

    /// What an account without a password stores for its hash: no password ever matches it.
    package static let noPassword = "!"

    /// The household a new account joins.
    private enum NewAccountHousehold: Sendable {
        /// The instance's first household; the first account creates it.
        case first
        case id(UUID)
        /// The household of this name, regardless of case; created if there is none.
        case named(String)
    }

    private func insert(
        username rawName: String, password: String?, isAdmin: Bool,
        joining destination: NewAccountHousehold
    ) async throws -> (account: Account, createdHousehold: Bool) {
        let username = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        var errors: [FieldError] = []
        if let problem = AccountRules.usernameProblem(username) {
            errors.append(FieldError(field: "username", message: problem))
        }
        if let password, let problem = AccountRules.passwordProblem(password) {
            errors.append(FieldError(field: "password", message: problem))
        }
        if case .named(let name) = destination,
            let problem = AccountRules.householdNameProblem(AccountRules.householdName(name))
        {
            errors.append(FieldError(field: "householdName", message: problem))
        }
        guard errors.isEmpty else { throw DomainError.invalid(ValidationFailure(errors)) }
        if try await find(username: username) != nil {
            throw DomainError.invalid("username", "The username \(username) is taken.")
        }
        let passwordHash = if let password { try await passwords.hash(password) } else { Self.noPassword }
        let id = UUID()
        let now = clock.now()
        let zone = defaultTimeZone
        let goals = Goals.standard
        return try await store.transaction { database in
            let joined = try await Self.household(for: destination, username: username, now: now, on: database)
            let values: [Column: any Encodable & Sendable] = [
                .id: id, .username: username, .usernameKey: username.lowercased(), .passwordHash: passwordHash,
                .isAdmin: isAdmin, .sortOrder: MealSortOrder.default.rawValue, .timeZone: zone, .createdAt: now,
                .householdID: joined.id, .journalVersion: 0,
            ].merging(UserRow.values(of: goals)) { _, goal in goal }
            var insert = Column.insert(values)
            // Taken by a sign-up a moment ago: no row, and the household made for it rolls back.
            insert.appendLiteral(" ON CONFLICT (username_key) DO NOTHING RETURNING 1 AS added")
            guard try await database.raw(insert).first() != nil else {
                throw DomainError.invalid("username", "The username \(username) is taken.")
            }
            let account = Account(
                id: id, username: username, isAdmin: isAdmin, sortOrder: .default, timeZone: TimeZones.named(zone),
                createdAt: now, goals: goals, householdID: joined.id, journalVersion: 0)
            return (account, joined.created)
        }
    }

    /// The id of the household a new account joins, and whether it had to be created; read
    /// and written in the account's own transaction.
    private static func household(
        for destination: NewAccountHousehold, username: String, now: Date,
        on database: any SQLDatabase
    ) async throws -> (id: UUID, created: Bool) {
        func create(_ name: String) async throws -> (id: UUID, created: Bool) {
            let id = UUID()
            try await database.raw(HouseholdRow.insert(id: id, name: name, at: now)).run()
            return (id, true)
        }
        switch destination {
        case .id(let id):
            guard try await database.raw("SELECT 1 AS found FROM households WHERE id = \(bind: id)").first() != nil
            else {
                throw DomainError.notFound
            }
            return (id, false)
        case .named(let rawName):
            let name = AccountRules.householdName(rawName)
            if let existing = try await household(named: name, on: database) { return (existing.id, false) }
            return try await create(name)
        case .first:
            if let first = try await database.raw("SELECT id FROM households ORDER BY created_at LIMIT 1").first() {
                return (try Row(first).uuid("id"), false)
            }
            return try await create("\(username)'s household")
        }
    }

    /// The account with this name (regardless of case) if the password is right; nil otherwise.
    public func verify(username: String, password: String) async throws -> Account? {
        guard let row = try await find(username: username.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            // Spend the same time as a real check, so timing does not reveal which names exist.
            _ = try await passwords.hash(password)
            return nil
        }
        let hash = try row.string(Column.passwordHash.rawValue)
        guard hash != Self.noPassword else {
            _ = try await passwords.hash(password)
            return nil
        }
        let matches = try await passwords.verify(password, hash: hash)
        return matches ? try UserRow.account(row) : nil
    }

    public func account(id: UUID) async throws -> Account? {
        try await store.row("SELECT \(unsafeRaw: Column.list) FROM users WHERE id = \(bind: id)").map(UserRow.account)
    }

    public func account(username: String) async throws -> Account? {
        try await find(username: username).map(UserRow.account)
    }

    public func all() async throws -> [Account] {
        try await store.rows("SELECT \(unsafeRaw: Column.list) FROM users ORDER BY username_key").map(UserRow.account)
    }

    public func setPassword(userID: UUID, to password: String) async throws {
        if let problem = AccountRules.passwordProblem(password) { throw DomainError.invalid("password", problem) }
        guard try await account(id: userID) != nil else { throw DomainError.notFound }
        try await store.run(
            "UPDATE users SET password_hash = \(bind: try await passwords.hash(password)) WHERE id = \(bind: userID)")
    }

    /// Changes the sort order and/or time zone; an unknown zone name is a validation error.
    public func updateSettings(userID: UUID, sortOrder: String?, timeZone: String?) async throws -> Account {
        guard try await account(id: userID) != nil else { throw DomainError.notFound }
        var errors: [FieldError] = []
        var changes: [(Column, any Encodable & Sendable)] = []
        if let sortOrder {
            if let order = MealSortOrder(rawValue: sortOrder.lowercased()) {
                changes.append((.sortOrder, order.rawValue))
            } else {
                errors.append(
                    FieldError(
                        field: "sortOrder",
                        message:
                            "Sort order must be one of: \(MealSortOrder.allCases.map(\.rawValue).joined(separator: ", "))."
                    ))
            }
        }
        if let timeZone {
            let name = timeZone.trimmingCharacters(in: .whitespaces)
            if AccountRules.isTimeZoneName(name) {
                changes.append((.timeZone, name))
            } else {
                errors.append(
                    FieldError(
                        field: "timeZone",
                        message:
                            "“\(timeZone)” is not a time zone Morsel knows; use an IANA name such as Europe/London."))
            }
        }
        guard errors.isEmpty else { throw DomainError.invalid(ValidationFailure(errors)) }
        return try await update(userID, changes)
    }

    /// Changes goals; every invalid value is reported and nothing is saved.
    public func updateGoals(userID: UUID, _ input: GoalsInput) async throws -> Account {
        guard let current = try await account(id: userID) else { throw DomainError.notFound }
        let goals: Goals
        do { goals = try input.applied(to: current.goals) } catch { throw DomainError.invalid(error) }
        return try await update(userID, UserRow.values(of: goals))
    }

    /// Writes `changes` and returns the account as it now is.
    package func update(_ userID: UUID, _ changes: [(Column, any Encodable & Sendable)]) async throws -> Account {
        if !changes.isEmpty { try await store.run(Column.update(changes, where: "id = \(bind: userID)")) }
        guard let account = try await account(id: userID) else { throw DomainError.notFound }
        return account
    }

    private func find(username: String) async throws -> Row? {
        try await store.row(
            "SELECT \(unsafeRaw: Column.list) FROM users WHERE username_key = \(bind: username.lowercased())")
    }
}
