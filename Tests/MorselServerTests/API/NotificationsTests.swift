import Crypto
import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Notifications that reach a phone: where each person's go (ntfy, Gotify, a signed webhook),
/// planned and sent by a scheduler on every instance, exactly once, in each person's time
/// zone, retried and then given up, as a local receiver records them.
@Suite("Notifications")
struct NotificationsTests {
    /// The scheduler of an instance whose clock says `now` (tests tick it by hand).
    static func scheduler(_ app: TestApp, at now: Date) -> NotificationScheduler {
        AppServices(store: app.services.store, clock: .fixed(now), configuration: app.services.configuration)
            .notificationScheduler
    }

    /// Another instance's database connections, to the same database as `app`'s; the caller shuts it down.
    static func secondInstance(_ app: TestApp) async throws -> DatabaseStore {
        let location = try app.services.configuration.databaseLocation()
        let second = try DatabaseStore(
            location: TestDatabase.isPostgres ? location : .sqliteFile(app.services.store.sqlitePath!),
            logger: .init(label: "second"))
        try await second.open()
        return second
    }

    /// fixedNow is 10:00 UTC, 11:00 in Paris.
    static func at(_ minutes: Double) -> Date { fixedNow.addingTimeInterval(minutes * 60) }

    static func remindAtNoon(_ app: TestApp, _ user: TestUser) async throws {
        let goals = try await app.api(
            .patch, "/api/v1/settings", as: user, json: #"{"notificationsEnabled": true, "reminderTime": "12:00"}"#)
        #expect(goals.status == .ok)
    }

    @Test(
        "the meal reminder goes to ntfy once a day from the reminder time in the person's time zone, only if nothing is logged"
    )
    func mealReminder() async throws {
        try await NotificationReceiver.run { receiver, received in
            try await withApp(publicURL: "https://food.example.org") { app in
                let alice = try await app.user("alice", timeZone: "Europe/Paris")
                try await Self.remindAtNoon(app, alice)
                let saved = try await app.api(
                    .put, "/api/v1/notifications", as: alice,
                    json: #"{"kind": "ntfy", "url": "\#(receiver)/alice-meals"}"#)
                #expect(saved.status == .ok)
                #expect(try saved.jsonObject()["secret"] is NSNull)

                try await Self.scheduler(app, at: Self.at(30)).tick() // 11:30 in Paris
                #expect(received.deliveries.isEmpty)
                try await Self.scheduler(app, at: Self.at(65)).tick() // 12:05 in Paris
                try await Self.scheduler(app, at: Self.at(90)).tick()
                let reminder = try #require(received.deliveries.first)
                #expect(received.deliveries.count == 1)
                #expect(
                    reminder.path == "/alice-meals"
                        && reminder.headers[HTTPFields.Element.Name("Title")!] == "Time to log a meal")
                #expect(reminder.text.contains("Nothing is logged yet today"))
                #expect(
                    reminder.headers[HTTPFields.Element.Name("Click")!] == "https://food.example.org/",
                    "tapped, it opens Today")
                // The next day, again; a day with a meal logged, not.
                try await Self.scheduler(app, at: Self.at(24 * 60 + 65)).tick()
                #expect(received.deliveries.count == 2)
                _ = try await app.createMeal(#"{"name": "Lunch", "calories": 500, "date": "12/03/2025"}"#, as: alice)
                try await Self.scheduler(app, at: Self.at(2 * 24 * 60 + 65)).tick()
                #expect(received.deliveries.count == 2)
            }
        }
    }

    @Test("a webhook is JSON signed with HMAC-SHA256 under a secret shown once; Gotify gets its own message")
    func webhookAndGotify() async throws {
        try await NotificationReceiver.run { receiver, received in
            try await withApp(publicURL: "https://food.example.org") { app in
                let alice = try await app.user("alice")
                let made = try await app.api(
                    .put, "/api/v1/notifications", as: alice, json: #"{"kind": "webhook", "url": "\#(receiver)/hook"}"#
                ).jsonObject()
                let secret = try #require(made["secret"] as? String)
                #expect(secret.hasPrefix("whsec_"))
                let tested = try await app.api(.post, "/api/v1/notifications/test", as: alice)
                #expect(tested.status == .ok)
                #expect(try tested.jsonObject()["status"] as? String == "sent")
                let hook = try #require(received.deliveries.last)
                let timestamp = try #require(hook.headers[HTTPFields.Element.Name("X-Morsel-Timestamp")!])
                let signature = try #require(hook.headers[HTTPFields.Element.Name("X-Morsel-Signature")!])
                var signed = Data("\(timestamp).".utf8)
                signed.append(hook.body)
                let expected = HMAC<SHA256>.authenticationCode(
                    for: signed, using: SymmetricKey(data: Data(secret.utf8)))
                #expect(signature == "sha256=" + expected.map { String(format: "%02x", $0) }.joined())
                #expect(
                    hook.json["type"] as? String == "test"
                        && hook.json["title"] as? String == "Morsel test notification")
                #expect(hook.headers[HTTPFields.Element.Name("X-Morsel-Delivery")!] == hook.json["id"] as? String)
                // Never shown again; kept when saved again; renewed on request.
                let shown = try await app.api(.get, "/api/v1/notifications", as: alice).jsonObject()
                #expect(
                    shown["secret"] is NSNull
                        && (shown["recent"] as? [[String: Any]])?.first?["status"] as? String == "sent")
                let again = try await app.api(
                    .put, "/api/v1/notifications", as: alice, json: #"{"kind": "webhook", "url": "\#(receiver)/hook2"}"#
                ).jsonObject()
                #expect(again["secret"] is NSNull)
                let renewed = try await app.api(
                    .put, "/api/v1/notifications", as: alice,
                    json: #"{"kind": "webhook", "url": "\#(receiver)/hook2", "renewSecret": true}"#
                ).jsonObject()
                #expect((renewed["secret"] as? String).map { $0 != secret } == true)

                _ = try await app.api(
                    .put, "/api/v1/notifications", as: alice,
                    json: #"{"kind": "gotify", "url": "\#(receiver)", "token": "AppToken1"}"#)
                #expect(try await app.api(.post, "/api/v1/notifications/test", as: alice).status == .ok)
                let gotify = try #require(received.deliveries.last)
                #expect(
                    gotify.path == "/message" && gotify.headers[HTTPFields.Element.Name("X-Gotify-Key")!] == "AppToken1"
                )
                #expect(
                    gotify.json["title"] as? String == "Morsel test notification"
                        && gotify.json["priority"] as? Int == 4)
                #expect(gotify.headers[.userAgent] == "Morsel notifications")
                // Tapped, it opens Morsel's Today (Gotify's click extra).
                let click =
                    ((gotify.json["extras"] as? [String: Any])?["client::notification"] as? [String: Any])?["click"]
                    as? [String: Any]
                #expect(click?["url"] as? String == "https://food.example.org/")
            }
        }
    }

    @Test(
        "a failing receiver is tried five times over about 2.5 hours, then given up, as Settings shows; nothing is sent after"
    )
    func retriesThenGivesUp() async throws {
        try await NotificationReceiver.run { receiver, received in
            try await withApp { app in
                let alice = try await app.user("alice", timeZone: "UTC")
                try await Self.remindAtNoon(app, alice)
                _ = try await app.api(
                    .put, "/api/v1/notifications", as: alice, json: #"{"kind": "ntfy", "url": "\#(receiver)/t"}"#)
                received.failing.withLock { $0 = 100 }
                var minute = 125.0 // 12:05 UTC
                for wait in [0.0, 1, 5, 30, 120] {
                    minute += wait
                    try await Self.scheduler(app, at: Self.at(minute - 0.5)).tick() // not yet due
                    try await Self.scheduler(app, at: Self.at(minute + 0.1)).tick()
                }
                #expect(received.failing.withLock { $0 } == 95, "five tries, each when due and not before")
                let recent =
                    try await app.api(.get, "/api/v1/notifications", as: alice).jsonObject()["recent"]
                    as? [[String: Any]]
                #expect(recent?.first?["status"] as? String == "given-up" && recent?.first?["attempts"] as? Int == 5)
                #expect((recent?.first?["lastError"] as? String)?.contains("answered 500") == true)
                let settings = try await app.page(Route.settings.path(), as: alice).text
                #expect(settings.contains("Time to log a meal: <strong>not delivered</strong>"))
                received.failing.withLock { $0 = 0 }
                try await Self.scheduler(app, at: Self.at(minute + 600)).tick()
                #expect(received.deliveries.isEmpty)
            }
        }
    }

    @Test("two instances on one database send one reminder, not two, and a restarted one sends nothing again")
    func exactlyOnceAcrossInstances() async throws {
        try await NotificationReceiver.run { receiver, received in
            try await withApp { app in
                let alice = try await app.user("alice", timeZone: "UTC")
                try await Self.remindAtNoon(app, alice)
                _ = try await app.api(
                    .put, "/api/v1/notifications", as: alice, json: #"{"kind": "ntfy", "url": "\#(receiver)/t"}"#)
                // A second instance: its own connections to the same database.
                let second = try await Self.secondInstance(app)
                defer { Task { await second.shutdown() } }
                let other = AppServices(
                    store: second, clock: .fixed(Self.at(125)), configuration: app.services.configuration
                ).notificationScheduler
                async let one: Void = Self.scheduler(app, at: Self.at(125)).tick()
                async let two: Void = other.tick()
                _ = try await (one, two)
                #expect(received.deliveries.count == 1)
                // Restarted: a new scheduler over the same data plans and sends nothing more today.
                try await AppServices(
                    store: second, clock: .fixed(Self.at(130)), configuration: app.services.configuration
                ).notificationScheduler.tick()
                try await Self.scheduler(app, at: Self.at(140)).tick()
                #expect(received.deliveries.count == 1)
            }
        }
    }

    @Test(
        "ten reminders due at one moment all go at once from two instances, once each: a claim takes the one row it sends"
    )
    func manyDueTogether() async throws {
        try await NotificationReceiver.run { receiver, received in
            try await withApp { app in
                for number in 1...10 {
                    let person = try await app.user("person\(number)", timeZone: "UTC")
                    try await Self.remindAtNoon(app, person)
                    _ = try await app.api(
                        .put, "/api/v1/notifications", as: person,
                        json: #"{"kind": "ntfy", "url": "\#(receiver)/p\#(number)"}"#)
                }
                // One claim takes one row, whatever plan the database chooses for it (PostgreSQL
                // once planned it as a semi join that claimed every due row, sending only the first).
                let first = Self.scheduler(app, at: Self.at(125))
                try await first.plan()
                let claim = try #require(try await first.notifications.claimNext())
                let claimed = try await app.services.store.row(
                    "SELECT COUNT(*) AS claimed FROM notification_deliveries WHERE claimed_by IS NOT NULL")
                #expect(try claimed?.int("claimed") == 1)
                try await first.notifications.markFailed(claim, error: "not sent in this test", retryAt: Self.at(125))
                let second = try await Self.secondInstance(app)
                defer { Task { await second.shutdown() } }
                let other = AppServices(
                    store: second, clock: .fixed(Self.at(125)), configuration: app.services.configuration
                ).notificationScheduler
                async let one: Void = first.tick()
                async let two: Void = other.tick()
                _ = try await (one, two)
                #expect(received.deliveries.count == 10)
                #expect(Set(received.deliveries.map(\.path)) == Set((1...10).map { "/p\($0)" }))
            }
        }
    }

    @Test("the day's totals at the evening time; a change to the household's plan, once it has been quiet two minutes")
    func summaryAndHousehold() async throws {
        try await NotificationReceiver.run { receiver, received in
            try await withApp { app in
                let alice = try await app.user("alice", timeZone: "UTC")
                let bob = try await app.user("bob", timeZone: "UTC", household: alice.account.householdID)
                _ = try await app.api(
                    .put, "/api/v1/notifications", as: alice,
                    json:
                        #"{"kind": "ntfy", "url": "\#(receiver)/alice", "mealReminder": false, "daySummary": true, "summaryTime": "20:00"}"#
                )
                _ = try await app.api(
                    .put, "/api/v1/notifications", as: bob,
                    json:
                        #"{"kind": "ntfy", "url": "\#(receiver)/bob", "mealReminder": false, "householdChanges": true}"#
                )
                _ = try await app.createMeal(
                    #"{"name": "Lunch", "calories": 650, "protein": 30, "date": "10/03/2025"}"#, as: alice)
                let planned = try await app.api(
                    .post, "/api/v1/plan/entries", as: alice,
                    json: #"{"date": "2025-03-11", "name": "Soup", "calories": 300}"#)
                #expect(planned.status == .created)
                try await Self.scheduler(app, at: Self.at(1)).tick()
                #expect(received.deliveries.isEmpty, "the plan changed a minute ago: not quiet yet")
                try await Self.scheduler(app, at: Self.at(3)).tick()
                try await Self.scheduler(app, at: Self.at(10)).tick()
                #expect(received.deliveries.map(\.path) == ["/bob"])
                #expect(
                    received.deliveries.first?.headers[HTTPFields.Element.Name("Title")!] == "The week's plan changed")
                // Bob's own change to the list: he made it, so he is not told "someone" did.
                #expect(
                    try await app.api(.post, "/api/v1/grocery", as: bob, json: #"{"name": "Milk"}"#).status == .created)
                try await Self.scheduler(app, at: Self.at(12)).tick()
                #expect(received.deliveries.map(\.path) == ["/bob"])
                try await Self.scheduler(app, at: Self.at(10 * 60 + 5)).tick() // 20:05
                let summary = try #require(received.deliveries.last)
                #expect(
                    summary.path == "/alice"
                        && summary.headers[HTTPFields.Element.Name("Title")!] == "Your day: 650 of 2000 kcal")
                #expect(
                    summary.text.contains("1 meal; protein 30 g") && summary.text.contains("1350 kcal under your goal"))
            }
        }
    }

    @Test(
        "a target is checked: kind, address, Gotify's token, the time; a private address is refused unless allowed; removing it stops all"
    )
    func validation() async throws {
        try await withApp(importsPrivateAddresses: false) { app in
            let alice = try await app.user("alice")
            let bad = try await app.api(
                .put, "/api/v1/notifications", as: alice,
                json: #"{"kind": "pager", "url": "ftp://x", "summaryTime": "25:00"}"#)
            #expect(bad.status == .unprocessableContent)
            let fields = Set(
                (try bad.jsonObject()["errors"] as? [[String: Any]] ?? []).compactMap { $0["field"] as? String })
            #expect(fields == ["kind", "url", "summaryTime"])
            let gotify = try await app.api(
                .put, "/api/v1/notifications", as: alice,
                json: #"{"kind": "gotify", "url": "https://gotify.example.org"}"#)
            #expect(gotify.status == .unprocessableContent && gotify.text.contains("Gotify needs the application"))
            // An ntfy server without a topic is refused when saved, not only when a test is sent.
            for server in ["https://ntfy.sh", "https://ntfy.sh/"] {
                let topicless = try await app.api(
                    .put, "/api/v1/notifications", as: alice, json: #"{"kind": "ntfy", "url": "\#(server)"}"#)
                #expect(topicless.status == .unprocessableContent && topicless.text.contains("Add the topic"))
            }
            let local = try await app.api(
                .put, "/api/v1/notifications", as: alice,
                json: #"{"kind": "webhook", "url": "http://127.0.0.1:9/hook"}"#)
            #expect(local.status == .unprocessableContent && local.text.contains("private or local address"))
            #expect(try await app.api(.post, "/api/v1/notifications/test", as: alice).status == .unprocessableContent)
            #expect(try await app.api(.get, "/api/v1/notifications", as: alice).jsonObject()["target"] is NSNull)
        }
        try await withApp { app in
            let alice = try await app.user("alice")
            #expect(
                try await app.api(
                    .put, "/api/v1/notifications", as: alice, json: #"{"kind": "ntfy", "url": "http://127.0.0.1:9/t"}"#
                ).status == .ok)
            #expect(try await app.api(.delete, "/api/v1/notifications", as: alice).status == .noContent)
            #expect(try await app.api(.get, "/api/v1/notifications", as: alice).jsonObject()["target"] is NSNull)
        }
    }

    @Test("Settings saves where notifications go, shows a new webhook's secret once, and sends a test")
    func settingsPage() async throws {
        try await NotificationReceiver.run { receiver, received in
            try await withApp { app in
                let alice = try await app.user("alice")
                let page = try await app.page(Route.settings.path(), as: alice).text
                #expect(page.contains("Notifications on your phone") && page.contains("name=\"url\""))
                let saved = try await app.submit(
                    Route.notificationSettings.path(), as: alice,
                    fields: [
                        ("kind", "webhook"), ("url", "\(receiver)/hook"), ("mealReminder", "true"),
                        ("summaryTime", "21:00"),
                    ])
                #expect(saved.status == .ok && saved.text.contains("whsec_") && saved.text.contains("copy it now"))
                let again = try await app.page(Route.settings.path(), as: alice).text
                #expect(!again.contains("whsec_"))
                let test = try await app.submit(Route.notificationSettingsTest.path(), as: alice, fields: [])
                #expect(test.status == .seeOther)
                #expect(try await app.follow(test, as: alice).text.contains("Test notification sent."))
                #expect(received.deliveries.count == 1)
                // A refusal reads as one sentence: "…answered 500 Internal Server Error. Morsel tries…".
                received.failing.withLock { $0 = 1 }
                let failed = try await app.follow(
                    try await app.submit(Route.notificationSettingsTest.path(), as: alice, fields: []), as: alice
                ).text
                #expect(failed.contains("answered 500 Internal Server Error. Morsel tries again"))
                #expect(!failed.contains(".."))
            }
        }
    }

    @Test("Settings shows when each notification went in the person's own time zone, not the server's")
    func latestInOwnZone() async throws {
        try await NotificationReceiver.run { receiver, received in
            try await withApp { app in
                let ana = try await app.user("ana", timeZone: "America/New_York")
                _ = try await app.api(
                    .put, "/api/v1/notifications", as: ana, json: #"{"kind": "ntfy", "url": "\#(receiver)/ana"}"#)
                #expect(try await app.api(.post, "/api/v1/notifications/test", as: ana).status == .ok)
                #expect(received.deliveries.count == 1)
                // fixedNow is 10:00 UTC on 10 March 2025: 06:00 in New York (on daylight time since the 9th).
                let page = try await app.page(Route.settings.path(), as: ana).text
                #expect(page.contains("sent 10 Mar 2025 06:00"))
            }
        }
    }
}
