import HummingbirdBcrypt
import NIOPosix

/// Password hashes: bcrypt at the instance's cost, worked out on the thread pool because it
/// is slow on purpose and must not hold up the event loops.
package struct Passwords: Sendable {
    package let cost: UInt8

    package init(cost: UInt8) {
        self.cost = cost
    }

    package func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    package func verify(_ password: String, hash: String) async throws -> Bool {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
    }
}
