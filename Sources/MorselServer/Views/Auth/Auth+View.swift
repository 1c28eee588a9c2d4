import MorselCore
import MorselData
import MorselServices

extension AccountFormPage {
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
