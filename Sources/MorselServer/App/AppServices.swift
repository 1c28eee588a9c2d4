import Foundation
import MorselCore

/// What controllers need, built once at start-up and handed to each of them.
public struct AppServices: Sendable {
    public let store: DatabaseStore
    public let clock: AppClock
    public let configuration: AppConfiguration
    /// USDA reference foods, shared by every request.
    public let foods: FoodCatalog

    public init(store: DatabaseStore, clock: AppClock, configuration: AppConfiguration, foods: FoodCatalog = .bundled) {
        self.store = store
        self.clock = clock
        self.configuration = configuration
        self.foods = foods
    }

    public var users: UserRepository {
        UserRepository(database: store.database, clock: clock, bcryptCost: configuration.bcryptCost,
                       defaultTimeZone: configuration.defaultTimeZone)
    }

    public var signInThrottle: SignInThrottle {
        SignInThrottle(database: store.database, clock: clock)
    }

    /// Checks a username and password under the sign-in limits: the account, or nil after
    /// counting the failure; 429 once too many have failed.
    func signIn(username: String, password: String, address: String?) async throws -> Account? {
        try await signInThrottle.check(username: username, address: address)
        guard let account = try await users.verify(username: username, password: password) else {
            try await signInThrottle.recordFailure(username: username, address: address)
            return nil
        }
        try await signInThrottle.clear(username: username)
        return account
    }

    public var credentials: CredentialRepository {
        CredentialRepository(store: store, clock: clock)
    }

    /// The journal of one person; nothing in it reaches anyone else's.
    public func meals(of userID: UUID) -> MealRepository {
        MealRepository(store: store, ownerID: userID, clock: clock)
    }

    /// The shared recipe catalog.
    public var recipes: RecipeRepository {
        RecipeRepository(store: store, clock: clock, foods: foods)
    }

    /// The plan of the person's household.
    func plan(for user: CurrentUser) throws -> PlanRepository {
        PlanRepository(database: store.database, householdID: try household(of: user), clock: clock, recipes: recipes,
                       prices: try prices(for: user))
    }

    /// The household whose plan, list and prices the person shares.
    private func household(of user: CurrentUser) throws -> UUID {
        guard let householdID = user.householdID else { throw AppError.forbidden("This account belongs to no household yet.") }
        return householdID
    }

    /// The food prices of the person's household.
    func prices(for user: CurrentUser) throws -> PriceRepository {
        PriceRepository(database: store.database, householdID: try household(of: user), foods: foods)
    }

    /// The grocery list of the person's household.
    func grocery(for user: CurrentUser) throws -> GroceryRepository {
        GroceryRepository(store: store, householdID: try household(of: user), clock: clock, foods: foods, recipes: recipes)
    }

    public var theMealDB: TheMealDBClient { TheMealDBClient(baseURL: configuration.theMealDBURL) }

    /// The date it is now where the person is.
    func today(for user: CurrentUser) -> MealDate {
        MealDate(clock.now(), in: user.timeZone)
    }

    /// The person's journal, day by day, and their household's planned spend per week over a period.
    func insights(for user: CurrentUser, from: MealDate, to: MealDate) async throws -> Insights {
        let totals = try await meals(of: user.id).dailyTotals(from: from, to: to)
        // Whole weeks, so each week's spend is compared with the whole budget.
        let costs = user.householdID == nil ? [:]
            : try await plan(for: user).dailyCosts(from: PlanWeek(containing: from).monday, to: PlanWeek(containing: to).sunday)
        return Insights(from: from, to: to, totals: totals, plannedCosts: costs, goals: user.goals)
    }

    /// Adds the three sample meals to a journal; used by the web page and `morsel demo`.
    public func addSampleMeals(userID: UUID, timeZone: TimeZone) async throws -> [Meal] {
        try await meals(of: userID).create(SampleMeals.details(today: MealDate(clock.now(), in: timeZone)))
    }
}
