import FluentKit
import Foundation
import MorselCore

/// A household as the rest of the app sees it: people who share a plan, a grocery list and
/// food prices, each keeping their own journal.
public struct Household: Sendable, Equatable {
    public let id: UUID
    public let name: String
    public let createdAt: Date
    /// How many accounts belong to it.
    public let memberCount: Int
}

extension UserRepository {

    /// Every household, the oldest (the first account's) first, with how many people are in each.
    public func households() async throws -> [Household] {
        let users = try await UserModel.query(on: database).all()
        let members = Dictionary(grouping: users) { $0.$household.id }
        let models = try await HouseholdModel.query(on: database).sort(\.$createdAt).sort(\.$name).all()
        return models.map { model in
            Household(id: model.id!, name: model.name, createdAt: model.createdAt, memberCount: members[model.id]?.count ?? 0)
        }
    }

    /// A new, empty household (for a second family on the same instance). Its name is trimmed,
    /// 1–60 characters and unique regardless of case; otherwise a validation error on `householdName`.
    @discardableResult
    public func createHousehold(name rawName: String) async throws -> UUID {
        let name = AccountRules.householdName(rawName)
        if let problem = AccountRules.householdNameProblem(name) { throw DomainError.invalid("householdName", problem) }
        if let existing = try await Self.household(named: name, on: database) {
            throw DomainError.invalid("householdName", "There is already a household called “\(existing.name)”.")
        }
        let model = HouseholdModel(name: name, createdAt: clock.now())
        try await model.create(on: database)
        return model.id!
    }

    /// Moves a person to another household: from their next request on they share its plan,
    /// grocery list and prices. Their journal is theirs alone and goes with them.
    /// 404 when either the person or the household does not exist.
    @discardableResult
    public func moveUser(userID: UUID, to householdID: UUID) async throws -> Account {
        guard try await HouseholdModel.find(householdID, on: database) != nil,
              let model = try await UserModel.find(userID, on: database)
        else { throw DomainError.notFound }
        model.$household.id = householdID
        try await model.save(on: database)
        return model.account
    }

    /// The household called `name`, regardless of case. There are few households, so they are
    /// compared here rather than through a lower-cased column on both engines.
    static func household(named name: String, on database: any Database) async throws -> HouseholdModel? {
        let key = name.lowercased()
        return try await HouseholdModel.query(on: database).all().first { $0.name.lowercased() == key }
    }
}
