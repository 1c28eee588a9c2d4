import Foundation
import Hummingbird
import MorselCore

/// Settings: sort order and time zone, password, API tokens, and users for admins.
struct SettingsWebController {
    let services: AppServices

    func addRoutes(to router: RouterGroup<AppRequestContext>) {
        router.get(.init(Route.settings.pattern), use: show)
        router.post(.init(Route.settings.pattern), use: savePreferences)
        router.post(.init(Route.password.pattern), use: changePassword)
        router.post(.init(Route.goals.pattern), use: saveGoals)
        router.post(.init(Route.tokens.pattern), use: createToken)
        router.post(.init(Route.deleteToken.pattern), use: revokeToken)
        router.post(.init(Route.users.pattern), use: addUser)
    }

    @Sendable func show(_ request: Request, context: AppRequestContext) async throws -> Response {
        HTMLResponse.page(try await page(request, context).render(), request: request)
    }

    /// Saving the sort order changes every list at once: they all read it per request.
    @Sendable func savePreferences(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let form = try await WebForm.read(request, context: context)
        return try await attempt(request, context) {
            _ = try await services.users.updateSettings(userID: user.id, sortOrder: form["sortOrder"], timeZone: form["timeZone"])
            return "Settings saved."
        }
    }

    @Sendable func saveGoals(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let form = try await WebForm.read(request, context: context)
        return try await attempt(request, context) {
            let input = GoalsInput(
                dailyCalories: form["dailyCalorieGoal"].map(InputValue.text), protein: form["proteinGoal"].map(InputValue.text),
                fat: form["fatGoal"].map(InputValue.text), carbs: form["carbsGoal"].map(InputValue.text),
                weeklyBudget: form["weeklyBudget"].map(InputValue.text), currency: form["currency"],
                notificationsEnabled: form["notificationsEnabled"] == "true", reminderTime: form["reminderTime"])
            _ = try await services.users.updateGoals(userID: user.id, input)
            return "Goals saved."
        }
    }

    @Sendable func changePassword(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let form = try await WebForm.read(request, context: context)
        return try await attempt(request, context) {
            guard try await services.users.verify(username: user.username, password: form["current"] ?? "") != nil else {
                throw AppError.invalid("current", "The current password is wrong.")
            }
            try await services.users.setPassword(userID: user.id, to: form["password"] ?? "")
            return "Password changed."
        }
    }

    @Sendable func createToken(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let form = try await WebForm.read(request, context: context)
        do {
            let created = try await services.credentials.createToken(userID: user.id, name: form["name"] ?? "")
            // The secret is shown on this response only, never stored in the clear.
            return HTMLResponse.page(try await page(request, context, newToken: created.secret).render())
        } catch AppError.validation(let failure) {
            return HTMLResponse.page(try await page(request, context, errors: failure).render(), status: .unprocessableContent)
        }
    }

    @Sendable func revokeToken(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        _ = try await WebForm.read(request, context: context)
        guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)) else { throw AppError.notFound }
        try await services.credentials.revokeToken(id: id, userID: user.id)
        return HTMLResponse.redirect(to: Route.settings.path() + "#tokens", notice: .init(kind: .info, text: "Token revoked."))
    }

    @Sendable func addUser(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        guard user.isAdmin else { throw AppError.forbidden("Only an administrator can add users.") }
        let form = try await WebForm.read(request, context: context)
        return try await attempt(request, context) {
            do {
                let account = try await services.users.create(username: form["username"] ?? "", password: form["newUserPassword"] ?? "",
                                                              isAdmin: form["admin"] == "true")
                return "Added \(account.username)."
            } catch AppError.validation(let failure) {
                // The form's password box is named apart from the password-change form's.
                throw AppError.validation(ValidationFailure(failure.errors.map {
                    $0.field == "password" ? FieldError(field: "newUserPassword", message: $0.message) : $0
                }))
            }
        }
    }

    /// Runs a change; success redirects with a notice, a validation failure shows the page with messages.
    private func attempt(_ request: Request, _ context: AppRequestContext, _ change: () async throws -> String) async throws -> Response {
        do {
            let message = try await change()
            return HTMLResponse.redirect(to: Route.settings.path(), notice: .init(kind: .info, text: message))
        } catch AppError.validation(let failure) {
            return HTMLResponse.page(try await page(request, context, errors: failure).render(), status: .unprocessableContent)
        }
    }

    private func page(_ request: Request, _ context: AppRequestContext, newToken: String? = nil,
                      errors: ValidationFailure? = nil) async throws -> SettingsPage {
        let user = try context.requireIdentity()
        // Read fresh: a change saved in this request must show.
        let account = try await services.users.account(id: user.id)
        return SettingsPage(
            context: try PageContext(request, context, section: .settings),
            sortOrder: account?.sortOrder ?? user.sortOrder, goals: account?.goals ?? user.goals, timeZone: account?.timeZoneName ?? user.timeZoneName,
            tokens: try await services.credentials.tokens(userID: user.id), newToken: newToken,
            users: user.isAdmin ? try await services.users.all() : [], errors: errors)
    }
}
