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
        UserRepository(store: store, clock: clock, bcryptCost: configuration.bcryptCost,
                       defaultTimeZone: configuration.defaultTimeZone)
    }

    public var signInThrottle: SignInThrottle {
        SignInThrottle(store: store, clock: clock)
    }

    /// Password checks under the sign-in limits.
    var signIn: SignIn { SignIn(users: users, throttle: signInThrottle) }

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
        PlanRepository(store: store, householdID: try household(of: user), clock: clock, recipes: recipes,
                       prices: try prices(for: user))
    }

    /// The household whose plan, list and prices the person shares.
    private func household(of user: CurrentUser) throws -> UUID {
        guard let householdID = user.householdID else { throw DomainError.forbidden("This account belongs to no household yet.") }
        return householdID
    }

    /// The food prices of the person's household.
    func prices(for user: CurrentUser) throws -> PriceRepository {
        PriceRepository(store: store, householdID: try household(of: user), foods: foods)
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

    /// What the insights of a person read: their journal and, with a household, its plan.
    func insights(for user: CurrentUser) throws -> InsightsReport {
        InsightsReport(meals: meals(of: user.id), plan: user.householdID == nil ? nil : try plan(for: user), goals: user.goals)
    }
}
