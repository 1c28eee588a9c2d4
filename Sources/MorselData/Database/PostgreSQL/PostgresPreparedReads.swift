import PostgresNIO
import Synchronization

/// PostgreSQL reads as named prepared statements, so the server parses and plans each
/// statement once per connection instead of on every request (parsing and planning were 57 %
/// of its CPU on the day summary, executing 3 %).
///
/// PostgresNIO prepares only a ``PostgresPreparedStatement``, whose name, SQL and parameter
/// types are static: meant for statements known when the app is compiled. Ours are made by
/// SQLKit at run time, so ``Read`` answers them from a task-local value set around each
/// `execute`. PostgresNIO reads them synchronously in `execute`, in the calling task, and
/// keeps its own copies; the PostgreSQL suite runs every read this way.
package final class PostgresPreparedReads: Sendable {
    /// A statement to prepare: its name, its SQL and the types of its parameters.
    package struct Statement: Sendable {
        package let name: String
        package let sql: String
        package let types: [PostgresDataType]
    }

    /// A prepared read of the statement in ``current``.
    package struct Read: PostgresPreparedStatement {
        @TaskLocal package static var current: Statement?
        package static var name: String { statement.name }
        package static var sql: String { statement.sql }
        package static var bindingDataTypes: [PostgresDataType] { statement.types }
        private static var statement: Statement {
            // Without a name PostgresNIO would take it for the unnamed statement.
            guard let current else { preconditionFailure("a prepared read outside PostgresPreparedReads.rows") }
            return current
        }

        package let bindings: PostgresBindings
        package func makeBindings() throws -> PostgresBindings { bindings }
        package func decodeRow(_ row: PostgresRow) throws -> PostgresRow { row }
    }

    /// Each connection keeps every statement it prepared, so only so many are named, and only
    /// statements of a few values (not, say, `IN` lists of every length); others run unnamed.
    package static let limit = 256
    package static let maxValues = 40
    private struct Names {
        package var named: [String: String] = [:]
        /// Statements whose preparation failed: PostgresNIO keeps the failure for the name on
        /// that connection, so they run unnamed from then on.
        package var refused: Set<String> = []
    }
    private let names = Mutex(Names())

    /// The statement to prepare for `sql` with values of `types`, one name per SQL text and
    /// types; nil when it should run unnamed.
    package func statement(for sql: String, types: [PostgresDataType]) -> Statement? {
        guard types.count <= Self.maxValues else { return nil }
        let key = Self.key(sql, types)
        let name: String? = names.withLock { names in
            if let name = names.named[key] { return name }
            guard names.named.count < Self.limit, !names.refused.contains(key) else { return nil }
            let name = "morsel_\(names.named.count + 1)"
            names.named[key] = name
            return name
        }
        return name.map { Statement(name: $0, sql: sql, types: types) }
    }

    /// Runs `statement` unnamed from now on.
    package func refuse(_ statement: Statement) {
        let key = Self.key(statement.sql, statement.types)
        names.withLock { names in
            names.named[key] = nil
            names.refused.insert(key)
        }
    }

    /// What tells statements apart: the SQL text and the types of its values.
    private static func key(_ sql: String, _ types: [PostgresDataType]) -> String {
        types.reduce(into: sql) { key, type in key += "\u{0}\(type.rawValue)" }
    }

    /// The rows of `statement`, prepared on `connection` the first time it runs there.
    package func rows(
        _ statement: Statement, bindings: PostgresBindings, on connection: PostgresConnection, logger: Logger
    ) async throws -> [PostgresRow] {
        try await Read.$current.withValue(statement) {
            var rows: [PostgresRow] = []
            for try await row in try await connection.execute(Read(bindings: bindings), logger: logger) {
                rows.append(row)
            }
            return rows
        }
    }
}
