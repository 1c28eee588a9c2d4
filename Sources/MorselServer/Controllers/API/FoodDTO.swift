import Foundation
import MorselCore
import MorselData
import MorselServices
import NIOCore

/// A USDA food as the API shows it: nutrients per 100 g (null where unknown) and portions.
struct FoodDTO: Encodable, Sendable {
    struct Per100g: Encodable, Sendable {
        let calories: Double
        let protein: Double
        let fat: Double
        let carbs: Double
        @EncodedAsNull var fiber: Double?
        @EncodedAsNull var sugar: Double?
        /// Milligrams.
        @EncodedAsNull var sodium: Double?
    }

    struct Portion: Encodable, Sendable {
        let amount: Double
        let measure: String
        let grams: Double
    }

    let id: String
    let name: String
    let group: String
    let per100g: Per100g
    let portions: [Portion]
    let source: String
    /// A packaged food's barcode; absent for USDA foods.
    let barcode: String?

    init(_ food: Food) {
        id = food.id
        barcode = Product.code(inFoodID: food.id)
        name = food.name
        group = food.group
        let p = food.per100g
        per100g = Per100g(
            calories: p.calories, protein: p.protein, fat: p.fat, carbs: p.carbs, fiber: p.fiber, sugar: p.sugar,
            sodium: p.sodium)
        portions = food.portions.map { Portion(amount: $0.amount, measure: $0.measure, grams: $0.grams) }
        source = food.credit
    }
}

/// A page of foods: a search's answer.
struct FoodListDTO: Encodable, Sendable {
    let items: [FoodDTO]
}
