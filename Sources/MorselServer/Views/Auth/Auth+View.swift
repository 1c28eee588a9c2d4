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

    func render() -> String {
        let title = kind == .setup ? "Welcome to Morsel" : "Sign in"
        return Layout.page(.anonymous, title: title) {
            section(.class("card narrow")) {
                h1 { text(title) }
                if kind == .setup {
                    p { "Create the first account. It will be the administrator, who can add more people later." }
                }
                if let message { p(.class("notice notice-error"), .role("alert")) { text(message) } }
                if let signInService {
                    p { a(.class("button"), .href(Route.openIDStart.path())) { text("Sign in with \(signInService)") } }
                    if allowsPasswords {
                        p(.class("subtle")) {
                            text(kind == .setup ? "Or create a password account:" : "Or with a username and password:")
                        }
                    }
                }
                if allowsPasswords { passwordForm }
            }
        }
    }

    private var passwordForm: HTMLNode {
        form(.post, .action(kind == .setup ? Route.setup.path() : Route.signIn.path())) {
            div(.class("field")) {
                label(.for("username")) { "Username" }
                input(
                    .type("text"), .id("username"), .name("username"), .value(username), .required,
                    .autocomplete("username"))
                fieldError(errors, "username")
            }
            div(.class("field")) {
                label(.for("password")) {
                    kind == .setup ? "Password (at least \(AccountRules.minPasswordLength) characters)" : "Password"
                }
                input(
                    .type("password"), .id("password"), .name("password"), .required,
                    .autocomplete(kind == .setup ? "new-password" : "current-password"))
                fieldError(errors, "password")
            }
            button(.type("submit"), .class("button")) { text(kind == .setup ? "Create account" : "Sign in") }
        }
    }
}
