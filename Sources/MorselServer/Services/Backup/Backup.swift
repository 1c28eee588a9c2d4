import FluentKit
import Foundation
import SQLKit

/// A whole instance in one file, and back: every table's rows (photos included, as they
/// live in the database), read in one transaction so the snapshot is consistent while the
/// server keeps writing. The file is JSON lines: a header, then one `{"table", "row"}` per
/// row, parents before children. It is the same on both engines, so a backup of SQLite
/// restores into PostgreSQL and the other way round.
public enum Backup {
    public static let format = "morsel-backup"

    struct Header: Codable {
        let format: String
        /// How many migrations the schema had: a backup restores into the same schema only.
        let schemaVersion: Int
        let createdAt: Date
        let rows: [String: Int]
    }

    struct Line: Codable {
        let table: String
        let row: JSONValue
    }

    /// Rows per table, as written or restored.
    public typealias Counts = [String: Int]

    static var schemaVersion: Int { MigrationList.all.count }

    /// Every table, parents first. Failed sign-ins are transient and left out.
    static let tables: [Table] = [
        .of(HouseholdModel.self), .of(UserModel.self), .of(SessionModel.self), .of(AccessTokenModel.self),
        .of(MealModel.self), .of(MealPhotoModel.self), .of(RecipeModel.self), .of(RecipeLineModel.self),
        .of(RecipeFavoriteModel.self), .of(RecipePhotoModel.self), .of(AppStateModel.self),
        .of(PlanEntryModel.self), .of(GroceryEntryModel.self), .of(FoodPriceModel.self), .of(SavedMealModel.self),
        .of(ProductModel.self), .of(WeightModel.self), .of(CalendarFeedModel.self),
    ]

    /// Tables made from others' rows, left out of the file and made again on restore.
    static let derivedTables = [RecipeWordRow.Column.table]
    /// Columns the database works out itself, which no model carries, so no backup either:
    /// each person's journal version (migration 024), set past every earlier one on restore.
    static let derivedColumns = [UserRow.Column.table: [UserRow.Column.journalVersion.rawValue]]

    /// Writes a snapshot of `store` to `url` (replacing the file only once it is complete).
    public static func write(from store: DatabaseStore, to url: URL, now: Date) async throws -> Counts {
        let isPostgres = store.isPostgres
        let dumped = try await store.database.transaction { database in
            // PostgreSQL's default isolation sees each statement's own moment; a backup needs one.
            if isPostgres { try await (database as! any SQLDatabase).raw("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ").run() }
            var dumped: [(String, [Data])] = []
            for table in tables { dumped.append((table.name, try await table.dump(database))) }
            return dumped
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let counts = Dictionary(uniqueKeysWithValues: dumped.map { ($0.0, $0.1.count) })
        var output = try encoder.encode(Header(format: format, schemaVersion: schemaVersion, createdAt: now, rows: counts))
        output.append(0x0A)
        for (name, rows) in dumped {
            for row in rows {
                output.append(contentsOf: Data(#"{"table":"\#(name)","row":"#.utf8))
                output.append(row)
                output.append(contentsOf: Data("}\n".utf8))
            }
        }
        let partial = url.appendingPathExtension("partial")
        try output.write(to: partial)
        _ = try? FileManager.default.removeItem(at: url)
        try FileManager.default.moveItem(at: partial, to: url)
        return counts
    }

    /// Restores `url` into `store` in one transaction: into an empty database, or, with
    /// `replacing`, over what is there. A bad file changes nothing.
    public static func restore(from url: URL, into store: DatabaseStore, replacing: Bool) async throws -> Counts {
        let data = try Data(contentsOf: url)
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: true)[...]
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let first = lines.popFirst(), let header = try? decoder.decode(Header.self, from: Data(first)), header.format == format else {
            throw BackupError("\(url.lastPathComponent) is not a Morsel backup.")
        }
        guard header.schemaVersion == schemaVersion else {
            throw BackupError("The backup's schema is version \(header.schemaVersion); this Morsel's is \(schemaVersion). Restore it with the Morsel that wrote it.")
        }
        var rows: [String: [Data]] = [:]
        for (number, line) in lines.enumerated() {
            guard let entry = try? decoder.decode(Line.self, from: Data(line)), tables.contains(where: { $0.name == entry.table }) else {
                throw BackupError("Line \(number + 2) of the backup cannot be read.")
            }
            rows[entry.table, default: []].append(try JSONEncoder().encode(entry.row))
        }
        let read = rows.mapValues(\.count)
        guard tables.allSatisfy({ read[$0.name, default: 0] == header.rows[$0.name, default: 0] }) else {
            throw BackupError("The backup is incomplete: it has fewer rows than its header lists.")
        }
        let restoring = rows, restoredAt = Date()
        try await store.database.transaction { database in
            if replacing {
                for table in tables.reversed() { try await table.deleteAll(database) }
            } else {
                for table in tables where try await table.count(database) > 0 {
                    throw BackupError("The database already has data (\(table.name)). Restore into an empty database, or replace it with --replace.")
                }
            }
            for table in tables {
                for row in restoring[table.name] ?? [] { try await table.insert(row, database) }
            }
            // The derived tables.
            try await RecipeRepository.indexWords(on: database as! any SQLDatabase)
            // Versions past any an instance still running may have kept pages under (the
            // count of writes since the migration, far below the microseconds since 1970).
            try await (database as! any SQLDatabase)
                .raw("UPDATE users SET journal_version = \(bind: Int(restoredAt.timeIntervalSince1970 * 1_000_000))").run()
        }
        return read
    }

    /// One table's rows, through its Fluent model (models encode and decode every field).
    struct Table: Sendable {
        let name: String
        let dump: @Sendable (any Database) async throws -> [Data]
        let insert: @Sendable (Data, any Database) async throws -> Void
        let deleteAll: @Sendable (any Database) async throws -> Void
        let count: @Sendable (any Database) async throws -> Int

        static func of<M: Model>(_ type: M.Type) -> Table {
            Table(
                name: M.schema,
                dump: { database in
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                    return try await M.query(on: database).all().map { try encoder.encode($0) }
                },
                insert: { data, database in try await JSONDecoder().decode(M.self, from: data).create(on: database) },
                deleteAll: { database in try await M.query(on: database).delete() },
                count: { database in try await M.query(on: database).count() })
        }
    }
}

/// A backup that cannot be written or restored, said plainly.
public struct BackupError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Any JSON value, to carry a row through the backup file unchanged.
enum JSONValue: Codable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
