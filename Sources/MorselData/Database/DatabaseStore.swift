import FluentKit
import FluentPostgresDriver
import FluentSQLiteDriver
import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import SQLKit
import ServiceLifecycle
import Synchronization

/// Owns the database connections and the migrations; one per running app.
///
/// SQLite: the file is in WAL mode with full synchronous commits, so a write the app
/// acknowledged survives a crash. FluentKit's one connection migrates it; then the app reads
/// through connections of its own that run side by side, and writes through one writer that
/// commits concurrent transactions together (``SQLiteConnections``). A private database
/// (`sqlite::memory:`, for tests) is a temporary file removed at shutdown, written without
/// fsyncs. PostgreSQL gets a small pool per event loop, and an optional schema from the URL
/// (`?schema=name`); it groups concurrent commits itself.
public final class DatabaseStore: Service, Sendable {
    private let databases: Databases
    private let threadPool: NIOThreadPool
    private let eventLoopGroup: any EventLoopGroup
    /// SQLite's Fluent connection lives on this loop; nil for PostgreSQL (any loop).
    private let pinnedLoop: (any EventLoop)?
    private let location: DatabaseLocation
    /// The SQLite file, and whether it is a throwaway one of `sqlite::memory:`.
    private let sqliteFile: (path: String, isThrowaway: Bool)?
    /// Opened by ``open()`` after the migrations; nil for PostgreSQL.
    private let sqlite = Mutex<SQLiteConnections?>(nil)
    private let logger: Logger
    private let isShutDown = Mutex(false)
    private let preparedReads = PostgresPreparedReads()
    /// What `/metrics` reports; nil when it is off.
    public let metrics: (any DatabaseMetrics)?
    /// PostgreSQL reads and transactions under way: their connections are in use.
    private let postgresInFlight = Atomic<Int>(0)
    /// Connections FluentKit keeps per event loop for PostgreSQL.
    private static let postgresConnectionsPerLoop = 4
    /// All of them: that per loop, times the loops.
    private let postgresPoolSize: Int

    /// Threads for SQLite's blocking calls: FluentKit's connection and slow reads (the writer has its own).
    private static let poolThreads = 3

    public init(location: DatabaseLocation, logger: Logger, metrics: (any DatabaseMetrics)? = nil) throws {
        self.logger = logger
        self.metrics = metrics
        self.location = location
        self.eventLoopGroup = MultiThreadedEventLoopGroup.singleton
        postgresPoolSize = Self.postgresConnectionsPerLoop * Array(eventLoopGroup.makeIterator()).count
        self.threadPool = NIOThreadPool(numberOfThreads: Self.poolThreads)
        threadPool.start()
        self.databases = Databases(threadPool: threadPool, on: eventLoopGroup)
        switch location {
        case .sqliteMemory:
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "morsel-\(UUID().uuidString).sqlite"
            ).path
            sqliteFile = (path, true)
            databases.use(.sqlite(.file(path)), as: .sqlite)
            pinnedLoop = eventLoopGroup.next()
        case .sqliteFile(let path):
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            sqliteFile = (path, false)
            databases.use(.sqlite(.file(path)), as: .sqlite)
            pinnedLoop = eventLoopGroup.next()
        case .postgres(let url):
            sqliteFile = nil
            var configuration = try SQLPostgresConfiguration(url: url)
            if let schema = Self.schema(in: url) { configuration.searchPath = [schema] }
            databases.use(
                .postgres(
                    configuration: configuration, maxConnectionsPerEventLoop: Self.postgresConnectionsPerLoop,
                    encodingContext: .default,
                    decodingContext: .default), as: .psql)
            pinnedLoop = nil
        }
    }

    /// The `schema` query parameter of a PostgreSQL URL, if any.
    package static func schema(in url: String) -> String? {
        URLComponents(string: url)?.queryItems?.first { $0.name == "schema" }?.value.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A handle for queries; cheap, make one per use.
    public var database: any Database {
        databases.database(logger: logger, on: pinnedLoop ?? eventLoopGroup.any())!
    }

    /// The same database for SQLKit queries (both drivers speak SQL), through FluentKit's connection.
    package var sql: any SQLDatabase { database as! any SQLDatabase }

    /// The rows `query` selects: through SQLite's readers, or PostgreSQL's pool.
    package func rows(_ query: SQLQueryString) async throws -> [Row] {
        if let connections = sqlite.withLock({ $0 }) { return try await connections.read(query) }
        return try await countedInFlight { try await postgresRows(query) }
    }

    /// The database's connections at this moment, for `/metrics`.
    public struct ConnectionUsage: Sendable, Equatable {
        /// `sqlite` (its readers and its one writer) or `postgres` (the pool).
        public var kind: String
        public var size: Int
        public var inUse: Int
        /// Queries waiting for a reader, and SQLite transactions waiting for the next commit.
        public var waiting: Int
    }

    package var connectionUsage: ConnectionUsage {
        if let connections = sqlite.withLock({ $0 }) { return connections.usage }
        let size = postgresPoolSize
        let inFlight = postgresInFlight.load(ordering: .relaxed)
        return ConnectionUsage(
            kind: "postgres", size: size, inUse: min(inFlight, size), waiting: max(0, inFlight - size))
    }

    /// Counts `body` among the PostgreSQL operations under way while it runs.
    private func countedInFlight<T>(_ body: () async throws -> T) async rethrows -> T {
        postgresInFlight.add(1, ordering: .relaxed)
        defer { postgresInFlight.subtract(1, ordering: .relaxed) }
        return try await body()
    }

    /// PostgreSQL's rows, their cells read directly rather than through SQLKit's row decoder
    /// (a tenth of the day summary's CPU); the statement is SQLKit's, in PostgreSQL's dialect,
    /// run as a named prepared statement where it may be (``PostgresPreparedReads``).
    private func postgresRows(_ query: SQLQueryString) async throws -> [Row] {
        let database = self.database
        let (sql, binds) = (database as! any SQLDatabase).serialize(query)
        var bindings = PostgresBindings(capacity: binds.count)
        var types: [PostgresDataType] = []
        for bind in binds {
            guard let value = bind as? any PostgresThrowingDynamicTypeEncodable else {
                throw DatabaseError(description: "A value of type \(type(of: bind)) cannot be bound for PostgreSQL.")
            }
            try bindings.append(value, context: .default)
            types.append(value.psqlType)
        }
        let logger = logger
        let postgres = database as! any PostgresDatabase
        let reads = preparedReads
        let values = bindings
        func unnamed() async throws -> [PostgresRow] {
            let statement = PostgresQuery(unsafeSQL: sql, binds: values)
            return try await postgres.withConnection { $0.query(statement, logger: logger) }.get().rows
        }
        let rows: [PostgresRow]
        if let statement = reads.statement(for: sql, types: types) {
            do {
                rows = try await postgres.withConnection { connection in
                    connection.eventLoop.makeFutureWithTask {
                        try await reads.rows(statement, bindings: values, on: connection, logger: logger)
                    }
                }.get()
            } catch is PSQLError {
                // Its preparation may have failed for a passing reason (a lock, a cancel); the
                // connection would keep that failure for the name, so the statement goes on unnamed.
                reads.refuse(statement)
                rows = try await unnamed()
            }
        } else {
            rows = try await unnamed()
        }
        guard let first = rows.first else { return [] }
        let columns = ColumnIndex(first.map(\.columnName))
        return rows.map { Row(columns: columns, cells: Array($0)) }
    }

    /// The first row `query` selects, if any.
    package func row(_ query: SQLQueryString) async throws -> Row? {
        try await rows(query).first
    }

    /// Runs a statement that writes and returns no rows, durably.
    package func run(_ query: SQLQueryString) async throws {
        try await transaction { database in try await database.raw(query).run() }
    }

    /// Runs a `DELETE` durably: how many rows it removed (one statement, no read before it).
    package func delete(_ query: SQLQueryString) async throws -> Int { try await change(query) }

    /// Runs an `UPDATE` or a `DELETE` durably: how many rows it touched.
    package func change(_ query: SQLQueryString) async throws -> Int {
        let returning = Self.countingRows(query)
        return try await transaction { database in try await database.raw(returning).all().count }
    }

    /// `query` (a DELETE or UPDATE) returning a row per row it touched, to count them.
    package static func countingRows(_ query: SQLQueryString) -> SQLQueryString {
        var statement = query
        statement.appendLiteral(" RETURNING 1 AS touched")
        return statement
    }

    /// Runs `body` in one transaction: all of its statements or, if it throws, none. On SQLite
    /// the transaction may be shared with others that arrive together (one fsync for all);
    /// either way it has committed when this returns. Read what the transaction depends on
    /// through the `database` it is given.
    package func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws
        -> T
    {
        if let writer = sqlite.withLock({ $0?.writer }) { return try await writer.transaction(body) }
        return try await countedInFlight {
            try await database.transaction { database in try await body(database as! any SQLDatabase) }
        }
    }

    /// Runs `body` on one consistent view of the database that writers do not disturb (a
    /// backup's): a read transaction on FluentKit's connection, beside the app's readers and
    /// writer; REPEATABLE READ on PostgreSQL, whose default sees each statement's own moment.
    package func snapshot<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws
        -> T
    {
        let isPostgres = self.isPostgres
        return try await database.transaction { database in
            let sql = database as! any SQLDatabase
            if isPostgres { try await sql.raw("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY").run() }
            return try await body(sql)
        }
    }

    /// The SQLite file, when it is one (tests open a second instance on it).
    package var sqlitePath: String? { sqliteFile?.path }

    public var isPostgres: Bool { if case .postgres = location { true } else { false } }

    /// Migrates the schema, then opens the connections the app reads and writes SQLite through.
    public func open() async throws {
        try await migrate()
        guard let sqliteFile else { return }
        let connections = try await SQLiteConnections.open(
            path: sqliteFile.path, durable: !sqliteFile.isThrowaway,
            threadPool: threadPool, poolThreads: Self.poolThreads, logger: logger,
            metrics: metrics)
        sqlite.withLock { $0 = connections }
    }

    /// Applies every migration not yet applied, once even when several instances start
    /// together: they take turns through a PostgreSQL advisory lock or a lock file beside
    /// the SQLite database.
    private func migrate() async throws {
        let migrations = Migrations()
        migrations.add(MigrationList.all)
        switch location {
        case .postgres(let url):
            // Held on one connection while the migrator uses others of the pool. The schema is
            // created under the lock too: two CREATE SCHEMA IF NOT EXISTS at once can collide.
            let key = Self.migrationLockKey(schema: Self.schema(in: url))
            try await database.withConnection { connection in
                let sql = connection as! any SQLDatabase
                try await sql.raw("SELECT pg_advisory_lock(\(literal: key))").run()
                do {
                    try await self.prepareEngine()
                    try await self.runMigrations(migrations)
                } catch {
                    try? await sql.raw("SELECT pg_advisory_unlock(\(literal: key))").run()
                    throw error
                }
                try await sql.raw("SELECT pg_advisory_unlock(\(literal: key))").run()
            }
        case .sqliteFile(let path):
            // Under the lock too: two instances turning a new file to WAL at once collide.
            let lock = try FileLock(path: path + ".migrate-lock")
            defer { lock.release() }
            try await prepareEngine()
            try await runMigrations(migrations)
        case .sqliteMemory:
            // A private file: no other instance can be migrating it.
            try await prepareEngine()
            try await runMigrations(migrations)
        }
    }

    /// The advisory lock's key: the same in every instance on one schema, different for
    /// another schema (whose migrations cannot collide), so tests on their own schemas do not
    /// wait for each other. FNV-1a, because Swift's `Hasher` is seeded per process.
    package static func migrationLockKey(schema: String?) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "morsel-migrations:\(schema ?? "")".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }

    private func runMigrations(_ migrations: Migrations) async throws {
        let migrator = Migrator(
            databases: databases, migrations: migrations, logger: logger, on: pinnedLoop ?? eventLoopGroup.any())
        try await migrator.setupIfNeeded().flatMap { migrator.prepareBatch() }.get()
    }

    /// SQLite: write-ahead log, fsync on every commit, wait rather than fail if another process
    /// (a backup, a second instance) holds the lock. PostgreSQL: create the URL's schema.
    private func prepareEngine() async throws {
        switch location {
        case .sqliteFile, .sqliteMemory:
            let synchronous = sqliteFile?.isThrowaway == true ? "OFF" : "FULL"
            // The busy timeout first: the journal mode waits for another instance's lock by it.
            for pragma in [
                "PRAGMA busy_timeout = 10000", "PRAGMA journal_mode = WAL", "PRAGMA synchronous = \(synchronous)",
            ] {
                try await sql.raw(SQLQueryString(pragma)).run()
            }
        case .postgres(let url):
            if let schema = Self.schema(in: url) {
                try await sql.raw("CREATE SCHEMA IF NOT EXISTS \(ident: schema)").run()
            }
        }
    }

    /// As a service of the running app: closes the connections when the app shuts down.
    public func run() async throws {
        try? await gracefulShutdown()
        await shutdown()
    }

    /// Closes the connections; only the first call does anything.
    public func shutdown() async {
        guard
            isShutDown.withLock({ done in
                defer { done = true }
                return !done
            })
        else { return }
        if let connections = sqlite.withLock({ $0 }) { await connections.close() }
        await databases.shutdownAsync()
        try? await threadPool.shutdownGracefully()
        if let sqliteFile, sqliteFile.isThrowaway {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: sqliteFile.path + suffix) }
        }
    }
}
