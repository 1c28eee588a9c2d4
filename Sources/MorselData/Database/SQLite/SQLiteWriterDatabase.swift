import Foundation
import Logging
import NIOCore
import NIOPosix
import SQLKit
import SQLiteKit
import SQLiteNIO

/// SQLite's one writer connection as SQLKit sees it, on a thread of its own: each statement
/// runs at once on that thread, and ``GroupCommitWriter`` runs its transactions there (its
/// drain, the bodies and every statement, through ``executor``).
///
/// Under a saturating read load a meal took 160 ms to save, against 5 ms once the load was
/// paced: each step of a write (the group commit's actor, the body, each statement on
/// SQLiteNIO's thread pool and its answer back) waited in a queue shared with every request:
/// the tasks' threads, or the pool's slow reads. Here a write waits only for its request's
/// task to hand it over and to be scheduled again once it has committed.
package final class SQLiteWriterDatabase: SQLDatabase, @unchecked Sendable {
    package let logger: Logger
    package let eventLoop: any EventLoop
    package let dialect: any SQLDialect = SQLiteDialect()
    /// Runs a task's jobs on the writer's thread.
    package let executor: EventLoopTaskExecutor
    /// Used on ``eventLoop``'s thread only.
    private let handle: SQLiteHandle
    private let thread: MultiThreadedEventLoopGroup
    private let encoder = SQLiteDataEncoder()

    private init(handle: SQLiteHandle, thread: MultiThreadedEventLoopGroup, logger: Logger) {
        self.handle = handle
        self.thread = thread
        self.logger = logger
        eventLoop = thread.next()
        executor = EventLoopTaskExecutor(eventLoop)
    }

    /// Opens the writer of the SQLite file at `path`; `durable` false skips the fsyncs.
    package static func open(path: String, durable: Bool, logger: Logger) async throws -> SQLiteWriterDatabase {
        let thread = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            let handle = try await thread.next().submit {
                try SQLiteHandle(path: path, role: .writer(durable: durable))
            }.get()
            return SQLiteWriterDatabase(handle: handle, thread: thread, logger: logger)
        } catch {
            try? await thread.shutdownGracefully()
            throw error
        }
    }

    package func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void)
        -> EventLoopFuture<Void>
    {
        if eventLoop.inEventLoop { return eventLoop.makeCompletedFuture { try run(query, onRow) } }
        return eventLoop.submit { try self.run(query, onRow) }
    }

    package func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        if eventLoop.inEventLoop { return try run(query, onRow) }
        try await eventLoop.submit { try self.run(query, onRow) }.get()
    }

    private func run(_ query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) throws {
        let (sql, binds) = serialize(query)
        let values = try binds.map { try encoder.encode($0) }
        try handle.run(sql, values) { onRow(SQLiteValuesRow(columns: $0, values: $1)) }
    }

    /// Closes the connection (SQLite folds the write-ahead log into the file as the last
    /// connection closes), then stops its thread; call once nothing writes any more.
    package func close() async {
        try? await eventLoop.submit { self.handle.close() }.get()
        try? await thread.shutdownGracefully()
    }
}
