import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import MorselCore
@testable import MorselServer
import NIOCore
import Testing

@Suite("Backup and restore", .serialized)
struct BackupTests {
    /// A journal with a photo, a recipe with a favourite, a planned week, a grocery list, prices and a token.
    func fill(_ app: TestApp) async throws {
        let alice = try await app.user("alice", admin: true)
        let bob = try await app.user("bob")
        let id = try #require(try await app.createMeal(#"{"name":"Salad","calories":320,"rating":4,"date":"10/03/2025"}"#, as: alice)["id"] as? String)
        _ = try await app.api(.put, "/api/v1/meals/\(id)/photo", as: alice, body: ByteBuffer(bytes: pngBytes), headers: [.contentType: "image/png"])
        try await app.createMeal(#"{"name":"Toast","date":"09/03/2025"}"#, as: bob)
        let recipe = try #require(try await app.api(.post, "/api/v1/recipes", as: alice, json: #"{"name":"Pasta","servings":2,"ingredients":[{"name":"spaghetti","measure":"200g"}],"instructions":"Boil."}"#).jsonObject()["id"] as? String)
        _ = try await app.api(.put, "/api/v1/recipes/\(recipe)/favorite", as: bob)
        _ = try await app.api(.post, "/api/v1/plan/entries", as: alice, json: #"{"date":"2025-03-11","recipeId":"\#(recipe)","servings":2,"slot":"Dinner"}"#)
        _ = try await app.api(.post, "/api/v1/grocery/plan?week=2025-W11", as: alice)
        _ = try await app.api(.put, "/api/v1/prices", as: alice, json: #"{"items":[{"foodId":"20120","unit":"kg","price":2}]}"#)
    }

    /// The rows of a backup file, without its header (which carries the time it was taken).
    func rows(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst().map(String.init).sorted()
    }

    func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("morsel-backup-\(UUID().uuidString).morsel")
    }

    /// A second, empty database to restore into.
    func withEmptyStore(_ body: (DatabaseStore) async throws -> Void) async throws {
        let database = TestDatabase.fresh()
        var logger = Logger(label: "backup-test")
        logger.logLevel = .critical
        let store = try DatabaseStore(location: try DatabaseLocation(url: database.url), logger: logger)
        try await store.open()
        do { try await body(store) } catch {
            await database.drop(store)
            await store.shutdown()
            throw error
        }
        await database.drop(store)
        await store.shutdown()
    }

    @Test("a backup restores into an empty database with every row, photos included, the same")
    func roundTrip() async throws {
        let first = temporaryFile(), second = temporaryFile()
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        try await withApp { app in
            try await fill(app)
            let counts = try await Backup.write(from: app.services.store, to: first, now: fixedNow)
            #expect(counts["users"] == 2)
            #expect(counts["meals"] == 2)
            #expect(counts["meal_photos"] == 1)
            #expect(counts["recipe_favorites"] == 1)
            #expect(counts["plan_entries"] == 1)
            #expect(counts["food_prices"] == 1)
            #expect((counts["grocery_entries"] ?? 0) > 0)
        }
        try await withEmptyStore { store in
            let restoring = Date()
            let restored = try await Backup.restore(from: first, into: store, replacing: false)
            #expect(restored["meal_photos"] == 1)
            _ = try await Backup.write(from: store, to: second, now: fixedNow)
            #expect(try rows(first) == rows(second))
            // The restored journal works: alice's photo is served from it.
            let services = AppServices(store: store, clock: .fixed(fixedNow), configuration: AppConfiguration())
            let alice = try #require(try await services.users.account(username: "alice"))
            #expect(alice.journalVersion >= Int(restoring.timeIntervalSince1970 * 1_000_000),
                    "past any version kept before the restore: the microseconds since 1970 at the restore")
            let meals = try await services.journals.of(alice.id).all(order: .date)
            #expect(meals.map(\.name) == ["Salad"])
            #expect(try await services.journals.of(alice.id).photo(of: meals[0].id).data == Data(pngBytes))
            // Recipe searches find the restored recipes (their index of words is made again).
            #expect(try await services.recipes.list(.init(query: "pas")).items.map(\.name) == ["Pasta"])
            #expect(try await services.recipes.list(.init(ingredient: "spaghetti")).items.map(\.name) == ["Pasta"])
        }
    }

    @Test("restore refuses a database with data unless asked to replace it, and a bad file changes nothing")
    func refusals() async throws {
        let file = temporaryFile(), broken = temporaryFile(), other = temporaryFile()
        defer { for url in [file, broken, other] { try? FileManager.default.removeItem(at: url) } }
        try await withApp { app in
            try await fill(app)
            _ = try await Backup.write(from: app.services.store, to: file, now: fixedNow)
            let store = app.services.store
            await #expect(throws: BackupError.self) { _ = try await Backup.restore(from: file, into: store, replacing: false) }
            // A truncated file (the last lines lost) is refused before anything is touched.
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            try (lines.dropLast(3).joined(separator: "\n") + "\n").write(to: broken, atomically: true, encoding: .utf8)
            await #expect(throws: BackupError.self) { _ = try await Backup.restore(from: broken, into: store, replacing: true) }
            try "hello".write(to: other, atomically: true, encoding: .utf8)
            await #expect(throws: BackupError.self) { _ = try await Backup.restore(from: other, into: store, replacing: true) }
            #expect(try await app.services.users.count() == 2)
            // Replacing: a user added after the backup is gone, the rest is back.
            _ = try await app.user("carol")
            _ = try await Backup.restore(from: file, into: store, replacing: true)
            #expect(try await app.services.users.all().map(\.username) == ["alice", "bob"])
        }
    }
}
