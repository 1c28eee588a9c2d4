import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import MorselCore
import NIOCore
import TestFixtures
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Backup and restore", .serialized)
struct BackupTests {
    /// A journal with a photo, a recipe with a favourite, a planned week, a grocery list, prices and a token.
    func fill(_ app: TestApp) async throws {
        let alice = try await app.user("alice", admin: true)
        let bob = try await app.user("bob")
        let id = try #require(
            try await app.createMeal(#"{"name":"Salad","calories":320,"rating":4,"date":"10/03/2025"}"#, as: alice)[
                "id"] as? String)
        _ = try await app.api(
            .put, "/api/v1/meals/\(id)/photo", as: alice, body: ByteBuffer(bytes: pngBytes),
            headers: [.contentType: "image/png"])
        try await app.createMeal(#"{"name":"Toast","date":"09/03/2025"}"#, as: bob)
        let recipe = try #require(
            try await app.api(
                .post, "/api/v1/recipes", as: alice,
                json:
                    #"{"name":"Pasta","servings":2,"ingredients":[{"name":"spaghetti","measure":"200g"}],"instructions":"Boil."}"#
            ).jsonObject()["id"] as? String)
        _ = try await app.api(.put, "/api/v1/recipes/\(recipe)/favorite", as: bob)
        _ = try await app.api(
            .post, "/api/v1/plan/entries", as: alice,
            json: #"{"date":"2025-03-11","recipeId":"\#(recipe)","servings":2,"slot":"Dinner"}"#)
        _ = try await app.api(.post, "/api/v1/grocery/plan?week=2025-W11", as: alice)
        _ = try await app.api(
            .put, "/api/v1/prices", as: alice, json: #"{"items":[{"foodId":"20120","unit":"kg","price":2}]}"#)
    }

    /// The rows of a backup file, without its header (which carries the time it was taken)
    /// and with the journal versions a restore sets anew.
    func rows(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { String($0).replacing(/"journal_version":\d+/, with: #""journal_version":0"#) }.sorted()
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
        let first = temporaryFile()
        let second = temporaryFile()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
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
            #expect(
                alice.journalVersion >= Int(restoring.timeIntervalSince1970 * 1_000_000),
                "past any version kept before the restore: the microseconds since 1970 at the restore")
            let meals = try await services.journals.of(alice.id).all(order: .date)
            #expect(meals.map(\.name) == ["Salad"])
            #expect(try await services.journals.of(alice.id).photo(of: meals[0].id).data == Data(pngBytes))
            // Recipe searches find the restored recipes (their index of words is made again).
            #expect(try await services.recipes.list(.init(query: "pas")).items.map(\.name) == ["Pasta"])
            #expect(try await services.recipes.list(.init(ingredient: "spaghetti")).items.map(\.name) == ["Pasta"])
        }
    }

    @Test(
        "restore refuses a database with data unless asked to replace it, and a bad file (truncated, not a backup, a line too long) changes nothing"
    )
    func refusals() async throws {
        let file = temporaryFile()
        let broken = temporaryFile()
        let other = temporaryFile()
        defer { for url in [file, broken, other] { try? FileManager.default.removeItem(at: url) } }
        try await withApp { app in
            try await fill(app)
            _ = try await Backup.write(from: app.services.store, to: file, now: fixedNow)
            let store = app.services.store
            await #expect(throws: BackupError.self) {
                _ = try await Backup.restore(from: file, into: store, replacing: false)
            }
            // A truncated file (the last lines lost) is refused before anything is touched.
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            try (lines.dropLast(3).joined(separator: "\n") + "\n").write(to: broken, atomically: true, encoding: .utf8)
            await #expect(throws: BackupError.self) {
                _ = try await Backup.restore(from: broken, into: store, replacing: true)
            }
            try "hello".write(to: other, atomically: true, encoding: .utf8)
            await #expect(throws: BackupError.self) {
                _ = try await Backup.restore(from: other, into: store, replacing: true)
            }
            // A line longer than any a backup holds (no newline for 20 MiB) is refused without
            // being read whole.
            let header = try #require(lines.first)
            try (header + "\n" + String(repeating: "x", count: 20 << 20)).write(
                to: other, atomically: true, encoding: .utf8)
            let error = await #expect(throws: BackupError.self) {
                _ = try await Backup.restore(from: other, into: store, replacing: true)
            }
            #expect(error?.description.contains("longer than any a backup holds") == true)
            #expect(try await app.services.users.count() == 2)
            // Replacing: a user added after the backup is gone, the rest is back.
            _ = try await app.user("carol")
            _ = try await Backup.restore(from: file, into: store, replacing: true)
            #expect(try await app.services.users.all().map(\.username) == ["alice", "bob"])
        }
    }

    /// Every line of a backup after its header, as JSON objects.
    func lines(_ url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test(
        "a backup written before the column lists (version 1, made by 0ac1382) restores whole, every value in its column"
    )
    func versionOneRestores() async throws {
        let fixture = TestFixture.url("backups/backup.morsel")
        let again = temporaryFile()
        defer { try? FileManager.default.removeItem(at: again) }
        try await withEmptyStore { store in
            let restored = try await Backup.restore(from: fixture, into: store, replacing: false)
            let header = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(
                        String(contentsOf: fixture, encoding: .utf8)
                            .split(separator: "\n")[0].utf8)) as? [String: Any])
            #expect(restored == header["rows"] as? [String: Int])
            // A row in every table there was then (openid_identities came in migration 027, notification_targets in
            // 028, check_ins in 031).
            #expect(
                restored.count == Backup.tables.count - 3 && restored["openid_identities"] == nil
                    && restored["notification_targets"] == nil && restored["check_ins"] == nil)
            // Written again in today's format, each row holds the old one's values under its columns' names.
            _ = try await Backup.write(from: store, to: again, now: fixedNow)
            let old = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").dropFirst()
                .map { try JSONDecoder().decode(LegacyBackupRow.self, from: Data($0.utf8)) }
            let tables = Dictionary(uniqueKeysWithValues: Backup.tables.map { ($0.name, $0) })
            var expected = try old.map { row in
                let table = try #require(tables[row.table])
                return Backup.Line(table: row.table, row: try #require(row.row(of: table)))
            }
            var written = try String(contentsOf: again, encoding: .utf8).split(separator: "\n").dropFirst()
                .map { try JSONDecoder().decode(Backup.Line.self, from: Data($0.utf8)) }
            // Version 1 had no journal versions: the restore sets them, so they are not compared.
            let key = { (line: Backup.Line) in
                line.table + (line.row["id"] ?? line.row["key"] ?? line.row["code"]).map { "\($0)" }!
            }
            expected.sort { key($0) < key($1) }
            written.sort { key($0) < key($1) }
            #expect(written.count == expected.count)
            for (left, right) in zip(written, expected) {
                for (column, value) in right.row {
                    // Times pass through seconds since 2001 and back: equal to the microsecond.
                    if case .double(let a) = value, case .double(let b)? = left.row[column] {
                        #expect(abs(a - b) < 0.000_01, "\(left.table).\(column)")
                    } else {
                        #expect(left.row[column] == value, "\(left.table).\(column)")
                    }
                }
            }
            // And it works: alice's favourite salad and its photo, bob's favourite recipe, the plan and her saved meal.
            let services = AppServices(store: store, clock: .fixed(fixedNow), configuration: AppConfiguration())
            let alice = try #require(try await services.users.account(username: "alice"))
            let meals = try await services.journals.of(alice.id).all(order: .date)
            #expect(meals.map(\.name).sorted() == ["Salad", "a turkey sandwich and a medium latte"])
            let salad = try #require(meals.first { $0.name == "Salad" })
            #expect(
                salad.isFavorite && salad.details.nutrition.calories == 320 && salad.details.rating == 4
                    && salad.details.notes == "with feta")
            #expect(try await services.journals.of(alice.id).photo(of: salad.id).data.count == 70)
            #expect(try await services.recipes.list(.init(query: "pasta")).items.map(\.name) == ["Pasta"])
        }
    }

    @Test("a SQLite database made by 0ac1382 opens, upgrades and keeps every row")
    func oldDatabaseUpgrades() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("morsel-old-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("morsel.sqlite")
        try FileManager.default.copyItem(at: TestFixture.url("backups/morsel.sqlite"), to: file)
        var logger = Logger(label: "upgrade-test")
        logger.logLevel = .critical
        let store = try DatabaseStore(location: try DatabaseLocation(url: "sqlite://" + file.path), logger: logger)
        do {
            try await store.open()
            let services = AppServices(store: store, clock: .fixed(fixedNow), configuration: AppConfiguration())
            let alice = try #require(try await services.users.account(username: "alice"))
            let journal = services.journals.of(alice.id)
            let salad = try #require(try await journal.all(order: .date).first { $0.name == "Salad" })
            #expect(salad.hasPhoto && salad.details.nutrition.protein == 12.5)
            #expect(try await services.recipes.list(.init(ingredient: "spaghetti")).items.map(\.name).contains("Pasta"))
            // Written to as well: a new meal is kept beside the old.
            _ = try await journal.create(
                MealDetails(
                    name: "Soup", category: MealCategory("Lunch"),
                    nutrition: Nutrition(calories: 200, protein: 8, fat: 5, carbs: 30),
                    date: try #require(MealDate(iso: "2025-03-12"))))
            #expect(try await journal.all(order: .date).count == 3)
        } catch {
            await store.shutdown()
            throw error
        }
        await store.shutdown()
    }

    @Test(
        "a backup from an older schema restores, a column added since taking its default; one from a newer schema, or a row short of a column its header lists, is refused"
    )
    func olderSchemas() async throws {
        let file = temporaryFile()
        let older = temporaryFile()
        let newer = temporaryFile()
        let short = temporaryFile()
        defer { for url in [file, older, newer, short] { try? FileManager.default.removeItem(at: url) } }
        try await withApp { app in
            try await fill(app)
            _ = try await Backup.write(from: app.services.store, to: file, now: fixedNow)
        }
        // As if users.weight_unit had come in a later migration: gone from the header and every row.
        var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        var header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        let original = lines[0]
        header["schemaVersion"] = Backup.schemaVersion - 1
        var columns = try #require(header["columns"] as? [String: [String]])
        columns["users"]?.removeAll { $0 == "weight_unit" }
        header["columns"] = columns
        lines[0] = String(decoding: try JSONSerialization.data(withJSONObject: header), as: UTF8.self)
        for index in lines.indices.dropFirst()
        where lines[index].hasPrefix(#"{"row":"#) && lines[index].contains(#""table":"users""#) {
            lines[index] = lines[index].replacing(/,"weight_unit":"[a-z]+"/, with: "")
            #expect(!lines[index].contains("weight_unit"))
        }
        try (lines.joined(separator: "\n") + "\n").write(to: older, atomically: true, encoding: .utf8)
        // The same rows under the header that lists the column: a damaged file.
        try (([original] + lines.dropFirst()).joined(separator: "\n") + "\n").write(
            to: short, atomically: true, encoding: .utf8)
        header["schemaVersion"] = Backup.schemaVersion + 1
        lines[0] = String(decoding: try JSONSerialization.data(withJSONObject: header), as: UTF8.self)
        try (lines.joined(separator: "\n") + "\n").write(to: newer, atomically: true, encoding: .utf8)
        try await withEmptyStore { store in
            await #expect(throws: BackupError.self) {
                _ = try await Backup.restore(from: newer, into: store, replacing: false)
            }
            await #expect(throws: BackupError.self) {
                _ = try await Backup.restore(from: short, into: store, replacing: false)
            }
            let restored = try await Backup.restore(from: older, into: store, replacing: false)
            #expect(restored["users"] == 2 && restored["meals"] == 2)
            let units = try await store.rows("SELECT weight_unit FROM users").map { try $0.string("weight_unit") }
            #expect(units == ["kg", "kg"], "the default migration 022 gave every existing row")
        }
    }

    @Test("a table of more rows than a page backs up and restores whole, page after page in key order")
    func manyPages() async throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let count = BackupTable.rowsPerPage * 2 + 37
        try await withApp { app in
            let alice = try await app.user("alice")
            let day = try #require(MealDate(iso: "2025-03-10"))
            _ = try await app.services.journals.of(alice.id).create(
                (0..<count).map {
                    MealDetails(
                        name: "Meal \($0)", category: MealCategory("Lunch"),
                        nutrition: Nutrition(calories: $0, protein: 1, fat: 1, carbs: 1), date: day)
                })
            #expect(try await Backup.write(from: app.services.store, to: file, now: fixedNow)["meals"] == count)
        }
        let ids = try lines(file).filter { $0["table"] as? String == "meals" }.compactMap {
            ($0["row"] as? [String: Any])?["id"] as? String
        }
        #expect(Set(ids).count == count, "every meal once")
        try await withEmptyStore { store in
            #expect(try await Backup.restore(from: file, into: store, replacing: false)["meals"] == count)
            let stored = try await store.rows("SELECT count(*) AS n FROM meals").first.map { try $0.int("n") }
            #expect(stored == count)
        }
    }
}
