import FluentKit
import Foundation
import HummingbirdBcrypt
import MorselCore
import NIOPosix

/// An account as the rest of the app sees it, without the password hash.
public struct Account: Sendable, Equatable {
    public let id: UUID
    public let username: String
    public let isAdmin: Bool
    public let sortOrder: MealSortOrder
    public let timeZone: TimeZone
    public let createdAt: Date
    public let goals: Goals
    /// The household whose plan and grocery list this person shares.
    public let householdID: UUID?

    /// The zone's IANA name as chosen (Foundation reports "UTC" as "GMT").
    public var timeZoneName: String { timeZone.identifier == "GMT" ? "UTC" : timeZone.identifier }
}

/// Accounts: creating them, checking passwords, and each person's settings.
public struct UserRepository: Sendable {
    let database: any Database
    let clock: AppClock
    let bcryptCost: UInt8
    let defaultTimeZone: String


    public func count() async throws -> Int {
        try await UserModel.query(on: database).count()
    }

    /// Creates an account after checking the name and password; fails if the name is taken.
    /// It joins `householdID` (404 if there is no such household), or else the instance's first
    /// household (created with the first account).
    @discardableResult
    public func create(username rawName: String, password: String, isAdmin: Bool, householdID: UUID? = nil) async throws -> Account {
        try await insert(username: rawName, password: password, isAdmin: isAdmin, joining: householdID.map(NewAccountHousehold.id) ?? .first).account
    }

    /// Creates an account in the household called `householdName` (regardless of case), creating
    /// that household if there is none; `createdHousehold` says whether it did. Account and
    /// household are saved together or not at all.
    public func create(username rawName: String, password: String, isAdmin: Bool,
                       householdName: String) async throws -> (account: Account, createdHousehold: Bool) {
        try await insert(username: rawName, password: password, isAdmin: isAdmin, joining: .named(householdName))
    }

    /// The household a new account joins.
    private enum NewAccountHousehold: Sendable {
        /// The instance's first household; the first account creates it.
        case first
        case id(UUID)
        /// The household of this name, regardless of case; created if there is none.
        case named(String)
    }

    private func insert(username rawName: String, password: String, isAdmin: Bool,
                        joining destination: NewAccountHousehold) async throws -> (account: Account, createdHousehold: Bool) {
        let username = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        var errors: [FieldError] = []
        if let problem = AccountRules.usernameProblem(username) { errors.append(FieldError(field: "username", message: problem)) }
        if let problem = AccountRules.passwordProblem(password) { errors.append(FieldError(field: "password", message: problem)) }
        if case .named(let name) = destination, let problem = AccountRules.householdNameProblem(AccountRules.householdName(name)) {
            errors.append(FieldError(field: "householdName", message: problem))
        }
        guard errors.isEmpty else { throw DomainError.invalid(ValidationFailure(errors)) }
        if try await find(username: username) != nil {
            throw DomainError.invalid("username", "The username \(username) is taken.")
        }
        let model = UserModel(username: username, passwordHash: try await hash(password),
                              isAdmin: isAdmin, timeZone: defaultTimeZone, createdAt: clock.now())
        let now = clock.now()
        let createdHousehold = try await database.transaction { database in
            let joined = try await Self.household(for: destination, username: username, now: now, on: database)
            model.$household.id = joined.id
            try await model.create(on: database)
            return joined.created
        }
        return (model.account, createdHousehold)
    }

    /// The id of the household a new account joins, and whether it had to be created.
    private static func household(for destination: NewAccountHousehold, username: String, now: Date,
                                  on database: any Database) async throws -> (id: UUID, created: Bool) {
        switch destination {
        case .id(let id):
            guard try await HouseholdModel.find(id, on: database) != nil else { throw DomainError.notFound }
            return (id, false)
        case .named(let rawName):
            let name = AccountRules.householdName(rawName)
            if let existing = try await Self.household(named: name, on: database) { return (existing.id!, false) }
            let created = HouseholdModel(name: name, createdAt: now)
            try await created.create(on: database)
            return (created.id!, true)
        case .first:
            if let first = try await HouseholdModel.query(on: database).sort(\.$createdAt).first() { return (first.id!, false) }
            let created = HouseholdModel(name: "\(username)'s household", createdAt: now)
            try await created.create(on: database)
            return (created.id!, true)
        }
    }

    /// The account with this name (regardless of case) if the password is right; nil otherwise.
    public func verify(username: String, password: String) async throws -> Account? {
        guard let model = try await find(username: username.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            // Spend the same time as a real check, so timing does not reveal which names exist.
            _ = try await hash(password)
            return nil
        }
        let hash = model.passwordHash
        let matches = try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
        return matches ? model.account : nil
    }

    public func account(id: UUID) async throws -> Account? {
        try await UserModel.find(id, on: database)?.account
    }

    public func account(username: String) async throws -> Account? {
        try await find(username: username)?.account
    }

    public func all() async throws -> [Account] {
        try await UserModel.query(on: database).sort(\.$usernameKey).all().map(\.account)
    }

    public func setPassword(userID: UUID, to password: String) async throws {
        if let problem = AccountRules.passwordProblem(password) { throw DomainError.invalid("password", problem) }
        guard let model = try await UserModel.find(userID, on: database) else { throw DomainError.notFound }
        model.passwordHash = try await hash(password)
        try await model.save(on: database)
    }

    /// Changes the sort order and/or time zone; an unknown zone name is a validation error.
    public func updateSettings(userID: UUID, sortOrder: String?, timeZone: String?) async throws -> Account {
        guard let model = try await UserModel.find(userID, on: database) else { throw DomainError.notFound }
        var errors: [FieldError] = []
        if let sortOrder {
            if let order = MealSortOrder(rawValue: sortOrder.lowercased()) {
                model.sortOrder = order.rawValue
            } else {
                errors.append(FieldError(field: "sortOrder", message: "Sort order must be one of: \(MealSortOrder.allCases.map(\.rawValue).joined(separator: ", "))."))
            }
        }
        if let timeZone {
            let name = timeZone.trimmingCharacters(in: .whitespaces)
            if AccountRules.isTimeZoneName(name) {
                model.timeZone = name
            } else {
                errors.append(FieldError(field: "timeZone", message: "“\(timeZone)” is not a time zone Morsel knows; use an IANA name such as Europe/London."))
            }
        }
        guard errors.isEmpty else { throw DomainError.invalid(ValidationFailure(errors)) }
        try await model.save(on: database)
        return model.account
    }

    /// bcrypt is slow on purpose; keep it off the event loops.
    private func hash(_ password: String) async throws -> String {
        let cost = bcryptCost
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    /// Changes goals; every invalid value is reported and nothing is saved.
    public func updateGoals(userID: UUID, _ input: GoalsInput) async throws -> Account {
        guard let model = try await UserModel.find(userID, on: database) else { throw DomainError.notFound }
        do { model.goals = try input.applied(to: model.goals) } catch { throw DomainError.invalid(error) }
        try await model.save(on: database)
        return model.account
    }

    private func find(username: String) async throws -> UserModel? {
        try await UserModel.query(on: database).filter(\.$usernameKey == username.lowercased()).first()
    }
}

extension UserModel {
    var account: Account {
        Account(id: id!, username: username, isAdmin: isAdmin,
                sortOrder: MealSortOrder(rawValue: sortOrder) ?? .default,
                timeZone: TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")!, createdAt: createdAt, goals: goals,
                householdID: $household.id)
    }
}
