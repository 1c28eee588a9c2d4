import Foundation
import MorselCore
import MorselData
import MorselServices

/// Builds, once at start-up, what controllers, middleware and commands are given: each
/// controller takes the few of these it uses (see `Application.router`).
public struct AppServices: Sendable {
    public let store: DatabaseStore
    public let clock: AppClock
    public let configuration: AppConfiguration
    /// USDA reference foods, shared by every request.
    public let foods: FoodCatalog
    /// What `/metrics` reports; nil when it is off.
    public let metrics: AppMetrics?
    /// What the busiest pages work out from each journal, kept under its version.
    let journalCache = JournalCache()
    /// The OpenID provider, when one is configured: one for the app, as it keeps the provider's
    /// discovery document and keys.
    let openIDProvider: OpenIDProvider?

    public init(
        store: DatabaseStore, clock: AppClock, configuration: AppConfiguration, foods: FoodCatalog = .bundled,
        metrics: AppMetrics? = nil
    ) {
        self.store = store
        self.metrics = metrics
        self.clock = clock
        self.configuration = configuration
        self.foods = foods
        openIDProvider = configuration.openID.map {
            OpenIDProvider(
                settings: $0, redirectURI: (configuration.siteAddress ?? "") + Route.openIDCallback.path(),
                http: PageFetcher.shared, clock: clock)
        }
    }

    public var users: UserRepository {
        UserRepository(
            store: store, clock: clock, passwords: Passwords(cost: configuration.bcryptCost),
            defaultTimeZone: configuration.defaultTimeZone)
    }

    public var signInThrottle: SignInThrottle {
        SignInThrottle(store: store, clock: clock)
    }

    /// Password checks under the sign-in limits.
    var signIn: SignIn { SignIn(users: users, throttle: signInThrottle, allowsPasswords: configuration.passwordSignIn) }

    /// Each person's notification target, and the notifications to send.
    public var notifications: NotificationRepository { NotificationRepository(store: store, clock: clock) }

    /// Plans and sends notifications (each instance runs one: see ``NotificationService``).
    public var notificationScheduler: NotificationScheduler {
        NotificationScheduler(
            store: store, clock: clock, notifications: notifications,
            sender: NotificationSender(
                http: PageFetcher.shared, reach: configuration.importReach, pages: notificationPages),
            coaching: coaching)
    }

    /// The page a tapped notification opens, by its kind: the plan, the grocery list, else Today.
    private var notificationPages: [String: String] {
        guard let site = configuration.siteAddress else { return [:] }
        return [
            "": site + Route.today.path(), HouseholdChange.plan.rawValue: site + Route.plan.path(),
            HouseholdChange.grocery.rawValue: site + Route.grocery.path(),
        ]
    }

    /// Saving targets and sending tests, for the API and Settings.
    var notificationTargets: NotificationTargets {
        NotificationTargets(
            notifications: notifications, scheduler: notificationScheduler, reach: configuration.importReach)
    }

    /// Who each person is at the OpenID provider.
    public var openIDIdentities: OpenIDIdentities { OpenIDIdentities(store: store, clock: clock) }

    /// Sign-in with the OpenID provider; nil when none is configured.
    var openIDSignIn: OpenIDSignIn? {
        openIDProvider.map {
            OpenIDSignIn(provider: $0, identities: openIDIdentities, users: users, store: store, clock: clock)
        }
    }

    /// The answers to the last day's writes sent with an `Idempotency-Key`.
    var idempotencyKeys: IdempotencyKeys { IdempotencyKeys(store: store, clock: clock) }

    public var credentials: CredentialRepository {
        CredentialRepository(store: store, clock: clock)
    }

    /// Each person's journal.
    public var journals: Journals { Journals(store: store, clock: clock) }
    /// The expenditure estimate and the weekly check-ins.
    public var coaching: Coaching { Coaching(store: store, journals: journals, clock: clock) }

    /// Packaged foods by barcode.
    public var products: ProductRepository { ProductRepository(store: store, clock: clock) }

    /// One person's weight log.
    public func weights(of userID: UUID) -> WeightRepository {
        WeightRepository(store: store, ownerID: userID, clock: clock)
    }

    /// One person's saved meals.
    public func savedMeals(of userID: UUID) -> SavedMealRepository {
        SavedMealRepository(store: store, ownerID: userID, clock: clock)
    }

    /// The shared recipe catalog.
    public var recipes: RecipeRepository {
        RecipeRepository(store: store, clock: clock, foods: foods)
    }

    /// Each household's plan, list and prices.
    public var households: Households { Households(store: store, clock: clock, recipes: recipes) }

    /// Recipes and planned items logged as meals.
    var mealLogging: MealLogging {
        MealLogging(journals: journals, recipes: recipes, households: households, clock: clock)
    }

    public var theMealDB: TheMealDBClient { TheMealDBClient(baseURL: configuration.theMealDBURL) }

    /// Other apps' export files: recipe collections and tracker diaries.
    public var fileImport: FileImport {
        FileImport(recipes: recipes, journals: journals, weights: weights(of:), metrics: metrics)
    }

    /// Packaged foods by barcode: kept here, else from Open Food Facts when the instance allows it.
    public var packagedFoods: Products {
        Products(
            repository: products, foods: foods,
            openFoodFacts: configuration.openFoodFactsURL.map { OpenFoodFactsClient(baseURL: $0) })
    }

    /// Saved meals, checked against the food table and logged in one tap.
    var savedMeals: SavedMeals { SavedMeals(store: store, journals: journals, foods: foods, clock: clock) }

    /// Meals said in words, logged.
    public var textLogging: TextLogging { TextLogging(journals: journals, foods: foods, clock: clock) }

    /// Made-up people, journals and recipes for benchmarks.
    public var syntheticData: SyntheticData {
        SyntheticData(store: store, users: users, journals: journals, recipes: recipes, foods: foods)
    }

    /// Recipes imported from their web pages.
    public var recipeURLImport: RecipeURLImport {
        RecipeURLImport(
            fetcher: PageFetcher(http: PageFetcher.shared, reach: configuration.importReach),
            recipes: recipes, metrics: metrics)
    }

    /// The household's plan as each person's calendar feed.
    var calendarFeed: CalendarFeed {
        CalendarFeed(credentials: credentials, journals: journals, households: households, clock: clock)
    }
}
