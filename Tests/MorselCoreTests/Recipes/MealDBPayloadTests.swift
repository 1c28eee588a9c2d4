import Foundation
import TestFixtures
import Testing

@testable import MorselCore

@Suite("TheMealDB payloads read into recipe drafts")
struct MealDBPayloadTests {
    // MARK: The real payloads (test fixtures, never bundled)

    @Test("the real search payload gives 178 clean drafts and no failures")
    func realSearchPayload() throws {
        let data = try TestFixture.data("themealdb/search_s_all.json")
        let entries = try MealDBPayload.parse(data)
        let failures = entries.compactMap(\.error)
        #expect(entries.count == 178)
        #expect(failures.isEmpty, "\(failures)")
        let drafts = entries.compactMap(\.draft)
        #expect(drafts.count == 178)
        #expect(Set(drafts.compactMap(\.externalID)).count == 178)
        for draft in drafts {
            let label = "\(draft.externalID ?? "no id") \(draft.name)"
            #expect(!draft.name.isEmpty, "\(label)")
            #expect(draft.externalID?.isEmpty == false, "\(label)")
            #expect(!draft.ingredients.isEmpty, "\(label)")
            #expect(!draft.instructions.isEmpty, "\(label)")
            #expect(!draft.instructions.unicodeScalars.contains("\r"), "\(label)")
            #expect(draft.ingredients.allSatisfy { !$0.name.isEmpty }, "\(label)")
            #expect(draft.servings == nil && draft.cookMinutes == nil, "\(label)")
        }
    }

    @Test(
        "meals that fill all 20 slots keep 20 ingredients, repeats included",
        arguments: [
            ("52805", "Lamb Biryani"), ("52894", "Battenberg Cake"), ("53018", "Bigos (Hunters Stew)"),
        ])
    func allTwentySlots(id: String, name: String) throws {
        let data = try TestFixture.data("themealdb/search_s_all.json")
        let drafts = try MealDBPayload.parse(data).compactMap(\.draft)
        let meal = try #require(drafts.first { $0.externalID == id })
        #expect(meal.name == name)
        #expect(meal.ingredients.count == 20)
    }

    @Test("the real data's quirks: slot order, blank measures, padded names")
    func realQuirks() throws {
        let data = try TestFixture.data("themealdb/search_s_all.json")
        let drafts = try MealDBPayload.parse(data).compactMap(\.draft)
        let biryani = try #require(drafts.first { $0.externalID == "52805" })
        #expect(biryani.ingredients.first == IngredientEntry(name: "Cashew nuts", measure: "12"))
        #expect(biryani.ingredients.last == IngredientEntry(name: "Biryani masala", measure: "1 tbsp"))
        // Slots 7–13 have a name and the measure " "; slots 14–20 have no name and the measure " ".
        let sloppyJoes = try #require(drafts.first { $0.externalID == "52995" })
        #expect(sloppyJoes.ingredients.count == 13)
        #expect(sloppyJoes.ingredients[6] == IngredientEntry(name: "Barbeque Sauce", measure: ""))
        // Stored as " Bubble & Squeak" and "Chakchouka ".
        #expect(drafts.first { $0.externalID == "52885" }?.name == "Bubble & Squeak")
        #expect(drafts.first { $0.externalID == "52969" }?.name == "Chakchouka")
        // Stored as "Paleo,Keto,LowCarbs,Salad,Alcoholic,Halloween,".
        #expect(
            drafts.first { $0.externalID == "52960" }?.tags == [
                "Paleo", "Keto", "LowCarbs", "Salad", "Alcoholic", "Halloween",
            ])
    }

    // MARK: Slots

    @Test(
        "blank ingredient slots are skipped even with a measure; a blank measure is \"\"",
        arguments: ["\"\"", "\" \"", "null", "\"\\t \""])
    func blankSlots(blank: String) throws {
        let meal = try onlyDraft(
            """
            {"idMeal": "1", "strMeal": "Toast",
             "strIngredient1": "Bread", "strMeasure1": "2 slices",
             "strIngredient2": \(blank), "strMeasure2": "1 tbsp",
             "strIngredient3": " Salted   butter ", "strMeasure3": \(blank),
             "strIngredient4": \(blank), "strMeasure4": \(blank)}
            """)
        #expect(
            meal.ingredients == [
                IngredientEntry(name: "Bread", measure: "2 slices"),
                IngredientEntry(name: "Salted butter", measure: ""),
            ])
    }

    @Test("numbered slots are read as far as they go, not only to 20")
    func slotsBeyondTwenty() throws {
        var object: [String: Any] = ["idMeal": "2", "strMeal": "Big Stew"]
        for slot in 1...25 {
            object["strIngredient\(slot)"] = "Thing \(slot)"
            object["strMeasure\(slot)"] = "\(slot) g"
        }
        let meal = try MealDBPayload.draft(from: object)
        #expect(meal.ingredients.count == 25)
        #expect(meal.ingredients.first == IngredientEntry(name: "Thing 1", measure: "1 g"))
        #expect(meal.ingredients.last == IngredientEntry(name: "Thing 25", measure: "25 g"))
    }

    // MARK: Payload shapes

    @Test(
        "no results give no entries",
        arguments: [
            #"{"meals": null}"#, #"{"meals": []}"#, #"{"meals": null, "somethingNew": 1}"#,
        ])
    func noResults(text: String) throws {
        #expect(try MealDBPayload.parse(Data(text.utf8)).isEmpty)
    }

    @Test(
        "payloads that are not JSON, or not an object with a meals list or null, throw",
        arguments: [
            "not json", "", "[]", "42", #"{"foo": 1}"#, #"{"meals": "none"}"#, #"{"meals": {}}"#, #"{"meals": [1, 2"#,
        ])
    func rejectsBadPayloads(text: String) {
        #expect(throws: MealDBError.self) {
            try MealDBPayload.parse(Data(text.utf8))
        }
    }

    @Test("a bad record fails on its own and the rest still parse")
    func badRecordsFailAlone() throws {
        let entries = try MealDBPayload.parse(
            Data(
                """
                {"meals": [
                  {"idMeal": "10", "strMeal": "Porridge", "strInstructions": "Stir."},
                  42,
                  {"idMeal": "1", "strMeal": " "},
                  {"idMeal": "11", "strMeal": "Toast"}
                ]}
                """.utf8))
        try #require(entries.count == 4)
        #expect(entries.map(\.index) == [0, 1, 2, 3])
        #expect(entries[0].draft?.name == "Porridge")
        #expect(entries[1].error != nil)
        let nameless = try #require(entries[2].error)
        #expect(nameless.message.contains("without a name"))
        #expect(nameless.message.contains("id 1"))
        #expect(entries[3].draft?.externalID == "11")
    }

    @Test("a meal without a name is an error, with its id when known")
    func namelessMeal() {
        #expect(throws: MealDBError("meal without a name")) {
            try MealDBPayload.draft(from: ["strCategory": "Beef", "strMeal": NSNull()])
        }
        #expect(throws: MealDBError("meal without a name (id 7)")) {
            try MealDBPayload.draft(from: ["idMeal": "7"])
        }
    }

    @Test("a filter payload (name, picture and id only) parses with no ingredients or instructions")
    func filterPayload() throws {
        let meal = try onlyDraft(
            """
            {"strMeal": "Mbuzi Choma (Roasted Goat)",
             "strMealThumb": "https://www.themealdb.com/images/media/meals/cuio7s1555492979.jpg", "idMeal": "52968"}
            """)
        #expect(
            meal
                == RecipeDraft(
                    name: "Mbuzi Choma (Roasted Goat)",
                    imageURL: "https://www.themealdb.com/images/media/meals/cuio7s1555492979.jpg",
                    externalID: "52968"))
    }

    // MARK: Fields

    @Test("a full TheMealDB record gives every field, blanks as nil or \"\"")
    func fullRecord() throws {
        let meal = try onlyDraft(
            #"""
            {"idMeal": "52771", "strMeal": "Spicy Arrabiata Penne", "strDrinkAlternate": null,
             "strCategory": " Vegetarian ", "strArea": "Italian",
             "strInstructions": "Bring a large pot of water to a boil.\r\nDrain.",
             "strMealThumb": "https://www.themealdb.com/images/media/meals/ustsqw1468250014.jpg",
             "strTags": "Pasta,Curry", "strYoutube": " ", "strSource": "",
             "strIngredient1": "penne rigate", "strMeasure1": "1 pound",
             "strIngredient2": "olive oil", "strMeasure2": "1/4 cup",
             "strIngredient3": "", "strMeasure3": "",
             "strImageSource": null, "strCreativeCommonsConfirmed": null, "dateModified": null}
            """#)
        #expect(
            meal
                == RecipeDraft(
                    name: "Spicy Arrabiata Penne", category: "Vegetarian", area: "Italian",
                    instructions: "Bring a large pot of water to a boil.\nDrain.",
                    imageURL: "https://www.themealdb.com/images/media/meals/ustsqw1468250014.jpg",
                    tags: ["Pasta", "Curry"], sourceURL: nil, youtubeURL: nil, servings: nil, cookMinutes: nil,
                    ingredients: [
                        IngredientEntry(name: "penne rigate", measure: "1 pound"),
                        IngredientEntry(name: "olive oil", measure: "1/4 cup"),
                    ],
                    externalID: "52771"))
    }

    @Test("renamed fields of the live API are read, unknown keys ignored")
    func renamedFields() throws {
        let meal = try onlyDraft(
            """
            {"id": "9001", "name": "  Quick   Dal ", "instructions": "Boil.", "image": "https://example.com/dal.jpg",
             "category": "Vegetarian", "area": "Indian", "tags": ["Pulse", " Quick ", ""], "source": "https://example.com/dal",
             "somethingNew": {"nested": [1, 2]}, "rating": 4.5,
             "ingredients": [{"name": "Red lentils", "measure": "200g"}, {"ingredient": "Water", "measure": null},
                             {"name": " ", "measure": "1 tsp"}, "200g spaghetti"]}
            """)
        #expect(
            meal
                == RecipeDraft(
                    name: "Quick Dal", category: "Vegetarian", area: "Indian", instructions: "Boil.",
                    imageURL: "https://example.com/dal.jpg", tags: ["Pulse", "Quick"],
                    sourceURL: "https://example.com/dal",
                    ingredients: [
                        IngredientEntry(name: "Red lentils", measure: "200g"),
                        IngredientEntry(name: "Water", measure: ""),
                        IngredientEntry(name: "spaghetti", measure: "200g"),
                    ],
                    externalID: "9001"))
    }

    @Test("the name is read from any of its spellings", arguments: ["strMeal", "name", "strMealName"])
    func nameSpellings(key: String) throws {
        let meal = try onlyDraft(#"{"idMeal": "4", "\#(key)": "Shakshuka"}"#)
        #expect(meal.name == "Shakshuka")
    }

    @Test("the picture falls back from strMealThumb to strImageSource to image")
    func imageFallbacks() throws {
        let fromSource = try onlyDraft(
            #"{"strMeal": "Soup", "strMealThumb": null, "strImageSource": "https://example.com/a.jpg"}"#)
        #expect(fromSource.imageURL == "https://example.com/a.jpg")
        let fromImage = try onlyDraft(
            #"{"strMeal": "Soup", "strMealThumb": " ", "image": "https://example.com/b.jpg"}"#)
        #expect(fromImage.imageURL == "https://example.com/b.jpg")
        let none = try onlyDraft(#"{"strMeal": "Soup", "strMealThumb": ""}"#)
        #expect(none.imageURL == nil)
    }

    @Test("a numeric id is read as text", arguments: [#""idMeal": 52772"#, #""id": 52772"#, #""idMeal": "52772""#])
    func numericID(field: String) throws {
        let meal = try onlyDraft(#"{\#(field), "strMeal": "Teriyaki Chicken Casserole"}"#)
        #expect(meal.externalID == "52772")
    }

    @Test("values of odd types count as absent")
    func oddTypes() throws {
        let meal = try onlyDraft(
            """
            {"idMeal": {"value": 1}, "strMeal": "Stew", "strCategory": ["Beef"], "strArea": {}, "strInstructions": [1],
             "strYoutube": [], "strSource": {"url": "x"}, "strTags": 12,
             "strIngredient1": ["Beef"], "strMeasure1": "1kg", "strIngredient2": "Onion", "strMeasure2": {"n": 1}}
            """)
        #expect(
            meal == RecipeDraft(name: "Stew", tags: ["12"], ingredients: [IngredientEntry(name: "Onion", measure: "")]))
    }

    @Test(
        "tags are split on commas, trimmed, without blanks or repeats",
        arguments: [
            ("\"Pasta, Curry,,Pasta\"", ["Pasta", "Curry"]), ("null", [] as [String]), ("\"\"", []), ("\" , \"", []),
            ("\"Streetfood, Onthego\"", ["Streetfood", "Onthego"]), ("\"Soup,soup,SOUP\"", ["Soup"]),
            ("[\"Soup\", \" Warming \", \"\", null, \"Soup\"]", ["Soup", "Warming"]),
        ])
    func tags(json: String, expected: [String]) throws {
        let meal = try onlyDraft(#"{"strMeal": "Stew", "strTags": \#(json)}"#)
        #expect(meal.tags == expected)
    }

    @Test(
        "instructions get \"\\n\" line endings and are trimmed, blank lines kept",
        arguments: [
            (#"Heat the oil.\r\nAdd the onions."#, "Heat the oil.\nAdd the onions."),
            (#"One\rTwo"#, "One\nTwo"),
            (#"\r\n\r\n  STEP 1\r\n\r\n\r\nStir.  \r\n"#, "STEP 1\n\n\nStir."),
            (#"Mix\r\r\nBake"#, "Mix\n\nBake"),
            (#"Already\nfine"#, "Already\nfine"),
        ])
    func instructions(json: String, expected: String) throws {
        let meal = try onlyDraft(#"{"strMeal": "Soup", "strInstructions": "\#(json)"}"#)
        #expect(meal.instructions == expected)
        #expect(!meal.instructions.unicodeScalars.contains("\r"))
    }

    // MARK: Helpers

    /// Wraps one meal object's JSON text in a payload and returns its draft.
    private func onlyDraft(_ mealJSON: String) throws -> RecipeDraft {
        let entries = try MealDBPayload.parse(Data(#"{"meals": [\#(mealJSON)]}"#.utf8))
        try #require(entries.count == 1)
        return try entries[0].result.get()
    }
}
