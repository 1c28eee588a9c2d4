import Foundation
import MorselCore
import SQLKit

extension UserRepository {

    /// Every household, the oldest (the first account's) first, with how many people are in each.
    public func households() async throws -> [Household] {
        try await store.rows(
            """
            SELECT h.id, h.name, h.created_at, (SELECT COUNT(*) FROM users u WHERE u.household_id = h.id) AS members
            FROM households h ORDER BY h.created_at, h.name
            """
        ).map { row in
            Household(
                id: try row.uuid("id"), name: try row.string("name"), createdAt: try row.date("created_at"),
                memberCount: try row.int("members"))
        }
    }

    /// A new, empty household (for a second family on the same instance). Its name is trimmed,
    /// 1–60 characters and unique regardless of case; otherwise a validation error on `householdName`.
    @discardableResult
    public func createHousehold(name rawName: String) async throws -> UUID {
        let name = AccountRules.householdName(rawName)
        if let problem = AccountRules.householdNameProblem(name) { throw DomainError.invalid("householdName", problem) }
        let id = UUID()
        let now = clock.now()
        try await store.transaction { database in
            if let existing = try await Self.household(named: name, on: database) {
                throw DomainError.invalid("householdName", "There is already a household called “\(existing.name)”.")
            }
            try await database.raw(HouseholdRow.insert(id: id, name: name, at: now)).run()
        }
        return id
    }

    /// Moves a person to another household: from their next request on they share its plan,
    /// grocery list and prices. Their journal is theirs alone and goes with them.
    /// 404 when either the person or the household does not exist.
    @discardableResult
    public func moveUser(userID: UUID, to householdID: UUID) async throws -> Account {
        guard try await store.row("SELECT 1 AS found FROM households WHERE id = \(bind: householdID)") != nil,
            try await account(id: userID) != nil
        else { throw DomainError.notFound }
        return try await update(userID, [(.householdID, householdID)])
    }

    /// The household called `name`, regardless of case. There are few households, so they are
    /// compared here rather than through a lower-cased column on both engines.
    package static func household(named name: String, on database: any SQLDatabase) async throws -> (
        id: UUID, name: String
    )? {
        let key = name.lowercased()
        return try await database.raw("SELECT id, name FROM households").all().map(Row.init)
            .map { (id: try $0.uuid("id"), name: try $0.string("name")) }
            .first { $0.name.lowercased() == key }
    }
}
