import HummingbirdBcrypt
import NIOPosix

/// Password hashes: bcrypt at the instance's cost, worked out on the thread pool because it
/// is slow on purpose and must not hold up the event loops.
struct Passwords: Sendable {
    let cost: UInt8

    func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    func verify(_ password: String, hash: String) async throws -> Bool {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
    }
}
