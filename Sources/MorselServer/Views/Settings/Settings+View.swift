import Foundation
import MorselCore
import MorselData
import MorselServices

extension SettingsPage {
    func render() -> String {
        Layout.page(context, title: "Settings") {
            h1 { "Settings" }
            preferences
            goalsSection
            steeringSection
            nutrientTargetsSection
            password
            if let signInService { signInServiceSection(signInService) }
            tokensSection
            calendarSection
            notificationsSection
            section(.class("card"), .aria("labelledby", "import-heading")) {
                h2(.id("import-heading")) { "Import" }
                p {
                    "Bring recipes from Mealie, Tandoor, Paprika or a web page, and years of diary from MyFitnessPal or Cronometer: "
                    a(.href(Route.importPage.path())) { "import a file or an address" }
                    "."
                }
            }
            if context.isAdmin { usersSection }
        }
    }

    private var preferences: HTMLNode {
        section(.class("card"), .id("sort"), .aria("labelledby", "prefs-heading")) {
            h2(.id("prefs-heading")) { "Lists and time" }
            form(.post, .action(Route.settings.path())) {
                Layout.csrfField(context)
                div(.class("field")) {
                    label(.for("sortOrder")) { "Sort meals by" }
                    select(.id("sortOrder"), .name("sortOrder")) {
                        group(
                            MealSortOrder.allCases.map { order in
                                option(.value(order.rawValue), .flag("selected", order == sortOrder)) {
                                    text(order.label)
                                }
                            })
                    }
                    fieldError(errors, "sortOrder")
                }
                div(.class("field")) {
                    label(.for("timeZone")) { "Time zone" }
                    input(
                        .type("text"), .id("timeZone"), .name("timeZone"), .value(timeZone), .list("time-zones"),
                        .autocomplete("off"))
                    datalist(.id("time-zones")) {
                        group(TimeZone.knownTimeZoneIdentifiers.map { zone in option(.value(zone)) { text(zone) } })
                    }
                    fieldError(errors, "timeZone")
                }
                button(.type("submit"), .class("button")) { "Save" }
            }
        }
    }

    private var goalsSection: HTMLNode {
        section(.class("card"), .id("goals"), .aria("labelledby", "goals-heading")) {
            h2(.id("goals-heading")) { "Goals and budget" }
            form(.post, .action(Route.goals.path())) {
                Layout.csrfField(context)
                group(
                    GoalsInput.goalFields.map { field in
                        formField(field, value: field.value(goals).text(), errors: errors)
                    })
                button(.type("submit"), .class("button")) { "Save goals" }
            }
            p(.class("hint")) {
                "Recipes and the plan are costed from "
                a(.href(Route.prices.path())) { "your household's food prices" }
                ", in this currency."
            }
        }
    }

    /// The body details a formula needs and the plan a weekly check-in steers the calorie
    /// target by: one form, posted where the goals are.
    private var steeringSection: HTMLNode {
        section(.class("card"), .id("steering"), .aria("labelledby", "steering-heading")) {
            h2(.id("steering-heading")) { "Your body, and a target that steers itself" }
            p(.class("hint")) {
                "Morsel measures what you burn from what you log and weigh ("
                a(.href(Route.insights.path() + "#expenditure")) { "Insights" }
                "). Until there are a few weeks of both, it uses a formula from these details. "
                "Choose a direction, and each week on your check-in day it suggests a calorie target to take or leave."
            }
            form(.post, .action(Route.goals.path())) {
                Layout.csrfField(context)
                input(.type("hidden"), .name("form"), .value("steering"))
                fieldset {
                    legend { "Your body (for the formula)" }
                    group(
                        GoalsInput.bodyFields.map { field in
                            formField(field, value: field.value(goals).text(), errors: errors)
                        })
                }
                fieldset {
                    legend { "The plan" }
                    group(
                        GoalsInput.steeringFields.map { field in
                            formField(field, value: field.value(goals).text(), errors: errors)
                        })
                    p(.class("hint")) {
                        text(
                            "A target weight and date, when both are given, set the rate (at most \(Nutrition.format(amount: GoalPlan.fastestLoss)) % a week to lose, \(Nutrition.format(amount: GoalPlan.fastestGain)) % to gain). The target weight is in \(goals.weightUnit.rawValue)."
                        )
                    }
                }
                button(.type("submit"), .class("button")) { "Save body and plan" }
            }
        }
    }

    /// The life stage whose reference intakes are the targets, and a field per nutrient for
    /// a target of the person's own (empty keeps the reference one, shown as the placeholder).
    private var nutrientTargetsSection: HTMLNode {
        let targets = goals.nutrients
        return section(.class("card"), .id("nutrient-targets"), .aria("labelledby", "nutrient-targets-heading")) {
            h2(.id("nutrient-targets-heading")) { "Nutrient targets" }
            p(.class("hint")) {
                "The "
                a(.href(Route.nutrients.path())) { "Nutrients view" }
                " holds each day against these: the US Dietary Reference Intakes for your age and sex (the RDA, or the AI where there is no RDA), "
                "or the Daily Values printed on food labels."
            }
            form(.post, .action(Route.nutrientTargets.path())) {
                Layout.csrfField(context)
                div(.class(fieldClass(errors, "lifeStage"))) {
                    label(.for("lifeStage")) { "Targets for" }
                    select(.id("lifeStage"), .name("lifeStage")) {
                        group(
                            LifeStage.allCases.map { stage in
                                option(.value(stage.rawValue), .flag("selected", stage == targets.lifeStage)) {
                                    text(stage.label)
                                }
                            })
                    }
                    fieldError(errors, "lifeStage")
                }
                details(
                    .class("target-overrides"),
                    .flag(
                        "open",
                        !targets.overrides.isEmpty || errors?.errors.contains { $0.field.hasPrefix("targets.") } == true
                    )
                ) {
                    summary { "Set your own targets" }
                    p(.class("hint")) { "Empty keeps the reference target, shown greyed in each field." }
                    div(.class("target-grid")) {
                        group(
                            Nutrient.allCases.filter {
                                targets.lifeStage.target($0) != nil || targets.overrides[$0] != nil
                            }.map { nutrient in
                                formField(
                                    "targets.\(nutrient.rawValue)",
                                    caption: "\(nutrient.label) (\(nutrient.unit.rawValue))",
                                    value: targets.overrides[nutrient].map { Nutrition.format(amount: $0) } ?? "",
                                    errors: errors,
                                    attributes: [
                                        .inputmode("decimal"),
                                        .placeholder(
                                            targets.lifeStage.target(nutrient).map { Nutrition.format(amount: $0) }
                                                ?? ""),
                                    ])
                            })
                    }
                }
                button(.type("submit"), .class("button")) { "Save targets" }
            }
        }
    }

    private var password: HTMLNode {
        section(.class("card"), .aria("labelledby", "password-heading")) {
            h2(.id("password-heading")) { "Password" }
            form(.post, .action(Route.password.path())) {
                Layout.csrfField(context)
                div(.class("field")) {
                    label(.for("current")) { "Current password" }
                    input(
                        .type("password"), .id("current"), .name("current"), .autocomplete("current-password"),
                        .required)
                    fieldError(errors, "current")
                }
                div(.class("field")) {
                    label(.for("new-password")) {
                        "New password (at least \(AccountRules.minPasswordLength) characters)"
                    }
                    input(
                        .type("password"), .id("new-password"), .name("password"), .autocomplete("new-password"),
                        .required)
                    fieldError(errors, "password")
                }
                button(.type("submit"), .class("button")) { "Change password" }
            }
        }
    }

    private func signInServiceSection(_ service: SignInService) -> HTMLNode {
        section(.class("card"), .id("sign-in-service"), .aria("labelledby", "sign-in-service-heading")) {
            h2(.id("sign-in-service-heading")) { text("Sign in with \(service.name)") }
            if let link = service.link, !link.isWaiting {
                p {
                    text(
                        "Your account is linked to \(service.name)\(link.email.map { " (\($0))" } ?? ""): sign in with it from the sign-in page."
                    )
                }
            } else {
                p {
                    text(
                        "Link your \(service.name) account to sign in with it instead of a password. You will be asked to sign in there."
                    )
                }
                form(.post, .action(Route.openIDLink.path())) {
                    Layout.csrfField(context)
                    button(.type("submit"), .class("button")) { text("Link your \(service.name) account") }
                }
            }
        }
    }

    private var tokensSection: HTMLNode {
        section(.class("card"), .id("tokens"), .aria("labelledby", "tokens-heading")) {
            h2(.id("tokens-heading")) { "API tokens" }
            p(.class("subtle")) { "Scripts use a token as Authorization: Bearer TOKEN." }
            if let newToken { Self.shownOnce("Your new token (copy it now; it is not shown again):", newToken) }
            if tokens.isEmpty {
                p(.class("empty")) { "No tokens yet." }
            } else {
                ul(.class("tokens")) {
                    group(
                        tokens.map { token in
                            li {
                                strong { text(token.name) }
                                span(.class("subtle")) {
                                    text(
                                        " created \(format(token.createdAt))"
                                            + (token.lastUsedAt.map { ", last used \(format($0))" } ?? ", never used"))
                                }
                                MealComponents.postButton(
                                    "Revoke", action: Route.deleteToken.path(token.id), context: context,
                                    style: "button small danger",
                                    about: token.name)
                            }
                        })
                }
            }
            form(.post, .action(Route.tokens.path())) {
                Layout.csrfField(context)
                div(.class("field")) {
                    label(.for("token-name")) { "Token name" }
                    input(
                        .type("text"), .id("token-name"), .name("name"), .required, .maxlength(100),
                        .placeholder("laptop script"))
                    fieldError(errors, "name")
                }
                button(.type("submit"), .class("button")) { "Create token" }
            }
        }
    }

    private var notificationsSection: HTMLNode {
        let target = notifications.target
        return section(.class("card"), .id("notifications"), .aria("labelledby", "notifications-heading")) {
            h2(.id("notifications-heading")) { "Notifications on your phone" }
            p(.class("subtle")) {
                "Sent to an ntfy topic (the ntfy app), a Gotify server, or a webhook of your own: the meal reminder above, "
                "the day's totals in the evening, and changes to your household's plan or grocery list."
            }
            if let secret = notifications.newSecret {
                Self.shownOnce(
                    "The webhook's signing secret (copy it now; it is not shown again): every delivery's X-Morsel-Signature is "
                        + "sha256= and the HMAC-SHA256 of its X-Morsel-Timestamp, a dot and its body, under this secret.",
                    secret)
            }
            form(.post, .action(Route.notificationSettings.path())) {
                Layout.csrfField(context)
                div(.class(fieldClass(errors, "kind"))) {
                    label(.for("notify-kind")) { "Send to" }
                    select(.id("notify-kind"), .name("kind")) {
                        group(
                            NotificationTarget.Kind.allCases.map { kind in
                                option(.value(kind.rawValue), .flag("selected", kind == target?.kind)) {
                                    text(Self.kindLabel(kind))
                                }
                            })
                    }
                    fieldError(errors, "kind")
                }
                div(.class(fieldClass(errors, "url"))) {
                    label(.for("notify-url")) {
                        "Address (https://ntfy.sh/your-topic, https://gotify.example.org or your webhook)"
                    }
                    input(
                        .type("url"), .id("notify-url"), .name("url"), .value(target?.url ?? ""), .required,
                        .maxlength(2000))
                    fieldError(errors, "url")
                }
                div(.class(fieldClass(errors, "token"))) {
                    label(.for("notify-token")) {
                        text(
                            target?.token == nil
                                ? "Token (Gotify's app token; ntfy's if it asks)"
                                : "Token (kept; type a new one to change it)")
                    }
                    input(.type("password"), .id("notify-token"), .name("token"), .autocomplete("off"))
                    fieldError(errors, "token")
                }
                label(.class("check")) {
                    input(
                        .type("checkbox"), .name("mealReminder"), .value("true"),
                        .flag("checked", target?.mealReminder ?? true))
                    " The meal reminder (set its time under Goals)"
                }
                label(.class("check")) {
                    input(
                        .type("checkbox"), .name("daySummary"), .value("true"),
                        .flag("checked", target?.daySummary ?? false))
                    " The day's totals against my goals"
                }
                div(.class(fieldClass(errors, "summaryTime"))) {
                    label(.for("notify-summary")) { "Day's totals at (HH:mm)" }
                    input(
                        .type("time"), .id("notify-summary"), .name("summaryTime"),
                        .value((target?.summaryTime ?? NotificationTarget.defaultSummaryTime).text))
                    fieldError(errors, "summaryTime")
                }
                label(.class("check")) {
                    input(
                        .type("checkbox"), .name("householdChanges"), .value("true"),
                        .flag("checked", target?.householdChanges ?? false))
                    " My household's plan or grocery list changed"
                }
                label(.class("check")) {
                    input(
                        .type("checkbox"), .name("checkIn"), .value("true"), .flag("checked", target?.checkIn ?? false))
                    " My weekly check-in's new calorie target"
                }
                button(.type("submit"), .class("button")) { "Save notifications" }
            }
            if target != nil {
                div(.class("actions")) {
                    MealComponents.postButton(
                        "Send a test", action: Route.notificationSettingsTest.path(), context: context,
                        style: "button secondary",
                        about: "notification")
                    MealComponents.postButton(
                        "Stop notifications", action: Route.notificationSettingsDelete.path(), context: context,
                        style: "button danger", about: "to this address")
                }
            }
            if !notifications.recent.isEmpty {
                h3 { "Latest" }
                ul(.class("plain-list notification-log")) {
                    group(
                        notifications.recent.map { notice in
                            li {
                                text("\(notice.title): ")
                                if notice.sentAt != nil {
                                    text("sent \(format(notice.sentAt!))")
                                } else if let givenUp = notice.givenUpAt {
                                    strong { text("not delivered") }
                                    text(
                                        " (gave up \(format(givenUp)) after \(notice.attempts) tries: \(notice.lastError ?? "no answer"))"
                                    )
                                } else {
                                    text(
                                        notice.attempts == 0
                                            ? "waiting to send"
                                            : "retrying (\(notice.attempts) failed: \(notice.lastError ?? "no answer"))"
                                    )
                                }
                            }
                        })
                }
            }
        }
    }

    private static func kindLabel(_ kind: NotificationTarget.Kind) -> String {
        switch kind {
        case .ntfy: "ntfy topic"
        case .gotify: "Gotify server"
        case .webhook: "Webhook (signed JSON)"
        }
    }

    private var calendarSection: HTMLNode {
        section(.class("card"), .id("calendar"), .aria("labelledby", "calendar-heading")) {
            h2(.id("calendar-heading")) { "The plan in your calendar" }
            p(.class("subtle")) {
                "A private address your calendar app subscribes to (Google Calendar: Other calendars, From URL; Apple Calendar: "
                "File, New Calendar Subscription): your household's plan, each meal at the time you usually eat it."
            }
            if let newCalendarAddress {
                Self.shownOnce(
                    "Your calendar address (copy it now; it is not shown again, and anyone who has it can read the plan):",
                    newCalendarAddress)
            }
            if let calendarFeed {
                p {
                    text(
                        "Made \(format(calendarFeed.createdAt)); "
                            + (calendarFeed.lastReadAt.map { "last read by a calendar \(format($0))." }
                                ?? "not read by a calendar yet."))
                }
                div(.class("actions")) {
                    MealComponents.postButton(
                        "New address", action: Route.calendarSettings.path(), context: context,
                        style: "button secondary",
                        about: "the calendar feed; the old address stops working")
                    MealComponents.postButton(
                        "Turn off", action: Route.calendarSettingsDelete.path(), context: context,
                        style: "button danger",
                        about: "the calendar feed")
                }
            } else {
                MealComponents.postButton(
                    "Make a calendar address", action: Route.calendarSettings.path(), context: context, style: "button",
                    about: "the calendar feed")
            }
        }
    }

    /// A secret shown this once, after it was made: only its hash is kept.
    private static func shownOnce(_ intro: String, _ secret: String) -> HTMLNode {
        div(.class("notice notice-info"), .role("status")) {
            p { text(intro) }
            p { element("code", [.class("token")]) { text(secret) } }
        }
    }

    /// A moment as the person reads it: in their own time zone, not the server's.
    private func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: timeZone) ?? .current
        formatter.dateFormat = "d MMM yyyy HH:mm"
        return formatter.string(from: date)
    }
}
