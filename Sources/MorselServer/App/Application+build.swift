import Foundation
import Hummingbird
import Logging
import MorselCore

/// Builds the whole app: middleware, every controller's routes, static assets.
public enum MorselApp {
    /// Opens (and migrates) the database the configuration names; a new installation also
    /// gets the starter recipes.
    public static func services(_ configuration: AppConfiguration, clock: AppClock = .system, logger: Logger) async throws -> AppServices {
        let store = try DatabaseStore(location: try configuration.databaseLocation(), logger: logger)
        do {
            try await store.open()
            let services = AppServices(store: store, clock: clock, configuration: configuration)
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
            configuration: .init(address: .hostname(services.configuration.host, port: services.configuration.port), serverName: "Morsel"),
            services: [services.store],
            logger: logger)
    }

    /// Every route and middleware of the app; tests read its `routes` to check the OpenAPI document covers them.
    static func router(_ services: AppServices, logger: Logger) -> Router<AppRequestContext> {
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: SecurityHeadersMiddleware(servedOverTLS: services.configuration.isServedOverTLS))
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: FileMiddleware(
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

        AppShellController().addRoutes(to: router)

        let api = router.group().add(middleware: TokenAuthenticator(services: services))
        AccountAPIController(services: services).addPublicRoutes(to: api)
        // The OpenAPI description of this API (no token needed), for clients and API fuzzers.
        let openAPIDocument = Self.openAPIDocument
        api.get(.init(Route.API.openAPI.pattern)) { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: openAPIDocument))
        }
        let authenticatedAPI = api.group().add(middleware: RequireToken())
        MealsAPIController(services: services).addRoutes(to: authenticatedAPI)
        AccountAPIController(services: services).addRoutes(to: authenticatedAPI)
        FoodsAPIController(services: services).addRoutes(to: authenticatedAPI)
        RecipesAPIController(services: services).addRoutes(to: authenticatedAPI)
        PlanAPIController(services: services).addRoutes(to: authenticatedAPI)
        GroceryAPIController(services: services).addRoutes(to: authenticatedAPI)
        PricesAPIController(services: services).addRoutes(to: authenticatedAPI)
        InsightsAPIController(services: services).addRoutes(to: authenticatedAPI)
        ExportAPIController(services: services).addRoutes(to: authenticatedAPI)

        let web = router.group().add(middleware: SessionAuthenticator(services: services))
        AccountWebController(services: services).addRoutes(to: web)
        let signedIn = web.group().add(middleware: RequireSignIn(services: services))
        JournalWebController(services: services).addRoutes(to: signedIn)
        MealWebController(services: services).addRoutes(to: signedIn)
        SettingsWebController(services: services).addRoutes(to: signedIn)
        RecipeWebController(services: services).addRoutes(to: signedIn)
        PlanWebController(services: services).addRoutes(to: signedIn)
        GroceryWebController(services: services).addRoutes(to: signedIn)
        InsightsWebController(services: services).addRoutes(to: signedIn)
        PricesWebController(services: services).addRoutes(to: signedIn)
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
