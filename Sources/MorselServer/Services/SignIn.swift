import Foundation

/// Signing in with a username and password, under the limits on failed attempts.
struct SignIn: Sendable {
    let users: UserRepository
    let throttle: SignInThrottle

    /// The account, or nil after counting the failure; refused once too many have failed.
    func check(username: String, password: String, address: String?) async throws -> Account? {
        try await throttle.check(username: username, address: address)
        guard let account = try await users.verify(username: username, password: password) else {
            try await throttle.recordFailure(username: username, address: address)
            return nil
        }
        try await throttle.clear(username: username)
        return account
    }
}
