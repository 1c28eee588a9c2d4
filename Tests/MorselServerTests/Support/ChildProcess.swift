import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with `posix_spawn`, for tests that run the `morsel` binary.
///
/// Foundation's `Process.run()` on Linux (Swift 6.3.1) over-reads the `/proc/self/fd` entries
/// it lists and crashes the whole test run now and then (seen about one run in four here, and
/// in CI; fixed upstream in swift-corelibs-foundation #5472). Spawning directly avoids it.
/// Standard input comes from a file and standard output and error go to files, so a chatty
/// child never blocks on a full pipe and nothing here needs a reader thread.
final class ChildProcess: @unchecked Sendable {
    let pid: pid_t
    private let directory: URL
    private let lock = NSLock()
    private var exitStatus: Int32?

    /// Starts `executable` with exactly `environment`; `input` is all of its standard input.
    init(_ executable: URL, arguments: [String], environment: [String: String], input: String? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("morsel-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let inputPath = directory.appendingPathComponent("stdin").path
        _ = FileManager.default.createFile(atPath: inputPath, contents: Data((input ?? "").utf8))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, directory.appendingPathComponent("stdout").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(
            &actions, 2, directory.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        // The child starts with no blocked signals and every signal at its default, whatever
        // the test runner's threads had set (SIGTERM must reach a server's graceful shutdown).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            try? FileManager.default.removeItem(at: directory)
            throw TestFailure("could not start \(executable.path): \(String(cString: strerror(result)))")
        }
        self.pid = pid
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Everything the child has written to standard output so far.
    var output: String { contents(of: "stdout") }
    /// Everything the child has written to standard error so far.
    var errors: String { contents(of: "stderr") }

    var isRunning: Bool { reap(blocking: false) == nil }

    /// Waits for the child to end: its exit code, or the number of the signal that ended it.
    @discardableResult
    func wait() -> Int32 { reap(blocking: true)! }

    /// Asks the child to stop (SIGTERM).
    func terminate() { if isRunning { kill(pid, SIGTERM) } }

    private func contents(of name: String) -> String {
        String(decoding: (try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data(), as: UTF8.self)
    }

    private func reap(blocking: Bool) -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        var reaped: pid_t
        repeat { reaped = waitpid(pid, &status, blocking ? 0 : WNOHANG) } while reaped == -1 && errno == EINTR
        guard reaped == pid else { return nil }
        let signal = status & 0x7f
        exitStatus = signal == 0 ? (status >> 8) & 0xff : signal
        return exitStatus
    }
}
