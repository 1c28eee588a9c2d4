import NIOCore

/// Runs a task's jobs on one event loop's thread.
package final class EventLoopTaskExecutor: TaskExecutor {
    private let loop: any EventLoop

    package init(_ loop: any EventLoop) { self.loop = loop }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        loop.execute { job.runSynchronously(on: executor) }
    }
}
