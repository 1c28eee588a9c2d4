import FluentKit
import SQLKit
@testable import MorselServer
import Testing

/// Each model names its property wrappers by hand (`properties`), sparing FluentKit a
/// reflection per row read. A wrapper left out would silently never be read or written, so
/// each list must hold exactly the wrappers reflection finds.
@Suite("Models list every property wrapper they declare")
struct ModelPropertiesTests {
    static let models: [any Model.Type] = [
        AccessTokenModel.self, FoodPriceModel.self, GroceryEntryModel.self, HouseholdModel.self, MealModel.self,
        MealPhotoModel.self, PlanEntryModel.self, RecipeModel.self, RecipeLineModel.self, RecipeFavoriteModel.self,
        RecipePhotoModel.self, AppStateModel.self, SessionModel.self, SignInFailureModel.self, UserModel.self,
        SavedMealModel.self, ProductModel.self, WeightModel.self, CalendarFeedModel.self,
    ]

    @Test("the hand-written list is the reflected one", arguments: models.map { ModelType($0) })
    func listsEveryWrapper(_ type: ModelType) {
        let model = type.type.init()
        let listed = model.properties.map { ObjectIdentifier($0 as AnyObject) }
        let reflected = Mirror(reflecting: model).children.compactMap { $0.value as? any AnyProperty }.map { ObjectIdentifier($0 as AnyObject) }
        #expect(listed.count == reflected.count)
        #expect(Set(listed) == Set(reflected))
    }

    @Test("every table the migrations make has its model checked here")
    func everyModelChecked() async throws {
        try await withApp { app in
            let sql = app.services.store.sql
            let query: SQLQueryString = app.services.store.isPostgres
                ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
                : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            let tables = try await sql.raw(query).all().map { try $0.decode(column: "name", as: String.self) }
            #expect(Set(tables.filter { $0 != "_fluent_migrations" }) == Set(Self.models.map { $0.schema } + Backup.derivedTables))
        }
    }

    @Test("every column of every table but those the database works out has its model's field, so a backup carries it")
    func everyColumnModelled() async throws {
        try await withApp { app in
            let store = app.services.store
            for type in Self.models {
                let query: SQLQueryString = store.isPostgres
                    ? "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = \(bind: type.schema)"
                    : "SELECT name FROM pragma_table_info(\(bind: type.schema))"
                let columns = try await store.sql.raw(query).all().map { try $0.decode(column: "name", as: String.self) }
                let fields = type.init().properties.compactMap { $0 as? any AnyDatabaseProperty }.flatMap(\.keys).map(\.description)
                #expect(Set(columns).subtracting(Backup.derivedColumns[type.schema] ?? []) == Set(fields), "\(type.schema)")
            }
        }
    }
}

/// A model type as a test argument.
struct ModelType: CustomTestStringConvertible, Sendable {
    let type: any Model.Type
    init(_ type: any Model.Type) { self.type = type }
    var testDescription: String { "\(type)" }
}
