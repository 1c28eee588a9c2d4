import PostgresNIO
import Synchronization

/// PostgreSQL reads as named prepared statements, so the server parses and plans each
/// statement once per connection instead of on every request (parsing and planning were 57 %
/// of its CPU on the day summary, executing 3 %).
///
/// PostgresNIO prepares only a ``PostgresPreparedStatement``, whose name and SQL are static:
/// meant for statements known when the app is compiled. Ours are made by SQLKit at run time,
/// so ``Read`` answers its static `name` and `sql` from a task-local value, set around each
/// `execute`. PostgresNIO reads both synchronously in `execute`, in the calling task, before
/// the statement leaves for the connection; the PostgreSQL suite runs every read this way.
final class PostgresPreparedReads: Sendable {
    /// A prepared read of the SQL and name set in ``current``.
    struct Read: PostgresPreparedStatement {
        @TaskLocal static var current = (name: "", sql: "")
        static var name: String { current.name }
        static var sql: String { current.sql }

        let bindings: PostgresBindings
        func makeBindings() throws -> PostgresBindings { bindings }
        func decodeRow(_ row: PostgresRow) throws -> PostgresRow { row }
    }

    /// Each connection keeps every statement it prepared, so only so many are named; others
    /// (say an `IN` list of an unusual length) run unnamed, as before.
    static let limit = 256
    private let names = Mutex<[String: String]>([:])

    /// The statement's name: one per SQL text and the types of its bound values (a statement
    /// is prepared for the types bound the first time; `nil` binds as a type of its own); nil
    /// once ``limit`` are named.
    func name(for sql: String, binds: [any Encodable & Sendable]) -> String? {
        let key = binds.reduce(into: sql) { key, bind in key += (bind as Optional<Any>) == nil ? "\u{0}nil" : "\u{0}\(type(of: bind))" }
        return names.withLock { names in
            if let name = names[key] { return name }
            guard names.count < Self.limit else { return nil }
            let name = "morsel_\(names.count + 1)"
            names[key] = name
            return name
        }
    }

    /// The rows of the statement `name`, prepared on `connection` the first time it runs there.
    func rows(_ name: String, sql: String, bindings: PostgresBindings, on connection: PostgresConnection, logger: Logger) async throws -> [PostgresRow] {
        try await Read.$current.withValue((name, sql)) {
            var rows: [PostgresRow] = []
            for try await row in try await connection.execute(Read(bindings: bindings), logger: logger) { rows.append(row) }
            return rows
        }
    }
}
