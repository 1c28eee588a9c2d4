import Foundation
import Hummingbird
import Logging
import MorselCore
import MorselData
import MorselServices
import ServiceLifecycle

/// Builds the whole app: middleware, every controller's routes, static assets.
public enum MorselApp {
    /// Opens (and migrates) the database the configuration names; a new installation also
    /// gets the starter recipes.
    public static func services(_ configuration: AppConfiguration, clock: AppClock = .system, logger: Logger)
        async throws -> AppServices
    {
        let metrics = configuration.metricsToken == nil ? nil : AppMetrics()
        let store = try DatabaseStore(location: try configuration.databaseLocation(), logger: logger, metrics: metrics)
        do {
            try await store.open()
            let services = AppServices(store: store, clock: clock, configuration: configuration, metrics: metrics)
            if configuration.loadsStarterCatalog {
                try await services.recipes.loadStarterCatalogIfNeeded(try StarterCatalog.drafts())
            }
            return services
        } catch {
            await store.shutdown()
            throw error
        }
    }

    /// The application, ready to run or to test. It owns the database and closes it on shutdown.
    public static func application(_ services: AppServices, logger: Logger) -> some ApplicationProtocol {
        Application(
            router: router(services, logger: logger),
            configuration: .init(
                address: .hostname(services.configuration.host, port: services.configuration.port), serverName: "Morsel"
            ),
            // Shut down last to first: the notifications' tick ends before the database closes.
            services: [services.store]
                + (services.configuration.notificationInterval.map {
                    [NotificationService(scheduler: services.notificationScheduler, interval: $0, logger: logger)]
                        as [any Service]
                } ?? []),
            logger: logger)
    }

    /// Every route and middleware of the app; tests read its `routes` to check the OpenAPI document covers them.
    static func router(_ services: AppServices, logger: Logger) -> Router<AppRequestContext> {
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: RequestLogMiddleware(metrics: services.metrics))
        router.add(
            middleware: SecurityHeadersMiddleware(
                servedOverTLS: services.configuration.isServedOverTLS,
                formTargets: [services.configuration.openID?.issuer, services.configuration.proxySignIn?.logoutURL]
                    .compactMap { $0.flatMap(SecurityHeadersMiddleware.origin(of:)) }))
        router.add(middleware: ErrorMiddleware())
        router.add(
            middleware: FileMiddleware(
                Self.publicDirectory, urlBasePath: Route.assets.pattern,
                cacheControl: .init([(MediaType(type: .any), [.maxAge(3600)])]), logger: logger))

        // For load balancers: alive, and able to reach the database.
        router.get(.init(Route.health.pattern)) { _, _ in
            try JSONResponse.make(["status": "ok"])
        }
        router.get(.init(Route.ready.pattern)) { _, context in
            do {
                try await services.store.sql.raw("SELECT 1").run()
                return try JSONResponse.make(["status": "ready"])
            } catch {
                context.logger.error("Not ready", metadata: ["error": "\(String(reflecting: error))"])
                return try JSONResponse.make(["status": "the database cannot be reached"], status: .serviceUnavailable)
            }
        }

        if let metrics = services.metrics, let token = services.configuration.metricsToken {
            MetricsController(metrics: metrics, token: token, store: services.store).addRoutes(to: router)
        }
        let calendar = CalendarController(
            credentials: services.credentials, feed: services.calendarFeed, configuration: services.configuration)
        calendar.addFeedRoute(to: router)
        AppShellController().addRoutes(to: router)

        let api = router.group().add(middleware: APIVersionMiddleware())
            .add(middleware: TokenAuthenticator(credentials: services.credentials))
        AccountAPIController(users: services.users, credentials: services.credentials, signIn: services.signIn)
            .addPublicRoutes(to: api)
        // The OpenAPI description of this API (no token needed), for clients and API fuzzers.
        let openAPIDocument = Self.openAPIDocument
        api.get(.init(Route.API.openAPI.pattern)) { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: openAPIDocument))
        }
        let authenticatedAPI = api.group().add(middleware: RequireToken())
            .add(middleware: IdempotencyMiddleware(keys: services.idempotencyKeys))
            .group(context: SignedInContext.self)
        MealsAPIController(
            journals: services.journals, foods: services.foods, products: services.packagedFoods,
            cache: services.journalCache, clock: services.clock
        )
        .addRoutes(to: authenticatedAPI)
        SavedMealsAPIController(savedMeals: services.savedMeals).addRoutes(to: authenticatedAPI)
        WeightsAPIController(weights: services.weights(of:), clock: services.clock).addRoutes(to: authenticatedAPI)
        ExpenditureAPIController(coaching: services.coaching, clock: services.clock).addRoutes(to: authenticatedAPI)
        AccountAPIController(users: services.users, credentials: services.credentials, signIn: services.signIn)
            .addRoutes(to: authenticatedAPI)
        FoodsAPIController(foods: services.foods, products: services.packagedFoods).addRoutes(to: authenticatedAPI)
        RecipesAPIController(
            logging: services.mealLogging, recipes: services.recipes, foods: services.foods,
            urlImport: services.recipeURLImport
        ).addRoutes(to: authenticatedAPI)
        PlanAPIController(households: services.households, logging: services.mealLogging, clock: services.clock)
            .addRoutes(to: authenticatedAPI)
        GroceryAPIController(households: services.households, recipes: services.recipes, clock: services.clock)
            .addRoutes(to: authenticatedAPI)
        PricesAPIController(households: services.households, foods: services.foods).addRoutes(to: authenticatedAPI)
        InsightsAPIController(journals: services.journals, households: services.households, clock: services.clock)
            .addRoutes(to: authenticatedAPI)
        ExportAPIController(
            users: services.users, journals: services.journals, recipes: services.recipes,
            savedMeals: services.savedMeals(of:),
            weights: services.weights(of:), clock: services.clock
        ).addRoutes(to: authenticatedAPI)
        ImportAPIController(fileImport: services.fileImport, clock: services.clock).addRoutes(to: authenticatedAPI)
        calendar.addRoutes(to: authenticatedAPI)
        NotificationsAPIController(notifications: services.notifications, targets: services.notificationTargets)
            .addRoutes(to: authenticatedAPI)
        MCPController(services: services).addRoutes(to: authenticatedAPI)

        let web = router.group().add(middleware: SessionAuthenticator(credentials: services.credentials))
        if let proxy = services.configuration.proxySignIn {
            web.add(
                middleware: ProxySignInMiddleware(
                    settings: proxy, users: services.users, credentials: services.credentials))
        }
        AccountWebController(
            users: services.users, credentials: services.credentials, signIn: services.signIn,
            signInService: services.configuration.openID?.displayName,
            signedOutAt: services.configuration.proxySignIn?.logoutURL
        ).addRoutes(to: web)
        let openID = services.openIDSignIn.map { OpenIDWebController(openID: $0, credentials: services.credentials) }
        openID?.addRoutes(to: web)
        let signedIn = web.group().add(middleware: RequireSignIn(users: services.users))
            .add(middleware: IdempotencyMiddleware(keys: services.idempotencyKeys))
            .group(context: SignedInContext.self)
        JournalWebController(
            journals: services.journals, savedMeals: services.savedMeals(of:), cache: services.journalCache,
            coaching: services.coaching, clock: services.clock
        ).addRoutes(to: signedIn)
        MealWebController(
            journals: services.journals, foods: services.foods, products: services.packagedFoods, clock: services.clock
        )
        .addRoutes(to: signedIn)
        SavedMealsWebController(savedMeals: services.savedMeals).addRoutes(to: signedIn)
        SettingsWebController(
            users: services.users, credentials: services.credentials, configuration: services.configuration,
            openIDIdentities: services.openIDIdentities, notifications: services.notifications,
            notificationTargets: services.notificationTargets
        ).addRoutes(to: signedIn)
        openID?.addSignedInRoutes(to: signedIn)
        ImportWebController(fileImport: services.fileImport, clock: services.clock).addRoutes(to: signedIn)
        RecipeWebController(
            households: services.households, logging: services.mealLogging, recipes: services.recipes,
            foods: services.foods, clock: services.clock, theMealDB: services.theMealDB,
            urlImport: services.recipeURLImport
        ).addRoutes(to: signedIn)
        PlanWebController(
            households: services.households, logging: services.mealLogging, recipes: services.recipes,
            clock: services.clock
        ).addRoutes(to: signedIn)
        GroceryWebController(households: services.households, recipes: services.recipes, clock: services.clock)
            .addRoutes(to: signedIn)
        InsightsWebController(
            journals: services.journals, households: services.households, weights: services.weights(of:),
            cache: services.journalCache, coaching: services.coaching, clock: services.clock
        )
        .addRoutes(to: signedIn)
        PricesWebController(households: services.households, foods: services.foods).addRoutes(to: signedIn)
        return router
    }

    /// The static assets shipped inside the package, wherever the binary runs from.
    static var publicDirectory: String {
        Bundle.module.url(forResource: "Public", withExtension: nil)!.path
    }

    /// The OpenAPI document of the JSON API (`Resources/openapi.json`), read once.
    static let openAPIDocument: ByteBuffer = {
        let url = Bundle.module.url(forResource: "openapi", withExtension: "json")!
        return ByteBuffer(bytes: try! Data(contentsOf: url))
    }()
}
