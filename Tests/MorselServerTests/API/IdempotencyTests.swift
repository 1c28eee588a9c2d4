import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// A write sent again with its `Idempotency-Key` (the installed app replaying meals logged
/// offline, a script retrying after a lost answer) is done once and answered again.
@Suite("Writes sent again with an Idempotency-Key")
struct IdempotencyTests {
    static let porridge = #"{"name": "Porridge", "calories": 350, "date": "10/03/2025", "time": "07:45"}"#

    static func key(_ key: String) -> HTTPFields { [IdempotencyMiddleware.keyHeader: key] }

    static func mealCount(_ app: TestApp, _ user: TestUser) async throws -> Int {
        try await app.api(.get, "/api/v1/meals?limit=100", as: user).items().count
    }

    @Test("a meal sent twice with one key is saved once, and the second answer is the first's, marked as replayed")
    func sentTwice() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let first = try await app.api(
                .post, "/api/v1/meals", as: alice, json: Self.porridge, headers: Self.key("meal-1"))
            #expect(first.status == .created && first.headers[IdempotencyMiddleware.replayedHeader] == nil)
            let again = try await app.api(
                .post, "/api/v1/meals", as: alice, json: Self.porridge, headers: Self.key("meal-1"))
            #expect(again.status == .created)
            #expect(again.headers[IdempotencyMiddleware.replayedHeader] == "true")
            #expect(again.text == first.text && again.headers[.contentType] == first.headers[.contentType])
            #expect(again.headers[.location] == first.headers[.location])
            #expect(try await Self.mealCount(app, alice) == 1)
            // Without a key, or with another, it is a new meal.
            #expect(try await app.api(.post, "/api/v1/meals", as: alice, json: Self.porridge).status == .created)
            #expect(
                try await app.api(.post, "/api/v1/meals", as: alice, json: Self.porridge, headers: Self.key("meal-2"))
                    .status == .created)
            #expect(try await Self.mealCount(app, alice) == 3)
        }
    }

    @Test("a key is each person's own: another person's same key is another write")
    func perPerson() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let bob = try await app.user("bob")
            #expect(
                try await app.api(.post, "/api/v1/meals", as: alice, json: Self.porridge, headers: Self.key("k")).status
                    == .created)
            let bobs = try await app.api(.post, "/api/v1/meals", as: bob, json: Self.porridge, headers: Self.key("k"))
            #expect(bobs.status == .created && bobs.headers[IdempotencyMiddleware.replayedHeader] == nil)
            #expect(try await Self.mealCount(app, alice) == 1)
            #expect(try await Self.mealCount(app, bob) == 1)
        }
    }

    @Test("the same key with a different request is refused and changes nothing; a malformed key is refused")
    func misuse() async throws {
        try await withApp { app in
            let alice = try await app.user()
            _ = try await app.api(.post, "/api/v1/meals", as: alice, json: Self.porridge, headers: Self.key("k"))
            let other = try await app.api(
                .post, "/api/v1/meals", as: alice, json: #"{"name": "Toast", "calories": 90}"#, headers: Self.key("k"))
            #expect(other.status == .unprocessableContent)
            #expect(other.text.contains("different request"))
            let elsewhere = try await app.api(
                .post, "/api/v1/saved-meals", as: alice, json: Self.porridge, headers: Self.key("k"))
            #expect(elsewhere.status == .unprocessableContent)
            for bad in ["", String(repeating: "k", count: 256), "two words", "clé"] {
                let refused = try await app.api(
                    .post, "/api/v1/meals", as: alice, json: Self.porridge, headers: Self.key(bad))
                #expect(refused.status == .badRequest, "“\(bad)”")
                #expect(refused.text.contains("Idempotency-Key"))
            }
            #expect(try await Self.mealCount(app, alice) == 1)
        }
    }

    @Test("a refusal is answered again the same; a fault of ours lets the key go, so the retry runs")
    func refusalsAndFaults() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let blank = #"{"name": " ", "calories": 10}"#
            let refused = try await app.api(.post, "/api/v1/meals", as: alice, json: blank, headers: Self.key("bad"))
            #expect(refused.status == .unprocessableContent)
            let again = try await app.api(.post, "/api/v1/meals", as: alice, json: blank, headers: Self.key("bad"))
            #expect(again.status == .unprocessableContent && again.text == refused.text)
            #expect(again.headers[IdempotencyMiddleware.replayedHeader] == "true")
            #expect(IdempotencyMiddleware.isFinal(.created) && IdempotencyMiddleware.isFinal(.unprocessableContent))
            #expect(
                !IdempotencyMiddleware.isFinal(.internalServerError) && !IdempotencyMiddleware.isFinal(.tooManyRequests)
            )
            #expect(
                !IdempotencyMiddleware.isFinal(.forbidden) && !IdempotencyMiddleware.isFinal(.unauthorized),
                "an ended session's form, signed in afresh, may pass")
        }
    }

    @Test("sent five times at once, a meal is saved once: each answer is the meal or “still under way”")
    func atOnce() async throws {
        try await withApp(mode: .live) { app in
            let alice = try await app.user()
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 0..<5 {
                    group.addTask {
                        try await app.api(
                            .post, "/api/v1/meals", as: alice, json: Self.porridge, headers: Self.key("burst")
                        ).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.allSatisfy { $0 == .created || $0 == .conflict }, "\(statuses)")
            #expect(statuses.contains(.created))
            #expect(try await Self.mealCount(app, alice) == 1)
        }
    }

    @Test("a key is remembered for a day; a write that died under way frees its key after five minutes")
    func lifetime() async throws {
        try await withApp { app in
            let alice = try await app.user()
            _ = try await app.api(.post, "/api/v1/meals", as: alice, json: Self.porridge, headers: Self.key("day"))
            let fingerprint = try #require(
                try await app.services.store.row(
                    "SELECT fingerprint FROM idempotency_keys WHERE key = 'day'")
            ).string("fingerprint")
            func keys(at offset: TimeInterval) -> IdempotencyKeys {
                IdempotencyKeys(store: app.services.store, clock: .fixed(fixedNow.addingTimeInterval(offset)))
            }
            guard
                case .answered(let answer) = try await keys(at: 23 * 3600).claim(
                    userID: alice.id, key: "day", fingerprint: fingerprint)
            else {
                Issue.record("a key 23 hours old is remembered")
                return
            }
            #expect(answer.status == 201)
            guard
                case .claimed(let id) = try await keys(at: 25 * 3600).claim(
                    userID: alice.id, key: "day", fingerprint: fingerprint)
            else {
                Issue.record("a key 25 hours old is forgotten")
                return
            }
            // That claim never finishes (its instance died): under way for five minutes, then free.
            #expect(
                try await keys(at: 25 * 3600 + 60).claim(userID: alice.id, key: "day", fingerprint: fingerprint)
                    == .underWay)
            guard
                case .claimed(let retaken) = try await keys(at: 25 * 3600 + 301).claim(
                    userID: alice.id, key: "day", fingerprint: fingerprint)
            else {
                Issue.record("an abandoned claim is freed")
                return
            }
            #expect(retaken != id)
        }
    }

    @Test("a form posted twice from the installed app with one key logs one meal")
    func webForm() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let fields = [("text", "2 boiled eggs"), ("date", "2025-03-10"), ("return", "/")]
            let first = try await app.submit(
                Route.mealText.path(), as: alice, fields: fields, headers: Self.key("offline-1"))
            let again = try await app.submit(
                Route.mealText.path(), as: alice, fields: fields, headers: Self.key("offline-1"))
            #expect(first.status == .seeOther && again.status == .seeOther)
            #expect(again.headers[.location] == first.headers[.location])
            #expect(try await Self.mealCount(app, alice) == 1)
            // A form from an ended session (its CSRF token no longer matches) is refused and its
            // key let go: sent again from the new session, it is saved.
            let other = [("text", "an apple"), ("date", "2025-03-10"), ("return", "/")]
            let stale = try await app.submit(
                Route.mealText.path(), as: alice, fields: other + [("_csrf", "ended")], csrf: false,
                headers: Self.key("offline-2"))
            #expect(stale.status == .forbidden)
            let fresh = try await app.submit(
                Route.mealText.path(), as: alice, fields: other, headers: Self.key("offline-2"))
            #expect(fresh.status == .seeOther)
            #expect(try await Self.mealCount(app, alice) == 2)
        }
    }
}
