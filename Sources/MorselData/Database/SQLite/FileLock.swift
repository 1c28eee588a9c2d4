#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive lock on a file, held until released (or the process ends): how two
/// processes take turns on one SQLite database's migrations.
package struct FileLock {
    private let descriptor: Int32

    package init(path: String) throws {
        descriptor = open(path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { throw ConfigurationError("Cannot open the lock file \(path).") }
        guard flock(descriptor, LOCK_EX) == 0 else {
            close(descriptor)
            throw ConfigurationError("Cannot lock \(path).")
        }
    }

    package func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
