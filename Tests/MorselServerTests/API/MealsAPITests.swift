import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("API: creating, reading, changing and deleting meals")
struct MealsAPITests {
    @Test("POST creates a meal and answers 201 with every attribute and no warnings")
    func create() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user()
            // when
            let response = try await app.api(
                .post, "/api/v1/meals", as: alice,
                json: """
                    {"name":" Porridge ","category":"breakfast","calories":350,"protein":"12.34","fat":6.66,"carbs":55,
                     "date":"09/03/2025","time":"07:45","rating":4,"notes":"oats","unknownKey":true}
                    """)
            // then
            #expect(response.status == .created)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let meal = try response.jsonObject()
            #expect(meal["name"] as? String == "Porridge")
            #expect(meal["category"] as? String == "Breakfast")
            #expect(meal["isStandardCategory"] as? Bool == true)
            #expect(meal["calories"] as? Int == 350)
            #expect(meal["protein"] as? Double == 12.3)
            #expect(meal["fat"] as? Double == 6.7)
            #expect(meal["date"] as? String == "09/03/2025")
            #expect(meal["time"] as? String == "07:45")
            #expect(meal["rating"] as? Int == 4)
            #expect(meal["notes"] as? String == "oats")
            #expect(meal["favorite"] as? Bool == false)
            #expect(meal["photoUrl"] is NSNull)
            #expect((meal["warnings"] as? [String])?.isEmpty == true)
            #expect(meal["createdAt"] as? String == "2025-03-10T10:00:00Z")
        }
    }

    @Test("an absent date means today in the user's time zone")
    func absentDateIsToday() async throws {
        try await withApp { app in
            // given: 10:00 UTC is already midnight, 11 March, on Kiritimati (UTC+14)
            let kiri = try await app.user("kiri", timeZone: "Pacific/Kiritimati")
            // when
            let meal = try await app.createMeal(#"{"name":"Toast"}"#, as: kiri)
            // then
            #expect(meal["date"] as? String == "11/03/2025")
            #expect(meal["time"] is NSNull)
        }
    }

    @Test(
        "an unreadable date falls back to 01/01/1970 with a warning",
        arguments: ["2021/01/01", "31/02/2021", "2021-02-29", "", "1/1/2021"])
    func dateFallback(date: String) async throws {
        try await withApp { app in
            let alice = try await app.user()
            let meal = try await app.createMeal(#"{"name":"Toast","date":"\#(date)"}"#, as: alice)
            #expect(meal["date"] as? String == "01/01/1970")
            let warnings = try #require(meal["warnings"] as? [String])
            #expect(warnings.count == 1)
            #expect(warnings[0].contains("01/01/1970"))
        }
    }

    @Test("invalid input is 422 problem+json naming each field, and nothing is saved")
    func invalidInput() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user()
            // when
            let response = try await app.api(
                .post, "/api/v1/meals", as: alice,
                json: #"{"name":"  ","calories":-5,"protein":"lots","rating":6,"time":"25:00"}"#)
            // then
            #expect(response.status == .unprocessableContent)
            #expect(response.headers[.contentType] == "application/problem+json")
            let problem = try response.jsonObject()
            #expect(problem["status"] as? Int == 422)
            let fields = (problem["errors"] as? [[String: String]])?.compactMap { $0["field"] }
            #expect(fields == ["name", "calories", "protein", "time", "rating"])
            let list = try await app.api(.get, "/api/v1/meals", as: alice)
            #expect(try list.jsonObject()["total"] as? Int == 0)
        }
    }

    @Test("ratings 0 and 5 are accepted; -1 and 6 are not")
    func ratingBounds() async throws {
        try await withApp { app in
            let alice = try await app.user()
            for (rating, status) in [
                (0, HTTPResponse.Status.created), (5, .created), (-1, .unprocessableContent),
                (6, .unprocessableContent),
            ] {
                let response = try await app.api(
                    .post, "/api/v1/meals", as: alice, json: #"{"name":"Toast","rating":\#(rating)}"#)
                #expect(response.status == status, "rating \(rating)")
            }
        }
    }

    @Test("malformed JSON is a 400 problem, never a 500", arguments: ["{bad json", "[1,2]", "\"just a string\"", ""])
    func malformed(body: String) async throws {
        try await withApp { app in
            let alice = try await app.user()
            let response = try await app.api(.post, "/api/v1/meals", as: alice, json: body)
            #expect(response.status == .badRequest)
            #expect(response.headers[.contentType] == "application/problem+json")
        }
    }

    @Test(
        "every meal route needs a valid token: 401 problem+json",
        arguments: [
            (HTTPRequest.Method.get, "/api/v1/meals"), (.post, "/api/v1/meals"),
            (.get, "/api/v1/meals/6F9619FF-8B86-D011-B42D-00C04FC964FF"),
            (.patch, "/api/v1/meals/6F9619FF-8B86-D011-B42D-00C04FC964FF"),
            (.delete, "/api/v1/meals/6F9619FF-8B86-D011-B42D-00C04FC964FF"),
            (.get, "/api/v1/favorites"), (.get, "/api/v1/categories"), (.get, "/api/v1/days/2025-03-10"),
            (.get, "/api/v1/settings"),
            (.put, "/api/v1/meals/6F9619FF-8B86-D011-B42D-00C04FC964FF/photo"),
            (.post, "/api/v1/meals/6F9619FF-8B86-D011-B42D-00C04FC964FF/relog"),
        ])
    func unauthorized(method: HTTPRequest.Method, path: String) async throws {
        try await withApp { app in
            _ = try await app.user()
            let none = try await app.api(method, path)
            #expect(none.status == .unauthorized)
            #expect(none.headers[.contentType] == "application/problem+json")
            let wrong = try await app.api(method, path, headers: [.authorization: "Bearer morsel_not-a-real-token"])
            #expect(wrong.status == .unauthorized)
        }
    }

    @Test("GET shows one meal; unknown, malformed and other people's ids are all the same 404")
    func showAndNotFound() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let bob = try await app.user("bob")
            let meal = try await app.createMeal(#"{"name":"Secret snack"}"#, as: alice)
            let id = try #require(meal["id"] as? String)
            // when / then
            let own = try await app.api(.get, "/api/v1/meals/\(id)", as: alice)
            #expect(own.status == .ok)
            #expect(try own.jsonObject()["name"] as? String == "Secret snack")
            #expect(try own.jsonObject()["warnings"] == nil)
            let unknown = try await app.api(.get, "/api/v1/meals/6F9619FF-8B86-D011-B42D-00C04FC964FF", as: bob)
            let others = try await app.api(.get, "/api/v1/meals/\(id)", as: bob)
            let garbage = try await app.api(.get, "/api/v1/meals/not-a-uuid", as: bob)
            for response in [unknown, others, garbage] {
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == "application/problem+json")
            }
            #expect(others.text == unknown.text)
            #expect(!others.text.contains("Secret"))
        }
    }

    @Test("PATCH changes only what is sent; null clears the time; 422 changes nothing")
    func patch() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user()
            let meal = try await app.createMeal(
                #"{"name":"Soup","category":"Lunch","calories":200,"date":"09/03/2025","time":"12:30","rating":3}"#,
                as: alice)
            let id = try #require(meal["id"] as? String)
            // when
            let patched = try await app.api(
                .patch, "/api/v1/meals/\(id)", as: alice, json: #"{"calories":"250","time":null}"#)
            // then
            #expect(patched.status == .ok)
            let body = try patched.jsonObject()
            #expect(body["calories"] as? Int == 250)
            #expect(body["time"] is NSNull)
            #expect(body["name"] as? String == "Soup")
            #expect(body["date"] as? String == "09/03/2025")
            #expect(body["rating"] as? Int == 3)
            #expect((body["warnings"] as? [String]) == [])

            let refused = try await app.api(
                .patch, "/api/v1/meals/\(id)", as: alice, json: #"{"name":"","calories":1}"#)
            #expect(refused.status == .unprocessableContent)
            let after = try await app.api(.get, "/api/v1/meals/\(id)", as: alice).jsonObject()
            #expect(after["name"] as? String == "Soup")
            #expect(after["calories"] as? Int == 250)

            let dated = try await app.api(.patch, "/api/v1/meals/\(id)", as: alice, json: #"{"date":"2025-3-1"}"#)
                .jsonObject()
            #expect(dated["date"] as? String == "01/01/1970")
            #expect((dated["warnings"] as? [String])?.count == 1)
        }
    }

    @Test("PATCH and DELETE on someone else's meal are 404 and change nothing")
    func othersMealsAreInvisible() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let bob = try await app.user("bob")
            let id = try #require(try await app.createMeal(#"{"name":"Mine"}"#, as: alice)["id"] as? String)
            #expect(
                try await app.api(.patch, "/api/v1/meals/\(id)", as: bob, json: #"{"name":"Stolen"}"#).status
                    == .notFound)
            #expect(try await app.api(.delete, "/api/v1/meals/\(id)", as: bob).status == .notFound)
            #expect(try await app.api(.put, "/api/v1/meals/\(id)/favorite", as: bob).status == .notFound)
            #expect(try await app.api(.post, "/api/v1/meals/\(id)/relog", as: bob).status == .notFound)
            #expect(
                try await app.api(.put, "/api/v1/meals/\(id)/photo", as: bob, body: ByteBuffer(bytes: pngBytes)).status
                    == .notFound)
            #expect(try await app.api(.get, "/api/v1/meals/\(id)", as: alice).jsonObject()["name"] as? String == "Mine")
            #expect(try await app.api(.get, "/api/v1/meals", as: bob).jsonObject()["total"] as? Int == 0)
        }
    }

    @Test("DELETE answers 204, then the meal is gone everywhere")
    func delete() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let id = try #require(
                try await app.createMeal(#"{"name":"Gone","date":"10/03/2025"}"#, as: alice)["id"] as? String)
            let response = try await app.api(.delete, "/api/v1/meals/\(id)", as: alice)
            #expect(response.status == .noContent)
            #expect(try await app.api(.get, "/api/v1/meals/\(id)", as: alice).status == .notFound)
            #expect(try await app.api(.delete, "/api/v1/meals/\(id)", as: alice).status == .notFound)
            #expect(try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).names("meals").isEmpty)
        }
    }
}
