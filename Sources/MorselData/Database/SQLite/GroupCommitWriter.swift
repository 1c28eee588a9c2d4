import Foundation
import Logging
import NIOCore
import NIOPosix
import SQLKit
import SQLiteKit
import Synchronization

/// Runs write transactions on the one writer connection, committing those that arrive
/// together in one transaction: one fsync acknowledges them all. A request is answered only
/// after the commit that holds its writes.
///
/// If a transaction's body throws, the group is rolled back and each of its members runs
/// again on its own, so only the failing one fails: a body may run twice, so it must do
/// nothing but SQL on the database it is given (and read through it, to see the group's own
/// writes). If BEGIN or COMMIT fails, the whole group fails. A body must not start another
/// transaction: it would wait behind itself; that is refused with an error instead.
package final class GroupCommitWriter: Sendable {
    private let database: SQLiteWriterDatabase
    private let logger: Logger
    private let state = Mutex(State())

    private struct State {
        package var pending: [Job] = []
        package var isDraining = false
        package var isFinished = false
        package var drained: [CheckedContinuation<Void, Never>] = []
    }

    /// At most this many transactions share a commit, so none waits long behind the others.
    package static let maxGroup = 64

    /// Set while a body runs, to refuse a transaction started from inside one.
    @TaskLocal package static var isInsideTransaction = false

    private struct Job: Sendable {
        package let body: @Sendable (any SQLDatabase) async throws -> any Sendable
        package let continuation: CheckedContinuation<any Sendable, any Error>
    }

    /// A failure of the transaction itself (BEGIN or COMMIT), not of a body.
    private struct TransactionFailure: Error {
        package let error: any Error
    }

    private let metrics: (any DatabaseMetrics)?

    package init(database: SQLiteWriterDatabase, logger: Logger, metrics: (any DatabaseMetrics)?) {
        self.database = database
        self.logger = logger
        self.metrics = metrics
    }

    /// Whether a group is committing, and how many transactions wait for the next one.
    package var usage: (isWriting: Bool, queued: Int) {
        state.withLock { ($0.isDraining, $0.pending.count) }
    }

    /// Runs `body` in a transaction (shared with others waiting at the same time) and returns
    /// its value once that transaction is durable.
    package func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws
        -> T
    {
        guard !Self.isInsideTransaction else {
            throw DatabaseError(
                description: "A write transaction was started inside another; it would wait for itself.")
        }
        let value = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<any Sendable, any Error>) in
            let job = Job(body: { try await body($0) }, continuation: continuation)
            let start = state.withLock { state -> Bool? in
                guard !state.isFinished else { return nil }
                state.pending.append(job)
                defer { state.isDraining = true }
                return !state.isDraining
            }
            switch start {
            case nil: continuation.resume(throwing: DatabaseError(description: "The database is closed."))
            // On the writer's thread: the bodies and each of their statements run there, never
            // waiting in the queue of the threads every request shares.
            case true?: Task(executorPreference: database.executor) { await self.drain() }
            case false?: break
            }
        }
        return value as! T
    }

    /// Waits for every transaction asked for so far, then refuses new ones.
    package func finish() async {
        await withCheckedContinuation { continuation in
            let isDraining = state.withLock { state in
                state.isFinished = true
                if state.isDraining { state.drained.append(continuation) }
                return state.isDraining
            }
            if !isDraining { continuation.resume() }
        }
    }

    /// Commits the pending transactions, a group at a time, until none is left.
    private func drain() async {
        while true {
            let group = state.withLock { state -> [Job] in
                let group = Array(state.pending.prefix(Self.maxGroup))
                state.pending.removeFirst(group.count)
                return group
            }
            if group.isEmpty {
                let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>]? in
                    // Another job may have come while the lock was free: go on with it.
                    guard state.pending.isEmpty else { return nil }
                    state.isDraining = false
                    defer { state.drained = [] }
                    return state.drained
                }
                guard let waiters else { continue }
                for waiter in waiters { waiter.resume() }
                return
            }
            metrics?.commitGroup(size: group.count)
            switch await commit(group) {
            case .success(let values):
                for (job, value) in zip(group, values) { job.continuation.resume(returning: value) }
            case .failure(let failure as TransactionFailure):
                for job in group { job.continuation.resume(throwing: failure.error) }
            case .failure(let error) where group.count == 1:
                group[0].continuation.resume(throwing: error)
            case .failure:
                // A body threw: each member again on its own, so only that one fails.
                for job in group {
                    switch await commit([job]) {
                    case .success(let values): job.continuation.resume(returning: values[0])
                    case .failure(let failure as TransactionFailure): job.continuation.resume(throwing: failure.error)
                    case .failure(let error): job.continuation.resume(throwing: error)
                    }
                }
            }
        }
    }

    /// Runs `jobs` in one transaction: every value; a body's error after rolling back; or a
    /// ``TransactionFailure`` when BEGIN or COMMIT itself failed.
    private func commit(_ jobs: [Job]) async -> Result<[any Sendable], any Error> {
        do {
            try await database.raw("BEGIN IMMEDIATE").run()
        } catch {
            return .failure(TransactionFailure(error: error))
        }
        var values: [any Sendable] = []
        do {
            for job in jobs {
                values.append(try await Self.$isInsideTransaction.withValue(true) { try await job.body(database) })
            }
        } catch {
            await rollback()
            return .failure(error)
        }
        do {
            try await database.raw("COMMIT").run()
            return .success(values)
        } catch {
            await rollback()
            return .failure(TransactionFailure(error: error))
        }
    }

    private func rollback() async {
        do {
            try await database.raw("ROLLBACK").run()
        } catch {
            logger.error("Rolling back a write transaction failed", metadata: ["error": "\(String(reflecting: error))"])
        }
    }
}
