import Foundation
import MorselCore
import Testing

/// The pieces every import reads with: CSV as spreadsheets write it, JSON in either key
/// casing, times and categories as trackers write them.
@Suite("Reading other apps' files")
struct ImportReadingTests {
    @Test("CSV: a byte order mark, CRLF, quoted commas, doubled quotes and line breaks inside quotes")
    func csv() {
        let table = CSVTable(
            text:
                "\u{FEFF}Date,Meal,Note\r\n2024-01-01,Breakfast,\"Eggs, toast\"\r\n2024-01-02,Lunch,\"The \"\"healthy\"\" one\nsecond line\"\r\n\r\n2024-01-03,Dinner,\n"
        )
        #expect(table.columns == ["Date", "Meal", "Note"])
        #expect(
            table.rows == [
                ["2024-01-01", "Breakfast", "Eggs, toast"],
                ["2024-01-02", "Lunch", "The \"healthy\" one\nsecond line"],
                ["2024-01-03", "Dinner", ""],
            ])
        #expect(table.column("note") == 2, "columns are found by name, ignoring case")
        #expect(table.column("Fat (g)", "Meal") == 1, "any of several names")
        #expect(CSVTable.cell(["a"], 3) == "", "a short row reads as blanks")
    }

    @Test("text that is not UTF-8 is refused, not guessed")
    func notUTF8() {
        #expect(throws: DomainError.self) { try CSVTable(Data([0x43, 0x61, 0x66, 0xE9, 0x0A])) }
    }

    @Test("JSON keys in camelCase and snake_case read alike; nulls are absent; numbers read as text")
    func looseJSON() throws {
        let json = try LooseJSON(
            data: Data(
                #"{"recipeIngredient": [{"note": "salt"}], "org_url": null, "recipe_yield": 4, "orgURL": "https://x.org"}"#
                    .utf8))
        #expect(json.list("recipe_ingredient").first?.string("note") == "salt")
        #expect(json.string("orgUrl") == "https://x.org")
        #expect(json.string("recipeYield") == "4")
        #expect(throws: DomainError.self) { try LooseJSON(data: Data("[1, 2]".utf8)) }
    }

    @Test("trackers' meal names map to Morsel's categories where they are one, and stay as named otherwise")
    func categories() {
        #expect(DiaryReaders.category("Snacks") == .standard(.snack))
        #expect(DiaryReaders.category("breakfast") == .standard(.breakfast))
        #expect(DiaryReaders.category("Supper") == .standard(.dinner))
        #expect(DiaryReaders.category("Pre-workout") == .other("Pre-workout"))
    }

    @Test("absurd numbers from a file are refused or left out, never a crash")
    func absurdNumbers() throws {
        let table = CSVTable(
            text: "Date,Meal,Time,Calories,Protein (g)\n2024-01-01,Lunch,1:9223372036854775807,1e19,2\n"
                + "2024-01-02,Lunch,25:00,99999999999,1\n2024-01-03,Lunch,7:30 PM,\"1,234.5\",\"12,5\"\n2024-01-04,Lunch,,-5,1\n"
                + "2024-01-05,Lunch,1:9223372036854775807,100,1\n")
        let read = try DiaryReaders.myFitnessPal(table)
        #expect(read.skipped.map(\.row) == ["row 2", "row 3", "row 5"])
        let kept = try #require(read.meals.first)
        #expect(kept.details.nutrition.calories == 1235)
        #expect(kept.details.nutrition.protein == 12.5, "a decimal comma")
        #expect(kept.details.time?.text == "19:30")
        #expect(read.meals.count == 2 && read.meals[1].details.time == nil, "a time past any clock is no time")
        #expect(StatedNutrition(["calories": "99999999999999999999 kcal"])?.nutrition == nil)
        #expect(Nutrition.format(amount: 1e19) == "1e+19")
        #expect(Nutrition.format(amount: .infinity) == "inf")
        let tandoor = try LooseJSON(
            data: Data(
                #"{"name": "Big", "servings": 1e20, "working_time": 1e300, "steps": [{"ingredients": [{"amount": 1e19, "food": {"name": "salt"}}]}]}"#
                    .utf8))
        let recipe = try #require(RecipeAppReaders.tandoor(tandoor))
        #expect(recipe.fields.servings == Recipe.defaultServings)
        #expect(recipe.fields.prepMinutes == nil)
    }

    @Test("a tag holding a comma is two tags, so it reads back as it was saved")
    func commaTags() throws {
        let fields = try RecipeFields(name: "Stew", tags: ["Soups, Stews", "Winter"]).validated()
        #expect(fields.tags == ["Soups", "Stews", "Winter"])
    }

    @Test("a Mealie line that is only a note, a structured one, and a section title")
    func mealieLines() throws {
        let json = try LooseJSON(
            data: Data(
                """
                {"name": "Tart", "recipe_ingredient": [
                  {"title": "For the base", "note": "", "original_text": "175g/6oz digestive biscuits", "quantity": 175},
                  {"note": "75g/3oz butter, melted", "disable_amount": true, "quantity": 0.0, "unit": null, "food": null},
                  {"display": "2 eggs", "note": "beaten"}],
                 "recipe_instructions": [{"title": "", "text": "Bake."}], "prep_time": "1 hour 45 minutes", "recipe_yield": "8 slices"}
                """.utf8))
        let recipe = try #require(RecipeAppReaders.mealie(json))
        #expect(recipe.key == "mealie:Tart")
        #expect(
            recipe.fields.lines.map(\.text) == [
                "For the base", "175g/6oz digestive biscuits", "75g/3oz butter, melted", "2 eggs, beaten",
            ])
        #expect(recipe.fields.lines[1].measure == "175g/6oz")
        #expect(recipe.fields.instructions == "Bake.")
        #expect(recipe.fields.prepMinutes == 105)
        #expect(recipe.fields.servings == 8)
        #expect(RecipeAppReaders.mealie(LooseJSON(["slug": "no-name"])) == nil)
    }
}
