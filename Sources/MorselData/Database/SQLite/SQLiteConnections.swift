import Foundation
import Logging
import NIOCore
import NIOPosix
import SQLKit
import SQLiteKit
import Synchronization

/// The app's own SQLite connections, beside the one FluentKit migrates through: readers that
/// run side by side (in WAL mode readers never wait for the writer), and one writer whose
/// transactions commit in small groups, so concurrent writes share an fsync.
package final class SQLiteConnections: Sendable {
    private let readers: SQLiteReaders
    private let pool: NIOThreadPool
    package let writer: GroupCommitWriter
    /// The writer's connection; it also turns the readers' queries into SQL text, in SQLite's dialect.
    private let writerDatabase: SQLiteWriterDatabase

    /// Readers to open: as many as can query at once, one for each thread that runs the
    /// app's tasks (quick reads run there) and one for each thread of the pool (slow ones).
    package static func readerCount(poolThreads: Int) -> Int {
        max(2, ProcessInfo.processInfo.activeProcessorCount) + poolThreads
    }

    private init(
        readers: SQLiteReaders, writer: SQLiteWriterDatabase, pool: NIOThreadPool, logger: Logger,
        metrics: (any DatabaseMetrics)?
    ) {
        self.readers = readers
        self.pool = pool
        writerDatabase = writer
        self.writer = GroupCommitWriter(database: writer, logger: logger, metrics: metrics)
    }

    /// The readers and the writer: how many there are, how many are at work, how many wait.
    package var usage: DatabaseStore.ConnectionUsage {
        let (readersInUse, waiting) = readers.usage
        let (writing, queued) = writer.usage
        return .init(
            kind: "sqlite", size: readers.count + 1, inUse: readersInUse + (writing ? 1 : 0), waiting: waiting + queued)
    }

    /// Opens the connections to the file at `path`, already migrated and in WAL mode.
    /// `durable` false (a throwaway test database) skips the fsyncs.
    package static func open(
        path: String, durable: Bool, threadPool: NIOThreadPool, poolThreads: Int, logger: Logger,
        metrics: (any DatabaseMetrics)?
    ) async throws -> SQLiteConnections {
        let writer = try await SQLiteWriterDatabase.open(path: path, durable: durable, logger: logger)
        do {
            let readers = try SQLiteReaders(path: path, count: readerCount(poolThreads: poolThreads))
            return SQLiteConnections(
                readers: readers, writer: writer, pool: threadPool, logger: logger, metrics: metrics)
        } catch {
            await writer.close()
            throw error
        }
    }

    /// The rows `query` selects, through a free reader.
    ///
    /// A quick read runs on the task's own thread: two thread switches to a pool and back
    /// would cost more than the read. A statement that once used more CPU than
    /// ``SQLiteReaders/inlineLimit`` runs on the thread pool from then on, so a page of meals
    /// or a search does not hold up the threads every other request's task needs.
    package func read(_ query: SQLQueryString) async throws -> [Row] {
        let (sql, binds) = writerDatabase.serialize(query)
        let encoder = SQLiteDataEncoder()
        let values = try binds.map { try encoder.encode($0) }
        if readers.isSlow(sql) { return try await pool.runIfActive { try self.readers.query(sql, values) } }
        return try readers.query(sql, values)
    }

    package func close() async {
        await writer.finish()
        readers.close()
        await writerDatabase.close()
    }
}
