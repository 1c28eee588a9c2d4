import CSQLiteOptions
import Foundation
import NIOCore
import SQLiteNIO
import Synchronization
import VaporCSQLite

/// An SQLite connection driven through SQLite's C API (the copy SQLiteNIO bundles), keeping
/// each statement it has prepared, running each on the thread that asks.
///
/// Profiled on the day summary, SQLiteNIO spent more CPU preparing each statement again
/// (11 % of the process) than running it (5 %), and every query hopped to a thread pool and
/// back (a fifth of the CPU in the kernel switching threads). Readers keep their statements
/// and run on the request's thread (``SQLiteConnections/read(_:)`` sends only the slow
/// statements to the pool); the one writer runs on a thread of its own
/// (``SQLiteWriterDatabase``).
///
/// Not thread-safe on its own: one thread at a time uses it (``SQLiteReaders`` lends each
/// reader to one caller at a time; the writer is used on its thread only).
package final class SQLiteHandle: @unchecked Sendable {
    private let handle: OpaquePointer
    private var statements: [String: Statement] = [:]
    private var isClosed = false

    /// Statements kept at most; the app has a few dozen distinct reads, so this only bounds a
    /// runaway (a statement text that varies, e.g. an IN list of a varying length).
    package static let statementLimit = 256

    /// A statement of more values than this is prepared for one run, not kept: the writer's
    /// multi-row INSERTs vary in length, and one of a thousand rows is a large program.
    package static let keptValueLimit = 64

    /// What the connection is for.
    package enum Role {
        /// Reads only.
        case reader
        /// Writes; `durable` false (a throwaway test database) skips the fsyncs.
        case writer(durable: Bool)
    }

    /// A prepared statement and its result's column names, made once.
    private final class Statement {
        package let handle: OpaquePointer
        package let columns: ColumnIndex

        package init(handle: OpaquePointer) {
            self.handle = handle
            columns = ColumnIndex(
                (0..<sqlite_nio_sqlite3_column_count(handle)).map {
                    String(cString: sqlite_nio_sqlite3_column_name(handle, $0))
                })
        }

        deinit { sqlite_nio_sqlite3_finalize(handle) }
    }

    package init(path: String, role: Role) throws {
        var handle: OpaquePointer?
        // NOMUTEX: one thread at a time uses it.
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
        let status = sqlite_nio_sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite_nio_sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite_nio_sqlite3_close(handle)
            throw DatabaseError(description: "Cannot open \(path): \(message)")
        }
        self.handle = handle
        do {
            // Without it, SQLite prepares a statement again after each new binding whenever a
            // bound value could change its plan (the token lookup's join did, every time).
            try check(morsel_sqlite_enable_stable_plans(UnsafeMutableRawPointer(handle)))
            // Foreign keys are per connection: without them ON DELETE rules and references go
            // unchecked. busy_timeout rides out a checkpoint's brief lock, or another process's
            // write (a backup, a second instance). A reader never writes.
            let pragmas =
                switch role {
                case .reader: ["PRAGMA query_only = ON"]
                case .writer(let durable): ["PRAGMA synchronous = \(durable ? "FULL" : "OFF")"]
                }
            for pragma in pragmas + ["PRAGMA busy_timeout = 10000", "PRAGMA foreign_keys = ON"] {
                _ = try query(pragma, [])
            }
        } catch {
            sqlite_nio_sqlite3_close_v2(handle)
            throw error
        }
    }

    deinit { close() }

    /// Closes the connection (after a writer's last commit, SQLite then folds its write-ahead
    /// log into the file); later statements are refused. Only the first call does anything.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        statements.removeAll()
        sqlite_nio_sqlite3_close_v2(handle)
    }

    /// The processor time the last query took to run, not counting preparing its statement:
    /// unlike the time on a clock, it does not count the time the thread spent preempted.
    package private(set) var lastRunTime: Duration = .zero

    /// Every row `sql` selects with `binds` in place of its `?`s.
    package func query(_ sql: String, _ binds: [SQLiteData]) throws -> [Row] {
        var rows: [Row] = []
        try run(sql, binds) { rows.append(Row(columns: $0, values: $1)) }
        return rows
    }

    /// Runs `sql` with `binds` in place of its `?`s, handing each row's values to `body`.
    package func run(_ sql: String, _ binds: [SQLiteData], _ body: (ColumnIndex, [SQLiteData]) throws -> Void) throws {
        guard !isClosed else { throw DatabaseError(description: "The database is closed.") }
        let statement = try prepared(sql, keep: binds.count <= Self.keptValueLimit)
        let handle = statement.handle
        let start = Self.threadTime()
        defer {
            sqlite_nio_sqlite3_reset(handle)
            sqlite_nio_sqlite3_clear_bindings(handle)
        }
        for (index, value) in binds.enumerated() {
            try check(bind(value, at: Int32(index + 1), of: handle))
        }
        let count = Int32(statement.columns.names.count)
        while true {
            let status = sqlite_nio_sqlite3_step(handle)
            if status == SQLITE_DONE {
                lastRunTime = Self.threadTime() - start
                return
            }
            guard status == SQLITE_ROW else { throw failure(status) }
            var values: [SQLiteData] = []
            values.reserveCapacity(Int(count))
            for column in 0..<count { values.append(value(of: handle, at: column)) }
            try body(statement.columns, values)
        }
    }

    /// The processor time this thread has used.
    private static func threadTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// The statement for `sql`, prepared once if `keep`, else for this run only.
    private func prepared(_ sql: String, keep: Bool) throws -> Statement {
        if let statement = statements[sql] { return statement }
        var prepared: OpaquePointer?
        let status = sqlite_nio_sqlite3_prepare_v3(
            handle, sql, -1, keep ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0, &prepared, nil)
        guard status == SQLITE_OK, let prepared else { throw failure(status) }
        let statement = Statement(handle: prepared)
        guard keep else { return statement }
        if statements.count >= Self.statementLimit { statements.removeAll() }
        statements[sql] = statement
        return statement
    }

    private func bind(_ value: SQLiteData, at index: Int32, of statement: OpaquePointer) -> Int32 {
        switch value {
        case .integer(let value): sqlite_nio_sqlite3_bind_int64(statement, index, Int64(value))
        case .float(let value): sqlite_nio_sqlite3_bind_double(statement, index, value)
        case .text(let value):
            sqlite_nio_sqlite3_bind_text64(
                statement, index, value, UInt64(value.utf8.count), transient, UInt8(SQLITE_UTF8))
        case .blob(let value):
            value.withUnsafeReadableBytes {
                sqlite_nio_sqlite3_bind_blob64(statement, index, $0.baseAddress, UInt64($0.count), transient)
            }
        case .null: sqlite_nio_sqlite3_bind_null(statement, index)
        }
    }

    /// SQLite copies the bound bytes (C's SQLITE_TRANSIENT, a macro Swift cannot import).
    private var transient: sqlite3_destructor_type { unsafeBitCast(-1, to: sqlite3_destructor_type.self) }

    private func value(of statement: OpaquePointer, at column: Int32) -> SQLiteData {
        switch sqlite_nio_sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(Int(sqlite_nio_sqlite3_column_int64(statement, column)))
        case SQLITE_FLOAT: return .float(sqlite_nio_sqlite3_column_double(statement, column))
        case SQLITE_TEXT:
            guard let text = sqlite_nio_sqlite3_column_text(statement, column) else { return .text("") }
            let length = Int(sqlite_nio_sqlite3_column_bytes(statement, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self))
        case SQLITE_BLOB:
            let length = Int(sqlite_nio_sqlite3_column_bytes(statement, column))
            guard let bytes = sqlite_nio_sqlite3_column_blob(statement, column), length > 0 else {
                return .blob(ByteBuffer())
            }
            return .blob(ByteBuffer(bytes: UnsafeRawBufferPointer(start: bytes, count: length)))
        default: return .null
        }
    }

    private func check(_ status: Int32) throws {
        guard status == SQLITE_OK else { throw failure(status) }
    }

    private func failure(_ status: Int32) -> DatabaseError {
        DatabaseError(description: "SQLite error \(status): \(String(cString: sqlite_nio_sqlite3_errmsg(handle)))")
    }
}
