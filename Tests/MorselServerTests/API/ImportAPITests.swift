import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import NIOCore
import TestFixtures
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("API: importing another app's export file")
struct ImportAPITests {
    static func file(_ path: String) throws -> ByteBuffer { ByteBuffer(data: try TestFixture.data("imports/\(path)")) }

    @Test("the file as the body: a report item by item; a dry run saves nothing; again, nothing is added")
    func imports() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let dry = try await app.api(
                .post, "/api/v1/import/tandoor?dryRun=true", as: alice, body: try Self.file("tandoor/export.zip"))
            #expect(dry.status == .ok)
            let preview = try dry.jsonObject()
            #expect(preview["dryRun"] as? Bool == true)
            #expect(preview["imported"] as? Int == 6)
            #expect(try await app.api(.get, "/api/v1/recipes?limit=100", as: alice).names().isEmpty)

            let report = try await app.api(
                .post, "/api/v1/import/tandoor", as: alice, body: try Self.file("tandoor/export.zip")
            ).jsonObject()
            #expect([report["imported"], report["skipped"]] as? [Int] == [6, 1])
            let items = try #require(report["items"] as? [[String: Any]])
            let skipped = try #require(items.first { $0["outcome"] as? String == "skipped" })
            #expect(skipped["name"] as? String == "40.zip")
            #expect(skipped["reason"] as? String == "it is not a JSON object: broken or not a recipe")
            #expect(items.first { $0["outcome"] as? String == "imported" }?["reason"] == nil)
            #expect(try await app.api(.get, "/api/v1/recipes?limit=100", as: alice).names().count >= 6)

            let diary = try await app.api(
                .post, "/api/v1/import/myfitnesspal", as: alice,
                body: try Self.file("myfitnesspal/Nutrition-Summary-old.csv")
            ).jsonObject()
            #expect(diary["imported"] as? Int == 10)
            let again = try await app.api(
                .post, "/api/v1/import/myfitnesspal", as: alice,
                body: try Self.file("myfitnesspal/Nutrition-Summary-old.csv")
            ).jsonObject()
            #expect([again["imported"], again["unchanged"]] as? [Int] == [0, 10])
        }
    }

    @Test(
        "an unknown app is 404; a wrong or empty file is 422 beside file; dryRun must be true or false; no token is 401"
    )
    func refusals() async throws {
        try await withApp { app in
            let alice = try await app.user()
            #expect(
                try await app.api(.post, "/api/v1/import/evernote", as: alice, body: ByteBuffer(string: "x")).status
                    == .notFound)
            let wrong = try await app.api(
                .post, "/api/v1/import/cronometer", as: alice, body: try Self.file("hostile/wrong-app.csv"))
            #expect(wrong.status == .unprocessableContent)
            #expect((try wrong.jsonObject()["errors"] as? [[String: String]])?.first?["field"] == "file")
            #expect(
                try await app.api(.post, "/api/v1/import/mealie", as: alice, body: ByteBuffer()).status
                    == .unprocessableContent)
            #expect(
                try await app.api(.post, "/api/v1/import/mealie?dryRun=yes", as: alice, body: ByteBuffer(string: "{}"))
                    .status == .unprocessableContent)
            #expect(
                try await app.api(.post, "/api/v1/import/mealie", body: ByteBuffer(string: "{}")).status
                    == .unauthorized)
        }
    }
}
