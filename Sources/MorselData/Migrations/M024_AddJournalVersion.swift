import FluentKit
import SQLKit

/// 024: each person's journal version, raised by the database itself, in the same
/// transaction, whenever one of their meals or saved meals is added, changed or deleted, by
/// any statement of any instance. It is read with the session, so what was worked out from
/// a journal can be kept under its version (``JournalCache``) and is never handed out once
/// the journal has moved on.
package struct M024_AddJournalVersion: MorselMigration {
    /// The tables whose rows belong to a person's journal; each has `user_id`.
    package static let tables = ["meals", "saved_meals"]
    /// Each write, with the people whose journal its rows belong to as a row trigger names
    /// them (SQLite), and the transition tables a statement trigger reads them from (PostgreSQL).
    package static let events: [(name: String, owners: String, transitionTables: String)] = [
        ("INSERT", "NEW.user_id", "NEW TABLE AS new_rows"),
        ("UPDATE", "OLD.user_id, NEW.user_id", "OLD TABLE AS old_rows NEW TABLE AS new_rows"),
        ("DELETE", "OLD.user_id", "OLD TABLE AS old_rows"),
    ]

    package func prepare(on database: any Database) async throws {
        try await database.transaction { database in
            try await database.schema("users").field("journal_version", .int64, .required, .sql(.default(0))).update()
            let sql = database as! any SQLDatabase
            let statements = sql.dialect.name == "sqlite" ? Self.sqliteTriggers : Self.postgresTriggers
            for statement in statements { try await sql.raw("\(unsafeRaw: statement)").run() }
        }
    }

    package func revert(on database: any Database) async throws {
        try await database.transaction { database in
            let sql = database as! any SQLDatabase
            let isSQLite = sql.dialect.name == "sqlite"
            let events = Self.events.map(\.name) + (isSQLite ? [] : ["TRUNCATE"])
            for table in Self.tables {
                for event in events {
                    try await sql.raw(
                        "DROP TRIGGER IF EXISTS \(unsafeRaw: Self.trigger(table, event))\(unsafeRaw: isSQLite ? "" : " ON \(table)")"
                    ).run()
                }
            }
            if !isSQLite { try await sql.raw("DROP FUNCTION IF EXISTS raise_journal_version()").run() }
            try await database.schema("users").deleteField("journal_version").update()
        }
    }

    package static func trigger(_ table: String, _ event: String) -> String { "\(table)_journal_\(event.lowercased())" }

    /// SQLite has row triggers only: one raise per row written.
    package static var sqliteTriggers: [String] {
        tables.flatMap { table in
            events.map { event in
                """
                CREATE TRIGGER \(trigger(table, event.name)) AFTER \(event.name) ON \(table) BEGIN
                  UPDATE users SET journal_version = journal_version + 1 WHERE id IN (\(event.owners));
                END
                """
            }
        }
    }

    /// PostgreSQL raises once per statement and person, from the rows the statement wrote:
    /// an import of thousands of meals updates the person's row once, not thousands of times.
    /// A TRUNCATE, which has no rows to read, raises everyone's. The function finds `users`
    /// in the schema it was made in, whatever the writer's search path.
    package static var postgresTriggers: [String] {
        let raise = """
            CREATE FUNCTION raise_journal_version() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
            BEGIN
              IF TG_OP = 'TRUNCATE' THEN
                UPDATE users SET journal_version = journal_version + 1;
              ELSIF TG_OP = 'INSERT' THEN
                UPDATE users SET journal_version = journal_version + 1 WHERE id IN (SELECT user_id FROM new_rows);
              ELSIF TG_OP = 'DELETE' THEN
                UPDATE users SET journal_version = journal_version + 1 WHERE id IN (SELECT user_id FROM old_rows);
              ELSE
                UPDATE users SET journal_version = journal_version + 1
                WHERE id IN (SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows);
              END IF;
              RETURN NULL;
            END $$
            """
        return [raise]
            + tables.flatMap { table in
                events.map { event in
                    """
                    CREATE TRIGGER \(trigger(table, event.name)) AFTER \(event.name) ON \(table) REFERENCING
                    \(event.transitionTables)
                    FOR EACH STATEMENT EXECUTE FUNCTION raise_journal_version()
                    """
                } + [
                    """
                    CREATE TRIGGER \(trigger(table, "TRUNCATE")) AFTER TRUNCATE ON \(table)
                    FOR EACH STATEMENT EXECUTE FUNCTION raise_journal_version()
                    """
                ]
            }
    }
}
