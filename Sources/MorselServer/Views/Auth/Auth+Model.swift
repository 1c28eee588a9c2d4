import MorselCore
import MorselData
import MorselServices

/// The sign-in page and the one-time first-account page; both forms of name and password.
struct AccountFormPage: Sendable {
    enum Kind: Sendable { case setup, signIn }

    let kind: Kind
    let username: String
    let errors: ValidationFailure?
    let message: String?
    /// The OpenID provider's name, for a "Sign in with …" button; nil when there is none.
    var signInService: String? = nil
    /// Whether the name-and-password form is offered (`MORSEL_PASSWORD_SIGN_IN`).
    var allowsPasswords = true

    static let mock = AccountFormPage(kind: .setup, username: "", errors: nil, message: nil)
}
