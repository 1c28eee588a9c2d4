/// The three meals offered to a new, empty journal so there is something to look at.
public enum SampleMeals {
    /// Nutrition is per typical plated serving, from common reference values.
    public static func details(today: MealDate) -> [MealDetails] {
        [
            MealDetails(
                name: "Caprese Salad", category: .standard(.lunch),
                nutrition: Nutrition(calories: 320, protein: 16.5, fat: 24.8, carbs: 7.6),
                date: today, time: TimeOfDay("12:30"), rating: 4,
                notes: "Tomato, fresh mozzarella and basil with olive oil."),
            MealDetails(
                name: "Chicken and Potatoes", category: .standard(.dinner),
                nutrition: Nutrition(calories: 610, protein: 45.2, fat: 24.1, carbs: 50.3),
                date: today, time: TimeOfDay("19:00"), rating: 5,
                notes: "Roast chicken thigh with roasted potatoes."),
            MealDetails(
                name: "Pasta with Meatballs", category: .standard(.dinner),
                nutrition: Nutrition(calories: 720, protein: 34.0, fat: 27.5, carbs: 82.0),
                date: today.adding(days: -1), time: TimeOfDay("19:30"), rating: 3,
                notes: "Spaghetti, beef meatballs and tomato sauce."),
        ]
    }
}
