import MorselCore

/// Calories and the three macronutrients, as a meal's or a day's total shows them.
struct NutrientTotalsDTO: Encodable, Sendable {
    let calories: Int
    let protein: Double
    let fat: Double
    let carbs: Double

    init(_ nutrition: Nutrition) {
        calories = nutrition.calories
        protein = nutrition.protein
        fat = nutrition.fat
        carbs = nutrition.carbs
    }
}

extension NutrientTotalsDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("calories", calories)
            json.field("carbs", carbs)
            json.field("fat", fat)
            json.field("protein", protein)
        }
    }
}
