import Foundation
import TestFixtures
import Testing

@testable import MorselCore

/// Barcodes checked and normalised; Open Food Facts' exports and API answers read, per 100 g,
/// in each nutrient's unit.
@Suite("Packaged foods and barcodes")
struct ProductTests {
    @Test("EAN-13, EAN-8 and UPC-A check their last digit; a UPC-A and its EAN-13 are one product")
    func barcodes() throws {
        #expect(try Barcode("3017620422003").code == "3017620422003")
        #expect(try Barcode("00011730").code == "00011730", "EAN-8 stays eight digits")
        #expect(try Barcode("000105000042").code == "0000105000042", "a UPC-A is its EAN-13 with a leading zero")
        #expect(try Barcode("0 0001 05000042").code == "0000105000042", "spaces are ignored")
        #expect(try Barcode("00000105000042").code == "0000105000042", "a GTIN-14 with a leading zero")
        #expect(throws: ValidationFailure.self) { try Barcode("3017620422004") } // check digit off by one
        #expect(throws: ValidationFailure.self) { try Barcode("30176204") } // EAN-8 that does not check
        #expect(throws: ValidationFailure.self) { try Barcode("12345") }
        #expect(throws: ValidationFailure.self) { try Barcode("30176204220O3") } // a letter O
        #expect(Barcode.key("2000000012345") == "2000000012345", "a store code that does not check is kept as it is")
    }

    @Test(
        "the shared sample of 1,000 products: 926 read; 72 without a name or calories and 2 with impossible calories skipped, saying why"
    )
    func sampleCSV() throws {
        let read = try OpenFoodFacts.read(TestFixture.data("openfoodfacts/products.csv"))
        #expect(read.products.count == 926)
        #expect(read.skipped.count == 74)
        #expect(
            Set(read.skipped.map(\.reason)) == [
                "no product name", "no calories per 100 g", "kcal is 1060 per 100 g, more than any food holds",
                "kcal is 2674 per 100 g, more than any food holds",
            ])
        let cookies = try #require(read.products.first { $0.code == "00011730" })
        #expect(cookies.name == "Cranberry & Orange Cookies" && cookies.brands == "Marks & Spencer")
        #expect(cookies.per100g.calories == 430 && cookies.per100g.protein == 4.4 && cookies.servingGrams == 23)
        #expect(cookies.nutrients[.sodium] == 300 && cookies.nutrients[.fiber] == 2.7)
        // Logged by its serving: 23 g, 99 kcal.
        let food = cookies.food
        #expect(food.id == "product:00011730" && food.name == "Cranberry & Orange Cookies (Marks & Spencer)")
        guard case .grams(let grams, _) = PortionResolver.grams(of: IngredientMeasure.parse("1 serving"), food: food)
        else {
            Issue.record("a serving did not weigh")
            return
        }
        #expect(grams == 23 && food.nutrition(grams: grams).calories == 99)
    }

    @Test("OFF's own CSV (tab-separated) and JSONL name nutrients in grams per 100 g; each becomes its unit")
    func offFormats() throws {
        let tsv = """
            code\tproduct_name\tbrands\tenergy-kcal_100g\tproteins_100g\tfat_100g\tcarbohydrates_100g\tsalt_100g\tiron_100g\tvitamin-c_100g\tvitamin-d_100g
            3017620422003\tNutella\tFerrero\t539\t6.3\t30.9\t57.5\t0.107\t0.0042\t\t0.0000025
            3017620422004\t\tFerrero\t539\t6.3\t30.9\t57.5\t\t\t\t

            """
        let read = try OpenFoodFacts.read(Data(tsv.utf8))
        #expect(read.products.count == 1 && read.skipped.map(\.reason) == ["no product name"])
        let nutella = try #require(read.products.first)
        #expect(nutella.per100g.calories == 539)
        #expect(abs((nutella.nutrients[.sodium] ?? 0) - 42.8) < 1e-9, "0.107 g of salt holds 42.8 mg of sodium")
        #expect(abs((nutella.nutrients[.iron] ?? 0) - 4.2) < 1e-9, "0.0042 g is 4.2 mg")
        #expect(abs((nutella.nutrients[.vitaminD] ?? 0) - 2.5) < 1e-9, "µg")
        #expect(nutella.nutrients[.vitaminC] == nil, "empty is unknown")

        let jsonl = """
            {"code": "5449000000996", "product_name": "Coca-Cola", "brands": "Coca-Cola", "serving_quantity": 330, "nutriments": {"energy-kj_100g": 180, "sugars_100g": 10.6, "carbohydrates_100g": 10.6, "caffeine_100g": 0.0096}}
            not json
            {"code": "5449000000996x", "product_name": "Bad", "nutriments": {"energy-kcal_100g": 1}}
            {"code": "4000000000000", "product_name": "Absurd", "nutriments": {"energy-kcal_100g": 99999}}
            """
        let lines = try OpenFoodFacts.read(Data(jsonl.utf8))
        let cola = try #require(lines.products.first)
        #expect(lines.products.count == 1 && lines.skipped.count == 3)
        #expect(abs(cola.per100g.calories - 180 / 4.184) < 1e-9, "kJ when kcal is missing")
        #expect(abs((cola.nutrients[.caffeine] ?? 0) - 9.6) < 1e-9 && cola.servingGrams == 330)

        #expect(throws: DomainError.self) { try OpenFoodFacts.read(Data("name,calories\nToast,80\n".utf8)) }
    }

    @Test("a product from OFF's API answer; “not found” is nil")
    func apiAnswer() {
        let found =
            #"{"status": 1, "code": "3017620422003", "product": {"product_name": "Nutella", "nutriments": {"energy-kcal_100g": 539}}}"#
        #expect(OpenFoodFacts.product(api: Data(found.utf8))?.code == "3017620422003")
        #expect(OpenFoodFacts.product(api: Data(#"{"status": 0, "status_verbose": "product not found"}"#.utf8)) == nil)
        #expect(OpenFoodFacts.product(api: Data("<html>".utf8)) == nil)
    }

    @Test("a product typed from its label: barcode checked, calories needed, every problem at once")
    func manual() throws {
        let product = try ProductInput(
            code: "000105000042", name: " Oat bar ", servingGrams: .text("40"), calories: .text("410"),
            protein: .number(9)
        )
        .validated()
        #expect(
            product.code == "0000105000042" && product.name == "Oat bar" && product.source == .manual
                && product.servingGrams == 40)
        do {
            _ = try ProductInput(code: "123", name: "", calories: nil, fat: .text("300")).validated()
            Issue.record("accepted")
        } catch {
            #expect(Set(error.errors.map(\.field)) == ["code", "name", "calories", "fat"])
        }
    }
}
