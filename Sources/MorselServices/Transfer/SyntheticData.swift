import Foundation
import MorselCore
import MorselData

/// Fills a database with made-up people, journals and recipes of a chosen size, for
/// benchmarks (`morsel-bench seed`). Deterministic: the same sizes give the same data.
/// People are `bench1`, `bench2`, … with the password ``password``; their meals are spread
/// four a day over the days up to `today`, so a day view and a page of the list look as
/// they would for someone who has logged for years.
public struct SyntheticData: Sendable {
    public static let password = "bench password"
    package static let mealNames = [
        "Porridge", "Scrambled eggs", "Greek yogurt", "Toast and jam", "Banana", "Apple", "Chicken salad",
        "Tuna sandwich", "Lentil soup", "Caesar salad", "Spaghetti bolognese", "Chicken curry", "Salmon and rice",
        "Beef stir fry", "Vegetable lasagne", "Fish and chips", "Pizza margherita", "Chili con carne",
        "Mushroom risotto", "Pad thai", "Granola", "Protein shake", "Trail mix", "Dark chocolate", "Rice cakes",
    ]
    /// SR28 foods whose nutrients three meals in four carry, as if logged from the food.
    package static let foodIDs = [
        "11457", "09200", "01123", "05062", "20044", "09040", "01077", "11090", "15076", "20120",
    ]
    package static let dishes = [
        "Soup", "Stew", "Curry", "Salad", "Pie", "Bake", "Risotto", "Tacos", "Noodles", "Burger", "Casserole",
        "Omelette",
    ]
    package static let flavours = [
        "Smoky", "Lemon", "Garlic", "Spiced", "Herby", "Creamy", "Sticky", "Roast", "Chilli", "Ginger", "Honey",
        "Miso", "Pesto", "Harissa", "Sesame", "Tomato", "Coconut", "Mustard", "Paprika", "Maple",
    ]

    package let store: DatabaseStore
    package let users: UserRepository
    package let journals: Journals
    package let recipes: RecipeRepository
    package let foods: FoodCatalog

    public init(
        store: DatabaseStore, users: UserRepository, journals: Journals, recipes: RecipeRepository, foods: FoodCatalog
    ) {
        self.store = store
        self.users = users
        self.journals = journals
        self.recipes = recipes
        self.foods = foods
    }

    /// Adds `users` people with `mealsPerUser` meals each, and `recipes` recipes built on the
    /// starter catalog's ingredient lists; `progress` hears how far it has got.
    public func seed(
        users: Int, mealsPerUser: Int, recipes: Int, today: MealDate,
        progress: @Sendable (String) -> Void
    ) async throws {
        let start = try await self.users.count() + 1
        for number in start..<(start + users) {
            let account = try await self.users.create(
                username: "bench\(number)", password: Self.password, isAdmin: false)
            try await insertMeals(mealsPerUser, for: account.id, seed: number, today: today)
            if number % 100 == 0 || number == start + users - 1 {
                progress("\(number - start + 1) of \(users) people, \(mealsPerUser) meals each")
            }
        }
        let drafts = try StarterCatalog.drafts()
        for number in 0..<recipes {
            var fields = RecipeFields(drafts[number % drafts.count])
            let flavour = Self.flavours[number % Self.flavours.count]
            let dish = Self.dishes[(number / Self.flavours.count) % Self.dishes.count]
            fields.name = "\(flavour) \(dish) \(number + 1)"
            _ = try await self.recipes.create(fields, ownerID: nil)
            if (number + 1) % 1000 == 0 || number == recipes - 1 { progress("\(number + 1) of \(recipes) recipes") }
        }
        // PostgreSQL's autovacuum would gather statistics after so many new rows, but only a
        // while later; without them its planner may choose badly for the measurements that follow.
        if store.isPostgres { try await store.sql.raw("ANALYZE").run() }
    }

    /// One person's meals, four a day, newest day `today`; the repository inserts them many rows at a time.
    private func insertMeals(_ count: Int, for userID: UUID, seed: Int, today: MealDate) async throws {
        var random = SplitMix(seed: UInt64(seed))
        let categories = ["Breakfast", "Lunch", "Dinner", "Snack"]
        let foods = Self.foodIDs.compactMap { self.foods.index.food(id: $0) }
        let meals = (0..<count).map { index in
            let slot = index % 4
            let food = foods[Int(random.next() % UInt64(foods.count))]
            let nutrients = slot == 3 ? nil : NutrientTotals(food.nutrients(grams: Double(50 + random.next() % 250)))
            return MealDetails(
                name: Self.mealNames[Int(random.next() % UInt64(Self.mealNames.count))],
                category: MealCategory(categories[slot]),
                nutrition: Nutrition(
                    calories: 80 + Int(random.next() % 900), protein: Double(random.next() % 600) / 10,
                    fat: Double(random.next() % 500) / 10, carbs: Double(random.next() % 1200) / 10),
                date: today.adding(days: -(index / 4)), time: TimeOfDay(minutes: [450, 750, 1140, 960][slot]),
                rating: Int(random.next() % 6), nutrients: nutrients)
        }
        _ = try await journals.of(userID).create(meals)
    }
}

/// A small, fast, seedable generator (SplitMix64), so synthetic data is the same every run.
package struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
