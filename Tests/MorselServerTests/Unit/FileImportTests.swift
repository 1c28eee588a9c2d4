import Foundation
import MorselCore
import TestFixtures
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Other apps' exports imported for real into a real database: Mealie's four files (real
/// exports of Mealie v2.0.0), Tandoor's and Paprika's exports and the trackers' CSVs
/// (format-faithful, `Tests/Fixtures/imports/README.md`), and hostile files.
@Suite("Importing other apps' exports")
struct FileImportTests {
    static let today = MealDate(year: 2026, month: 11, day: 24)!

    static func run(_ app: TestApp, _ source: ImportSource, _ path: String, as user: TestUser, dryRun: Bool = false)
        async throws -> ImportReport
    {
        try await app.services.fileImport.run(
            source, data: try TestFixture.data("imports/\(path)"), ownerID: user.id, today: today, dryRun: dryRun)
    }

    static func recipes(_ app: TestApp, of user: TestUser) async throws -> [Recipe] {
        try await app.services.recipes.owned(by: user.id)
    }

    static func count(_ app: TestApp, _ table: String) async throws -> Int {
        try await app.services.store.row("SELECT COUNT(*) AS count FROM \(unsafeRaw: table)")?.int("count") ?? -1
    }

    // MARK: Mealie

    @Test(
        "Mealie's recipe zip: lines as written under their sections, steps titled, notes, times, yield, stated nutrition and photo"
    )
    func mealieSingle() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let report = try await Self.run(app, .mealie, "mealie/single-recipe.zip", as: alice)
            #expect(report.summary == "1 imported, 0 updated, 0 unchanged, 0 skipped")
            let tart = try #require(try await Self.recipes(app, of: alice).first)
            let fields = tart.fields
            #expect(fields.name == "Apple Frangipan Tart")
            #expect(fields.lines.first?.text == "For the base")
            #expect(fields.lines.dropFirst().first?.text == "175g/6oz digestive biscuits")
            #expect(
                fields.lines.contains { $0.text == "75g/3oz butter, melted" }, "a note not in the line is added to it")
            #expect(fields.lines.contains { $0.text == "For the filling" })
            #expect(fields.instructions.hasPrefix("Base\nPreheat the oven"))
            #expect(fields.notes == "Storage\nKeeps for 2 days in an airtight tin.")
            #expect([fields.prepMinutes, fields.cookMinutes, fields.totalMinutes] == [20, 25, 60])
            #expect(fields.servings == 8 && fields.yieldText == "8 slices")
            #expect(fields.sourceURL == "https://www.youtube.com/watch?v=rp8Slv4INLk")
            #expect(fields.stated?.values["calories"] == "420 kcal")
            #expect(fields.category == "Dessert")
            #expect(tart.hasPhoto)
            #expect(try await app.services.recipes.photo(of: tart.id).contentType == "image/webp")
            let estimate = app.services.foods.estimate(of: tart)
            #expect(estimate.perServing.calories > 0)
            #expect(estimate.lines.filter { $0.status == .heading }.count == 2)
        }
    }

    @Test("the same recipe's API JSON, in camelCase, reads as its zip did: importing it after is unchanged")
    func mealieAPIJSON() async throws {
        try await withApp { app in
            let alice = try await app.user()
            _ = try await Self.run(app, .mealie, "mealie/single-recipe.zip", as: alice)
            let again = try await Self.run(app, .mealie, "mealie/api-recipe.json", as: alice)
            #expect(again.summary == "0 imported, 0 updated, 1 unchanged, 0 skipped")
            #expect(try await Self.recipes(app, of: alice).count == 1)
        }
    }

    @Test("Mealie's bulk export: 20 recipes, 3 photos; a second import adds nothing; a corrected line survives")
    func mealieBulk() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let first = try await Self.run(app, .mealie, "mealie/bulk-export.zip", as: alice)
            #expect(first.summary == "20 imported, 0 updated, 0 unchanged, 0 skipped")
            let recipes = try await Self.recipes(app, of: alice)
            #expect(recipes.count == 20)
            #expect(recipes.filter(\.hasPhoto).count == 3)
            #expect(recipes.filter { $0.fields.stated != nil }.count == 5)
            // A correction by hand is kept through a re-import.
            let tart = try #require(recipes.first { $0.name == "Apple Frangipan Tart" })
            var corrected = tart.fields
            corrected.lines[1].grams = 180
            _ = try await app.services.recipes.update(tart, to: corrected)
            let second = try await Self.run(app, .mealie, "mealie/bulk-export.zip", as: alice)
            #expect(second.summary == "0 imported, 0 updated, 20 unchanged, 0 skipped")
            #expect(try await app.services.recipes.recipe(tart.id).fields.lines[1].grams == 180)
            // Bob's import is his own.
            let bob = try await app.user("bob")
            #expect(try await Self.run(app, .mealie, "mealie/bulk-export.zip", as: bob).imported == 20)
            #expect(try await Self.count(app, "recipes") == 40)
        }
    }

    @Test("Mealie's backup: its tables joined back into 20 recipes, with sections, nutrition, tags and photos")
    func mealieBackup() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let report = try await Self.run(app, .mealie, "mealie/backup.zip", as: alice)
            #expect(report.summary == "20 imported, 0 updated, 0 unchanged, 0 skipped")
            let recipes = try await Self.recipes(app, of: alice)
            #expect(recipes.filter(\.hasPhoto).count == 3)
            let tart = try #require(recipes.first { $0.name == "Apple Frangipan Tart" })
            #expect(tart.fields.lines.filter { $0.text == "For the base" || $0.text == "For the filling" }.count == 2)
            #expect(tart.fields.stated?.values["calories"] == "420 kcal")
            #expect(tart.fields.notes.contains("Keeps for 2 days"))
            #expect(tart.fields.tags.contains("Dessert"))
        }
    }

    // MARK: Tandoor and Paprika

    @Test(
        "Tandoor's zip of zips: 6 recipes, step names as headings, header lines, photos; the broken one skipped with its reason"
    )
    func tandoor() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let report = try await Self.run(app, .tandoor, "tandoor/export.zip", as: alice)
            #expect(report.summary == "6 imported, 0 updated, 0 unchanged, 1 skipped")
            #expect(report.skipped.first?.name == "40.zip")
            #expect(report.skipped.first?.outcome == .skipped("it is not a JSON object: broken or not a recipe"))
            let recipes = try await Self.recipes(app, of: alice)
            #expect(recipes.filter(\.hasPhoto).count == 3)
            let tart = try #require(recipes.first { $0.name == "Apple Frangipan Tart" })
            #expect(tart.fields.lines.filter { $0.text == "Base" || $0.text == "Filling" }.count == 2)
            #expect(tart.fields.lines.count == 9 + 2)
            #expect(tart.fields.stated?.number("calories") == 472)
            #expect(tart.fields.servings == 8)
            let lasagne = try #require(recipes.first { $0.name == "Lasagne" })
            #expect(lasagne.fields.lines.contains { $0.text == "For the meat sauce" })
            let dal = try #require(recipes.first { $0.name == "Dal fry" })
            #expect(dal.fields.lines.count == 16)
            #expect(recipes.contains { $0.name == "カツ丼 (Japanese Katsudon)" })
            #expect(try await Self.run(app, .tandoor, "tandoor/export.zip", as: alice).unchanged == 6)
        }
    }

    @Test("Paprika's file: gzip JSON per recipe, section lines, yields, inline photos; the damaged entry skipped")
    func paprika() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let report = try await Self.run(app, .paprika, "paprika/export.paprikarecipes", as: alice)
            #expect(report.summary == "9 imported, 0 updated, 0 unchanged, 1 skipped")
            #expect(report.skipped.first?.name == "Rocky Road Fudge.paprikarecipe")
            let recipes = try await Self.recipes(app, of: alice)
            #expect(recipes.filter(\.hasPhoto).count == 2)
            let wellington = try #require(recipes.first { $0.name == "Beef Wellington" })
            #expect(wellington.fields.servings == 4 && wellington.fields.yieldText == "Serves 4-6")
            #expect(wellington.fields.lines.contains { $0.text == "For the duxelles:" })
            let bakewell = try #require(recipes.first { $0.name == "Bakewell tart" })
            #expect(bakewell.fields.lines.count == 10, "Windows line ends split like any others")
            #expect(bakewell.fields.lines.allSatisfy { !($0.text ?? "").contains("\r") })
            #expect(try await Self.run(app, .paprika, "paprika/export.paprikarecipes", as: alice).unchanged == 9)
        }
    }

    // MARK: Diaries

    @Test("MyFitnessPal: a journal entry per date and meal, named after it, in its category; twice adds nothing")
    func myFitnessPal() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let report = try await Self.run(
                app, .myfitnesspal, "myfitnesspal/Nutrition-Summary-2024-01-01-to-2024-01-31.csv", as: alice)
            #expect(report.summary == "119 imported, 0 updated, 0 unchanged, 0 skipped")
            let journal = app.services.journals.of(alice.id)
            let newYear = try await journal.day(MealDate(year: 2024, month: 1, day: 1)!)
            #expect(abs(newYear.totals.calories - 1734) <= 2)
            let breakfast = try #require(newYear.meals.first { $0.name == "Breakfast" })
            #expect(breakfast.details.category == .standard(.breakfast))
            #expect(breakfast.details.notes == "From MyFitnessPal: New year brunch")
            #expect(breakfast.details.time?.text == "08:13")
            #expect(newYear.meals.first { $0.name == "Pre-workout" }?.details.time?.text == "17:04")
            let meals = try await journal.all(order: .date)
            #expect(meals.filter { $0.details.category == .standard(.snack) }.count == 22, "Snacks is Morsel's Snack")
            #expect(
                meals.filter { $0.details.category == .other("Pre-workout") }.count == 14,
                "a meal of their own is kept as named")
            #expect(meals.contains { $0.details.notes == #"From MyFitnessPal: Tried the "healthy" pizza"# })
            let again = try await Self.run(
                app, .myfitnesspal, "myfitnesspal/Nutrition-Summary-2024-01-01-to-2024-01-31.csv", as: alice)
            #expect(again.summary == "0 imported, 0 updated, 119 unchanged, 0 skipped")
            // The same rows with another column and another order read the same.
            #expect(
                try await Self.run(app, .myfitnesspal, "myfitnesspal/unknown-columns.csv", as: alice).unchanged == 7)
            #expect(
                try await Self.run(app, .myfitnesspal, "myfitnesspal/Nutrition-Summary-old.csv", as: alice).imported
                    == 10)
            #expect(try await Self.count(app, "meals") == 129)
        }
    }

    @Test(
        "Cronometer: an entry per serving with its food and amount; old files without Time and Group; daily totals only where servings are not"
    )
    func cronometer() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let report = try await Self.run(app, .cronometer, "cronometer/servings.csv", as: alice)
            #expect(report.summary == "191 imported, 0 updated, 0 unchanged, 0 skipped")
            let journal = app.services.journals.of(alice.id)
            let day = try await journal.day(MealDate(year: 2024, month: 2, day: 3)!)
            // Each serving's calories are rounded to a whole number: the day is off by at most half a kcal each.
            let tolerance = day.meals.count / 2 + 1
            #expect(abs(day.totals.calories - 1588) <= tolerance)
            let meals = try await journal.all(order: .date)
            #expect(meals.filter { $0.details.category == .other("Uncategorized") }.count == 13)
            #expect(meals.allSatisfy { $0.details.notes.hasPrefix("From Cronometer") })
            #expect(
                day.meals.contains {
                    $0.name == "Oats, Rolled, Dry" && $0.details.notes == "From Cronometer: 50 g"
                        && $0.details.nutrition.calories == 190
                })
            #expect(try await Self.run(app, .cronometer, "cronometer/servings.csv", as: alice).unchanged == 191)
            let summary = try await Self.run(app, .cronometer, "cronometer/dailysummary.csv", as: alice)
            #expect(
                summary.skipped.count == 14, "each day's servings are already there: its total would count it twice")
            #expect(try await Self.run(app, .cronometer, "cronometer/servings-old.csv", as: alice).imported == 51)

            let bob = try await app.user("bob")
            let totals = try await Self.run(app, .cronometer, "cronometer/dailysummary.csv", as: bob)
            #expect(totals.imported == 14)
        }
    }

    // MARK: Hostile and wrong files

    @Test(
        "hostile and wrong files are refused with a clear reason, and nothing is saved",
        arguments: [
            (ImportSource.mealie, "hostile/bomb.zip", "unpacks to more than"),
            (.mealie, "hostile/many-entries.zip", "more than 10,000 entries"),
            (.mealie, "hostile/broken.json", "not a JSON object"),
            (.tandoor, "hostile/not-a-zip.zip", "not a zip archive"),
            (.paprika, "hostile/broken.json", "not a zip archive"),
            (.myfitnesspal, "hostile/latin1.csv", "not UTF-8"),
            (.myfitnesspal, "hostile/wrong-app.csv", "not a MyFitnessPal Nutrition Summary"),
            (.cronometer, "hostile/wrong-app.csv", "not a Cronometer"),
            (.cronometer, "myfitnesspal/Nutrition-Summary-old.csv", "not a Cronometer"),
            (.myfitnesspal, "cronometer/servings.csv", "not a MyFitnessPal"),
            (.tandoor, "paprika/export.paprikarecipes", "Nothing to import"),
            (.mealie, "hostile/past-end.zip", "not a zip archive"),
            (.mealie, "hostile/zip64-far.zip", "not a zip archive"),
            (.paprika, "hostile/paprika-bomb.paprikarecipes", "unpacks to more than"),
        ])
    func refused(_ source: ImportSource, _ path: String, _ reason: String) async throws {
        try await withApp { app in
            let alice = try await app.user()
            do {
                _ = try await Self.run(app, source, path, as: alice)
                Issue.record("\(path) was accepted as \(source)")
            } catch let DomainError.invalid(failure) {
                #expect(failure.errors.first?.field == "file")
                #expect(
                    failure.errors.first?.message.contains(reason) == true, "\(failure.errors.first?.message ?? "")")
            }
            #expect(try await Self.count(app, "recipes") == 0)
            #expect(try await Self.count(app, "meals") == 0)
        }
    }

    @Test(
        "an entry cut short or with a wrong checksum is skipped as damaged, never waited on",
        arguments: [
            "hostile/truncated-deflate.zip", "hostile/bad-checksum.zip",
        ])
    func damaged(_ path: String) async throws {
        try await withApp { app in
            let alice = try await app.user()
            let report = try await Self.run(app, .mealie, path, as: alice)
            #expect(report.summary == "0 imported, 0 updated, 0 unchanged, 1 skipped")
            guard case .skipped(let reason) = report.skipped.first?.outcome else {
                Issue.record("not skipped")
                return
            }
            #expect(reason.contains("is damaged"), "\(reason)")
        }
    }

    @Test("entries named to leave the archive are never read and reported skipped; the rest imports")
    func traversal() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let report = try await Self.run(app, .mealie, "hostile/traversal.zip", as: alice)
            #expect(report.imported == 1)
            #expect(Set(report.skipped.map(\.name)) == ["../../evil.json", "/etc/evil.json"])
            #expect(try await Self.recipes(app, of: alice).map(\.name) == ["Tortang Talong"])
        }
    }

    @Test("a dry run reports what would happen and saves nothing")
    func dryRun() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let report = try await Self.run(app, .tandoor, "tandoor/export.zip", as: alice, dryRun: true)
            #expect(report.summary == "6 imported, 0 updated, 0 unchanged, 1 skipped")
            #expect(try await Self.count(app, "recipes") == 0)
        }
    }
}
