import Foundation
import NIOCore
import SQLiteNIO
import Synchronization

/// The readers, each lent to one caller at a time. A caller holds one only while SQLite runs
/// its statement (no suspension point) and there is a reader for every thread that can ask,
/// so a caller finding none free (which should not happen) waits on the lock. The readers
/// also remember which statements are slow to run.
package final class SQLiteReaders: @unchecked Sendable {
    /// Guards `free` and `isClosed`.
    private let available = NSCondition()
    private var free: [SQLiteHandle]
    private var isClosed = false
    /// Queries waiting for a reader to come free.
    private var waiting = 0
    package let count: Int
    private let slow = Mutex<Set<String>>([])

    /// A statement that once used more CPU than this is slow (a page of meals, a search, a
    /// report); a lookup by key or a day's meals take a few tens of microseconds.
    package static let inlineLimit = Duration.microseconds(150)

    package func isSlow(_ sql: String) -> Bool { slow.withLock { $0.contains(sql) } }

    package init(path: String, count: Int) throws {
        free = try (0..<count).map { _ in try SQLiteHandle(path: path, role: .reader) }
        self.count = count
    }

    /// How many readers are querying, and how many queries wait for one.
    package var usage: (inUse: Int, waiting: Int) {
        available.lock()
        defer { available.unlock() }
        return (isClosed ? 0 : count - free.count, waiting)
    }

    package func query(_ sql: String, _ binds: [SQLiteData]) throws -> [Row] {
        let reader = try checkOut()
        defer { checkIn(reader) }
        let rows = try reader.query(sql, binds)
        if reader.lastRunTime > Self.inlineLimit {
            slow.withLock { slow in
                if slow.count >= SQLiteHandle.statementLimit { slow.removeAll() }
                slow.insert(sql)
            }
        }
        return rows
    }

    private func checkOut() throws -> SQLiteHandle {
        available.lock()
        defer { available.unlock() }
        while free.isEmpty && !isClosed {
            waiting += 1
            available.wait()
            waiting -= 1
        }
        guard !isClosed else { throw DatabaseError(description: "The database is closed.") }
        return free.removeLast()
    }

    /// Takes a reader back, or closes it once the readers are closed.
    private func checkIn(_ reader: SQLiteHandle) {
        available.lock()
        defer { available.unlock() }
        guard !isClosed else { return reader.close() }
        free.append(reader)
        available.signal()
    }

    /// Closes every reader now or, if it is in use, as its query ends; later reads are refused.
    package func close() {
        available.lock()
        defer { available.unlock() }
        isClosed = true
        for reader in free { reader.close() }
        free.removeAll()
        available.broadcast()
    }
}
