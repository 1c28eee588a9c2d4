import Foundation
import MorselCore
import MorselData

/// Signing in with a username and password, under the limits on failed attempts.
package struct SignIn: Sendable {
    package let users: UserRepository
    package let throttle: SignInThrottle
    /// `MORSEL_PASSWORD_SIGN_IN`: off, every password is refused, right or wrong.
    package var allowsPasswords = true

    package init(users: UserRepository, throttle: SignInThrottle, allowsPasswords: Bool = true) {
        self.users = users
        self.throttle = throttle
        self.allowsPasswords = allowsPasswords
    }

    /// The account, or nil after counting the failure; refused once too many have failed.
    package func check(username: String, password: String, address: String?) async throws -> Account? {
        guard allowsPasswords else {
            throw DomainError.forbidden(
                "Password sign-in is off on this Morsel: sign in with its sign-in service. API tokens made in Settings still work."
            )
        }
        try await throttle.check(username: username, address: address)
        guard let account = try await users.verify(username: username, password: password) else {
            try await throttle.recordFailure(username: username, address: address)
            return nil
        }
        try await throttle.clear(username: username)
        return account
    }
}
