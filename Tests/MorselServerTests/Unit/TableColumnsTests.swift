import SQLKit
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Each table's columns are declared once, as its `Row.Column` enum: SELECT and INSERT lists,
/// the backup and its restore are made from them. A column the migrations made but no enum
/// lists would never be read, written or backed up; a wrong type would back up as another.
@Suite("Every table's column list is the table the migrations make")
struct TableColumnsTests {
    /// The type each engine declares for a column of each ``ColumnType``.
    static func declared(_ type: ColumnType, postgres: Bool) -> Set<String> {
        switch type {
        case .text: postgres ? ["text"] : ["TEXT"]
        case .integer: postgres ? ["bigint"] : ["INTEGER"]
        case .real: postgres ? ["double precision"] : ["DOUBLE"]
        case .bool: postgres ? ["boolean"] : ["INTEGER"]
        case .id: postgres ? ["uuid"] : ["UUID"]
        case .time: postgres ? ["timestamp with time zone"] : ["REAL"]
        case .bytes: postgres ? ["bytea"] : ["BLOB"]
        }
    }

    /// Every table: those a backup carries, and the others.
    static let tables =
        Backup.tables + [
            BackupTable(key: RecipeWordRow.Column.recipeID), BackupTable(key: SignInFailureRow.Column.id),
            BackupTable(key: IdempotencyKeyRow.Column.id), BackupTable(key: OpenIDLoginRow.Column.id),
            BackupTable(key: NotificationDeliveryRow.Column.id),
        ]

    @Test("every table has its column list, and is backed up, made again from others, or transient")
    func everyTableBackedUp() async throws {
        try await withApp { app in
            let store = app.services.store
            let query: SQLQueryString =
                store.isPostgres
                ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
                : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            let tables = try await store.sql.raw(query).all().map { try $0.decode(column: "name", as: String.self) }
            #expect(Set(tables.filter { $0 != "_fluent_migrations" }) == Set(Self.tables.map(\.name)))
            #expect(
                Set(Self.tables.map(\.name))
                    == Set(Backup.tables.map(\.name) + Backup.derivedTables + Backup.transientTables))
        }
    }

    @Test("each table's columns, names and types, are its column list's")
    func columnsAndTypes() async throws {
        try await withApp { app in
            let store = app.services.store
            for table in Self.tables {
                let query: SQLQueryString =
                    store.isPostgres
                    ? "SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = \(bind: table.name)"
                    : "SELECT name, type FROM pragma_table_info(\(bind: table.name))"
                let stored = Dictionary(
                    uniqueKeysWithValues: try await store.sql.raw(query).all().map {
                        (try $0.decode(column: "name", as: String.self), try $0.decode(column: "type", as: String.self))
                    })
                #expect(Set(stored.keys) == Set(table.columnNames), "\(table.name)")
                for column in table.columns {
                    #expect(
                        Self.declared(column.type, postgres: store.isPostgres).contains(stored[column.name] ?? ""),
                        "\(table.name).\(column.name) is \(stored[column.name] ?? "missing"), listed as \(column.type)")
                }
            }
        }
    }
}
