import FluentKit
import FluentPostgresDriver
import FluentSQLiteDriver
import Foundation
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle

/// Owns the database connections and the migrations; one per running app.
public final class DatabaseStore: Service, Sendable {
    private let databases: Databases
    private let threadPool: NIOThreadPool
    private let eventLoopGroup: any EventLoopGroup
    private let logger: Logger

    public init(location: DatabaseLocation, logger: Logger) throws {
        self.logger = logger
        self.eventLoopGroup = MultiThreadedEventLoopGroup.singleton
        self.threadPool = NIOThreadPool(numberOfThreads: 2)
        threadPool.start()
        self.databases = Databases(threadPool: threadPool, on: eventLoopGroup)
        switch location {
        case .sqliteMemory:
            databases.use(.sqlite(.memory), as: .sqlite)
        case .sqliteFile(let path):
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            databases.use(.sqlite(.file(path)), as: .sqlite)
        case .postgres(let url):
            databases.use(try .postgres(url: url), as: .psql)
        }
    }

    /// A handle for queries; cheap, make one per use.
    public var database: any Database {
        databases.database(logger: logger, on: eventLoopGroup.any())!
    }

    /// Applies every migration not yet applied.
    public func migrate() async throws {
        let migrations = Migrations()
        migrations.add(MigrationList.all)
        let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoopGroup.any())
        try await migrator.setupIfNeeded().flatMap { migrator.prepareBatch() }.get()
    }

    /// As a service of the running app: closes the connections when the app shuts down.
    public func run() async throws {
        try? await gracefulShutdown()
        await shutdown()
    }

    public func shutdown() async {
        await databases.shutdownAsync()
        try? await threadPool.shutdownGracefully()
    }
}
