import Foundation
import MorselCore
import SQLKit
import Testing
@testable import MorselServer

/// SQLite's writer commits concurrent transactions together; a failing one fails alone.
@Suite("Group commit on SQLite")
struct GroupCommitTests {
    @Test("of 40 transactions sent together, the one that throws changes nothing and the 39 others are all kept")
    func failingMemberFailsAlone() async throws {
        try await withSQLiteStore { store in
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for number in 0..<40 {
                    group.addTask {
                        do {
                            try await store.transaction { database in
                                try await database.raw("INSERT INTO app_state (key, value) VALUES (\(bind: "k\(number)"), \(bind: "v"))").run()
                                if number == 17 { throw DomainError.conflict("number 17 fails") }
                            }
                            return true
                        } catch {
                            return false
                        }
                    }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 39)
            let keys = try await store.rows("SELECT key FROM app_state").map { try $0.string("key") }
            #expect(keys.count == 39)
            #expect(!keys.contains("k17"))
        }
    }

    @Test("a transaction started inside another is refused, not left waiting for itself")
    func nestedIsRefused() async throws {
        try await withSQLiteStore { store in
            await #expect(throws: DatabaseError.self) {
                try await store.transaction { _ in try await store.run("DELETE FROM app_state") }
            }
            // The writer still works afterwards.
            try await store.run("INSERT INTO app_state (key, value) VALUES ('after', 'yes')")
            #expect(try await store.row("SELECT value FROM app_state WHERE key = 'after'")?.string("value") == "yes")
        }
    }
}

/// Each table's columns are declared once, in its Row enum; the migrations that made the
/// tables name them as text. This holds the two together: a column added to one and not the
/// other would be missing from every SELECT and INSERT.
@Suite("Row enums and the migrated schema")
struct TableColumnsTests {
    @Test("every table's Column enum names exactly the columns the migrations created")
    func columnsMatchSchema() async throws {
        try await withSQLiteStore { (store: DatabaseStore) async throws in
            let tables: [(String, [String])] = [
                (MealRow.Column.table, MealRow.Column.allCases.map(\.rawValue)),
                (MealPhotoRow.Column.table, MealPhotoRow.Column.allCases.map(\.rawValue)),
                (UserRow.Column.table, UserRow.Column.allCases.map(\.rawValue)),
                (HouseholdRow.Column.table, HouseholdRow.Column.allCases.map(\.rawValue)),
                (SessionRow.Column.table, SessionRow.Column.allCases.map(\.rawValue)),
                (AccessTokenRow.Column.table, AccessTokenRow.Column.allCases.map(\.rawValue)),
                (RecipeRow.Column.table, RecipeRow.Column.allCases.map(\.rawValue)),
                (RecipeLineRow.Column.table, RecipeLineRow.Column.allCases.map(\.rawValue)),
                (RecipeFavoriteRow.Column.table, RecipeFavoriteRow.Column.allCases.map(\.rawValue)),
                (RecipePhotoRow.Column.table, RecipePhotoRow.Column.allCases.map(\.rawValue)),
                (AppStateRow.Column.table, AppStateRow.Column.allCases.map(\.rawValue)),
                (PlanEntryRow.Column.table, PlanEntryRow.Column.allCases.map(\.rawValue)),
                (GroceryEntryRow.Column.table, GroceryEntryRow.Column.allCases.map(\.rawValue)),
                (FoodPriceRow.Column.table, FoodPriceRow.Column.allCases.map(\.rawValue)),
                (SignInFailureRow.Column.table, SignInFailureRow.Column.allCases.map(\.rawValue)),
                (RecipeWordRow.Column.table, RecipeWordRow.Column.allCases.map(\.rawValue)),
            ]
            for (table, declared) in tables {
                let created = try await store.rows("PRAGMA table_info(\(unsafeRaw: table))").map { try $0.string("name") }
                #expect(Set(created) == Set(declared), "\(table)")
            }
            let all = try await store.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != '_fluent_migrations'")
                .map { try $0.string("name") }
            #expect(Set(all) == Set(tables.map(\.0)), "a table without a Row enum")
        }
    }
}
