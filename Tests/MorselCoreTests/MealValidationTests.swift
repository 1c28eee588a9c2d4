import Testing

@testable import MorselCore

@Suite("Rules 1–3: a meal's fields and their validation")
struct MealValidationTests {
    @Test("a meal keeps every attribute, with the name trimmed")
    func keepsEveryAttribute() throws {
        // when
        let result = try MealInput.form(
            name: "  Porridge ", category: "breakfast", calories: "350", protein: "12.34",
            fat: "6.66", carbs: "55", date: "09/03/2025", time: "07:45",
            rating: "4", notes: " oats "
        ).validate(today: today)
        // then
        let details = result.details
        #expect(details.name == "Porridge")
        #expect(details.category == .standard(.breakfast))
        #expect(details.nutrition == Nutrition(calories: 350, protein: 12.3, fat: 6.7, carbs: 55))
        #expect(details.date.text == "09/03/2025")
        #expect(details.time?.text == "07:45")
        #expect(details.rating == 4)
        #expect(details.notes == "oats")
        #expect(result.warnings.isEmpty)
    }

    @Test("a huge number sent as a name is kept as text, not a crash")
    func hugeNumberAsName() throws {
        let result = try MealInput(name: .number(1e300), calories: .number(100)).validate(today: today)
        #expect(result.details.name == "1e+300")
        #expect(try MealInput(name: .number(12)).validate(today: today).details.name == "12")
    }

    @Test("ratings 0 and 5 are accepted", arguments: ["0", "5"])
    func acceptsRatingBounds(rating: String) throws {
        let result = try MealInput.form(rating: rating).validate(today: today)
        #expect(result.details.rating == Int(rating))
    }

    @Test("ratings outside 0…5 are rejected naming the field", arguments: ["-1", "6", "2.5", "lots"])
    func rejectsRatingsOutOfRange(rating: String) {
        #expect(
            throws: ValidationFailure([
                FieldError(field: "rating", message: "Rating must be a whole number of stars from 0 to 5.")
            ])
        ) {
            try MealInput.form(rating: rating).validate(today: today)
        }
    }

    @Test("an empty or blank name is rejected", arguments: ["", "   ", "\n\t"])
    func rejectsBlankName(name: String) {
        #expect(throws: ValidationFailure([FieldError(field: "name", message: "Name is required.")])) {
            try MealInput.form(name: name).validate(today: today)
        }
    }

    @Test("empty nutrition fields mean zero")
    func emptyNutritionIsZero() throws {
        let result = try MealInput.form().validate(today: today)
        #expect(result.details.nutrition == .zero)
        #expect(result.details.rating == 0)
        #expect(result.details.time == nil)
    }

    @Test("numbers from JSON and text with a decimal comma are read")
    func readsNumbers() throws {
        var input = MealInput.form(protein: "12,5")
        input.calories = .number(250)
        input.fat = .number(3.25)
        let details = try input.validate(today: today).details
        #expect(details.nutrition == Nutrition(calories: 250, protein: 12.5, fat: 3.3, carbs: 0))
    }

    @Test(
        "bad amounts are rejected with a message naming the field",
        arguments: [
            ("calories", "abc", "Calories must be a number."),
            ("calories", "-5", "Calories cannot be negative."),
            ("calories", "100001", "Calories must be at most 100,000 kcal."),
            ("protein", "12g", "Protein must be a number."),
            ("fat", "-0.5", "Fat cannot be negative."),
            ("carbs", "10000.1", "Carbs must be at most 10,000 g."),
            ("carbs", "1e400", "Carbs must be a number."),
        ])
    func rejectsBadAmounts(field: String, value: String, message: String) {
        var input = MealInput.form()
        switch field {
        case "calories": input.calories = .text(value)
        case "protein": input.protein = .text(value)
        case "fat": input.fat = .text(value)
        default: input.carbs = .text(value)
        }
        #expect(throws: ValidationFailure([FieldError(field: field, message: message)])) {
            try input.validate(today: today)
        }
    }

    @Test("the limits themselves are accepted")
    func acceptsLimits() throws {
        let details = try MealInput.form(calories: "100000", protein: "10000").validate(today: today).details
        #expect(details.nutrition.calories == 100_000)
        #expect(details.nutrition.protein == 10_000)
    }

    @Test("every problem is reported at once")
    func reportsEveryProblem() {
        do {
            _ = try MealInput.form(name: "", calories: "x", time: "25:00", rating: "9").validate(today: today)
            Issue.record("expected a failure")
        } catch {
            #expect(error.errors.map(\.field) == ["name", "calories", "time", "rating"])
        }
    }

    @Test("a time must be HH:mm", arguments: ["7:30", "24:00", "12:60", "noon", "12:3"])
    func rejectsBadTimes(time: String) {
        #expect(throws: ValidationFailure.self) { try MealInput.form(time: time).validate(today: today) }
    }

    @Test("an overlong name is rejected")
    func rejectsLongName() {
        #expect(throws: ValidationFailure.self) {
            try MealInput.form(name: String(repeating: "a", count: 201)).validate(today: today)
        }
    }

    @Test("input rebuilt from details validates to the same details")
    func roundTrip() throws {
        let details = try MealInput.form(
            category: "Brunch", calories: "410", protein: "20.5", time: "10:15", rating: "3", notes: "eggs"
        )
        .validate(today: today).details
        #expect(try MealInput(details).validate(today: today).details == details)
    }
}
