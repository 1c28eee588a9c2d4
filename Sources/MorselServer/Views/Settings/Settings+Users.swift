import Foundation
import MorselCore
import MorselData
import MorselServices

// The administrator's Users section: who has an account, which household each is in
// (people in one household share its plan, grocery list and food prices), and forms to add
// a user, create a household and move someone to another. Plain forms, no script needed.
extension SettingsPage {
    var usersSection: HTMLNode {
        section(.class("card"), .id("users"), .aria("labelledby", "users-heading")) {
            h2(.id("users-heading")) { "Users" }
            p(.class("subtle")) {
                "People in a household share its plan, grocery list and food prices; each keeps their own journal."
            }
            ul(.class("users")) {
                group(users.map { user in userRow(user) })
            }
            addUserForm
            householdsPart
        }
    }

    private func userRow(_ user: Account) -> HTMLNode {
        let id = user.id.uuidString
        return li {
            text(user.username)
            if user.isAdmin { span(.class("badge")) { " admin" } }
            span(.class("subtle")) { text(householdName(user.householdID)) }
            if households.count > 1 {
                form(.class("inline"), .post, .action(Route.userHousehold.path(id))) {
                    Layout.csrfField(context)
                    label(.for("household-\(id)"), .class("visually-hidden")) { text("Move \(user.username) to") }
                    select(.id("household-\(id)"), .name("household")) { householdOptions(selected: user.householdID) }
                    button(.type("submit"), .class("button small secondary")) { "Move" }
                }
            }
        }
    }

    private var addUserForm: HTMLNode {
        form(.post, .action(Route.users.path())) {
            Layout.csrfField(context)
            h3 { "Add a user" }
            div(.class("field")) {
                label(.for("new-username")) { "Username" }
                input(
                    .type("text"), .id("new-username"), .name("username"), .value(usersDraft.username), .required,
                    .autocomplete("off"))
                fieldError(errors, "username")
            }
            div(.class("field")) {
                label(.for("new-user-password")) { "Password" }
                input(
                    .type("password"), .id("new-user-password"), .name("newUserPassword"), .required,
                    .autocomplete("new-password"))
                fieldError(errors, "newUserPassword")
            }
            div(.class("field")) {
                label(.for("new-user-household")) { "Household" }
                select(.id("new-user-household"), .name("household")) {
                    householdOptions(selected: usersDraft.householdID)
                }
            }
            label(.class("check")) {
                input(.type("checkbox"), .name("admin"), .value("true"), .flag("checked", usersDraft.isAdmin))
                " Administrator"
            }
            button(.type("submit"), .class("button")) { "Add user" }
        }
    }

    /// The households with their sizes, and a form for a new one (then add or move people to it).
    private var householdsPart: HTMLNode {
        group([
            h3 { "Households" },
            ul(.class("users households")) {
                group(
                    households.map { household in
                        li {
                            text(household.name)
                            span(.class("subtle")) {
                                text(household.memberCount == 1 ? "1 person" : "\(household.memberCount) people")
                            }
                        }
                    })
            },
            form(.post, .action(Route.households.path())) {
                Layout.csrfField(context)
                div(.class(fieldClass(errors, "householdName"))) {
                    label(.for("household-name")) { "New household" }
                    input(
                        .type("text"), .id("household-name"), .name("householdName"), .value(usersDraft.householdName),
                        .required,
                        .maxlength(AccountRules.maxHouseholdNameLength), .autocomplete("off"))
                    fieldError(errors, "householdName")
                }
                button(.type("submit"), .class("button secondary")) { "Create household" }
            },
        ])
    }

    private func householdOptions(selected: UUID?) -> HTMLNode {
        group(
            households.map { household in
                option(.value(household.id.uuidString), .flag("selected", household.id == selected)) {
                    text(household.name)
                }
            })
    }

    private func householdName(_ id: UUID?) -> String {
        households.first { $0.id == id }?.name ?? "No household"
    }
}
