import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// Settings: sort order and time zone, password, API tokens, and users for admins.
struct SettingsWebController {
    let users: UserRepository
    let credentials: CredentialRepository
    let configuration: AppConfiguration
    let openIDIdentities: OpenIDIdentities
    let notifications: NotificationRepository
    let notificationTargets: NotificationTargets

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.settings.pattern), use: show)
        router.post(.init(Route.settings.pattern), use: savePreferences)
        router.post(.init(Route.password.pattern), use: changePassword)
        router.post(.init(Route.goals.pattern), use: saveGoals)
        router.post(.init(Route.nutrientTargets.pattern), use: saveNutrientTargets)
        router.post(.init(Route.tokens.pattern), use: createToken)
        router.post(.init(Route.deleteToken.pattern), use: revokeToken)
        router.post(.init(Route.calendarSettings.pattern), use: renewCalendar)
        router.post(.init(Route.calendarSettingsDelete.pattern), use: revokeCalendar)
        router.post(.init(Route.notificationSettings.pattern), use: saveNotifications)
        router.post(.init(Route.notificationSettingsDelete.pattern), use: stopNotifications)
        router.post(.init(Route.notificationSettingsTest.pattern), use: testNotification)
        router.post(.init(Route.users.pattern), use: addUser)
        router.post(.init(Route.userHousehold.pattern), use: moveUser)
        router.post(.init(Route.households.pattern), use: addHousehold)
    }

    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        HTMLResponse.page(try await page(request, context).render(), request: request)
    }

    /// Saving the sort order changes every list at once: they all read it per request.
    @Sendable func savePreferences(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        return try await attempt(request, context) {
            _ = try await users.updateSettings(
                userID: user.id, sortOrder: form["sortOrder"], timeZone: form["timeZone"])
            return "Settings saved."
        }
    }

    @Sendable func saveGoals(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        return try await attempt(request, context) {
            // Two forms post here: the goals, and the body details with the plan (`form=steering`).
            let steering = form["form"] == "steering"
            let fields = steering ? GoalsInput.bodyFields + GoalsInput.steeringFields : GoalsInput.goalFields
            _ = try await users.updateGoals(userID: user.id, form.input(GoalsInput.self, only: fields))
            return steering ? "Body details and plan saved." : "Goals saved."
        }
    }

    /// The life stage and the targets typed over it; a blank field sets the reference one back.
    @Sendable func saveNutrientTargets(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        return try await attempt(request, context) {
            var targets: [String: InputValue] = [:]
            for (name, value) in form.fields where name.hasPrefix("targets.") {
                targets[String(name.dropFirst("targets.".count))] = .text(value)
            }
            var input = GoalsInput()
            input.nutrients = NutrientTargetsInput(lifeStage: form["lifeStage"], targets: targets)
            _ = try await users.updateGoals(userID: user.id, input)
            return "Nutrient targets saved."
        }
    }

    @Sendable func changePassword(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        return try await attempt(request, context) {
            guard try await users.verify(username: user.username, password: form["current"] ?? "") != nil else {
                throw DomainError.invalid("current", "The current password is wrong.")
            }
            try await users.setPassword(userID: user.id, to: form["password"] ?? "")
            return "Password changed."
        }
    }

    @Sendable func createToken(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        do {
            let created = try await credentials.createToken(userID: user.id, name: form["name"] ?? "")
            // The secret is shown on this response only, never stored in the clear.
            return HTMLResponse.page(try await page(request, context, newToken: created.secret).render())
        } catch DomainError.invalid(let failure) {
            return HTMLResponse.page(
                try await page(request, context, errors: failure).render(), status: .unprocessableContent)
        }
    }

    @Sendable func revokeToken(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await WebForm.read(request, context: context)
        try await credentials.revokeToken(id: try RequestValues.id(context), userID: user.id)
        return HTMLResponse.redirect(
            to: Route.settings.path() + "#tokens", notice: .init(kind: .info, text: "Token revoked."))
    }

    /// A new calendar feed address, replacing the old: shown on this response only.
    @Sendable func renewCalendar(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await WebForm.read(request, context: context)
        let (secret, _) = try await credentials.renewCalendarFeed(userID: user.id)
        let address = Route.calendarFeedAddress(
            site: RequestValues.site(request, configuration: configuration), secret: secret)
        return HTMLResponse.page(try await page(request, context, newCalendarAddress: address).render())
    }

    @Sendable func revokeCalendar(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await WebForm.read(request, context: context)
        _ = try await credentials.revokeCalendarFeed(userID: user.id)
        return HTMLResponse.redirect(
            to: Route.settings.path() + "#calendar",
            notice: .init(kind: .info, text: "Calendar feed turned off: its address no longer works."))
    }

    /// Adds an account to the chosen household (the administrator's own unless another is picked).
    @Sendable func addUser(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        guard user.isAdmin else { throw DomainError.forbidden("Only an administrator can add users.") }
        let form = try await WebForm.read(request, context: context)
        var householdID = user.householdID
        if let chosen = form["household"] {
            guard let id = UUID(uuidString: chosen) else { throw DomainError.notFound }
            householdID = id
        }
        let draft = SettingsPage.UsersDraft(
            username: form["username"] ?? "", isAdmin: form["admin"] == "true", householdID: householdID)
        return try await attempt(request, context, draft: draft) {
            do {
                let account = try await users.create(
                    username: form["username"] ?? "", password: form["newUserPassword"] ?? "",
                    isAdmin: form["admin"] == "true", householdID: householdID)
                return "Added \(account.username)."
            } catch DomainError.invalid(let failure) {
                // The form's password box is named apart from the password-change form's.
                throw DomainError.invalid(
                    ValidationFailure(
                        failure.errors.map {
                            $0.field == "password" ? FieldError(field: "newUserPassword", message: $0.message) : $0
                        }))
            }
        }
    }

    /// Creates an empty household that people can then be added or moved to.
    @Sendable func addHousehold(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        guard user.isAdmin else { throw DomainError.forbidden("Only an administrator can add households.") }
        let form = try await WebForm.read(request, context: context)
        let name = form["householdName"] ?? ""
        return try await attempt(
            request, context, draft: SettingsPage.UsersDraft(householdID: user.householdID, householdName: name)
        ) {
            try await users.createHousehold(name: name)
            return "Created the household \(AccountRules.householdName(name))."
        }
    }

    /// Moves a person to another household; from their next page on they share its plan and grocery list.
    @Sendable func moveUser(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        guard user.isAdmin else {
            throw DomainError.forbidden("Only an administrator can move users between households.")
        }
        let form = try await WebForm.read(request, context: context)
        let userID = try RequestValues.id(context)
        guard let householdID = form["household"].flatMap(UUID.init(uuidString:)) else { throw DomainError.notFound }
        let account = try await users.moveUser(userID: userID, to: householdID)
        let households = try await users.households()
        let name = households.first { $0.id == householdID }?.name ?? "another household"
        return HTMLResponse.redirect(
            to: Route.settings.path(), notice: .init(kind: .info, text: "Moved \(account.username) to \(name)."))
    }

    /// Saves where notifications go; a new webhook's secret is shown on the page this once. An
    /// empty token keeps the one saved.
    @Sendable func saveNotifications(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        let existing = try await notifications.target(of: user.id)
        let token =
            (form["token"] ?? "").isEmpty && existing?.kind.rawValue == form["kind"] ? existing?.token : form["token"]
        let input = NotificationTargetInput(
            kind: form["kind"], url: form["url"], token: token, mealReminder: form["mealReminder"] == "true",
            daySummary: form["daySummary"] == "true", householdChanges: form["householdChanges"] == "true",
            checkIn: form["checkIn"] == "true",
            summaryTime: form["summaryTime"])
        do {
            let (_, secret) = try await notificationTargets.save(input, renewSecret: false, for: user.id)
            guard let secret else {
                return HTMLResponse.redirect(
                    to: Route.settings.path() + "#notifications",
                    notice: .init(kind: .info, text: "Notifications saved."))
            }
            var shown = try await page(request, context)
            shown.notifications.newSecret = secret
            return HTMLResponse.page(shown.render())
        } catch DomainError.invalid(let failure) {
            return HTMLResponse.page(
                try await page(request, context, errors: failure).render(), status: .unprocessableContent)
        }
    }

    @Sendable func stopNotifications(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await WebForm.read(request, context: context)
        try await notifications.remove(userID: user.id)
        return HTMLResponse.redirect(
            to: Route.settings.path() + "#notifications", notice: .init(kind: .info, text: "Notifications stopped."))
    }

    @Sendable func testNotification(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await WebForm.read(request, context: context)
        let notice = try await notificationTargets.sendTest(for: user.id)
        let text =
            notice.sentAt != nil
            ? "Test notification sent."
            : "The test notification was not delivered: \(notice.lastError ?? "no answer"). Morsel tries again in a minute."
        return HTMLResponse.redirect(
            to: Route.settings.path() + "#notifications",
            notice: .init(kind: notice.sentAt != nil ? .info : .error, text: text))
    }

    /// Runs a change; success redirects with a notice, a validation failure shows the page with
    /// messages and, for the Users forms, what was typed.
    private func attempt(
        _ request: Request, _ context: SignedInContext, draft: SettingsPage.UsersDraft? = nil,
        _ change: () async throws -> String
    ) async throws -> Response {
        do {
            let message = try await change()
            return HTMLResponse.redirect(to: Route.settings.path(), notice: .init(kind: .info, text: message))
        } catch DomainError.invalid(let failure) {
            return HTMLResponse.page(
                try await page(request, context, errors: failure, draft: draft).render(), status: .unprocessableContent)
        }
    }

}
