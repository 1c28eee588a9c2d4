import Testing

@testable import MorselCore

/// The hand-kept word lists are data (`Resources/ingredient-aliases.tsv`,
/// `Resources/foreign-words.tsv`): a typo there would silently send a name nowhere.
@Suite("The bundled word lists")
struct BundledWordsTests {
    @Test("every ingredient alias names a food of the bundled SR28 table")
    func aliasesNameRealFoods() throws {
        let ids = Set(try FoodTable.bundled().map(\.id))
        #expect(IngredientAliases.foodIDs.count == 868)
        for alias in IngredientAliases.foodIDs {
            #expect(ids.contains(alias.food), "\(alias.name) → \(alias.food)")
        }
        // Read as the matcher reads names.
        #expect(IngredientAliases.normalized["chilly"] != nil)
        #expect(IngredientAliases.normalized["goat s cheese"] == "01159")
    }

    @Test("every foreign unit reads as an English unit, every foreign food as English words")
    func foreignWordsRead() {
        let englishUnits: Set<String> = [
            "", "tbsp", "tsp", "pinch", "bunch", "clove", "slice", "stalk", "sprig", "can", "tub",
            "package", "packet", "handful", "cup", "leaf", "jar", "pot", "dessertspoon", "g",
            "100 ml", "200 ml",
        ]
        #expect(ForeignWords.units.count == 114)
        for unit in ForeignWords.units {
            #expect(englishUnits.contains(unit.english), "\(unit.words) → \(unit.english)")
        }
        #expect(ForeignWords.foods.count >= 215)
        #expect(ForeignWords.foods.values.allSatisfy { !$0.isEmpty })
        #expect(ForeignWords.joiners.contains("de") && ForeignWords.joiners.count == 10)
        #expect(ForeignWords.englishUnits("3 colheres (sopa) de azeite") == "3 tbsp de azeite")
        #expect(ForeignWords.foods["zwiebel"] == "onion")
    }

    @Test("every brand that names a food means a food as eaten: its words are all in one FNDDS food's name")
    func brandsMeanRealFoods() throws {
        let names = try FNDDSTable.bundled().map { Set(FoodText.words($0.name)) }
        #expect(BrandWords.foods.count >= 40)
        for brand in BrandWords.foods {
            #expect(names.contains { $0.isSuperset(of: brand.means) }, "\(brand.words) → \(brand.means)")
        }
    }
}
