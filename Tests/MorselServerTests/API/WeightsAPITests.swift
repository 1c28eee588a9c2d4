import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// The weight log through the API, and the trackers' weight exports through the importer.
@Suite("API: the weight log")
struct WeightsAPITests {
    @Test("a day's weight is logged (again replaces it), listed with its trend in the person's unit, and deleted")
    func logAndList() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let bob = try await app.user("bob")
            for (date, weight) in [("2025-03-01", 80.0), ("2025-03-03", 81.0), ("2025-03-10", 79.0)] {
                let saved = try await app.api(
                    .put, "/api/v1/weights/\(date)", as: alice, json: #"{"weight": \#(weight), "note": "morning"}"#)
                #expect(saved.status == .ok)
            }
            #expect(
                try await app.api(.put, "/api/v1/weights/2025-03-10", as: alice, json: #"{"weight": "79,0"}"#).status
                    == .ok)
            let log = try await app.api(.get, "/api/v1/weights?from=2025-03-01&to=2025-03-10", as: alice).jsonObject()
            #expect(log["unit"] as? String == "kg")
            let items = try #require(log["items"] as? [[String: Any]])
            #expect(items.map { $0["weight"] as? Double } == [80, 81, 79])
            #expect(items.map { $0["trend"] as? Double } == [80, 80.1, 80])
            #expect(items.last?["note"] as? String == "", "logging the day again replaced it, note and all")
            // The trend starts at the first weighing ever, even when the period starts later.
            let later = try await app.api(.get, "/api/v1/weights?from=2025-03-05&to=2025-03-10", as: alice).jsonObject()
            #expect((later["items"] as? [[String: Any]])?.map { $0["trend"] as? Double } == [80])

            // In pounds once the person weighs in pounds; a weight may also be sent in the other unit.
            _ = try await app.api(.patch, "/api/v1/settings", as: alice, json: #"{"weightUnit": "lb"}"#)
            #expect(
                try await app.api(.put, "/api/v1/weights/2025-03-11", as: alice, json: #"{"weight": 78, "unit": "kg"}"#)
                    .jsonObject()["weight"] as? Double
                    == 172)
            let pounds = try await app.api(.get, "/api/v1/weights?from=2025-03-01&to=2025-03-11", as: alice)
                .jsonObject()
            #expect(
                pounds["unit"] as? String == "lb"
                    && (pounds["items"] as? [[String: Any]])?.first?["weight"] as? Double == 176.4)

            #expect(try await app.api(.get, "/api/v1/weights?from=2025-03-01&to=2025-03-11", as: bob).items().isEmpty)
            #expect(try await app.api(.delete, "/api/v1/weights/2025-03-11", as: bob).status == .notFound)
            #expect(try await app.api(.delete, "/api/v1/weights/2025-03-11", as: alice).status == .noContent)
            #expect(try await app.api(.delete, "/api/v1/weights/2025-03-11", as: alice).status == .notFound)
        }
    }

    @Test("an implausible weight, a bad unit or date is refused and saves nothing")
    func refusals() async throws {
        try await withApp { app in
            let alice = try await app.user()
            #expect(
                try await app.api(.put, "/api/v1/weights/2025-03-10", as: alice, json: #"{"weight": 5}"#).status
                    == .unprocessableContent)
            #expect(
                try await app.api(
                    .put, "/api/v1/weights/2025-03-10", as: alice, json: #"{"weight": 70, "unit": "stone"}"#
                ).status == .unprocessableContent)
            #expect(
                try await app.api(.put, "/api/v1/weights/2025-02-30", as: alice, json: #"{"weight": 70}"#).status
                    == .unprocessableContent)
            #expect(
                try await app.api(.put, "/api/v1/weights/2025-03-10", as: alice, json: #"{}"#).status
                    == .unprocessableContent)
            #expect(
                try await app.api(.get, "/api/v1/weights?from=2025-03-10&to=2025-03-01", as: alice).status
                    == .unprocessableContent)
            #expect(
                try await app.api(.patch, "/api/v1/settings", as: alice, json: #"{"weightUnit": "stone"}"#).status
                    == .unprocessableContent)
            #expect(try await app.api(.get, "/api/v1/weights?from=2025-01-01&to=2025-12-31", as: alice).items().isEmpty)
        }
    }

    @Test(
        "MyFitnessPal's Measurement Summary imports in the unit asked for; Cronometer's biometrics in their own; again adds nothing"
    )
    func imports() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let mfp = "Date,Weight\n2024-01-02,165.4\n2024-01-05,164.8\n"
            let first = try await app.api(
                .post, "/api/v1/import/myfitnesspal?weightUnit=lb", as: alice, body: ByteBuffer(string: mfp))
            #expect(first.status == .ok, "\(String(buffer: first.body))")
            #expect(try first.jsonObject()["imported"] as? Int == 2)
            let again = try await app.api(
                .post, "/api/v1/import/myfitnesspal?weightUnit=lb", as: alice, body: ByteBuffer(string: mfp))
            #expect(try again.jsonObject()["unchanged"] as? Int == 2)
            let biometrics =
                "Day,Time,Group,Metric,Unit,Amount\n2024-01-06,07:10,Default,Weight,kg,74.2\n2024-01-06,07:12,Default,Heart Rate,bpm,61\n"
            let cronometer = try await app.api(
                .post, "/api/v1/import/cronometer", as: alice, body: ByteBuffer(string: biometrics))
            #expect(try cronometer.jsonObject()["imported"] as? Int == 1)
            let log = try await app.api(.get, "/api/v1/weights?from=2024-01-01&to=2024-01-31", as: alice).jsonObject()
            #expect((log["items"] as? [[String: Any]])?.map { $0["weight"] as? Double } == [75, 74.8, 74.2])
            #expect(
                try await app.api(
                    .post, "/api/v1/import/myfitnesspal?weightUnit=st", as: alice, body: ByteBuffer(string: mfp)
                ).status
                    == .unprocessableContent)
        }
    }
}
