import Foundation
import MorselData
import SQLKit

/// A whole instance in one file, and back: every table's rows (photos included, as they live
/// in the database), read in one snapshot so the file is consistent while the server keeps
/// writing, and restored in one transaction through the app's own writer.
///
/// The file is JSON lines: a header, then one `{"table", "row"}` per row, parents before
/// children, each row keyed by column name. Both the tables and their columns come from the
/// ``TableColumn`` lists the repositories use, so a new column is backed up with no edit
/// here. Values are engine-neutral (``BackupValue``): a backup of SQLite restores into
/// PostgreSQL and the other way round. Writing and restoring read a page of rows at a time,
/// so a journal of any size takes bounded memory.
///
/// A backup restores into the schema it was made with or a later one: a column added since
/// takes the default its migration gave existing rows. Version 1 files, written by Morsel
/// before the column lists (their rows keyed by the old models' property names), still
/// restore: ``LegacyBackupRow`` reads them.
public enum Backup {
    public static let format = "morsel-backup"
    /// The file's own layout; the schema it holds is ``schemaVersion``.
    package static let version = 2

    package struct Header: Codable {
        package let format: String
        /// Absent in version 1 files.
        package let version: Int?
        /// How many migrations the schema had: a backup restores into that schema or a later one.
        package let schemaVersion: Int
        package let createdAt: Date
        /// Rows per table, counted in the snapshot, so a file cut short is found out.
        package let rows: [String: Int]
        /// Each table's columns in the file (version 2).
        package let columns: [String: [String]]?
    }

    package struct Line: Codable {
        package let table: String
        package var row: [String: BackupValue]
    }

    /// Rows per table, as written or restored.
    public typealias Counts = [String: Int]

    package static var schemaVersion: Int { MigrationList.all.count }

    /// Every table, parents first, by its primary key. Failed sign-ins are transient and
    /// left out; the recipes' word index is made again from the recipes (``derivedTables``).
    package static let tables: [BackupTable] = [
        BackupTable(key: HouseholdRow.Column.id), BackupTable(key: UserRow.Column.id),
        BackupTable(key: SessionRow.Column.id),
        BackupTable(key: AccessTokenRow.Column.id), BackupTable(key: MealRow.Column.id),
        BackupTable(key: MealPhotoRow.Column.id),
        BackupTable(key: RecipeRow.Column.id), BackupTable(key: RecipeLineRow.Column.id),
        BackupTable(key: RecipeFavoriteRow.Column.id),
        BackupTable(key: RecipePhotoRow.Column.id), BackupTable(key: AppStateRow.Column.key),
        BackupTable(key: PlanEntryRow.Column.id),
        BackupTable(key: GroceryEntryRow.Column.id), BackupTable(key: FoodPriceRow.Column.id),
        BackupTable(key: SavedMealRow.Column.id),
        BackupTable(key: ProductRow.Column.code), BackupTable(key: WeightRow.Column.id),
        BackupTable(key: CalendarFeedRow.Column.id),
        BackupTable(key: OpenIDIdentityRow.Column.id), BackupTable(key: NotificationTargetRow.Column.id),
        BackupTable(key: CheckInRow.Column.id),
    ]

    /// Tables made from others' rows, left out of the file and made again on restore.
    package static let derivedTables = [RecipeWordRow.Column.table]
    /// Tables that hold nothing worth keeping: failed sign-ins, the answers kept a day for writes
    /// sent again, sign-ins with the OpenID provider under way, notifications sent or to send.
    package static let transientTables = [
        SignInFailureRow.Column.table, IdempotencyKeyRow.Column.table, OpenIDLoginRow.Column.table,
        NotificationDeliveryRow.Column.table,
    ]

    /// Writes a snapshot of `store` to `url` (replacing the file only once it is complete).
    public static func write(from store: DatabaseStore, to url: URL, now: Date) async throws -> Counts {
        let partial = url.appendingPathExtension("partial")
        guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
            throw BackupError("Cannot write \(partial.path).")
        }
        let output = try FileHandle(forWritingTo: partial)
        let counts: Counts
        do {
            counts = try await store.snapshot { database in
                var counts: Counts = [:]
                for table in tables { counts[table.name] = try await table.count(database) }
                let header = Header(
                    format: format, version: version, schemaVersion: schemaVersion, createdAt: now, rows: counts,
                    columns: Dictionary(uniqueKeysWithValues: tables.map { ($0.name, $0.columnNames) }))
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                encoder.dateEncodingStrategy = .iso8601
                try output.write(contentsOf: try encoder.encode(header) + [0x0A])
                for table in tables {
                    try await table.forEachPage(database) { page in
                        // A line at a time: a page of photos is tens of MiB already.
                        for row in page {
                            try output.write(contentsOf: try encoder.encode(Line(table: table.name, row: row)) + [0x0A])
                        }
                    }
                }
                return counts
            }
            try output.synchronize()
            try output.close()
        } catch {
            try? output.close()
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
        _ = try? FileManager.default.removeItem(at: url)
        try FileManager.default.moveItem(at: partial, to: url)
        return counts
    }

    /// Restores `url` into `store` in one transaction: into an empty database, or, with
    /// `replacing`, over what is there. The whole file is read and checked first, so a bad
    /// file changes nothing.
    public static func restore(from url: URL, into store: DatabaseStore, replacing: Bool) async throws -> Counts {
        let header = try readHeader(url)
        // Every line read and checked, nothing kept: a file of any size is refused before the database is touched.
        var read: Counts = [:]
        try await forEachRow(in: url, header: header) { table, _ in read[table.name, default: 0] += 1 }
        guard tables.allSatisfy({ read[$0.name, default: 0] == header.rows[$0.name, default: 0] }) else {
            throw BackupError("The backup is incomplete: it has fewer rows than its header lists.")
        }
        let restoredAt = Date()
        let checked = read
        try await store.transaction { database in
            if replacing {
                for table in tables.reversed() { try await table.deleteAll(database) }
            } else {
                for table in tables where try await table.count(database) > 0 {
                    throw BackupError(
                        "The database already has data (\(table.name)). Restore into an empty database, or replace it with --replace."
                    )
                }
            }
            // Rows go in by the page, in the file's order (parents first), counted again: a file
            // changed since it was checked is refused here, and the transaction rolls back.
            var batch: [BackupTable.Values] = []
            var batchTable: BackupTable?
            var written: Counts = [:]
            try await forEachRow(in: url, header: header) { table, values in
                if let current = batchTable,
                    current.name != table.name || batch.count == current.pageSize
                        || batch.first?.columns != values.columns
                {
                    try await current.insert(batch, database)
                    batch = []
                }
                batchTable = table
                batch.append(values)
                written[table.name, default: 0] += 1
            }
            if let batchTable { try await batchTable.insert(batch, database) }
            guard written == checked else {
                throw BackupError("The backup changed while it was being restored; nothing was restored.")
            }
            // The derived tables.
            try await RecipeRepository.indexWords(on: database)
            // Versions past any an instance still running may have kept pages under (the
            // count of writes since the migration, far below the microseconds since 1970).
            try await database.raw(
                "UPDATE users SET journal_version = \(bind: Int(restoredAt.timeIntervalSince1970 * 1_000_000))"
            ).run()
        }
        return read
    }

    private static func readHeader(_ url: URL) throws -> Header {
        var lines = try LineReader(url: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let first = lines.next(), let header = try? decoder.decode(Header.self, from: first),
            header.format == format
        else {
            throw BackupError("\(url.lastPathComponent) is not a Morsel backup.")
        }
        guard (header.version ?? 1) <= version, header.schemaVersion <= schemaVersion else {
            throw BackupError(
                "The backup was written by a newer Morsel (schema version \(header.schemaVersion), format \(header.version ?? 1)); "
                    + "this one has schema version \(schemaVersion) and reads formats up to \(version). Restore it with that Morsel or a newer one."
            )
        }
        return header
    }

    /// Reads every row of the file after its header, checked against its table's columns and
    /// types, and hands it to `body` as the values to bind.
    private static func forEachRow(
        in url: URL, header: Header,
        _ body: (BackupTable, BackupTable.Values) async throws -> Void
    ) async throws {
        let byName = Dictionary(uniqueKeysWithValues: tables.map { ($0.name, $0) })
        let isLegacy = (header.version ?? 1) == 1
        let decoder = JSONDecoder()
        // Version 2 names each table's columns: a row must have them all. Version 1 rows are
        // checked against the models' properties as they were (``LegacyBackupRow``).
        let listed = header.columns?.mapValues(Set.init) ?? [:]
        var lines = try LineReader(url: url)
        _ = lines.next()
        var number = 0
        while let line = lines.next() {
            number += 1
            let table: BackupTable?
            let row: [String: BackupValue]?
            if isLegacy {
                let entry = try? decoder.decode(LegacyBackupRow.self, from: line)
                table = entry.flatMap { byName[$0.table] }
                row = table.flatMap { entry?.row(of: $0) }
            } else {
                let entry = try? decoder.decode(Line.self, from: line)
                table = entry.flatMap { byName[$0.table] }
                row = entry?.row
            }
            guard let table, let row, isLegacy || listed[table.name] == Set(row.keys), let values = table.values(row)
            else {
                throw BackupError("Line \(number + 1) of the backup cannot be read.")
            }
            try await body(table, values)
        }
        if let failure = lines.failure {
            throw BackupError("The backup could not be read to its end: \(failure.localizedDescription)")
        }
    }
}

/// A backup that cannot be written or restored, said plainly.
public struct BackupError: Error, CustomStringConvertible {
    public let description: String
    package init(_ description: String) { self.description = description }
}
