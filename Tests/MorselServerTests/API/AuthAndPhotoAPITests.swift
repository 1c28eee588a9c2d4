import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("API: tokens, health and photos")
struct AuthAndPhotoAPITests {
    @Test("health answers 200 without a token")
    func health() async throws {
        try await withApp { app in
            let response = try await app.api(.get, "/health")
            #expect(response.status == .ok)
            #expect(try response.jsonObject()["status"] as? String == "ok")
        }
    }

    @Test("a username and password buy a token that works until revoked; only its hash is stored")
    func tokens() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            // when
            let response = try await app.api(
                .post, "/api/v1/auth/tokens", json: #"{"username":"ALICE","password":"password-alice","name":"script"}"#
            )
            // then
            #expect(response.status == .created)
            let token = try #require(try response.jsonObject()["token"] as? String)
            #expect(token.hasPrefix("morsel_"))
            let settings = try await app.api(.get, "/api/v1/settings", headers: [.authorization: "Bearer \(token)"])
            #expect(settings.status == .ok)
            let stored = try await app.services.store.rows("SELECT token_hash FROM access_tokens").map {
                try $0.string("token_hash")
            }
            #expect(!stored.contains(token))
            #expect(stored.contains(SecretToken.hash(token)))
            // The stored hash is SHA-256 in lower-case hex (FIPS 180-2's "abc" example).
            #expect(SecretToken.hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")

            let id = try #require(
                try await app.services.credentials.tokens(userID: alice.id).first { $0.name == "script" }?.id)
            try await app.services.credentials.revokeToken(id: id, userID: alice.id)
            #expect(
                try await app.api(.get, "/api/v1/settings", headers: [.authorization: "Bearer \(token)"]).status
                    == .unauthorized)
        }
    }

    @Test("token requests: wrong password 401, missing fields 400, blank name 422")
    func tokenErrors() async throws {
        try await withApp { app in
            _ = try await app.user("alice")
            #expect(
                try await app.api(
                    .post, "/api/v1/auth/tokens", json: #"{"username":"alice","password":"nope","name":"x"}"#
                ).status == .unauthorized)
            #expect(
                try await app.api(
                    .post, "/api/v1/auth/tokens", json: #"{"username":"nobody","password":"nope","name":"x"}"#
                ).status == .unauthorized)
            #expect(
                try await app.api(.post, "/api/v1/auth/tokens", json: #"{"username":"alice"}"#).status == .badRequest)
            #expect(try await app.api(.post, "/api/v1/auth/tokens", json: "{oops").status == .badRequest)
            #expect(
                try await app.api(
                    .post, "/api/v1/auth/tokens", json: #"{"username":"alice","password":"password-alice","name":" "}"#
                ).status == .unprocessableContent)
        }
    }

    @Test("a photo is stored, served with its type, and removed")
    func photoRoundTrip() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user()
            let id = try #require(try await app.createMeal(#"{"name":"Salad"}"#, as: alice)["id"] as? String)
            // when
            let put = try await app.api(
                .put, "/api/v1/meals/\(id)/photo", as: alice, body: ByteBuffer(bytes: pngBytes),
                headers: [.contentType: "image/png"])
            // then
            #expect(put.status == .ok)
            #expect(try put.jsonObject()["photoUrl"] as? String == "/api/v1/meals/\(id)/photo")
            let get = try await app.api(.get, "/api/v1/meals/\(id)/photo", as: alice)
            #expect(get.status == .ok)
            #expect(get.headers[.contentType] == "image/png")
            #expect(Array(get.body.readableBytesView) == pngBytes)

            #expect(try await app.api(.delete, "/api/v1/meals/\(id)/photo", as: alice).status == .noContent)
            #expect(try await app.api(.get, "/api/v1/meals/\(id)/photo", as: alice).status == .notFound)
            #expect(try await app.api(.get, "/api/v1/meals/\(id)", as: alice).jsonObject()["photoUrl"] is NSNull)
        }
    }

    @Test("a photo is checked by its bytes: a text file called image/png is 415")
    func photoTypeByBytes() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let id = try #require(try await app.createMeal(#"{"name":"Salad"}"#, as: alice)["id"] as? String)
            let response = try await app.api(
                .put, "/api/v1/meals/\(id)/photo", as: alice, body: ByteBuffer(string: "<svg></svg>"),
                headers: [.contentType: "image/png"])
            #expect(response.status == .unsupportedMediaType)
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(try await app.api(.get, "/api/v1/meals/\(id)", as: alice).jsonObject()["photoUrl"] is NSNull)
        }
    }

    @Test("a photo over 10 MiB is 413 and nothing changes")
    func photoTooLarge() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let id = try #require(try await app.createMeal(#"{"name":"Salad"}"#, as: alice)["id"] as? String)
            var big = ByteBuffer(bytes: pngBytes)
            big.writeRepeatingByte(0, count: 10 * 1024 * 1024)
            let response = try await app.api(.put, "/api/v1/meals/\(id)/photo", as: alice, body: big)
            #expect(response.status == .contentTooLarge)
            #expect(try await app.api(.get, "/api/v1/meals/\(id)", as: alice).jsonObject()["photoUrl"] is NSNull)
        }
    }

    @Test("logging a meal again copies its photo")
    func relogCopiesPhoto() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let id = try #require(try await app.createMeal(#"{"name":"Salad"}"#, as: alice)["id"] as? String)
            _ = try await app.api(.put, "/api/v1/meals/\(id)/photo", as: alice, body: ByteBuffer(bytes: pngBytes))
            let copy = try await app.api(.post, "/api/v1/meals/\(id)/relog", as: alice).jsonObject()
            let photoURL = try #require(copy["photoUrl"] as? String)
            #expect(!photoURL.contains(id))
            #expect(Array(try await app.api(.get, photoURL, as: alice).body.readableBytesView) == pngBytes)
        }
    }

    @Test("a real HTTP round trip through the running server")
    func live() async throws {
        try await withApp(mode: .live) { app in
            let alice = try await app.user()
            #expect(try await app.api(.get, "/health").status == .ok)
            let meal = try await app.createMeal(#"{"name":"Over the wire","date":"10/03/2025"}"#, as: alice)
            #expect(meal["name"] as? String == "Over the wire")
            #expect(try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).names("meals") == ["Over the wire"])
        }
    }
}
